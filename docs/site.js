(function () {
  var q = document.getElementById('q'), hits = document.getElementById('hits');
  var index = window.TRONGTAI_INDEX;
  if (!q || !hits || !index) return;
  function fold(s) {
    return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase();
  }
  var folded = index.map(function (e) { return fold(e[0]); });
  q.addEventListener('input', function () {
    var words = fold(q.value).split(/\s+/).filter(function (w) { return w.length > 0; });
    hits.innerHTML = '';
    if (words.join('').length < 2) return;
    var shown = 0;
    for (var i = 0; i < index.length && shown < 40; i++) {
      var all = words.every(function (w) { return folded[i].indexOf(w) >= 0; });
      if (!all) continue;
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = index[i][1];
      a.textContent = index[i][0];
      li.appendChild(a);
      hits.appendChild(li);
      shown++;
    }
  });
})();
