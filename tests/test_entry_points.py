"""The command line: ``python -m llk --version`` and ``--help`` answer without a window."""

import subprocess
import sys

import llk


def test_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "llk", "--version"], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == f"llk {llk.__version__}"


def test_help_mentions_the_seed() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "llk", "--help"], capture_output=True, text=True, check=True
    )
    assert "--seed" in result.stdout
