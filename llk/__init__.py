"""LLK: 连连看 (Lianliankan, Onet, Shisen-Sho), a tile-matching game on Qt 6."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("llk")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"
