"""A race of people through a real XMPP server: a move's round trip, the host's check of
it, and what the server and each client spend, with 2 and 6 racers, on Prosody and on
ejabberd (Debian's, started as the online tests start them, `tests.online.local_server`).

usage: python -m benchmarks.online_race [--servers prosody ejabberd] [--racers 2 6]
                                       [--ejabberd-shaper BYTES_S]

Each race runs on a fresh server, its host and each racer in a process of its own (as on
their own machines), each with its own `TableLink`. Of 6 racers, the host's seat is one
(as at QQ's table of six): 5 racer processes; here the host only referees. A racer
clicks its board's best pair (a refresh when it has none) at a person's pace, `PACE_S`
after each answer: it plays the click on its own copy at once, sends the `RacerCommand`
text, and times the round trip until it hears the host's `Checked` (or `Refusal`) for
it from the room. The host reads
each text with `messages.read`, runs its `Race` to its present, has its `Referee` check
the command against the race, and writes the `Checked` to the room: the check alone and
the whole handling (read, check, write, hand to the link) are timed. The race ends at
the first clear: the host sends the places (`Result`), and every racer stops.

Figures: round trip p50/p99 over every move of every racer; the host's check and
handling per move (µs); CPU seconds and peak RSS of the server (from the server's start
to the race's end, registration and joins included), of the host, and of the busiest
racer (each over its process's life). Not a test: its figures depend on the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from llk.model import GameSettings
from llk.model.board.grid import Point
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry
from llk.model.game.results import Phase
from llk.model.versus import messages
from llk.model.versus.race import Race, RaceRules, RaceSetup, play_entry
from llk.model.versus.referee import Checked, Duplicate, Referee
from llk.model.versus.rivals import Strength, lineup
from llk.online.table_link import RoomMessage, TableLink
from tests.online.local_server import (
    DEBIAN_USERS_SHAPER,
    DOMAIN,
    ROOMS,
    SERVERS,
    SHAPER_BYTES_S,
    Ejabberd,
    LocalServer,
)

BOARD = GameSettings(rows=10, cols=16, kinds=32, levels=False)
"""Each racer's board: 80 pairs, some 160 clicks each (a race of some 160 moves with two
racers, 800 with six: it ends at the first clear)."""
SEED = 7
PACE_S = 0.12
"""A racer's pause after each answer: with the round trip, some 7 clicks a second, the
fastest a person plays (`llk.model.versus.referee.CLICKS_MOST`)."""
COUNT_IN_S = 1
TABLE = f"bench@{ROOMS}"
SECRET = "bench table"
RACE_S = 300.0
"""The longest a race's process is waited for (a safety net: it is then killed)."""
CLOSE_S = 5.0
QUIET_S = 30.0
"""The host gives up a race in which nothing came for this long (a racer stuck)."""


def link(account: str, port: int, ca_file: Path) -> tuple[TableLink, asyncio.Queue[RoomMessage]]:
    heard: asyncio.Queue[RoomMessage] = asyncio.Queue()
    table_link = TableLink(
        account,
        f"{account}'s password",
        heard.put_nowait,
        server=("127.0.0.1", port),
        ca_file=ca_file,
    )
    return table_link, heard


async def leave(table_link: TableLink) -> None:
    """Close the link, waiting `CLOSE_S` at most: a close was seen to hang now and then
    (slixmpp waiting for the server's end of the stream), and the figures are taken."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(table_link.close(), CLOSE_S)


def spent() -> dict[str, float]:
    """This process's CPU seconds so far and its peak RSS in MB."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return {"cpu_s": usage.ru_utime + usage.ru_stime, "rss_mb": usage.ru_maxrss / 1024}


# --- the host ---------------------------------------------------------------------------


async def host(port: int, ca_file: Path, racers: int) -> dict[str, Any]:
    """Make the table, seat ``racers`` - 1 people as their `Join`s come (the host's own
    seat the first of the ``racers``; here the host only referees), start, and referee
    every command until each racer has cleared its board. O(moves)."""
    table_link, heard = link(f"host@{DOMAIN}", port, ca_file)
    await table_link.open(register=True)
    await table_link.make_table(TABLE, "host", SECRET)
    print("ready", flush=True)
    seats = [messages.Seat("host", 1, table_link.account)]
    while len(seats) < racers:
        said = await heard.get()
        try:
            join = messages.read(said.text)
        except messages.MessageError:
            continue
        if isinstance(join, messages.Join) and said.sender not in {s.account for s in seats}:
            seats.append(messages.Seat(join.name, join.picture, said.sender))
    people = frozenset(range(1, racers))
    rules = RaceRules(props=False, idle_out=False)
    setup = RaceSetup(BOARD, SEED, lineup([Strength.SKILLED] * (racers - 1)), rules, people=people)
    start = messages.Start(setup, tuple(seats), COUNT_IN_S)
    race = Race(setup)
    referee = Referee(race, {seats[seat].account or "": seat for seat in people})
    table_link.send(messages.write(start))
    began = time.monotonic() + COUNT_IN_S
    timed = await _referee(race, referee, heard, messages.Bounds.of(start), began, table_link)
    figures = {**timed, **spent()}
    await leave(table_link)
    return figures


