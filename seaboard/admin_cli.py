"""``seaboard admin``: administer a running server over its HTTP administration
(``/api/admin``, ``seaboard.server.admin``): list tables and players, close or delete a table,
read and remove chat messages, block addresses, read the log of actions.

The server must have ``SEABOARD_ADMIN_TOKEN`` set; the command sends the same token (from
``--token`` or the same variable) to the server at ``--url`` (``SEABOARD_URL``, by default
http://127.0.0.1:8000). It speaks HTTP with the standard library: nothing to install.
"""

from __future__ import annotations

import datetime
import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Column, Table

from seaboard.core.errors import SeaboardError

TIMEOUT_S = 30.0

admin_app = typer.Typer(
    help="Administer a running server (needs SEABOARD_ADMIN_TOKEN on both sides).",
    no_args_is_help=True,
)
console = Console()


class AdminClient:
    """JSON requests to a server's ``/api/admin`` with its admin token."""

    def __init__(self, url: str, token: str | None) -> None:
        if not token:
            raise SeaboardError(
                "no admin token: set SEABOARD_ADMIN_TOKEN (the server's own) or pass --token"
            )
        self.url = url.rstrip("/")
        self.token = token

    def call(
        self,
        method: str,
        path: str,
        body: dict[str, Any] | None = None,
        query: dict[str, str] | None = None,
    ) -> dict[str, Any]:
        """The answer's JSON; a refusal or an unreachable server raises ``SeaboardError``."""
        address = f"{self.url}/api/admin{path}"
        if query:
            address += "?" + urllib.parse.urlencode(query)
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(address, data=data, method=method)
        request.add_header("Authorization", f"Bearer {self.token}")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT_S) as answer:
                result: dict[str, Any] = json.loads(answer.read())
                return result
        except urllib.error.HTTPError as error:
            raise SeaboardError(_refusal(error)) from None
        except (urllib.error.URLError, OSError) as error:
            reason = getattr(error, "reason", error)
            raise SeaboardError(f"cannot reach the server at {self.url}: {reason}") from None


def _refusal(error: urllib.error.HTTPError) -> str:
    try:
        message = json.loads(error.read())["error"]["message"]
    except (ValueError, KeyError, TypeError):
        message = error.reason
    if error.code == 404 and message == "no such page":
        return "the server has no SEABOARD_ADMIN_TOKEN set: its administration is off"
    return f"the server refused ({error.code}): {message}"


UrlOpt = Annotated[str, typer.Option(envvar="SEABOARD_URL", help="the server's address")]
TokenOpt = Annotated[
    str | None,
    typer.Option(
        envvar="SEABOARD_ADMIN_TOKEN", help="the server's admin token", show_default=False
    ),
]


@admin_app.callback()
def connect(
    ctx: typer.Context, url: UrlOpt = "http://127.0.0.1:8000", token: TokenOpt = None
) -> None:
    ctx.obj = (url, token)


def _client(ctx: typer.Context) -> AdminClient:
    url, token = ctx.obj
    return AdminClient(url, token)


def _run(ctx: typer.Context, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
    try:
        return _client(ctx).call(method, path, **kwargs)
    except SeaboardError as error:
        console.print(f"[red]error:[/red] {error}")
        raise typer.Exit(1) from None


def _when(timestamp: float | None) -> str:
    if timestamp is None:
        return ""
    moment = datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC)
    return moment.strftime("%Y-%m-%d %H:%M")


def _seat_text(seat: dict[str, Any]) -> str:
    if seat["kind"] == "bot":
        return f"{seat['name']} (bot)"
    if seat["replaced"]:
        return f"{seat['name']} (left; a bot plays)"
    return seat["name"] or "(open)"


def _id_column(header: str) -> Column:
    """A table's id, never wrapped or cut: it is what the other commands take."""
    return Column(header, no_wrap=True)


JsonOpt = Annotated[bool, typer.Option("--json", help="print the server's JSON")]


