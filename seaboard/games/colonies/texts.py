"""Texts of Capture of Colonies in English and Russian (seed 004 part 2)."""

from __future__ import annotations

RULES = {
    "en": (
        "Capture of Colonies (V. Golitsyn, 1990). 2-6 players, each with the same 2-4 ships, all "
        "starting in the bottom-left corner; each ship carries 5 ammunition. Colonies (crossed "
        "cells) are worth 1-6 points; the first to hold 29 points wins, or the last player with "
        "ships. Sailing, the spinner, currents and storms are as in Pirates, but in a calm nobody "
        "moves. Ships and owned colonies fire 2 cells along a line crossing no land, port or ship; "
        "one spin per unit, N/E/S/W hit. Three hits sink a ship, or capture it when the third "
        "comes from an adjacent ship; a captured ship not yet repaired is retaken with one hit. "
        "Sunk ships start again in the corner. A colony falls after ceil(value/2) hits plus one "
        "per stored ammunition (each hit knocks 2 points off); it is then free and belongs to "
        "the first ship to enter it. Entering an own colony restores its points; ammunition "
        "can be unloaded there. An unowned colony under fire shoots back in the next player's "
        "turn. A damaged ship in its own colony may be repaired (the player "
        "orders it), skipping a turn per hit."
    ),
    "ru": (
        "Захват колоний (В. Голицын, 1990). 2-6 игроков, у каждого поровну 2-4 корабля, все "
        "начинают в левом нижнем углу карты; на каждом корабле 5 боеприпасов. Колонии "
        "(перекрещённые клетки) стоят 1-6 баллов; побеждает первый, набравший 29 баллов, или "
        "последний, у кого остались корабли. Ходы, вертушка, течения и шторм - как в «Пиратах», "
        "но в штиль никто не ходит. Корабли и свои порты бьют на 2 клетки по линии не через "
        "сушу, порт или корабль; по вращению на выстрел, S, W, N, O - попадание. С трёх "
        "попаданий корабль тонет, а если третье - вплотную, захватывается; захваченный, но не "
        "починенный корабль отбивается одним попаданием. Потопленные корабли начинают заново из "
        "угла. Колония падает после половины её баллов попаданий (с округлением вверх) плюс по "
        "одному на каждый боеприпас в ней (каждое попадание сбивает 2 балла); затем она "
        "свободна и достаётся первому вошедшему. Заход в свою колонию восстанавливает баллы, там "
        "же можно выгрузить боеприпасы. За обстреливаемую ничейную колонию отстреливается "
        "следующий игрок. Корабли могут чиниться в своих колониях (по "
        "решению игрока), пропуская ход за каждое попадание."
    ),
}
