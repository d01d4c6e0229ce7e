"""Where the art and sounds are: the ``llk.resources`` package, found through
importlib.resources, never through the current directory."""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable


def resources() -> Traversable:
    """The resources folder of the installed package (``llk/resources/``)."""
    return files("llk.resources")


def face_files() -> list[Traversable]:
    """The tile faces in game order: face k is the k-th file by name."""
    folder = resources().joinpath("faces")
    return sorted((f for f in folder.iterdir() if f.name.endswith(".svg")), key=lambda f: f.name)
