"""The new-table form: the bot seats start at a real opponent (the Boatswain, level 2), and
what each level does is written out beside the seats, in the reader's language."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from server_helpers import Api


class FormReader(HTMLParser):
    """The selected option of every select by name, and the level guide's entries (term,
    text)."""

    def __init__(self) -> None:
        super().__init__()
        self.selected: dict[str, str] = {}
        self.guide: list[list[str]] = []
        self._select = ""
        self._in_guide = False
        self._part = -1

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "select":
            self._select = found.get("name") or ""
        elif tag == "option" and "selected" in found:
            self.selected[self._select] = found.get("value") or ""
        elif tag == "dl" and "level-guide" in (found.get("class") or ""):
            self._in_guide = True
        elif self._in_guide and tag == "dt":
            self.guide.append(["", ""])
            self._part = 0
        elif self._in_guide and tag == "dd":
            self._part = 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("dt", "dd"):
            self._part = -1
        elif tag == "dl":
            self._in_guide = False

    def handle_data(self, data: str) -> None:
        if self._part >= 0:
            self.guide[-1][self._part] += data


def read_form(api: Api, lang: str) -> FormReader:
    response = api.client.get("/new?game=tiny", headers={"Accept-Language": lang})
    assert response.status_code == 200
    reader = FormReader()
    reader.feed(response.text)
    return reader


def test_bot_seats_start_at_the_boatswain(api: Api) -> None:
    form = read_form(api, "en")
    assert form.selected["seat_0"] == "me"
    assert form.selected["seat_1"] == "bot2"
    assert form.selected["replacement_level"] == "2"


@pytest.mark.parametrize(
    ("lang", "passenger", "captain"),
    [
        ("en", ("Passenger (level 0)", "Ends its turn"), ("Captain (level 3)", "Searches many")),
        ("ru", ("Пассажир (уровень 0)", "Заканчивает"), ("Капитан (уровень 3)", "Просчитывает")),
    ],
)
def test_the_levels_are_explained_beside_the_seats(
    api: Api, lang: str, passenger: tuple[str, str], captain: tuple[str, str]
) -> None:
    guide = read_form(api, lang).guide
    assert len(guide) == 4
    for (term, text), (name, start) in ((guide[0], passenger), (guide[3], captain)):
        assert term == name
        assert text.startswith(start)


def form_table(api: Api, form: dict[str, str]) -> dict[str, object]:
    """Post the new-table form (all seats level-0 bots) and read the table it made."""
    body = {"players": "3", "seat_0": "bot0", "seat_1": "bot0", "seat_2": "bot0"} | form
    response = api.client.post("/new", data=body, follow_redirects=False)
    assert response.status_code == 303, response.text
    table_id = response.headers["location"].split("/t/")[1].split("#")[0]
    manager = api.client.app.state.manager  # type: ignore[attr-defined]
    table = manager.tables[table_id]
    return {"preset": table.preset, "options": table.options}


@pytest.mark.parametrize("scripted", [True, False])
def test_the_chosen_preset_wins_over_the_form_defaults(api: Api, scripted: bool) -> None:
    """Black Fleet's Veteran: its fields as the page script sets them (``opt_base`` the chosen
    preset) or, without the script, still showing the first preset's values."""
    from seaboard.core.registry import get_game
    from seaboard.server.table_form import preset_values

    spec = get_game("black_fleet")
    shown = "veteran" if scripted else "standard"
    fields = {f"opt_{name}": value for name, value in preset_values(spec)[shown].items()}
    fields = {k: v for k, v in fields.items() if v != ""}
    made = form_table(api, {"game": "black_fleet", "preset": "veteran", "opt_base": shown} | fields)
    assert made["preset"] == "veteran"
    assert made["options"] == spec.make_options("veteran")


def test_an_option_the_person_changed_overrides_the_preset(api: Api) -> None:
    from seaboard.core.registry import get_game

    spec = get_game("cartagena")
    made = form_table(
        api,
        {"game": "cartagena", "preset": "tortuga", "opt_base": "tortuga", "opt_max_rounds": "3"},
    )
    expected = spec.make_options({"variant": "tortuga", "max_rounds": 3})
    assert made["options"] == expected


def test_an_unknown_preset_is_refused(api: Api) -> None:
    body = {"game": "cartagena", "preset": "barbados", "seats": [{"kind": "human"}] * 2}
    refused = api.client.post("/api/tables", json=body)
    assert refused.status_code == 422
    assert "barbados" in refused.json()["error"]["message"]
