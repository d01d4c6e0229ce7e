"""slixmpp's send queue, writing a text after its connection closed (an outage, or the
game quitting while texts were on their way), logs `NotConnectedError` with its whole
traceback, from its own task: nothing of the game's calls it, so nothing of the game's
can catch it. The text is not lost to the race (a racer resumes, the host's stream is
sent again from where each racer's copy stands), so it is one line in the log.
"""

from __future__ import annotations

import logging

from slixmpp.xmlstream.xmlstream import NotConnectedError

SEND_QUEUE_LOGGER = "slixmpp.xmlstream.xmlstream"
"""The logger slixmpp's send queue logs its failures to."""
NOT_SENT = "A text not sent: the link to the server was closed (sent again on resume)."


class NotConnectedInOneLine(logging.Filter):
    """A failure of the send queue for a closed link dropped, `NOT_SENT` logged in its
    place (a warning, this module's); every other record let through. O(1) a record."""

    def filter(self, record: logging.LogRecord) -> bool:
        failure = record.exc_info[1] if record.exc_info else None
        if isinstance(failure, NotConnectedError):
            logging.getLogger(__name__).warning(NOT_SENT)
            return False
        return True


def send_queue_in_one_line() -> None:
    """Have slixmpp's send queue say a closed link's failure in one line (once)."""
    logger = logging.getLogger(SEND_QUEUE_LOGGER)
    if not any(isinstance(f, NotConnectedInOneLine) for f in logger.filters):
        logger.addFilter(NotConnectedInOneLine())
