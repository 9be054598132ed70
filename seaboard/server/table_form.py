"""The new-table form's options (``/new``): the fields as a player reads them, set to the
chosen preset's values; each preset's values for the page script, which sets the fields when
another preset is chosen; and, from a posted form, only the options the person changed.

A preset wins over the defaults, and only an option the person changed overrides it: the form
says which preset its fields show (``opt_base``), and a posted field equal to that preset's
value is the preset's, not the person's (docs/server.md, "Playing").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from seaboard.core.options import describe_options
from seaboard.core.spec import GameSpec
from seaboard.i18n import translate, translate_or
from seaboard.server.summary import choice_label, option_label


def form_value(value: Any) -> str:
    """An option's value as a form field holds it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def settable(spec: GameSpec) -> list[dict[str, Any]]:
    """The options a form may set (never ``local_path``: it names a file on the server)."""
    return [item for item in describe_options(spec.Options) if not item.get("local_path")]


def preset_values(spec: GameSpec) -> dict[str, dict[str, str]]:
    """Each preset's value of every settable option, as the form's fields hold them."""
    names = [item["name"] for item in settable(spec)]
    result = {}
    for preset in spec.presets:
        options = spec.make_options(preset)
        values = {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}
        result[preset] = {name: form_value(values[name]) for name in names}
    return result


def first_preset(spec: GameSpec) -> str:
    return next(iter(spec.presets), "")


def option_fields(spec: GameSpec, lang: str) -> list[dict[str, Any]]:
    """The options a person may set on the new-table form, worded from the game's catalogue
    and set to the first preset's values: label, choices in words (a seat option lists the
    players by number and "chosen by chance"), and a free field's value as words."""
    preset = first_preset(spec)
    shown_values = preset_values(spec).get(preset, {})
    fields = []
    for item in settable(spec):
        name = item["name"]
        value = shown_values.get(name, form_value(item["default"]))
        fields.append(
            {
                "name": name,
                "label": option_label(spec, name, lang),
                "help": item["help_ru"] if lang == "ru" and item["help_ru"] else item["help"],
                "bool": item["type"] == "bool",
                "checked": value == "true",
                "choices": choices_of(spec, item, lang),
                "value": value,
                "words": value_words(spec, name, value, item["default"], lang),
                "numeric": item["type"].startswith(("int", "float")),
                "min": item["min"],
                "max": item["max"],
            }
        )
    return fields


def choices_of(spec: GameSpec, item: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """A select's choices as (value, words); none for a free field."""
    if item["seat"]:
        by_chance = [(form_value(item["default"]), translate(lang, "web:by_chance"))]
        seats = range(max(0, item["min"] or 0), item["max"] + 1)
        return by_chance + [(str(s), translate(lang, "web:player_n", n=s + 1)) for s in seats]
    return [
        (form_value(c), choice_label(spec, item["name"], c, lang)) for c in item["choices"] or []
    ]


def value_words(spec: GameSpec, name: str, value: str, default: Any, lang: str) -> str:
    """A free field's value as its placeholder says it: the catalogue's words for a value
    that means something other than its digits (``choice_<name>_<value>``, ``none`` for an
    empty one), else no limit or automatic for an empty field, else the value itself."""
    words = translate_or(lang, f"{spec.id}:choice_{name}_{value or 'none'}", "")
    if words:
        return words
    if value == "":
        return translate_or(lang, "web:no_limit" if default is None else "web:automatic", "—")
    return value


def changed_options(spec: GameSpec, form: Mapping[str, Any]) -> dict[str, str]:
    """The options a posted form sets differently from the preset its fields showed
    (``opt_base``; the first preset when missing): the person's changes, nothing else."""
    values = preset_values(spec)
    base = str(form.get("opt_base") or first_preset(spec))
    shown = values.get(base, values.get(first_preset(spec), {}))
    changed = {}
    for item in settable(spec):
        name = item["name"]
        posted = form.get(f"opt_{name}")
        if posted is None or str(posted) == "":
            continue
        if str(posted) != shown.get(name, form_value(item["default"])):
            changed[name] = str(posted)
    return changed
