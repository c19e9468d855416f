/*
 * Local stand-in for the Packeta (Zásielkovňa) v6 widget library, served when no PACKETA_API_KEY
 * is configured: the same `Packeta.Widget.pick(apiKey, callback, options)` API, listing the demo
 * pickup points of the embedded backend in an accessible dialog, so demos and tests work offline.
 * The callback gets the chosen point, or null when the dialog closes without a choice.
 */
(function () {
  'use strict';
  if (window.Packeta && window.Packeta.Widget) return;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'style') node.style.cssText = attrs[key];
      else if (key === 'text') node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function pick(apiKey, callback) {
    var opener = document.activeElement;
    var done = false;
    var overlay = el('div', { style: 'position:fixed;inset:0;z-index:1000;background:rgba(10,20,35,.55);display:flex;align-items:center;justify-content:center;padding:16px' });
    var title = el('h2', { id: 'packeta-stand-in-title', text: 'Výber výdajného miesta Zásielkovne', style: 'margin:0;font-size:1.25rem' });
    var close = el('button', { type: 'button', 'aria-label': 'Zavrieť bez výberu', text: '×', style: 'min-width:44px;min-height:44px;font-size:1.5rem;border:1px solid #aab4c0;border-radius:6px;background:#fff;cursor:pointer' });
    var status = el('p', { role: 'status', text: 'Načítavajú sa výdajné miesta…', style: 'margin:8px 0' });
    var list = el('ul', { style: 'list-style:none;margin:0;padding:0;display:grid;gap:8px' });
    var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': title.id, 'data-packeta-stand-in': '', style: 'background:#fff;color:#1f2933;border-radius:10px;max-width:560px;width:100%;max-height:90vh;overflow:auto;padding:16px 20px;font:16px/1.5 system-ui,sans-serif' }, [
      el('div', { style: 'display:flex;justify-content:space-between;align-items:center;gap:12px' }, [title, close]),
      el('p', { text: 'Ukážkové výdajné miesta (bez pripojenia k Zásielkovni).', style: 'margin:4px 0;color:#52606d;font-size:.875rem' }),
      status,
      list,
    ]);
    overlay.appendChild(dialog);

    function finish(point) {
      if (done) return;
      done = true;
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      if (opener && opener.focus) opener.focus();
      callback(point);
    }
    function onKey(event) {
      if (event.key === 'Escape') { event.preventDefault(); finish(null); }
    }
    close.addEventListener('click', function () { finish(null); });
    overlay.addEventListener('click', function (event) { if (event.target === overlay) finish(null); });
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    close.focus();

    fetch('/admin/v1/packeta/points', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (response) { return response.json(); })
      .then(function (body) {
        var points = (body && body.points) || [];
        status.textContent = points.length + ' výdajných miest';
        points.forEach(function (point) {
          var button = el('button', { type: 'button', style: 'width:100%;min-height:44px;text-align:left;padding:8px 12px;border:1px solid #d5dbe3;border-radius:6px;background:#f2f4f7;cursor:pointer;font:inherit' }, [
            el('strong', { text: point.name, style: 'display:block' }),
            el('span', { text: point.street + ', ' + point.zip + ' ' + point.city, style: 'color:#52606d;font-size:.875rem' }),
          ]);
          button.addEventListener('click', function () {
            finish({ id: point.id, name: point.name, place: point.name, street: point.street, city: point.city, zip: point.zip, country: 'sk', pickupPointType: 'internal' });
          });
          list.appendChild(el('li', {}, [button]));
        });
      })
      .catch(function () { status.textContent = 'Výdajné miesta sa nepodarilo načítať.'; });
  }

  window.Packeta = { Widget: { pick: pick, close: function () {} } };
})();
