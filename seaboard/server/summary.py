"""How a table's settings read in a list: the preset's name and the options set beyond it
("Standard game · Round limit: 5"), worded from the game's catalogue in each language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from seaboard.core.options import describe_options
from seaboard.core.spec import GameSpec
from seaboard.i18n import humanise, translate_or

HIDDEN = frozenset({"components", "first_seat"})
"""Options a list leaves out: files on the server, and who moves first (the table says)."""


def preset_label(spec: GameSpec, preset: str, lang: str) -> str:
    """The preset's name in ``lang`` ("" for none)."""
    return translate_or(lang, f"{spec.id}:preset_{preset}", humanise(preset)) if preset else ""


def choice_label(spec: GameSpec, name: str, value: Any, lang: str) -> str:
    """One value of the option ``name`` as a player reads it (yes/no, a choice's words)."""
    if isinstance(value, bool):
        return translate_or(lang, "web:yes" if value else "web:no", str(value))
    return translate_or(lang, f"{spec.id}:choice_{name}_{value}", humanise(str(value)))


def option_label(spec: GameSpec, name: str, lang: str) -> str:
    return translate_or(lang, f"{spec.id}:option_{name}", humanise(name))


def table_summary(spec: GameSpec, preset: str, options: Mapping[str, Any], lang: str) -> str:
    """The preset's name, then each option whose value differs from what the preset sets
    (``options`` holds the values that differ from the game's defaults, as stored)."""
    base = dict(spec.presets.get(preset, {})) if preset else {}
    parts = [preset_label(spec, preset, lang)] if preset else []
    for item in describe_options(spec.Options):
        name = item["name"]
        if name in HIDDEN or item.get("local_path"):
            continue
        value = options.get(name, item["default"])
        if value == base.get(name, item["default"]) or value in (None, ""):
            continue
        if name == "variant" and preset == value:
            continue  # the preset is named after it
        parts.append(f"{option_label(spec, name, lang)}: {choice_label(spec, name, value, lang)}")
    return " · ".join(part for part in parts if part)
