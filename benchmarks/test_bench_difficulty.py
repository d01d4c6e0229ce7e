"""Benchmarks: the chooser's difficulty score, on the biggest shipped map and on all."""

from __future__ import annotations

from typing import Any

from llk.model.board.shifts import ShiftMode
from llk.model.maps.catalog import shipped_maps
from llk.model.maps.difficulty import map_difficulty


def _all() -> list[int]:
    return [map_difficulty(m, ShiftMode.DOWN, m.faces or 36).score for m in shipped_maps()]


def test_biggest_map(benchmark: Any) -> None:
    biggest = max(shipped_maps(), key=lambda m: m.tiles)
    score = benchmark(map_difficulty, biggest, ShiftMode.DOWN, biggest.faces or 36)
    assert 0 <= score.score <= 100


def test_all_shipped_maps(benchmark: Any) -> None:
    assert len(benchmark(_all)) == len(shipped_maps())
