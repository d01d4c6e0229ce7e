"""`llk.wiring` is the one map of the program: no part's attribute is set from outside
after it was made, and no part connects itself to another part's signals. What a part
needs from another comes in its constructor, and what it tells another goes out by a
signal that the wiring connects. A hook set later (``controller.today = ...``), or a
constructor that connects to a part it was handed, is a second map beside the wiring,
and a part that works only once somebody remembered to set it.

The rule, checked on the source: an assignment ``x.attr = ...`` (or ``x.a.b = ...``)
is the part's own when ``x`` is ``self`` or ``cls``, or an object the same function made
(bound there to a call, or to something reached from ``self``: its own child or record);
any other is a hook, but for the few named in `OWN_RECORDS`. In `llk.wiring` and
`llk.app`, which make the parts, nothing is the function's own: there every part is
joined to another by constructor arguments and signals only.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

import llk

PACKAGE = Path(llk.__file__).parent
JOINERS = {"wiring.py", "app.py"}
OWN_RECORDS = {
    ("controller/solver_service.py", "client"): "the service keeps each client's question"
    " and answer (`SolverClient`, a record of its own module)",
    ("model/solver/search.py", "budget"): "the search's own budget, a record private to"
    " its module (`_Budget`)",
    ("model/versus/race.py", "racer"): "a race moves its own racers (`Racer` records)",
    ("model/versus/race.py", "target"): "the racer a prop hits, one of the race's own",
    ("online/event_loop.py", "qt_loop"): "qasync's loop marked stopped as its own stop()"
    " marks it, without ending Qt's loop",
    ("view/access/accessible_factory.py", "obj"): "the accessible interface Qt asks for"
    " again and again, cached on its widget",
    ("view/access/speech.py", "getattr"): "ctypes' declarations of a loaded library's functions",
}
"""Objects a function may set attributes of although it did not make them, with why."""


def relative(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def _root(node: ast.expr) -> ast.expr:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node


def _is_self(node: ast.expr) -> bool:
    root = _root(node)
    return isinstance(root, ast.Name) and root.id in ("self", "cls")


def _own_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names ``function`` binds to what it made (a call) or reached from ``self``."""
    names: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and (
            isinstance(node.value, ast.Call) or _is_self(node.value)
        ):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.For) and _is_self(node.iter):
            names |= {t.id for t in ast.walk(node.target) if isinstance(t, ast.Name)}
    return names


def _attributes_set(nodes: Iterable[ast.AST]) -> Iterator[tuple[int, ast.Attribute]]:
    """Each attribute an assignment among ``nodes`` sets, with its line."""
    for node in nodes:
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            found = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in (e for t in found for e in (t.elts if isinstance(t, ast.Tuple) else [t])):
                if isinstance(target, ast.Attribute):
                    yield node.lineno, target


def late_hooks(path: Path, source: str) -> list[str]:
    """Every ``x.attr = ...`` in ``source`` (the module at ``path``) that sets an
    attribute of an object its function neither is nor made, one line each; at module
    level, every one."""
    module = relative(path)
    tree = ast.parse(source)
    found = set(_attributes_set(tree.body))
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            own = set() if path.name in JOINERS else _own_names(function)
            for line, target in _attributes_set(ast.walk(function)):
                root = _root(target)
                name = root.id if isinstance(root, ast.Name) else ""
                if not (_is_self(target) or name in own or (module, name) in OWN_RECORDS):
                    found.add((line, target))
    ordered = sorted(found, key=lambda item: (item[0], ast.unparse(item[1])))
    return [f"{module}:{line}: {ast.unparse(target)} = ..." for line, target in ordered]


def test_no_part_is_hooked_after_it_was_made() -> None:
    hooks = [
        hook
        for path in sorted(PACKAGE.rglob("*.py"))
        for hook in late_hooks(path, path.read_text(encoding="utf-8"))
    ]
    assert hooks == []


def test_the_check_sees_a_hook_set_by_the_maker_of_the_parts() -> None:
    """As the wiring set them before: on a part made there, on a part's child, and by a
    part on another one it was handed."""
    wiring = PACKAGE / "wiring.py"
    assert late_hooks(wiring, "def make():\n    c = C()\n    c.today = lambda: 1\n") == [
        "wiring.py:3: c.today = ..."
    ]
    assert late_hooks(wiring, "def make(w):\n    w.view.text.resume = f\n") == [
        "wiring.py:2: w.view.text.resume = ..."
    ]
    driver = PACKAGE / "controller" / "race_driver.py"
    made = "class D:\n    def __init__(self, c):\n        c.before = self.catch_up\n"
    assert late_hooks(driver, made) == ["controller/race_driver.py:3: c.before = ..."]
    own = "class D:\n    def f(self):\n        t = T()\n        t.x = 1\n        self.a.b = 2\n"
    assert late_hooks(driver, own) == []


def test_the_records_named_are_still_set() -> None:
    """An entry of `OWN_RECORDS` that no longer sets anything would excuse the next hook
    silently."""
    for relative, name in OWN_RECORDS:
        tree = ast.parse((PACKAGE / relative).read_text(encoding="utf-8"))
        assert any(
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(root := _root(node), ast.Name)
            and root.id == name
            for node in ast.walk(tree)
        ), (relative, name)


def connections_to_parts_handed_in(source: str) -> list[str]:
    """Each ``.connect(`` in a constructor of ``source`` whose signal belongs to an
    object the constructor was handed (a part, connected by the wiring instead; the
    constructor's own children and itself stay its own business)."""
    found = []
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef) or function.name != "__init__":
            continue
        handed = {a.arg for a in (*function.args.args, *function.args.kwonlyargs)} - {"self"}
        for node in ast.walk(function):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "connect"
                and isinstance(root := _root(node.func.value), ast.Name)
                and root.id in handed
            ):
                found.append(f"{node.lineno}: {ast.unparse(node.func.value)}")
    return found


def test_no_constructor_connects_to_a_part_it_was_handed() -> None:
    connected = {
        relative(path): found
        for path in sorted(PACKAGE.rglob("*.py"))
        if (found := connections_to_parts_handed_in(path.read_text(encoding="utf-8")))
    }
    assert connected == {}


def test_the_check_sees_a_constructor_connecting_to_a_part() -> None:
    made = (
        "class D:\n"
        "    def __init__(self, controller):\n"
        "        controller.changed.connect(self.follow)\n"
        "        self.timer.timeout.connect(self.tick)\n"
    )
    assert connections_to_parts_handed_in(made) == ["3: controller.changed"]
