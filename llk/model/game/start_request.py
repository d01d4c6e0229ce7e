"""What a start of LLK asks for on its command line, as one line another LLK can read.

A second start on a data folder hands its request to the game already running there
(`llk.store.single_instance`), which carries it out as its menus would: so the request
travels as text, and the reader trusts nothing in it (a program other than LLK may
knock): anything that is not a request LLK writes reads as none.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from llk.model.limits import MAX_SEED

MAX_OPPONENTS = 5
"""A race has at most this many computer players (``--versus``)."""


@dataclass(frozen=True)
class StartRequest:
    """Game ``seed`` to deal, the ``board_map`` to play (a map file's absolute path, or a
    shipped map's or one of the player's maps' name), a race against ``versus`` computer
    players, and the ``campaign``'s level map to open."""

    seed: int | None = None
    board_map: str | None = None
    versus: int = 0
    campaign: bool = False

    def __bool__(self) -> bool:
        """Whether anything is asked for beyond the game's window."""
        return self != StartRequest()

    def text(self) -> str:
        """The request as one line of JSON ("" when nothing is asked for). O(1)."""
        return json.dumps(asdict(self), ensure_ascii=False) if self else ""


def read_request(text: str) -> StartRequest:
    """The request ``text`` carries (`StartRequest.text`); an empty request for "" and for
    anything else that is not one, in shape or in range. O(len(text))."""
    try:
        fields = json.loads(text) if text else {}
    except (ValueError, RecursionError):  # not JSON, or nested past what Python parses
        return StartRequest()
    if not isinstance(fields, dict) or set(fields) != set(asdict(StartRequest())):
        return StartRequest()
    seed, board_map, versus, campaign = (fields[k] for k in asdict(StartRequest()))
    if not (
        (seed is None or (_whole(seed) and 0 <= seed <= MAX_SEED))
        and (board_map is None or (isinstance(board_map, str) and board_map))
        and _whole(versus)
        and 0 <= versus <= MAX_OPPONENTS
        and isinstance(campaign, bool)
    ):
        return StartRequest()
    return StartRequest(seed, board_map, versus, campaign)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
