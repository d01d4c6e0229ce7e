"""The package stack only points down: model < controller < view < menu < app.

Each module may import its own layer and those below it, never one above, so a
change in the menus cannot break the board and the model never learns about Qt.
The package root (``llk/__init__.py``, the version) sits below everything.
"""

from __future__ import annotations

import ast
from pathlib import Path

import llk

PACKAGE = Path(llk.__file__).parent
LAYERS = ("llk", "llk.model", "llk.controller", "llk.view", "llk.menu", "llk.app")
"""Bottom to top. ``llk.app`` stands for the composition root: the top-level modules."""


def layer_of(module: str) -> int:
    """The layer of a module by its dotted name (``llk.view.board_view`` -> view)."""
    parts = module.split(".")
    if parts == ["llk"]:
        return 0
    if len(parts) >= 2 and ".".join(parts[:2]) in LAYERS[1:5]:
        return LAYERS.index(".".join(parts[:2]))
    return len(LAYERS) - 1  # llk.app, llk.wiring, llk.__main__


def module_name(source: Path) -> str:
    relative = source.relative_to(PACKAGE.parent).with_suffix("")
    return ".".join(part for part in relative.parts if part != "__init__")


def imported_llk_modules(source: Path) -> list[str]:
    """Every ``llk`` module ``source`` imports, wherever the import stands."""
    found = []
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found += [node.module]
    return [name for name in found if name == "llk" or name.startswith("llk.")]


def upward_imports() -> list[str]:
    offenders = []
    for source in sorted(PACKAGE.rglob("*.py")):
        own = module_name(source)
        for target in imported_llk_modules(source):
            if layer_of(target) > layer_of(own):
                offenders.append(f"{own} imports {target}")
    return offenders


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    assert upward_imports() == []


def test_the_layers_are_read_as_intended() -> None:
    assert [layer_of(name) for name in LAYERS] == [0, 1, 2, 3, 4, 5]
    assert layer_of("llk.wiring") == layer_of("llk.__main__") == layer_of("llk.app")
    assert module_name(PACKAGE / "view" / "board_view.py") == "llk.view.board_view"
    assert module_name(PACKAGE / "model" / "__init__.py") == "llk.model"


def test_the_check_catches_an_upward_import(tmp_path: Path) -> None:
    source = tmp_path / "offender.py"
    source.write_text("def f():\n    from llk.menu.dialogs import Dialogs\n", encoding="utf-8")
    assert imported_llk_modules(source) == ["llk.menu.dialogs"]
    assert layer_of("llk.menu.dialogs") > layer_of("llk.view.board_view")
