"""Packet Row texts in English and Russian: the rules summary and the terminal table (seed 000).

Moves, cards and decisions are worded as ``Message``s in ``words.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.core.textview import flow
from seaboard.games.packet_row.components import BOARD_NAMES, BOARD_NAMES_RU, card_code

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

RULES_EN = """Packet Row (Åse & Henrik Berg), 2-5 players.
Each player starts with $25 and a secret starting contract. Four boards (Guild Hall, Docks,
Market, Bank) each show a current supply (2/2/3/4 cards for 2/3/4/5 players) and a future supply
of 2 cards. With 2 players each deck loses 6 unseen cards.
Each round the harbor master chooses a board and offers it clockwise to every player who has no
card yet this round: each may take one card (paying for goods, gold and VP cards) or pass. Then
the harbor master takes a card (the round ends) or chooses another board; when every board was
chosen he may pass. When all others have taken, he must take from the current board or from a
board not chosen yet, or pass. One card per player per round. An assistant takes from the future
supply. Ships lie open; other cards go to the hand.
At any of your decisions you may cash money cards and fulfil contracts: discard contracts, a
ship to their country (a captain changes it; one ship carries contracts of one country), goods
(split freely; excess lost; a merchant changes a card's goods; a gold bar is any one good, a
double bar two of one kind) and collect the payouts.
Chosen boards are refilled at the round's end; when 1/1/2/3 boards (2/3/4/5 players) cannot fill
their current supply, the game ends. Fulfil what you can, cash money cards, then score: VP cards,
1 VP per $10, bankers (2-3 players: richest 2 per banker; 4-5: richest 3, second 1). Most VP wins,
then most money."""

RULES_RU = """Корабельный ряд (Осе и Хенрик Берг), 2-5 игроков.
Каждый начинает с 25 долларами и тайным начальным контрактом. На четырёх полях (зал гильдии,
доки, рынок, банк) лежат текущие припасы (2/2/3/4 карты при 2/3/4/5 игроках) и будущие припасы
из 2 карт. При игре вдвоём из каждой колоды убирают 6 карт взакрытую.
В каждом раунде начальник гавани выбирает поле и по часовой стрелке предлагает его всем, кто ещё
не брал карту в этом раунде: можно взять одну карту (товары, слитки и победные очки оплачиваются)
или спасовать. Затем начальник гавани берёт карту (раунд заканчивается) или выбирает другое поле;
когда все поля выбраны, он может спасовать. Если все остальные взяли карты, он должен взять карту
с текущего поля или с ещё не выбранного поля, либо спасовать. Одна карта на игрока за раунд.
Ассистент позволяет взять карту из будущих припасов. Корабли лежат открыто, прочие карты - на руке.
В любой свой момент решения можно сдать карты денег и выполнить контракты: сбросить контракты,
корабль в их страну (капитан меняет пункт назначения; один корабль везёт контракты одной страны),
товары (делятся свободно; излишек теряется; торговец меняет вид товара карты; слиток - любой
товар, двойной слиток - два товара одного вида) и получить деньги.
В конце раунда выбранные поля пополняются; когда 1/1/2/3 поля (при 2/3/4/5 игроках) нельзя
пополнить, игра заканчивается. Выполните что можете, сдайте деньги и подсчитайте очки: карты
победных очков, 1 очко за 10 долларов, банкиры (2-3 игрока: самый богатый по 2 за банкира; 4-5:
самый богатый по 3, второй по 1). Побеждает больше очков, при равенстве - больше денег."""


def rules_summary(lang: str = "en") -> str:
    return RULES_RU if lang == "ru" else RULES_EN


def board_text(st: PacketRowState, perspective: int | None, lang: str = "en") -> str:
    """A plain-text table for the terminal, as ``perspective`` sees it (hidden cards: ``??``)."""
    ru = lang == "ru"
    comps = st.comps
    boards = BOARD_NAMES_RU if ru else BOARD_NAMES
    head = f"{'Раунд' if ru else 'Round'} {st.round} · "
    player = "Игрок" if ru else "Player"
    head += f"{'начальник гавани' if ru else 'harbor master'}: {player} {st.hm + 1}"
    if st.active >= 0:
        head += f" · {'поле' if ru else 'board'}: {boards[st.active]}"
    lines = [head]

    def show(card: int) -> str:
        return f"{card_code(card)} {comps.describe(card, lang)}" if card >= 0 else "--"

    for board in range(4):
        lines.append(f"{boards[board]} ({'колода' if ru else 'deck'} {len(st.decks[board])})")
        current = f"  {'текущие' if ru else 'current'}: "
        lines.extend(flow(current, map(show, st.current[board]), separator=" | "))
        future = f"  {'будущие' if ru else 'future'}: "
        lines.extend(flow(future, map(show, st.future[board]), separator=" | "))
    for seat in range(st.num_players):
        mark = " *" if seat == st.to_move() else ""
        lines.append(f"{'Игрок' if ru else 'Player'} {seat + 1}{mark}: ${st.money[seat]}")
        if st.ships[seat]:
            lines.extend(flow("  ", map(show, st.ships[seat]), separator=" | "))
        cards = ["??" if st.hidden_from(perspective, seat, c) else show(c) for c in st.hands[seat]]
        if cards:
            lines.extend(flow("  ", cards, separator=" | "))
    return "\n".join(lines)
