// Select, then target: which legal moves are still possible after the board elements picked
// so far, without any DOM. A move names the ids of the board elements it concerns
// (`legal[].targets`); a move is consistent with the picks when it names every picked id, in
// any order, so a player may start with the card or with the pirate. Moves hinted `set`
// (`legal[].hints.set`: keep these tickets) are chosen by toggling their ids and confirming.

/** Whether every id of `picked` is among `move`'s targets. */
function consistent(move, picked) {
  return picked.every((id) => move.targets.includes(id));
}

/** Whether `move` names exactly the ids of `picked`. */
function exact(move, picked) {
  return move.targets.length === picked.length && consistent(move, picked);
}

export class Selection {
  /** `legal`: the table's legal moves ({move, label, targets, hints}). */
  constructor(legal) {
    this.legal = legal || [];
    this.picked = [];
  }

  reset() {
    this.picked = [];
  }

  /** Indexes of the moves still possible. */
  moves(picked = this.picked) {
    const found = [];
    this.legal.forEach((move, index) => {
      if (move.targets.length && consistent(move, picked)) found.push(index);
    });
    return found;
  }

  /** Whether the picks so far toggle a set (the moves left are all `set` moves). */
  isSet(picked = this.picked) {
    const moves = this.moves(picked);
    return picked.length > 0 && moves.length > 0 && moves.every((i) => this.legal[i].hints && this.legal[i].hints.set);
  }

  /** id → indexes of the possible moves a click on it keeps (a picked id of a set stays
   * clickable: clicking it again drops it). */
  live() {
    const map = new Map();
    const add = (id, index) => {
      if (!map.has(id)) map.set(id, []);
      map.get(id).push(index);
    };
    const moves = this.moves();
    for (const index of moves) {
      for (const id of this.legal[index].targets) if (!this.picked.includes(id)) add(id, index);
    }
    if (this.isSet()) for (const id of this.picked) add(id, -1);
    return map;
  }

  /** The moves whose every target is picked (index list). */
  complete(picked = this.picked) {
    return this.moves(picked).filter((i) => exact(this.legal[i], picked));
  }

  /** The picks after clicking `id` (a set's picked id is dropped again). */
  after(id) {
    if (this.picked.includes(id)) return this.isSet() ? this.picked.filter((x) => x !== id) : this.picked;
    return this.picked.concat([id]);
  }

  /** What a click on `id` leads to, without changing anything:
   *  {kind: "play", index} when one move remains and it is not a set to confirm;
   *  {kind: "choose", moves} when every move left has all its targets picked;
   *  {kind: "narrow"} otherwise (more clicks to make). */
  outcome(id) {
    const picked = this.after(id);
    const moves = this.moves(picked);
    if (!moves.length) return { kind: "none" };
    const set = moves.every((i) => this.legal[i].hints && this.legal[i].hints.set);
    if (moves.length === 1 && !set) return { kind: "play", index: moves[0], picked };
    const done = moves.filter((i) => exact(this.legal[i], picked));
    if (!set && done.length === moves.length) return { kind: "choose", moves: done, picked };
    return { kind: "narrow", picked };
  }

  /** Pick `id` (toggle within a set); returns its outcome. */
  pick(id) {
    const result = this.outcome(id);
    if (result.kind !== "none") this.picked = result.picked;
    return result;
  }

  /** The `preview` ids of the move a click on `id` would play, if it has any. */
  preview(id) {
    const result = this.outcome(id);
    if (result.kind !== "play") return [];
    const hints = this.legal[result.index].hints;
    return (hints && hints.preview) || [];
  }
}
