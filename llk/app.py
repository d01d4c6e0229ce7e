"""Composition root: parse the command line, build the pieces, wire them, run."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NoReturn

from llk import __version__
from llk.model.limits import MAX_SEED

if TYPE_CHECKING:  # Qt is imported only once a window is wanted (--version stays instant)
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication, SignalInstance
    from PySide6.QtWidgets import QApplication, QWidget

    from llk.model.game.play_clock import Clock
    from llk.model.game.start_request import StartRequest
    from llk.model.maps.map_file import GameMap
    from llk.model.records.preferences import Preferences, Theme, Timing
    from llk.store.single_instance import Elsewhere, SingleInstance
    from llk.view.main_window import MainWindow
    from llk.wiring import Parts


def build(
    timing: Timing | None = None,
    clock: Clock = time.monotonic,
    loaded: tuple[Preferences, list[str]] | None = None,
    folder: Path | None = None,
    window: MainWindow | None = None,
) -> Parts:
    """Create every part of a running game and wire them together; the first deal
    waits for `Parts.start`.

    ``timing`` overrides the animation preferences (tests use zero). ``loaded`` is
    what `load_preferences` gave, if it ran already: it must read the settings file
    before anything else does, or Qt hides a damaged file. ``folder`` replaces the
    data folder. ``window`` is the game's window when it is on screen already (see
    `show_frame`); else a new one is made, not shown.
    """

    from llk.store.preferences import PreferencesKeeper, load_preferences

    keeper = PreferencesKeeper(loaded or load_preferences())
    from llk.wiring import make_parts, wire

    parts = make_parts(keeper, clock, folder, window)
    wire(parts, timing)
    keeper.publish()
    parts.problems.extend(parts.dialogs.art.installed.take_problems())  # the pictures in use
    return parts


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="llk", description="连连看: link pairs of equal tiles.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--seed", type=game_number, help=f"game number to deal, 0 to {MAX_SEED} (replays a deal)"
    )
    parser.add_argument(
        "--map",
        metavar="FILE|NAME",
        help="play on a map: a map file, or the name of a shipped map or of one of yours",
    )
    parser.add_argument(
        "--versus",
        metavar="N",
        type=opponents,
        default=0,
        help="race N computer players (1 to 5) on the same deal, QQ style",
    )
    parser.add_argument(
        "--campaign", action="store_true", help="open the campaign's level map at start"
    )
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help="add LLK to the desktop's menus (entry, icon, AppStream metainfo) and exit",
    )
    parser.add_argument(
        "--uninstall-desktop", action="store_true", help="remove what --install-desktop added"
    )
    return parser.parse_args(argv)


def opponents(text: str) -> int:
    """How many computer players to race: a whole number from 1 to 5."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r:.40} is not a whole number") from None
    if not 1 <= number <= 5:
        raise argparse.ArgumentTypeError("a race has 1 to 5 computer players")
    return number


def game_number(text: str) -> int:
    """A game number from the command line: a whole number from 0 to `MAX_SEED`."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r:.40} is not a whole number") from None
    if not 0 <= number <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"game numbers run from 0 to {MAX_SEED}")
    return number


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; returns the process exit code, or, once the game has run, ends
    the process (`end_process`).

    The window is on screen before most of the game is even imported: what it needs
    first (the settings, which say its theme and language, and the hold on the data
    folder, so that a second start never shows one) comes before it; the rest is
    built into it once it is first painted (`play`).
    """
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.install_desktop or args.uninstall_desktop:
        from llk import desktop_entry

        return desktop_entry.main(installing=args.install_desktop)
    wanted = None if args.map is None else chosen_map(args.map)
    from dataclasses import replace

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from llk.store.data_files import player_map_folder
    from llk.store.preferences import load_preferences
    from llk.store.single_instance import Elsewhere
    from llk.view.first_showing import FirstShowing

    app = QApplication(sys.argv[:1])
    configure(app)
    loaded = load_preferences(map_folder=player_map_folder())
    if wanted is not None:
        loaded = (replace(loaded[0], game=loaded[0].game.on_map(wanted)), loaded[1])
    install_translator(app, loaded[0].language)
    instance = claim_data_folder(start_request(args).text())
    if isinstance(instance, Elsewhere):
        return leave(instance)
    window = show_frame(loaded[0].theme)
    instance.knocked.connect(lambda _request: bring_forward(window))
    hand_over = keep_requests(instance)
    handle = window.windowHandle()
    assert handle is not None  # the window is shown
    shown = FirstShowing(handle).shown
    if QUIT_WHEN_SHOWN in os.environ:  # told first: the rest of the start comes after
        quit_when_shown(window, shown, float(os.environ[QUIT_WHEN_SHOWN] or 0))
    shown.connect(instance.listen)  # the socket (QtNetwork: 7 ms) after the first frame,
    QTimer.singleShot(LISTEN_AT_LATEST_MS, instance.listen)  # or a window never exposed
    shown.connect(
        lambda: play(
            window,
            loaded,
            instance,
            hand_over,
            Opening(args.seed, args.map is not None, args.versus, args.campaign),
        )
    )
    code = app.exec()
    instance.release()
    end_process(code)


