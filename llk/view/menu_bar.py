"""The menu bar: Game, View, Settings and Help, built from the shared actions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from llk.view.actions import GameActions, MenuActions


def build_menus(window: QMainWindow, game: GameActions, menu: MenuActions) -> None:
    bar = window.menuBar()
    game_menu = bar.addMenu(QCoreApplication.translate("MenuBar", "&Game"))
    for group in (
        (
            game.new_game,
            game.restart,
            game.play_number,
            game.daily_game,
            game.choose_map,
            game.map_editor,
            game.versus,
            game.race_online,
            game.campaign,
        ),
        (game.next_level, game.pause, game.hint, game.refresh, game.undo, game.redo),
        (game.winnable, game.show_me, game.undo_to_winnable, game.aim),
        (game.high_scores, game.statistics, game.achievements),
        (game.quit,),
    ):
        game_menu.addActions(list(group))
        game_menu.addSeparator()
    game_menu.removeAction(game_menu.actions()[-1])
    view_menu = bar.addMenu(QCoreApplication.translate("MenuBar", "&View"))
    view_menu.addActions([menu.zoom_in, menu.zoom_out, menu.zoom_fit])
    view_menu.addSeparator()
    tell_menu = view_menu.addMenu(QCoreApplication.translate("MenuBar", "&Tell Me"))
    tell_menu.addActions(menu.tell_me())
    settings_menu = bar.addMenu(QCoreApplication.translate("MenuBar", "&Settings"))
    settings_menu.addAction(menu.preferences)
    settings_menu.addAction(menu.sound)
    language_menu = settings_menu.addMenu(QCoreApplication.translate("MenuBar", "&Language"))
    language_menu.addActions(list(menu.language.values()))
    help_menu = bar.addMenu(QCoreApplication.translate("MenuBar", "&Help"))
    help_menu.addAction(menu.how_to_play)
    help_menu.addSeparator()
    help_menu.addAction(menu.about)
