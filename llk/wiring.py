"""The parts of a running game, made and connected once, here (for `llk.app.build`).

Views report what the player did, controllers turn it into model calls and
report back, and the preferences reach each consumer through one signal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from PySide6.QtCore import QLocale, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from llk.controller import commands, status_lines
from llk.controller.game_controller import GameController
from llk.controller.race_driver import RaceDriver
from llk.controller.racer_driver import RacerDriver
from llk.controller.solver_service import SolverService
from llk.dialogs.map_chooser import Choice
from llk.dialogs.opener import Dialogs
from llk.dialogs.placement import DialogsFollow
from llk.dialogs.questions import Questions
from llk.dialogs.versus import DEFAULT_STRENGTHS
from llk.flows.achievements import AchievementsFlow
from llk.flows.campaign import CampaignFlow
from llk.flows.deal import DealFlow
from llk.flows.game_end import EndFlow
from llk.flows.held_commands import HeldCommands
from llk.flows.maps import MapFlow
from llk.flows.online import OnlineFlow
from llk.flows.preferences import PreferencesFlow
from llk.flows.scores import ScoreFlow
from llk.flows.session import Session
from llk.flows.versus import VersusFlow, leaving_online
from llk.model.campaign.levels import campaign_levels
from llk.model.campaign.named_map import map_named
from llk.model.game.play_clock import Clock
from llk.model.game.results import GameRecord, Phase
from llk.model.game.settings import GameSettings
from llk.model.game.start_request import StartRequest
from llk.model.maps.map_file import GameMap, MapError
from llk.model.records.preferences import Language, Preferences, Timing
from llk.model.versus.choices import YOUR_MAP
from llk.model.versus.props import Prop
from llk.store.data_files import player_map_folder, usable_data_folder
from llk.store.preferences import PreferencesKeeper
from llk.store.progress_keeper import ProgressKeeper
from llk.store.race_keeper import RaceKeeper
from llk.store.save_keeper import SaveKeeper
from llk.store.score_keeper import ScoreKeeper
from llk.store.statistics_keeper import StatisticsKeeper
from llk.view.access.announcer import Announcer
from llk.view.access.letter_keys import LetterKeys
from llk.view.access.state_teller import StateTeller
from llk.view.actions import GameActions, MenuActions, action_name
from llk.view.board.tile_art import TileArt
from llk.view.board.tile_sets import InstalledArt
from llk.view.labels import game_on_map, prop_name
from llk.view.main_window import MainWindow
from llk.view.menu_bar import build_menus
from llk.view.race_panel import DEFAULT_TARGET, Viewpoint
from llk.view.sound import SoundBoard
from llk.view.system_motion import system_reduces_motion


@dataclass
class Parts:
    """Everything a running game is made of."""

    controller: GameController
    solver: SolverService
    """Every part that asks whether a board can be cleared has a client of its own here."""
    actions: GameActions
    menu_actions: MenuActions
    window: MainWindow
    sounds: SoundBoard
    preferences: PreferencesKeeper
    scores: ScoreKeeper
    statistics: StatisticsKeeper
    saves: SaveKeeper
    questions: Questions
    dialogs: Dialogs
    session: Session
    deal_flow: DealFlow
    preferences_flow: PreferencesFlow
    map_flow: MapFlow
    score_flow: ScoreFlow
    end_flow: EndFlow
    race_driver: RaceDriver
    racer_driver: RacerDriver
    """A racer's screen in a race online (the host's race is the `race_driver`'s)."""
    races: RaceKeeper
    versus_flow: VersusFlow
    online_flow: OnlineFlow
    progress: ProgressKeeper
    campaign_flow: CampaignFlow
    achievements_flow: AchievementsFlow
    announcer: Announcer
    teller: StateTeller
    held_commands: HeldCommands
    letter_keys: LetterKeys
    problems: list[str] = field(default_factory=list)
    """Problems met while loading, told to the player once the first game is on."""
    system_motion: Callable[[], bool] = system_reduces_motion
    """Whether the desktop asks for reduced motion, asked at each change of preferences
    (a test's own answer here stands for the desktop's)."""

    def start(
        self, seed: int | None = None, asked: bool = False, versus: int = 0, campaign: bool = False
    ) -> None:
        """Race ``versus`` rivals (on game ``seed``), or resume the race a kill cut short,
        or resume the saved game or deal (game ``seed``; a new deal when a map was
        ``asked`` for); then tell the problems met, and open the level map when the
        ``campaign`` was asked for."""
        problems, self.problems = self.problems, []
        if versus:
            self.versus_flow.race(list(DEFAULT_STRENGTHS[:versus]), seed=seed)
        elif seed is not None or asked or not self.versus_flow.resume_saved():
            self.session.start(seed, problems, asked)
            problems = []
        for problem in problems:
            self.window.show_problem(problem)
        if campaign:
            self.campaign_flow.show()

    def hand_over(self, request: StartRequest) -> None:
        """Carry out what a later start of LLK on this data folder asked for on its
        command line, as the menus would: the game in progress is given up only if the
        player says so (the question of Choose Map's Play, Play Game Number, Versus),
        and not before a question the player is answering is answered (`HeldCommands`).
        A map that cannot be read any more is told in one line."""
        game_map = None
        if request.board_map is not None:
            try:
                game_map = map_named(request.board_map, self.map_flow.folder)
            except MapError as error:
                self.window.show_problem(str(error))
                return
        self.held_commands.carry_out(lambda: self._carry_out(request, game_map))

    def _carry_out(self, request: StartRequest, game_map: GameMap | None) -> None:
        if request.versus:
            strengths = list(DEFAULT_STRENGTHS[: request.versus])
            self.versus_flow.ask_and_race(
                strengths, settings=self._race_settings(game_map), seed=request.seed
            )
        elif game_map is not None:
            self.map_flow.play(Choice(game_map), request.seed)
        elif request.seed is not None:
            self.deal_flow.play_game(request.seed)
        if request.campaign:
            self.campaign_flow.show()

    def _race_settings(self, game_map: GameMap | None) -> GameSettings | None:
        """A race on ``game_map`` under the race's shifts chosen last; None (the board
        chosen last) when no map was asked for."""
        if game_map is None:
            return None
        preferences = self.preferences.preferences
        choices = replace(preferences.versus, board=YOUR_MAP)
        return choices.race_settings(preferences.game.on_map(game_map))


