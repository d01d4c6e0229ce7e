"""Versus, from the menu to the results: the race asked for, started, saved as it goes,
resumed after a kill, and its end: the results, the record, Race Again and Watch Again.

While a race is on, the game on the board is the player's board of the race: its end
goes to the race's results rather than to the single game's high scores and
statistics, and the saved single game stays as it was (`solo`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QWidget

from llk.controller.race_driver import RaceDriver
from llk.controller.racer_driver import RacerDriver
from llk.flows.scores import ScoreFlow
from llk.model.game.play_clock import Clock
from llk.model.game.settings import GameSettings
from llk.model.limits import MAX_SEED
from llk.model.records.scores import Candidate, race_key
from llk.model.records.statistics import Statistics
from llk.model.versus.choices import VersusChoices
from llk.model.versus.race import Race, RaceRules, RaceSetup
from llk.model.versus.rivals import Strength, even_pair_s, lineup
from llk.store.preferences import PreferencesKeeper
from llk.store.race_keeper import RaceKeeper
from llk.view.board.tile_art import TileArt
from llk.view.screen_fit import fit_on_screen

if TYPE_CHECKING:  # imported when it first opens, as every dialog (`llk.dialogs.opener`)
    from llk.dialogs.race_watch import RaceWatch

USUAL_RULES = RaceRules()


def clear_times(statistics: Statistics, settings: GameSettings) -> list[float]:
    """The player's clear times on the board ``settings`` deal (any shift mode)."""
    rows, cols = settings.size
    key = "" if settings.board_map is None else settings.board_map.key
    return [
        game.seconds
        for game in statistics.recent
        if game.outcome == "won"
        and (game.rows, game.cols, game.layout, game.board_map)
        == (rows, cols, settings.layout, key)
    ]


def leaving_online(host: RaceDriver, racer: RacerDriver) -> str | None:
    """The question before the player leaves the race online on the table, if one is on
    (the host's through ``host``, a racer's through ``racer``), else None: at the host
    it ends for everyone; a racer may come back by the table's code (its seat kept, as
    after a drop). Over, leaving loses nothing."""
    race = host.race
    if host.shared and race is not None and not race.over:
        return QCoreApplication.translate(
            "VersusFlow", "Leave the race? It ends for everyone at the table."
        )
    table = racer.table
    if table is not None and table.places is None:
        return QCoreApplication.translate(
            "VersusFlow", "Leave the race? To race on, join the table again by its code soon."
        )
    return None


