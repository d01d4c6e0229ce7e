"""How alike two of LLK's tile faces look to someone who cannot lean on colour.

Used by ``tests/view/test_face_distinctness.py`` (no two faces alike) and by
``tools/face_distinctness.py`` (the closest pairs and sheets of every view, to look at).

**Pictures.** Each face is drawn as the game draws it, by `TileArt` on LLK's light tile
body, at a tile width of 80 px; the measure reads the 64 px square inside the face area
(``FACE_CROP``). The body is kept: a face's transparent parts show the tile, and its
outline is seen against the tile's cream, not against nothing.

**Views.** Each picture is seen four ways, all in linear light (sRGB decoded):

- ``grey``: relative luminance, Rec. 709 / sRGB weights ``REC709`` on linear RGB;
- ``protan``, ``deutan``, ``tritan``: Machado, Oliveira & Fernandes (2009), "A
  Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG
  15(6), the severity 1.0 matrices (``MACHADO_*``) applied to linear RGB, clipped to
  [0, 1].

Each view is then taken to CIELAB (D65), so one unit is one just-noticeable step.

**Measure.** A face is described twice, weighted equally, in one unit vector:

- its edges: a histogram of oriented gradients (Dalal & Triggs 2005) over the view's
  CIELAB picture, binned to 32 x 32 cells of 2 x 2 px (averaged in linear light) and
  blurred by [1 2 1] to forgive sub-pixel placement. At each cell the channel with the
  steepest gradient votes its magnitude into 9 unsigned orientation bins of a 4 x 4
  grid of blocks, shared bilinearly between neighbouring bins and blocks;
- its ink's layout: how far each cell is from the bare tile in L*, a*, b*, pooled
  bilinearly into 8 x 8 blocks. (Edges alone called a black penguin like a grey
  turtle; layout alone called any two mid-grey blobs alike.)

Each half is scaled to unit length, so contrast and size of the ink do not count, only
where the edges and the ink are. Two faces' likeness distance is the Euclidean distance
of their vectors: 0 for the same picture, up to sqrt(2) for nothing shared.

**Threshold** (`THRESHOLD`, 0.5), calibrated on the 48 faces as shipped before issue 27
(``tools/face_distinctness.py --calibrate``):

- a face against a copy of itself moved by 1 or 2 px (all 24 moves up to (2, 2), every
  face, every view) scores 0.16 on average and at most 0.31 (book, moved (2, -2)):
  so far, it is "the same picture, misplaced";
- the 1,128 pairs of different faces scored (grey) 0.43 at least, 0.58 at the 5th
  percentile, 0.81 at the median;
- 0.5 keeps a margin of 0.2 above the worst moved copy, and asks the closest 1 % of
  pairs to differ more. The pairs under it were those that looked alike on the grey
  sheet at 36 to 48 px: an oval under leaves (pineapple, radish, pear), spokes round a
  disc (sun, snowflake, maple), a patterned dome (pineapple, turtle), a round top on a
  narrow foot (ice cream, balloon). Lightbulb and balloon, which first looked alike to
  the eye, score 0.73: on a second look the bulb is pale, with a screw base, and the
  balloon dark; the measure was right.

Cost: per face and view O(cells); all pairs O(faces^2 x descriptor), about 1 s in all.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from llk.view.assets import resources
from llk.view.board.tile_art import TILE_ASPECT, TileArt
from llk.view.face_names import OWN_FACES

RGB = tuple[float, float, float]
Matrix = tuple[RGB, RGB, RGB]

TILE_WIDTH = 80
"""The tile width the faces are drawn at: its face area is 66 px square at (4.5, 14)."""
FACE_CROP = QRect(5, 15, 64, 64)
"""The part of the face area measured: whole pixels, clear of the tile's rim."""
CELL = 2
GRID = FACE_CROP.width() // CELL
BLOCKS = 4
BINS = 9
TONE = 8
THRESHOLD = 0.5
"""Faces closer than this in any view are alike (the module's docstring says why)."""

REC709: RGB = (0.2126, 0.7152, 0.0722)
"""Relative luminance of linear sRGB (ITU-R BT.709 primaries, D65)."""
MACHADO_PROTANOPIA: Matrix = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
MACHADO_DEUTERANOPIA: Matrix = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
MACHADO_TRITANOPIA: Matrix = (
    (1.255528, -0.076749, -0.178779),
    (-0.078411, 0.930809, 0.147602),
    (0.004733, 0.691367, 0.303900),
)
"""Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB."""
SRGB_TO_XYZ: Matrix = (
    (0.4124, 0.3576, 0.1805),
    (0.2126, 0.7152, 0.0722),
    (0.0193, 0.1192, 0.9505),
)
D65: RGB = (0.95047, 1.0, 1.08883)


class View(NamedTuple):
    """A way of seeing: grey (``matrix`` None) or a colour-vision deficiency."""

    name: str
    matrix: Matrix | None


VIEWS = (
    View("grey", None),
    View("protan", MACHADO_PROTANOPIA),
    View("deutan", MACHADO_DEUTERANOPIA),
    View("tritan", MACHADO_TRITANOPIA),
)