async def _referee(
    race: Race,
    referee: Referee,
    heard: asyncio.Queue[RoomMessage],
    bounds: messages.Bounds,
    began: float,
    table_link: TableLink,
) -> dict[str, Any]:
    """Check each racer's command as it comes, and answer the room, until the race is
    over (the first racer cleared the board); then the places."""
    checks: list[float] = []
    handlings: list[float] = []
    numbered = 0
    while not race.over:
        try:
            said = await asyncio.wait_for(heard.get(), QUIET_S)
        except TimeoutError:
            break  # a racer stuck with no pair and no refresh
        if said.sender == table_link.account:
            continue
        came = time.perf_counter()
        try:
            command = messages.read(said.text, bounds)
        except messages.MessageError:
            continue
        if not isinstance(command, messages.RacerCommand) or not isinstance(command.step, Entry):
            continue
        race.advance(max(race.now, time.monotonic() - began))
        step = command.step
        checking = time.perf_counter()
        verdict = referee.check(said.sender, command.seat, command.seq, step.command, step.cell)
        checks.append(time.perf_counter() - checking)
        if isinstance(verdict, Duplicate):
            verdict = verdict.answer
        if isinstance(verdict, Checked):
            answer: messages.Message = messages.Checked(
                numbered, verdict.seat, verdict.number, verdict.entry
            )
            numbered += 1
        else:
            answer = messages.Refusal(command.seat, verdict.number, verdict.reason)
        table_link.send(messages.write(answer))
        handlings.append(time.perf_counter() - came)
    places = tuple(result.player for result in race.results())
    table_link.send(messages.write(messages.Result(places)))
    return {"checks": checks, "handlings": handlings, "checked": numbered}


# --- a racer ----------------------------------------------------------------------------


async def racer(port: int, ca_file: Path, name: str) -> dict[str, Any]:
    """Sit at the table, wait for the start, then clear the board at a person's pace,
    timing each command's round trip. O(moves × racers) messages read."""
    table_link, heard = link(f"{name}@{DOMAIN}", port, ca_file)
    await table_link.open(register=True)
    await table_link.join_table(TABLE, name, SECRET)
    table_link.send(messages.write(messages.Join(name, 1)))
    host_account = f"host@{DOMAIN}"
    start: messages.Message | None = None
    while not isinstance(start, messages.Start):
        said = await heard.get()
        if said.sender == host_account:
            start = messages.read(said.text)
    seat = [s.account for s in start.seats].index(table_link.account)
    game = Race(start.setup).racers[seat].game
    await asyncio.sleep(start.count_in)
    began = time.monotonic()
    bounds = messages.Bounds.of(start)
    trips: list[float] = []
    refused = 0
    answer: messages.Message | None = None
    while not isinstance(answer, messages.Result):
        todo = orders(game)
        if not todo:  # cleared, or stuck: the host's places end it
            answer = await _answer(heard, host_account, seat, -1, bounds)
        for command, cell in todo:
            entry = Entry(time.monotonic() - began, command, cell)
            play_entry(entry, game)
            sent = time.perf_counter()
            table_link.send(messages.write(messages.RacerCommand(seat, len(trips), entry)))
            answer = await _answer(heard, host_account, seat, len(trips), bounds)
            if isinstance(answer, messages.Result):
                break
            trips.append(time.perf_counter() - sent)
            refused += isinstance(answer, messages.Refusal)
            await asyncio.sleep(PACE_S)
    figures = {"trips": trips, "refused": refused, **spent()}
    await leave(table_link)
    return figures


def orders(game: Game) -> list[tuple[Command, Point | None]]:
    """What a racer does next on ``game``: click the best pair, else refresh; nothing
    when the game is over or stuck (no pair, no refresh left)."""
    if game.phase is not Phase.PLAYING:
        return []
    hint = game.best_pair()
    if hint is not None:
        return [(Command.CLICK, point) for point in hint.move]
    return [(Command.REFRESH, None)] if game.helps.refreshes_left else []


async def _answer(
    heard: asyncio.Queue[RoomMessage],
    host_account: str,
    seat: int,
    seq: int,
    bounds: messages.Bounds,
) -> messages.Checked | messages.Refusal | messages.Result:
    """The host's answer to my command ``seq``, or its `Result` (the race is over);
    every other message of the room read on the way, as a client reads them all to
    draw its opponents."""
    while True:
        said = await heard.get()
        if said.sender != host_account:
            continue
        message = messages.read(said.text, bounds)
        if isinstance(message, messages.Result) or (
            isinstance(message, messages.Checked | messages.Refusal)
            and (message.seat, message.seq) == (seat, seq)
        ):
            return message


# --- the race, from outside -------------------------------------------------------------


