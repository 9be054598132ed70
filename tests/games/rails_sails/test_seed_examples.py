"""Every worked example of seed 002 as a test."""

from __future__ import annotations

import pytest

from seaboard.core.errors import IllegalMoveError
from seaboard.games.rails_sails.cards import KIND_OF_CODE, payment_text
from seaboard.games.rails_sails.payments import harbor_payments, route_payments

from .helpers import WORLD, city, claim_for, empty_hands, give, play, route, set_tickets, started


def _hand(cards: dict[str, int]) -> tuple[int, ...]:
    hand = [0] * 25
    for code, count in cards.items():
        hand[KIND_OF_CODE[code]] = count
    return tuple(hand)


def _texts(rid: str, cards: dict[str, int]) -> set[str]:
    r = WORLD.routes[route(rid)]
    return {
        payment_text(p) for p in route_payments(_hand(cards), r.ship, r.color, r.length, r.pairs)
    }


def test_mikhail_pays_three_purple_train_cards_for_novosibirsk_yakutsk() -> None:
    r = WORLD.routes[route("T18")]
    assert (WORLD.cities[r.a].id, WORLD.cities[r.b].id) == ("novosibirsk", "yakutsk")
    assert (r.length, r.color, r.ship) == (3, 0, False)
    assert _texts("T18", {"tp": 3}) == {"3tp"}
    # each card could be a wild
    assert _texts("T18", {"tp": 3, "wild": 3}) == {
        "3tp", "2tp 1wild", "1tp 2wild", "3wild",
    }  # fmt: skip
    assert _texts("T18", {"tp": 2, "tr": 5}) == set()
    state = started(2)
    empty_hands(state)
    give(state, 0, {"tp": 3})
    play(state, "claim T18 3tp")
    assert state.owner[route("T18")] == 0
    assert state.trains[0] == 22
    assert state.route_pts[0] == 4
    assert sum(state.hands[0]) == 0
    assert state.discard[KIND_OF_CODE["tp"]] == 3


def test_elena_pays_two_white_double_ships_for_dar_es_salaam_mumbai() -> None:
    r = WORLD.routes[route("S46")]
    assert {WORLD.cities[r.a].id, WORLD.cities[r.b].id} == {"dar-es-salaam", "mumbai"}
    assert (r.length, r.ship) == (4, True)
    hand = {"dw": 3, "sw": 4, "wild": 2}
    payments = _texts("S46", hand)
    # the seed's alternatives: 2 doubles, 1 double + 2 singles, 4 singles, a single -> wild
    for text in ("2dw", "2sw 1dw", "4sw", "1wild 1sw 1dw", "2wild 1dw", "1wild 3sw", "2wild 2sw"):
        assert text in payments
    # no card may be left out: three doubles, or two doubles and a single, are dumping
    assert "3dw" not in payments
    assert "1sw 2dw" not in payments
    assert all("dp" not in text for text in payments)
    state = started(2)
    empty_hands(state)
    give(state, 0, {"dw": 2})
    play(state, "claim S46 2dw")
    assert state.ships[0] == 35 - 4
    assert state.route_pts[0] == 7


def test_a_five_space_sea_route_paid_with_three_double_ships() -> None:
    # seed: "двумя картами Двойного Парома и одной обычной ... или тремя картами Двойного Парома"
    payments = _texts("S44", {"dg": 3, "sg": 1})  # Cape Town - Southern Ocean, 5 green
    assert payments == {"1sg 2dg", "3dg"}


def test_paired_route_luanda_dar_es_salaam_two_colours() -> None:
    r = WORLD.routes[route("T63")]
    assert (r.length, r.pairs, r.color) == (2, 2, -1)
    payments = _texts("T63", {"tr": 2, "tg": 2, "wild": 1})
    assert "2tg 2tr" in payments  # 2 of one colour and 2 of another
    assert "1tg 2tr 1wild" in payments  # a wild stands for either card of a pair
    assert "3tr 1tg" not in payments
    assert _texts("T63", {"tr": 3, "tg": 1}) == set()  # an odd red and a lone green: no pairs
    state = started(2)
    empty_hands(state)
    give(state, 0, {"tr": 2, "tg": 2})
    play(state, "claim T63 2tg 2tr")
    # one train marker per pair-space; scores by the number of pair-spaces
    assert state.trains[0] == 23
    assert state.route_pts[0] == 2


