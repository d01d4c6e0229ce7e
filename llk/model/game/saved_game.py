"""Saving a game and reading it back: every field checked before a `Game` is built from it.

`SavedGame.to_dict` writes what `Game.to_dict` saves; `read_saved` reads it back.
A saved game is JSON from the player's disk, so it may be damaged or hostile.
Each number is held to its range (`llk.model.limits`), and the whole must agree
with itself: the board has the settings' size, tiles left, every face an even
number of times, no more hints or refreshes than the settings give. Anything
else raises ValueError, which the loader treats as a damaged file. Writing and reading
both cost O(rows * cols).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

from llk.model.board.grid import Board
from llk.model.board.specials import ALL_MARKS, KEY_FACE, real_counts
from llk.model.game.game_clock import GameClock
from llk.model.game.helps import Helps
from llk.model.game.level_clock import MIN_LEVEL_TIME_S, former_level_time
from llk.model.game.level_orders import level_order, with_levels_flag
from llk.model.game.run import Run
from llk.model.game.scoring import Score
from llk.model.game.settings import GameSettings, Pace
from llk.model.limits import (
    MAX_LEVEL,
    MAX_SCORE,
    MAX_SECONDS,
    MAX_SEED,
    MAX_TABLE_KEY,
    finite,
    held,
    whole,
)
from llk.model.maps.map_file import MAX_MAP_BYTES, GameMap, format_map, parse_map

RNG_VERSION = 3
"""The state layout of Python's Mersenne Twister (`random.getstate`)."""
RNG_WORDS = 624


@dataclass(frozen=True)
class Standing:
    """Where a game stands besides its run and its board: what a level starts with
    (`fresh`), or what a saved game resumes with."""

    score: int
    combo: int
    elapsed_s: float
    time_limit_s: int
    time_bonus_s: float
    hints_left: int
    hints_used: int
    refreshes_left: int
    rng_state: tuple[Any, ...]
    """The state of the shuffles' generator (`random.getstate`)."""

    @classmethod
    def fresh(cls, run: Run) -> Standing:
        """A level's start: the score the levels before brought, the settings' hints and
        refreshes, the level's time limit, nothing played, the shuffles seeded from the
        deal."""
        s, rng = run.settings, random.Random(run.deal_seed).getstate()
        return cls(run.banked, 0, 0.0, run.time_limit_s, 0.0, s.hints, 0, s.refreshes, rng)

    @classmethod
    def now(
        cls, score: Score, clock: GameClock, helps: Helps, rng_state: tuple[Any, ...]
    ) -> Standing:
        """Where a game in play stands, read from its parts (what `Game.to_dict` saves)."""
        return cls(
            score.points,
            score.combo,
            clock.elapsed(),
            clock.limit_s,
            clock.bonus_s,
            helps.hints_left,
            helps.hints_used,
            helps.refreshes_left,
            rng_state,
        )


