#!/usr/bin/env python3
"""Render every tile face on the tile body into a PNG contact sheet.

Usage:
    python tools/contact_sheet.py TILE_WIDTH OUT.png [--dark] [--cols N] [--bg "#rrggbb"]

TILE_WIDTH is the tile width in pixels (the tile is 4:5, so height = 1.25 * width).
Everything is rendered straight from SVG at the final pixel size (no bitmap scaling),
so the sheet shows exactly how the faces look at that size in the game.
"""

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RES = ROOT / "resources"

# Tile geometry, in tile.svg viewBox units (see the comment at the top of tile.svg).
TILE_VB_W, TILE_VB_H = 80.0, 100.0
FACE_AREA = (4.5, 14.0, 66.0, 66.0)  # x, y, w, h


def face_rect(x, y, w, h):
    """Face-area rectangle (pixels) for a tile drawn at (x, y, w, h)."""
    fx, fy, fw, fh = FACE_AREA
    sx, sy = w / TILE_VB_W, h / TILE_VB_H
    return QRectF(x + fx * sx, y + fy * sy, fw * sx, fh * sy)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("width", type=int, help="tile width in pixels")
    ap.add_argument("out", help="output PNG path")
    ap.add_argument(
        "--dark", action="store_true", help="use tile_dark.svg and a dark sheet background"
    )
    ap.add_argument("--cols", type=int, default=8)
    ap.add_argument("--bg", default=None, help="sheet background colour")
    args = ap.parse_args(argv)

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841

    faces = sorted((RES / "faces").glob("*.svg"))
    if not faces:
        sys.exit("no faces found in resources/faces")
    body = QSvgRenderer(str(RES / ("tile_dark.svg" if args.dark else "tile.svg")))
    if not body.isValid():
        sys.exit("tile svg is not valid")

    tw = args.width
    th = round(tw * TILE_VB_H / TILE_VB_W)
    gap = max(2, tw // 8)
    cols = args.cols
    rows = (len(faces) + cols - 1) // cols
    W = cols * tw + (cols + 1) * gap
    H = rows * th + (rows + 1) * gap
    img = QImage(W, H, QImage.Format_ARGB32_Premultiplied)
    img.fill(QColor(args.bg or ("#20242e" if args.dark else "#6f9a86")))

    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing, True)
    p.setRenderHint(QPainter.SmoothPixmapTransform, True)
    bad = []
    for i, path in enumerate(faces):
        r, c = divmod(i, cols)
        x = gap + c * (tw + gap)
        y = gap + r * (th + gap)
        body.render(p, QRectF(x, y, tw, th))
        rend = QSvgRenderer(str(path))
        if not rend.isValid():
            bad.append(path.name)
            continue
        rend.setAspectRatioMode(Qt.KeepAspectRatio)
        rend.render(p, face_rect(x, y, tw, th))
    p.end()
    img.save(args.out)
    print(f"{len(faces)} faces, tile {tw}x{th}px -> {args.out} ({W}x{H})")
    if bad:
        print("INVALID:", ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
