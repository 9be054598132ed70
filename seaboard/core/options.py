"""Game options: frozen dataclasses with defaults, built and checked from plain mappings.

A game's ``Options`` fields may carry metadata: ``help`` and ``help_ru`` (shown in the CLI and
the web lobby), ``choices`` (the allowed values) and ``min``/``max`` for numbers. Options come
from the CLI, the web and records as strings or JSON values; ``build_options`` converts them and
refuses anything unknown or out of range with an ``InvalidOptionsError``.

An option with ``local_path=True`` names a file or folder on the machine that runs the engine
(a component set, a map). Local users may set it; a remote client (the web table) may not, or
it could make the server read any file: ``remote_safe`` checks that.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any, TypeVar

from seaboard.core.errors import InvalidOptionsError

OptionsT = TypeVar("OptionsT")

_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


def option(default: Any, help: str, help_ru: str, **limits: Any) -> Any:
    """A dataclass field for an ``Options`` class with its help texts and limits."""
    return dataclasses.field(default=default, metadata={"help": help, "help_ru": help_ru, **limits})


def _convert(name: str, kind: Any, value: Any) -> Any:
    if kind is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in _TRUE | _FALSE:
            return value.lower() in _TRUE
        raise InvalidOptionsError(f"option '{name}' must be true or false, not {value!r}")
    if kind is int:
        if isinstance(value, bool):
            raise InvalidOptionsError(f"option '{name}' must be a whole number, not {value!r}")
        try:
            return int(value)
        except (TypeError, ValueError):
            raise InvalidOptionsError(
                f"option '{name}' must be a whole number, not {value!r}"
            ) from None
    if kind is float:
        try:
            return float(value)
        except (TypeError, ValueError):
            raise InvalidOptionsError(f"option '{name}' must be a number, not {value!r}") from None
    if kind is str:
        if not isinstance(value, str):
            raise InvalidOptionsError(f"option '{name}' must be text, not {value!r}")
        return value
    if typing.get_origin(kind) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(kind) if a is not type(None)]
        if value is None or (isinstance(value, str) and value.lower() in {"", "none", "null"}):
            return None
        return _convert(name, args[0], value)
    return value


def build_options(cls: type[OptionsT], values: Mapping[str, Any] | OptionsT | None) -> OptionsT:
    """Make an ``cls`` instance from ``values`` (a mapping, an instance or None for defaults)."""
    if values is None:
        return cls()
    if isinstance(values, cls):
        values = {f.name: getattr(values, f.name) for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    if not isinstance(values, Mapping):
        raise InvalidOptionsError(f"options must be a mapping of names to values, not {values!r}")
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = sorted(set(values) - set(fields))
    if unknown:
        raise InvalidOptionsError(
            f"unknown option(s) {', '.join(unknown)}; known: {', '.join(sorted(fields))}"
        )
    hints = typing.get_type_hints(cls)
    converted: dict[str, Any] = {}
    for name, raw in values.items():
        field = fields[name]
        value = _convert(name, hints[name], raw)
        choices = field.metadata.get("choices")
        if choices is not None and value not in choices:
            allowed = ", ".join(str(c) for c in choices)
            raise InvalidOptionsError(f"option '{name}' must be one of {allowed}, not {value!r}")
        low, high = field.metadata.get("min"), field.metadata.get("max")
        if value is not None and low is not None and value < low:
            raise InvalidOptionsError(f"option '{name}' must be at least {low}, not {value!r}")
        if value is not None and high is not None and value > high:
            raise InvalidOptionsError(f"option '{name}' must be at most {high}, not {value!r}")
        converted[name] = value
    result = cls(**converted)
    check = getattr(result, "validate", None)
    if check is not None:
        check()
    return result


def local_path_options(cls: type[Any]) -> set[str]:
    """The names of the options of ``cls`` that name a local file or folder."""
    return {f.name for f in dataclasses.fields(cls) if f.metadata.get("local_path")}


def remote_safe(cls: type[Any], values: Mapping[str, Any]) -> None:
    """Refuse options a remote client may not set (``local_path`` ones)."""
    forbidden = sorted(name for name in local_path_options(cls) if values.get(name))
    if forbidden:
        raise InvalidOptionsError(
            f"option(s) {', '.join(forbidden)} name files on the server and cannot be set here"
        )


def options_to_json(options: Any) -> dict[str, Any]:
    """The options as a JSON-ready mapping (only the fields that differ from the defaults)."""
    defaults = type(options)()
    return {
        f.name: getattr(options, f.name)
        for f in dataclasses.fields(options)
        if getattr(options, f.name) != getattr(defaults, f.name)
    }


def describe_options(cls: type[Any]) -> list[dict[str, Any]]:
    """Each option's name, type, default, choices and help texts, for the CLI and the lobby."""
    hints = typing.get_type_hints(cls)
    result = []
    for field in dataclasses.fields(cls):
        kind = hints[field.name]
        result.append(
            {
                "name": field.name,
                "type": getattr(kind, "__name__", str(kind)),
                "default": field.default,
                "choices": list(field.metadata.get("choices", ())) or None,
                "min": field.metadata.get("min"),
                "max": field.metadata.get("max"),
                "help": field.metadata.get("help", ""),
                "help_ru": field.metadata.get("help_ru", ""),
                "local_path": bool(field.metadata.get("local_path")),
                "seat": bool(field.metadata.get("seat")),
            }
        )
    return result
