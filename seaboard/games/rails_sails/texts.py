"""Texts in English and Russian: the rules summary and city names (seed 002).

Moves, cards, routes and tickets are worded as ``Message``s in ``words.py``.
"""

from __future__ import annotations

from seaboard.games.rails_sails.data import WorldMap

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
