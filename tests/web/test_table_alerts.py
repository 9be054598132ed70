"""Sounds and turn notifications at the table (issue 33): the sound setting is off until turned
on and is remembered across reloads, a move plays a sound once it is on, and a hidden tab gets
one browser notification per turn (none while the tab is seen)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from play import wait_my_turn_or_end
from tables import DESKTOP, create

from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser

WAIT_MS = 60_000
# the page's Web Audio and Notification, recorded; the tab hidden while window.__hidden is true
FAKES = """
window.__tones = 0;
window.__notes = [];
window.__hidden = false;
class FakeAudio {
  constructor() { this.currentTime = 0; this.destination = {}; }
  createOscillator() {
    return { frequency: {}, connect: (n) => n, start: () => { window.__tones++; }, stop() {} };
  }
  createGain() {
    const gain = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain, connect: (n) => n };
  }
}
window.AudioContext = FakeAudio;
class FakeNotification {
  constructor(title, options) { window.__notes.push({ title, tag: options.tag }); }
  close() {}
}
FakeNotification.permission = "granted";
FakeNotification.requestPermission = async () => "granted";
window.Notification = FakeNotification;
Object.defineProperty(document, "hidden", { get: () => window.__hidden });
"""


def _play_my_turn(server: ServerProcess, table: str, token: str) -> None:
    """Seat 0 ends its turn through the API (an end when it may, else its first move)."""
    with httpx.Client(base_url=server.url, timeout=60) as client:
        headers = {"X-Seat-Token": token}
        while True:
            state = client.get(f"/api/tables/{table}", params={"seat": "0"}, headers=headers).json()
            if state["to_move"] != 0 or state["status"] != "playing":
                return
            moves = [m["move"] for m in state["legal"]]
            move = "end" if "end" in moves else moves[0]
            body = {"seat": 0, "move": move, "expected_version": state["version"]}
            answer = client.post(f"/api/tables/{table}/moves", json=body, headers=headers)
            assert answer.status_code == 200, answer.text


def test_the_sound_setting_is_remembered_and_a_move_sounds(
    browser: Any, server: ServerProcess
) -> None:
    context = browser.new_context(**DESKTOP)
    context.add_init_script(FAKES)
    page = context.new_page()
    table = create(server, "cartagena", me=True)
    page.goto(server.url + table["seat_url"])
    wait_my_turn_or_end(page)
    page.click("#sb-settings summary")
    assert not page.is_checked("#sb-setting-sound")
    page.check("#sb-setting-sound")
    page.reload()
    wait_my_turn_or_end(page)
    page.click("#sb-settings summary")
    assert page.is_checked("#sb-setting-sound")
    before = page.evaluate("() => window.__tones")
    _play_my_turn(server, table["id"], table["token"])
    page.wait_for_function(f"() => window.__tones > {before}", timeout=WAIT_MS)
    context.close()


def test_a_hidden_tab_gets_one_notification_per_turn(browser: Any, server: ServerProcess) -> None:
    context = browser.new_context(**DESKTOP)
    context.add_init_script(FAKES + "window.__hidden = true;")
    context.add_init_script(
        "localStorage.setItem('seaboard.settings', JSON.stringify({ notify: true }));"
    )
    page = context.new_page()
    table = create(server, "cartagena", me=True)
    tag = f"seaboard-{table['id']}"
    page.goto(server.url + table["seat_url"])
    wait_my_turn_or_end(page)
    page.wait_for_function("() => window.__notes.length === 1", timeout=WAIT_MS)
    for turn in (2, 3):
        _play_my_turn(server, table["id"], table["token"])
        page.wait_for_function(
            "() => document.querySelector('#sb-table-app').dataset.myTurn === '0'",
            timeout=WAIT_MS,
        )
        if wait_my_turn_or_end(page) != "playing":
            break
        page.wait_for_function(f"() => window.__notes.length === {turn}", timeout=WAIT_MS)
    notes = page.evaluate("() => window.__notes")
    assert {note["tag"] for note in notes} == {tag}
    page.evaluate("() => { window.__hidden = false; }")
    seen = len(notes)
    _play_my_turn(server, table["id"], table["token"])
    page.wait_for_function(
        "() => document.querySelector('#sb-table-app').dataset.myTurn === '0'", timeout=WAIT_MS
    )
    if wait_my_turn_or_end(page) == "playing":
        assert page.evaluate("() => window.__notes.length") == seen
    context.close()
