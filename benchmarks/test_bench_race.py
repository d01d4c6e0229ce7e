"""Versus: the cost of a race frame with 5 rivals on the largest board under a shift
mode, each strength's measured pace (seconds a pair), and Watch Again's seek to the end
of a long race (the race played again, `RaceFilm`) and back.

The race's timer moves race time every 16 ms; a frame's work is `Race.advance` over
that step. The longest step is the frame gap the race adds; the sum over race time is
the share of a core the race takes.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import pytest

from benchmarks.conftest import closing_table
from llk.model import GameSettings, ShiftMode
from llk.model.versus.race import Race, RaceRules, RaceSetup
from llk.model.versus.replay import RaceFilm
from llk.model.versus.rivals import Strength, lineup

BIG = GameSettings(rows=16, cols=30, kinds=36, levels=False, gravity=ShiftMode.DOWN)
FRAME_S = 0.016
_lines: list[str] = []
STRENGTHS = [Strength.BEGINNER, Strength.CASUAL, Strength.SKILLED, Strength.EXPERT, Strength.MASTER]


def _race_frames(seed: int, seconds: float) -> list[float]:
    """The time each 16-ms step of race time took, over ``seconds`` of race."""
    race = Race(RaceSetup(BIG, seed, lineup(STRENGTHS), RaceRules(idle_out=False)))
    steps = []
    while race.now < seconds and not race.over:
        start = time.perf_counter()
        race.advance(race.now + FRAME_S)
        steps.append(time.perf_counter() - start)
    return steps


def test_frames_of_a_race_of_five_on_16x30(benchmark: Any) -> None:
    steps = benchmark.pedantic(lambda: _race_frames(3, 60.0), rounds=1, iterations=1)
    busy = sum(steps) / (len(steps) * FRAME_S)
    _lines.append(
        f"16x30 down, 5 rivals, 60 s of race: longest frame {max(steps) * 1000:.1f} ms, "
        f"median {statistics.median(steps) * 1000:.3f} ms, share of a core {busy:.1%}"
    )


def test_each_strengths_pace(benchmark: Any) -> None:
    def paces() -> dict[Strength, float]:
        measured: dict[Strength, list[float]] = {s: [] for s in STRENGTHS}
        for seed in range(6):
            setup = RaceSetup(
                GameSettings(levels=False), seed, lineup(STRENGTHS), RaceRules(props=False)
            )
            race = Race(setup)
            race.finish()
            for racer in race.racers[1:]:
                if racer.pairs:
                    assert racer.rival is not None
                    measured[racer.rival.strength].append(racer.last_pair_at / racer.pairs)
        return {s: statistics.mean(v) for s, v in measured.items() if v}

    found = benchmark.pedantic(paces, rounds=1, iterations=1)
    _lines.append("8x12, seconds a pair: " + ", ".join(f"{s} {p:.2f}" for s, p in found.items()))


def _long_race() -> Race:
    """A race of 10 minutes on 16x30 with shifts against five Beginners: the player takes
    a pair every 2.5 s (a refresh when none is left) and clears the board last of all."""
    race = Race(RaceSetup(BIG, 3, lineup([Strength.BEGINNER] * 5), RaceRules(idle_out=False)))
    while not race.over:
        race.advance(race.now + 2.5)
        game = race.you.game
        best = None if race.over else game.best_pair()
        if best is not None:
            game.click(best.move[0])
            game.click(best.move[1])
        elif not race.over:
            game.refresh()
        race.observe()
    return race


def test_watch_again_seeks_to_the_end_of_a_long_race(benchmark: Any) -> None:
    race = _long_race()

    def to_the_end_and_back() -> tuple[float, float, int]:
        film = RaceFilm(race.setup, race.log())
        start = time.perf_counter()
        film.frame_at(film.end_s)
        middle = time.perf_counter()
        film.frame_at(film.end_s / 2)
        return middle - start, time.perf_counter() - middle, film.frames_kept

    forward, back, frames = benchmark.pedantic(to_the_end_and_back, rounds=1, iterations=1)
    _lines.append(
        f"Watch Again, {race.now:.0f} s race of 6 on 16x30 down: seek to the end "
        f"{forward * 1000:.0f} ms (once), back to the middle {back * 1e6:.0f} us, "
        f"{frames} frames kept"
    )


@closing_table
def _table(reporter: pytest.TerminalReporter) -> None:
    if _lines:
        reporter.section("versus")
        for line in _lines:
            reporter.write_line(line)
