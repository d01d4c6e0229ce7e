"""The player's actions as QActions, shared by menus, buttons, shortcuts and the help page.

Each action carries its shortcut, a one-line description (its status tip) and its
name (`action_name`), so the How to Play page, its key list and the status bar
call it what the menu calls it. The game actions' enabled state comes from
`llk.model.status.action_states` only.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from llk.model.changes import Changes
from llk.model.game.settings import GameSettings
from llk.model.records.preferences import Language, Preferences
from llk.model.status import ActionStates
from llk.view.labels import language_name

NAME = "llk_name"
"""The action's property that holds its name."""
SPENDS = "llk_spends"
"""The action's property, True when it uses up something the player has only a few of
(a hint, a refresh) or that costs points: its key of one letter asks to be pressed twice
(`llk.view.access.letter_keys`)."""


def plain(text: str) -> str:
    """A menu text as a name to read: without its accelerator (``Re&do``, or ``重做(&D)``
    as Chinese writes it) or a trailing ellipsis."""
    text = re.sub(r"\s*\(&[^&]\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def action_name(action: QAction) -> str:
    """The action's one name, its menu text as first made (without the counts and the
    stop or resume wording it takes on while playing): what How to Play, the key list
    and the status bar call it."""
    return str(action.property(NAME))


def _zoom_keys(standard: QKeySequence.StandardKey, *more: str) -> list[QKeySequence]:
    """The platform's keys for a zoom (Ctrl++ and the keyboard's Zoom In key), then
    ``more`` (Ctrl+=: Ctrl++ without Shift on keyboards that have + over =)."""
    keys = QKeySequence.keyBindings(standard)
    return [*keys[:1], *map(QKeySequence, more), *keys[1:]]


class _ActionSet(QObject):
    """A named group of actions; `all` lists them in creation order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._made: list[QAction] = []

    def _action(
        self,
        name: str,
        text: str,
        shortcut: str = "",
        describe: str = "",
        checkable: bool = False,
        spends: bool = False,
    ) -> QAction:
        """A new action; one that ``spends`` something scarce repeats not while its key is
        held, and asks for its key twice (`SPENDS`)."""
        action = QAction(text, self)
        action.setObjectName(name)
        action.setProperty(NAME, plain(text))
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(describe)
        if describe:
            action.setToolTip(describe)  # a side panel button says it too (Show Me its price)
        action.setCheckable(checkable)
        action.setProperty(SPENDS, spends)
        action.setAutoRepeat(not spends)
        self._made.append(action)
        return action

    def all(self) -> list[QAction]:
        return list(self._made)


class GameActions(_ActionSet):
    """New, restart, numbered and daily game, maps, versus, racing online, campaign,
    achievements, pause, hint, show me, refresh, undo, undo to winnable, next level, redo,
    winnable, aim in a race, scores, statistics, quit."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.new_game = self._action(
            "new_game", self.tr("&New Game"), "Ctrl+N", self.tr("Start a new game.")
        )
        self.restart = self._action(
            "restart", self.tr("&Restart Same Deal"), "F5", self.tr("Restart the same deal.")
        )
        self.play_number = self._action(
            "play_number",
            self.tr("Play Game N&umber…"),
            describe=self.tr("Play a game by its number."),
        )
        self.daily_game = self._action(
            "daily_game",
            self.tr("&Daily Game"),
            "Ctrl+D",
            self.tr("Play today's game: the same deal for every player today."),
        )
        self.choose_map = self._action(
            "choose_map",
            self.tr("Choose &Map…"),
            "Ctrl+M",
            self.tr("Pick a layout or a map, yours included, and play it."),
        )
        self.map_editor = self._action(
            "map_editor",
            self.tr("Map &Editor…"),
            "Ctrl+E",
            self.tr("Draw a map of your own, and see as you paint whether it deals fair."),
        )
        self.versus = self._action(
            "versus",
            self.tr("&Versus…"),
            "Ctrl+R",
            self.tr("Race computer players on copies of your board, QQ style, with props."),
        )
        self.race_online = self._action(
            "race_online",
            self.tr("Race &Online…"),
            describe=self.tr("Race people on their own computers, at a table on an XMPP server."),
        )
        self.campaign = self._action(
            "campaign",
            self.tr("&Campaign…"),
            "Ctrl+L",
            self.tr("Play the campaign: five chapters of levels, with stars to win."),
        )
        self.achievements = self._action(
            "achievements",
            self.tr("&Achievements…"),
            "Ctrl+A",
            self.tr("Show the achievements, those earned and those still to earn."),
        )
        self.pause = self._action(
            "pause", self.tr("&Pause"), "P", self.tr("Pause or resume."), checkable=True
        )
        self.hint = self._action(
            "hint", self.tr("&Hint"), "H", self.tr("Show a hint."), spends=True
        )
        self.show_me = self._action(
            "show_me",
            self.tr("Show &Me"),
            "S",
            self.tr(
                "Watch the solver play from here; it costs one hint for each pair it "
                "removes. Press again, click or press Esc to take over."
            ),
            spends=True,
        )
        self.refresh = self._action(
            "refresh",
            self.tr("&Refresh"),
            "R",
            self.tr("Shuffle the tiles that are left."),
            spends=True,
        )
        self.undo = self._action("undo", self.tr("&Undo"), "Ctrl+Z", self.tr("Undo the last pair."))
        self.undo_to_winnable = self._action(
            "undo_to_winnable",
            self.tr("Undo to Winna&ble"),
            "U",
            self.tr("Once the board can no longer be cleared: take back the moves since it could."),
            spends=True,
        )
        self.next_level = self._action(
            "next_level", self.tr("Next &Level"), "Return", self.tr("Go on to the next level.")
        )
        self.next_level.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
        self.redo = self._action(
            "redo", self.tr("Re&do"), "Ctrl+Shift+Z", self.tr("Redo the pair you took back.")
        )
        self.winnable = self._action(
            "winnable",
            self.tr("Still &Winnable?"),
            "W",
            self.tr("Ask whether the board can still be cleared."),
        )
        self.aim = self._action(
            "aim",
            self.tr("A&im at Next Rival"),
            "A",
            self.tr(
                "In a race: aim your props on an opponent at the next rival, and after the "
                "last at the race's own choice again."
            ),
        )
        self.aim.setEnabled(False)  # while a race is on (the wiring's)
        self.high_scores = self._action(
            "high_scores", self.tr("High &Scores…"), "Ctrl+H", self.tr("Show the high scores.")
        )
        self.statistics = self._action(
            "statistics",
            self.tr("S&tatistics…"),
            "Ctrl+T",
            self.tr("Show the statistics of your games."),
        )
        self.quit = self._action("quit", self.tr("&Quit"), "Ctrl+Q", self.tr("Quit the game."))
        self.apply(ActionStates())  # nothing to act on until the first deal

    def follow(self, changes: Changes) -> None:
        """Take on the action states ``changes`` brings, if it brings them."""
        if changes.actions is not None:
            self.apply(changes.actions)

    def apply(self, states: ActionStates) -> None:
        """Enable what is possible now and show the counts left."""
        self.hint.setEnabled(states.hint)
        self.refresh.setEnabled(states.refresh)
        self.show_me.setEnabled(states.show_me)
        self.show_me.setData(states.offer_show_me)  # the side panel shows it only then
        self.show_me.setProperty(SPENDS, not states.showing)  # stopping it costs nothing
        self.undo.setEnabled(states.undo)
        back = states.undo_to_winnable
        self.undo_to_winnable.setEnabled(back > 0)
        self.undo_to_winnable.setToolTip(  # the count there, not in its name: no wider panel
            self.tr("Take back the %n move(s) since the board could last be cleared.", "", back)
            if back
            else self.undo_to_winnable.statusTip()
        )
        self.redo.setEnabled(states.redo)
        self.winnable.setEnabled(states.winnable)
        self.next_level.setEnabled(states.next_level)
        self.pause.setEnabled(states.pause)
        self.pause.setChecked(states.paused)
        for action, text in self.texts(states).items():
            action.setText(text)

    def texts(self, states: ActionStates) -> dict[QAction, str]:
        """The words of the actions whose words follow ``states``: the counts left,
        Show Me or Stop, Pause or Resume."""
        return {
            self.hint: self.tr("&Hint ({0})").format(states.hints_left),
            self.refresh: self.tr("&Refresh ({0})").format(states.refreshes_left),
            self.show_me: self.tr("Stop Show &Me") if states.showing else self.tr("Show &Me"),
            self.pause: self.tr("Resume") if states.paused else self.tr("&Pause"),
        }

    def resume_key(self) -> str:
        """What the player presses to play on after a pause: the pause's key as this
        platform writes it, or, while its key of one letter is switched off, the words of
        the Resume button."""
        keys = self.pause.shortcut()
        if keys.isEmpty():
            return self.tr("Resume")
        return keys.toString(QKeySequence.SequenceFormat.NativeText)

    def widest_texts(self) -> dict[QAction, list[str]]:
        """Every text `texts` gives while an action can act, its counts at their largest
        (99 hints): the room the side panel keeps, so that no count moves the board. O(1)."""
        most = int(max(GameSettings.range_of("hints")[1], GameSettings.range_of("refreshes")[1]))
        found: dict[QAction, list[str]] = {}
        for flag in (False, True):
            states = ActionStates(
                hints_left=most, refreshes_left=most, undo_to_winnable=1, showing=flag, paused=flag
            )
            for action, text in self.texts(states).items():
                found.setdefault(action, []).append(text)
        return found


