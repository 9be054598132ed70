// The lobby refreshes its lists of tables every few seconds.
"use strict";
(function () {
  const lists = document.getElementById("sb-lists");
  async function refresh() {
    try {
      const response = await fetch("/lobby/lists");
      if (response.ok) lists.innerHTML = await response.text();
    } catch (e) { /* the next round tries again */ }
  }
  setInterval(refresh, 5000);
})();
