"""Invitations to a race online (XEP-0249), in Race Online (`wire_invitations`, from
`llk.flows.online` once its dialog opens, after the extra is found): the host's Invite…
at its table sends its table to the contacts it picks among those online; a player
without a table signs in with Wait for Invitations, and each invitation a contact sends
shows as a line (`Offers`: one per sender at a time, a few in all), whose Join sits at
that table exactly as the table's code pasted and Join Table do.

An invitation is read as hostile input (`llk.model.versus.invitation`) before it is
shown. The waiting link is left once the player makes or joins a table, or closes the
dialog.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt

from llk.dialogs.invite import ContactsDialog
from llk.flows.link_problems import problem_line
from llk.flows.online_account import asked_account
from llk.model.versus.invitation import Invitation, Offers

if TYPE_CHECKING:
    from llk.dialogs.race_online import RaceOnlineDialog
    from llk.flows.online_table import TableSession
    from llk.online.table_link import TableLink


def wire_invitations(
    dialog: RaceOnlineDialog,
    session: Callable[[], TableSession | None],
    reach: tuple[tuple[str, int] | None, Path | None],
) -> InvitationFlow:
    """The invitations of Race Online's ``dialog``, whose table's ``session`` is asked
    for when the host invites; ``reach`` as `TableSession`'s."""
    flow = InvitationFlow(dialog, session, reach)
    dialog.invite.clicked.connect(flow.pick)
    box = dialog.invitations
    box.listen_asked.connect(flow.listen)
    box.join_asked.connect(flow.join)
    box.decline_asked.connect(flow.decline)
    for leaving in (dialog.make_asked, dialog.join_asked, dialog.finished):
        leaving.connect(flow.stop)
    return flow


class InvitationFlow(QObject):
    """Invitations sent from, and heard in, Race Online's ``dialog``; ``session`` gives
    the table being sat at, ``reach`` where the server is (`TableSession`'s)."""

    def __init__(
        self,
        dialog: RaceOnlineDialog,
        session: Callable[[], TableSession | None],
        reach: tuple[tuple[str, int] | None, Path | None],
    ) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._session = session
        self._server, self._ca_file = reach
        self._offers = Offers()
        self.link: TableLink | None = None
        """The link waiting for invitations, while it does."""
        self._tasks: set[asyncio.Task[None]] = set()

    # --- the host -----------------------------------------------------------------------

    def pick(self) -> None:
        """Invite…: the host's contacts online listed; those ticked invited."""
        from llk.online.invitations import online_contacts

        session = self._session()
        table = None if session is None else session.hosting
        if session is None or table is None or session.code is None:
            return
        picking = ContactsDialog(online_contacts(table.link), self._dialog)
        picking.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        picking.accepted.connect(lambda: self._invite(picking.chosen()))
        picking.open()

    def _invite(self, contacts: list[str]) -> None:
        """Each of ``contacts`` sent the table: its room and password, and a line with
        its code for a player in another chat program."""
        from llk.online.invitations import invite

        session = self._session()
        table = None if session is None else session.hosting
        if session is None or table is None or session.code is None or not contacts:
            return
        code = session.code
        words = self.tr("Race me in LLK: in Game ▸ Race Online…, join with this code: {0}")
        for contact in contacts:
            invite(table.link, contact, code, words.format(code.text()))
        self._dialog.show_passing(self.tr("Invited: {0}").format(", ".join(contacts)))

    # --- the invited --------------------------------------------------------------------

    def listen(self) -> None:
        """Wait for Invitations: sign in with the dialog's account, and show each
        invitation heard."""
        from llk.online.event_loop import joined_loop
        from llk.online.invitations import hear_invitations
        from llk.online.table_link import TableLink

        dialog = self._dialog
        asked = asked_account(dialog)
        if asked is None:
            return
        address, password = asked
        joined_loop()  # before the link: slixmpp takes the loop it is made on
        link = TableLink(
            address,
            password,
            lambda message: None,
            server=self._server,
            ca_file=self._ca_file,
            contacts=True,
        )
        hear_invitations(link, self._heard)
        self.link = link
        dialog.invitations.listen.setEnabled(False)
        self._run(self._sign_in(link, dialog.register.isChecked()))

    async def _sign_in(self, link: TableLink, register: bool) -> None:
        """``link`` logged in (its account first made when ``register``), or its problem
        said."""
        from llk.online.table_link import LinkError

        try:
            await link.open(register=register)
        except LinkError as problem:
            if self.link is link:
                self.link = None
                self._dialog.invitations.listening(False)
                self._dialog.show_state(problem_line(problem))
            return
        if self.link is link:
            self._dialog.register.setChecked(False)  # made now: a table joins as it is
            self._dialog.invitations.listening(True)
            self._dialog.show_state(self.tr("Signed in as {0}.").format(link.account))

    def _heard(self, invitation: Invitation) -> None:
        """An invitation heard: shown unless its sender's is, or enough are."""
        if self.link is not None and self._offers.offer(invitation):
            self._dialog.invitations.offer(invitation.sender)

    def join(self, sender: str) -> None:
        """Join on ``sender``'s invitation: its table's code joined as one pasted."""
        invitation = self._offers.answered(sender)
        self._dialog.invitations.withdraw(sender)
        if invitation is not None:
            self._dialog.code.setText(invitation.code.text())
            self._dialog.join.click()

    def decline(self, sender: str) -> None:
        """Decline on ``sender``'s invitation: it is no longer shown."""
        self._offers.answered(sender)
        self._dialog.invitations.withdraw(sender)

    def stop(self) -> None:
        """No more waiting for invitations: the link left, the invitations shown gone."""
        link, self.link = self.link, None
        for invitation in self._offers.shown:
            self._offers.answered(invitation.sender)
        self._dialog.invitations.listening(False)
        if link is not None:
            self._run(link.close())

    def _run(self, work: Coroutine[Any, Any, None]) -> None:
        from llk.online.event_loop import joined_loop

        task = joined_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