def make_parts(
    keeper: PreferencesKeeper, clock: Clock, folder: Path | None, window: MainWindow | None = None
) -> Parts:
    """Every part, unconnected, in ``window`` (shown already as a bare frame) or a new
    one; problems met reading the data files are collected."""
    folder, writable, folder_problems = usable_data_folder(folder)
    statistics = StatisticsKeeper(folder, writable)
    scores = ScoreKeeper(folder, writable, statistics)  # the statistics' calendar
    saves = SaveKeeper(folder, clock, writable)
    loading = (*folder_problems, scores.load_problem, statistics.load_problem)
    problems = [p for p in (*keeper.problems, *loading) if p]
    language = keeper.preferences.language
    code = QLocale.system().name() if language is Language.SYSTEM else language.value
    art = TileArt(InstalledArt(code))
    actions, menu_actions = GameActions(), MenuActions()
    window = MainWindow() if window is None else window
    window.furnish(actions, art)
    build_menus(window, actions, menu_actions)
    window.addActions(menu_actions.all())
    DialogsFollow(window)
    for part in (keeper, actions, menu_actions):
        part.setParent(window)
    solver = SolverService()  # its processes start on first use, end with the window
    naming = status_lines.Naming(
        today=scores.today,
        daily_played=scores.played,
        map_title=game_on_map,
        name_of=lambda name: action_name(getattr(actions, name)),
        resume_key=actions.resume_key,
    )
    controller = GameController(solver.client(), clock, window, naming)
    questions, dialogs = Questions(window), Dialogs(window, art)
    score_flow = ScoreFlow(scores, questions, dialogs)
    race_driver = RaceDriver(controller, clock, parent=window, prop_name=prop_name)
    racer_driver = RacerDriver(controller, parent=window, prop_name=prop_name)
    deal_flow = DealFlow(
        controller, keeper, questions, scores, lambda: leaving_online(race_driver, racer_driver)
    )
    races = RaceKeeper(folder, writable)
    if races.load_problem:
        problems.append(races.load_problem)
    progress = ProgressKeeper(folder, writable)
    problems += progress.load_problems
    levels = campaign_levels()
    announcer = Announcer(window.board_view, window.statusBar())
    campaign_flow = CampaignFlow(
        progress,
        controller,
        dialogs,
        deal_flow.may_leave,
        statistics.today,
        levels,
        lambda: keeper.preferences.campaign_clock,
    )
    return Parts(
        controller=controller,
        solver=solver,
        actions=actions,
        menu_actions=menu_actions,
        window=window,
        sounds=SoundBoard(window),
        preferences=keeper,
        scores=scores,
        statistics=statistics,
        questions=questions,
        dialogs=dialogs,
        saves=saves,
        session=Session(saves, controller, questions, window, scores),
        deal_flow=deal_flow,
        preferences_flow=PreferencesFlow(
            keeper, controller, deal_flow.may_leave, dialogs, window.show_problem
        ),
        map_flow=MapFlow(
            keeper, controller, statistics, dialogs, deal_flow.may_leave, player_map_folder(folder)
        ),
        score_flow=score_flow,
        end_flow=EndFlow(scores, score_flow, actions, window, campaign_flow),
        race_driver=race_driver,
        racer_driver=racer_driver,
        races=races,
        versus_flow=VersusFlow(
            race_driver,
            racer_driver,
            races,
            keeper,
            lambda: statistics.statistics,
            deal_flow.may_leave,
            deal_flow.may_give_up,
            _leave_game(controller, saves),
            score_flow,
            art,
            window,
            clock,
        ),
        online_flow=OnlineFlow(keeper, art, window, window.show_problem, race_driver),
        progress=progress,
        campaign_flow=campaign_flow,
        achievements_flow=AchievementsFlow(
            progress, statistics, levels, statistics.today, window.notes, dialogs
        ),
        announcer=announcer,
        teller=StateTeller(announcer, window.race_panel),
        held_commands=HeldCommands(
            window, [*actions.all(), *menu_actions.all()], lambda: questions.quitting
        ),
        letter_keys=LetterKeys(window),
        problems=problems,
    )


