/* global CMS, h */
// Starts Decap CMS with config.yml. On this computer (localhost / 127.0.0.1) it talks to the local
// backend started by `npm run cms` (decap-server); ?proxy=PORT picks its port (default 8081).
(function () {
  var local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  var port = new URLSearchParams(location.search).get('proxy') || '8081';
  var config = local ? { local_backend: { url: 'http://' + location.hostname + ':' + port + '/api/v1' } } : {};
  CMS.registerPreviewStyle('/admin/preview.css');

  // A preview that looks like the site: the announcement band.
  CMS.registerPreviewTemplate('aankondiging', function (props) {
    var data = props.entry.get('data');
    if (!data.get('show')) return h('p', { className: 'note' }, 'De aankondiging staat uit en wordt niet getoond.');
    return h(
      'div',
      {},
      h('aside', { className: 'banner' }, h('p', {}, data.get('text'))),
      h('p', { className: 'note' }, 'Getoond van ' + data.get('from') + ' tot en met ' + data.get('to') + '.'),
    );
  });
  CMS.init({ config: config });
})();
