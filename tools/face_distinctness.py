#!/usr/bin/env python3
"""Print the tile faces most alike in grey and under simulated colour blindness, and
draw a contact sheet of each view to look at.

Usage (from the repository's folder)::

    python tools/face_distinctness.py OUT_FOLDER [--prefix before-] [--top 12]
        [--width 48] [--calibrate]

Writes ``OUT_FOLDER/<prefix><view>.png`` for the views grey, protan, deutan and tritan
(and ``<prefix>colour.png``, the faces as drawn), then lists per view the ``--top``
closest pairs, and every pair under `face_likeness.THRESHOLD` (they fail
``tests/view/test_face_distinctness.py``). ``--calibrate`` also scores each face
against itself moved by up to 2 px, the numbers the threshold is set from.
The measure and the views are `tools/face_likeness.py`'s.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QGuiApplication, QImage

from llk.view.board.tile_art import TileArt
from tools.contact_sheet import draw_sheet
from tools.face_likeness import (
    LINEAR,
    THRESHOLD,
    VIEWS,
    View,
    bare_tile,
    cells,
    descriptor,
    descriptors,
    distance,
    encode,
    face_image,
    face_label,
    pairs,
    seen,
    simulate,
)

SHIFTS = [(dx, dy) for dx in (-2, -1, 0, 1, 2) for dy in (-2, -1, 0, 1, 2) if (dx, dy) != (0, 0)]
"""Every move of up to 2 px each way."""


def seen_as(image: QImage, view: View) -> QImage:
    """``image`` as seen in ``view``, pixel by pixel (each colour worked out once)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data, stride, width = bytes(rgb.constBits()), rgb.bytesPerLine(), rgb.width()
    known: dict[bytes, bytes] = {}
    out = bytearray()
    for y in range(rgb.height()):
        for x in range(width):
            pixel = data[y * stride + 3 * x : y * stride + 3 * x + 3]
            if pixel not in known:
                r, g, b = (LINEAR[c] for c in pixel)
                known[pixel] = bytes(encode(c) for c in simulate((r, g, b), view))
            out += known[pixel]
    return QImage(bytes(out), width, rgb.height(), 3 * width, QImage.Format.Format_RGB888).copy()


def write_sheets(art: TileArt, folder: Path, prefix: str, width: int) -> None:
    sheet = draw_sheet(art, width, 12)
    sheet.save(str(folder / f"{prefix}colour.png"))
    for view in VIEWS:
        path = folder / f"{prefix}{view.name}.png"
        seen_as(sheet, view).save(str(path))
        print(f"wrote {path}")


def report(art: TileArt, top: int) -> None:
    found = pairs(descriptors(art))
    for view in VIEWS:
        closest = [p for p in found if p.view == view.name][:top]
        print(f"\n{view.name}: the {top} closest pairs")
        for pair in closest:
            print(f"  {pair.score:.3f}  {face_label(pair.first)} ~ {face_label(pair.second)}")
    alike = [p for p in found if p.score < THRESHOLD]
    print(f"\nunder the threshold {THRESHOLD}: {len(alike)} pair(s)")
    for pair in alike:
        first, second = face_label(pair.first), face_label(pair.second)
        print(f"  {pair.view:6} {pair.score:.3f}  {first} ~ {second}")


def calibrate(art: TileArt) -> None:
    """Each face against itself moved: the worst and the mean per view."""
    for view in VIEWS:
        scores = []
        tile = seen(cells(bare_tile()), view)
        for face in range(1, art.face_count + 1):
            still = descriptor(seen(cells(face_image(art, face)), view), tile)
            for dx, dy in SHIFTS:
                moved = descriptor(seen(cells(face_image(art, face, dx, dy)), view), tile)
                scores.append((distance(still, moved), face, dx, dy))
        worst = max(scores)
        mean = sum(s[0] for s in scores) / len(scores)
        print(
            f"{view.name}: moved copies at most {worst[0]:.3f} "
            f"({face_label(worst[1])}, {worst[2]:+d},{worst[3]:+d} px), mean {mean:.3f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path, help="folder for the sheets")
    parser.add_argument("--prefix", default="", help="put before each sheet's name")
    parser.add_argument("--top", type=int, default=12, help="closest pairs shown per view")
    parser.add_argument("--width", type=int, default=48, help="the sheets' tile width, px")
    parser.add_argument("--calibrate", action="store_true", help="score moved copies too")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    art = TileArt()
    args.out.mkdir(parents=True, exist_ok=True)
    write_sheets(art, args.out, args.prefix, args.width)
    report(art, args.top)
    if args.calibrate:
        calibrate(art)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
