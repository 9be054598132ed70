// The new-table form shows as many seat rows as there are players.
const players = document.getElementById("sb-players");

function update() {
  const n = Number(players.value);
  document.querySelectorAll(".seat-row").forEach((row) => {
    const used = Number(row.dataset.seat) < n;
    row.hidden = !used;
    row.querySelector("select").disabled = !used;
  });
}

players.addEventListener("change", update);
update();
