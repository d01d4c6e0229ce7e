import pytest

from llk.model.campaign.chapters import CHAPTERS, chapter, stars_to_open


def test_five_chapters_numbered_in_order_with_names_in_both_languages() -> None:
    assert [c.number for c in CHAPTERS] == [1, 2, 3, 4, 5]
    assert len({c.key for c in CHAPTERS}) == 5
    assert all(c.name and c.name_zh for c in CHAPTERS)
    assert [c.props_free_boss for c in CHAPTERS] == [False, False, False, False, True]


def test_a_chapter_by_number() -> None:
    assert chapter(3).key == "ice-and-locks"
    for wrong in (0, 6, -1):
        with pytest.raises(ValueError, match="no chapter"):
            chapter(wrong)


def test_two_thirds_of_the_stars_before_open_a_chapter() -> None:
    assert stars_to_open(12) == 24
    assert stars_to_open(1) == 2  # 2/3 of 3 stars
    assert stars_to_open(2) == 4
    assert stars_to_open(4) == 8
    assert stars_to_open(5) == 10  # 10 of 15
    assert stars_to_open(0) == 0