def test_lima_harbor_paid_with_a_wild() -> None:
    # Alexander: 2 yellow train cards + 1 yellow ship card + 1 wild for the missing ship card
    options = {payment_text(p) for p in harbor_payments(_hand({"ay": 2, "sy": 1, "wild": 1}))}
    assert "2ay 1wild 1sy" in options
    assert len(options) == 1
    state = started(2)
    empty_hands(state)
    give(state, 0, {"ay": 2, "sy": 1, "wild": 1})
    with pytest.raises(IllegalMoveError, match="reaches"):
        play(state, "harbor lima 2ay 1sy 1wild")
    claim_for(state, 0, "T54")  # Caracas - Lima
    play(state, "harbor lima 2ay 1sy 1wild")
    assert state.harbor[city("lima")] == 0
    assert state.built[0] == 1
    assert sum(state.hands[0]) == 0


def test_andrey_tour_30_in_order_20_out_of_order_minus_36_incomplete() -> None:
    tour = WORLD.tickets[38]
    assert [WORLD.cities[c].id for c in tour.cities] == [
        "murmansk", "tiksi", "novosibirsk", "yakutsk", "petropavlovsk",
    ]  # fmt: skip
    state = started(2)
    set_tickets(state, 0, [38])
    # in order: Murmansk-Tiksi (S04), Tiksi-Novosibirsk (T17), Novosibirsk-Yakutsk (T18),
    # Yakutsk-Petropavlovsk (T20)
    in_order = state.copy()
    claim_for(in_order, 0, "S04", "T17", "T18", "T20")
    assert in_order.seat_score(0).ticket_lines == ((38, 30, "in order"),)
    # Yulia takes Murmansk-Tiksi; Andrey still joins every city, through Moskva and Novosibirsk
    detour = state.copy()
    claim_for(detour, 1, "S04")
    claim_for(detour, 0, "T14", "T15", "T17", "T18", "T20")
    assert detour.seat_score(0).ticket_lines == ((38, 20, "any order"),)
    # incomplete
    claim_for(state, 0, "T17", "T18")
    assert state.seat_score(0).ticket_lines == ((38, -36, "failed"),)


def test_yegor_two_harbors_score_30_each() -> None:
    # tickets: tour Lagos-Luanda-Dar Es Salaam-Djibouti (35), Hamburg-Dar Es Salaam (61),
    # Buenos Aires-Manila (24), Buenos Aires-Sydney (13)
    state = started(2)
    set_tickets(state, 0, [35, 61, 24, 13])
    claim_for(state, 0, "T60", "T63", "T66")  # Lagos-Luanda-Dar-Djibouti
    claim_for(state, 0, "T28", "T32", "T35")  # (network growth) Hamburg-Athina-Tehran-Moskva
    claim_for(state, 0, "T36", "S46")  # Tehran-Mumbai-Dar Es Salaam: Hamburg joins Dar
    claim_for(state, 0, "S37", "S42", "S43")  # Buenos Aires-Cape Town-Toamasina-Dar
    claim_for(state, 0, "S47", "S53")  # Dar-Jakarta-Manila
    claim_for(state, 0, "S52", "T69")  # Jakarta-Perth-Sydney
    for cid in ("dar-es-salaam", "buenos-aires"):
        state.harbor[city(cid)] = 0
        state.built[0] += 1
    score = state.seat_score(0)
    assert all(points > 0 for _, points, _ in score.ticket_lines)
    lines = {WORLD.cities[c].id: (n, pts) for c, n, pts in score.harbor_lines}
    assert score.harbors == 60
    assert score.unbuilt == -4
    # Dar Es Salaam: the tour through it and Hamburg-Dar; Buenos Aires: Manila and Sydney.
    assert lines["dar-es-salaam"] == (2, 30)
    assert lines["buenos-aires"] == (2, 30)


def test_natasha_exchanges_two_ship_markers_for_two_trains_and_loses_two_points() -> None:
    state = started(2, beginner_markers=True)
    assert (state.trains[0], state.ships[0], state.box_trains[0], state.box_ships[0]) == (
        20, 40, 5, 10,
    )  # fmt: skip
    play(state, "exchange trains 2")
    assert (state.trains[0], state.ships[0], state.box_trains[0], state.box_ships[0]) == (
        22, 38, 3, 12,
    )  # fmt: skip
    assert state.trains[0] + state.ships[0] == 60
    assert state.exchanged[0] == 2
    assert state.seat_score(0).exchange == -2
    assert state.cur == 1  # a whole turn


def test_a_wild_is_one_single_ship_never_a_double() -> None:
    payments = _texts("S46", {"dw": 1, "wild": 3})
    assert "2wild 1dw" in payments
    assert "1wild 1dw" not in payments  # a wild covers one ship space
    assert "4wild" not in payments  # only three wilds in hand
    assert _texts("S46", {"wild": 4}) == {"4wild"}
