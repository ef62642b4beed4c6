/**
 * The /docs page's script, inlined into the page (see docs-page.ts): it builds the endpoint list and the request
 * forms from the embedded OpenAPI document, with textContent only.
 */
// String.raw so backslashes (regular expressions) reach the browser unchanged; the text therefore has no backticks
// and no template placeholders.
export const SCRIPT = String.raw`
'use strict';
(function () {
  var spec = JSON.parse(document.getElementById('spec').textContent);
  var METHODS = ['get', 'post', 'put', 'patch', 'delete'];
  var SHOWN_HEADERS = /^(x-ratelimit-.*|x-api-calls-cost|etag|content-type|content-length|retry-after|cache-control)$/;
  var mediaToken = null;

  function el(tag, attrs) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) continue;
      if (k === 'text') e.textContent = v;
      else if (k === 'class') e.className = v;
      else if (k.slice(0, 2) === 'on') e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? '' : String(v));
    }
    for (var i = 2; i < arguments.length; i++) {
      [].concat(arguments[i]).forEach(function (c) { if (c !== null && c !== undefined && c !== false) e.append(c); });
    }
    return e;
  }
  function session(k, v) {
    try {
      if (v === undefined) return sessionStorage.getItem(k) || '';
      if (v) sessionStorage.setItem(k, v); else sessionStorage.removeItem(k);
    } catch (err) { return ''; }
  }
  // A path that may wrap after each slash rather than inside a word.
  function pathNodes(path) {
    return path.split('/').reduce(function (acc, part, i) { return acc.concat(i ? ['/', el('wbr')] : [], part ? [part] : []); }, []);
  }
  function domId(s) { return String(s).replace(/[^A-Za-z0-9_-]/g, '-'); }
  // Inline code in descriptions is written between backticks.
  function richText(text) {
    return String(text).split('\x60').map(function (part, i) { return i % 2 ? el('code', { text: part }) : part; });
  }

  // ---- operations, grouped by tag in document order
  var ops = [];
  Object.keys(spec.paths || {}).forEach(function (path) {
    var item = spec.paths[path];
    METHODS.forEach(function (m) {
      if (!item[m]) return;
      var op = item[m];
      ops.push({ path: path, method: m, op: op, tag: (op.tags && op.tags[0]) || 'Other', id: domId('op-' + (op.operationId || m + path)) });
    });
  });
  var tags = [];
  ops.forEach(function (o) { if (tags.indexOf(o.tag) < 0) tags.push(o.tag); });
  var langParam = null;
  ops.forEach(function (o) { (o.op.parameters || []).forEach(function (p) { if (p.name === 'lang' && p.in === 'query') langParam = langParam || p; }); });

  // ---- header: key and language
  document.getElementById('settings').addEventListener('submit', function (e) { e.preventDefault(); });
  var keyInput = document.getElementById('api-key');
  var keyToggle = document.getElementById('key-toggle');
  var langSelect = document.getElementById('lang');
  keyInput.value = session('exref.key');
  keyInput.addEventListener('input', function () { session('exref.key', keyInput.value.trim()); });
  keyToggle.addEventListener('click', function () {
    var show = keyInput.type === 'password';
    keyInput.type = show ? 'text' : 'password';
    keyToggle.textContent = show ? 'Hide' : 'Show';
    keyToggle.setAttribute('aria-pressed', String(show));
  });
  var langDefault = (langParam && langParam.schema && langParam.schema.default) || '';
  ((langParam && langParam.schema && langParam.schema.enum) || []).forEach(function (code) {
    langSelect.append(el('option', { value: code, text: code }));
  });
  langSelect.value = session('exref.lang') || langDefault;
  langSelect.addEventListener('change', function () { session('exref.lang', langSelect.value); });
  if (!langParam) langSelect.closest('div').hidden = true;

  var header = document.querySelector('.top');
  function syncHeaderHeight() { document.documentElement.style.setProperty('--hdr', header.offsetHeight + 'px'); }
  window.addEventListener('resize', syncHeaderHeight);
  syncHeaderHeight();

  // ---- schema names
  function schemaNodes(s) {
    if (!s || typeof s !== 'object') return ['any'];
    if (s.$ref) {
      var name = s.$ref.split('/').pop();
      return [el('a', { href: '#' + domId('schema-' + name) }, el('code', { text: name }))];
    }
    var alts = s.anyOf || s.oneOf;
    if (alts) return alts.reduce(function (acc, a, i) { return acc.concat(i ? [' | '] : [], schemaNodes(a)); }, []);
    if (s.type === 'array') return schemaNodes(s.items).concat('[]');
    if (s.format === 'binary') return ['binary'];
    return [s.type || 'any'];
  }
  function schemaText(s) {
    return schemaNodes(s).map(function (n) { return typeof n === 'string' ? n : n.textContent; }).join('');
  }
  function firstContent(r) {
    var types = Object.keys((r && r.content) || {});
    return types.length ? { type: types[0], schema: r.content[types[0]].schema } : null;
  }

  // ---- parameter facts
  function facts(p) {
    var s = p.schema || {};
    var repeat = s.type === 'array';
    var item = repeat ? s.items || {} : s;
    var bounds = [];
    if (item.minimum !== undefined && item.maximum !== undefined) bounds.push(item.minimum + ' to ' + item.maximum);
    else if (item.minimum !== undefined) bounds.push('\u2265 ' + item.minimum);
    else if (item.maximum !== undefined) bounds.push('\u2264 ' + item.maximum);
    if (item.minLength !== undefined || item.maxLength !== undefined) {
      bounds.push(item.minLength === undefined ? '\u2264 ' + item.maxLength + ' chars'
        : item.maxLength === undefined ? '\u2265 ' + item.minLength + ' chars' : item.minLength + ' to ' + item.maxLength + ' chars');
    }
    return { repeat: repeat, item: item, type: item.type || 'string', bounds: bounds.join(', '), dflt: item.default };
  }

  function paramsTable(params) {
    if (!params.length) return el('p', { class: 'note', text: 'No parameters.' });
    var rows = params.map(function (p) {
      var f = facts(p);
      return el('tr', null,
        el('td', { class: 'name' }, el('code', { text: p.name }), p.required ? el('span', { class: 'req', title: 'required', text: ' *' }) : null,
          p.description ? el('span', { class: 'note' }, richText(p.description)) : null),
        el('td', { text: p.in }),
        el('td', null, el('code', { text: f.type })),
        el('td', { text: f.bounds }),
        el('td', null, f.dflt !== undefined ? el('code', { text: String(f.dflt) }) : ''),
        el('td', { class: 'values' }, f.item.enum ? el('span', { class: 'enum' }, f.item.enum.map(function (v) { return el('code', { text: String(v) }); })) : ''),
        el('td', { text: f.repeat ? 'yes' : '' }));
    });
    var head = ['Name', 'In', 'Type', 'Bounds', 'Default', 'Values', 'Repeatable'].map(function (h) { return el('th', { scope: 'col', text: h }); });
    return el('div', { class: 'scroll' }, el('table', { class: 'params' }, el('thead', null, el('tr', null, head)), el('tbody', null, rows)));
  }

  function responsesBlock(responses) {
    function table(codes) {
      var head = ['Status', 'Description', 'Content type', 'Schema'].map(function (h) { return el('th', { scope: 'col', text: h }); });
      return el('div', { class: 'scroll' }, el('table', null, el('thead', null, el('tr', null, head)), el('tbody', null, codes.map(function (code) {
        var r = responses[code];
        var c = firstContent(r);
        return el('tr', null, el('td', null, el('code', { class: 'status s' + code.charAt(0), text: code })), el('td', null, richText(r.description || '')),
          el('td', null, c ? el('code', { text: c.type }) : ''), el('td', null, c ? schemaNodes(c.schema) : ''));
      }))));
    }
    var codes = Object.keys(responses || {});
    var ok = codes.filter(function (c) { return c.charAt(0) === '2'; });
    var errors = codes.filter(function (c) { return c.charAt(0) !== '2'; });
    return [table(ok), errors.length ? el('details', null, el('summary', { text: 'Error responses: ' + errors.join(', ') }), table(errors)) : null];
  }

  // ---- the Try it form
  function fieldFor(o, p) {
    var f = facts(p);
    var id = o.id + '-' + domId(p.name);
    var hintId = id + '-hint';
    var hint = [p.in === 'path' ? 'path' : null, f.repeat ? 'comma-separated, sent as repeated ' + p.name : null, f.bounds || null]
      .filter(Boolean).join(' \u00b7 ');
    var label = el('label', { for: id }, p.name, p.required ? el('span', { class: 'req', 'aria-hidden': 'true', text: ' *' }) : null);
    var common = { id: id, name: p.name, 'aria-describedby': hint ? hintId : null, 'aria-required': p.required ? 'true' : null };
    var control;
    if (f.type === 'boolean' && !f.repeat) {
      common.type = 'checkbox';
      common.checked = f.dflt === true;
      return el('div', { class: 'field' }, el('div', { class: 'check' }, el('input', common), label), hint ? el('span', { class: 'hint', id: hintId, text: hint }) : null);
    }
    if (f.item.enum && !f.repeat) {
      var none = f.dflt !== undefined ? '(default: ' + f.dflt + ')' : '(not sent)';
      control = el('select', common, el('option', { value: '', text: none }), f.item.enum.map(function (v) { return el('option', { value: String(v), text: String(v) }); }));
    } else {
      // Plain text on purpose: the server validates, and an out-of-bounds value shows its 422.
      common.type = 'text';
      common.inputmode = f.type === 'integer' && !f.repeat ? 'numeric' : f.type === 'number' && !f.repeat ? 'decimal' : null;
      common.autocomplete = 'off';
      common.spellcheck = 'false';
      var example = f.item.examples && f.item.examples[0];
      common.placeholder = f.dflt !== undefined ? 'default ' + f.dflt : example !== undefined ? 'e.g. ' + example : '';
      control = el('input', common);
    }
    return el('div', { class: 'field' }, label, control, hint ? el('span', { class: 'hint', id: hintId, text: hint }) : null);
  }

  function buildRequest(o, form) {
    var path = o.path;
    var query = new URLSearchParams();
    var missing = [];
    (o.op.parameters || []).forEach(function (p) {
      if (p.in === 'query' && p.name === 'lang') {
        if (langSelect.value && langSelect.value !== langDefault) query.append('lang', langSelect.value);
        return;
      }
      var input = form.elements.namedItem(p.name);
      if (!input) return;
      var f = facts(p);
      var values;
      if (input.type === 'checkbox') values = input.checked !== (f.dflt === true) ? [String(input.checked)] : [];
      else {
        var raw = input.value.trim();
        values = raw === '' ? [] : f.repeat ? raw.split(',').map(function (v) { return v.trim(); }).filter(Boolean) : [raw];
      }
      if (p.in === 'path') {
        if (!values.length) { missing.push(input); return; }
        // A parameter that takes the rest of the path keeps its slashes.
        var value = p['x-rest-of-path'] ? values[0].split('/').map(encodeURIComponent).join('/') : encodeURIComponent(values[0]);
        path = path.split('{' + p.name + '}').join(value);
      } else if (p.in === 'query') values.forEach(function (v) { query.append(p.name, v); });
    });
    var qs = query.toString();
    return { url: path + (qs ? '?' + qs : ''), missing: missing };
  }

  function jsonView(text) {
    var code = el('code');
    if (text.length > 300000) code.textContent = text;
    else {
      var re = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;
      var last = 0, m;
      while ((m = re.exec(text))) {
        if (m.index > last) code.append(text.slice(last, m.index));
        var token = el('span', { class: m[1] ? (m[2] ? 'j-k' : 'j-s') : m[3] ? 'j-l' : 'j-n', text: m[1] || m[0] });
        var ref = !m[2] && /^"#\/components\/schemas\/([^"]+)"$/.exec(m[0]);
        code.append(ref ? el('a', { href: '#' + domId('schema-' + ref[1]) }, token) : token);
        if (m[2]) code.append(m[2]);
        last = re.lastIndex;
      }
      code.append(text.slice(last));
    }
    return el('pre', { class: 'json', tabindex: '0', 'aria-label': 'Response body' }, code);
  }

  function streamNote(url) {
    var direct = location.origin + url + (url.indexOf('?') < 0 ? '?' : '&') + 'token=';
    if (mediaToken) {
      return el('p', { class: 'callout' }, 'Direct URL with the media token minted on this page: ',
        el('a', { href: direct + encodeURIComponent(mediaToken), target: '_blank', rel: 'noopener' }, el('code', { text: direct + '\u2026' })));
    }
    return el('p', { class: 'callout' }, 'In an ', el('code', { text: '<img>' }), ' or ', el('code', { text: '<video>' }),
      ' a browser cannot send X-API-Key: mint a media token with ', el('a', { href: '#op-create_media_token', text: 'POST /media/token' }),
      ' and use ', el('code', { text: direct + '\u2026' }), ' (tokens work on /stream/ paths only).');
  }

  async function send(o, form, out, button) {
    var req = buildRequest(o, form);
    out.replaceChildren();
    if (req.missing.length) {
      out.append(el('div', { class: 'line', role: 'alert' }, 'Fill in the path parameter ',
        el('code', { text: req.missing.map(function (i) { return i.name; }).join(', ') }), ' first.'));
      req.missing[0].focus();
      return;
    }
    var headers = { 'X-Exref-Playground': '1' };
    if (keyInput.value.trim()) headers['X-API-Key'] = keyInput.value.trim();
    if (form.blobUrl) URL.revokeObjectURL(form.blobUrl);
    button.disabled = true;
    out.append(el('div', { class: 'line', text: 'Sending ' + o.method.toUpperCase() + ' ' + req.url + '\u2026' }));
    var started = performance.now();
    var stream = o.path.indexOf('/stream/') === 0;
    try {
      var res = await fetch(req.url, { method: o.method.toUpperCase(), headers: headers, cache: 'no-store' });
      var type = res.headers.get('content-type') || '';
      var body;
      if (/json/.test(type)) {
        var text = await res.text();
        var parsed;
        try { parsed = JSON.parse(text); text = JSON.stringify(parsed, null, 2); } catch (err) { parsed = undefined; }
        body = jsonView(text);
        if (o.op.operationId === 'create_media_token' && res.ok && parsed && parsed.token) mediaToken = parsed.token;
      } else if (/^image\//.test(type)) {
        form.blobUrl = URL.createObjectURL(await res.blob());
        body = el('div', { class: 'media' }, el('img', { src: form.blobUrl, alt: 'Response image from ' + req.url }));
      } else if (stream || !/^text\//.test(type)) {
        if (res.body) res.body.cancel();
        body = el('div', { class: 'media', text: (type || 'binary') + ' response' + (res.headers.get('content-length') ? ', ' + res.headers.get('content-length') + ' bytes' : '') + ': not downloaded here.' });
      } else {
        body = el('pre', { tabindex: '0' }, el('code', { text: await res.text() }));
      }
      var ms = Math.round(performance.now() - started);
      var declared = o.op.responses && (o.op.responses[res.status] || o.op.responses.default);
      var c = firstContent(declared);
      var heads = el('dl', { class: 'heads' });
      res.headers.forEach(function (value, name) {
        if (!SHOWN_HEADERS.test(name)) return;
        var reset = name === 'x-ratelimit-reset' && /^\d+$/.test(value) ? ' (' + new Date(value * 1000).toISOString() + ')' : '';
        heads.append(el('dt', { text: name }), el('dd', { text: value + reset }));
      });
      out.replaceChildren(el('div', null,
        el('div', { class: 'line', role: 'status' },
          el('span', { class: 'status s' + String(res.status).charAt(0), text: res.status + ' ' + res.statusText }),
          el('span', { text: ms + ' ms' }),
          c ? el('span', null, 'schema ', schemaNodes(c.schema)) : null,
          el('code', { text: o.method.toUpperCase() + ' ' + req.url })),
        heads.childElementCount ? heads : null,
        body,
        stream ? streamNote(req.url) : null));
    } catch (err) {
      out.replaceChildren(el('div', { class: 'line', role: 'alert' }, el('span', { class: 'status s0', text: 'Network error' }), String(err && err.message || err)));
    } finally {
      button.disabled = false;
    }
  }

  function tryForm(o) {
    var params = (o.op.parameters || []).filter(function (p) { return p.in === 'path' || p.in === 'query'; });
    var fields = params.filter(function (p) { return !(p.in === 'query' && p.name === 'lang'); }).map(function (p) { return fieldFor(o, p); });
    var hasLang = fields.length < params.length;
    var out = el('div', { class: 'result', 'aria-live': 'polite' });
    var button = el('button', { type: 'submit', class: 'primary', text: 'Send' });
    var form = el('form', { class: 'try', novalidate: true, 'aria-label': 'Try ' + o.method.toUpperCase() + ' ' + o.path },
      el('h4', { text: 'Try it' }),
      fields.length ? el('div', { class: 'fields' }, fields) : null,
      el('div', { class: 'actions' }, button,
        el('span', { class: 'note' }, hasLang ? 'lang comes from the language selector above. ' : '',
          o.op.security && o.op.security.length === 0 ? 'No key needed.' : 'Sends your key as X-API-Key.')),
      out);
    form.addEventListener('submit', function (e) { e.preventDefault(); send(o, form, out, button); });
    return form;
  }

  // ---- render
  var toc = document.getElementById('toc');
  var opsRoot = document.getElementById('ops');
  tags.forEach(function (tag) {
    var mine = ops.filter(function (o) { return o.tag === tag; });
    var tagId = domId('tag-' + tag);
    toc.append(el('div', { class: 'group', 'data-tag': tag }, el('h2', { id: tagId + '-nav', text: tag }),
      el('ul', { 'aria-labelledby': tagId + '-nav' }, mine.map(function (o) {
        o.nav = el('li', null, el('a', { href: '#' + o.id, 'data-op': o.op.operationId || '' },
          el('span', { class: 'method ' + o.method, text: o.method.toUpperCase() }), el('span', { class: 'path' }, pathNodes(o.path))));
        return o.nav;
      }))));
    opsRoot.append(el('section', { class: 'tag', 'data-tag': tag, 'aria-labelledby': tagId }, el('h2', { id: tagId, text: tag }), mine.map(function (o) {
      var desc = String(o.op.description || '').split(/\n\n+/).filter(Boolean).map(function (p) { return el('p', null, richText(p)); });
      o.section = el('article', { class: 'op', id: o.id, 'aria-labelledby': o.id + '-h' },
        el('h3', { id: o.id + '-h' }, el('span', { class: 'method ' + o.method, text: o.method.toUpperCase() }), el('code', { class: 'path' }, pathNodes(o.path))),
        o.op.summary ? el('p', { class: 'summary', text: o.op.summary }) : null,
        el('div', { class: 'desc' }, desc),
        el('h4', { text: 'Parameters' }), paramsTable(o.op.parameters || []),
        el('h4', { text: 'Responses' }), responsesBlock(o.op.responses),
        tryForm(o));
      return o.section;
    })));
  });

  var schemas = (spec.components && spec.components.schemas) || {};
  document.getElementById('schema-list').append(...Object.keys(schemas).map(function (name) {
    return el('details', { id: domId('schema-' + name) }, el('summary', null, el('code', { text: name }),
      schemas[name].description ? ' \u2014 ' + schemas[name].description : ''), jsonView(JSON.stringify(schemas[name], null, 2)));
  }));
  // A link to a schema opens it.
  function openTarget() {
    var t = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (t && t.tagName === 'DETAILS') t.open = true;
  }
  window.addEventListener('hashchange', openTarget);
  openTarget();

  // ---- filter
  var filter = document.getElementById('filter');
  var noMatch = document.getElementById('no-match');
  filter.addEventListener('input', function () {
    var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    ops.forEach(function (o) {
      var hay = (o.method + ' ' + o.path + ' ' + (o.op.summary || '') + ' ' + o.tag + ' ' + (o.op.operationId || '')).toLowerCase();
      var hit = words.every(function (w) { return hay.indexOf(w) >= 0; });
      o.nav.hidden = o.section.hidden = !hit;
      if (hit) shown++;
    });
    document.querySelectorAll('[data-tag]').forEach(function (g) {
      var items = g.querySelectorAll(g.tagName === 'SECTION' ? 'article' : 'li');
      g.hidden = [].every.call(items, function (i) { return i.hidden; });
    });
    noMatch.hidden = shown > 0;
  });
})();
`;
