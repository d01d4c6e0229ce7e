"""The player's map folder: saving, importing and exporting, atomically and one line a
problem."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from llk.model.board.shifts import ShiftMode
from llk.model.maps.map_file import format_map, parse_map, read_map
from llk.store.map_folder import export_map, import_maps, save_map, stem_for
from tests.fixtures.maps import WINDING

BAR = parse_map("LLK map 1\nname: Bar Map!\n---\nXXXX\nXXXX\n")


def test_names_make_stems_that_never_overwrite(tmp_path: Path) -> None:
    assert stem_for("Bar Map!", tmp_path) == "bar-map"
    assert stem_for("福", tmp_path) == "map"
    first = save_map(tmp_path, BAR)
    second = save_map(tmp_path, BAR)
    assert (first.key, second.key) == ("mine/bar-map", "mine/bar-map-2")
    assert save_map(tmp_path, first).key == "mine/bar-map"  # its own file again
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bar-map-2.llkmap", "bar-map.llkmap"]
    assert read_map(tmp_path / "bar-map.llkmap") == parse_map(format_map(BAR))


def test_a_bad_file_among_good_ones_is_one_line(qapp: QApplication, tmp_path: Path) -> None:
    source = tmp_path / "in"
    source.mkdir()
    (source / "good.llkmap").write_text(format_map(BAR), "utf-8")
    (source / "bad.llkmap").write_bytes(b"\xff\xfe not text")
    (source / "folder.llkmap").mkdir()
    imported, problems = import_maps(tmp_path / "maps", sorted(source.iterdir()))
    assert [m.name for m in imported] == ["Bar Map!"]
    assert len(problems) == 2
    assert problems[0].startswith("bad.llkmap") and problems[1].startswith("folder.llkmap")


def test_a_folder_that_cannot_be_written_is_said(qapp: QApplication, tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", "utf-8")
    (tmp_path / "good.llkmap").write_text(format_map(BAR), "utf-8")
    imported, problems = import_maps(blocked / "maps", [tmp_path / "good.llkmap"])
    assert imported == [] and len(problems) == 1
    assert problems[0].startswith("The map could not be written to")


def test_export_writes_whole_or_says_why(qapp: QApplication, tmp_path: Path) -> None:
    assert export_map(BAR, tmp_path / "out.llkmap") is None
    assert (tmp_path / "out.llkmap").stat().st_mode & 0o777 == 0o644
    said = export_map(BAR, tmp_path / "missing" / "out.llkmap")
    assert said is not None and "could not be written" in said and "\n" not in said
    assert [p.name for p in tmp_path.iterdir()] == ["out.llkmap"]  # no half file left


def test_a_map_with_no_fair_deal_is_not_imported(qapp: QApplication, tmp_path: Path) -> None:
    source = tmp_path / "in"
    source.mkdir()
    (source / "walled.llkmap").write_text("LLK map 2\nname: W\n---\nXXX\n.#.\n#X#\n.#.\n", "utf-8")
    (source / "winding.llkmap").write_text(WINDING, "utf-8")
    (source / "keys.llkmap").write_text("LLK map 2\nname: K\n---\nKK\nXX\n", "utf-8")
    imported, problems = import_maps(tmp_path / "maps", sorted(source.iterdir()))
    assert [m.name for m in imported] == ["K"]  # a key pair and one pair: one face
    assert problems[0].startswith("walled.llkmap, line 6: 1 tile(s) walled in by stones")
    assert problems[1].startswith("winding.llkmap: no fair deal under any shift mode")
    assert all("\n" not in problem for problem in problems) and len(problems) == 2


def test_a_map_is_imported_for_the_shift_modes_it_has_a_fair_deal_under(
    qapp: QApplication, tmp_path: Path
) -> None:
    (tmp_path / "some.llkmap").write_text(
        "LLK map 2\nname: Some\n---\n.##.X\n.X#X#\n.#X..\n.##.#\n", "utf-8"
    )
    imported, problems = import_maps(tmp_path / "maps", [tmp_path / "some.llkmap"])
    assert imported[0].shifts == (ShiftMode.LEFT, ShiftMode.SPLIT_X)
    assert read_map(tmp_path / "maps" / "some.llkmap").shifts == imported[0].shifts
    assert problems == [
        "some.llkmap: imported without the shift modes it has no fair deal under "
        "(none, down, up, right, split-y, center-x, center-y)."
    ]