LISTEN_AT_LATEST_MS = 500
"""When a start listens for later ones if its window is not on screen by then (another
workspace): a later start knocks until it is answered, for ten seconds at most."""


def show_frame(theme: Theme) -> MainWindow:
    """The game's window, shown at once as an empty frame: its title, its size and place
    of the last run, and ``theme``'s colours (`MainWindow`)."""
    from llk.view.main_window import MainWindow

    window = MainWindow()
    window.set_theme(theme)
    window.show()
    return window


@dataclass(frozen=True)
class Opening:
    """How the first game opens, as the command line asks: game ``seed``; a new deal when
    a map was ``asked`` for; a race of ``versus`` rivals; the level map over it for the
    ``campaign``."""

    seed: int | None = None
    asked: bool = False
    versus: int = 0
    campaign: bool = False


def play(
    window: MainWindow,
    loaded: tuple[Preferences, list[str]],
    instance: SingleInstance,
    hand_over: Callable[[Parts], None],
    opening: Opening,
) -> None:
    """Build the game into ``window``, which is on screen, then resume or deal as the
    ``opening`` says, and then carry out what later starts asked for (``hand_over``,
    from `keep_requests`), from the event loop: a quit signal then ends even the
    question it may ask first (whether to resume), and that question opens over the
    window, where the window manager put it."""
    from llk.dialogs.placement import when_exposed

    show_icon()
    parts = build(loaded=loaded, window=window)
    if instance.note:
        parts.problems.append(instance.note)
    close_on_signals(window, parts.session.quit)

    def begin() -> None:
        parts.start(opening.seed, opening.asked, opening.versus, opening.campaign)
        hand_over(parts)

    when_exposed(window, begin)


def keep_requests(instance: SingleInstance) -> Callable[[Parts], None]:
    """Keep what later starts ask for (`StartRequest`) until the first game is on; the
    function returned, given the game's parts then, carries out those kept, and every
    one heard after at once (`Parts.hand_over`)."""
    from llk.model.game.start_request import read_request

    kept: list[str] = []
    playing: list[Parts] = []

    def heard(request: str) -> None:
        if playing:
            playing[0].hand_over(read_request(request))
        else:
            kept.append(request)

    def game_on(parts: Parts) -> None:
        playing.append(parts)
        for request in kept:
            parts.hand_over(read_request(request))
        kept.clear()

    instance.knocked.connect(heard)
    return game_on


def chosen_map(wanted: str) -> GameMap:
    """The map ``wanted`` names (`map_named`: a file, a shipped map's name, ``mine/NAME``
    for one of the player's). A bad one ends LLK with one line on stderr and status 2,
    as a bad argument does."""
    from llk.model.campaign.named_map import map_named
    from llk.model.maps.map_file import MapError
    from llk.store.data_files import player_map_folder

    try:
        return map_named(wanted, player_map_folder())
    except MapError as error:
        sys.stderr.write(f"llk: --map: {error}\n")
        raise SystemExit(2) from None


def end_process(code: int) -> NoReturn:
    """End the process with ``code`` once the game's event loop is over.

    What must outlive the run is on disk by then: the game was kept as the window
    closed, the scores and statistics as they came, the settings as they changed. So
    the exit handlers run (they end the solver's process, and remove any throw-away
    folder), the output is flushed, and the process ends without tearing the
    interpreter down object by object (every widget, dialog and position of the game's
    history): pure CPU, 0.15 s on an idle machine after a fresh deal, a third of a second
    and more on a loaded one, over a second in the reports, with the window gone.

    PySide's own exit handler is not among them: it deletes the application and, with
    it, every widget, dialog, pixmap and cache of the session in C++, one by one, the
    same teardown again (its cost grows with the session), and with an accessibility
    bus (AT-SPI, a desktop's default) the bridge is told of each, which ended the
    process with a segmentation fault.
    """
    import atexit
    import contextlib

    from PySide6 import QtCore

    atexit.unregister(QtCore.__moduleShutdown)
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # closed, or a pipe nobody reads
            stream.flush()
    os._exit(code)


QUIT_WHEN_SHOWN = "LLK_QUIT_WHEN_SHOWN"
"""In the environment: `quit_when_shown`, after its value in seconds (empty: at once).
How ``benchmarks/startup_ratio.py`` and ``benchmarks/quit_time.py`` time the game."""


