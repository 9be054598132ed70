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
from seaboard.i18n import translate_or
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
    and set to the first preset's values: label, choice labels and the value as a player
    reads it (never a raw key or None)."""
    preset = first_preset(spec)
    shown_values = preset_values(spec).get(preset, {})
    fields = []
    for item in settable(spec):
        name = item["name"]
        value = shown_values.get(name, form_value(item["default"]))

        def choice(raw: Any, name: str = name) -> str:
            return choice_label(spec, name, raw, lang)

        fields.append(
            {
                "name": name,
                "label": option_label(spec, name, lang),
                "help": item["help_ru"] if lang == "ru" and item["help_ru"] else item["help"],
                "type": item["type"],
                "bool": item["type"] == "bool",
                "checked": value == "true",
                "choices": [(form_value(c), choice(c)) for c in item["choices"] or []],
                "value": value,
                "unset": unset_words(item, lang),
                "numeric": item["type"].startswith(("int", "float")),
                "min": item["min"],
                "max": item["max"],
            }
        )
    return fields


def unset_words(item: dict[str, Any], lang: str) -> str:
    """What a free field left empty means, in words: no limit, or chosen automatically."""
    if item["default"] is None:
        return translate_or(lang, "web:no_limit", "—")
    return translate_or(lang, "web:automatic", "—")


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
