#!/usr/bin/env python3
"""Update LLK's translations: collect the strings from the code, then compile them.

Usage (from any folder; the paths are found from this file)::

    python tools/update_translations.py

Run it again whenever a user-visible string is added, changed or removed in ``llk/``.
For each language in `LOCALES` it

1. runs ``pyside6-lupdate`` over every ``.py`` file under ``llk/`` and merges what it
   finds into ``llk/resources/translations/llk_<locale>.ts``: existing translations are
   kept, new strings arrive marked unfinished, and strings the code no longer has are
   dropped (``-no-obsolete``);
2. runs ``pyside6-lrelease`` to compile that .ts into ``llk_<locale>.qm``, the file the
   game loads (``llk.app.install_translator``; shipped as package data).

English, the source language, gets a file too, ``llk_en.ts``, of plural forms only
(``-pluralonly``): the code writes a count once, ``"Undone %n move(s)"``, and the
English file says ``"Undone %n move"`` and ``"Undone %n moves"``. The game loads it
for English and for any language LLK has no translation for.

Then translate the unfinished messages (``pyside6-linguist`` or any XML editor: fill
``<translation>`` and drop ``type="unfinished"``) and run the script once more so the
.qm matches. ``tests/app/test_translations.py`` fails while the .ts misses a string of
the code or has an unfinished or empty translation.

lupdate reads ``self.tr("...")`` and ``QCoreApplication.translate("Context", "...")``
with literal arguments only, so the code spells its translation calls out in full.

The tools are looked up next to the running Python (a virtual environment's ``bin/``)
first, then on PATH.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "llk"
TRANSLATIONS = ROOT / "llk" / "resources" / "translations"
LOCALES = ("zh_CN",)
"""The languages LLK is translated into (English is the source language)."""
PLURALS_ONLY = "en"
"""The source language, whose file holds only the plural forms of the counts."""


def ts_file(locale: str) -> Path:
    return TRANSLATIONS / f"llk_{locale}.ts"


def find_tool(name: str) -> str | None:
    """The path of a Qt tool beside the running Python or on PATH; None if neither."""
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(name)


def _tool(name: str) -> str:
    found = find_tool(name)
    if found is None:
        raise SystemExit(f"{name} not found beside {sys.executable} or on PATH")
    return found


def update_ts(ts: Path, quiet: bool = False, plurals_only: bool = False) -> None:
    """Create or update ``ts`` from the current code (see the module docstring); with
    ``plurals_only``, only the messages with a count (``%n``)."""
    sources = [str(path) for path in sorted(SOURCES.rglob("*.py"))]
    command = [_tool("pyside6-lupdate"), *sources, "-source-language", "en"]
    command += ["-no-obsolete", "-ts", str(ts)]
    if plurals_only:
        command.append("-pluralonly")
    if quiet:
        command.append("-silent")
    ts.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(command, check=True, capture_output=quiet)


def compile_qm(ts: Path, quiet: bool = False) -> Path:
    """Compile ``ts`` into the .qm beside it; returns the .qm's path."""
    qm = ts.with_suffix(".qm")
    command = [_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)]
    subprocess.run(command + (["-silent"] if quiet else []), check=True)
    return qm


def forms(translation: ET.Element) -> list[str]:
    """A message's translation: its one text, or each of its plural forms."""
    plural = [form.text or "" for form in translation.iter("numerusform")]
    return plural or [translation.text or ""]


def unfinished(ts: Path) -> list[str]:
    """The source texts whose translation is unfinished or empty (in any plural form)."""
    return [
        message.findtext("source", "")
        for message in ET.parse(ts).getroot().iter("message")
        if (translation := message.find("translation")) is None
        or translation.get("type") == "unfinished"
        or not all(text.strip() for text in forms(translation))
    ]


def main() -> int:
    for locale in (*LOCALES, PLURALS_ONLY):
        ts = ts_file(locale)
        update_ts(ts, plurals_only=locale == PLURALS_ONLY)
        compile_qm(ts)
        todo = unfinished(ts)
        if todo:
            print(f"{ts.relative_to(ROOT)}: {len(todo)} message(s) to translate:")
            for text in todo:
                print(f"    {text!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
