"""Benchmarks: the chooser's difficulty score, on the biggest shipped map and on all."""

from __future__ import annotations

from typing import Any

from llk.model.difficulty import map_difficulty
from llk.model.gravity import ShiftMode
from llk.model.map_catalog import shipped_maps


def _all() -> list[int]:
    return [map_difficulty(m, ShiftMode.DOWN, m.faces or 36).score for m in shipped_maps()]


def test_biggest_map(benchmark: Any) -> None:
    biggest = max(shipped_maps(), key=lambda m: m.tiles)
    score = benchmark(map_difficulty, biggest, ShiftMode.DOWN, biggest.faces or 36)
    assert 0 <= score.score <= 100


def test_all_shipped_maps(benchmark: Any) -> None:
    assert len(benchmark(_all)) == len(shipped_maps())
