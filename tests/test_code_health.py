"""The measures the code is held to, so they cannot slip unseen.

- `radon`'s cyclomatic complexity: grade C or better for every function, except the
  documented hot loops (`HOT_LOOPS`: written as one loop on purpose, for speed).
- `radon`'s maintainability index: grade A for every module.
- No class in the Qt half (controller, store, view, dialogs, flows) or in the model has
  more than `MAX_METHODS` methods (properties and private ones count): a class that
  grows past it does more than one job. The few that need more are named in
  `BIG_CLASSES`, each with why and the most it may have, and a name there that no
  longer needs it is an error.
- No signal is typed ``object``: each says what it carries, so a slot's type is checked.
"""

from __future__ import annotations

import ast
from pathlib import Path

from radon.complexity import cc_rank, cc_visit
from radon.metrics import mi_rank, mi_visit

import llk

PACKAGE = Path(llk.__file__).parent
QT_HALF = ("controller", "store", "view", "dialogs", "flows")
HELD_TO_MAX_METHODS = (*QT_HALF, "model")
MAX_METHODS = 20
BIG_CLASSES = {
    ("model/board/grid.py", "Board"): (
        35,
        "the grid every algorithm reads, cell by cell: its reads and line scans stay on "
        "one slotted class, as the link search's speed needs; a deep copy of what holds "
        "boards (a racer's board, `my_board`) copies each as `copy` does",
    ),
    ("model/game/game.py", "Game"): (
        34,
        "the one object the window and a race drive: every command the player gives (each "
        "checked and noted) and every read of a game its callers make; each other job is "
        "a part (table, timers, blocks, race_effects, helps, history, scoring)",
    ),
}
"""Classes allowed more than `MAX_METHODS` methods: the most each may have (so it cannot
grow back unseen, as `Game` once did to 58), and why."""
HOT_LOOPS = {
    ("model/board/path.py", "_links"): "the link search's inner loop, run for every pair tried",
    ("model/board/path.py", "_iter_moves"): "every linkable pair in one sweep, the solver's core",
}
"""Functions allowed a grade below C, each with why."""


def sources(*packages: str) -> list[Path]:
    folders = [PACKAGE / name for name in packages] if packages else [PACKAGE]
    return sorted(path for folder in folders for path in folder.rglob("*.py"))


def relative(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def test_every_function_is_grade_c_or_better_but_the_hot_loops() -> None:
    worse = [
        f"{relative(path)}: {block.name} {cc_rank(block.complexity)} ({block.complexity})"
        for path in sources()
        for block in cc_visit(path.read_text(encoding="utf-8"))
        if cc_rank(block.complexity) > "C" and (relative(path), block.name) not in HOT_LOOPS
    ]
    assert worse == []


def test_the_hot_loops_named_are_still_there() -> None:
    """An entry of `HOT_LOOPS` that no longer exists would excuse the next one silently."""
    names = {
        (relative(path), block.name)
        for path in sources()
        for block in cc_visit(path.read_text(encoding="utf-8"))
    }
    assert set(HOT_LOOPS) <= names


def test_every_module_is_maintainability_grade_a() -> None:
    graded = {path: mi_visit(path.read_text(encoding="utf-8"), True) for path in sources()}
    low = [f"{relative(path)}: {mi:.1f}" for path, mi in graded.items() if mi_rank(mi) != "A"]
    assert low == []


def classes(path: Path) -> list[ast.ClassDef]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]


def method_counts(*packages: str) -> dict[tuple[str, str], int]:
    """How many methods each class of ``packages`` defines (properties and private ones
    too), by (module, class)."""
    return {
        (relative(path), cls.name): sum(
            isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) for node in cls.body
        )
        for path in sources(*packages)
        for cls in classes(path)
    }


def test_no_class_has_more_than_twenty_methods_but_the_named_big_ones_their_most() -> None:
    counts = method_counts(*HELD_TO_MAX_METHODS)
    big = [
        f"{module}: {name} has {count}"
        for (module, name), count in counts.items()
        if count > BIG_CLASSES.get((module, name), (MAX_METHODS, ""))[0]
    ]
    assert big == []


def test_the_big_classes_named_are_still_there_and_still_big() -> None:
    """A name in `BIG_CLASSES` that is gone or has shrunk would excuse the next one
    silently."""
    counts = method_counts(*HELD_TO_MAX_METHODS)
    stale = [name for name in BIG_CLASSES if counts.get(name, 0) <= MAX_METHODS]
    assert stale == []


def signal_types(path: Path) -> list[tuple[int, list[str]]]:
    """The line and argument types of every ``Signal(...)`` made in ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Signal":
            found.append((node.lineno, [ast.unparse(arg) for arg in node.args]))
    return found


def test_no_signal_is_typed_object() -> None:
    loose = [
        f"{relative(path)}:{line} Signal({', '.join(types)})"
        for path in sources()
        for line, types in signal_types(path)
        if "object" in types
    ]
    assert loose == []


def test_the_signal_check_sees_signals() -> None:
    assert any(signal_types(path) for path in sources("controller"))
