"""The score keeper: which table a finished game goes to, and what its row holds."""

from __future__ import annotations

from pathlib import Path

from llk.model import GameSettings
from llk.model.results import GameRecord
from llk.model.scores import table_key
from llk.store.score_keeper import ScoreKeeper

RUN = GameSettings(rows=4, cols=6, kinds=6)


def test_a_runs_row_holds_the_whole_runs_time_and_hints(tmp_path: Path) -> None:
    keeper = ScoreKeeper(tmp_path)
    # level 6 lost to the clock after 157 s; the five levels before took 400 s, a hint
    record = GameRecord(
        RUN, 1, 6, 900, 157.0, 0, False, banked=800, seconds_before=400.0, hints_before=1
    )
    assert keeper.enter(record, "Ann") == 1
    (row,) = ScoreKeeper(tmp_path).scores.top(table_key(RUN))
    assert (row.score, row.seconds, row.hints_used) == (900, 557.0, True)
