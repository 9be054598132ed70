"""The numbers of Black Fleet's rules in one place: what actions pay, how many goods a merchant
loads, how many extra steps the cards give (seed 001, "Военный корабль", "Торговый корабль",
"Пиратский корабль", "Конец хода", "Карты развития", "Карты удачи").

The rules modules (``actions``, ``flow``, ``fortune``, ``movement``) play by these constants
and the words that explain a piece (``help``) read them, so the two never disagree.
"""

from __future__ import annotations

from typing import Final

# -- ships and turns (seed "Подготовка к игре", "Использовать корабли", "Конец хода") ---------

LOAD: Final = 3
"""Goods a merchant loads at a port (it holds 3: "торговый корабль, вмещающий 3 товара")."""
FORTUNE_MAX: Final = 3
"""Fortune cards a hand may keep at the end of a turn."""
MOVEMENT_HAND: Final = 2
"""Movement cards a hand is filled up to at the end of a turn."""
BOTTOM_FORTUNE: Final = (0, 1, 2, -1)
"""Fortune cards a movement card's bottom line (``components.BOTTOMS``: none, draw 1, draw 2,
discard 1) makes the player draw at the end of the turn; negative: discard."""
ROB_PAY: Final = 2
"""A pirate robbing an enemy merchant earns 2 doubloons."""
SINK_PAY: Final = 2
"""A navy ship sinking an enemy pirate earns 2 doubloons."""

# -- development cards (seed "Карты развития") -------------------------------------------------

QUICK_LAUNCH_STEPS: Final = 4
"""Quick Launch: extra steps for the pirate entering the board."""
SECRET_PLANS_PAY: Final = 4
"""Secret Plans: a robbery pays this instead of ``ROB_PAY``."""
BOUNTY_PAY: Final = 4
"""Bounty Notice: sinking a pirate pays this instead of ``SINK_PAY``."""
TREASURE_MAP_PAY: Final = 3
"""Treasure Map: burying in the turn of the robbery pays this instead of the beach's value."""
SMUGGLE_PAY: Final = 5
"""Smuggler's Code: the pirate delivering its treasure to any port."""
INSURANCE_PER_CUBE: Final = 2
"""Insurance: per cube stolen from the merchant, paid at its next delivery."""
INSURANCE_SUNK: Final = 6
"""Insurance: when the merchant is sunk."""
FAST_LOADING_STEPS: Final = 4
"""Fast Loading: extra steps for the merchant after loading."""
DELIVERY_BONUS: Final = {3: 4, 2: 2}
"""Delivery Bonus: extra doubloons by the number of goods delivered."""
ROYAL_CHARTER_FROM: Final = 3
ROYAL_CHARTER_TO: Final = 4
"""Royal Charter: goods worth 3 each pay 4 each."""
TRADE_AGREEMENT_PRICE: Final = 3
"""Trade Agreement: every good delivered pays 3."""
BILL_OF_LADING_EXTRA: Final = 1
"""Bill of Lading: a delivery pays as if it held one good more."""
LARGER_SAILS_STEPS: Final = 1
"""Larger Sails: one more step for each of the player's ships."""
MOBILE_FORCES_RANGE: Final = 1
"""Mobile Forces: attacks reach one step farther."""
TIDE_TABLES_STEPS: Final = 2
"""Tide Tables: extra steps for one ship."""
WEATHER_DRAW: Final = 1
"""Weather Forecast: fortune cards drawn when none was played."""
WEATHER_PLAYED: Final = 2
WEATHER_PAY: Final = 2
"""Weather Forecast: doubloons when at least ``WEATHER_PLAYED`` fortune cards were played."""
ATTACK_PAY: Final = 3
"""Master Trader, Letter of Marque, Naval Detachment and The Black Spot's attacks."""
BLACK_SPOT_TREASURE_PAY: Final = 5
"""The Black Spot: sinking a pirate that carried treasure."""

# -- fortune cards (seed "Карты удачи") --------------------------------------------------------

WIND_STEPS: Final = 2
"""Trade, Following and Naval Wind: extra steps for one ship."""
LUCKY_WIND_STEPS: Final = 2
"""Lucky Wind: steps of an opponent's merchant or pirate."""
PIRATICAL_BREEZE: Final = 6
MERCANTILE_BREEZE: Final = 7
NAVAL_BREEZE: Final = 4
"""The breezes: the ship's steps this turn, instead of the movement card's."""
FRESHENING_STEPS: Final = 1
"""Freshening Wind: one more step for each ship."""
EXTRA_ORDER_PAY: Final = 5
EXTRA_ORDER_TOTAL: Final = 8
"""Extra Order: 5 doubloons, 8 in all for more than one card in a turn."""
LIGHTER_LOAD_STEPS: Final = 4
"""Lighter Load: extra steps for dropping a good."""
SECRET_ORDERS_PAY: Final = 2
SECRET_ORDERS_BOTH_PAY: Final = 3
"""Secret Orders: the navy ship stays; 3 when both navy ships could have moved."""
SIDE_TRADING_PAY: Final = 3
SIDE_TRADING_STEPS: Final = 1
"""Side Trading: 3 doubloons if the pirate moves at most 1 step."""
SUNKEN_TREASURE_PAY: Final = 3
SUNKEN_TREASURE_STEPS: Final = 2
"""Sunken Treasure: 3 doubloons if the merchant moves at most 2 steps."""