def server_spent(pid: int) -> dict[str, float]:
    """A process's CPU seconds and peak RSS (MB), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu_s = (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    peak_kb = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    return {"cpu_s": cpu_s, "rss_mb": peak_kb / 1024}


def child(role: str, port: int, ca_file: Path, extra: str) -> subprocess.Popen[str]:
    command = [
        sys.executable,
        "-m",
        "benchmarks.online_race",
        "--as",
        role,
        str(port),
        str(ca_file),
        extra,
    ]
    return subprocess.Popen(command, stdout=subprocess.PIPE, text=True)


def outcomes(processes: list[subprocess.Popen[str]]) -> list[dict[str, Any]]:
    """What each child printed last (its figures), once all ended; RuntimeError at once
    when one fails, or past `RACE_S`. (Their figures fit a pipe's buffer: they are read
    at the end.)"""
    deadline = time.monotonic() + RACE_S
    while any(process.poll() is None for process in processes):
        failed = [process for process in processes if process.returncode not in (None, 0)]
        if failed or time.monotonic() > deadline:
            raise RuntimeError(f"a race's process failed or hung: {failed or processes}")
        time.sleep(0.1)
    figures = []
    for process in processes:
        out, _ = process.communicate()
        if process.returncode != 0:
            raise RuntimeError(f"a race's process failed ({process.returncode}): {out[-2000:]}")
        figures.append(json.loads(out.strip().splitlines()[-1]))
    return figures


def race_on(kind: type[LocalServer], racers: int, shaper: int | None = None) -> dict[str, Any]:
    """One race of ``racers`` (the host's seat and a racer process for each other) on
    a fresh server of ``kind``: the figures."""
    folder = Path(tempfile.mkdtemp(prefix=f"llk-bench-{kind.name.lower()}-"))
    folder.chmod(0o755)
    server = Ejabberd(folder, shaper=shaper) if kind is Ejabberd and shaper else kind(folder)
    processes: list[subprocess.Popen[str]] = []
    try:
        start_s = server.start()
        assert server.process is not None
        host_process = child("host", server.port, server.certificate, str(racers))
        processes.append(host_process)
        assert host_process.stdout is not None
        while host_process.stdout.readline().strip() != "ready":
            if host_process.poll() is not None:
                raise RuntimeError("the host did not make its table")
        began = time.perf_counter()
        racer_processes = [
            child("racer", server.port, server.certificate, f"racer{index}")
            for index in range(1, racers)
        ]
        processes += racer_processes
        hosting, *racing = outcomes(processes)
        wall_s = time.perf_counter() - began
        served = server_spent(server.process.pid)
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)
    return summary(kind.name, racers, start_s, wall_s, served, hosting, racing)


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(
    name: str,
    racers: int,
    start_s: float,
    wall_s: float,
    served: dict[str, float],
    hosting: dict[str, Any],
    racing: list[dict[str, Any]],
) -> dict[str, Any]:
    trips = [trip for figures in racing for trip in figures["trips"]]
    busiest = max(racing, key=lambda figures: figures["cpu_s"])
    return {
        "server": name,
        "racers": racers,
        "moves": len(trips),
        "refused": sum(figures["refused"] for figures in racing),
        "server start s": round(start_s, 2),
        "race wall s": round(wall_s, 1),
        "round trip p50 ms": round(statistics.median(trips) * 1e3, 1),
        "round trip p99 ms": round(percentile(trips, 0.99) * 1e3, 1),
        "round trip max ms": round(max(trips) * 1e3, 1),
        "check p50 us": round(statistics.median(hosting["checks"]) * 1e6),
        "check p99 us": round(percentile(hosting["checks"], 0.99) * 1e6),
        "handling p50 us": round(statistics.median(hosting["handlings"]) * 1e6),
        "handling p99 us": round(percentile(hosting["handlings"], 0.99) * 1e6),
        "server cpu s": round(served["cpu_s"], 2),
        "server peak rss MB": round(served["rss_mb"], 1),
        "host cpu s": round(hosting["cpu_s"], 2),
        "host peak rss MB": round(hosting["rss_mb"], 1),
        "racer cpu s (busiest)": round(busiest["cpu_s"], 2),
        "racer peak rss MB (busiest)": round(busiest["rss_mb"], 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--servers", nargs="+", choices=list(SERVERS), default=list(SERVERS))
    parser.add_argument("--racers", nargs="+", type=int, default=[2, 6])
    parser.add_argument(
        "--ejabberd-shaper",
        type=int,
        default=SHAPER_BYTES_S,
        metavar="BYTES_S",
        help=f"what each connection may send to ejabberd a second (Debian's default for users"
        f" is {DEBIAN_USERS_SHAPER}; the tests' {SHAPER_BYTES_S})",
    )
    parser.add_argument("--as", dest="role", nargs=4, help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.role is not None:
        role, port, ca_file, extra = options.role
        if role == "host":
            figures = asyncio.run(host(int(port), Path(ca_file), int(extra)))
        else:
            figures = asyncio.run(racer(int(port), Path(ca_file), extra))
        print(json.dumps(figures))
        return 0
    for server in options.servers:
        kind = SERVERS[server]
        why = kind.missing()
        if why is not None:
            print(why)
            continue
        shaper = options.ejabberd_shaper if kind is Ejabberd else None
        for racers in options.racers:
            print(json.dumps({"shaper": shaper, **race_on(kind, racers, shaper)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
