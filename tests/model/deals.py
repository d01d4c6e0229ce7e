"""Counting the fair deals the game makes (each one costs some 0.3 s on 16x30)."""

from __future__ import annotations

from typing import Any

import pytest

from llk.model import Board, Move
from llk.model.game import run as run_module
from llk.model.solver.solvable import solvable_deal_on


def count_deals(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that gets the level seed of every fair deal `Game` makes from now on."""
    deals: list[int] = []

    def counted(*args: Any) -> tuple[Board, list[Move]]:
        deals.append(args[-1])
        return solvable_deal_on(*args)

    monkeypatch.setattr(run_module, "solvable_deal_on", counted)
    return deals
