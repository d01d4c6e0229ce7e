"""Game ▸ Race Online…: the player's account, then a table made (its deal picked as the
Versus dialog picks it, `DealChoices`) or joined by its code, and, at the table, its code
to copy and its seats (name, picture, ready); at the host's own table, the computer
players to fill empty seats and Start, once every person seated is ready.

It shows and asks; `llk.flows.online` connects, makes, joins and tells it what happened.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from llk.dialogs.invite import InvitationsBox, invite_button
from llk.dialogs.versus import DealChoices
from llk.model.game.settings import GameSettings
from llk.model.versus.choices import VersusChoices
from llk.model.versus.messages import MAX_RACERS, Seat
from llk.view.board.tile_art import TileArt
from llk.view.theme import as_note
from llk.view.wrapping_label import WrappingLabel

PICTURE_PX = 22
"""A seat's picture, as a rival's card shows it."""
CODE_SHOWN_CHARS = 24
"""The table's code shows this many characters' width, its start (a code runs to 150
and more): the field scrolls, its tooltip and Copy have it whole, and the dialog keeps
the width of its questions."""
PASSING_MS = 4000
"""How long a passing line (`RaceOnlineDialog.show_passing`) stays over the state, as
long as the game's own lines in the status bar."""


class RaceOnlineDialog(QDialog):
    """Race Online, opening with the account ``address`` (and its ``password`` when the
    keyring keeps it; "remember" offered only where ``keyring`` is there) and the deal
    ``choices`` on the Preferences' ``settings``; ``art`` draws the seats' pictures.

    Signals:
        make_asked(): Make Table pressed.
        join_asked(): Join Table pressed.
        start_asked(int): Start pressed by the host, with the number of computer players.
    """

    make_asked = Signal()
    join_asked = Signal()
    start_asked = Signal(int)

    def __init__(
        self,
        address: str,
        password: str | None,
        keyring: bool,
        choices: VersusChoices,
        settings: GameSettings,
        art: TileArt,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("race_online_dialog")
        self.setWindowTitle(self.tr("Race Online"))
        self._art = art
        layout = QVBoxLayout(self)
        intro = WrappingLabel(
            self.tr(
                "Race people on their own computers, at a table on an XMPP server: with your "
                "own account (you@example.org), or one made here."
            )
        )
        layout.addWidget(intro)
        self.deal = DealChoices(choices, settings)
        self._asking = (
            self._account_box(address, password, keyring),
            self._make_box(),
            self._join_box(),
            InvitationsBox(),  # invitations heard (`llk.flows.invitations`)
        )
        self.invitations = self._asking[-1]
        for box in self._asking:
            layout.addWidget(box)
        self.state = WrappingLabel(lines=2)
        self.state.setObjectName("online_state")
        self._state_text = ""
        self._passing = QTimer(self)
        self._passing.setSingleShot(True)
        self._passing.setInterval(PASSING_MS)
        self._passing.timeout.connect(lambda: self._say(self._state_text))
        layout.addWidget(self.state)
        layout.addWidget(self._table_box())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)  # Enter
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.make.clicked.connect(self.make_asked)
        self.join.clicked.connect(self.join_asked)
        self.room.returnPressed.connect(self.make.click)
        self.code.returnPressed.connect(self.join.click)
        if address:
            self.password.setFocus()  # the address is known: the password is asked

    def _account_box(self, address: str, password: str | None, keyring: bool) -> QGroupBox:
        box = QGroupBox(self.tr("Your account"))
        form = QFormLayout(box)
        self.address = QLineEdit(address)
        self.address.setObjectName("online_address")
        self.address.setPlaceholderText(self.tr("you@example.org"))
        form.addRow(self.tr("&Address:"), self.address)
        self.password = QLineEdit(password or "")
        self.password.setObjectName("online_password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Pass&word:"), self.password)
        self.remember = QCheckBox(self.tr("&Remember the password in the keyring"))
        self.remember.setObjectName("online_remember")
        self.remember.setChecked(keyring and password is not None)
        self.remember.setEnabled(keyring)
        form.addRow(self.remember)
        if not keyring:
            note = WrappingLabel(
                self.tr("This desktop has no keyring: the password is asked each time.")
            )
            as_note(note)
            form.addRow(note)
        self.register = QCheckBox(self.tr("Make a &new account on this server"))
        self.register.setObjectName("online_register")
        form.addRow(self.register)
        return box

    def _make_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Make a table"))
        form = QFormLayout(box)
        self.room = QLineEdit()
        self.room.setObjectName("online_room")
        self.room.setPlaceholderText(self.tr("a random name"))
        form.addRow(self.tr("&Table name:"), self.room)
        form.addRow(self.deal)
        self.make = QPushButton(self.tr("&Make Table"))
        self.make.setObjectName("make_table")
        self.make.setAutoDefault(False)
        form.addRow(self.make)
        return box

    def _join_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Join a table"))
        row = QHBoxLayout(box)
        label = QLabel(self.tr("Table co&de:"))
        self.code = QLineEdit()
        self.code.setObjectName("online_code")
        self.code.setPlaceholderText("llk-table:…")
        label.setBuddy(self.code)
        self.join = QPushButton(self.tr("&Join Table"))
        self.join.setObjectName("join_table")
        self.join.setAutoDefault(False)
        row.addWidget(label)
        row.addWidget(self.code, 1)
        row.addWidget(self.join)
        return box

    def _table_box(self) -> QGroupBox:
        """The table, once at one: its code with Copy, and its seats."""
        self.table = QGroupBox(self.tr("The table"))
        self.table.setVisible(False)
        layout = QVBoxLayout(self.table)
        row = QHBoxLayout()
        label = QLabel(self.tr("Its c&ode:"))
        self.shown_code = QLineEdit()
        self.shown_code.setObjectName("table_code")
        self.shown_code.setReadOnly(True)
        width = self.shown_code.fontMetrics().horizontalAdvance("m" * CODE_SHOWN_CHARS)
        self.shown_code.setMinimumWidth(width // 2)
        self.shown_code.setMaximumWidth(width)
        label.setBuddy(self.shown_code)
        self.copy = QPushButton(self.tr("Cop&y"))
        self.copy.setObjectName("copy_code")
        self.copy.setAutoDefault(False)
        self.copy.setToolTip(self.tr("Copy the table's code, to send it to the people you race."))
        self.copy.clicked.connect(self._copy)
        row.addWidget(label)
        row.addWidget(self.shown_code, 1)
        row.addWidget(self.copy)
        self.invite = invite_button()  # the host's contacts invited (`llk.flows.invitations`)
        row.addWidget(self.invite)
        layout.addLayout(row)
        self.seats = QListWidget()
        self.seats.setObjectName("seats")
        self.seats.setAccessibleName(self.tr("Seats"))
        layout.addWidget(self.seats)
        self.waiting = QLabel(self.tr("Waiting for racers…"))
        as_note(self.waiting)
        layout.addWidget(self.waiting)
        self.ready = QCheckBox(self.tr("I am &ready to race"))
        self.ready.setObjectName("online_ready")
        self.ready.setVisible(False)
        layout.addWidget(self.ready)
        layout.addWidget(self._start_box())
        return self.table

    def _start_box(self) -> QWidget:
        """The host's: the computer players filling empty seats (of the strengths the
        Versus dialog was left at), who is not ready yet, and Start."""
        self.starting = QWidget()
        self.starting.setVisible(False)
        form = QFormLayout(self.starting)
        form.setContentsMargins(0, 0, 0, 0)
        self.computers = QSpinBox()
        self.computers.setObjectName("online_computers")
        self.computers.setRange(0, MAX_RACERS - 1)
        self.computers.setAccessibleName(self.tr("Computer players"))
        self.computers.setToolTip(
            self.tr("Computer players fill empty seats, as strong as in the Versus dialog.")
        )
        label = QLabel(self.tr("&Computer players:"))
        label.setBuddy(self.computers)
        row = QHBoxLayout()
        row.addWidget(self.computers)
        row.addStretch(1)
        form.addRow(label, row)
        self.not_ready = WrappingLabel()
        self.not_ready.setObjectName("online_not_ready")
        as_note(self.not_ready)
        form.addRow(self.not_ready)
        self.start = QPushButton(self.tr("&Start Race"))
        self.start.setObjectName("start_race")
        self.start.setAutoDefault(False)
        self.start.clicked.connect(lambda: self.start_asked.emit(self.computers.value()))
        self.computers.valueChanged.connect(self._show_start)
        self._startable, self._people = False, 1
        form.addRow(self.start)
        return self.starting

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.shown_code.text())

    def asking(self, on: bool) -> None:
        """Whether the account and the table can be asked for (not while connecting, nor
        at a table)."""
        for widget in (self.address, self.password, self.register, self.room, self.code):
            widget.setEnabled(on)
        for button in (self.make, self.join):
            button.setEnabled(on)
        self.deal.setEnabled(on)

    def show_state(self, text: str) -> None:
        """Where the link is, in words ("Connecting…"), or what went wrong, in a line
        that holds until the next (over a passing line, if one shows)."""
        self._passing.stop()
        self._state_text = text
        self._say(text)

    def show_passing(self, text: str) -> None:
        """``text`` in the state's line for `PASSING_MS`, then the state again: news of
        the moment (the contacts invited: XEP-0249 says nothing of an answer)."""
        self._say(text)
        self._passing.start()

    def _say(self, text: str) -> None:
        self.state.setText(text)
        self.state.setAccessibleName(text)

    def show_table(self, code: str, hosting: bool = False) -> None:
        """At the table of ``code`` (the player's own when ``hosting``: its start
        shown): the table shown in place of the questions, the code from its start in
        a field no wider than `CODE_SHOWN_CHARS` (its tooltip and Copy have it whole).
        Shown already, the dialog keeps its width (the questions' are wider than the
        table's): it does not jump from step to step; only its height fits the table."""
        width = self.width() if self.isVisible() else 0
        self.starting.setVisible(hosting)
        self.invite.setVisible(hosting)
        self.shown_code.setText(code)
        self.shown_code.setToolTip(code)
        self.shown_code.setCursorPosition(0)
        for box in self._asking:
            box.setVisible(False)
        self.table.setVisible(True)
        self.copy.setFocus()
        self.adjustSize()
        if self.width() < width:
            self.resize(width, self.height())

    def show_seats(
        self,
        seats: Sequence[Seat],
        ready: Sequence[bool],
        host: str,
        seated: bool = False,
        mine: int | None = None,
    ) -> None:
        """The table's ``seats`` for the next race, each ``ready`` or not, the ``host``'s
        account marked, the computer players the host picked (no account) after the
        people, as they will race; I am ``seated`` as a racer (who says when they are
        ready; the host always is), in seat ``mine``, whose ready the box shows (reset
        for each race)."""
        self.seats.clear()
        ratio = self.devicePixelRatioF()
        for seat, on in zip(seats, ready, strict=True):
            words = self.tr("ready") if on else self.tr("not ready")
            if seat.account is None:
                words = self.tr("computer") + " · " + words
            elif seat.account == host:
                words = self.tr("host") + " · " + words
            item = QListWidgetItem(f"{seat.name} · {words}")
            item.setIcon(QIcon(self._art.pixmap(seat.picture, PICTURE_PX, ratio)))
            self.seats.addItem(item)
        people = [(seat, on) for seat, on in zip(seats, ready, strict=True) if seat.account]
        self.waiting.setVisible(len(people) < 2)
        self.ready.setVisible(seated)
        if mine is not None and mine < len(ready) and self.ready.isChecked() != ready[mine]:
            self.ready.blockSignals(True)  # the host's word, not the player's: not sent back
            self.ready.setChecked(ready[mine])
            self.ready.blockSignals(False)
        waited_for = [seat.name for seat, on in people if not on]
        self._startable = not waited_for
        self._people = len(people)
        self.not_ready.setText(
            self.tr("Not ready yet: {0}").format(", ".join(waited_for)) if waited_for else ""
        )
        free = MAX_RACERS - len(people)
        self.computers.setMaximum(free)
        self.computers.setEnabled(free > 0)
        self._show_start()

    def _show_start(self) -> None:
        """Start, once every person seated is ready and someone races the host."""
        rivals = self._people - 1 + self.computers.value()
        self.start.setEnabled(self._startable and rivals > 0)

    def racing(self) -> None:
        """The race started: nothing more to start."""
        self._startable = False
        self.start.setEnabled(False)
        self.computers.setEnabled(False)
