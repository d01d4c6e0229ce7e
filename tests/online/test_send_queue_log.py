"""slixmpp's send queue failing on a closed link is one line in the log once online play
has opened (`llk.online.send_queue_log`), as the play tester's log showed it: slixmpp's
own logger, its own words, its own exception; every other failure keeps its traceback."""

from __future__ import annotations

import logging

import pytest

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

from slixmpp.xmlstream.xmlstream import NotConnectedError

from llk.online import event_loop
from llk.online.send_queue_log import NOT_SENT, SEND_QUEUE_LOGGER


def fail_in_send_queue(failure: Exception) -> None:
    """As slixmpp's send queue logs a failure to write (``run_filters``)."""
    try:
        raise failure
    except Exception:
        logging.getLogger(SEND_QUEUE_LOGGER).error("Exception raised in send queue:", exc_info=True)


@pytest.mark.usefixtures("qapp")
def test_a_send_on_a_closed_link_is_one_line_and_other_failures_keep_their_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    event_loop.joined_loop()  # online play opened
    try:
        with caplog.at_level(logging.DEBUG, logger=SEND_QUEUE_LOGGER):
            fail_in_send_queue(NotConnectedError())
            fail_in_send_queue(ValueError("another"))
    finally:
        event_loop.leave()
    closed, other = caplog.records
    assert closed.getMessage() == NOT_SENT and closed.exc_info is None
    assert closed.levelno == logging.WARNING
    assert other.exc_info is not None and other.levelno == logging.ERROR
    assert caplog.text.count("Traceback") == 1  # the other's alone
