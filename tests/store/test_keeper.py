"""The keepers' one base (`Keeper`): every keeper of a data file writes atomically, says a
write that fails in one line once until one works again, writes nothing in a read-only
folder, and sets a damaged file aside with one line for the player; a new keeper gets all
of that in a few lines."""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from llk.model import Game, GameSettings, find_moves
from llk.model.campaign.progress import CampaignProgress
from llk.model.game.settings import Pace
from llk.model.records.scores import Candidate
from llk.model.versus.rating import VersusRecord
from llk.store.data_files import (
    CAMPAIGN_FILE,
    SAVED_GAME_FILE,
    SCORES_FILE,
    STATISTICS_FILE,
    VERSUS_FILE,
)
from llk.store.keeper import Keeper
from llk.store.progress_keeper import ProgressKeeper
from llk.store.race_keeper import RaceKeeper
from llk.store.save_keeper import SaveKeeper
from llk.store.score_keeper import ScoreKeeper
from llk.store.statistics_keeper import StatisticsKeeper
from tests.model.clock import FakeClock

DAY = datetime.date(2026, 12, 3)


class Tally:
    """A record a keeper of the future might keep (an online race's, say)."""

    def __init__(self, count: int = 0) -> None:
        self.count = count

    @classmethod
    def from_dict(cls, data: Any) -> Tally:
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError("a tally is a whole number")
        return cls(data)


class TallyKeeper(Keeper):
    """A sixth keeper, as few lines as the base promises."""

    def __init__(self, folder: Path, writable: bool = True) -> None:
        super().__init__(folder, writable)
        self._file = self._data_file("tally.json", 1, "tally")
        tally, self.load_problem = self._file.load(Tally.from_dict)
        self.tally = tally or Tally()

    def count(self, tally: Tally) -> None:
        self.tally = tally
        self._write(self._file, tally.count)


def _progress(keeper: Keeper, step: int) -> None:
    assert isinstance(keeper, ProgressKeeper)
    keeper.keep_progress(CampaignProgress().after("c1-01", 1 + step % 3, step, 30.0, DAY))


def _race_record(keeper: Keeper, step: int) -> None:
    assert isinstance(keeper, RaceKeeper)
    keeper.count(VersusRecord())


def _score(keeper: Keeper, step: int) -> None:
    assert isinstance(keeper, ScoreKeeper)
    keeper.enter(Candidate(keeper.table(GameSettings(), 7), 100 + step, 30.0, False), "you")


def _statistics(keeper: Keeper, step: int) -> None:
    assert isinstance(keeper, StatisticsKeeper)
    keeper.reset()


def _saved_game(keeper: Keeper, step: int) -> None:
    assert isinstance(keeper, SaveKeeper)
    game = Game(
        GameSettings(rows=4, cols=6, kinds=6, pace=Pace.UNTIMED), seed=step, clock=FakeClock()
    )
    a, b = find_moves(game.board)[0]
    game.click(a)
    game.click(b)
    keeper.keep(game, force=True)


def _tally(keeper: Keeper, step: int) -> None:
    assert isinstance(keeper, TallyKeeper)
    keeper.count(Tally(step))


def _load_problems(keeper: Keeper) -> list[str]:
    """What ``keeper`` met reading its files, one line each."""
    if isinstance(keeper, ProgressKeeper):
        return keeper.load_problems
    if isinstance(keeper, SaveKeeper):
        problem = keeper.load()[1]
    else:
        assert isinstance(keeper, RaceKeeper | ScoreKeeper | StatisticsKeeper | TallyKeeper)
        problem = keeper.load_problem
    return [problem] if problem else []


@dataclass(frozen=True)
class Case:
    make: Callable[[Path, bool], Keeper]
    write: Callable[[Keeper, int], None]
    file: str
    label: str

    def __str__(self) -> str:
        return self.label


CASES = [
    Case(ProgressKeeper, _progress, CAMPAIGN_FILE, "campaign progress"),
    Case(RaceKeeper, _race_record, VERSUS_FILE, "versus record"),
    Case(ScoreKeeper, _score, SCORES_FILE, "high scores"),
    Case(StatisticsKeeper, _statistics, STATISTICS_FILE, "statistics"),
    Case(lambda f, w: SaveKeeper(f, FakeClock(), w), _saved_game, SAVED_GAME_FILE, "game"),
    Case(TallyKeeper, _tally, "tally.json", "tally"),
]
each_keeper = pytest.mark.parametrize("case", CASES, ids=str)


@each_keeper
def test_a_failing_write_is_said_once_until_one_works(
    case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk: the first write that fails is one line for the player, the next ones
    (every move, every race second) are not, until a write works and one fails again.
    The last whole file stays, and no temporary file is left."""
    keeper = case.make(tmp_path, True)
    said: list[str] = []
    keeper.problem.connect(said.append)
    case.write(keeper, 1)
    written = (tmp_path / case.file).read_bytes()

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", full)
        for step in (2, 3, 4):
            case.write(keeper, step)
    assert len(said) == 1 and case.label in said[0] and "No space left on device" in said[0]
    assert "\n" not in said[0]
    assert (tmp_path / case.file).read_bytes() == written
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    case.write(keeper, 5)
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", full)
        case.write(keeper, 6)
    assert len(said) == 2


@each_keeper
def test_a_read_only_folder_is_written_nothing(case: Case, tmp_path: Path) -> None:
    keeper = case.make(tmp_path, False)
    said: list[str] = []
    keeper.problem.connect(said.append)
    case.write(keeper, 1)
    assert list(tmp_path.iterdir()) == [] and said == []


@each_keeper
def test_a_damaged_file_is_set_aside_with_one_line(case: Case, tmp_path: Path) -> None:
    (tmp_path / case.file).write_text('{"format": 1, "data": NaN}', "utf-8")
    keeper = case.make(tmp_path, True)
    (problem,) = _load_problems(keeper)
    assert "damaged" in problem and "\n" not in problem
    assert [p.name for p in tmp_path.glob(case.file + ".*.bak")] != []
    assert not (tmp_path / case.file).exists()


def test_a_new_keeper_reads_back_what_it_wrote(tmp_path: Path) -> None:
    TallyKeeper(tmp_path).count(Tally(7))
    again = TallyKeeper(tmp_path)
    assert again.tally.count == 7 and again.load_problem is None
