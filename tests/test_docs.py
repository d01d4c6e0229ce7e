"""The words about the code cannot drift from it: every path, module and link they name
is in the checkout, and every package's docstring names each of its modules.

Read as text: the README, ``docs/*.md``, the READMEs beside the resources, every module
of ``llk`` (their docstrings and comments point at one another; How to Play is among
them), and what CI runs and the project's settings (``.ci/``, ``pyproject.toml``: a test
they name by its old path is a step that fails). A move that leaves a name behind in any
of them fails here, with the file and the name. The files older versions wrote
(``tests/fixtures/``) are left out: their READMEs tell how those versions, with their own
module names, made them.
"""

from __future__ import annotations

import ast
import functools
import importlib
import re
from pathlib import Path

import llk

ROOT = Path(llk.__file__).resolve().parent.parent
PACKAGE = ROOT / "llk"
PATH = re.compile(r"(?<![\w./~$-])(?:llk|tests|tools|benchmarks|\.ci|docs)/[\w./*-]*")
"""A path from the checkout's root (``llk/model/board/path.py``, ``docs/``, ``tests/*``),
not one inside another path (``~/.local/share/llk/maps``)."""
MODULE_FILE = re.compile(r"(?<![\w./-])\w+\.py\b")
"""A module's file named alone (``race_watch.py``)."""
DOTTED = re.compile(r"(?<![\w./-])llk(?:\.\w+)+")
"""A module, or a name in one (``llk.model.versus.replay``, ``llk.app.main``)."""
LINK = re.compile(r"\]\(([^)\s]+)\)")
"""A markdown link's or picture's target."""
CODE_NAME = re.compile(r"`([A-Z]\w*[a-z]\w*)((?:\.\w+)*)(?:\(\))?`")
"""A class or a name in one, quoted in markdown (`Changes`, `GameController.ended`)."""
OUTSIDE = {"StrEnum": "Python's enum", "IsEnabled": "the AT-SPI bus's property"}
"""The names quoted in the docs that are no part of LLK (besides Qt's, Q...)."""


def documents() -> list[Path]:
    """What is read: the markdown of the checkout but the fixtures', llk's modules, CI's
    scripts and the project's settings."""
    markdown = [
        ROOT / "README.md",
        *sorted((ROOT / "docs").glob("*.md")),
        *sorted((PACKAGE / "resources").rglob("*.md")),
    ]
    ci = sorted(path for path in (ROOT / ".ci").iterdir() if path.is_file())
    return [*markdown, *sorted(PACKAGE.rglob("*.py")), *ci, ROOT / "pyproject.toml"]


def named_paths(text: str) -> list[str]:
    """The paths from the root ``text`` names, a sentence's full stop left off."""
    return [found.rstrip(".") for found in PATH.findall(text)]


def path_exists(name: str) -> bool:
    """Whether ``name`` (a file, a folder, or a pattern with ``*``) is in the checkout."""
    if "*" in name:
        return any(ROOT.glob(name.rstrip("/")))
    return (ROOT / name).exists()


def module_files() -> set[str]:
    """The file names of every module of the checkout's code, tests and tools."""
    folders = ("llk", "tests", "tools", "benchmarks")
    return {path.name for folder in folders for path in (ROOT / folder).rglob("*.py")}


def is_module(name: str) -> bool:
    """Whether dotted ``name`` is a module or package of the checkout."""
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def resolves(dotted: str) -> bool:
    """Whether ``dotted`` is a module of the checkout or a name in one (``llk.app.main``:
    the longest module it starts with, then attributes of it). Imports that module."""
    parts = dotted.split(".")
    known = max(n for n in range(1, len(parts) + 1) if is_module(".".join(parts[:n])))
    found: object = importlib.import_module(".".join(parts[:known]))
    for name in parts[known:]:
        if not hasattr(found, name):
            return False
        found = getattr(found, name)
    return True


def broken_links(document: Path, text: str) -> list[str]:
    """The relative link targets in ``text`` (of ``document``) that lead to no file; a
    web address, a mail address or an anchor of the page itself is not checked."""
    targets = (target.partition("#")[0] for target in LINK.findall(text))
    local = [t for t in targets if t and not re.match(r"[a-z]+:", t)]
    return [target for target in local if not (document.parent / target).exists()]


@functools.cache
def top_level_names() -> dict[str, list[tuple[str, ast.ClassDef | None]]]:
    """Every name a module of ``llk`` defines at its top, with each module that does (and
    the class, for a class). O(the code)."""
    found: dict[str, list[tuple[str, ast.ClassDef | None]]] = {}
    for source in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(source.relative_to(ROOT).with_suffix("").parts)
        for node in ast.parse(source.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                found.setdefault(node.name, []).append((module, node))
            for name in assigned(node):
                found.setdefault(name, []).append((module, None))
    return found


def assigned(node: ast.stmt) -> list[str]:
    """The plain names a statement assigns (``A = ...``, ``a: int = ...``)."""
    targets = node.targets if isinstance(node, ast.Assign) else []
    if isinstance(node, ast.AnnAssign):
        targets = [node.target]
    return [target.id for target in targets if isinstance(target, ast.Name)]


def class_has(module: str, cls: ast.ClassDef | None, name: str, attribute: str) -> bool:
    """Whether ``module``'s ``name`` has ``attribute``: as the imported object has it
    (methods, signals, members, what Qt's classes give), or as its class assigns it, in
    its body or on ``self`` in a method (what exists only on an instance)."""
    if hasattr(getattr(importlib.import_module(module), name), attribute):
        return True
    own = [name for node in (cls.body if cls else []) for name in assigned(node)]
    on_self = [
        target.attr
        for node in ast.walk(cls or ast.Module(body=[], type_ignores=[]))
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Attribute)
        and isinstance(target.value, ast.Name)
        and target.value.id == "self"
    ]
    return attribute in own or attribute in on_self


