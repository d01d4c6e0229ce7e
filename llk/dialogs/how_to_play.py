"""The How to Play page: the rules, drawn examples, the helpers, scoring, shifts, maps
and their special tiles (`llk.dialogs.special_tiles_help`), and keys.

It describes the player's own settings (time limit, shift mode, hints...), and
every number in it is read from the model, never typed in. The key table is built
from the actions themselves, so a new shortcut cannot be missing from it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QDir, QLocale, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from llk.dialogs.about import app_icon
from llk.dialogs.help_page import HelpPage
from llk.dialogs.special_tiles_help import add_special_tiles
from llk.model import Board, GameSettings, Point
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT, STUCK_S
from llk.model.game.level_clock import CUT_PERCENT, FLOOR_PERCENT, level_time
from llk.model.game.level_orders import LEVEL_ORDER, LEVEL_ORDERS
from llk.model.game.scoring import BASE_POINTS, MAX_COMBO, UNDO_PENALTY
from llk.model.limits import MAX_LEVEL
from llk.store.data_files import player_map_folder
from llk.view.actions import action_name
from llk.view.board.board_view import keyboard_help, same_faces_key
from llk.view.board.tile_art import TileArt
from llk.view.campaign_labels import ASSISTED_MARK
from llk.view.labels import map_title, shift_sentence
from llk.view.link_picture import LinkPicture
from llk.view.race_panel import AIM_MARK
from llk.view.screen_fit import resize_within_screen

_EXAMPLE_COLUMNS = 3


@dataclass(frozen=True)
class Example:
    """A tiny board and the two tiles to join; 0 is an empty cell."""

    rows: tuple[tuple[int, ...], ...]
    a: Point
    b: Point

    def board(self) -> Board:
        return Board.from_rows(self.rows)


STRAIGHT = Example(((12, 26, 41, 17), (3, 0, 0, 3), (35, 8, 21, 30)), (1, 0), (1, 3))
ONE_TURN = Example(((23, 0, 0, 0), (4, 46, 13, 0), (38, 29, 7, 23)), (0, 0), (2, 3))
TWO_TURNS = Example(((20, 9, 44, 33), (0, 0, 0, 0), (27, 16, 5, 20)), (0, 0), (2, 3))
RING = Example(((1, 14, 32, 1), (10, 25, 40, 6), (36, 19, 45, 2)), (0, 0), (0, 3))
THREE_TURNS = Example(((11, 13, 42, 24), (15, 0, 0, 34), (47, 39, 0, 13)), (0, 1), (2, 3))
EXAMPLES = (STRAIGHT, ONE_TURN, TWO_TURNS, RING, THREE_TURNS)
"""In the order the page shows them: straight, one turn, two turns, ring, refused."""


def _number(value: float) -> str:
    """A setting's value as the user's locale writes it: 3, 1, 0.5."""
    if float(value).is_integer():
        return QLocale().toString(int(value))
    return QLocale().toString(float(value), "g", 6)


def _keys(action: QAction) -> list[str]:
    """An action's shortcuts as this platform writes them (Ctrl+Z, or ⌘Z on macOS)."""
    native = QKeySequence.SequenceFormat.NativeText
    return [sequence.toString(native) for sequence in action.shortcuts()]


def _pressed(action: QAction) -> str:
    """What the player presses for ``action``: its keys, or, while it has none (its key of
    one letter switched off), its name, the words of its button and menu item."""
    return ", ".join(_keys(action)) or action_name(action)


