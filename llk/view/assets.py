"""Where the art and sounds are: the ``llk.resources`` package, found through
importlib.resources, never through the current directory."""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path


def resources() -> Traversable:
    """The resources folder of the installed package.

    In a source checkout that was never installed, ``resources/`` sits beside
    ``llk/`` instead of inside it (the wheel maps one onto the other).
    """
    try:
        return files("llk.resources")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[2] / "resources"


def face_files() -> list[Traversable]:
    """The tile faces in game order: face k is the k-th file by name."""
    folder = resources().joinpath("faces")
    return sorted((f for f in folder.iterdir() if f.name.endswith(".svg")), key=lambda f: f.name)
