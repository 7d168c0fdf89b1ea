(function () {
  // An anchor lands below the sticky header whatever its height (the style sheet's 7em when
  // the script does not run).
  var header = document.querySelector('header');
  function clearHeader() {
    if (!header) return;
    var sticky = window.getComputedStyle(header).position === 'sticky';
    document.documentElement.style.setProperty('--header', sticky ? (header.offsetHeight + 8) + 'px' : '0.5em');
  }
  clearHeader();
  window.addEventListener('resize', clearHeader);
  // Long tables are folded on a phone.
  if (window.matchMedia && window.matchMedia('(max-width: 36em)').matches) {
    Array.prototype.forEach.call(document.querySelectorAll('details.long'), function (d) { d.open = false; });
  }
})();
(function () {
  var q = document.getElementById('q'), hits = document.getElementById('hits');
  var index = window.TRONGTAI_INDEX;
  if (!q || !hits || !index) return;
  // Accents, đ, case and the separators of rule-file keys (clock.flag_fall) are ignored.
  function fold(s) {
    return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase()
      .replace(/[._]/g, ' ');
  }
  var folded = index.map(function (e) { return fold(e[0]); });
  var groups = (window.TRONGTAI_SYNONYMS || []).map(function (g) { return g.map(fold); });
  // The query and its readings with a term of a synonym group replaced by the others.
  function readings(text) {
    var out = [text];
    groups.forEach(function (g) {
      out.slice().forEach(function (r) {
        g.forEach(function (t) {
          if ((' ' + r + ' ').indexOf(' ' + t + ' ') < 0) return;
          g.forEach(function (u) {
            var v = (' ' + r + ' ').split(' ' + t + ' ').join(' ' + u + ' ').trim();
            if (out.length < 64 && out.indexOf(v) < 0) out.push(v);
          });
        });
      });
    });
    return out.map(function (r) { return r.split(/\s+/).filter(function (w) { return w.length > 0; }); });
  }
  q.addEventListener('input', function () {
    var text = fold(q.value).split(/\s+/).filter(function (w) { return w.length > 0; }).join(' ');
    hits.innerHTML = '';
    if (text.replace(/ /g, '').length < 2) return;
    var ways = readings(text);
    var shown = 0;
    for (var i = 0; i < index.length && shown < 40; i++) {
      var found = ways.some(function (words) {
        return words.every(function (w) { return folded[i].indexOf(w) >= 0; });
      });
      if (!found) continue;
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = index[i][1];
      a.textContent = index[i][0];
      li.appendChild(a);
      hits.appendChild(li);
      shown++;
    }
  });
})();
