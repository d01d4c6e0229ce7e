"""The links run inside Qt's own running loop (`llk.online.event_loop`), against the real
local Prosody: a frame timer, as the race's, keeps ticking while messages flow, and the
messages flow while it ticks; counted in frames and messages, never in seconds.

A frame sends a burst of a racer's messages to the room and the host answers each; the
test runs until every one is answered. Were asyncio not joined to Qt's loop, nothing
would be answered (the wait gives up); were it to hold Qt's loop while it reads, the
answers would come in a few frames, not spread over at least half the frames that sent.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterator
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from llk.online import event_loop
from llk.online.table_link import RoomMessage, TableLink
from tests.online.local_server import DOMAIN, ROOMS, LocalServer

FRAME_MS = 16
FRAMES = 60
BURST = 3
"""Messages a frame sends: some 190 a second, three times a fast racer's clicks."""

_Result = TypeVar("_Result")


@pytest.fixture
def loop(qtbot: QtBot) -> Iterator[asyncio.AbstractEventLoop]:
    """asyncio joined to Qt's loop for the test, unhooked after it once every task left
    running (a closed link's filters) has ended."""
    joined = event_loop.joined_loop()
    yield joined
    for task in asyncio.all_tasks(joined):
        task.cancel()
    qtbot.waitUntil(lambda: not asyncio.all_tasks(joined))
    event_loop.leave()


def finished(
    qtbot: QtBot, loop: asyncio.AbstractEventLoop, work: Coroutine[Any, Any, _Result]
) -> _Result:
    """``work`` run on ``loop`` while Qt's loop runs (the test waits in it)."""
    task = loop.create_task(work)
    qtbot.waitUntil(task.done)
    return task.result()


async def closed(*links: TableLink) -> None:
    for link in links:
        await link.close()


def test_it_is_joined_once_to_qt_s_running_loop(loop: asyncio.AbstractEventLoop) -> None:
    assert event_loop.joined_loop() is loop
    assert asyncio.get_event_loop() is loop and loop.is_running()


def test_the_frame_timer_keeps_its_frame_while_messages_flow(
    qtbot: QtBot, loop: asyncio.AbstractEventLoop, server: LocalServer
) -> None:
    answers: list[int] = []
    """The frame each answer of the host came in."""
    frames = 0

    def link(name: str, heard: Any) -> TableLink:
        where = ("127.0.0.1", server.port)
        return TableLink(
            f"{name}@{DOMAIN}",
            f"{name}'s password",
            heard,
            server=where,
            ca_file=server.certificate,
        )

    def at_host(message: RoomMessage) -> None:
        if message.sender == racer.account:
            host.send("answer " + message.text)

    def at_racer(message: RoomMessage) -> None:
        if message.sender == host.account:
            answers.append(frames)

    host, racer = link("alice", at_host), link("bob", at_racer)

    async def seated() -> None:
        for player in (host, racer):
            await player.open(register=True)
        await host.make_table(f"table@{ROOMS}", "alice", "copper kettle")
        await racer.join_table(f"table@{ROOMS}", "bob", "copper kettle")

    finished(qtbot, loop, seated())

    def frame() -> None:
        nonlocal frames
        frames += 1
        if frames <= FRAMES:
            for number in range(BURST):
                racer.send(f"move {frames}.{number}")

    timer = QTimer()
    timer.setInterval(FRAME_MS)
    timer.timeout.connect(frame)
    timer.start()
    qtbot.waitUntil(lambda: len(answers) == FRAMES * BURST)
    timer.stop()
    finished(qtbot, loop, closed(host, racer))
    # The answers came in many frames, not in one lump: while asyncio read them, Qt's
    # frames went on (a loop that held Qt's while it read would show them in a few).
    assert len(set(answers)) >= FRAMES // 2
