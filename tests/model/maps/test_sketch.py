"""The editor's rules: strokes, mirrors, fill, resize, and undo/redo by whole steps."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from llk.model.maps.map_file import format_map, parse_map
from llk.model.maps.sketch import MapSketch

CELLS = st.tuples(st.integers(0, 7), st.integers(0, 11))
EDITS = st.lists(
    st.one_of(
        st.tuples(st.just("stroke"), st.lists(CELLS, min_size=1, max_size=6), st.booleans()),
        st.tuples(st.just("fill"), CELLS, st.none()),
        st.tuples(st.just("clear"), st.none(), st.none()),
        st.tuples(st.just("resize"), st.tuples(st.integers(2, 20), st.integers(2, 30)), st.none()),
    ),
    max_size=12,
)


def _apply(sketch: MapSketch, edit: tuple[str, object, object]) -> None:
    kind, what, how = edit
    if kind == "stroke":
        sketch.begin_stroke()
        for r, c in what:  # type: ignore[attr-defined]
            if r < sketch.picture.rows and c < sketch.picture.cols:
                sketch.paint((r, c), bool(how))
    elif kind == "fill":
        r, c = what  # type: ignore[misc]
        sketch.fill((min(r, sketch.picture.rows - 1), min(c, sketch.picture.cols - 1)))
    elif kind == "clear":
        sketch.clear()
    else:
        sketch.resize(*what)  # type: ignore[misc]


@given(EDITS, st.booleans(), st.booleans())
def test_undo_goes_back_through_every_step_and_redo_forward(
    edits: list[tuple[str, object, object]], mirror_x: bool, mirror_y: bool
) -> None:
    sketch = MapSketch(mirror_x=mirror_x, mirror_y=mirror_y)
    pictures = [sketch.picture]
    for edit in edits:
        before = len(sketch._undo)
        _apply(sketch, edit)
        if len(sketch._undo) > before:
            pictures.append(sketch.picture)
        else:
            pictures[-1] = sketch.picture  # a resize to the same size is no step
    for picture in reversed(pictures[:-1]):
        assert sketch.undo() and sketch.picture == picture
    assert not sketch.undo()
    for picture in pictures[1:]:
        assert sketch.redo() and sketch.picture == picture
    assert not sketch.redo()


@given(st.lists(CELLS, min_size=1, max_size=10), st.booleans(), st.booleans())
def test_mirrored_painting_is_symmetric(cells: list[tuple[int, int]], mx: bool, my: bool) -> None:
    sketch = MapSketch(mirror_x=mx, mirror_y=my)
    sketch.begin_stroke()
    for cell in cells:
        sketch.paint(cell, True)
    p = sketch.picture
    for r, c in p.cells:
        assert not mx or (r, p.cols - 1 - c) in p.cells
        assert not my or (p.rows - 1 - r, c) in p.cells


@given(st.lists(CELLS, min_size=2, max_size=30, unique=True))
def test_a_sketch_round_trips_through_the_file_format(cells: list[tuple[int, int]]) -> None:
    sketch = MapSketch(name="Drawn", name_zh="画")
    sketch.begin_stroke()
    for cell in cells[: len(cells) // 2 * 2]:
        sketch.paint(cell, True)
    assert sketch.problem() is None
    game_map = sketch.to_map()
    again = MapSketch.of(parse_map(format_map(game_map)))
    assert again.picture == sketch.picture and (again.name, again.name_zh) == ("Drawn", "画")


def test_what_stops_a_save() -> None:
    sketch = MapSketch()
    assert sketch.problem() == "no tile cell yet"
    sketch.begin_stroke()
    sketch.paint((0, 0), True)
    assert "must be even" in (sketch.problem() or "")
    sketch.paint((0, 1), True)
    assert sketch.problem() == "the map needs a name"


def test_fill_turns_the_region_and_resize_keeps_what_fits() -> None:
    sketch = MapSketch()
    sketch.begin_stroke()
    for c in range(12):
        sketch.paint((3, c), True)  # a wall across the board
    sketch.fill((0, 0))  # the rows above it
    assert sketch.picture.tiles == 4 * 12
    sketch.resize(2, 5)
    assert sketch.picture.cells == {(r, c) for r in range(2) for c in range(5)}
    sketch.resize(99, -3)
    assert (sketch.picture.rows, sketch.picture.cols) == (20, 2)


def test_the_brush_paints_stones_and_special_tiles_and_the_map_keeps_them() -> None:
    sketch = MapSketch(name="specials")
    sketch.resize(2, 4)
    for brush, cell in (("#", (0, 0)), ("I", (0, 1)), ("K", (0, 2)), ("K", (0, 3))):
        sketch.brush = brush
        sketch.begin_stroke()
        sketch.paint(cell, True)
    sketch.brush = "L"
    sketch.fill((1, 0))  # the empty row, all locked
    assert sketch.picture.letter((0, 0)) == "#" and sketch.picture.tiles == 7
    assert "pairs" in str(sketch.problem())
    sketch.brush = "#"
    sketch.begin_stroke()
    sketch.paint((1, 3), True)  # a stone over a locked tile
    assert sketch.problem() is None
    game_map = sketch.to_map()
    assert game_map.stones == ((0, 0), (1, 3)) and game_map.ice == ((0, 1),)
    assert game_map.keys == ((0, 2), (0, 3)) and game_map.locked == ((1, 0), (1, 1), (1, 2))
    again = MapSketch.of(parse_map(format_map(game_map)))
    assert again.picture == sketch.picture


def test_locks_without_two_keys_are_not_a_map_yet() -> None:
    sketch = MapSketch(name="locks")
    sketch.resize(2, 2)
    sketch.brush = "L"
    sketch.fill((0, 0))
    assert sketch.problem() == "a map with locks needs exactly two keys"
    sketch.brush = "."
    sketch.begin_stroke()
    sketch.paint((0, 0), False)
    sketch.paint((0, 1), False)
    sketch.brush = "K"
    sketch.paint((0, 0), True)
    sketch.paint((0, 1), True)
    assert sketch.problem() is None


def test_a_map_opened_keeps_what_the_drawing_does_not_change_and_knows_it_is_unsaved() -> None:
    opened = parse_map(
        "LLK map 2\nname: Bar\nauthor: Me\nfaces: 2\nshifts: none down\ntime: 90\nseed: 7\n"
        "---\nXXXX\nXXXX\n"
    )
    sketch = MapSketch.of(replace(opened, key="mine/bar"))
    assert not sketch.unsaved
    sketch.begin_stroke()
    sketch.paint((0, 0), False)
    sketch.paint((0, 1), False)
    assert sketch.unsaved
    drawn = sketch.to_map()
    assert drawn.key == "mine/bar" and drawn.tiles == 6  # saved into its own file again
    assert (drawn.author, drawn.faces, drawn.shifts, drawn.time_s, drawn.seed) == (
        "Me",
        2,
        opened.shifts,
        90,
        7,
    )
    sketch.saved(drawn)
    assert not sketch.unsaved
    sketch.begin_stroke()
    for cell in ((0, 2), (0, 3), (1, 0), (1, 1)):
        sketch.paint(cell, False)
    assert sketch.to_map().faces is None  # 2 faces on one pair: more than a deal can use


@given(st.text(max_size=120), st.text(max_size=120), EDITS)
def test_whatever_the_editor_would_save_the_reader_reads_back(
    name: str, name_zh: str, edits: list[tuple[str, object, object]]
) -> None:
    """Every limit of the reader (a name's length, its characters, walled-in tiles...) is
    the editor's before it writes."""
    sketch = MapSketch(name=name, name_zh=name_zh)
    for edit in edits:
        _apply(sketch, edit)
    if sketch.problem() is None:
        drawn = sketch.to_map()
        assert parse_map(format_map(drawn)) == replace(drawn, key="")
