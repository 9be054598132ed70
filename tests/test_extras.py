"""A command that needs an optional module names the extra to install instead of failing with
a traceback (seaboard.extras)."""

from __future__ import annotations

import importlib.util

import pytest

from seaboard.extras import MissingExtraError, require


def test_a_missing_module_names_its_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name: None if name == "pandas" else real(name)
    )
    with pytest.raises(MissingExtraError, match=r"a report needs pandas.*seaboard\[lab\]"):
        require("numpy", "pandas", purpose="a report")


def test_a_command_may_name_a_wider_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(MissingExtraError, match=r"seaboard\[rl\]"):
        require("numpy", purpose="the RL adapters", extra="rl")


def test_installed_modules_pass() -> None:
    require("numpy", "pandas", purpose="a report")