@admin_app.command("tables")
def list_tables(
    ctx: typer.Context,
    status: Annotated[
        str | None,
        typer.Option(help="waiting, playing, finished, closed, expired or archived"),
    ] = None,
    limit: Annotated[int, typer.Option(help="at most this many")] = 100,
    as_json: JsonOpt = False,
) -> None:
    """The newest tables, with their seats and open sockets."""
    query = {"limit": str(limit)} | ({"status": status} if status else {})
    rows = _run(ctx, "GET", "/tables", query=query)["tables"]
    if as_json:
        console.print_json(data=rows)
        return
    table = Table(_id_column("id"), "game", "status", "seats", "sockets", "changed (UTC)")
    for row in rows:
        seats = ", ".join(_seat_text(s) for s in row["seats"])
        table.add_row(
            row["id"],
            row["game"],
            row["status"],
            seats,
            str(row["sockets"]),
            _when(row["updated_at"]),
        )
    console.print(table)


@admin_app.command("players")
def list_players(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """The people seated at waiting and playing tables."""
    rows = _run(ctx, "GET", "/players")["players"]
    if as_json:
        console.print_json(data=rows)
        return
    table = Table("name", _id_column("table"), "game", "seat", "status", "connected")
    for row in rows:
        table.add_row(
            row["name"],
            row["table"],
            row["game"],
            str(row["seat"] + 1),
            row["status"],
            "yes" if row["connected"] else "no",
        )
    console.print(table)


@admin_app.command()
def close(ctx: typer.Context, table_id: str) -> None:
    """Stop a waiting or playing table unfinished."""
    _run(ctx, "POST", f"/tables/{_part(table_id)}/close")
    console.print(f"closed {table_id}")


@admin_app.command()
def delete(
    ctx: typer.Context,
    table_id: str,
    yes: Annotated[bool, typer.Option("--yes", help="do not ask")] = False,
) -> None:
    """Delete a table with its log and chat (live or archived); this cannot be undone."""
    if not yes:
        typer.confirm(f"Delete table {table_id} with its moves and chat?", abort=True)
    _run(ctx, "DELETE", f"/tables/{_part(table_id)}")
    console.print(f"deleted {table_id}")


@admin_app.command()
def chat(ctx: typer.Context, table_id: str) -> None:
    """A table's chat, with the message ids that remove-message takes."""
    messages = _run(ctx, "GET", f"/tables/{_part(table_id)}/chat")["messages"]
    table = Table("id", "at (UTC)", "seat", "name", "text")
    for m in messages:
        table.add_row(
            str(m["id"]), _when(m["created_at"]), str(m["seat"] + 1), m["name"], m["text"]
        )
    console.print(table)


@admin_app.command("remove-message")
def remove_message(ctx: typer.Context, table_id: str, message_id: int) -> None:
    """Remove one chat message (its id from "seaboard admin chat")."""
    _run(ctx, "DELETE", f"/tables/{_part(table_id)}/chat/{message_id}")
    console.print(f"removed message {message_id} of {table_id}")


@admin_app.command()
def block(
    ctx: typer.Context,
    address: Annotated[str, typer.Argument(help="an address or a network: 203.0.113.0/24")],
    reason: Annotated[str, typer.Option(help="why, for the log")] = "",
) -> None:
    """Refuse every request and socket from an address or network."""
    result = _run(ctx, "POST", "/blocks", body={"address": address, "reason": reason})
    console.print(f"blocked {result['blocked']}")


@admin_app.command()
def unblock(ctx: typer.Context, address: str) -> None:
    """Lift a block."""
    result = _run(ctx, "DELETE", "/blocks", query={"address": address})
    console.print(f"unblocked {result['unblocked']}")


@admin_app.command()
def blocks(ctx: typer.Context) -> None:
    """The blocked addresses."""
    rows = _run(ctx, "GET", "/blocks")["blocks"]
    table = Table("network", "since (UTC)", "reason")
    for row in rows:
        table.add_row(row["network"], _when(row["created_at"]), row["reason"])
    console.print(table)


@admin_app.command("log")
def action_log(
    ctx: typer.Context, limit: Annotated[int, typer.Option(help="at most this many")] = 50
) -> None:
    """What the administrators did, newest first."""
    rows = _run(ctx, "GET", "/log", query={"limit": str(limit)})["actions"]
    table = Table("at (UTC)", "action", "target", "detail", "from")
    for row in rows:
        table.add_row(
            _when(row["created_at"]), row["action"], row["target"], row["detail"], row["address"]
        )
    console.print(table)


def _part(text: str) -> str:
    """``text`` as one segment of an address."""
    return urllib.parse.quote(text, safe="")
