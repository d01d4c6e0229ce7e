"""Build the campaign's 60 level files from the shipped maps, the same each run.

Each level takes a shipped map's shape, puts its special tiles on cells drawn by a
`random.Random` seeded with the level's name, tries deal seeds 1, 2, ... until the
deal is fair (`dealt_level`) and the solver proves it within `PROOF_NODES`, and gives it
the clock of `llk.model.campaign.level_time`. Run from the root of a checkout:

    .venv/bin/python tools/make_campaign.py [--check] [c1-01 ...]

With level names, only those are made; ``--check`` writes nothing and fails when a file
is not what it would write (as CI asks). Cost: one fair deal and one bounded solve a seed
tried, some seconds in all.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from llk.model.board.shifts import ShiftMode
from llk.model.board.specials import TimerRule
from llk.model.campaign.level_time import measured_time_s
from llk.model.campaign.proof import PROOF_NODES, dealt_level, level_mode, level_stem
from llk.model.errors import ParameterError
from llk.model.maps.catalog import find_map
from llk.model.maps.map_file import MAP_SUFFIX, GameMap, format_map
from llk.model.solver.search import solve

FOLDER = Path(__file__).resolve().parent.parent / "llk" / "resources" / "campaign"
MAX_SEEDS = 200


@dataclass(frozen=True)
class Spec:
    """One level: its source map, names, shift mode, faces (None: the map's), and how
    many of each special tile (locks bring their two keys)."""

    source: str
    name: str
    name_zh: str
    shift: str = "none"
    faces: int | None = None
    stones: int = 0
    ice: int = 0
    locks: int = 0
    fog: int = 0
    timers: int = 0
    timer: tuple[int, int] = (30, 5)


S = Spec
CHAPTERS: tuple[tuple[Spec, ...], ...] = (
    (  # 1 First steps: no shifts; stones from level 7
        S("mini-heart", "Little Heart", "小小心"),
        S("small-square", "First Square", "初识方块"),
        S("arrow", "Arrow", "箭在弦上"),
        S("cherry", "Cherries", "樱桃成双"),
        S("lightning", "Lightning", "一道闪电"),
        S("plus", "Plus One", "加一"),
        S("cross-stitch", "Stepping Stones", "垫脚石", stones=4),
        S("leaf", "Pebbles on a Leaf", "叶上石", stones=4),
        S("note", "Stone Note", "石上音符", stones=6),
        S("crown", "Stone Crown", "石冠", stones=6),
        S("heart", "Heart of Stone", "石心", stones=6),
        S("fu", "Great Fortune", "福满堂", faces=38, stones=8),
    ),
    (  # 2 Slides: the shift modes, then stones that cut their lines
        S("domino", "Falling Dominoes", "多米诺", "down"),
        S("rocket", "Lift-off", "升空", "up"),
        S("umbrella", "Windy Umbrella", "风中伞", "left"),
        S("sailboat", "Sailing East", "顺风东行", "right"),
        S("triangle", "Parting Triangle", "分开的三角", "split-x"),
        S("zhong", "Split Middle", "上下分中", "split-y"),
        S("shan", "Mountains Gather", "群山聚", "center-x"),
        S("mushroom", "Mushroom Squeeze", "蘑菇挤挤", "center-y"),
        S("crab", "Crab on the Rocks", "礁石螃蟹", "down", stones=6),
        S("duck", "Duck Pond Stones", "鸭塘石", "left", stones=6),
        S("boat", "Boat Among Reefs", "暗礁小船", "split-x", stones=8),
        S("pagoda", "Pagoda of Slides", "滑移宝塔", "center-x", faces=40, stones=8),
    ),
    (  # 3 Ice and locks
        S("rabbit", "Frost Rabbit", "霜兔", ice=6),
        S("shield", "Ice Shield", "冰盾", ice=10),
        S("ladder", "Icy Ladder", "冰梯", "down", ice=10),
        S("bridge", "Frozen Bridge", "冰桥", ice=14),
        S("teapot", "Iced Tea", "冰茶", "left", ice=14),
        S("car", "Winter Drive", "雪地行车", "right", ice=18),
        S("cloud", "Locked Cloud", "锁云", locks=4),
        S("key", "The Key", "钥匙在此", locks=6),
        S("fan", "Folding Locks", "锁扇", "up", locks=6),
        S("zigzag", "Frozen Path", "冰封小径", ice=10, locks=6),
        S("bell", "Frozen Bell", "冰铃", "down", ice=12, locks=8),
        S("hourglass", "Frozen Hourglass", "冰封沙漏", "split-y", 38, stones=4, ice=16, locks=8),
    ),
    (  # 4 Fog and timers
        S("checkers", "Misty Board", "雾中棋盘", fog=10),
        S("flower", "Morning Mist", "晨雾花开", "down", fog=14),
        S("lantern", "Lantern in Fog", "雾中灯笼", fog=18),
        S("clover", "Clover Haze", "雾里四叶草", "left", fog=22),
        S("ring", "Ring of Fog", "雾环", "up", fog=26),
        S("turtle", "Turtle in the Mist", "雾中龟", "right", fog=30),
        S("apple", "Quick Apple", "快摘苹果", timers=4, timer=(40, 5)),
        S("llk", "Against the Clock", "争分夺秒", "down", timers=6, timer=(40, 5)),
        S("sun", "Sun Through Fog", "拨云见日", "split-x", fog=10, timers=6, timer=(45, 5)),
        S("diamond-gem", "Hidden Gem", "隐宝石", "center-y", fog=16, timers=8, timer=(45, 5)),
        S("window", "Foggy Window", "雾窗", "left", fog=20, timers=8, timer=(50, 5)),
        S(
            "great-wall",
            "Wall of Mist",
            "雾锁长城",
            "split-y",
            48,
            stones=6,
            fog=30,
            timers=10,
            timer=(50, 6),
        ),
    ),
    (  # 5 Masters: everything
        S("hui", "Return", "回环", "down", stones=6, ice=10, fog=10),
        S("waves", "Frozen Waves", "冰浪", "left", ice=12, locks=6, fog=12),
        S("frame", "Picture Frame", "画中画", "up", stones=8, fog=14, timers=6, timer=(45, 5)),
        S("target", "Bullseye", "正中靶心", "split-x", ice=14, locks=6, timers=6, timer=(45, 5)),
        S("butterfly", "Butterfly Dream", "庄周梦蝶", "center-x", stones=8, ice=14, fog=16),
        S("fish", "Fish in the Fog", "雾里看鱼", "right", locks=8, fog=20, timers=6, timer=(50, 5)),
        S("twin-towers", "Twin Towers", "双子塔", "down", 48, 8, 16, 6, 16, 6, (50, 5)),
        S("cup", "Cup of Frost", "冰霜之杯", "center-y", 44, 8, 16, 8, 20, 8, (50, 5)),
        S("panda", "Panda's Maze", "熊猫迷宫", "split-y", 48, 10, 18, 8, 20, 8, (55, 5)),
        S("stairs", "Endless Stairs", "无尽阶梯", "left", 48, 10, 20, 8, 24, 8, (55, 5)),
        S("cat", "Cat's Cradle", "猫的迷局", "right", 44, 10, 22, 10, 26, 10, (60, 5)),
        S("big-heart", "Master's Heart", "大师之心", "center-x", 48, 12, 24, 10, 30, 10, (60, 6)),
    ),
)


def placed(spec: Spec, stem: str) -> GameMap:
    """The level's map without seed or time: the source's shape, ``spec``'s stones taken
    from its tile cells, then its special tiles on other cells, all drawn by a
    `random.Random` seeded with ``stem``. O(rows * cols)."""
    source = find_map(spec.source, None)
    assert source is not None, spec.source
    rng = random.Random(stem)
    stones = set(rng.sample(source.cells, spec.stones))
    cells = [cell for cell in source.cells if cell not in stones]
    counts = {
        "keys": 2 if spec.locks else 0,
        "locked": spec.locks,
        "ice": spec.ice,
        "fog": spec.fog,
        "timers": spec.timers,
    }
    drawn = rng.sample(cells, sum(counts.values()))
    specials: dict[str, list[tuple[int, int]]] = {"stones": list(stones)}
    for field, count in counts.items():
        specials[field], drawn = drawn[:count], drawn[count:]
    return GameMap(
        name=spec.name,
        rows=source.rows,
        cols=source.cols,
        cells=tuple(cells),
        name_zh=spec.name_zh,
        author="LLK",
        faces=spec.faces or source.faces,
        shifts=(ShiftMode(spec.shift),),
        timer=TimerRule(*spec.timer),
    ).with_specials(specials)


def proven(game_map: GameMap) -> bool:
    """Whether the map's seed deals fair and the solver clears the deal in `PROOF_NODES`."""
    try:
        board, _ = dealt_level(game_map)
        return solve(board, level_mode(game_map), None, PROOF_NODES) is not None
    except (ParameterError, TimeoutError):
        return False


def level(chapter: int, number: int, spec: Spec) -> tuple[str, float]:
    """The level's file text and the Master's seconds on it."""
    stem = level_stem(chapter, number)
    shaped = placed(spec, stem)
    seed = next((s for s in range(1, MAX_SEEDS) if proven(replace(shaped, seed=s))), None)
    if seed is None:
        raise SystemExit(f"{stem}: no seed below {MAX_SEEDS} deals a proven fair board")
    master_s, time_s = measured_time_s(replace(shaped, seed=seed), chapter, number)
    magic, rest = format_map(replace(shaped, seed=seed, time_s=time_s)).split("\n", 1)
    return f"{magic}\n# from: {spec.source}\n{rest}", master_s


def main(arguments: list[str]) -> int:
    """Make the levels named in ``arguments`` (all when none); with ``--check``, write
    nothing and fail (status 1) when a file differs from what it would be."""
    check = "--check" in arguments
    wanted = [word for word in arguments if word != "--check"]
    differ = []
    FOLDER.mkdir(exist_ok=True)
    for chapter, specs in enumerate(CHAPTERS, 1):
        for number, spec in enumerate(specs, 1):
            stem = level_stem(chapter, number)
            if wanted and stem not in wanted:
                continue
            text, master_s = level(chapter, number, spec)
            path = FOLDER / (stem + MAP_SUFFIX)
            if check:
                if not path.is_file() or path.read_text("utf-8") != text:
                    differ.append(stem)
                continue
            path.write_text(text, "utf-8")
            print(f"{stem}: {spec.source}, Master {master_s:.1f} s", flush=True)
    if differ:
        print("not as tools/make_campaign.py makes them: " + " ".join(differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