class VersusFlow(QObject):
    """The race's flow. ``may_leave`` asks before a game in progress is given up,
    ``may_give_up`` before a race online is (`DealFlow.may_give_up`); the window it is
    given, closing, asks it too (`eventFilter`, installed by the wiring);
    ``statistics`` gives the player's games (for "even"); ``preferences`` the board and
    the choices the Versus dialog was left at, which it keeps there. The wiring sends it
    the driver's `RaceDriver.over` (`over`).

    Signals:
        race_ended(bool, list): a race ended, its record counted, its results not shown
            yet: whether the player won, and the rivals' strengths (for the achievements).
        table_again(): Race Again after a race online: the same table's next race (Race
            Online, `OnlineFlow.show`).
    """

    race_ended = Signal(bool, list)
    table_again = Signal()

    def __init__(
        self,
        driver: RaceDriver,
        online: RacerDriver,
        keeper: RaceKeeper,
        preferences: PreferencesKeeper,
        statistics: Callable[[], Statistics],
        may_leave: Callable[[str], bool],
        may_give_up: Callable[[str], bool],
        leave_game: Callable[[], None],
        scores: ScoreFlow,
        art: TileArt,
        window: QWidget,
        clock: Clock = time.monotonic,
    ) -> None:
        """``leave_game`` gives up the single game on the board, as New Game does (counted,
        offered to the high scores, its save removed), before a race the player chose
        (``llk --versus`` at start leaves the saved game alone, for the next run);
        ``clock`` moves a race watched again (`RaceWatch`)."""
        super().__init__(window)
        self._driver = driver
        self._online = online
        self._keeper = keeper
        self._preferences = preferences
        self._statistics = statistics
        self._may_leave = may_leave
        self._may_give_up = may_give_up
        self._leave_game = leave_game
        self._scores = scores
        self._art = art
        self._window = window
        self._clock = clock
        self._last: tuple[list[Strength], RaceRules, GameSettings] | None = None
        self.results: QDialog | None = None
        """The results of the race last ended, while they show."""
        self.watching: RaceWatch | None = None
        """The race watched again last."""

    @property
    def racing(self) -> bool:
        """Whether the game on the board is a race's (on, or over and still shown): one
        against computer players, or a race online."""
        return self._driver.active or self._online.active

    def may_close(self) -> bool:
        """Whether the window may close. A race against the computer is kept, so it
        closes; a race online on cannot go on alone (`leaving_online`): asked first,
        as Preferences' "Ask before giving up a game in progress" has it."""
        question = leaving_online(self._driver, self._online)
        return question is None or self._may_give_up(question)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's close (Quit, Alt+F4, its title bar's ✗) kept from it unless
        `may_close` says yes."""
        if event.type() == QEvent.Type.Close and watched is self._window and not self.may_close():
            event.ignore()
            return True
        return False

    def solo(self, slot: Callable[..., None]) -> Callable[..., None]:
        """``slot``, called only when no race is on: a single game's end, save, scores."""
        return lambda *args: None if self.racing else slot(*args)

    def show(self) -> None:
        """Game ▸ Versus: ask for the rivals, the rules and the board, as the dialog was
        left; keep what is chosen, then race."""
        from llk.dialogs.versus import VersusDialog

        preferences = self._preferences.preferences
        dialog = VersusDialog(preferences.versus, preferences.game, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._keep_and_race(dialog.choices()))
        fit_on_screen(dialog)
        dialog.open()

    def _keep_and_race(self, choices: VersusChoices) -> None:
        keeper = self._preferences
        keeper.change(replace(keeper.preferences, versus=choices))
        self.ask_and_race(choices.strengths, choices.rules)

    def ask_and_race(
        self,
        strengths: list[Strength],
        rules: RaceRules = USUAL_RULES,
        settings: GameSettings | None = None,
        seed: int | None = None,
    ) -> None:
        """`race`, once the player agrees to give up the game in progress, if any."""
        if self._may_leave(self.tr("Give up the game in progress and start a race?")):
            if not self.racing:  # a single game on the board
                self._leave_game()
            self.race(strengths, rules, settings, seed)

    def race(
        self,
        strengths: list[Strength],
        rules: RaceRules = USUAL_RULES,
        settings: GameSettings | None = None,
        seed: int | None = None,
    ) -> Race:
        """Start a race against rivals of ``strengths`` (game ``seed``, else a new one) on
        ``settings``, else on the board and shifts last chosen in the Versus dialog."""
        if settings is None:
            preferences = self._preferences.preferences
            settings = preferences.versus.race_settings(preferences.game)
        pairs = len(settings.cells) // 2
        pace = even_pair_s(clear_times(self._statistics(), settings), pairs)
        number = random.randrange(MAX_SEED + 1) if seed is None else seed
        setup = RaceSetup(settings, number, lineup(strengths, pace), rules)
        self._last = (strengths, rules, settings)
        race = Race(setup, self.tr("You"))
        self._driver.start(race)
        self._window.activateWindow()  # the keys (the props' 1, 2, 3) go to the race
        return race

    def race_online(self, race: Race, count_in_s: int) -> None:
        """Race ``race``, a race online whose host this player is (its table made it,
        `llk.flows.online`), counted in for ``count_in_s``: the single game on the board,
        if any, is given up as for any race, with no question (the people at the table
        wait); Race Again brings back its table (`table_again`)."""
        if not self.racing:
            self._leave_game()
        self._last = None
        self._driver.start(race, count_in_s)
        self._window.activateWindow()

    def resume_saved(self) -> bool:
        """Resume the race a kill interrupted, paused, if there is one; whether it did."""
        race, problem = self._keeper.load_race(self.tr("You"))
        if problem is not None:
            self._keeper.problem.emit(problem)
        if race is None or race.over:
            return False
        race.you.game.pause()  # the board hidden, the race held, until the player goes on
        self._driver.start(race)
        return True

    def over(self, race: Race) -> None:
        """``race`` is over: its record counted, its end told (`race_ended`), its results
        shown. A race with people (the host's race online) counts in no record of this
        computer's, as at its racers (`over_online`): not rated (the Versus rating
        measures the player against the computer's strengths, and the people's results
        are none of them), no achievement judged, no high score offered, so no window
        opens over the board but the results."""
        from llk.dialogs.race_results import RaceResults, versus_summary

        results = race.results()
        people = race.setup.people  # a person's seat has no strength to be rated against
        strengths = {
            r.index: r.rival.strength
            for r in race.racers
            if r.rival is not None and r.index not in people
        }
        first = next(r.place for r in results if r.player == 0) == 1
        if people:
            summary = self.tr("A race online: not rated.")
        else:
            before = self._keeper.record.rating
            self._keeper.count(self._keeper.record.after(results, strengths))
            summary = versus_summary(self._keeper.record, before)
            self.race_ended.emit(first, list(strengths.values()))
        dialog = RaceResults(results, summary, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        online = self._driver.shared  # a race online is raced again at its table
        dialog.again.clicked.connect(self.table_again if online else self._again)
        dialog.watch.clicked.connect(lambda: self.watch(race))
        self.results = dialog
        dialog.finished.connect(
            self._forget_results if people else lambda _code: self._closed_results(race)
        )
        fit_on_screen(dialog)
        dialog.open()

    def over_online(self, race: Race, places: tuple[int, ...], you: int, host_left: bool) -> None:
        """A race online ended: its results as ``places`` gives them (the host's, or,
        ``host_left``, those of the copy ended where the host's stream stopped), read
        from ``race``, this racer's copy of the host's race, ``you`` the player's seat;
        Watch Again plays that copy. It counts in no record of this computer's (the host
        referees it); Race Again brings back its table (`table_again`), for the host's
        next race, unless the host left (the table is closed)."""
        from llk.dialogs.race_results import RaceResults, placed

        summary = (
            self.tr("The host left: the places are the race's where the host's news stopped.")
            if host_left
            else self.tr("A race online: not rated; the places are the host's.")
        )
        results = placed(race.results(), places)
        dialog = RaceResults(results, summary, self._window, you=you, again=not host_left)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.again.clicked.connect(self.table_again)
        dialog.watch.clicked.connect(lambda: self.watch(race))
        self.results = dialog
        dialog.finished.connect(self._forget_results)
        fit_on_screen(dialog)
        dialog.open()

    def _forget_results(self) -> None:
        self.results = None

    def _closed_results(self, race: Race) -> None:
        """The results closed: the player's score is offered to the race's table."""
        self.results = None
        you = race.you
        place = next(r.place for r in race.results() if r.player == you.index)
        self._scores.offer_race(
            Candidate(
                race_key(race.setup.settings, race.setup.rules.props),
                you.game.scoring.points,
                you.done_at or race.now,
                you.game.helps.hints_used > 0,
            ),
            place,
        )

    def show_scores(self) -> None:
        """The high scores, open at the table of the race on the board."""
        race = self._driver.race
        if race is not None:
            self._scores.show_table(race_key(race.setup.settings, race.setup.rules.props))

    def _again(self) -> None:
        if self._last is not None:
            strengths, rules, settings = self._last
            self.race(strengths, rules, settings)

    def watch(self, race: Race) -> RaceWatch:
        """Watch ``race`` again (`RaceWatch`)."""
        from llk.dialogs.race_watch import RaceWatch

        watch = RaceWatch(race, self._art, self._clock, self._window)
        watch.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        fit_on_screen(watch)
        watch.open()
        self.watching = watch
        return watch
