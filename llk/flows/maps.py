"""Game ▸ Choose Map…: the chooser, filled from the catalog, the player's folder and the
statistics; Play deals on the map chosen, Import and Export go through the player's
folder."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from llk.controller.game_controller import GameController
from llk.dialogs.map_chooser import Choice, MapChooser
from llk.dialogs.opener import Dialogs
from llk.model.board.layouts import Layout
from llk.model.game.settings import GameSettings
from llk.model.maps.catalog import folder_maps, layout_map, shipped_maps
from llk.model.maps.difficulty import Difficulty, map_difficulty
from llk.model.maps.map_file import MAP_SUFFIX, GameMap
from llk.model.records.map_records import MapRecord, map_records
from llk.store.map_folder import export_map, import_maps
from llk.store.preferences import PreferencesKeeper
from llk.store.statistics_keeper import StatisticsKeeper


class MapFlow(QObject):
    """Opens the chooser and plays, imports or exports what the player picks there.

    Signals:
        spoken(str): what the map editor's canvas says, for the game's speech.
    """

    spoken = Signal(str)

    def __init__(
        self,
        keeper: PreferencesKeeper,
        game: GameController,
        statistics: StatisticsKeeper,
        dialogs: Dialogs,
        may_leave: Callable[[str], bool],
        folder: Path,
    ) -> None:
        """``may_leave`` is `DealFlow.may_leave`, the one question before a game in
        progress is given up; ``folder`` holds the player's maps."""
        super().__init__(dialogs)
        self._keeper = keeper
        self._game = game
        self._statistics = statistics
        self._dialogs = dialogs
        self._may_leave = may_leave
        self.folder = folder
        """The player's maps: where Import copies to, and where their maps are read."""
        self.chooser: MapChooser | None = None
        self.editor: QDialog | None = None
        self.report: QMessageBox | None = None
        """The box that said what an Import or Export could not do, the last one."""
        self._choices: list[Choice] = []
        self._rated: dict[tuple[object, ...], Difficulty] = {}

    def choices(self) -> tuple[list[Choice], list[str]]:
        """The layouts at the board-size setting (those that hold pairs), the shipped maps,
        then the player's; and a line for each of their files that is not a map."""
        game = self._keeper.preferences.game
        layouts = [layout_map(layout, game.rows, game.cols) for layout in Layout]
        mine, problems = folder_maps(self.folder)
        return [
            *(Choice(m, layout=True) for m in layouts if m.tiles >= 2 and m.tiles % 2 == 0),
            *(Choice(m) for m in shipped_maps()),
            *(Choice(m, mine=True) for m in mine),
        ], problems

    def show(self) -> None:
        self._choices, problems = self.choices()
        records = self._records()
        current = _current(self._choices, self._keeper.preferences.game)
        chooser = MapChooser(
            self._choices, records, current, problems, self._dialogs.window, rate=self.difficulty
        )
        chooser.play_requested.connect(lambda index: self.play(self._choices[index]))
        chooser.import_requested.connect(self.import_files)
        chooser.export_requested.connect(lambda index: self.export(self._choices[index]))
        self.chooser = chooser
        self._dialogs.open(chooser)

    def show_editor(self) -> None:
        """The editor, on the map in play (a copy, for a shipped one), else a blank one."""
        from llk.dialogs.map_editor import MapEditor

        editor = MapEditor(
            self.folder, self._keeper.preferences.game.board_map, self._dialogs.window
        )
        editor.play_requested.connect(lambda drawn: self.play(Choice(drawn, mine=True)))
        editor.canvas.spoken.connect(self.spoken)
        self.editor = editor
        self._dialogs.open(editor)

    def difficulty(self, game_map: GameMap) -> Difficulty:
        """``game_map``'s difficulty with the faces and shift mode the player's game would
        take on it (`GameSettings.on_map`; level 1's in a run), measured once a session
        (`map_difficulty`: a tenth of a second on the biggest map)."""
        played = self._keeper.preferences.game.on_map(game_map)
        key = (game_map.key, game_map.rows, game_map.cols, played.gravity, played.kinds)
        if key not in self._rated:
            self._rated[key] = map_difficulty(game_map, played.gravity, played.kinds)
        return self._rated[key]

    def _records(self) -> dict[str, MapRecord]:
        statistics = self._statistics.statistics
        return map_records(statistics.boards, statistics.recent)

    def play(self, choice: Choice, seed: int | None = None) -> None:
        """A new game on ``choice`` (game ``seed``, if given), asking first, as New Game
        does, when one is in play: No (or Esc, or closing the box) keeps the game and the
        settings as they were."""
        question = self.tr("Give up the game in progress and play {0}?").format(choice.title)
        if not self._may_leave(question):
            return
        preferences = self._keeper.preferences  # "don't ask again" may have changed them
        self._keeper.change(replace(preferences, game=settings_for(preferences.game, choice)))
        self._game.new_game(seed)

    def undealt(self) -> None:
        """The map chosen had no deal (`GameController.undealt`, which the window says):
        the choice goes back to the layout, so no later New Game or start meets it."""
        preferences = self._keeper.preferences
        if preferences.game.board_map is not None:
            self._keeper.change(replace(preferences, game=preferences.game.off_map()))

    def import_files(self, paths: list[Path] | None = None) -> None:
        """Copy map files (asked for when not given) into the player's folder, then list
        the choices again with what came in, and a line for each file that did not."""
        if paths is None:
            names, _ = QFileDialog.getOpenFileNames(
                self.chooser, self.tr("Import Maps"), "", self.tr("LLK maps (*.llkmap)")
            )
            paths = [Path(name) for name in names]
        imported, problems = import_maps(self.folder, paths)
        self._choices, unread = self.choices()
        if self.chooser is not None:
            keys = [c.game_map.key for c in self._choices]
            current = keys.index(imported[-1].key) if imported else self.chooser.chosen()
            records = self._records()
            self.chooser.set_choices(self._choices, records, current, unread)
        if problems:
            self._say(self.tr("Import Maps"), problems)

    def export(self, choice: Choice, path: Path | None = None) -> str | None:
        """Write ``choice``'s map to a file (asked for when not given); what went wrong."""
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self.chooser,
                self.tr("Export Map"),
                choice.game_map.key.rsplit("/", 1)[-1] + MAP_SUFFIX,
                self.tr("LLK maps (*.llkmap)"),
            )
            if not name:
                return None
            path = Path(name)
        problem = export_map(choice.game_map, path)
        if problem is not None:
            self._say(self.tr("Export Map"), [problem])
        return problem

    def _say(self, title: str, problems: list[str]) -> None:
        """Tell ``problems`` in a box over the chooser, where the player looks: one line
        each (their files named), not a note under the list."""
        parent = self.chooser or self._dialogs.window
        box = QMessageBox(QMessageBox.Icon.Warning, title, "\n".join(problems), parent=parent)
        box.open()
        self.report = box


def settings_for(game: GameSettings, choice: Choice) -> GameSettings:
    """``game`` on ``choice``: on its map, or on its layout with no more kinds than it holds
    pairs."""
    if not choice.layout:
        return game.on_map(choice.game_map)
    pairs = choice.game_map.tiles // 2
    return replace(
        game, board_map=None, layout=Layout(choice.game_map.key), kinds=min(game.kinds, pairs)
    )


def _current(choices: list[Choice], game: GameSettings) -> int:
    """The index of the choice ``game`` plays now (0 when it is gone)."""
    wanted = game.layout.value if game.board_map is None else game.board_map.key
    for index, choice in enumerate(choices):
        if choice.game_map.key == wanted and choice.layout == (game.board_map is None):
            return index
    return 0