def wire(parts: Parts, timing: Timing | None = None) -> None:
    """Connect everything, here and nowhere else; ``timing`` overrides the animation
    preferences for good (tests). The race follows the game first, before the view; each
    end of a game is one slot whose body says the order (`_wire_ends`)."""
    _wire_race_to_the_game(parts)
    _wire_board(parts)
    _wire_ends(parts)
    _wire_game_actions(parts)
    _wire_menu_actions(parts)
    _wire_preferences(parts, timing)
    _wire_race(parts)
    _wire_campaign(parts)


def _wire_board(parts: Parts) -> None:
    controller, window = parts.controller, parts.window
    board, panel = window.board_view, window.side_panel
    board.cell_clicked.connect(parts.racer_driver.click)  # a race online's go to the host
    board.cell_clicked.connect(window.attention.player_acted)
    window.attention.hold_changed.connect(controller.countdown.hold)
    board.clear_requested.connect(lambda: parts.racer_driver.command(commands.clear_selection))
    controller.started.connect(board.show_board)
    controller.started.connect(window.make_room)  # once the board is laid out
    controller.started.connect(parts.announcer.started)
    controller.started.connect(parts.teller.started)
    controller.changed.connect(parts.teller.follow)
    controller.countdown.time_changed.connect(parts.teller.follow_time)
    for apply in (board.apply, panel.apply, window.apply, parts.actions.follow, parts.sounds.apply):
        controller.changed.connect(apply)  # each takes from the record what it shows
    controller.changed.connect(parts.announcer.apply)  # after the board: it reads the board
    controller.countdown.time_changed.connect(panel.show_time)
    controller.countdown.time_warning.connect(parts.sounds.time_warning)
    controller.countdown.time_warning.connect(parts.announcer.time_warning)
    board.cursor_stepped.connect(parts.sounds.cursor_moved)
    board.cursor_moved.connect(parts.announcer.follow_cursor)
    controller.watcher.answered.connect(window.show_winnable)
    controller.watcher.answered.connect(
        lambda verdict, on: parts.announcer.say(window.winnable_text(verdict, on))
    )
    solo = parts.versus_flow.solo  # a race's game is saved with the race
    controller.position_changed.connect(solo(parts.saves.keep))  # after every move
    parts.saves.problem.connect(window.show_problem)
    parts.scores.problem.connect(window.show_problem)
    parts.statistics.problem.connect(window.show_problem)
    parts.preferences.problem.connect(window.show_problem)
    window.closing.connect(solo(parts.session.keep))
    window.closing.connect(controller.shutdown)
    window.closing.connect(parts.solver.stop)  # after the game's last question is withdrawn


