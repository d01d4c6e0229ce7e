"""LLK: 连连看 (Lianliankan, Onet, Shisen-Sho), a tile-matching game on Qt 6."""

__version__ = "0.1.0"
"""The one place the version is written (pyproject.toml reads it from here): looking it
up in the installed package's metadata cost every start 17 ms."""
