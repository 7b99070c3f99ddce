/* global CMS, h, createClass, ContentRules */
// Starts Decap CMS with config.yml. On this computer (localhost / 127.0.0.1) it talks to the local
// backend started by `npm run cms` (decap-server); ?proxy=PORT picks its port (default 8081).
// ContentRules (content-rules.js, lib/content/admin.ts bundled) holds the build's own content rules:
// /admin asks them before saving, so the owner reads the build's Dutch message before anything is saved.
(function () {
  var local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  var port = new URLSearchParams(location.search).get('proxy') || '8081';
  var backendUrl = 'http://' + location.hostname + ':' + port + '/api/v1';
  var config = local ? { local_backend: { url: backendUrl } } : {};
  var ADVICE = 'Er is niets gewijzigd. Zet hieronder de vorige versie terug, of vraag de webbouwer.';
  CMS.registerPreviewStyle('/admin/preview.css');
  // Decap's button for a new entry reads '＋ product', a character this machine's fonts (and some
  // others) lack: it showed as an empty box. Plain words instead, the rest of Decap's Dutch kept.
  var dutch = CMS.getLocale('nl');
  CMS.registerLocale(
    'nl',
    Object.assign({}, dutch, {
      collection: Object.assign({}, dutch.collection, {
        collectionTop: Object.assign({}, dutch.collection.collectionTop, { newButton: 'Nieuw %{collectionLabel}' }),
      }),
    }),
  );

  function today() {
    return ContentRules.shopDay(new Date());
  }

  // A refusal to save, already shown to the owner in the panel below: not a program error. Decap passes
  // it on in its own failure; the ending of its text tells it apart.
  var SEE_ABOVE = '(zie de melding bovenaan).';
  function Refusal(message) {
    this.message = message;
  }
  Refusal.prototype = Object.create(Error.prototype);
  Refusal.prototype.name = '';
  // Neither is Decap's own note that a file's JSON does not parse: the file check below says it, in Dutch.
  var consoleError = console.error.bind(console);
  console.error = function (first) {
    if (first instanceof Refusal) return;
    if (first instanceof SyntaxError && /JSON/.test(first.message)) return;
    consoleError.apply(null, arguments);
  };
  // Decap passes a failed save on as a rejected promise nobody handles; for a refusal, that is all said.
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    var refused =
      reason &&
      reason.type === 'ENTRY_PERSIST_FAILURE' &&
      String(reason.payload && reason.payload.error).endsWith(SEE_ABOVE);
    if (refused) event.preventDefault();
  });

  // The owner's panel: what is wrong, in the build's words, until closed.
  function showProblems(title, problems, advice) {
    var old = document.getElementById('inhoud-fouten');
    if (old) old.remove();
    var panel = document.createElement('div');
    panel.id = 'inhoud-fouten';
    panel.className = 'inhoud-fouten';
    panel.setAttribute('role', 'alert');
    panel.setAttribute('aria-labelledby', 'inhoud-fouten-titel');
    var heading = document.createElement('h2');
    heading.id = 'inhoud-fouten-titel';
    heading.textContent = title;
    var list = document.createElement('ul');
    problems.forEach(function (problem) {
      var item = document.createElement('li');
      item.textContent = problem;
      list.appendChild(item);
    });
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Sluiten';
    close.addEventListener('click', function () {
      panel.remove();
    });
    panel.append(heading, list);
    if (advice) {
      var note = document.createElement('p');
      note.textContent = advice;
      panel.appendChild(note);
    }
    panel.appendChild(close);
    document.body.appendChild(panel);
  }
  // The screen an address shows: '#/collections/website/entries/sluitingen' → 'sluitingen'.
  function screenOf(hash) {
    var match = /^#\/collections\/[^/]+\/entries\/([^/?]+)/.exec(hash);
    return match ? match[1] : null;
  }
  window.addEventListener('hashchange', function (event) {
    var old = document.getElementById('inhoud-fouten');
    if (old) old.remove();
    // From one screen straight to another by address (a bookmark, Back, a pasted link): Decap keeps the
    // first screen's file under the second's fields (issue 52). Reading the page again opens it whole.
    var from = screenOf(new URL(event.oldURL).hash);
    var to = screenOf(location.hash);
    if (from && to && from !== to) location.reload();
  });

  // A screen whose file cannot be read (a hand edit with a JSON mistake, or data the rules refuse)
  // does not open for editing: saving it would replace what could not be read. The first field of
  // every screen (config.yml, `bestand`) is this check; it shows nothing when the file is fine. It offers
  // the file's last version that passes the checks, from the backend's history, with what changes.
  var FileCheck = createClass({
    getInitialState: function () {
      return { step: 'closed' };
    },
    find: function (path, raw) {
      this.setState({ step: 'searching' });
      Promise.all([backend(), restoreCode()])
        .then((both) => {
          return both[1].lastGoodVersion(both[0].restorer(both[1]), path, (text) => {
            return ContentRules.openProblems(path, text, today()).length === 0;
          });
        })
        .then(
          (found) => {
            if (found) found.changes = window.ContentRestore.lineChanges(raw, found.text);
            this.setState(found ? { step: 'found', found: found } : { step: 'none' });
          },
          (error) => {
            this.setState({ step: 'failed', error: error.message });
          },
        );
    },
    restore: function (path, raw) {
      this.setState({ step: 'writing' });
      Promise.all([backend(), restoreCode()])
        .then((both) => {
          return both[0].restorer(both[1]).writeIfStill(path, raw, this.state.found.text);
        })
        .then(
          () => {
            this.setState({ step: 'done' });
            setTimeout(() => {
              location.reload();
            }, 1500);
          },
          (error) => {
            this.setState({ step: 'failed', error: error.message });
          },
        );
    },
    render: function () {
      var entry = this.props.entry;
      var path = entry.get('path') || '';
      var raw = entry.get('raw') || '';
      var problems = ContentRules.openProblems(path, raw, today());
      if (problems.length === 0) return h('span', { 'data-bestand': 'in-orde', hidden: true });
      return h(
        'div',
        { className: 'bestand-dicht', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'bestand-dicht-titel' },
        h(
          'div',
          { className: 'bestand-dicht-venster' },
          h('h2', { id: 'bestand-dicht-titel' }, 'Dit scherm kan niet geopend worden'),
          h('p', {}, 'Het bestand bevat een fout, en opslaan zou overschrijven wat niet gelezen kon worden:'),
          h(
            'ul',
            {},
            problems.map((problem) => {
              return h('li', { key: problem }, problem);
            }),
          ),
          this.restorePart(path, raw),
          h('a', { href: '#/collections/' + entry.get('collection') }, 'Terug naar het overzicht'),
        ),
      );
    },
    restorePart: function (path, raw) {
      var state = this.state;
      var button = (label, onClick, primary) => {
        return h('button', { type: 'button', className: primary ? 'herstel-knop' : 'herstel-annuleer', onClick: onClick }, label);
      };
      if (state.step === 'closed')
        return h('div', {}, h('p', {}, ADVICE), button('Herstel vorige versie', () => { this.find(path, raw); }, true));
      if (state.step === 'searching') return h('p', { role: 'status' }, 'De vorige versies worden nagekeken…');
      if (state.step === 'writing') return h('p', { role: 'status' }, 'De vorige versie wordt teruggezet…');
      if (state.step === 'done')
        return h('p', { role: 'status' }, 'De vorige versie staat terug. Het scherm opent opnieuw.');
      if (state.step === 'none')
        return h('p', { role: 'status' }, 'Geen vorige versie van dit bestand kon gelezen worden. Er is niets gewijzigd; vraag de webbouwer.');
      if (state.step === 'failed')
        return h('p', { role: 'status' }, 'Niet teruggezet: ' + state.error + ' Er is niets gewijzigd.');
      var version = state.found.version;
      var when = version.date ? new Date(version.date) : null;
      var saved = when
        ? 'opgeslagen op ' + ContentRules.formatDutchDate(version.date.slice(0, 10)) + ' om ' +
          String(when.getHours()).padStart(2, '0') + ':' + String(when.getMinutes()).padStart(2, '0')
        : 'opgeslagen';
      return h(
        'div',
        { className: 'herstel' },
        h('h3', {}, 'Laatste goede versie: ' + saved + (version.message ? ' (' + version.message + ')' : '')),
        h('p', {}, 'Dit verandert er als u ze terugzet (rood: nu in het bestand, groen: na het terugzetten):'),
        changesList(state.found.changes),
        h(
          'div',
          { className: 'herstel-knoppen' },
          button('Zet deze versie terug', () => { this.restore(path, raw); }, true),
          button('Annuleren', () => { this.setState({ step: 'closed' }); }, false),
        ),
      );
    },
  });

  // The restore's own code (lib/content/restore.ts, bundled by the build as content-restore.js) loads
  // only when the owner asks for a restore: /admin's own JavaScript stays small for every other screen.
  var restoreLoading = null;
  function restoreCode() {
    restoreLoading =
      restoreLoading ||
      new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = '/admin/content-restore.js';
        script.onload = function () {
          resolve(window.ContentRestore);
        };
        script.onerror = function () {
          restoreLoading = null;
          script.remove();
          reject(new Error('het beheer kon de herstelcode niet laden (geen internet?).'));
        };
        document.head.appendChild(script);
      });
    return restoreLoading;
  }

  // The changed lines, each with one line around it; '…' where unchanged lines are left out.
  function changesList(changes) {
    var shown = changes.map(function (change, index) {
      var near = function (other) {
        return other && other.kind !== 'same';
      };
      return change.kind !== 'same' || near(changes[index - 1]) || near(changes[index + 1]);
    });
    var items = [];
    changes.forEach(function (change, index) {
      if (!shown[index]) {
        if (shown[index - 1]) items.push(h('li', { key: index, className: 'herstel-weg' }, '…'));
        return;
      }
      var sign = change.kind === 'removed' ? '− ' : change.kind === 'added' ? '+ ' : '  ';
      items.push(h('li', { key: index, className: 'herstel-' + change.kind }, sign + change.line));
    });
    return h('ul', { className: 'herstel-verschil', 'aria-label': 'Wat verandert' }, items);
  }
  CMS.registerWidget('bestandscontrole', FileCheck, function () {
    return null;
  });

  // A price as the owner types it: '29,50', '29.50' or '€ 29,50' is € 29,50, whatever the browser's language.
  var EuroControl = createClass({
    getInitialState: function () {
      var value = this.props.value;
      return { text: typeof value === 'number' ? ContentRules.formatEuroInput(value) : value || '' };
    },
    isValid: function () {
      var text = this.state.text.trim();
      if (text === '' || ContentRules.parseEuro(text) !== null) return true;
      return { error: { message: 'Tik een prijs in euro, bv. 24,90.' } };
    },
    render: function () {
      return h('input', {
        type: 'text',
        inputMode: 'decimal',
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.state.text,
        // The field's own example (config.yml: a price per kg and per piece differ), else a price per kg.
        placeholder: (this.props.field && this.props.field.get('placeholder')) || 'bv. 24,90',
        onFocus: this.props.setActiveStyle,
        onBlur: this.props.setInactiveStyle,
        onChange: (event) => {
          var text = event.target.value;
          this.setState({ text: text });
          var value = ContentRules.parseEuro(text);
          this.props.onChange(text.trim() === '' ? '' : value === null ? text : value);
        },
      });
    },
  });
  CMS.registerWidget('euro', EuroControl, function (props) {
    var value = props.value;
    return h('p', {}, typeof value === 'number' ? '€ ' + ContentRules.formatEuroInput(value) : '');
  });

  // A date typed as dd/mm/jjjj (never read in another order), or picked in the calendar.
  var DateControl = createClass({
    getInitialState: function () {
      return { text: this.props.value ? ContentRules.formatDutchDate(this.props.value) : '' };
    },
    isValid: function () {
      var problem = ContentRules.dateInputProblem(this.state.text);
      return problem === null ? true : { error: { message: problem } };
    },
    set: function (text) {
      this.setState({ text: text });
      var value = ContentRules.parseDutchDate(text);
      this.props.onChange(value === null ? text : value);
    },
    render: function () {
      var iso = ContentRules.parseDutchDate(this.state.text) || '';
      return h(
        'div',
        { className: 'datum-veld' },
        h('input', {
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          id: this.props.forID,
          className: this.props.classNameWrapper,
          value: this.state.text,
          placeholder: 'dd/mm/jjjj',
          onFocus: this.props.setActiveStyle,
          onBlur: this.props.setInactiveStyle,
          onChange: (event) => this.set(event.target.value),
        }),
        h('input', {
          type: 'date',
          className: 'datum-kalender',
          'aria-label': 'Kies in de kalender',
          title: 'Kies in de kalender',
          value: iso,
          min: '2020-01-01',
          max: '2099-12-31',
          onChange: (event) => {
            if (event.target.value) this.set(ContentRules.formatDutchDate(event.target.value));
          },
        }),
      );
    },
  });
  CMS.registerWidget('datum', DateControl, function (props) {
    return h('p', {}, props.value ? ContentRules.formatDutchDate(props.value) : '');
  });

  // A preview that looks like the site: the announcement band.
  CMS.registerPreviewTemplate('aankondiging', function (props) {
    var data = props.entry.get('data');
    if (!data.get('show')) return h('p', { className: 'note' }, 'De aankondiging staat uit en wordt niet getoond.');
    return h(
      'div',
      {},
      h('aside', { className: 'banner' }, h('p', {}, data.get('text'))),
      h(
        'p',
        { className: 'note' },
        'Getoond van ' +
          ContentRules.formatDutchDate(data.get('from') || '') +
          ' tot en met ' +
          ContentRules.formatDutchDate(data.get('to') || '') +
          '.',
      ),
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

  // Product numbers are given, never typed (issue 15): a new product (or a copy of one) gets the moment
  // of its first save in milliseconds. No counter is shared, so two tabs adding a product at once never
  // give the same number, and a removed product's number is never given again (issue 52).
  function newProductNumber() {
    return Date.now();
  }

  // What this screen's file held before this edit: the last save of this session, else the file as read.
  var saved = {};

  // The files as they are now in the repository, read through the backend /admin saves with:
  // decap-server on this computer, else GitHub with the owner's sign-in (the repository and branch the
  // build wrote into config.yml); and the file's history for a restore.
  var githubSettings = null;
  function backend() {
    var fetcher = window.fetch.bind(window);
    if (local)
      return Promise.resolve({
        read: ContentRules.localBackendReader(backendUrl, fetcher),
        readFolder: ContentRules.localBackendFolderReader(backendUrl, fetcher),
        restorer: function (restore) {
          return restore.localRestore(backendUrl, '/admin/geschiedenis', fetcher);
        },
      });
    githubSettings =
      githubSettings ||
      window
        .fetch('/admin/config.yml', { cache: 'no-store' })
        .then(function (response) {
          return response.text();
        })
        .then(ContentRules.githubTarget);
    return githubSettings.then(function (settings) {
      var user = JSON.parse(window.localStorage.getItem('decap-cms-user') || 'null');
      var signedIn = { repo: settings.repo, branch: settings.branch, token: (user && user.token) || '' };
      return {
        read: ContentRules.githubReader(signedIn, fetcher),
        readFolder: ContentRules.githubFolderReader(signedIn, fetcher),
        restorer: function (restore) {
          return restore.githubRestore(signedIn, fetcher);
        },
      };
    });
  }

  // The other files a save is checked against, as they are now (unreadable = null, its own check says so).
  function otherFiles(path, b) {
    var wanted = ContentRules.otherFilesToCheck(path);
    var parsed = function (text) {
      return text === null ? null : ContentRules.parsedOrNull(text);
    };
    var files = Promise.all(
      wanted.files.map(function (other) {
        return b.read(other).then(parsed, function () {
          return null;
        });
      }),
    );
    var products = wanted.products
      ? b.readFolder(ContentRules.PRODUCT_FOLDER_PATH).then(
          function (list) {
            return list.map(function (each) {
              return { file: each.file, data: parsed(each.text) };
            });
          },
          function () {
            return [];
          },
        )
      : Promise.resolve([]);
    return Promise.all([files, products]).then(function (both) {
      var byPath = {};
      wanted.files.forEach(function (other, index) {
        byPath[other] = both[0][index];
      });
      return { files: byPath, products: both[1] };
    });
  }

  // Plain data as Decap's own kind of map, keeping the order of the keys (its plain maps forget it).
  function ordered(value, emptyMap, emptyList) {
    if (Array.isArray(value))
      return emptyList.push.apply(
        emptyList,
        value.map(function (item) {
          return ordered(item, emptyMap, emptyList);
        }),
      );
    if (value === null || typeof value !== 'object') return value;
    return emptyMap.withMutations(function (map) {
      Object.keys(value).forEach(function (key) {
        map.set(key, ordered(value[key], emptyMap, emptyList));
      });
    });
  }

  function refuse(title, problems, advice) {
    showProblems(title, problems, advice);
    // Decap's notice says 'Kan item niet opslaan: ' itself; the title's own 'Niet opgeslagen' goes.
    var what = title.replace(/^Niet opgeslagen:?\s*/, '').toLowerCase();
    throw new Refusal((what ? what + ' ' : '') + SEE_ABOVE);
  }

  CMS.registerEventListener({
    name: 'preSave',
    handler: async function (event) {
      var entry = event.entry;
      var isNew = Boolean(entry.get('newRecord'));
      var product = entry.get('collection') === 'producten';
      // A new product has no file yet: its messages name the folder.
      var path = entry.get('path') || (product ? ContentRules.PRODUCT_FOLDER_PATH + '/nieuw-product.json' : '');
      var raw = isNew ? '' : entry.get('raw') || '';
      var now = today();
      // A screen saves only its own file, however it was reached (issue 52).
      var shown = screenOf(location.hash);
      if (shown && shown !== entry.get('slug')) {
        refuse(
          'Niet opgeslagen: dit scherm hoort bij een ander bestand',
          ['Dit scherm werd via het adres geopend terwijl een ander scherm nog open stond; opslaan zou in ' + path + ' terechtkomen.'],
          'Er is niets gewijzigd. Herlaad de pagina (F5) en doe uw wijziging opnieuw.',
        );
      }
      var unreadable = isNew ? [] : ContentRules.openProblems(path, raw, now);
      if (unreadable.length > 0 && !(path in saved)) {
        refuse('Dit bestand kon niet gelezen worden', unreadable, ADVICE);
      }
      var before = isNew ? null : path in saved ? saved[path] : ContentRules.parsedOrNull(raw);
      // A save never undoes a change made elsewhere since this screen read the file (issue 52).
      var b = await backend();
      var elsewhere = isNew ? null : await ContentRules.changedElsewhere(path, before, b.read);
      if (elsewhere) refuse(elsewhere.title, elsewhere.problems, elsewhere.advice);
      // The file-check field shows a state, it holds no data.
      var data = entry.get('data').delete('bestand');
      if (product && isNew) data = data.set('id', newProductNumber());
      var plain = data.toJS();
      var problems = ContentRules.saveProblems(path, plain, before, now, await otherFiles(path, b));
      if (problems.length > 0) {
        refuse('Niet opgeslagen: dit moet eerst anders', problems, 'Pas het aan en klik opnieuw op Publiceer.');
      }
      var removed = ContentRules.removalsToConfirm(before, plain);
      if (
        removed.length > 0 &&
        !window.confirm(
          'Met deze wijziging verdwijnen ' + removed.length + ' items: ' + removed.join(', ') + '.\n\nToch opslaan?',
        )
      ) {
        refuse('Niet opgeslagen', ['U koos om deze ' + removed.length + ' items te houden: ' + removed.join(', ') + '.']);
      }
      // New hours from a date are the whole week: a weekday they leave out closes, and that is asked.
      var closing = path === 'content/winkel.json' ? ContentRules.weekdaysClosedByChanges(before, plain) : [];
      if (
        closing.length > 0 &&
        !window.confirm(
          closing.join('\n') + '\n\nKlopt dat? Kies Annuleren om die dagen eerst toe te voegen aan de nieuwe openingsuren.',
        )
      ) {
        refuse(
          'Niet opgeslagen',
          closing,
          'Voeg in de nieuwe openingsuren ook de dagen toe die niet veranderen (met hun uren zoals nu) en klik opnieuw op Publiceer.',
        );
      }
      // Keys in the file's own order and opening hours in week order: the diff is what changed.
      return ordered(ContentRules.inFileOrder(path, plain, before), data.toOrderedMap().clear(), data.toList().clear());
    },
  });
  CMS.registerEventListener({
    name: 'postSave',
    handler: function (event) {
      saved[event.entry.get('path')] = event.entry.get('data').toJS();
    },
  });
  CMS.init({ config: config });
})();