def _wire_game_actions(parts: Parts) -> None:
    controller, actions = parts.controller, parts.actions
    actions.new_game.triggered.connect(parts.deal_flow.new_game)
    actions.restart.triggered.connect(parts.deal_flow.restart)
    actions.play_number.triggered.connect(parts.deal_flow.play_number)
    actions.daily_game.triggered.connect(parts.deal_flow.daily_game)
    actions.choose_map.triggered.connect(parts.map_flow.show)
    actions.map_editor.triggered.connect(parts.map_flow.show_editor)
    parts.map_flow.spoken.connect(parts.announcer.say)
    controller.undealt.connect(lambda _line: parts.map_flow.undealt())
    controller.undealt.connect(parts.window.show_problem)
    actions.next_level.triggered.connect(controller.next_level)
    driver, racer = parts.race_driver, parts.racer_driver

    def pause() -> None:  # a race online has none (`RaceDriver.refuses_pause`, `RacerDriver`)
        if not driver.refuses_pause():
            racer.command(commands.toggle_pause)
        paused = controller.has_game and controller.game.phase is Phase.PAUSED
        actions.pause.setChecked(paused)  # a pause refused: the action's own toggle undone

    actions.pause.triggered.connect(pause)
    _call_on_trigger(  # through the racer's driver: a race online's commands go to the host
        (action, partial(racer.command, command))
        for action, command in (
            (actions.hint, commands.hint),
            (actions.refresh, commands.refresh),
            (actions.undo, commands.undo),
            (actions.undo_to_winnable, commands.undo_to_winnable),
            (actions.redo, commands.redo),
        )
    )
    actions.show_me.triggered.connect(controller.toggle_show_me)
    actions.winnable.triggered.connect(controller.watcher.ask_now)

    def show_scores() -> None:
        if parts.versus_flow.racing:
            parts.versus_flow.show_scores()
        else:
            parts.score_flow.show(controller.game)

    actions.high_scores.triggered.connect(show_scores)
    actions.statistics.triggered.connect(
        lambda: parts.dialogs.show_statistics(
            parts.statistics, parts.questions.ask_reset_statistics, parts.races.record
        )
    )
    actions.quit.triggered.connect(parts.window.close)
    parts.window.installEventFilter(parts.versus_flow)  # a race online asked before it closes


def _wire_menu_actions(parts: Parts) -> None:
    menu, keeper, dialogs = parts.menu_actions, parts.preferences, parts.dialogs
    every_action = [*parts.actions.all(), *menu.all()]
    menu.preferences.triggered.connect(parts.preferences_flow.show)
    menu.sound.toggled.connect(keeper.set_sound)
    menu.languages.triggered.connect(lambda action: keeper.set_language(Language(action.data())))
    menu.how_to_play.triggered.connect(
        lambda: dialogs.show_help(keeper.preferences.game, every_action)
    )
    menu.about.triggered.connect(dialogs.show_about)
    board = parts.window.board_view
    _call_on_trigger(
        (action, partial(board.zoom.step, direction))
        for action, direction in ((menu.zoom_in, 1), (menu.zoom_out, -1), (menu.zoom_fit, 0))
    )
    board.zoom.changed.connect(keeper.set_zoom)
    teller = parts.teller
    _call_on_trigger(
        (
            (menu.say_score, teller.tell_score),
            (menu.say_time, teller.tell_time),
            (menu.say_tiles, teller.tell_tiles),
            (menu.say_level, teller.tell_level),
            (menu.say_pairs_free, teller.tell_pairs_free),
            (menu.say_selection, teller.tell_selection),
        )
    )
    _shown_and_said(parts, teller.told)
    menu.say_winnable.triggered.connect(parts.controller.watcher.ask_now)


