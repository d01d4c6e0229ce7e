"""Faces in pairs, and the shuffle every deal uses.

The shuffle is our own Fisher-Yates over `random.Random.randrange`, not
`random.shuffle`, whose algorithm is not promised: a game number must give the
same board on every platform and Python version.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TypeVar

_T = TypeVar("_T")


def fisher_yates(items: MutableSequence[_T], rng: random.Random) -> None:
    """Shuffle ``items`` in place, every order equally likely. O(n)."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.randrange(i + 1)
        items[i], items[j] = items[j], items[i]


def pair_faces(pairs: int, kinds: int) -> list[int]:
    """Faces ``1..kinds`` for ``pairs`` pairs, two tiles each, counts as equal as possible."""
    faces: list[int] = []
    for face in range(1, kinds + 1):
        faces += [face] * (2 * (pairs // kinds + (face <= pairs % kinds)))
    return faces
