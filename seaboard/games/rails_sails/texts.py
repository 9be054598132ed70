"""Texts in English and Russian: the rules summary and move labels (seed 002)."""

from __future__ import annotations

from seaboard.core.move import Move
from seaboard.games.rails_sails.cards import CODES, card_name
from seaboard.games.rails_sails.data import WorldMap
from seaboard.games.rails_sails.moves import (
    BuildHarbor,
    Claim,
    Deal,
    DealTicket,
    DrawCard,
    DrawTickets,
    Exchange,
    FirstSeat,
    Keep,
    Markers,
    Pass,
    TakeCard,
)

RULES_EN = """Ticket to Ride: Rails & Sails, World map (2-5 players).
Setup: each player gets 3 train cards and 7 ship cards; 3 train and 3 ship cards lie face up.
Each player draws 5 tickets and keeps at least 3, then keeps 60 of their 25 train and 50 ship
markers (the beginners' preset: 20 trains and 40 ships) and 3 harbors.
On your turn do one of:
- Draw two cards, blind from either deck or face up; after taking a face-up card you choose the
  deck that refills its slot. A face-up wild is your only card that turn and cannot be the
  second card; a blind wild does not end the draw. Three face-up wilds: all six are discarded
  and 3 + 3 new ones dealt.
- Claim a route: train routes (rectangles) with train cards and train markers, ship routes
  (ovals) with ship cards and ship markers; all cards of one colour (gray: any one colour);
  wilds replace any card; a double ship covers two ship spaces. Paired routes take two train
  cards of one colour per space. Double routes: never both for one player; with 2-3 players
  only one of the two. Score 1/2/4/7/10/15/18/21 for length 1-8.
- Draw 4 tickets and keep at least 1 (the rest go under the deck).
- Build a harbor in a port your routes reach: 2 train and 2 ship cards of one colour with the
  anchor (wilds replace any). One harbor per city.
- Exchange markers with your box: -1 point per marker.
When a player ends a turn with 6 or fewer markers of a kind, everyone takes two more turns.
Final score: routes, exchange penalties, tickets (+/-), tours (in order / any order /
penalty), harbors +20/30/40 for 1/2/3+ completed tickets naming the city (tours count for
every city on them), -4 per unbuilt harbor."""

RULES_RU = """Ticket to Ride: Rails & Sails, карта мира (2-5 игроков).
Подготовка: каждому 3 карты вагонов и 7 карт паромов; в открытую 3 карты вагонов и 3 паромов.
Каждый берёт 5 карт маршрутов и оставляет не менее 3, затем оставляет 60 маркеров из 25 вагонов
и 50 паромов (для начинающих: 20 вагонов и 40 паромов) и 3 Гавани.
В свой ход сделайте одно из:
- Возьмите две карты вагонов или паромов, втемную из любой колоды или в открытую; взяв карту в
  открытую, выберите колоду, из которой выложить новую. Wild-карта в открытую - единственная
  карта за ход и не может быть второй; Wild-карта втемную не прерывает взятие. Три Wild-карты в
  открытую: все шесть сбрасываются и выкладываются 3 + 3 новые.
- Постройте перегон: вагонный (прямоугольники) картами вагонов и маркерами вагонов, паромный
  (овалы) картами паромов и маркерами паромов; карты одного цвета (серый: любого одного цвета);
  Wild-карта заменяет любую карту; Двойной Паром идёт за два отрезка. Парный перегон: по две
  карты вагонов одного цвета за отрезок. Двойные перегоны: не оба одному игроку; вдвоём или
  втроём - только один из двух. Очки 1/2/4/7/10/15/18/21 за длину 1-8.
- Возьмите 4 карты маршрутов и оставьте не менее одной (остальные под низ колоды).
- Постройте Гавань в порту, куда доходит ваш перегон: 2 карты вагонов и 2 карты паромов одного
  цвета с якорем (Wild-карта заменяет любую). Одна Гавань на город.
- Поменяйте маркеры из коробки: -1 очко за каждый.
Когда у игрока в конце хода 6 или меньше маркеров одного типа, каждый делает ещё два хода.
Итог: перегоны, штрафы за обмен, маршруты (+/-), путешествия (по порядку / не по порядку /
штраф), Гавани +20/30/40 за 1/2/3+ выполненных маршрута через город (путешествие считается для
каждого своего города), -4 за каждую непостроенную Гавань."""


