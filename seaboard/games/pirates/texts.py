"""Texts of Pirates in English and Russian: the rules summary and move labels (seed 004 part 1)."""

from __future__ import annotations

RULES = {
    "en": (
        "Pirates (V. Golitsyn, 1989). 2-9 players in two sides: Spaniards and pirates (the odd "
        "player is a pirate); pirates have twice as many ships (brigantines) as the Spaniards "
        "(galleons). The Spaniards secretly name the treasure galleon and must bring it from Vera "
        "Cruz or Porto Bello to Cadiz; the pirates must take it and bring it to one of their six "
        "bases. Sinking every enemy ship also wins; the treasure lost in a storm is a draw. Each "
        "turn a player declares “move” or “shoot” and spins: a wind lets every ship sail "
        "straight along one of 8 rhumbs (3 cells running or broad reach, 2 abeam, 1 close-hauled, "
        "none into the wind); a calm stops galleons while brigantines row 1 cell; a storm drifts "
        "the player's ships 1 cell downwind (ashore: sunk; onto a ship: both sink; two storms in a "
        "row: sunk unless in an own port; into an enemy port: captured). Currents carry ships from "
        "tail to tip. Shooting: galleons reach 2 cells, brigantines 1, along a line crossing no "
        "land, port or ship; one spin per firing ship, N/E/S/W hit. A galleon sinks with 3 hits, a "
        "brigantine with 2; the treasure galleon is captured instead and retaken with one hit "
        "from an adjacent cell. A damaged ship in its own port may be repaired (the player orders "
        "it), skipping a turn per hit."
    ),
    "ru": (
        "Пираты (В. Голицын, 1989). 2-9 игроков в двух командах: испанцы и пираты (лишний игрок "
        "за пиратов); у пиратов вдвое больше кораблей (бригантин), чем у испанцев (галеонов). "
        "Испанцы тайно называют галеон с сокровищами и должны довезти его из Вера-Круца или "
        "Порто-Белло в Кадикс; пираты должны отбить его и увезти на одну из шести своих баз. "
        "Потопить все корабли противника - тоже победа; сокровища, утонувшие в шторм, - ничья. "
        "В свой ход игрок объявляет «хожу» или «стреляю» и крутит вертушку: при ветре корабли "
        "идут прямо по 8 румбам (фордевинд и бакштаг 3 клетки, галфвинд 2, бейдевинд 1, против "
        "ветра нельзя); в штиль галеоны стоят, бригантины идут на вёслах на 1 клетку; в шторм "
        "корабли игрока сносит на 1 клетку по ветру (на берег - тонет, на корабль - тонут оба, "
        "второй шторм подряд - тонет, если не в своём порту, в чужой порт - захвачен). Течения "
        "сносят корабль от хвоста стрелки к острию. Стрельба: галеоны бьют на 2 клетки, "
        "бригантины на 1, по линии не через сушу, порт или корабль; по вращению вертушки на "
        "корабль, S, W, N, O - попадание. Галеон тонет с 3 попаданий, бригантина с 2; галеон с "
        "сокровищами захватывается, а отбивается одним попаданием вплотную. Раненые корабли "
        "могут чиниться в своих портах (по решению игрока), пропуская ход за каждое попадание."
    ),
}
