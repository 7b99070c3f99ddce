/* global CMS, h, createClass */
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

  // The 14 EU allergens (lib/content/lists.ts, same keys) as checkboxes (issue 31). Nothing ticked =
  // not recorded (the field stays empty); 'Bevat geen van deze allergenen' records an empty list.
  var ALLERGENS = [
    ['gluten', 'Gluten (tarwe, rogge, gerst, haver, spelt)'],
    ['schaaldieren', 'Schaaldieren'],
    ['eieren', 'Eieren'],
    ['vis', 'Vis'],
    ['pindas', "Pinda's"],
    ['soja', 'Soja'],
    ['melk', 'Melk (lactose)'],
    ['noten', 'Noten'],
    ['selderij', 'Selderij'],
    ['mosterd', 'Mosterd'],
    ['sesamzaad', 'Sesamzaad'],
    ['sulfiet', 'Sulfiet (zwaveldioxide)'],
    ['lupine', 'Lupine'],
    ['weekdieren', 'Weekdieren'],
  ];
  var AllergenControl = createClass({
    render: function () {
      var props = this.props;
      var value = props.value && props.value.toJS ? props.value.toJS() : props.value;
      var list = Array.isArray(value) ? value : null;
      var box = function (key, label, checked, onChange) {
        return h(
          'label',
          { key: key, style: { display: 'flex', gap: '0.5rem', alignItems: 'center', padding: '0.2rem 0' } },
          h('input', { type: 'checkbox', checked: checked, onChange: onChange }),
          label,
        );
      };
      return h(
        'div',
        { className: props.classNameWrapper, id: props.forID },
        box('none', 'Bevat geen van deze allergenen', list !== null && list.length === 0, function (event) {
          props.onChange(event.target.checked ? [] : undefined);
        }),
        ALLERGENS.map(function (allergen) {
          var key = allergen[0];
          return box(key, allergen[1], list !== null && list.indexOf(key) >= 0, function (event) {
            var base = (list || []).filter(function (each) {
              return each !== key;
            });
            var next = event.target.checked ? base.concat([key]) : base;
            props.onChange(next.length > 0 ? next : undefined);
          });
        }),
      );
    },
  });
  CMS.registerWidget('allergenen', AllergenControl);

  // A file the CMS cannot read (a hand edit with a JSON mistake) opens as an empty screen; saving it
  // would replace the whole file by what is typed there. Refuse that for the files it would wipe out.
  function refuseEmptyScreen(path, data) {
    var empty = false;
    if (path === 'content/producten.json') {
      empty = !Object.keys(data).some(function (key) {
        return Array.isArray(data[key]) && data[key].length > 0;
      });
    } else if (path === 'content/winkel.json') {
      empty = !data.name || !Array.isArray(data.openingHours) || data.openingHours.length === 0;
    }
    if (empty) {
      throw new Error(
        'Dit scherm opende leeg: het bestand is waarschijnlijk beschadigd. Niet opslaan; zie de handleiding (README, "Een scherm opent leeg").',
      );
    }
  }

  // Product numbers are given, never typed (issue 15): on saving content/producten.json, every product
  // without a number gets the next one after `lastId` (the highest number ever given out), and lastId
  // moves along. A removed product's number is therefore never given again, and an existing product's
  // number never changes (drafts, 'Bestel opnieuw' and the mails rely on it).
  CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      var entry = event.entry;
      var path = entry.get('path');
      refuseEmptyScreen(path, entry.get('data').toJS());
      if (path !== 'content/producten.json') return undefined;
      var data = entry.get('data');
      var plain = data.toJS();
      var isId = function (value) {
        return typeof value === 'number' && Number.isInteger(value) && value > 0;
      };
      var last = isId(plain.lastId) ? plain.lastId : 0;
      Object.keys(plain).forEach(function (key) {
        if (!Array.isArray(plain[key])) return;
        plain[key].forEach(function (product) {
          if (product && isId(product.id) && product.id > last) last = product.id;
        });
      });
      Object.keys(plain).forEach(function (key) {
        if (!Array.isArray(plain[key])) return;
        plain[key].forEach(function (product, index) {
          if (product && !isId(product.id)) {
            last += 1;
            data = data.setIn([key, index, 'id'], last);
          }
        });
      });
      return data.set('lastId', last);
    },
  });
  CMS.init({ config: config });
})();