def rules_summary(lang: str = "en") -> str:
    return RULES_RU if lang == "ru" else RULES_EN


def city_name(world: WorldMap, city: int, lang: str = "en") -> str:
    entry = world.cities[city]
    return entry.name_ru if lang == "ru" else entry.name


def _payment(payment: tuple[tuple[int, int], ...], lang: str) -> str:
    return ", ".join(f"{count} x {card_name(kind, lang)}" for kind, count in payment)


def move_label(
    world: WorldMap, move: Move, lang: str = "en", faceup: list[int] | None = None
) -> str:
    """A readable description of a move in English or Russian."""
    ru = lang == "ru"
    deck_ru = ("вагонов", "паромов")
    if isinstance(move, Pass):
        return "пас" if ru else "pass"
    if isinstance(move, DrawCard):
        return (
            f"взять карту {deck_ru[move.deck]} втемную"
            if ru
            else (f"draw a blind {('train', 'ship')[move.deck]} card")
        )
    if isinstance(move, TakeCard):
        refill = ("", ", новая из колоды вагонов", ", новая из колоды паромов")[move.refill + 1]
        refill_en = ("", ", refill from the train deck", ", refill from the ship deck")[
            move.refill + 1
        ]
        card = ""
        if faceup is not None and 0 <= move.slot < len(faceup) and faceup[move.slot] >= 0:
            card = f": {card_name(faceup[move.slot], lang)}"
        if ru:
            return f"взять открытую карту {move.slot}{card}{refill}"
        return f"take face-up card {move.slot}{card}{refill_en}"
    if isinstance(move, Claim):
        route = world.routes[world.route_by_id[move.route]]
        ends = f"{city_name(world, route.a, lang)} - {city_name(world, route.b, lang)}"
        if ru:
            return f"построить перегон {ends} ({route.id}): {_payment(move.payment, lang)}"
        return f"claim {ends} ({route.id}) with {_payment(move.payment, lang)}"
    if isinstance(move, DrawTickets):
        return "взять карты маршрутов" if ru else "draw tickets"
    if isinstance(move, Keep):
        names = "; ".join(
            " - ".join(city_name(world, c, lang) for c in world.tickets[t].cities)
            for t in move.tickets
        )
        return f"оставить маршруты: {names}" if ru else f"keep tickets: {names}"
    if isinstance(move, BuildHarbor):
        where = city_name(world, world.city_by_id[move.city], lang)
        if ru:
            return f"построить Гавань: {where}, {_payment(move.payment, lang)}"
        return f"build a harbor in {where} with {_payment(move.payment, lang)}"
    if isinstance(move, Exchange):
        if move.ship:
            return (
                f"обменять {move.count} вагонов на паромы"
                if ru
                else (f"exchange {move.count} train markers for ships")
            )
        return (
            f"обменять {move.count} паромов на вагоны"
            if ru
            else (f"exchange {move.count} ship markers for trains")
        )
    if isinstance(move, Markers):
        ships = world.setup["markers_total"] - move.trains
        return (
            f"оставить {move.trains} вагонов и {ships} паромов"
            if ru
            else (f"keep {move.trains} train and {ships} ship markers")
        )
    if isinstance(move, Deal):
        return card_name(move.kind, lang) if ru else f"card: {card_name(move.kind, lang)}"
    if isinstance(move, DealTicket):
        return f"карта маршрута {move.ticket}" if ru else f"ticket {move.ticket}"
    if isinstance(move, FirstSeat):
        return f"первым ходит игрок {move.seat}" if ru else f"seat {move.seat} plays first"
    return str(move)


__all__ = ["CODES", "city_name", "move_label", "rules_summary"]
