#!/usr/bin/env python3
"""Render every tile face into a PNG contact sheet, through the game's own renderer.

Usage:
    python tools/contact_sheet.py TILE_WIDTH OUT.png [--dark] [--cols N]

The tiles come from `llk.view.board.tile_art.TileArt` at the final pixel size, so the
sheet shows exactly what the game draws at that size.
"""

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from llk.model.records.preferences import Theme
from llk.view.board.tile_art import TILE_ASPECT, TileArt


def draw_sheet(art: TileArt, tile_w: int, cols: int) -> QImage:
    """Every face of ``art`` on its tile, ``tile_w`` px wide, ``cols`` to a row."""
    tile_h = round(tile_w / TILE_ASPECT)
    gap = max(2, tile_w // 8)
    rows = -(-art.face_count // cols)
    sheet = QImage(
        cols * tile_w + (cols + 1) * gap,
        rows * tile_h + (rows + 1) * gap,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    sheet.fill(QColor("#20242e" if art.theme is Theme.DARK else "#6f9a86"))
    painter = QPainter(sheet)
    for index in range(art.face_count):
        r, c = divmod(index, cols)
        painter.drawPixmap(
            gap + c * (tile_w + gap), gap + r * (tile_h + gap), art.pixmap(index + 1, tile_w, 1.0)
        )
    painter.end()
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("width", type=int, help="tile width in pixels")
    parser.add_argument("out", help="output PNG path")
    parser.add_argument("--dark", action="store_true", help="dark tiles on a dark sheet")
    parser.add_argument("--cols", type=int, default=8)
    args = parser.parse_args(argv)

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    art = TileArt()
    art.theme = Theme.DARK if args.dark else Theme.LIGHT
    sheet = draw_sheet(art, args.width, args.cols)
    sheet.save(args.out)
    print(f"{art.face_count} faces, tile {args.width}px wide -> {args.out}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
