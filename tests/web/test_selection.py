"""The table page's select-then-target logic (static/table/selection.js) on legal moves shaped
like the games' (issue 13): a card then a pirate or the pirate first, a back move by its two
spaces, the landing preview, a face-up card then its refill deck, tickets toggled as a set."""

from __future__ import annotations

from typing import Any

import pytest

from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser

CARTAGENA = [
    {
        "move": "play sabre 6",
        "targets": ["card-0-sabre", "space-6"],
        "hints": {"preview": ["space-9"]},
    },
    {
        "move": "play sabre 8",
        "targets": ["card-0-sabre", "space-8"],
        "hints": {"preview": ["space-9"]},
    },
    {"move": "play key 6", "targets": ["card-0-key", "space-6"], "hints": {"preview": ["space-7"]}},
    {"move": "back 6", "targets": ["space-6", "space-3"]},
    {"move": "end", "targets": []},
]
TICKETS = [
    {"move": "keep #1", "targets": ["ticket-10"], "hints": {"set": True}},
    {"move": "keep #2", "targets": ["ticket-23"], "hints": {"set": True}},
    {"move": "keep #1 #2", "targets": ["ticket-10", "ticket-23"], "hints": {"set": True}},
]
TAKE = [
    {"move": "take 2 train", "targets": ["faceup-2", "deck-train"]},
    {"move": "take 2 ship", "targets": ["faceup-2", "deck-ship"]},
    {"move": "draw train", "targets": ["deck-train"]},
]

RUN = """async ([legal, clicks]) => {
  const { Selection } = await import('/static/table/selection.js');
  const s = new Selection(legal);
  const steps = [];
  for (const id of clicks) {
    const preview = s.preview(id);
    const result = s.pick(id);
    const move = result.index === undefined ? null : legal[result.index].move;
    steps.push({ kind: result.kind, move,
                 choose: (result.moves || []).map((i) => legal[i].move), preview,
                 live: [...s.live().keys()].sort(), set: s.isSet(),
                 complete: s.complete().map((i) => legal[i].move) });
  }
  return steps;
}"""


def _run(page: Any, server: ServerProcess, legal: list[dict[str, Any]], clicks: list[str]) -> Any:
    page.goto(server.url + "/")
    return page.evaluate(RUN, [legal, clicks])


def test_a_card_then_a_pirate_with_the_landing_previewed(page: Any, server: ServerProcess) -> None:
    card, pirate = _run(page, server, CARTAGENA, ["card-0-sabre", "space-8"])
    assert card["kind"] == "narrow"
    assert card["live"] == ["space-6", "space-8"]
    assert pirate["preview"] == ["space-9"]
    assert pirate["kind"] == "play"
    assert pirate["move"] == "play sabre 8"


def test_the_pirate_first_offers_its_cards_and_its_back_space(
    page: Any, server: ServerProcess
) -> None:
    pirate, back = _run(page, server, CARTAGENA, ["space-6", "space-3"])
    assert pirate["kind"] == "narrow"
    assert pirate["live"] == ["card-0-key", "card-0-sabre", "space-3"]
    assert (back["kind"], back["move"]) == ("play", "back 6")


def test_a_face_up_card_then_the_deck_that_refills_it(page: Any, server: ServerProcess) -> None:
    card, deck = _run(page, server, TAKE, ["faceup-2", "deck-ship"])
    assert card["live"] == ["deck-ship", "deck-train"]
    assert (deck["kind"], deck["move"]) == ("play", "take 2 ship")


def test_tickets_are_toggled_and_the_exact_set_is_the_move(
    page: Any, server: ServerProcess
) -> None:
    first, second, again = _run(page, server, TICKETS, ["ticket-10", "ticket-23", "ticket-10"])
    assert first["set"]
    assert first["complete"] == ["keep #1"]
    assert second["complete"] == ["keep #1 #2"]
    assert "ticket-10" in second["live"]  # a picked ticket can be dropped again
    assert again["complete"] == ["keep #2"]
    assert all(step["kind"] == "narrow" for step in (first, second, again))
