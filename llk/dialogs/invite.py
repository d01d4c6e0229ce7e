"""Invitations to a race online (XEP-0249), in Race Online: the host's Invite… at its
table, which lists its contacts online to pick from (`ContactsDialog`), and, for a
player signed in without a table, the invitations that came (`InvitationsBox`): each
one line, "NAME invites you to a race", with Join and Decline.

It shows and asks; `llk.flows.invitations` signs in, sends and hears.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from llk.view.theme import as_note
from llk.view.wrapping_label import WrappingLabel


def invite_button() -> QPushButton:
    """The host's Invite… beside its table's code."""
    button = QPushButton(QCoreApplication.translate("ContactsDialog", "&Invite…"))
    button.setObjectName("invite_contacts")
    button.setAutoDefault(False)
    button.setToolTip(
        QCoreApplication.translate(
            "ContactsDialog", "Invite contacts who are online to this table (XMPP invitation)."
        )
    )
    return button


class ContactsDialog(QDialog):
    """The host's ``contacts`` who are online, each to tick; Invite sends to those
    ticked (`chosen`)."""

    def __init__(self, contacts: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("contacts_dialog")
        self.setWindowTitle(self.tr("Invite to the Table"))
        layout = QVBoxLayout(self)
        if contacts:
            said = self.tr("Your contacts online now: tick those to invite.")
        else:
            said = self.tr(
                "None of your contacts is online in LLK or a chat program now. Copy the "
                "table's code and send it instead."
            )
        layout.addWidget(WrappingLabel(said))
        self.contacts = QListWidget()
        self.contacts.setObjectName("online_contacts")
        self.contacts.setAccessibleName(self.tr("Contacts online"))
        for contact in contacts:
            item = QListWidgetItem(contact)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.contacts.addItem(item)
        self.contacts.setVisible(bool(contacts))
        layout.addWidget(self.contacts)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.invite = buttons.addButton(self.tr("Invite"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.invite.setObjectName("send_invitations")
        self.invite.setEnabled(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.contacts.itemChanged.connect(lambda _item: self.invite.setEnabled(bool(self.chosen())))
        layout.addWidget(buttons)

    def chosen(self) -> list[str]:
        """The contacts ticked, in the list's order. O(contacts)."""
        items = (self.contacts.item(row) for row in range(self.contacts.count()))
        return [item.text() for item in items if item.checkState() == Qt.CheckState.Checked]


class InvitationsBox(QGroupBox):
    """Invitations to a player without a table: Wait for Invitations signs in, and each
    invitation then shows as a line with Join and Decline.

    Signals:
        listen_asked(): Wait for Invitations pressed.
        join_asked(str): Join pressed on the invitation of this sender's account.
        decline_asked(str): Decline pressed on it.
    """

    listen_asked = Signal()
    join_asked = Signal(str)
    decline_asked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Invitations"), parent)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.note = WrappingLabel()
        as_note(self.note)
        self.listen = QPushButton(self.tr("Wait for In&vitations"))
        self.listen.setObjectName("wait_invitations")
        self.listen.setAutoDefault(False)
        self.listen.clicked.connect(self.listen_asked)
        row.addWidget(self.note, 1)
        row.addWidget(self.listen)
        layout.addLayout(row)
        self.offers = QVBoxLayout()
        layout.addLayout(self.offers)
        self.rows: dict[str, QWidget] = {}
        """Each invitation's line, by its sender's account."""
        self.listening(False)

    def listening(self, on: bool) -> None:
        """Signed in and waiting (``on``), or not: the offers gone then."""
        self.listen.setEnabled(not on)
        if on:
            self.note.setText(self.tr("Signed in: your contacts' invitations show here."))
        else:
            self.note.setText(
                self.tr("Sign in to see your contacts' invitations to their tables here.")
            )
            for sender in list(self.rows):
                self.withdraw(sender)

    def offer(self, sender: str) -> None:
        """The invitation of the account ``sender`` shown, with Join and Decline."""
        line = QWidget()
        line.setObjectName("invitation")
        row = QHBoxLayout(line)
        row.setContentsMargins(0, 0, 0, 0)
        words = QLabel(self.tr("{0} invites you to a race").format(sender))
        words.setTextFormat(Qt.TextFormat.PlainText)
        join = QPushButton(self.tr("Join"))
        join.setObjectName("join_invitation")
        join.setAutoDefault(False)
        join.clicked.connect(lambda: self.join_asked.emit(sender))
        decline = QPushButton(self.tr("Decline"))
        decline.setObjectName("decline_invitation")
        decline.setAutoDefault(False)
        decline.clicked.connect(lambda: self.decline_asked.emit(sender))
        row.addWidget(words, 1)
        row.addWidget(join)
        row.addWidget(decline)
        self.offers.addWidget(line)
        self.rows[sender] = line  # the focus left where it is: a key typed joins nothing

    def withdraw(self, sender: str) -> None:
        """The invitation of ``sender`` no longer shown."""
        line = self.rows.pop(sender, None)
        if line is not None:
            line.setParent(None)
            line.deleteLater()
