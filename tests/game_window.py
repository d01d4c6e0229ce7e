"""A wired game window with zero-length animations and a hand-moved clock: the fixtures
and helpers of every Qt test (the suite loads them as a plugin, see tests/conftest.py)."""

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NoReturn, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from llk.app import build, configure, install_translator
from llk.dialogs.result_screen import ResultScreen
from llk.model import Board, Game, GameSettings, Phase, Point, Removal, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.changes import Changes
from llk.model.game.settings import Pace
from llk.model.records.preferences import Language, Timing
from llk.model.solver.search import SearchBudget
from llk.view.assets import resources
from llk.wiring import Parts
from tests.model.clock import FakeClock
from tools import update_translations

INSTANT = Timing(
    link_ms=0,
    fade_ms=0,
    shuffle_ms=0,
    flash_ms=0,
    float_ms=0,
    shake_ms=0,
    count_ms=0,
    celebration_ms=0,
)
SMALL = GameSettings(rows=4, cols=6, kinds=6, pace=Pace.RELAXED)  # 72 s
FIRST = SearchBudget(nodes=2_000)
LONGER = (SearchBudget(nodes=20_000),)
"""The watcher's budgets in tests: positions, not seconds, so that what it decides is the
same on every machine, however loaded. 2,000 decide every small board the tests deal
(a second or so of search on a 16x30 one), as 1.5 s does in the game."""


_Window = TypeVar("_Window", bound=QWidget)


def opened(
    qtbot: QtBot, action: QAction, shown: Callable[[], object], kind: type[_Window]
) -> _Window:
    """``action`` triggered as the player does, and the window of ``kind`` it opened
    (``shown`` finds it), once on the screen."""
    action.trigger()
    window = shown()
    assert isinstance(window, kind), window
    qtbot.waitExposed(window)
    return window


def click_cell(
    qtbot: QtBot, parts: Parts, cell: Point, button: Qt.MouseButton | None = None
) -> None:
    """A real mouse click (left unless ``button``) on ``cell`` of the window's board."""
    view = parts.window.board_view
    qtbot.mouseClick(
        view.viewport(), button or Qt.MouseButton.LeftButton, pos=view.cell_centre(cell).toPoint()
    )


def board_changers_enabled(parts: Parts) -> list[str]:
    """The actions that would change the player's board and are enabled now (none once a
    race is over for the player); Undo, tried, must then change nothing."""
    actions = parts.actions
    changing = [actions.hint, actions.refresh, actions.undo, actions.redo, actions.pause]
    changing += [actions.show_me, actions.undo_to_winnable]
    enabled = [action.objectName() for action in changing if action.isEnabled()]
    if not enabled:
        board = parts.controller.game.board.key()
        actions.undo.trigger()
        assert parts.controller.game.board.key() == board
    return enabled


def bringing(field: str) -> Callable[[Changes], bool]:
    """For ``waitSignal`` on the controller's ``changed``: a record that brings ``field``."""
    return lambda changes: getattr(changes, field) is not None


def removals(changes: Changes) -> list[Removal]:
    """The pair ``changes`` removed, if any, as a list (to collect them)."""
    return [] if changes.removal is None else [changes.removal]


def answer_questions(
    built: Parts,
    name: str = "Tester",
    resume: bool = True,
    discard: bool = True,
) -> None:
    """Replace the blocking questions to the player with fixed answers."""
    questions = built.questions
    questions.ask_name = lambda score: name  # type: ignore[method-assign]
    questions.ask_resume = lambda saved, note, asked_for=None: resume  # type: ignore[method-assign]
    questions.ask_discard = lambda question, note: (discard, False)  # type: ignore[method-assign]


def asking_discard(parts: Parts, yes: bool) -> list[tuple[str, str]]:
    """The give-up questions asked from now on, with their notes, each answered ``yes``
    (the game given up) or no."""
    questions: list[tuple[str, str]] = []

    def ask_discard(question: str, note: str) -> tuple[bool, bool]:
        questions.append((question, note))
        return yes, False

    parts.questions.ask_discard = ask_discard  # type: ignore[method-assign]
    return questions


@pytest.fixture
def asked(parts: Parts) -> list[str]:
    """The give-up questions asked, each answered Yes."""
    questions: list[str] = []

    def ask_discard(question: str, note: str) -> tuple[bool, bool]:
        questions.append(question)
        return True, False

    parts.questions.ask_discard = ask_discard  # type: ignore[method-assign]
    return questions


