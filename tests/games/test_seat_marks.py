"""A second cue besides colour (issue 32): in Cartagena, Packet Row, Black Fleet and Rails &
Sails every seat whose pieces are drawn has its mark on the board, the marks of the seats
differ, and each seat's panel names its mark for the table page's colour dot. (The Golitsyn
maps label each ship with its owner's letter instead.)"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import pytest

from seaboard import get_game
from seaboard.core.marks import SEAT_MARKS, SHAPES, seat_mark
from tests.games.test_piece_help import SVG_NS, _positions

MARKED = ["black_fleet", "cartagena", "packet_row", "rails_sails"]


def test_every_seat_has_a_mark_of_its_own() -> None:
    assert len(set(SEAT_MARKS)) == len(SEAT_MARKS) == 9
    assert set(SEAT_MARKS) == set(SHAPES)


@pytest.mark.parametrize("game", MARKED)
def test_seat_pieces_carry_their_seats_mark(game: str) -> None:
    spec = get_game(game)
    for state in _positions(game, 7):
        root = ElementTree.fromstring(spec.render_svg(state, None))
        seats = {int(n.get("data-seat", "")) for n in root.iter() if n.get("data-seat")}
        marked = {int(n.get("data-cue", "")) for n in root.iter() if n.get("data-cue")}
        assert seats <= marked, (game, seats - marked)
        panels = spec.seat_panels(state, None)
        assert [p.mark for p in panels] == [seat_mark(s) for s in range(state.num_players)]
        assert all(n.tag.startswith(SVG_NS) for n in root.iter())