class Pair(NamedTuple):
    """Two faces (numbered from 1) and their likeness distance in one view."""

    score: float
    first: int
    second: int
    view: str


def _decode(code: int) -> float:
    value = code / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


LINEAR = tuple(_decode(code) for code in range(256))
"""An 8-bit sRGB code in linear light."""


def encode(value: float) -> int:
    """Linear light back to an 8-bit sRGB code, clipped."""
    value = min(1.0, max(0.0, value))
    coded = 12.92 * value if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return round(255 * coded)


def _apply(matrix: Matrix, rgb: RGB) -> RGB:
    r, g, b = rgb
    (m00, m01, m02), (m10, m11, m12), (m20, m21, m22) = matrix
    return m00 * r + m01 * g + m02 * b, m10 * r + m11 * g + m12 * b, m20 * r + m21 * g + m22 * b


def simulate(rgb: RGB, view: View) -> RGB:
    """Linear RGB as seen in ``view``: its luminance in grey, else Machado's matrix."""
    if view.matrix is None:
        grey = REC709[0] * rgb[0] + REC709[1] * rgb[1] + REC709[2] * rgb[2]
        return grey, grey, grey
    r, g, b = _apply(view.matrix, rgb)
    return min(1.0, max(0.0, r)), min(1.0, max(0.0, g)), min(1.0, max(0.0, b))


def _lab_f(t: float) -> float:
    return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116


XYZ_WHITE: Matrix = (
    (SRGB_TO_XYZ[0][0] / D65[0], SRGB_TO_XYZ[0][1] / D65[0], SRGB_TO_XYZ[0][2] / D65[0]),
    SRGB_TO_XYZ[1],
    (SRGB_TO_XYZ[2][0] / D65[2], SRGB_TO_XYZ[2][1] / D65[2], SRGB_TO_XYZ[2][2] / D65[2]),
)
"""Linear sRGB to CIE XYZ relative to the D65 white."""


def lab(rgb: RGB) -> RGB:
    """CIELAB (D65) of linear sRGB."""
    x, y, z = _apply(XYZ_WHITE, rgb)
    fx, fy, fz = _lab_f(x), _lab_f(y), _lab_f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def seen(picture: Sequence[RGB], view: View) -> list[RGB]:
    """``picture`` (linear RGB) in CIELAB as seen in ``view``. Cost: O(cells)."""
    return [lab(simulate(rgb, view)) for rgb in picture]


def face_image(art: TileArt, face: int, dx: int = 0, dy: int = 0) -> QImage:
    """Face ``face`` on its tile as the game draws it, the measured square moved by
    (``dx``, ``dy``) px: the face seen ``-dx``, ``-dy`` px off its place."""
    tile = art.pixmap(face, TILE_WIDTH, 1.0).toImage()
    return tile.copy(FACE_CROP.translated(dx, dy)).convertToFormat(QImage.Format.Format_RGB888)


def bare_tile() -> QImage:
    """The measured square of LLK's light tile with no face on it."""
    image = QImage(TILE_WIDTH, round(TILE_WIDTH / TILE_ASPECT), QImage.Format.Format_RGB888)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    QSvgRenderer(resources().joinpath("tile.svg").read_bytes()).render(
        painter, QRectF(image.rect())
    )
    painter.end()
    return image.copy(FACE_CROP)


def _channel_rows(image: QImage, channel: int) -> Iterator[list[float]]:
    """Each row of one colour channel of an RGB888 ``image``, in linear light."""
    data, stride, width = bytes(image.constBits()), image.bytesPerLine(), image.width()
    for y in range(image.height()):
        start = y * stride + channel
        yield list(map(LINEAR.__getitem__, data[start : start + 3 * width : 3]))


def _blurred(row: Sequence[float]) -> list[float]:
    """A [1 2 1] / 4 blur, the edges repeated."""
    padded = [row[0], *row, row[-1]]
    return [(a + 2 * b + c) / 4 for a, b, c in zip(padded, padded[1:], padded[2:], strict=False)]


def _binned(image: QImage, channel: int) -> list[float]:
    """One channel of the picture in CELL x CELL averages, blurred, row by row."""
    rows = list(_channel_rows(image, channel))
    cells = []
    for top in range(0, len(rows), CELL):
        band = [sum(column) for column in zip(*rows[top : top + CELL], strict=True)]
        cells.append([sum(band[x : x + CELL]) / CELL**2 for x in range(0, len(band), CELL)])
    across = [_blurred(row) for row in cells]
    down = [_blurred(column) for column in zip(*across, strict=True)]
    return [value for row in zip(*down, strict=True) for value in row]


def cells(image: QImage) -> list[RGB]:
    """The picture as GRID x GRID blurred cells of linear RGB, row by row."""
    r, g, b = (_binned(image, channel) for channel in range(3))
    return list(zip(r, g, b, strict=True))


