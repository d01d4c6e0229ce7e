"""All signal wiring between the game controller, the actions and the game view."""

from __future__ import annotations

from llk.controller.game_controller import GameController
from llk.menu.actions import GameActions
from llk.view.main_window import MainWindow
from llk.view.sound import SoundBoard


def wire(
    controller: GameController, actions: GameActions, window: MainWindow, sounds: SoundBoard
) -> None:
    """Connect view events to the controller and the controller's signals to the view."""
    board, panel = window.board_view, window.side_panel
    board.cell_clicked.connect(controller.click)
    board.clear_requested.connect(controller.clear_selection)
    actions.new_game.triggered.connect(lambda: controller.new_game())
    actions.restart.triggered.connect(controller.restart)
    actions.pause.triggered.connect(controller.toggle_pause)
    actions.hint.triggered.connect(controller.hint)
    actions.refresh.triggered.connect(controller.refresh)
    actions.undo.triggered.connect(controller.undo)
    actions.redo.triggered.connect(controller.redo)
    actions.quit.triggered.connect(window.close)
    window.new_game_requested.connect(lambda: controller.new_game())
    window.next_level_requested.connect(controller.next_level)
    window.closing.connect(controller.shutdown)
    actions.winnable.triggered.connect(controller.check_winnable)

    controller.game_started.connect(board.show_board)
    controller.board_changed.connect(board.show_board)
    controller.selection_changed.connect(board.set_selection)
    controller.pair_removed.connect(board.remove_pair)
    controller.mismatch.connect(board.flash_mismatch)
    controller.hint_shown.connect(board.show_hint)
    controller.reshuffled.connect(board.animate_shuffle)
    controller.paused_changed.connect(board.set_paused)
    controller.time_changed.connect(panel.show_time)
    controller.stats_changed.connect(panel.show_stats)
    controller.actions_changed.connect(actions.apply)
    controller.message.connect(window.show_message)
    controller.mismatch.connect(lambda _a, _b, reason: window.show_message(reason))
    controller.game_won.connect(lambda score: window.show_end(True, score))
    controller.game_lost.connect(lambda score: window.show_end(False, score))
    controller.level_cleared.connect(window.show_level_cleared)
    controller.winnable_answer.connect(
        lambda verdict: window.show_message(window.winnable_text(verdict))
    )

    controller.selection_changed.connect(lambda cell: sounds.play("select") if cell else None)
    controller.pair_removed.connect(lambda _removal: sounds.play("link"))
    controller.mismatch.connect(lambda *_: sounds.play("mismatch"))
    controller.reshuffled.connect(lambda *_: sounds.play("refresh"))
    controller.game_won.connect(lambda _score: sounds.play("win"))
    controller.level_cleared.connect(lambda *_: sounds.play("win"))
    controller.game_lost.connect(lambda _score: sounds.play("lose"))