@dataclass(frozen=True)
class SavedGame:
    """A game as a save keeps it (the undo history is not kept)."""

    run: Run
    board: Board
    standing: Standing

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data that `read_saved` reads back: the score and clocks are held to
        their limits (`llk.model.limits`), which a game reaches only after months of
        play. Cost: O(rows * cols)."""
        run, now = self.run, self.standing
        version, state, gauss = now.rng_state
        return {
            "settings": settings_dict(run.settings),
            "seed": run.seed,
            "level": run.level,
            "board": self.board.to_rows(),
            "score": held(now.score, -MAX_SCORE, MAX_SCORE),
            "combo": now.combo,
            "best_combo": run.best_combo,
            "banked": held(run.banked, -MAX_SCORE, MAX_SCORE),
            "elapsed_s": held(now.elapsed_s, 0.0, float(MAX_SECONDS)),
            "time_limit_s": now.time_limit_s,
            "time_bonus_s": held(now.time_bonus_s, -float(MAX_SECONDS), float(MAX_SECONDS)),
            "hints_left": now.hints_left,
            "hints_used": now.hints_used,
            "refreshes_left": now.refreshes_left,
            "rng": [version, list(state), gauss],
            "level_order": run.level_order,
            "seconds_before": held(run.seconds_before, 0.0, float(MAX_SECONDS)),
            "hints_before": run.hints_before,
            "marks": [[r, c, marks] for (r, c), marks in self.board.marked()],
        }


def read_saved(data: Any, max_combo: int) -> SavedGame:
    """Check ``data`` (what `SavedGame.to_dict` wrote) field by field. Cost: O(rows * cols)."""
    if not isinstance(data, dict):
        raise ValueError("a saved game must be an object")
    settings = settings_from(_field(data, "settings"))
    combo = whole("combo", _field(data, "combo"), 0, max_combo)
    level = whole("level", _field(data, "level"), 1, MAX_LEVEL)
    score = whole("score", _field(data, "score"), -MAX_SCORE, MAX_SCORE)
    # saves from before the levels' points were kept apart credit a run with its score
    banked = data.get("banked", max(0, score) if level > 1 else 0)
    seed = whole("seed", _field(data, "seed"), 0, MAX_SEED)
    board = _board(_field(data, "board"), settings)
    _mark(board, data.get("marks", []))
    run = Run(
        settings,
        seed,
        level,
        banked=whole("banked", banked, -MAX_SCORE, MAX_SCORE),
        # saves from before the longest combo was kept start it at the current one
        best_combo=whole("best_combo", data.get("best_combo", combo), combo, max_combo),
        # saves from before level orders had versions played the first
        level_order=level_order(data.get("level_order", 1)),
        # saves from before a run kept its totals start them at the level saved
        seconds_before=finite("seconds_before", data.get("seconds_before", 0.0), 0, MAX_SECONDS),
        hints_before=data.get("hints_before", 0),
    )
    standing = Standing(
        score=score,
        combo=combo,
        elapsed_s=finite("elapsed_s", _field(data, "elapsed_s"), 0, MAX_SECONDS),
        time_limit_s=_time_limit(data, settings, level),
        time_bonus_s=finite(
            "time_bonus_s", _field(data, "time_bonus_s"), -MAX_SECONDS, MAX_SECONDS
        ),
        hints_left=whole("hints_left", _field(data, "hints_left"), 0, settings.hints),
        hints_used=whole("hints_used", _field(data, "hints_used"), 0, settings.hints),
        refreshes_left=whole(
            "refreshes_left", _field(data, "refreshes_left"), 0, settings.refreshes
        ),
        rng_state=_rng_state(_field(data, "rng")),
    )
    return SavedGame(run, board, standing)


def _field(data: dict[str, Any], name: str) -> Any:
    if name not in data:
        raise ValueError(f"the saved game lacks {name!r}")
    return data[name]


def _time_limit(data: dict[str, Any], settings: GameSettings, level: int) -> int:
    """The level's time limit as saved: from the floor of the levels' clock up to the
    first level's. Saves from before the clock shrank each level lack it: they resume
    with the limit they were dealt (`former_level_time`), their carried seconds in
    their bonus."""
    first = settings.time_limit_s
    if "time_limit_s" not in data:
        return former_level_time(first, level)
    return whole("time_limit_s", data["time_limit_s"], min(MIN_LEVEL_TIME_S, first), first)


def settings_dict(settings: GameSettings) -> dict[str, Any]:
    """``settings`` as JSON-ready data: a map as its key and its text (`format_map`), so
    that a game saved on a map resumes even when the map's file is gone."""
    data = {spec.name: getattr(settings, spec.name) for spec in fields(settings)}
    if settings.board_map is not None:
        data["board_map"] = {"key": settings.board_map.key, "text": format_map(settings.board_map)}
    return data


