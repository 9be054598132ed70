"""The i18n layer: CLDR plural categories, catalogue fallbacks, messages with seat names."""

from __future__ import annotations

import pytest

from seaboard.core.errors import SeaboardError
from seaboard.core.message import SeatRef, msg
from seaboard.i18n import LANGS, MissingTextError, domains, plural_category, render, translate


@pytest.mark.parametrize(
    ("count", "category"),
    [(1, "one"), (2, "few"), (5, "many"), (11, "many"), (21, "one"), (22, "few"), (0, "many")],
)
def test_russian_plural_categories_follow_cldr(count: int, category: str) -> None:
    assert plural_category("ru", count) == category


def test_english_plural_categories() -> None:
    assert [plural_category("en", n) for n in (0, 1, 2, 21)] == ["other", "one", "other", "other"]


def test_every_language_has_the_same_domains_and_keys() -> None:
    from seaboard.i18n import catalogue

    assert domains("ru") == domains("en")
    for domain in domains("en"):
        english = {
            k.rsplit("_", 1)[0] if k.endswith(("_one", "_other")) else k
            for k in catalogue("en", domain)
        }
        russian = {
            k.rsplit("_", 1)[0] if k.endswith(("_one", "_few", "_many", "_other")) else k
            for k in catalogue("ru", domain)
        }
        assert english == russian, domain


def test_seat_references_become_names_or_numbers_from_one() -> None:
    message = msg("core:player_n", n=SeatRef(0))
    assert render(message, "en", ["Alice"]) == "Player Alice"
    assert translate("ru", "core:player_n", n=3) == "Игрок 3"
    assert render(msg("core:colour_red"), "ru") == "красный"


def test_unknown_keys_and_languages_are_refused_cleanly() -> None:
    with pytest.raises(MissingTextError):
        translate("en", "core:no_such_key")
    with pytest.raises(SeaboardError):
        translate("de", "core:score")
    assert set(LANGS) == {"en", "ru"}
