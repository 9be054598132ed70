// The log and the chat share one card near the top of the side column, as two tabs; a message
// that arrives while the chat is not shown counts on its tab ("Chat 2") until it is opened.
const TABS = ["log", "chat"];

export class Talk {
  /** Wire the tabs of the page's talk card (table.html: #sb-talk-log, #sb-talk-chat). */
  constructor(root) {
    this.tabs = Object.fromEntries(TABS.map((name) => [name, root.querySelector("#sb-talk-" + name)]));
    this.badge = root.querySelector("#sb-chat-unread");
    this.unread = 0;
    this.shown = "log";
    for (const name of TABS) this.tabs[name].addEventListener("click", () => this.show(name));
    root.querySelector("[role=tablist]").addEventListener("keydown", (event) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const next = this.shown === "log" ? "chat" : "log";
      this.show(next);
      this.tabs[next].focus();
    });
  }

  show(name) {
    this.shown = name;
    for (const tab of TABS) {
      const selected = tab === name;
      this.tabs[tab].setAttribute("aria-selected", selected ? "true" : "false");
      this.tabs[tab].tabIndex = selected ? 0 : -1;
      document.getElementById(this.tabs[tab].getAttribute("aria-controls")).hidden = !selected;
    }
    if (name === "chat") this.count(-this.unread);
  }

  /** A message from someone else arrived: counted while the chat is not shown. */
  arrived() {
    if (this.shown !== "chat") this.count(1);
  }

  count(step) {
    this.unread += step;
    this.badge.hidden = this.unread === 0;
    this.badge.textContent = String(this.unread);
  }
}