class MenuActions(_ActionSet):
    """Settings, view and help: preferences, sound, language, zoom, the Tell Me keys
    (`llk.view.access.state_teller`), how to play, about."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.preferences = self._action(
            "preferences", self.tr("&Preferences…"), "Ctrl+,", self.tr("Open the preferences.")
        )
        self.sound = self._action("sound", self.tr("&Sound"), checkable=True)
        self.languages = QActionGroup(self)
        self.language: dict[Language, QAction] = {}
        for language in Language:
            action = self._action(f"language_{language}", language_name(language), checkable=True)
            action.setData(language.value)
            self.languages.addAction(action)
            self.language[language] = action
        self.zoom_in = self._action(
            "zoom_in",
            self.tr("Zoom &In"),
            describe=self.tr("Show the board bigger (Ctrl and the wheel over the board zoom too)."),
        )
        self.zoom_in.setShortcuts(_zoom_keys(QKeySequence.StandardKey.ZoomIn, "Ctrl+="))
        self.zoom_out = self._action(
            "zoom_out", self.tr("Zoom &Out"), describe=self.tr("Show the board smaller.")
        )
        self.zoom_out.setShortcuts(_zoom_keys(QKeySequence.StandardKey.ZoomOut))
        self.zoom_fit = self._action(
            "zoom_fit",
            self.tr("&Fit Board"),
            "Ctrl+0",
            self.tr("Show the whole board in the window again."),
        )
        self._tell_me()
        self.how_to_play = self._action(
            "how_to_play", self.tr("&How to Play"), "F1", self.tr("Open the How to Play page.")
        )
        self.about = self._action("about", self.tr("&About LLK"))

    def _tell_me(self) -> None:
        """The keys that say the game's state (View ▸ Tell Me): Ctrl+Shift and a letter,
        so that none is a bare letter typed by chance, nor a screen reader's key."""
        self.say_score = self._action(
            "say_score",
            self.tr("Say &Score"),
            "Ctrl+Shift+S",
            self.tr("Say the score (and your place in a race)."),
        )
        self.say_time = self._action(
            "say_time", self.tr("Say &Time Left"), "Ctrl+Shift+T", self.tr("Say the time left.")
        )
        self.say_tiles = self._action(
            "say_tiles",
            self.tr("Say Tiles &Left"),
            "Ctrl+Shift+L",
            self.tr("Say how many tiles are left."),
        )
        self.say_level = self._action(
            "say_level",
            self.tr("Say Le&vel"),
            "Ctrl+Shift+V",
            self.tr("Say the level and how its tiles shift."),
        )
        self.say_pairs_free = self._action(
            "say_pairs_free",
            self.tr("Say Pairs &Free"),
            "Ctrl+Shift+F",
            self.tr("Say how many pairs could be removed now (not where: that is a hint)."),
        )
        self.say_selection = self._action(
            "say_selection",
            self.tr("Say &Picked Tile"),
            "Ctrl+Shift+P",
            self.tr("Say the tile picked, and where it stands."),
        )
        self.say_winnable = self._action(
            "say_winnable",
            self.tr("Say Still &Winnable?"),
            "Ctrl+Shift+W",
            self.tr("Ask whether the board can still be cleared, and say the answer."),
        )

    def tell_me(self) -> list[QAction]:
        """The Tell Me actions, in menu order."""
        return [
            self.say_score,
            self.say_time,
            self.say_tiles,
            self.say_level,
            self.say_pairs_free,
            self.say_selection,
            self.say_winnable,
        ]

    def apply_preferences(self, preferences: Preferences) -> None:
        """Tick the sound and language the player chose."""
        self.sound.setChecked(preferences.sound)
        self.language[preferences.language].setChecked(True)
