"""Black Fleet's rules summary in English and Russian, and card names for the lab's report
(the words of moves, decisions and panels are catalogue keys: ``words``, ``panels``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.games.black_fleet.state import DEV_OF

if TYPE_CHECKING:
    from seaboard.games.black_fleet.components import Components

RULES_EN = """Black Fleet (Sebastian Bleasdale), 3-4 players.
Goal: pay for and reveal your four development cards (costs 5, 8, 11, 14), then pay the
victory card (10, or 20 in the veteran variant). Black moves first.
Setup: each player gets one development card of each cost (face down), 1 fortune card and
2 movement cards; in turn order every merchant is placed at a dock and loaded with 3 goods of
that port. Pirates enter at a distant sea on their owner's turn.
Turn: play a movement card. Move your merchant, your pirate and the navy ship the card shows,
each up to its value, one ship after another, through the sea; pass only your own ships and
the navy you move; never end where another ship is. Each ship takes one action: the navy sinks
an adjacent enemy pirate (2 doubloons; its treasure returns to its port); the merchant sells its
whole cargo at an adjacent port that buys that colour (2 or 3 each) and must load 3 goods of
that port; the pirate without treasure robs an adjacent enemy merchant (1 cube, 2 doubloons; the
merchant sinks with its last cube), or buries its treasure on a beach (3, 4 or 6 doubloons).
Play any fortune cards. Then draw back to 2 movement cards, draw or discard fortune cards as
the card's bottom line says (at most 3 in hand), and you may buy one development card or,
last, the victory card. Sunk ships come back at the start of their owner's turn.
End: the round in which a victory card is bought is finished; among the buyers the richest
wins."""

RULES_RU = """Чёрный флот (Себастьян Блисдейл), 3-4 игрока.
Цель: оплатить и открыть четыре карты развития (5, 8, 11, 14 дублонов), затем оплатить карту
победы (10, а в варианте для опытных 20). Первым ходит чёрный флот.
Подготовка: каждый получает по карте развития каждой стоимости (рубашкой вверх), 1 карту
удачи и 2 карты хода; по очереди игроки ставят торговые корабли к пристаням и грузят 3 товара
этого порта. Пиратский корабль выходит в отдалённой морской зоне в ход владельца.
Ход: сыграйте карту хода. Переместите торговый, пиратский и указанный на карте военный корабль,
каждый не более чем на своё значение, по очереди, только по морю; проходить можно лишь через
свои корабли и двигаемый военный; нельзя остановиться в одной области с другим
кораблём. Каждый корабль выполняет одно действие: военный топит соседнего пирата соперника
(2 дублона, сокровище возвращается в порт); торговый продаёт весь груз в соседнем порту,
покупающем этот цвет (2 или 3 за кубик), и обязан погрузить 3 товара этого порта; пират без
сокровища грабит соседний торговый корабль соперника (1 кубик, 2 дублона; без последнего кубика
корабль тонет) или прячет сокровище на берегу (3, 4 или 6 дублонов). Играйте карты удачи.
Затем доберите карты хода до 2, возьмите или сбросьте карты удачи по нижней строке (не более
3 в руке) и по желанию купите одну карту развития или, последней, карту победы.
Потопленные корабли возвращаются в начале хода владельца.
Конец: раунд, в котором куплена карта победы, доигрывается; из купивших побеждает самый
богатый."""


def dev_name(comp: Components, slug: str, lang: str) -> str:
    en, ru = comp.dev_names[DEV_OF[slug]]
    return ru if lang == "ru" else en