def code_name_exists(name: str, attributes: str) -> bool:
    """Whether quoted ``name`` (and its first of ``attributes``, ".a.b") is LLK's, or
    Qt's or another's (`OUTSIDE`), which are not checked."""
    if re.match("Q[A-Zt]", name) or name in OUTSIDE:
        return True
    places = top_level_names().get(name, [])
    attribute = attributes.split(".")[1] if attributes else None
    if attribute is None:
        return bool(places)
    return any(class_has(module, cls, name, attribute) for module, cls in places)


def stale(document: Path) -> list[str]:
    """Every name ``document`` gives that the checkout does not have."""
    text = document.read_text(encoding="utf-8")
    files, markdown = module_files(), document.suffix == ".md"
    code_names = CODE_NAME.findall(text) if markdown else []
    return [
        *(f"path {name}" for name in named_paths(text) if not path_exists(name)),
        *(f"file {name}" for name in MODULE_FILE.findall(text) if name not in files),
        *(f"module {name}" for name in DOTTED.findall(text) if not resolves(name)),
        *(f"link {target}" for target in broken_links(document, text) if markdown),
        *(f"name {n}{rest}" for n, rest in code_names if not code_name_exists(n, rest)),
    ]


def test_every_path_module_and_link_the_docs_name_exists() -> None:
    found = [
        f"{document.relative_to(ROOT)}: {name}"
        for document in documents()
        for name in sorted(set(stale(document)))
    ]
    assert found == []


def test_the_check_catches_a_stale_name(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "The menu was `llk/menu/` (see `llk/menu/end_flow.py`, `end_flow.py`,\n"
        "`llk.menu.end_flow`, `llk.model.gravity` and `llk.app.no_such_name`), beside\n"
        "`llk/model/` and `llk.model.board.path.find_path`; [maps](maps.md) and\n"
        "[the README](README.md) in ~/.local/share/llk/maps, by [Qt](https://qt.io).\n"
        "`Race.replay` and `CampaignTimeFlow`, beside `Race.advance`, `Changes.removal`,\n"
        "`GameController.ended`, `GameController.watcher`, `BoardView.show()`, `StrEnum`,\n"
        "`QTimer`, `Command`, `Aim.LEADER` and `NAME.llkmap`.\n",
        encoding="utf-8",
    )
    (tmp_path / "README.md").write_text("", encoding="utf-8")
    assert stale(page) == [
        "path llk/menu/",
        "path llk/menu/end_flow.py",
        "file end_flow.py",
        "module llk.menu.end_flow",
        "module llk.model.gravity",
        "module llk.app.no_such_name",
        "link maps.md",
        "name Race.replay",
        "name CampaignTimeFlow",
    ]


def test_the_paths_are_read_as_written() -> None:
    text = "`tests/model/board/test_path.py`, tools/make_campaign.py. and `.ci/run`"
    assert named_paths(text) == [
        "tests/model/board/test_path.py",
        "tools/make_campaign.py",
        ".ci/run",
    ]
    assert path_exists("tests/model/*/test_path.py")
    assert not path_exists("tests/model/*/test_menu.py")


def packages() -> list[Path]:
    """Every package of ``llk`` with modules of its own, by its ``__init__.py``."""
    return [door for door in sorted(PACKAGE.rglob("__init__.py")) if parts_of(door)]


def parts_of(door: Path) -> list[str]:
    """The modules and packages of the package of ``door`` (its ``__init__.py``), by the
    name they have in it; ``__main__`` and the like left out."""
    folder = door.parent
    modules = [path.stem for path in folder.glob("*.py") if not path.stem.startswith("_")]
    inner = [path.parent.name for path in folder.glob("*/__init__.py")]
    return sorted(modules + inner)


def unnamed(door: Path) -> list[str]:
    """The parts of the package of ``door`` that its docstring does not name in quotes:
    `` `name` `` or `` `llk.package.name` ``."""
    docstring = ast.get_docstring(ast.parse(door.read_text(encoding="utf-8"))) or ""
    quoted = set(re.findall(r"`+([\w.]+)`+", docstring))
    named = quoted | {name.rpartition(".")[2] for name in quoted}
    return [part for part in parts_of(door) if part not in named]


def test_every_package_docstring_names_each_of_its_modules() -> None:
    """A package's docstring is where its modules are listed (docs/architecture.md lists
    none, so as not to drift): a module added or renamed is named there too."""
    missing = {
        str(door.parent.relative_to(ROOT)): names for door in packages() if (names := unnamed(door))
    }
    assert missing == {}


def test_the_check_finds_a_module_a_docstring_leaves_out(tmp_path: Path) -> None:
    door = tmp_path / "__init__.py"
    door.write_text('"""The parts: `grid` and `llk.x.path`, not shifts."""\n', encoding="utf-8")
    for name in ("grid", "path", "shifts", "__main__"):
        (tmp_path / f"{name}.py").write_text("", encoding="utf-8")
    (tmp_path / "inner").mkdir()
    (tmp_path / "inner" / "__init__.py").write_text("", encoding="utf-8")
    assert unnamed(door) == ["inner", "shifts"]
