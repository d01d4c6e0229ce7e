"""How the game's news reaches the ear (`llk.view.access.speech`): one way at a time, as the
player's Speak game events preference says, so that no sentence is heard twice; the
result screen read from its own description, never also said.

What Orca 43 and later really say of these is checked with the real reader by
`.ci/orca.sh`."""

from __future__ import annotations

import ctypes
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from llk.dialogs.settings import SettingsDialog
from llk.model import Game, GameSettings
from llk.model.board.shifts import ShiftMode
from llk.model.records.preferences import Speech
from llk.view.access import speech
from llk.view.access.speech import Notice, SpeechDispatcher
from llk.wiring import Parts
from tests.app.test_high_scores import clear_board
from tests.game_window import SLIDING, click_cell, result_screen
from tests.model.clock import FakeClock


class Recorder:
    """A voice that keeps what it was given, and answers as told."""

    def __init__(self, answers: bool = True) -> None:
        self.answers = answers
        self.spoken: list[tuple[str, bool]] = []
        self.asked = 0

    def available(self) -> bool:
        self.asked += 1
        return self.answers

    def speak(self, text: str, assertive: bool) -> None:
        self.spoken.append((text, assertive))


@pytest.fixture
def announced(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every announcement event sent."""
    sent: list[str] = []
    monkeypatch.setattr(
        speech, "announce", lambda _source, text, _assertive=False: sent.append(text)
    )
    return sent


def shown_notices(parts: Parts) -> list[str]:
    """The names of the notifications showing now (each showed for one sentence)."""
    notices = parts.window.statusBar().findChildren(Notice)
    return [notice.accessibleName() for notice in notices if not notice.isHidden()]


def use(parts: Parts, chosen: Speech) -> Recorder:
    """Have the player choose ``chosen``; the voice is a `Recorder`, and no notification
    shows (the deal's did)."""
    for notice in parts.window.statusBar().findChildren(Notice):
        notice.hide()
    voice = Recorder()
    parts.announcer.speaker.voice = voice
    parts.preferences.change(replace(parts.preferences.preferences, speech=chosen))
    return voice


def test_through_the_reader_each_sentence_shows_one_notification_and_nothing_else(
    qtbot: QtBot, parts: Parts, clock: FakeClock, announced: list[str]
) -> None:
    """The default: a notification in the status bar (Orca 43 speaks it, without the word
    "notification"), and no announcement event, which Orca 45.2 would say again."""
    voice = use(parts, Speech.READER)
    parts.announcer.say("Pair removed: apple.")
    assert shown_notices(parts) == ["Pair removed: apple."]
    parts.announcer.say("10 seconds left.", assertive=True)
    assert sorted(shown_notices(parts)) == ["10 seconds left.", "Pair removed: apple."]
    assert announced == [] and voice.spoken == [] and voice.asked == 0


def test_notifications_take_turns_so_a_late_reader_still_reads_each_sentence(
    parts: Parts,
) -> None:
    use(parts, Speech.READER)
    for number in range(speech.NOTICES + 1):
        parts.announcer.say(f"sentence {number}")
    notices = parts.window.statusBar().findChildren(Notice)
    assert len(notices) == speech.NOTICES
    assert sorted(n.accessibleName() for n in notices) == sorted(
        f"sentence {number}" for number in range(1, speech.NOTICES + 1)
    )


def test_directly_every_event_is_spoken_once_and_not_given_to_the_reader(
    qtbot: QtBot, parts: Parts, clock: FakeClock, announced: list[str]
) -> None:
    """The deal, a pick, a mismatch and why, a removal and what slid, a hint and the 30 s
    and 10 s warnings each reach the speech service once, in order, the warning under
    15 s at once (assertive), and none is also shown to the reader."""
    voice = use(parts, Speech.DIRECT)
    said: list[str] = []
    parts.announcer.announced.connect(said.append)
    settings = GameSettings(levels=False, gravity=ShiftMode.DOWN)
    parts.controller.start(Game(settings, seed=1, clock=clock, board=SLIDING))
    for cell in ((0, 0), (0, 1), (1, 0), (2, 0)):
        click_cell(qtbot, parts, cell)
    parts.actions.hint.trigger()
    parts.controller.countdown.time_warning.emit(30)
    parts.controller.countdown.time_warning.emit(10)
    assert [text for text, _assertive in voice.spoken] == said
    assert [assertive for _text, assertive in voice.spoken][-2:] == [False, True]
    told = " ".join(said)
    for news in ("4 rows by 2 columns", "Picked", "different", "Pair removed", "Hint:"):
        assert news in told
    assert said[-2:] == ["30 seconds left.", "10 seconds left."]
    assert shown_notices(parts) == [] and announced == []


def test_off_nothing_is_spoken_but_what_was_told_is_still_given_out(
    parts: Parts, announced: list[str]
) -> None:
    voice = use(parts, Speech.OFF)
    said: list[str] = []
    parts.announcer.announced.connect(said.append)
    parts.announcer.say("Pair removed: apple.")
    assert said == ["Pair removed: apple."]
    assert voice.spoken == [] and shown_notices(parts) == [] and announced == []


def test_without_the_speech_service_the_player_is_told_once_and_the_reader_speaks(
    parts: Parts,
) -> None:
    voice = use(parts, Speech.DIRECT)
    voice.answers = False
    shown: list[str] = []
    parts.announcer.speaker.problem.connect(shown.append)
    parts.announcer.say("Pair removed: apple.")
    parts.announcer.say("Pair removed: banana.")
    assert len(shown) == 1 and "speech-dispatcher" in shown[0]
    assert voice.asked == 1 and voice.spoken == []
    assert sorted(shown_notices(parts)) == sorted(
        [shown[0], "Pair removed: apple.", "Pair removed: banana."]
    )
    assert shown[0] in parts.window.statusBar().currentMessage()


def test_the_choice_is_made_in_preferences_and_kept(qtbot: QtBot, parts: Parts) -> None:
    parts.menu_actions.preferences.trigger()
    dialog = parts.dialogs.current
    assert isinstance(dialog, SettingsDialog)
    assert dialog.speech.currentData() == Speech.READER  # the default
    dialog.speech.setCurrentIndex(dialog.speech.findData(Speech.DIRECT))
    voice = Recorder()
    parts.announcer.speaker.voice = voice
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    ok.click()
    assert parts.preferences.preferences.speech is Speech.DIRECT
    parts.announcer.say("Hint: apple.")
    assert voice.spoken == [("Hint: apple.", False)]


def test_the_result_is_read_from_the_screen_once_and_never_also_said(
    parts: Parts, clock: FakeClock, announced: list[str]
) -> None:
    """A reader says the screen's title (the headline) and its description as it opens
    (Orca 43: "Level 1 is clear! dialog Time bonus ... Score ..."): the numbers are the
    description, with their end values, and nothing says them again."""
    said: list[str] = []
    parts.announcer.announced.connect(said.append)
    clear_board(parts, clock)
    screen = result_screen(parts)
    description = screen.accessibleDescription()
    assert screen.windowTitle() == screen.headline.text() == "You won!"
    assert description.startswith("Time bonus") and "Score:" in description
    assert f"Score: {screen.record.score}" in description
    assert not any("Score" in text for text in [*said, *announced, *shown_notices(parts)])


class FakeClient:
    """libspeechd's calls LLK makes, recorded; `spd_open` answers ``connection``."""

    def __init__(self, connection: int | None) -> None:
        self.calls: list[tuple[str, tuple[object, ...]]] = []
        for name, answer in (("spd_open", connection), ("spd_say", 1), ("spd_set_language", 0)):
            setattr(self, name, FakeCall(self.calls, name, answer))


class FakeCall:
    def __init__(self, calls: list[tuple[str, tuple[object, ...]]], name: str, answer: object):
        self.calls, self.name, self.answer = calls, name, answer

    def __call__(self, *args: object) -> object:
        self.calls.append((self.name, args))
        return self.answer


def client_loaded(monkeypatch: pytest.MonkeyPatch, client: FakeClient | None) -> list[str]:
    """``ctypes.CDLL`` gives ``client`` (None: the library is not installed); the names
    asked for are returned."""
    asked: list[str] = []

    def load(name: str) -> FakeClient:
        asked.append(name)
        if client is None:
            raise OSError(f"{name}: cannot open shared object file")
        return client

    monkeypatch.setattr(ctypes, "CDLL", load)
    return asked


def test_polite_sentences_are_messages_and_an_assertive_one_is_important(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """speech-dispatcher's priorities: a *message* waits for what is being said and is
    never dropped; an *important* one cuts in. The connection is made once, at the first
    sentence, in the language LLK speaks."""
    client = FakeClient(connection=7)
    asked = client_loaded(monkeypatch, client)
    voice = SpeechDispatcher()
    assert asked == []  # nothing at the start
    assert voice.available()
    voice.speak("Pair removed: apple.", assertive=False)
    voice.speak("5 seconds left.", assertive=True)
    assert asked == ["libspeechd.so.2"]
    assert client.calls == [
        ("spd_open", (b"llk", b"main", None, 0)),
        ("spd_set_language", (7, b"en")),
        ("spd_say", (7, SpeechDispatcher.MESSAGE, b"Pair removed: apple.")),
        ("spd_say", (7, SpeechDispatcher.IMPORTANT, b"5 seconds left.")),
    ]


@pytest.mark.parametrize("client", [None, FakeClient(connection=None)])
def test_no_library_or_no_service_is_no_voice(
    monkeypatch: pytest.MonkeyPatch, client: FakeClient | None
) -> None:
    client_loaded(monkeypatch, client)
    voice = SpeechDispatcher()
    assert not voice.available()
    voice.speak("Pair removed: apple.", assertive=False)  # nothing, and no error
    assert client is None or [name for name, _ in client.calls] == ["spd_open"]
