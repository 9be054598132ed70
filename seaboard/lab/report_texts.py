"""The words of the lab's HTML report in English and Russian (``seaboard report --lang``).

Every language has the same keys; ``report_texts(lang)`` refuses an unknown language. Keys
ending in ``_fmt`` are ``str.format`` templates.
"""

from __future__ import annotations

from typing import Final

from seaboard.core.errors import SeaboardError

REPORT_TEXTS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "heading_fmt": "{title}: {games} games, {players} players",
        "the_run": "The run",
        "game": "game",
        "game_fmt": "{title} ({other}), id {id}, rules v{version}",
        "games": "games",
        "players": "players",
        "bots": "bots",
        "options": "options",
        "defaults": "defaults",
        "results_file": "results file",
        "by_seat": "Win rate by seat",
        "by_seat_plot": "Win rate by seat (95% Wilson)",
        "by_position": "Win rate by turn position",
        "by_position_plot": "Win rate by turn position (95% Wilson)",
        "by_bot": "Win rate by bot",
        "by_bot_plot": "Win rate by bot (95% Wilson)",
        "seat_fmt": "seat {seat}",
        "seat": "seat",
        "wins": "wins (shares)",
        "win_rate": "win rate",
        "interval": "95% interval",
        "bot": "bot",
        "seats_played": "seats played",
        "position": "position",
        "first": "first",
        "position_note": "Position 0 is the seat that made the first decision; +k is k seats"
        " after it in seat order.",
        "first_player": "First-player advantage",
        "first_mover": "The first player (first to decide)",
        "seat_zero": "Seat 0",
        "no_games": "No games.",
        "first_player_fmt": "{who} won {rate:.1f}% of {games} games (95% interval {interval})"
        " against {expected:.1f}% expected without a seat advantage: advantage {advantage:+.1f}"
        " points, z = {z:.2f}, two-sided p = {p:.3g} ({verdict}). A first place shared by k seats"
        " counts 1/k of a win.",
        "significant": "significant at the 5% level",
        "not_significant": "not significant",
        "scores": "Scores and game length",
        "scores_by_seat": "Scores by seat",
        "scores_by_bot": "Scores by bot",
        "score": "score",
        "plies": "plies (chance included)",
        "decisions": "decisions",
        "game_length": "Game length",
        "moves": "moves",
        "quantity": "quantity",
        "mean": "mean",
        "min": "min",
        "max": "max",
        "endings": "How games ended",
        "termination": "termination",
        "share": "share",
        "standings": "Standings",
        "seats": "seats",
        "mean_return": "mean return",
        "elo": "Elo (95%)",
        "skill": "openskill μ ± 2σ",
        "head_to_head": "Head to head: row's share vs column",
        "standings_note": "Elo: Bradley-Terry fit of all pairwise results with a bootstrap"
        " interval; openskill: Plackett-Luce, games in index order.",
        "extras_fmt": "{title}: game extras",
        "no_extras_fmt": "{title} declares no report extras (see docs/lab.md).",
        "no_records": "No saved records: simulate with <code>--records DIR</code> to get the"
        " extras.",
        "records_fmt": "From {count} saved records.",
        "extras_failed_fmt": "Extras unavailable: {error}",
        "no_advantage": "no advantage",
        "shares_note_fmt": "A first place shared by k seats counts 1/k of a win for each, so"
        " the win rates add up to 100%. Draws (first place shared by several players, or by"
        " several sides in a game played by sides): {shared} ({share:.1f}% of the games).",
        "share_of_wins": "share of all wins",
        "share_of_seats": "share of seats",
        "per_seat": "wins per seat played",
        "by_bot_note": "A bot's share of all wins (these add up to 100%) is to be compared with"
        " its share of the seats (the dashed marks); wins per seat played compares bots that"
        " held different numbers of seats.",
        "by_side": "Win rate by side",
        "by_side_plot": "Win rate by side (95% Wilson)",
        "side": "side",
        "outright_wins": "games won outright",
        "side_first_fmt": "In this game the seats are roles: the {side} move first in every"
        " game, so a first-player advantage cannot be told apart from the side's advantage;"
        " compare the sides above.",
        "seat_side_fmt": "{seat} ({side})",
        "undefined": "undefined (degenerate)",
        "return_interval": "95% interval of the return",
        "degenerate_note": "An interval marked undefined cannot be given from these games: the"
        " bot won or lost every meeting, every value was the same, or the line-ups never let"
        " the bots be told apart (e.g. always on the same side).",
    },
    "ru": {
        "heading_fmt": "{title}: партий {games}, игроков {players}",
        "the_run": "Прогон",
        "game": "игра",
        "game_fmt": "{title} ({other}), id {id}, правила v{version}",
        "games": "партий",
        "players": "игроков",
        "bots": "боты",
        "options": "опции",
        "defaults": "по умолчанию",
        "results_file": "файл результатов",
        "by_seat": "Доля побед по местам",
        "by_seat_plot": "Доля побед по местам (95%, Уилсон)",
        "by_position": "Доля побед по очерёдности хода",
        "by_position_plot": "Доля побед по очерёдности (95%, Уилсон)",
        "by_bot": "Доля побед по ботам",
        "by_bot_plot": "Доля побед по ботам (95%, Уилсон)",
        "seat_fmt": "место {seat}",
        "seat": "место",
        "wins": "побед (с долями)",
        "win_rate": "доля побед",
        "interval": "95% интервал",
        "bot": "бот",
        "seats_played": "сыграно мест",
        "position": "очерёдность",
        "first": "первый",
        "position_note": "Очерёдность 0 — место, принявшее первое решение; +k — k-е место"
        " после него по порядку мест.",
        "first_player": "Преимущество первого игрока",
        "first_mover": "Первый игрок (первым принявший решение)",
        "seat_zero": "Место 0",
        "no_games": "Нет партий.",
        "first_player_fmt": "{who}: {rate:.1f}% побед в {games} партиях (95% интервал"
        " {interval}) при {expected:.1f}% ожидаемых без преимущества места: преимущество"
        " {advantage:+.1f} п. п., z = {z:.2f}, двустороннее p = {p:.3g} ({verdict})."
        " Первое место, поделённое k местами, даёт каждому 1/k победы.",
        "significant": "значимо на уровне 5%",
        "not_significant": "незначимо",
        "scores": "Очки и длина партии",
        "scores_by_seat": "Очки по местам",
        "scores_by_bot": "Очки по ботам",
        "score": "очки",
        "plies": "полуходы (со случайными)",
        "decisions": "решения",
        "game_length": "Длина партии",
        "moves": "ходы",
        "quantity": "величина",
        "mean": "среднее",
        "min": "мин.",
        "max": "макс.",
        "endings": "Чем кончились партии",
        "termination": "окончание",
        "share": "доля",
        "standings": "Турнирная таблица",
        "seats": "мест",
        "mean_return": "средний выигрыш",
        "elo": "Эло (95%)",
        "skill": "openskill μ ± 2σ",
        "head_to_head": "Личные встречи: доля строки против столбца",
        "standings_note": "Эло: модель Брэдли — Терри по всем парным исходам, интервал"
        " бутстрепом; openskill: Плакетт — Льюс, партии по порядку номеров.",
        "extras_fmt": "{title}: особые разделы игры",
        "no_extras_fmt": "{title}: игра не объявляет особых разделов отчёта (см. docs/lab.md).",
        "no_records": "Записи партий не сохранены: запустите simulate с <code>--records"
        " DIR</code>, чтобы получить особые разделы.",
        "records_fmt": "По {count} сохранённым записям партий.",
        "extras_failed_fmt": "Особые разделы недоступны: {error}",
        "no_advantage": "без преимущества",
        "shares_note_fmt": "Первое место, поделённое k местами, даёт каждому 1/k победы, так что"
        " доли побед в сумме дают 100%. Ничьих (первое место делят несколько игроков, а в игре"
        " сторон — несколько сторон): {shared} ({share:.1f}% партий).",
        "share_of_wins": "доля всех побед",
        "share_of_seats": "доля мест",
        "per_seat": "побед на сыгранное место",
        "by_bot_note": "Долю всех побед бота (в сумме 100%) сравнивайте с его долей мест"
        " (пунктир); число побед на сыгранное место сравнивает ботов, занимавших разное число"
        " мест.",
        "by_side": "Доля побед по сторонам",
        "by_side_plot": "Доля побед по сторонам (95%, Уилсон)",
        "side": "сторона",
        "outright_wins": "партий выиграно без дележа",
        "side_first_fmt": "В этой игре места — это роли: первыми в каждой партии ходят"
        " {side}, так что преимущество первого игрока неотличимо от преимущества стороны;"
        " сравнивайте стороны выше.",
        "seat_side_fmt": "{seat} ({side})",
        "undefined": "не определён (вырожденный)",
        "return_interval": "95% интервал выигрыша",
        "degenerate_note": "Интервал «не определён», когда его нельзя оценить по этим партиям:"
        " бот выиграл или проиграл все встречи, все значения одинаковы или составы не"
        " позволяют различить ботов (например, всегда на одной стороне).",
    },
}

LANGUAGES: Final = tuple(REPORT_TEXTS)


def report_texts(lang: str) -> dict[str, str]:
    """The report's words in ``lang`` ("en" or "ru")."""
    try:
        return REPORT_TEXTS[lang]
    except KeyError:
        raise SeaboardError(
            f"unknown report language {lang!r}; choose one of {', '.join(LANGUAGES)}"
        ) from None
