"""SVG rendering, click targets, texts and the greedy evaluation."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.evaluate import completion, estimate, route_costs, ticket_distance
from seaboard.games.rails_sails.render import WIDTH, project

from .helpers import WORLD, city, claim_for, empty_hands, give, play, set_tickets, started


def test_svg_has_stable_ids_for_every_clickable_thing() -> None:
    state = started(3)
    svg = SPEC.render_svg(state, 0)
    root = ElementTree.fromstring(svg)
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    assert {f"route-{r.id}" for r in WORLD.routes} <= ids
    assert {f"city-{c.id}" for c in WORLD.cities} <= ids
    assert {f"faceup-{slot}" for slot in range(6)} <= ids
    assert {"deck-train", "deck-ship", "deck-tickets"} <= ids
    for move in state.legal_moves():
        assert set(SPEC.move_targets(state, move)) <= ids
    spectator = SPEC.render_svg(state, None)
    assert "Your cards" not in spectator
    assert "Your cards" in svg
    assert "Player 1: " in svg  # seats are numbered from 1 where people read them
    named = SPEC.render_svg(state, 0, names=["Ann", "Bob", "Cid"])
    assert "Bob: " in named
    assert "Player" not in named


def test_map_positions_are_geographic_and_the_pacific_is_cut() -> None:
    lima, tokyo = WORLD.cities[city("lima")], WORLD.cities[city("tokyo")]
    assert project(lima.lat, lima.lon)[0] < WIDTH / 2 < project(tokyo.lat, tokyo.lon)[0]
    anchorage = WORLD.cities[city("anchorage")]
    assert project(anchorage.lat, anchorage.lon)[0] > WIDTH * 0.9  # on the right edge
    svg = SPEC.render_svg(started(2), None)
    assert "\u2190 Tokyo" in svg
    assert "Los Angeles \u2192" in svg


def test_claimed_routes_and_harbors_show_their_owner() -> None:
    state = started(2)
    claim_for(state, 1, "T54")
    state.harbor[city("lima")] = 1
    state.built[1] = 1
    svg = SPEC.render_svg(state, None)
    assert '<g id="route-T54" class="route train" data-owner="1" data-help="' in svg
    assert 'id="harbor-lima" class="harbor" data-owner="1"' in svg


def test_texts_in_both_languages() -> None:
    assert "Гавань" in SPEC.rules_summary("ru")
    assert "harbor" in SPEC.rules_summary("en")
    state = started(2)
    empty_hands(state)
    give(state, 0, {"tp": 3})
    move = SPEC.parse_move(state, "claim T18 3tp")
    assert "Новосибирск - Якутск" in SPEC.move_label(state, move, "ru")
    assert "Novosibirsk - Yakutsk" in SPEC.move_label(state, move, "en")


def test_evaluation_plans_ticket_paths() -> None:
    state = started(2)
    set_tickets(state, 0, [52])  # Mumbai - Beijing, 6
    costs = route_costs(state, 0)
    far = ticket_distance(WORLD, costs, WORLD.tickets[52].cities)
    assert far == 4  # Mumbai-Lahore (1) + Lahore-Beijing (3)
    before = estimate(state, 0)
    claim_for(state, 0, "T39")
    after = estimate(state, 0)
    assert ticket_distance(WORLD, route_costs(state, 0), WORLD.tickets[52].cities) == 3
    assert after > before
    claim_for(state, 1, "T44", "T49", "T50", "T42", "T43", "T47", "T48", "T41", "T45", "T46")
    claim_for(state, 1, "T36", "T37", "T38", "S26", "S27", "S29", "S49", "S53", "T51")
    assert estimate(state, 0) < after  # blocked: worth the penalty
    value = SPEC.evaluate(state, 0)
    assert -1.0 <= value <= 1.0


def test_bots_play_whole_games() -> None:
    from seaboard.bots import make_bot
    from seaboard.core.driver import play_game

    final = play_game(SPEC, [make_bot("greedy", seed=1), make_bot("random", seed=1)], seed=1)
    outcome = final.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)  # greedy plans its tickets; random play loses heavily
    final = play_game(
        SPEC,
        [make_bot("mcts", seed=2, iterations=8), make_bot("random", seed=2)],
        options={"max_rounds": 3},
        seed=2,
    )
    assert final.outcome() is not None


def test_text_picture_shows_only_what_the_viewer_may_know() -> None:
    state = started(2)
    from seaboard.games.rails_sails.text import city_name

    mine = " ".join(SPEC.render_text(state, 0).split())
    assert "Your hand:" in mine
    first, theirs = state.world.tickets[state.held[0][0]], state.world.tickets[state.held[1][0]]
    assert " - ".join(city_name(state, c, "en") for c in first.cities) in mine
    if state.held[1][0] not in state.held[0]:
        assert " - ".join(city_name(state, c, "en") for c in theirs.cities) + " (" not in mine
    assert "Your hand" not in SPEC.render_text(state, None)


def test_evaluation_values_cards_that_fit_the_planned_path() -> None:
    from seaboard.games.rails_sails.evaluate import ticket_plan

    state = started(2)
    set_tickets(state, 0, [42])  # Valparaiso - Rio de Janeiro: S36 (3 green ships) + T56/T57
    distance, routes = ticket_plan(WORLD, route_costs(state, 0), WORLD.tickets[42].cities)
    assert distance == 4
    assert {WORLD.routes[r].id for r in routes} & {"S36"} == {"S36"}
    empty_hands(state)
    give(state, 0, {"sg": 3})
    fitting = estimate(state, 0)
    empty_hands(state)
    give(state, 0, {"sr": 3})
    assert fitting > estimate(state, 0)


def test_svg_in_russian() -> None:
    state = started(2)
    svg = SPEC.render_svg(state, 0, lang="ru")
    ElementTree.fromstring(svg)
    assert "Дар-Эс-Салам" in svg
    assert "Ваши карты" in svg
    assert "Игрок 2: " in svg
    assert "Dar Es Salaam" not in svg


def test_the_seat_lines_name_each_count_before_its_number() -> None:
    # "42 паромов" would be wrong Russian (42 парома); a label before the number needs no
    # plural: "паромов 42", as the panels' "Маркеров-паромов 42"
    state = started(2)
    state.ships[0], state.trains[0] = 42, 21
    russian = SPEC.render_svg(state, 0, lang="ru")
    english = SPEC.render_svg(state, 0, lang="en")
    assert "вагонов 21, паромов 42," in russian
    assert "trains 21, ships 42," in english


def test_evaluation_values_harbors_by_the_tickets_naming_their_city() -> None:
    state = started(2)
    set_tickets(state, 0, [52])  # Mumbai - Beijing
    claim_for(state, 0, "T39")  # Mumbai - Lahore: Mumbai is a port seat 0 reaches
    empty_hands(state)
    unbuilt = estimate(state, 0)
    named = state.copy()
    named.harbor[WORLD.city_by_id["mumbai"]] = 0
    named.built[0] = 1
    unnamed = state.copy()
    unnamed.harbor[WORLD.city_by_id["athina"]] = 0
    unnamed.built[0] = 1
    # building avoids the -4; a harbor in a city of a kept ticket expects part of its bonus
    assert estimate(unnamed, 0) == unbuilt + 4
    assert estimate(named, 0) > estimate(unnamed, 0)
    # cards toward a harbor are worth keeping while harbors remain to build
    give(state, 0, {"ay": 2, "sy": 1})
    assert estimate(state, 0) > unbuilt


def test_evaluation_knows_the_end_is_near() -> None:
    state = started(2)
    set_tickets(state, 0, [52])  # Mumbai - Beijing: two claims to go (Mumbai-Lahore-Beijing)
    open_value = estimate(state, 0)
    state.final_left = 2  # the end is triggered: seat 0 (to move) has one turn left
    assert estimate(state, 0) == open_value - (
        (WORLD.tickets[52].points - WORLD.tickets[52].penalty)
        * completion(4, 4, state.trains[0] + state.ships[0])
    )


def test_greedy_draws_no_tickets_while_its_own_are_open() -> None:
    state = started(2)
    drawn = state.copy()
    play(drawn, "tickets")
    blind = state.copy()
    play(blind, "draw train")
    assert estimate(drawn, 0) < estimate(blind, 0)