class HowToPlayDialog(QDialog):
    """The whole page, for ``settings`` (the player's), with the keys of ``actions``."""

    def __init__(
        self,
        art: TileArt,
        settings: GameSettings,
        actions: Sequence[QAction],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("how_to_play")
        self.setWindowTitle(self.tr("How to Play"))
        resize_within_screen(self, 640, 720)
        self.page = HelpPage()
        by_name = {action.objectName(): action for action in actions}
        self._add_rules(settings)
        self._add_examples(art)
        self._add_helpers(settings, by_name)
        self._add_scoring(settings)
        self._add_tables()
        self._add_shifts(settings)
        self._add_maps(settings)
        self.special_pictures = add_special_tiles(self.page, art)
        self._add_versus(by_name["aim"])
        self._add_online()
        self._add_campaign()
        self._add_access()
        self.page.heading(self.tr("Keyboard"))
        self.page.key_table(self._key_rows(actions))
        self.page.paragraph(
            self.tr(
                "A key of one letter or digit that uses up something you have few of (a "
                "hint, a refresh, Show Me, Undo to Winnable, a prop) asks first: the status "
                "line and the screen reader say what pressing it again uses; any other key "
                "lets it be. The menu item and the button act at once. Settings ▸ "
                "Preferences… ▸ Keyboard turns every key of one letter or digit off; then "
                "only the keys with Ctrl or F work, and the table above lists only those."
            )
        )
        self.page.paragraph(
            self.tr(
                "Sound cues, in the Preferences, let you play without looking: each pick, "
                "mismatch, pair removed and hint has a sound of its own, the clock beeps "
                "once at 30 s left and three times at 10 s, and the keyboard cursor knocks "
                "when it wraps round an edge and ticks on an empty cell."
            )
        )
        self.page.column.addStretch(1)
        self._add_frame()

    def text(self) -> str:
        """All the page's text, for tests and searching."""
        return self.page.text()

    # --- sections ---------------------------------------------------------------

    def _add_rules(self, settings: GameSettings) -> None:
        title_row = QHBoxLayout()
        title_row.addWidget(app_icon(48))
        title = QLabel(self.tr("How to play 连连看"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        title.setFont(font)
        title_row.addWidget(title, 1)
        self.page.column.addLayout(title_row)
        self.page.paragraph(
            self.tr(
                "Click two tiles with the same picture. They vanish when a line with at most "
                "three straight segments (at most two turns) joins them through empty cells. "
                "The line may also run along the empty ring around the board."
            )
        )
        if settings.timed:
            clock = self.tr(
                "Clear the whole board before the time runs out. A game on this board starts "
                "with %n second(s) on the clock, and every pair you remove adds {0} s. The "
                "clock waits for your first move, and stops while a window covers the board.",
                "",
                settings.time_limit_s,
            ).format(_number(settings.time_bonus_s))
        else:
            clock = self.tr("Clear the whole board. Your games are untimed: take your time.")
        self.page.paragraph(clock)

    def _add_examples(self, art: TileArt) -> None:
        self.page.heading(self.tr("Which pairs link"))
        self.examples = [LinkPicture(art, e.board(), (e.a, e.b)) for e in EXAMPLES]
        captions = [
            (
                self.tr("Straight"),
                self.tr("Nothing stands between the two tiles, so a straight line joins them."),
            ),
            (self.tr("One turn"), self.tr("The line bends once to get around the other tiles.")),
            (
                self.tr("Two turns"),
                self.tr("Three straight segments are the most a line may have."),
            ),
            (
                self.tr("Around the edge"),
                self.tr("The line may leave the board and run along the empty ring around it."),
            ),
            (
                self.tr("No link"),
                self.tr("Every line between these two tiles would need three turns: one too many."),
            ),
        ]
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(14)
        for i, (picture, (name, text)) in enumerate(zip(self.examples, captions, strict=True)):
            grid.addWidget(
                self.page.picture_card(picture, name, text), *divmod(i, _EXAMPLE_COLUMNS)
            )
        self.page.column.addLayout(grid)

    def _add_helpers(self, settings: GameSettings, actions: dict[str, QAction]) -> None:
        """What each helper does, under the name its action has in the menu."""
        self.page.heading(self.tr("When you are stuck"))
        pause = _pressed(actions["pause"])
        rows = [
            (
                "hint",
                self.tr(
                    "Highlights a pair you can remove and shows its line. "
                    "You get %n hint(s) per game.",
                    "",
                    settings.hints,
                ),
            ),
            (
                "show_me",
                self.tr(
                    "The solver plays on from where you are, pair by pair, and you watch. "
                    "Each pair it removes costs one hint, and it stops when your hints run "
                    "out; it needs the solver to have found a way, and the button appears "
                    "when you have not removed a pair for %n second(s). Press {0} again, "
                    "click the board or press Esc to take over. The clock keeps running; "
                    "its pairs earn no points, no time and no combo.",
                    "",
                    int(STUCK_S),
                ).format(_pressed(actions["show_me"])),
            ),
            (
                "refresh",
                self.tr(
                    "Shuffles the tiles that are left. You get %n refresh(es) per game. "
                    "When no move is left at all, the game shuffles for you, free of charge.",
                    "",
                    settings.refreshes,
                ),
            ),
            (
                "pause",
                self.tr("Stops the clock and hides the board until you press {0} again.").format(
                    pause
                ),
            ),
            (
                "undo",
                self.tr(
                    "Puts the last pair back. It costs the points that pair earned plus "
                    "%n more point(s), and the combo starts again.",
                    "",
                    UNDO_PENALTY,
                ),
            ),
            (
                "redo",
                self.tr("Takes the pair away again, for the points it first earned."),
            ),
            (
                "undo_to_winnable",
                self.tr(
                    "When the board can no longer be cleared, the status bar says how many "
                    "moves ago it still could, and this undoes all of them at once (each "
                    "costs what an undo costs)."
                ),
            ),
        ]
        self.page.key_table(
            [(_keys(actions[name]), action_name(actions[name]), text) for name, text in rows]
        )
        self.page.paragraph(
            self.tr(
                "To see where the tiles like one are, hold the right mouse button on it, or "
                "hold {0} with the keyboard cursor on it: every tile of that face lights up "
                "while you hold."
            ).format(same_faces_key())
        )
        self.page.paragraph(
            self.tr(
                "Pairs free, in the side panel, counts the pairs you could remove now. A pick "
                "that fails flashes its two tiles and shakes them (unless motion is reduced "
                "in the Preferences), and the status bar says why."
            )
        )

    def _add_scoring(self, settings: GameSettings) -> None:
        self.page.heading(self.tr("Scoring"))
        items = [
            self.tr("Each pair is worth %n point(s), multiplied by your combo.", "", BASE_POINTS),
            self.tr(
                "Remove the next pair within {0} s of the last one and the combo grows by "
                "one, up to ×{1}. Wait longer and it starts again at ×1."
            ).format(_number(settings.combo_window_s), _number(MAX_COMBO)),
        ]
        if settings.timed:
            items += [
                self.tr("Each pair also adds {0} s to the clock.").format(
                    _number(settings.time_bonus_s)
                ),
                self.tr(
                    "Clear the board and every second left on the clock earns %n point(s).",
                    "",
                    POINTS_PER_SECOND_LEFT,
                ),
            ]
        self.page.bullets(items)

    def _add_tables(self) -> None:
        """What counts in High Scores and the statistics (`llk.model.records.endings`)."""
        self.page.heading(self.tr("High Scores and statistics"))
        self.page.bullets(
            [
                self.tr(
                    "Every board size, layout, shift mode and pace has its own table of the "
                    "ten best scores: an untimed game only meets untimed ones."
                ),
                self.tr(
                    "A game won counts with its score. A run of levels is one game: when the "
                    "clock ends it, its whole score counts; given up for another game, only "
                    "the points of the levels it cleared count, so giving up never pays "
                    "better than playing on. A single game lost or given up does not count. "
                    "A race counts only when you win it. A run's row holds the time and the "
                    "hints of all its levels."
                ),
                self.tr(
                    "The daily game has a table of its own for each day, and only its first "
                    "game counts: played again (won or lost once already), it enters no "
                    "table, and says so as it starts."
                ),
                self.tr(
                    "Your name is asked only for a score that will stand in its table; the "
                    "question before giving a game up says whether its score will."
                ),
                self.tr(
                    "The statistics count every game once, when it ends, and a board's best "
                    "score there is the best of its table. A run of levels is never won: it "
                    "counts apart from single games, with the level it reached and its "
                    "levels won (the levels cleared of the levels played, each run playing "
                    "one it does not clear)."
                ),
                self.tr(
                    "Esc never throws a game away: on the question at start it resumes the "
                    "unfinished game, on the others it keeps the game in play."
                ),
            ]
        )

    def _add_versus(self, aim: QAction) -> None:
        self.page.heading(self.tr("Versus"))
        self.page.paragraph(
            self.tr(
                "Game ▸ Versus… (or llk --versus N) races you against 1 to 5 computer "
                "players, each on a copy of your board: the first to clear it wins. When "
                "the time runs out, places go by pairs removed. Their boards show live on "
                "the left; the crown marks the leader."
            )
        )
        self.page.bullets(
            [
                self.tr(
                    "QQ's rule (on unless you turn it off): a player who removes nothing "
                    "for 30 seconds is out. Pause holds every player."
                ),
                self.tr(
                    "Each combo of 5 earns a prop, 3 at most: keys 1, 2 and 3 use them, "
                    "each pressed twice. Compass, Rearrange, Bomb and Hourglass help you; "
                    "Mirror, Blocks, Freeze and Ban hit the rival you aimed at, else the one "
                    "with the dashed frame. Aim with a click on a rival's card, with Game ▸ "
                    "Aim at Next Rival ({0}), which goes round the rivals and says each, or "
                    "with Tab to a card and Space. The card your props will hit has a {1}: "
                    "with a solid frame if you aimed there, dashed if it is the race's choice."
                ).format(", ".join(_keys(aim)) or self.tr("no key"), AIM_MARK.strip()),
                self.tr(
                    "Whom a prop hits, unless a card is clicked: whoever hit its user "
                    "last, while they still race; else the nearest player in the "
                    "standings, the one just ahead before the one just behind. So the "
                    "leader is hit by those close behind, not by everyone."
                ),
                self.tr(
                    "Undo works as in a single game and costs the same, but never takes "
                    "back a rival's prop: a mirror or blocks on your board end your undo "
                    "history there."
                ),
                self.tr(
                    "The computer players follow rules you can count on: a bomb at once, a "
                    "prop on an opponent as above, an hourglass under 20 s left, a "
                    "rearrange when they see no pair. Beginners pick pairs at random now "
                    "and then and refresh when they see one pair or none."
                ),
                self.tr(
                    "Even plays at your own median pace on the board, from your statistics. "
                    "Your versus rating moves with each race, against each strength."
                ),
            ]
        )

    def _add_online(self) -> None:
        self.page.heading(self.tr("Racing people online"))
        self.page.paragraph(
            self.tr(
                "Game ▸ Race Online… races up to five people at their own computers, at a "
                "table on an XMPP server: use the account you have on any server with group "
                "chat (name@server.org), or make one from LLK where the server allows it. "
                "It needs LLK's online extra; the menu item says how to add it."
            )
        )
        self.page.bullets(
            [
                self.tr(
                    "The host makes a table and sends its code to the others; each pastes "
                    "the code, joins, and says they are ready. The host may fill empty "
                    "seats with computer players, and starts the race."
                ),
                self.tr(
                    "Or the host clicks Invite… at the table and ticks contacts who are "
                    "online (those in the account's contact list). Whoever waits in Race "
                    'Online (Wait for Invitations) sees "NAME invites you to a race" and '
                    "clicks Join; in another chat program, the invitation holds the code."
                ),
                self.tr(
                    "After the results the table stays open: Race Again (or Race Online…) "
                    "brings it back, everyone says again they are ready, and the host "
                    "starts the next race. A race online does not move your Versus rating."
                ),
                self.tr(
                    "The host's computer is the referee: it checks every move, and only "
                    "what it accepted counts. A network race has no pause."
                ),
                self.tr(
                    "Lost the connection? The game reconnects by itself and you race on "
                    "with nothing lost; QQ's rule puts out a racer away for 30 seconds. "
                    "If the host leaves, the race ends with the places so far."
                ),
                self.tr(
                    "Your password stays in your desktop's keyring if you ask, and is "
                    "never written to a file; without a keyring it is asked each time."
                ),
            ]
        )

    def _add_campaign(self) -> None:
        self.page.heading(self.tr("Campaign"))
        self.page.paragraph(
            self.tr(
                "Game ▸ Campaign… (or llk --campaign) opens the level map: five chapters "
                "of twelve levels, each bringing something new, level 12 a boss. A level "
                "cleared opens the next and earns 1 to 3 stars: 3 without a hint at 2 s a "
                "pair or better, 2 with at most one hint at 3.5 s a pair; two thirds of a "
                "chapter's stars open the next chapter. Game ▸ Achievements… lists the "
                "feats that earn a note over the board."
            )
        )
        self.page.paragraph(
            self.tr(
                "Need more time? Settings ▸ Preferences… ▸ Campaign clock gives every level "
                "half as long again (relaxed) or no clock at all (untimed), its high scores "
                "in the table of that pace. The stars still go by the level's own clock, so "
                "the assist makes no star cheaper; stars earned "
                "only with it are marked {0} on the level map, and they open chapters like "
                "any others."
            ).format(ASSISTED_MARK)
        )

    def _add_access(self) -> None:
        """Playing without the mouse, or without seeing the board."""
        self.page.heading(self.tr("Playing by keyboard and screen reader"))
        self.page.bullets(
            [
                self.tr(
                    "The whole game plays from the keyboard: the board has the focus from "
                    "the start, the arrows move the cursor over it (it wraps round the "
                    "edges), Space or Enter picks the tile under it, Esc drops the pick. Tab "
                    "goes between the board and the buttons, and the board shows its cursor "
                    "when the focus comes back to it. The keys of every action are listed "
                    "below."
                ),
                self.tr(
                    "A screen reader (Orca, NVDA, Narrator, VoiceOver) reads the board as a "
                    "table: each cell says its row, its column and what is on it, such as "
                    "“row 2, column 3, banana”, “empty”, “stone” or “hidden” under fog, and "
                    "whether it is selected or hinted. The cell under the cursor is the "
                    "reader's place."
                ),
                self.tr(
                    "The game says what happens, without moving the reader's place: the "
                    "tile picked or unpicked, the pair removed and which tiles slid where (the "
                    "first three, the others counted), what now stands under the cursor, why "
                    "two tiles do not link, a hint's two cells, 30 and 10 seconds left, the "
                    "answer to Still Winnable?, each new game and level, the race's count-in, "
                    "its leaders, the rivals halfway and out, the props, the achievements; "
                    "the result screen is read as it opens. The time bar is read in seconds. "
                    "Settings ▸ Preferences… ▸ Speak game events: through the screen reader "
                    "(Orca 43 and later), directly by the speech service (speech-dispatcher) "
                    "whatever the reader, or off. Each is said once."
                ),
                self.tr(
                    "View ▸ Tell Me says the state when asked, without costing anything: "
                    "the score (in a race, your place too), the time left, the tiles left, "
                    "the level, how many pairs are free (the number only: where they are is "
                    "a hint's job), the tile picked, and whether the board can still be "
                    "cleared. Each has a key of Ctrl+Shift and a letter, listed below."
                ),
                self.tr(
                    "Settings ▸ Preferences… has a high-contrast theme (black, white and "
                    "yellow, with thick tile edges), which “Like the system” chooses when the "
                    "desktop asks for high contrast. Every face differs from the others in "
                    "shape, not only in colour. View ▸ Zoom In shows a big board bigger, "
                    "scrolled to follow the cursor, and the zoom is kept for next time."
                ),
                self.tr(
                    "The Map Editor's grid reads as a table too: the arrows go from cell to "
                    "cell, each read as “row 3, column 4, painted” or “empty”, and Space "
                    "paints or erases the cell, said again with the tile count. Each chart "
                    "of the statistics has a Table tab with its numbers."
                ),
                self.tr(
                    "Each mark on a tile has a line of its own, in every theme: the picked "
                    "tile a solid frame, a hint dashes, two tiles that do not link dashes "
                    "and dots, the tiles of one face dots. The keyboard cursor is a double "
                    "frame inside them, black and white."
                ),
            ]
        )

    def _add_maps(self, settings: GameSettings) -> None:
        self.page.heading(self.tr("Maps"))
        shape = settings.board_map
        if shape is not None:
            self.page.paragraph(
                self.tr(
                    "You are playing the map {0}: %n tile(s) on {1} × {2}.", "", shape.tiles
                ).format(map_title(shape), shape.rows, shape.cols)
            )
        self.page.bullets(
            [
                self.tr(
                    "Game ▸ Choose Map… lists the six layouts (their size is the board size "
                    "in the Preferences), the maps LLK comes with, and your own."
                ),
                self.tr(
                    "Your maps, and the ones you import there, are kept in {0}. A map is "
                    "a plain text file (.llkmap) you can draw in any text editor, share "
                    "or download."
                ).format(QDir.toNativeSeparators(str(player_map_folder()))),
                self.tr(
                    "A map deleted or damaged since never loses a saved game or a score: "
                    "the game resumes, and the tables say the map is missing."
                ),
            ]
        )

    def _add_shifts(self, settings: GameSettings) -> None:
        if not settings.levels:
            self.page.heading(self.tr("Shifts"))
            self.page.paragraph(
                self.tr(
                    "Your games keep one shift mode: {0}. Choose Endless under Shifts in the "
                    "Preferences to play a new mode every level."
                ).format(shift_sentence(settings.gravity))
            )
            return
        self.page.heading(self.tr("Endless"))
        self.page.paragraph(
            self.tr(
                "In Endless the tiles slide after each removal, filling the gaps. "
                "Each level slides them its own way:"
            )
        )
        self.page.bullets(
            [
                self.tr("Level {0}: {1}.").format(_number(level), shift_sentence(name))
                for level, name in enumerate(LEVEL_ORDERS[LEVEL_ORDER], 1)
            ]
        )
        self.page.paragraph(
            self.tr("After level {0} the order starts again from the first.").format(
                _number(len(LEVEL_ORDERS[LEVEL_ORDER]))
            )
        )
        if settings.timed:
            self.page.paragraph(
                self.tr(
                    "Each level's clock starts {0} % shorter than the one before, down to "
                    "{1} % of level 1's ({2} s on this board). The seconds left when you "
                    "clear a level earn points: they do not carry over to the next."
                ).format(
                    _number(CUT_PERCENT),
                    _number(FLOOR_PERCENT),
                    _number(level_time(settings.time_limit_s, MAX_LEVEL)),
                )
            )

    def _key_rows(self, actions: Iterable[QAction]) -> list[tuple[list[str], str, str]]:
        """The board's own keys, then every action that has a shortcut."""
        rows = [(keys, "", text) for keys, text in keyboard_help()]
        rows += [
            (_keys(a), action_name(a), a.statusTip()) for a in actions if not a.shortcut().isEmpty()
        ]
        return rows

    def _add_frame(self) -> None:
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self.page)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A Tab stop, as the arrows and Page Down scroll the page from it: so it is named.
        self.scroll_area.setAccessibleName(self.windowTitle())
        self.scroll_area.setAccessibleDescription(
            self.tr("The arrow keys and Page Up and Page Down scroll the page.")
        )
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 12)
        outer.addWidget(self.scroll_area, 1)
        buttons_row = QHBoxLayout()
        buttons_row.setContentsMargins(12, 0, 12, 0)
        buttons_row.addWidget(self.buttons)
        outer.addLayout(buttons_row)
