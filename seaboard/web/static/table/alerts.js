// What tells the person that something happened while they were not looking: short sounds
// made here with the Web Audio API (the project's own: a chime when the turn comes, a click
// for a move, a low note for the end), each only when the person turned sound on; and one
// browser notification per turn when the tab is hidden and notifications are allowed.

const NOTES = {
  turn: [[660, 0, 0.12], [880, 0.12, 0.18]],
  move: [[420, 0, 0.05]],
  end: [[523, 0, 0.15], [659, 0.15, 0.15], [784, 0.3, 0.3]],
};

export class Alerts {
  /** `settings` is the person's (settings.js), read at each alert. */
  constructor(settings) {
    this.settings = settings;
    this.audio = null;
    this.notified = null; // the version whose turn was announced
  }

  /** Play the named sound (`turn`, `move`, `end`) if sound is on. */
  sound(name) {
    if (!this.settings.sound || !window.AudioContext) return;
    this.audio = this.audio || new AudioContext();
    const now = this.audio.currentTime;
    for (const [frequency, start, length] of NOTES[name]) {
      const tone = this.audio.createOscillator();
      const gain = this.audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, now + start);
      gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
      tone.connect(gain).connect(this.audio.destination);
      tone.start(now + start);
      tone.stop(now + start + length);
    }
  }

  /** The turn came (at `version`): a chime, and a notification if the tab is hidden. */
  turn(version, title, body, tag) {
    this.sound("turn");
    if (this.notified === version) return;
    this.notified = version;
    if (!document.hidden || !this.settings.notify) return;
    if (!("Notification" in window) || Notification.permission !== "granted") return;
    const note = new Notification(title, { body, tag, renotify: true });
    note.onclick = () => { window.focus(); note.close(); };
  }
}
