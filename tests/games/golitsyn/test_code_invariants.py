"""Pirates and Colonies codes describe reachable positions only (issue 14); a refusal names
the field and the value."""

# ruff: noqa: E501 (a table of whole codes and messages reads best one case a line)
from __future__ import annotations

import pytest

from seaboard import get_game
from seaboard.core.errors import InvalidCodeError

PIRATES = get_game("pirates")
COLONIES = get_game("colonies")

CODE = (
    'pirates {"n":2,"o":{},"ph":"sail","seat":1,"wind":"SW","spin":"calm","turns":1,"idle":0,'
    '"target":"","volley":[],"pf":["-",-1],"end":"","win":[],"ships":[["g1","B19",0,0,0,0,0,0],'
    '["g2","M24",0,0,0,0,0,0],["g3","B18",0,0,0,0,0,0],["b1","R16",1,0,0,0,0,0],'
    '["b2","O18",1,0,0,0,0,1],["b3","V13",1,0,0,0,0,0],["b4","AS5",1,0,0,0,0,1],'
    '["b5","BA10",1,0,0,0,0,0],["b6","BF9",1,0,0,0,0,0]],"ports":[["VC",-1,0,0],["PB",-1,0,0],'
    '["CA",-1,0,0],["HV",-1,0,0],["TO",-1,0,0],["PR",-1,0,0],["NP",-1,0,0],["AZ",-1,0,0],'
    '["MA",-1,0,0],["SA",-1,0,0]],"treasure":"g2","revealed":false,"cand":["g1","g2","g3"]}'
)


def test_the_base_code_round_trips() -> None:
    assert PIRATES.from_code(CODE).to_code() == CODE


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('"wind":"SW"', '"wind":"UP"', "'wind' must be one of N, NE, E, SE, S, SW, W, NW, not 'UP'"),
        ('["g1","B19",0,0,', '["g1","B19",0,1.5,', "'ships[g1] hits' must be a whole number 0-3, not 1.5"),
        ('["g1","B19",0,0,', '["g1","B19",0,true,', "'ships[g1] hits' must be a whole number 0-3, not True"),
        ('"revealed":false', '"revealed":"yes"', "'revealed' must be true or false, not 'yes'"),
        ('"seat":1', '"seat":"1"', "'seat' must be a whole number 0-1, not '1'"),
        ('"turns":1', '"turns":-4', "'turns' must be a whole number"),
        ('"ph":"sail"', '"ph":"nap"', "'ph' must be one of"),
        ('"treasure":"g2"', '"treasure":"z9"', "'treasure' must be a ship id"),
        ('"cand":["g1","g2","g3"]', '"cand":["g1","g3"]', "'cand' must be a list naming g2"),
        ('"pf":["-",-1]', '"pf":["XX",0]', "'pf' must be a port id"),
        ('["VC",-1,0,0]', '["VC",-1,0]', "'ports[VC]' must be a list of 4"),
        ('"ships":[["g1"', '"ships":[["g9"', "'ships[g1]' must be the ship g1"),
        # a Spanish galleon at rest in a pirate base (entering one is a capture, 8.4)
        ('["g3","B18",0', '["g3","N19",0', "cannot lie in PR, a port not its own"),
        # the secret treasure on a pirate brigantine: taking it reveals it (7.1)
        ('"treasure":"g2"', '"treasure":"b1"', "'revealed' must be true"),
    ],
)  # fmt: skip
def test_unreachable_pirates_codes_are_refused(old: str, new: str, message: str) -> None:
    assert old in CODE
    with pytest.raises(InvalidCodeError) as caught:
        PIRATES.from_code(CODE.replace(old, new, 1))
    assert message in str(caught.value)


def test_colonies_codes_refuse_a_ship_in_another_players_colony() -> None:
    state = COLONIES.new_state(2, {"first_seat": 0})
    code = state.to_code()
    colony = state.map.ports[0]
    name = state.map.names[colony.cell]
    first_ship = f'["{state.ship_ids[0]}","{state.map.names[state.cell[0]]}",0'
    assert first_ship in code
    changed = code.replace(first_ship, f'["{state.ship_ids[0]}","{name}",0', 1)
    with pytest.raises(InvalidCodeError, match=f"cannot lie in {colony.id}"):
        COLONIES.from_code(changed)