def _board_map(stored: Any) -> GameMap | None:
    """The map `settings_dict` saved; ValueError (a `MapError`) for a damaged one."""
    if stored is None:
        return None
    if not isinstance(stored, dict) or set(stored) != {"key", "text"}:
        raise ValueError("the saved map must be an object with its key and text")
    key, text = stored["key"], stored["text"]
    if not isinstance(key, str) or len(key) > MAX_TABLE_KEY or not key.isprintable():
        raise ValueError("the saved map's key must be printable text")
    if not isinstance(text, str) or len(text) > MAX_MAP_BYTES:
        raise ValueError("the saved map's text must be text of a map's size")
    return replace(parse_map(text, "the saved map"), key=key)


def settings_from(stored: Any) -> GameSettings:
    """The settings `settings_dict` wrote; ValueError (or its `ParameterError`) else."""
    if not isinstance(stored, dict):
        raise ValueError("the saved settings must be an object")
    stored = dict(with_levels_flag(stored))  # never change what the caller holds
    stored["board_map"] = _board_map(stored.get("board_map"))
    if "time_limit_s" in stored and "pace" not in stored:  # saved before paces existed
        stored["pace"] = Pace.UNTIMED if stored.pop("time_limit_s") == 0 else Pace.NORMAL
    try:
        return GameSettings(**stored)
    except TypeError as error:
        raise ValueError(f"the saved settings are malformed: {error}") from None


def _board(rows: Any, settings: GameSettings) -> Board:
    if not isinstance(rows, list):
        raise ValueError("the saved board must be a list of rows")
    board = Board.from_rows(rows)
    if (board.rows, board.cols) != settings.size:
        raise ValueError(
            f"the saved board is {board.rows}x{board.cols}, its settings say {{}}x{{}}".format(
                *settings.size
            )
        )
    if settings.board_map is not None:
        board = board.with_stones(settings.board_map.stones)  # ValueError on a tile
    counts = real_counts(board)
    keys = counts.pop(KEY_FACE, 0)
    if not counts and not keys:
        raise ValueError("the saved board holds no tile")
    if counts and (max(counts) > settings.kinds or min(counts) < 1):
        face = max(counts) if max(counts) > settings.kinds else min(counts)
        raise ValueError(f"the saved board has face {face} of {settings.kinds}")
    odd = sorted(face for face, count in counts.items() if count % 2)
    if odd or keys not in (0, 2):
        raise ValueError(f"the saved board has an odd number of tiles of faces {odd}")
    return board


def _mark(board: Board, marks: Any) -> None:
    """Put the saved marks (``[row, col, marks]`` each) on ``board``'s tiles; ValueError for
    a damaged list (not a list, too long, off the board, no tile there, no such mark)."""
    if not isinstance(marks, list) or len(marks) > board.rows * board.cols:
        raise ValueError("the saved marks must be a list of at most one a cell")
    for entry in marks:
        if not isinstance(entry, list) or len(entry) != 3:
            raise ValueError("a saved mark is [row, column, marks]")
        r = whole("mark row", entry[0], 0, board.rows - 1)
        c = whole("mark column", entry[1], 0, board.cols - 1)
        board.set_mark((r, c), whole("marks", entry[2], 1, ALL_MARKS))


def _rng_state(saved: Any) -> tuple[Any, ...]:
    """The generator's state as `random.setstate` takes it, checked word by word."""
    if not isinstance(saved, list) or len(saved) != 3:
        raise ValueError("the saved random state is malformed")
    version, words, gauss = saved
    if version != RNG_VERSION or not isinstance(words, Sequence):
        raise ValueError("the saved random state is malformed")
    if len(words) != RNG_WORDS + 1:
        raise ValueError("the saved random state has the wrong length")
    for word in words[:RNG_WORDS]:
        whole("random state word", word, 0, 2**32 - 1)
    whole("random state position", words[RNG_WORDS], 0, RNG_WORDS)
    if gauss is not None:
        finite("random state", gauss, -1e6, 1e6)
    return (version, tuple(words), gauss)
