"""The account Race Online's dialog holds, read once for both its uses: sitting at a
table (`OnlineFlow`) and waiting for invitations (`InvitationFlow`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from llk.model.errors import ParameterError

if TYPE_CHECKING:
    from llk.dialogs.race_online import RaceOnlineDialog


def asked_account(dialog: RaceOnlineDialog) -> tuple[str, str] | None:
    """The account and password the dialog holds, the address as the server names it
    (``Dave@Example.org`` is dave@example.org); None, with the problem said in the
    dialog, when either does not read."""
    from slixmpp import JID
    from slixmpp.jid import InvalidJID

    from llk.model.versus.messages import account

    try:
        address = JID(account("address", dialog.address.text().strip())).bare
    except (ParameterError, InvalidJID):
        dialog.show_state(
            QCoreApplication.translate(
                "OnlineFlow", "Your address is an account's: name@server.org."
            )
        )
        return None
    if not dialog.password.text():
        dialog.show_state(QCoreApplication.translate("OnlineFlow", "Your password, please."))
        return None
    return address, dialog.password.text()