def _wire_race_to_the_game(parts: Parts) -> None:
    """The race follows the player's game, first of all: it catches up before each
    command, and sees each command's changes before the view draws them, so what the race
    does in answer (the player's end in it, a rival's news) reaches the view within the
    command, as it always has."""
    controller, driver = parts.controller, parts.race_driver
    controller.commanding.connect(driver.catch_up)
    controller.changed.connect(driver.after_command)
    controller.started.connect(driver.left_if_another_game)
    controller.started.connect(parts.racer_driver.left_if_another_game)


def _wire_ends(parts: Parts) -> None:
    """The end of a game, of a game given up, and of a race: one slot each, here, calling
    every part that counts or shows it in the order written, each seeing what the ones
    before it did. A race's own game ends in the race's results: of its end, only the
    sound."""
    solo = parts.versus_flow.solo

    def game_ended(record: GameRecord) -> None:
        if not parts.versus_flow.racing:
            claim = parts.scores.claim(record)  # first: once counted, a daily game is a replay
            parts.statistics.ended(record)  # a run of levels once, not at each level
            level = parts.campaign_flow.count(record)  # its stars and the next level open
            parts.end_flow.ended(record, claim, level)  # the screen, then the high score
            parts.achievements_flow.game_ended(record)  # on the statistics and the progress
        parts.sounds.ended(record)

    def game_given_up(record: GameRecord) -> None:
        claim = parts.scores.claim(record)
        parts.statistics.ended(record)
        parts.score_flow.offer(claim.candidate)

    parts.controller.ended.connect(game_ended)
    parts.controller.abandoned.connect(solo(game_given_up))
    # A race's end: its record counted, the achievements judged, then its results shown.
    parts.race_driver.over.connect(parts.versus_flow.over)
    parts.racer_driver.over.connect(parts.versus_flow.over_online)
    parts.versus_flow.race_ended.connect(parts.achievements_flow.race_ended)


def _leave_game(controller: GameController, saves: SaveKeeper) -> Callable[[], None]:
    """Give up the single game on the board for a race, as New Game does: counted, offered
    to the high scores (`GameController.abandoned`), its save removed."""

    def leave() -> None:
        if controller.has_game:
            controller.give_up(controller.game)
            saves.keep(None)

    return leave


def _call_on_trigger(calls: Iterable[tuple[QAction, Callable[[], object]]]) -> None:
    """Each action of ``calls``, triggered, calls its function (with nothing: not with
    the checked state `QAction.triggered` carries)."""
    for action, call in calls:
        action.triggered.connect(lambda _checked=False, act=call: act())


def _shown_and_said(parts: Parts, line: SignalInstance) -> None:
    """Each ``line`` shown in the status bar and said, as a command's own line is."""
    line.connect(parts.window.show_message)
    line.connect(parts.announcer.say)


def _wire_preferences(parts: Parts, timing: Timing | None) -> None:
    changed = parts.preferences.preferences_changed
    changed.connect(parts.controller.apply_preferences)
    changed.connect(parts.window.apply_preferences)
    changed.connect(parts.sounds.apply_preferences)
    changed.connect(parts.menu_actions.apply_preferences)
    changed.connect(lambda preferences: parts.announcer.speaker.use(preferences.speech))
    parts.announcer.speaker.problem.connect(parts.window.show_message)
    changed.connect(lambda preferences: parts.letter_keys.switch(preferences.letter_keys))
    _shown_and_said(parts, parts.letter_keys.asked)
    parts.letter_keys.answered.connect(lambda: parts.window.show_message(""))

    def set_timing(preferences: Preferences) -> None:
        chosen = timing or preferences.timing(parts.system_motion())
        parts.window.board_view.effects.set_timing(chosen)
        parts.end_flow.apply(chosen)

    changed.connect(set_timing)
    hints = QApplication.styleHints().accessibility()
    followed = getattr(hints, "motionPreferenceChanged", None)  # Qt 6.12 and later
    if followed is not None:
        followed.connect(lambda _motion: set_timing(parts.preferences.preferences))
    parts.preferences.language_changed.connect(parts.window.show_language_changed)