def quit_when_shown(window: QWidget, shown: SignalInstance, after_s: float) -> None:
    """Once ``window`` is first on screen and painted (``shown``, of `FirstShowing`),
    print ``shown <seconds>`` (the system's monotonic clock, shared by every process);
    ``after_s`` later print ``closing <seconds>`` and close it as the player would."""
    from PySide6.QtCore import QTimer

    def close() -> None:
        print(f"closing {time.monotonic():.6f}", flush=True)
        window.close()

    def showing() -> None:
        print(f"shown {time.monotonic():.6f}", flush=True)
        QTimer.singleShot(round(after_s * 1000), close)

    shown.connect(showing)


def start_request(args: argparse.Namespace) -> StartRequest:
    """What the command line ``args`` asks for, for the game already running should
    there be one: a map file named by its absolute path (that game's folder is not
    this start's)."""
    from pathlib import Path

    from llk.model.game.start_request import StartRequest

    board_map = args.map
    if board_map is not None and os.path.isfile(board_map):  # False for a name too long
        board_map = str(Path(board_map).resolve())
    return StartRequest(args.seed, board_map, args.versus, args.campaign)


def claim_data_folder(request: str = "") -> SingleInstance | Elsewhere:
    """This run's hold on the data folder (see `SingleInstance`), or who holds it (it was
    handed ``request``, this start's `StartRequest`). A folder that cannot be made is
    not guarded: a throw-away one replaces it. It listens for later starts once
    `SingleInstance.listen` is called."""
    from llk.store.data_files import data_folder
    from llk.store.single_instance import SingleInstance

    try:
        folder = data_folder()
    except OSError:
        return SingleInstance()
    return SingleInstance.claim(folder, listening=False, request=request)


def leave(elsewhere: Elsewhere) -> int:
    """Say why this start ends; the exit status: 0 when the running game came forward,
    1 when a live LLK holds the folder but did not answer (this start must not play
    beside it), said on stderr and in a message box."""
    from PySide6.QtWidgets import QMessageBox

    line = elsewhere.line()
    if elsewhere.answered:
        print(line)
        return 0
    print(line, file=sys.stderr)
    QMessageBox.critical(None, "LLK", line)
    return 1


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top, restored if it was minimised (another start asked for it)."""
    from PySide6.QtCore import Qt

    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


QUIT_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")
"""Signals that close the game as Ctrl+Q does (the game is saved), where the system has them."""


def close_on_signals(window: QWidget, quit_now: Callable[[], None]) -> None:
    """Call ``quit_now`` on `QUIT_SIGNALS`, while ``window`` lives: a logout, ``kill`` or
    Ctrl+C in the terminal then saves the game instead of dropping it.

    Python runs a signal handler only between bytecodes, and Qt's event loop runs
    none while it waits; so the signal also writes to a socket that Qt watches,
    which wakes the loop at once.
    """
    import contextlib
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    ours, wakeup = socket.socketpair()
    for end in (ours, wakeup):
        end.setblocking(False)
    signal.set_wakeup_fd(wakeup.fileno())
    notifier = QSocketNotifier(ours.fileno(), QSocketNotifier.Type.Read, window)

    def drain() -> None:
        with contextlib.suppress(OSError):
            ours.recv(64)

    def stop_listening() -> None:
        signal.set_wakeup_fd(-1)
        ours.close()
        wakeup.close()

    notifier.activated.connect(drain)
    for name in QUIT_SIGNALS:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), lambda _number, _frame: quit_now())
    window.destroyed.connect(stop_listening)


def configure(app: QApplication) -> None:
    """Names (which decide where settings and data live), version and style."""
    from llk.desktop_entry import APP_ID
    from llk.view.style import GameStyle

    app.setStyle(GameStyle())  # Fusion: draws everything from the one palette of `llk.view.theme`
    app.setOrganizationName("LLK")
    app.setApplicationName("LLK")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)


def show_icon() -> None:
    """Give every window LLK's icon. Set once the first window is on screen: the window
    system wants it rendered at every size at once, which held the window back."""
    from PySide6.QtGui import QGuiApplication, QIcon

    from llk.view.assets import resources

    QGuiApplication.setWindowIcon(QIcon(str(resources().joinpath("icon.svg"))))


def install_translator(app: QCoreApplication, chosen: str) -> None:
    """Load the translation the player chose (a `Language`), or that of any locale by its
    name (``de_DE``: the desktop's, which ``system`` takes). English, and
    a language LLK has no translation for, get English's plural forms ("1 move", "2
    moves"): the code writes each count once, as Qt's ``%n``."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from llk.model.records.preferences import Language
    from llk.view.assets import resources
    from llk.view.labels import speak

    locale = QLocale.system() if chosen == Language.SYSTEM else QLocale(chosen)
    folder = str(resources().joinpath("translations"))
    ours = QTranslator(app)
    translated = ours.load(locale, "llk", "_", folder)
    speak(locale.name() if translated else "en")
    if translated or ours.load("llk_en", folder):
        app.installTranslator(ours)
    qt = QTranslator(app)  # Qt's own buttons (OK, Cancel, Yes, No...)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translated and qt.load(locale, "qtbase", "_", qt_folder):
        app.installTranslator(qt)