@pytest.fixture(autouse=True)
def no_question_unanswered(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question no test answered fails at once instead of waiting for a player."""

    def unexpected(*args: object, **kwargs: object) -> NoReturn:
        raise AssertionError(f"a question nobody answers: {args[1:]}")

    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, unexpected)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: unexpected(box, box.text()))
    for name in ("getText", "getInt", "getItem", "getDouble"):
        monkeypatch.setattr(QInputDialog, name, unexpected)
    monkeypatch.setattr(QInputDialog, "exec", lambda box: unexpected(box, box.labelText()))


@pytest.fixture(autouse=True, scope="session")
def named_application(qapp: QApplication) -> QApplication:
    """The names the game sets at start-up (they decide where settings are kept), and
    English's plural forms, as the game loads them for English ("1 move", "2 moves")."""
    configure(qapp)
    install_translator(qapp, Language.EN)
    return qapp


@pytest.fixture(autouse=True)
def fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test starts with no settings, scores or saved game of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def parts(qtbot: QtBot, clock: FakeClock) -> Parts:
    """A shown window playing game 7 on a small board."""
    return playing(qtbot, build(INSTANT, clock))


def playing(qtbot: QtBot, built: Parts) -> Parts:
    """``built`` with its questions answered and the watcher's budgets counted in positions,
    shown at 900 x 600, playing game 7."""
    answer_questions(built)
    built.controller.watcher.budget, built.controller.watcher.patience = FIRST, LONGER
    qtbot.addWidget(built.window)
    built.window.resize(900, 600)
    with qtbot.waitExposed(built.window):
        built.window.show()
    built.controller.new_game(7, SMALL)
    return built


def play_out(parts: Parts, clock: FakeClock | None = None) -> None:
    """Take the first pair free (a second apart on ``clock``, if given) until the game
    in play is over: won, a level cleared, or lost."""
    while parts.controller.game.phase is Phase.PLAYING:
        if clock is not None:
            clock.advance(1)
        a, b = find_moves(parts.controller.game.board)[0]
        parts.controller.click(a)
        parts.controller.click(b)


SLIDING = Board.from_rows([[2, 3], [1, 4], [1, 5], [6, 6]])
"""Under "down", taking the 1s at (1, 0) and (2, 0) slides the 2 from (0, 0) to (2, 0)."""


def sliding(qtbot: QtBot, clock: FakeClock) -> Parts:
    """A shown window playing `SLIDING` under "down", its tiles taking 2 s to fade and
    slide: a test acts while they move (it never waits for them)."""
    slow = build(Timing(link_ms=2000, fade_ms=2000, shuffle_ms=2000, flash_ms=200), clock)
    answer_questions(slow)
    qtbot.addWidget(slow.window)
    slow.window.show()
    slow.controller.start(
        Game(GameSettings(levels=False, gravity=ShiftMode.DOWN), seed=1, clock=clock, board=SLIDING)
    )
    return slow


class Answering:
    """Stands in for `QMessageBox.exec`: shows the real box, keeps its texts, and answers
    it as the player does, with a key (Esc) or a click on the button of that text."""

    def __init__(self, answer: Qt.Key | str) -> None:
        self.answer = answer
        self.texts: list[tuple[str, str]] = []
        self.buttons: list[list[str]] = []

    def __call__(self, box: QMessageBox) -> int:
        box.show()
        self.texts.append((box.text(), box.informativeText()))
        self.buttons.append([button.text() for button in box.buttons()])
        if isinstance(self.answer, Qt.Key):
            QTest.keyClick(box, self.answer)
        else:
            next(b for b in box.buttons() if b.text() == self.answer).click()
        assert not box.isVisible()
        return box.result()


def result_screen(parts: Parts) -> ResultScreen:
    """The result screen on show (the test fails here when none is)."""
    screen = parts.end_flow.screen
    assert screen is not None and screen.isVisible()
    return screen


def close_end_box(parts: Parts) -> None:
    """Close the result screen ("Look at the Board"), as the player does before the name
    prompt and the high scores come."""
    result_screen(parts).look.click()


def remove_translators(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for translator in translators:
        app.removeTranslator(translator)
        translator.deleteLater()
    assert QCoreApplication.translate("MenuBar", "&Game") == "&Game", "a translator was left"


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[QTranslator]:
    """The shipped .qm (found like the game finds it), installed for one test only."""
    translator = QTranslator()
    qm = resources().joinpath("translations").joinpath(f"llk_{update_translations.LOCALES[0]}.qm")
    assert translator.load(str(qm)), qm
    qapp.installTranslator(translator)
    try:
        yield translator
    finally:
        remove_translators(qapp, [translator])
