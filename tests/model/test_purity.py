"""The model is plain Python: nothing under llk/model may import Qt."""

import ast
import subprocess
import sys
from pathlib import Path

import llk.model

MODEL_DIR = Path(llk.model.__file__).parent


def test_no_module_under_model_imports_qt() -> None:
    offenders = []
    for source in sorted(MODEL_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [
                f"{source.name}: {n}"
                for n in names
                if n.split(".")[0] in {"PySide6", "PyQt6", "PyQt5", "shiboken6"}
            ]
    assert not offenders


def test_importing_the_model_loads_no_qt() -> None:
    code = "import sys, llk.model; print(any(m.startswith('PySide6') for m in sys.modules))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"
