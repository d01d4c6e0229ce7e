"""The package stack only points down: model < controller = store = online < view < dialogs
< flows < app.

Each module may import its own layer and those below it, never one above, so a
change in a dialog cannot break the board and the model never learns about Qt.
The package root (``llk/__init__.py``, the version) sits below everything. The
controller (game control), the store (what is on disk) and online (the network side of a
race) share a level and never import each other: the composition root connects them.

Imports are read as Python resolves them: a relative one (``from ..flows import x``,
which ruff's TID252 bans as well) by the importer's package, and ``from llk import
flows`` as an import of ``llk.flows``, so neither spelling hides an upward import.
Inside the model, no modules import each other round a circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import llk

PACKAGE = Path(llk.__file__).parent
LAYERS = {
    "llk": 0,
    "llk.model": 1,
    "llk.controller": 2,
    "llk.store": 2,
    "llk.online": 2,
    "llk.view": 3,
    "llk.dialogs": 4,
    "llk.flows": 5,
    "llk.app": 6,
}
"""Bottom to top. ``llk.app`` stands for the composition root: the top-level modules."""
APP = LAYERS["llk.app"]


def package_of(module: str) -> str:
    """The layer package of a module by its dotted name (``llk.view.board.board_view`` ->
    ``llk.view``; the top-level modules -> ``llk.app``)."""
    parts = module.split(".")
    if parts == ["llk"]:
        return "llk"
    head = ".".join(parts[:2])
    return head if head in LAYERS and LAYERS[head] < APP else "llk.app"


def layer_of(module: str) -> int:
    """The layer of a module by its dotted name (``llk.view.board.board_view`` -> view)."""
    return LAYERS[package_of(module)]


def module_name(source: Path) -> str:
    relative = source.relative_to(PACKAGE.parent).with_suffix("")
    return ".".join(part for part in relative.parts if part != "__init__")


def is_module(name: str) -> bool:
    """Whether dotted ``name`` is a module or package of ``llk`` (not a name inside one)."""
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def imported_from(node: ast.ImportFrom, package: str) -> list[str]:
    """The modules a ``from ... import ...`` reads: its module, resolved against
    ``package`` (the importer's) when relative, or each name it imports that is a
    module of its own (``from llk import flows``)."""
    base = node.module or ""
    if node.level:
        parents = package.split(".")[: len(package.split(".")) - node.level + 1]
        base = ".".join([*parents, *([node.module] if node.module else [])])
    modules = [f"{base}.{alias.name}" for alias in node.names]
    return [name for name in modules if is_module(name)] or [base]


def imported_llk_modules(source: Path, module: str) -> list[str]:
    """Every ``llk`` module ``source`` (the module named ``module``) imports, wherever
    the import stands."""
    package = module if source.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found += imported_from(node, package)
    return [name for name in found if name == "llk" or name.startswith("llk.")]


def forbidden(importer: str, imported: str) -> bool:
    """Whether module ``importer`` may not import module ``imported``: it is above, or a
    sibling package of the same level below the composition root."""
    mine, theirs = package_of(importer), package_of(imported)
    level = layer_of(importer)
    return layer_of(imported) > level or (mine != theirs and layer_of(imported) == level < APP)


def upward_imports() -> list[str]:
    return [
        f"{own} imports {target}"
        for own, imports in llk_imports().items()
        for target in sorted(imports)
        if forbidden(own, target)
    ]


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    assert upward_imports() == []


def test_the_layers_are_read_as_intended() -> None:
    assert [layer_of(name) for name in LAYERS] == [0, 1, 2, 2, 2, 3, 4, 5, 6]
    assert layer_of("llk.online.table_link") == layer_of("llk.store.save_keeper")
    assert layer_of("llk.store.save_keeper") == layer_of("llk.controller.game_controller")
    assert layer_of("llk.solve_cli") == layer_of("llk.app")
    assert layer_of("llk.wiring") == layer_of("llk.__main__") == layer_of("llk.app")
    assert module_name(PACKAGE / "view" / "board" / "board_view.py") == "llk.view.board.board_view"
    assert module_name(PACKAGE / "model" / "__init__.py") == "llk.model"


def test_the_check_catches_an_upward_import(tmp_path: Path) -> None:
    source = tmp_path / "offender.py"
    source.write_text("def f():\n    from llk.dialogs.opener import Dialogs\n", encoding="utf-8")
    assert imported_llk_modules(source, "llk.view.offender") == ["llk.dialogs.opener"]
    assert layer_of("llk.dialogs.opener") > layer_of("llk.view.board.board_view")


def test_the_check_resolves_relative_imports(tmp_path: Path) -> None:
    """``from ..dialogs.opener import X`` in the view is the dialogs' layer, however it is
    spelled."""
    source = tmp_path / "offender.py"
    source.write_text(
        "from ..dialogs.opener import Dialogs\nfrom .. import app\nfrom . import board\n",
        encoding="utf-8",
    )
    assert imported_llk_modules(source, "llk.view.offender") == [
        "llk.dialogs.opener",
        "llk.app",
        "llk.view.board",
    ]
    package = tmp_path / "__init__.py"
    package.write_text(
        "from ...dialogs import opener\nfrom .board_view import X\n", encoding="utf-8"
    )
    assert imported_llk_modules(package, "llk.view.board") == [
        "llk.dialogs.opener",
        "llk.view.board.board_view",
    ]


def test_the_check_reads_modules_imported_by_name_from_a_package(tmp_path: Path) -> None:
    source = tmp_path / "offender.py"
    source.write_text("from llk import flows, __version__\nfrom llk.flows import session\n")
    assert imported_llk_modules(source, "llk.model.offender") == ["llk.flows", "llk.flows.session"]
    assert layer_of("llk.flows") > layer_of("llk.model.offender")
    assert layer_of("llk.flows.session") > layer_of("llk.dialogs.opener")


def test_the_controller_the_store_and_online_never_import_each_other() -> None:
    """Packages of one level are siblings; each imports the model, and only the
    composition root brings them together."""
    assert forbidden("llk.store.save_keeper", "llk.controller.countdown")
    assert forbidden("llk.controller.game_controller", "llk.store.data_files")
    assert not forbidden("llk.store.save_keeper", "llk.store.data_files")
    assert not forbidden("llk.store.save_keeper", "llk.model.game.game")
    assert not forbidden("llk.wiring", "llk.store.save_keeper")
    assert not forbidden("llk.wiring", "llk.app")
    assert forbidden("llk.model.game.game", "llk.store.data_files")
    assert forbidden("llk.online.table_link", "llk.controller.race_driver")
    assert forbidden("llk.controller.race_driver", "llk.online.table_link")
    assert forbidden("llk.store.race_keeper", "llk.online.table_link")
    assert not forbidden("llk.online.table_link", "llk.model.versus.replay")
    assert forbidden("llk.model.versus.replay", "llk.online.table_link")


def test_the_tests_mirror_the_packages() -> None:
    """``tests/X/`` tests ``llk/X/``; besides them only ``tests/app/`` (the whole game, as
    the composition root builds it) and ``tests/fixtures/`` (files old versions wrote)."""
    tests = Path(__file__).parent
    folders = {path.name for path in tests.iterdir() if (path / "__init__.py").is_file()}
    packages = {path.parent.name for path in PACKAGE.glob("*/__init__.py")} - {"resources"}
    assert folders - {"app", "fixtures"} <= packages


MODEL_ORDER = {
    **dict.fromkeys(("errors", "limits", "fields", "files"), 0),
    "board": 1,
    "solver": 2,
    "maps": 3,
    "game": 4,
    "versus": 5,
    "records": 6,
    "campaign": 7,
    "status": 8,
    "changes": 9,
    "": 10,
}
"""The model's parts bottom to top, by their name under ``llk.model`` ("" is the package
itself, the public API): the shared ground (which its four modules share), the board, the
solver, maps, one game, the race, what outlives a game (the preferences keep the Versus
dialog's choices, so records sit above versus), the campaign, and what the Qt half is told
(`status`, then `changes`, which carries it)."""


def model_part(module: str) -> str:
    """The part of the model a module belongs to (``llk.model.board.path`` -> ``board``,
    ``llk.model.limits`` -> ``limits``, ``llk.model`` -> "")."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 else ""


def against_the_model_order(importer: str, imported: str) -> bool:
    """Whether a module of the model may not import ``imported``: another part of the
    same or a higher place, the ground's four modules excepted among themselves."""
    mine, theirs = MODEL_ORDER[model_part(importer)], MODEL_ORDER[model_part(imported)]
    same_part = model_part(importer) == model_part(imported)
    return not same_part and theirs >= mine and not mine == theirs == 0


def llk_imports(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Each module under ``package`` and the modules of ``llk`` it imports, wherever the
    import stands (under TYPE_CHECKING and inside functions too), itself left out."""
    graph = {}
    for source in sorted(package.rglob("*.py")):
        own = module_name(source)
        graph[own] = set(imported_llk_modules(source, own)) - {own}
    return graph


def model_imports() -> dict[str, set[str]]:
    """Each module of the model and the other modules of the model it imports."""
    return {
        module: {name for name in imported if name.startswith("llk.model.")}
        for module, imported in llk_imports(PACKAGE / "model").items()
    }


def test_every_part_of_the_model_is_placed_in_its_order() -> None:
    placed = {model_part(module) for module in model_imports()}
    assert placed == set(MODEL_ORDER)


def test_the_model_imports_only_down_its_order() -> None:
    offenders = [
        f"{importer} imports {imported}"
        for importer, imports in model_imports().items()
        for imported in sorted(imports)
        if against_the_model_order(importer, imported)
    ]
    assert offenders == []


def test_the_model_order_check_catches_an_import_up_or_across() -> None:
    assert against_the_model_order("llk.model.board.path", "llk.model.solver.search")
    assert against_the_model_order("llk.model.versus.race", "llk.model.records.scores")
    assert against_the_model_order("llk.model.limits", "llk.model.board.grid")
    assert against_the_model_order("llk.model.changes", "llk.model")
    assert not against_the_model_order("llk.model.game.game", "llk.model.game.helps")
    assert not against_the_model_order("llk.model.campaign.levels", "llk.model.maps.map_file")
    assert not against_the_model_order("llk.model.fields", "llk.model.limits")
    assert not against_the_model_order("llk.model", "llk.model.game.settings")


def a_circle(graph: dict[str, set[str]]) -> list[str]:
    """Modules that import each other round a circle, first to last and back; [] if none.
    Depth first, O(modules + imports)."""
    done: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> list[str]:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return []
        path.append(module)
        for imported in sorted(graph.get(module, ())):
            if circle := visit(imported):
                return circle
        path.pop()
        done.add(module)
        return []

    return next((circle for module in sorted(graph) if (circle := visit(module))), [])


def test_no_modules_import_each_other_round_a_circle() -> None:
    """A circle (the journal replaying the game that notes in it; the campaign's levels
    and the map catalogue) makes neither part readable, nor testable, alone. A package's
    ``__init__`` counts as a module: a package that imports its own modules in it is in a
    circle with each of them that imports a sibling by the package."""
    assert a_circle(llk_imports()) == []


def test_the_circle_check_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert a_circle(graph) == ["a", "b", "c", "a"]
    assert a_circle({"a": {"b"}, "b": set()}) == []


def test_the_model_packages_import_nothing_in_their_init() -> None:
    """Importing one module of a part imports no other: the start stays as lazy as the
    modules it needs (the window is on screen before the game and the solver load)."""
    doors = sorted((PACKAGE / "model").glob("*/__init__.py"))
    assert len(doors) == len(MODEL_ORDER) - 7  # every part but the ground, status, changes, ""
    importing = [
        str(door.relative_to(PACKAGE))
        for door in doors
        if any(
            isinstance(node, ast.Import | ast.ImportFrom)
            for node in ast.parse(door.read_text()).body
        )
    ]
    assert importing == []
