"""Statistics of every game played: counts, bests and averages per board, recent games.

The store stays small however long one plays: the last `RECENT` games are kept
one by one (for the charts), and every game, old or recent, is also added into
the running `Tally` of its board (for the counts, bests and averages). It is
plain JSON data read back from the player's disk, so `Statistics.from_dict`
checks every field and raises only ValueError.

A run of levels is one game, counted when it ends, with the level it reached; the
scores counted are those the high scores count (`llk.model.records.endings`), so the best
score of a board is the best of its high-score table. A run has no last level, so
it is never won: what tells how it went is the level it reached, and its levels
cleared over its levels played (each run plays one level it does not clear). Runs
are told apart from single games (`Statistics.runs`, `Statistics.single_games`),
so that a run the clock ended is not counted as a lost game.

Files written before that counted every cleared level of a run as a game won, with
the run's score so far, and every lost game's score: they load as they are (those
games are not told apart afterwards), and a game or tally they hold without the
newer fields gets what the old rules meant (level 1; every won or lost game scored;
a run's board's won games its levels cleared, its best level the best its recent
games show, at least 1).
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, TypeVar

from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.errors import ParameterError
from llk.model.fields import check_fields, chosen, named, ranged
from llk.model.game.level_orders import LEVELS, with_levels_flag
from llk.model.game.results import GameRecord
from llk.model.game.scoring import MAX_COMBO
from llk.model.game.settings import Pace
from llk.model.limits import (
    MAX_COLS,
    MAX_LEVEL,
    MAX_ROWS,
    MAX_SCORE,
    MAX_SECONDS,
    MAX_TABLE_KEY,
    finite,
    held,
    whole,
)
from llk.model.records.endings import ABANDONED, LOST, OUTCOMES, WON, counted_score, outcome
from llk.model.records.scores import board_key, board_parts

RECENT = 200
"""Games kept one by one, newest last; older ones live on in the tallies only."""
MAX_BOARDS = 2000
"""Tallies kept; past this, the board played least is forgotten (nobody plays 2000)."""
MAX_DAYS = 400
"""Daily bests kept, the latest days."""
MAX_GAMES = 10**9
"""No count of games goes beyond this."""
_N = TypeVar("_N", int, float)


def iso_day(name: str, value: Any) -> str:
    """``value`` if it is a day written as `datetime.date.isoformat` writes it, else
    ValueError."""
    if not isinstance(value, str) or len(value) != 10:
        raise ValueError(f"{name} must be a date like 2026-12-01")
    try:
        day = datetime.date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{name} must be a date like 2026-12-01") from None
    if day.isoformat() != value:
        raise ValueError(f"{name} must be a date like 2026-12-01")
    return value


def _object(kind: type, data: Any, older: Callable[[dict[str, Any]], dict[str, Any]]) -> Any:
    """An instance of dataclass ``kind`` from exactly its fields, the data of an older
    file (lacking some) brought up to date by ``older``; ValueError otherwise."""
    names = {spec.name for spec in fields(kind)}
    if isinstance(data, dict) and set(data) < names:
        data = older(data)
    if not isinstance(data, dict) or set(data) != names:
        raise ValueError(f"a {kind.__name__} must be an object with {', '.join(sorted(names))}")
    return kind(**data)


def _older_game(data: dict[str, Any]) -> dict[str, Any]:
    """What a game of an older file meant: level 1, its score counted unless given up, a
    run of levels where its shift word says so (`with_levels_flag`), on a layout."""
    scored = data.get("outcome") != ABANDONED
    return with_levels_flag({"level": 1, "scored": scored, "board_map": "", **data})


def _older_tally(runs: bool) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """What a tally of an older file meant: every won or lost game scored; on the board of
    a run of levels (``runs``), each game won a level cleared (under the first rules; no
    run is won since), so level 2 reached when there is one (`Statistics.from_dict` adds
    what its recent games cleared and reached)."""

    def older(data: dict[str, Any]) -> dict[str, Any]:
        won, lost = data.get("won"), data.get("lost")
        if not isinstance(won, int) or not isinstance(lost, int):
            return data  # refused as it is
        cleared = won if runs else 0
        best_level = 1 + min(1, cleared) if runs else 0
        meant = {"scored": won + lost, "levels_cleared": cleared, "best_level": best_level}
        return meant | data

    return older


def run_board(key: str) -> bool:
    """Whether the board ``key`` names (`PlayedGame.board`) is one of runs of levels.
    Cost: O(len(key))."""
    parts = board_parts(key)
    return parts is not None and parts[2] == LEVELS


@dataclass(frozen=True)
class PlayedGame:
    """One finished game as the statistics keep it. Invalid values raise ValueError."""

    rows: int = ranged(8, 2, MAX_ROWS)
    cols: int = ranged(12, 2, MAX_COLS)
    layout: Layout = named(Layout.FULL)
    levels: bool = True
    """Whether it was a run of levels (its ``gravity`` then ``none``)."""
    gravity: ShiftMode = named(ShiftMode.NONE)
    pace: Pace = named(Pace.NORMAL)
    outcome: str = chosen(WON, OUTCOMES)
    score: int = ranged(0, -MAX_SCORE, MAX_SCORE)
    seconds: float = ranged(0.0, 0, MAX_SECONDS)
    combo: int = ranged(0, 0, MAX_COMBO)
    """The longest combo of the game."""
    day: str = "2026-01-01"
    daily: bool = False
    """Whether it was the daily game of ``day``."""
    level: int = ranged(1, 1, MAX_LEVEL)
    """The level a run of levels reached (1 for a single game)."""
    scored: bool = True
    """Whether ``score`` counts, as it does in the high scores (`counted_score`)."""
    board_map: str = ""
    """The key of the map it was played on (`llk.model.maps.catalog`); "": ``layout``."""

    def __post_init__(self) -> None:
        check_fields(self)
        if not isinstance(self.board_map, str) or not self.board_map.isprintable():
            raise ParameterError("board_map", "board_map must be a map's key")
        _key(self.board_map)
        iso_day("day", self.day)

    @classmethod
    def of(cls, record: GameRecord, day: datetime.date, daily: bool) -> PlayedGame:
        """The game ``record`` ends, with the score that counts (else the score it had),
        its score and time (to a tenth of a second) held to the limits the statistics
        read back."""
        s, counted = record.settings, counted_score(record)
        return cls(
            *s.size,
            s.layout,
            s.levels,
            s.gravity,
            s.pace,
            outcome(record),
            held(record.score if counted is None else counted, -MAX_SCORE, MAX_SCORE),
            round(held(record.run_seconds, 0.0, float(MAX_SECONDS)), 1),
            record.best_combo,
            day.isoformat(),
            daily,
            record.level,
            counted is not None,
            "" if s.board_map is None else s.board_map.key,
        )

    @property
    def board(self) -> str:
        """The board it was played on, as the high scores name it (`table_key`)."""
        return board_key(
            self.rows, self.cols, self.layout, self.levels, self.gravity, self.pace, self.board_map
        )


@dataclass(frozen=True)
class Tally:
    """The games of one board (or of all boards) added up.

    Scores count over the games whose score counts (`PlayedGame.scored`: won games,
    runs of levels that scored); times over won games only (a lost game ran out of
    time).
    """

    won: int = ranged(0, 0, MAX_GAMES)
    lost: int = ranged(0, 0, MAX_GAMES)
    abandoned: int = ranged(0, 0, MAX_GAMES)
    score_total: int = ranged(0, -MAX_SCORE * MAX_GAMES, MAX_SCORE * MAX_GAMES)
    best_score: int | None = None
    seconds_total: float = ranged(0.0, 0, MAX_SECONDS * MAX_GAMES)
    best_seconds: float | None = None
    best_combo: int = ranged(0, 0, MAX_COMBO)
    scored: int = ranged(0, 0, MAX_GAMES)
    """The games whose score counts, of those played."""
    levels_cleared: int = ranged(0, 0, MAX_GAMES * MAX_LEVEL)
    """The levels the runs of levels among them cleared."""
    best_level: int = ranged(0, 0, MAX_LEVEL)
    """The furthest level a run of levels among them reached; 0: no run."""

    def __post_init__(self) -> None:
        check_fields(self)
        if self.scored > self.played:
            raise ValueError("a tally scores more games than were played")
        if (self.best_score is None) != (self.scored == 0):
            raise ValueError("a tally has a best score exactly when it has scored games")
        if self.best_score is not None:
            whole("best_score", self.best_score, -MAX_SCORE, MAX_SCORE)
        if (self.best_seconds is None) != (self.won == 0):
            raise ValueError("a tally has a best time exactly when it has won games")
        if self.best_seconds is not None:
            finite("best_seconds", self.best_seconds, 0, MAX_SECONDS)

    @property
    def played(self) -> int:
        return self.won + self.lost + self.abandoned

    @property
    def win_rate(self) -> float | None:
        """Won games over played ones, 0..1; None before the first game."""
        return self.won / self.played if self.played else None

    @property
    def average_score(self) -> float | None:
        return self.score_total / self.scored if self.scored else None

    @property
    def average_seconds(self) -> float | None:
        return self.seconds_total / self.won if self.won else None

    @property
    def runs(self) -> int:
        """In a tally of runs of levels, the runs played: every one ends lost or given up
        (a game won there is a level cleared, counted so by files of the first rules)."""
        return self.lost + self.abandoned

    @property
    def level_rate(self) -> float | None:
        """In a tally of runs, the levels cleared over the levels played (the cleared ones
        and the one each run ended on), 0..1; None before the first run."""
        played = self.levels_cleared + self.runs
        return self.levels_cleared / played if played else None

    @property
    def average_levels(self) -> float | None:
        """In a tally of runs, the levels a run cleared on average."""
        return self.levels_cleared / self.runs if self.runs else None

    def plus(self, game: PlayedGame) -> Tally:
        """This tally with ``game`` added. Cost: O(1)."""
        won, scored = game.outcome == WON, game.scored
        one = Tally(
            won=int(won),
            lost=int(game.outcome == LOST),
            abandoned=int(game.outcome == ABANDONED),
            score_total=game.score if scored else 0,
            best_score=game.score if scored else None,
            seconds_total=game.seconds if won else 0.0,
            best_seconds=game.seconds if won else None,
            best_combo=game.combo,
            scored=int(scored),
            levels_cleared=game.level - 1 if game.levels else 0,
            best_level=game.level if game.levels else 0,
        )
        return self.merged(one)

    def merged(self, other: Tally) -> Tally:
        """Both tallies as one (all boards together). Cost: O(1)."""
        return Tally(
            self.won + other.won,
            self.lost + other.lost,
            self.abandoned + other.abandoned,
            self.score_total + other.score_total,
            _best(max, self.best_score, other.best_score),
            self.seconds_total + other.seconds_total,
            _best(min, self.best_seconds, other.best_seconds),
            max(self.best_combo, other.best_combo),
            self.scored + other.scored,
            self.levels_cleared + other.levels_cleared,
            max(self.best_level, other.best_level),
        )

    @classmethod
    def of(cls, games: Iterable[PlayedGame]) -> Tally:
        """The games added up one by one. Cost: O(len(games))."""
        tally = cls()
        for game in games:
            tally = tally.plus(game)
        return tally


def _best(pick: Callable[[_N, _N], _N], kept: _N | None, new: _N | None) -> _N | None:
    """``pick`` (max or min) of the two, where a None ``kept`` or ``new`` means none yet."""
    return new if kept is None else kept if new is None else pick(kept, new)


@dataclass(frozen=True)
class Bin:
    """A histogram bar: how many values lie in ``low`` <= value < ``high``."""

    low: float
    high: float
    count: int


def histogram(values: Sequence[float], bars: int = 10) -> list[Bin]:
    """``values`` counted in at most ``bars`` + 1 bars of one round width (1, 2 or 5
    times a power of ten, at least 1), starting at a multiple of it; the largest
    value falls in the last bar. Empty for no values. Cost: O(len(values) + bars).
    """
    if not values:
        return []
    low, high = min(values), max(values)
    width = _round_width((high - low) / bars)
    start = math.floor(low / width) * width
    count = int((high - start) // width) + 1
    counts = [0] * count
    for value in values:
        counts[min(count - 1, max(0, int((value - start) // width)))] += 1
    return [Bin(start + i * width, start + (i + 1) * width, n) for i, n in enumerate(counts)]


def _round_width(least: float) -> float:
    """The smallest of 1, 2, 5, 10, 20, 50... not below ``least``. Cost: O(1)."""
    if least <= 1:
        return 1.0
    power = 10.0 ** math.floor(math.log10(least))
    return next(step * power for step in (1, 2, 5, 10) if step * power >= least)


@dataclass
class Statistics:
    """Every game played, as recent games and per-board tallies, and the daily bests."""

    recent: list[PlayedGame] = field(default_factory=list)
    """The last `RECENT` games, oldest first."""
    boards: dict[str, Tally] = field(default_factory=dict)
    """Each board's tally, keyed by `PlayedGame.board`; every game is counted here."""
    daily: dict[str, int] = field(default_factory=dict)
    """The best score of each day's finished daily game, by ISO day."""

    def add(self, game: PlayedGame) -> None:
        """Count ``game`` in; the oldest recent game or day drops out past its limit, and
        past `MAX_BOARDS` the board played least among those of no recent game (a tally
        must count the recent games of its board, see `from_dict`). Cost: O(1),
        O(boards + recent) at the board limit, O(days) at the day limit."""
        self.recent = [*self.recent[-(RECENT - 1) :], game]
        key = game.board
        if key not in self.boards and len(self.boards) >= MAX_BOARDS:
            recent = {played.board for played in self.recent}
            old = (k for k in self.boards if k not in recent)
            del self.boards[min(old, key=lambda k: self.boards[k].played)]
        self.boards[key] = self.boards.get(key, Tally()).plus(game)
        if game.daily and game.outcome != ABANDONED:
            self.daily[game.day] = max(self.daily.get(game.day, game.score), game.score)
            if len(self.daily) > MAX_DAYS:
                del self.daily[min(self.daily)]

    def total(self) -> Tally:
        """All boards' tallies as one. Cost: O(boards)."""
        return self._merged(lambda key: True)

    def single_games(self) -> Tally:
        """The tallies of the boards of single games as one. Cost: O(boards)."""
        return self._merged(lambda key: not run_board(key))

    def runs(self) -> Tally:
        """The tallies of the boards of runs of levels as one. Cost: O(boards)."""
        return self._merged(run_board)

    def _merged(self, wanted: Callable[[str], bool]) -> Tally:
        total = Tally()
        for key, tally in self.boards.items():
            if wanted(key):
                total = total.merged(tally)
        return total

    def daily_best(self, day: datetime.date) -> int | None:
        return self.daily.get(day.isoformat())

    def clearing_times(self) -> list[float]:
        """The seconds of the recent won games, for the histogram."""
        return [game.seconds for game in self.recent if game.outcome == WON]

    def to_dict(self) -> dict[str, Any]:
        return {
            "recent": [asdict(game) for game in self.recent],
            "boards": {key: asdict(tally) for key, tally in self.boards.items()},
            "daily": dict(self.daily),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Read what `to_dict` wrote; ValueError when anything is off (a type, a range,
        a limit, a recent game its board's tally does not count). Cost: O(size of data).
        """
        if not isinstance(data, dict) or set(data) != {"recent", "boards", "daily"}:
            raise ValueError("statistics must be an object with recent, boards and daily")
        recent, boards, daily = data["recent"], data["boards"], data["daily"]
        if not isinstance(recent, list) or len(recent) > RECENT:
            raise ValueError(f"the recent games must be a list of at most {RECENT}")
        if not isinstance(boards, dict) or len(boards) > MAX_BOARDS:
            raise ValueError(f"the boards must be an object of at most {MAX_BOARDS}")
        if not isinstance(daily, dict) or len(daily) > MAX_DAYS:
            raise ValueError(f"the daily bests must be an object of at most {MAX_DAYS}")
        statistics = cls(
            [_object(PlayedGame, game, _older_game) for game in recent],
            {
                _key(key): _object(Tally, tally, _older_tally(run_board(key)))
                for key, tally in boards.items()
            },
            {
                iso_day("day", day): whole("daily best", best, -MAX_SCORE, MAX_SCORE)
                for day, best in daily.items()
            },
        )
        statistics._check_counted()
        statistics._count_levels(
            {key for key, tally in boards.items() if "levels_cleared" not in tally}
        )
        return statistics

    def _check_counted(self) -> None:
        """ValueError unless each board's tally counts at least its recent games.
        Cost: O(recent + boards)."""
        seen: dict[str, int] = {}
        for game in self.recent:
            seen[game.board] = seen.get(game.board, 0) + 1
        for key, count in seen.items():
            if key in self.boards and self.boards[key].played < count:
                raise ValueError(f"the tally of {key} counts fewer games than were played")

    def _count_levels(self, older: set[str]) -> None:
        """Add the levels cleared and reached by the recent runs of the boards whose
        tallies (of an older file, ``older``) did not count them: all that is known of
        the runs played since a run became one game. Cost: O(recent)."""
        for game in self.recent:
            tally = self.boards.get(game.board)
            if game.board in older and tally is not None and game.levels:
                cleared, reached = tally.levels_cleared + game.level - 1, tally.best_level
                self.boards[game.board] = replace(
                    tally, levels_cleared=cleared, best_level=max(reached, game.level)
                )


def _key(key: str) -> str:
    if len(key) > MAX_TABLE_KEY:
        raise ValueError(f"a board key must be at most {MAX_TABLE_KEY} characters")
    return key
