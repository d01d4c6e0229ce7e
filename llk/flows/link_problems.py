"""What went wrong with a link to a table (`llk.online.table_link.LinkError`), in the
player's language: the network side says which `Problem` and the names it holds (a
room, an account, the server's own words, never translated), and the line is made here,
on Qt's side, from the problem's English text marked for translation (context
``LinkError``).

Imports nothing of the online extra (a `LinkError` is only looked at), so that naming
it costs the game's start nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from llk.online.table_link import LinkError


def problem_line(error: LinkError) -> str:
    """``error`` as one line in the player's language, its names in their places.
    O(len(line))."""
    return QCoreApplication.translate("LinkError", error.problem.value).format(*error.names)
