"""Show Me from the controller's side: starting it on the game in play, what each of
its pairs costs, and the player taking over however it stopped (see `ShowMePlayer` for how it
plays)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from llk.controller import commands, status_lines
from llk.controller.commands import Command
from llk.controller.show_me_player import ShowMePlayer
from llk.model import Board, Game, Phase, Point
from llk.model.changes import NOTHING_SELECTED, Changes


class ShowMe(QObject):
    """Plays the solver's moves on the game ``game()`` returns through ``play`` (the
    controller's command path, which does not stop the show), and tells through it
    too what starting and stopping changed."""

    def __init__(
        self,
        game: Callable[[], Game | None],
        play: Callable[[Command], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._play = play
        self.player = ShowMePlayer(self._pick, self._board_in_play, parent=self)
        self.player.running_changed.connect(self._running_changed)
        self._hints_before = 0
        """The hints left when the show last started (each pair it plays costs one)."""

    @property
    def running(self) -> bool:
        return self.player.running

    def stop(self) -> None:
        """Stop now (nothing happens if it is not running); the player takes over."""
        self.player.stop()

    def start(self, game: Game) -> Changes | None:
        """Start on ``game`` (each pair it plays costs a hint, see `Game.show_me`); None
        when it cannot (no hint left, no known solution)."""
        moves = game.show_me()
        if moves is None:
            return None
        game.clear_selection()
        self._hints_before = game.helps.hints_left
        self.player.start(game.board, moves, game.gravity)
        message = status_lines.showing(game.helps.hints_left)
        return Changes(selection=NOTHING_SELECTED, show_me=True, message=message)

    def _pick(self, point: Point) -> None:
        """One tile of the show, picked as the player picks; the pair that spent the last
        hint ends the show."""
        self._play(commands.click(point))
        game = self._game()
        playing = game is not None and game.phase is Phase.PLAYING
        if self.running and playing and game is not None and not game.helps.showing:
            self.stop()

    def _board_in_play(self) -> Board | None:
        """The board while the game is in play (what the show checks before each pair)."""
        game = self._game()
        return game.board if game is not None and game.phase is Phase.PLAYING else None

    def _running_changed(self, running: bool) -> None:
        if not running:
            self._play(self._stopped)

    def _stopped(self, game: Game) -> Changes:
        """However the show stopped (its button, S, the menu, Esc, a click, another
        action, the hints running out), the player takes over a clean board: no
        half-played pair stays selected, and is told what the show cost."""
        game.take_over()
        game.clear_selection()
        message = None
        if game.phase is Phase.PLAYING:
            played = self._hints_before - game.helps.hints_left
            message = status_lines.show_me_stopped(played, game.helps.hints_left)
        return Changes(selection=NOTHING_SELECTED, show_me=False, message=message)