def _gradient(picture: Sequence[RGB], x: int, y: int) -> tuple[float, float]:
    """The steepest channel's central-difference gradient at cell (x, y)."""
    here = y * GRID + x
    left, right = picture[here - 1], picture[here + 1]
    up, down = picture[here - GRID], picture[here + GRID]
    best, steepest = (0.0, 0.0), 0.0
    for channel in range(3):
        gx, gy = right[channel] - left[channel], down[channel] - up[channel]
        if gx * gx + gy * gy > steepest:
            best, steepest = (gx / 2, gy / 2), gx * gx + gy * gy
    return best


def _shares(position: float, count: int, wrap: bool) -> list[tuple[int, float]]:
    """Bilinear shares of ``position`` (in bin units, bins centred at i + 0.5)."""
    low = math.floor(position - 0.5)
    weight = position - 0.5 - low
    shares = [(low, 1 - weight), (low + 1, weight)]
    if wrap:
        return [(index % count, share) for index, share in shares]
    return [(index, share) for index, share in shares if 0 <= index < count]


def _block_shares(blocks: int, bins: int) -> list[list[tuple[int, float]]]:
    """For each cell, the ``blocks`` x ``blocks`` blocks it votes into, shared
    bilinearly: each block's first index (``bins`` to a block) and share."""
    scale = blocks / GRID
    return [
        [
            ((row * blocks + column) * bins, wy * wx)
            for row, wy in _shares((y + 0.5) * scale, blocks, False)
            for column, wx in _shares((x + 0.5) * scale, blocks, False)
        ]
        for y, x in itertools.product(range(GRID), repeat=2)
    ]


BLOCK_SHARES = _block_shares(BLOCKS, BINS)
TONE_SHARES = _block_shares(TONE, 3)
INNER = [(x, y) for y, x in itertools.product(range(1, GRID - 1), repeat=2)]


def _edges(seen: Sequence[RGB]) -> list[float]:
    """The unit-length histogram of oriented gradients of a CIELAB picture."""
    histogram = [0.0] * (BLOCKS * BLOCKS * BINS)
    for x, y in INNER:
        gx, gy = _gradient(seen, x, y)
        magnitude = math.hypot(gx, gy)
        if magnitude == 0:
            continue
        orientations = _shares(math.atan2(gy, gx) % math.pi / math.pi * BINS, BINS, True)
        for base, share in BLOCK_SHARES[y * GRID + x]:
            for orientation, weight in orientations:
                histogram[base + orientation] += magnitude * share * weight
    return _unit(histogram)


def _unit(vector: list[float]) -> list[float]:
    length = math.sqrt(sum(v * v for v in vector)) or 1.0
    return [v / length for v in vector]


def _tones(seen: Sequence[RGB], tile: Sequence[RGB]) -> list[float]:
    """Where the picture is darker, lighter or other-hued than the bare tile, pooled
    bilinearly to TONE x TONE blocks, unit length: the layout of its ink."""
    pooled = [0.0] * (3 * TONE * TONE)
    for index, (here, bare) in enumerate(zip(seen, tile, strict=True)):
        ink = [a - b for a, b in zip(here, bare, strict=True)]
        for base, share in TONE_SHARES[index]:
            for channel in range(3):
                pooled[base + channel] += ink[channel] * share
    return _unit(pooled)


def descriptor(picture: Sequence[RGB], tile: Sequence[RGB]) -> list[float]:
    """A CIELAB ``picture`` (``tile``: the bare tile, seen alike) as a unit vector: its
    edges (a histogram of oriented gradients) and its ink's layout, weighted equally.

    Cost: O(GRID^2) cells, each a few votes."""
    half = math.sqrt(0.5)
    return [half * v for v in (*_edges(picture), *_tones(picture, tile))]


def distance(a: Sequence[float], b: Sequence[float]) -> float:
    """The likeness distance of two descriptors: 0 alike, sqrt(2) nothing shared."""
    return math.dist(a, b)


def face_label(face: int) -> str:
    """Face ``face`` (from 1) by its number and English name, e.g. ``"01 apple"``."""
    return f"{face:02d} {OWN_FACES[face - 1]}"


def descriptors(art: TileArt) -> dict[str, list[list[float]]]:
    """Every face's descriptor in every view, face 1 first, by view name."""
    tile = cells(bare_tile())
    pictures = [cells(face_image(art, face)) for face in range(1, len(OWN_FACES) + 1)]
    return {view.name: _seen_faces(pictures, tile, view) for view in VIEWS}


def _seen_faces(
    pictures: Sequence[Sequence[RGB]], tile: Sequence[RGB], view: View
) -> list[list[float]]:
    bare = seen(tile, view)
    return [descriptor(seen(picture, view), bare) for picture in pictures]


def pairs(seen: dict[str, list[list[float]]]) -> list[Pair]:
    """Every two faces in every view, closest first. Cost: O(views x faces^2)."""
    found = [
        Pair(distance(faces[i], faces[j]), i + 1, j + 1, name)
        for name, faces in seen.items()
        for i, j in itertools.combinations(range(len(faces)), 2)
    ]
    return sorted(found)