def _wire_race(parts: Parts) -> None:
    driver, panel, window = parts.race_driver, parts.window.race_panel, parts.window
    parts.actions.versus.triggered.connect(parts.versus_flow.show)
    parts.actions.race_online.triggered.connect(parts.online_flow.show)
    online = parts.online_flow
    online.racing_as_host.connect(parts.versus_flow.race_online)
    parts.versus_flow.table_again.connect(online.show)  # Race Again: the same table
    driver.stepped.connect(online.flush)  # the host's race's news, sent
    online.away.connect(panel.show_away)
    driver.left.connect(online.race_left)
    _shown_and_said(parts, driver.said)
    driver.racing.connect(panel.show_race)
    driver.moved.connect(panel.follow)
    driver.left.connect(panel.hide)
    aim = parts.actions.aim
    driver.racing.connect(lambda _race: aim.setEnabled(True))
    driver.left.connect(lambda: aim.setEnabled(False))
    aim.triggered.connect(panel.aim_next)
    _shown_and_said(parts, panel.aimed)
    driver.keep.connect(parts.races.keep_race)
    driver.left.connect(parts.races.drop_race)  # a race left for another game is given up
    driver.counting.connect(lambda left: window.show_message(status_lines.count_in(left)))
    driver.counting.connect(lambda left: parts.announcer.say(status_lines.count_in(left)))
    panel.news.connect(parts.announcer.say)
    _wire_race_online(parts)

    def use_prop(word: str, target: int) -> None:
        used = (Prop(word), None if target == DEFAULT_TARGET else target)
        if parts.racer_driver.active:
            parts.racer_driver.use_prop(*used)
        else:
            driver.use_prop(*used)

    panel.prop_used.connect(use_prop)
    driver.standing.connect(parts.online_flow.race_standing)  # the host out: it lasts
    parts.online_flow.standing.connect(window.show_standing)  # or its link down
    window.attention.hold_changed.connect(driver.hold)
    parts.races.problem.connect(window.show_problem)

    def follow(_changes: object) -> None:
        if parts.versus_flow.racing:
            panel.follow()
            parts.actions.show_me.setEnabled(False)  # no solver playing for you in a race

    parts.controller.changed.connect(follow)

    window.closing.connect(driver.save)  # through `keep`, as after each step


def _wire_race_online(parts: Parts) -> None:
    """A racer's screen in a race online: drawn as a race with computer players is, from
    the racer's copy of the host's race, through the racer's own seat."""
    driver, panel, window = parts.racer_driver, parts.window.race_panel, parts.window
    parts.online_flow.racing_as_racer.connect(driver.race)  # the host's start heard
    parts.online_flow.racer_heard.connect(driver.hear)
    driver.racing.connect(
        lambda race, seat, host_picture: panel.show_race(race, Viewpoint(seat, host_picture))
    )
    driver.moved.connect(panel.follow)
    driver.left.connect(panel.hide)
    # the race left while it runs, the racer leaves the table; over, the table stays
    driver.left.connect(parts.online_flow.race_left)
    driver.racing.connect(lambda *_race: parts.actions.aim.setEnabled(True))
    driver.left.connect(lambda: parts.actions.aim.setEnabled(False))
    driver.counting.connect(lambda left: window.show_message(status_lines.count_in(left)))
    driver.counting.connect(lambda left: parts.announcer.say(status_lines.count_in(left)))
    _shown_and_said(parts, driver.said)
    driver.standing.connect(window.show_standing)


def _wire_campaign(parts: Parts) -> None:
    """The level map and the achievements (a level's end and every end judged for
    achievements: `_wire_ends`)."""
    parts.actions.campaign.triggered.connect(parts.campaign_flow.show)
    parts.actions.achievements.triggered.connect(parts.achievements_flow.show)
    parts.achievements_flow.earned.connect(parts.announcer.say)
    parts.progress.problem.connect(parts.window.show_problem)
