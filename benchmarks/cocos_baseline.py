"""A faithful Python port of the cocos2d-x seed's link test: the baseline to beat.

The seed keeps ``mMap[x][y]`` with x the column and y the row. Here that map is the padded
grid (board plus the one-cell ring), so the seed's scans can use the ring as the game
rules require. The algorithm is kept as it is (straight line, the two one-corner points,
then expand both ends along x and test every pair, then the same along y); only the seed's
typo ``MAX(v2.y, v2.y)`` is fixed to ``MAX(v1.y, v2.y)``. Do not optimise it.
"""

from __future__ import annotations

from llk.model import Board

Vec = tuple[int, int]
"""A point of the padded map as the seed writes it: ``(x, y)`` = (column + 1, row + 1)."""


class CocosLinker:
    """The seed's ``link``/``linkD``/``expandX``/``expandY`` over one padded map."""

    def __init__(self, board: Board) -> None:
        self.x_count = board.cols + 2
        self.y_count = board.rows + 2
        self.map = [[0] * self.y_count for _ in range(self.x_count)]
        for r, row in enumerate(board.to_rows()):
            for c, face in enumerate(row):
                self.map[c + 1][r + 1] = face

    def empty(self, v: Vec) -> bool:
        return self.map[v[0]][v[1]] == 0

    def link(self, v1: Vec, v2: Vec) -> bool:
        if self.map[v1[0]][v1[1]] != self.map[v2[0]][v2[1]]:
            return False
        if self.link_d(v1, v2):
            return True
        p = (v1[0], v2[1])
        if self.empty(p) and self.link_d(v1, p) and self.link_d(p, v2):
            return True
        p = (v2[0], v1[1])
        if self.empty(p) and self.link_d(v1, p) and self.link_d(p, v2):
            return True
        p1_e = self.expand_x(v1)
        p2_e = self.expand_x(v2)
        for pt1 in p1_e:
            for pt2 in p2_e:
                if pt1[0] == pt2[0] and self.link_d(pt1, pt2):
                    return True
        p1_e = self.expand_y(v1)
        p2_e = self.expand_y(v2)
        for pt1 in p1_e:
            for pt2 in p2_e:
                if pt1[1] == pt2[1] and self.link_d(pt1, pt2):
                    return True
        return False

    def link_d(self, v1: Vec, v2: Vec) -> bool:
        """Whether the cells strictly between two points of one line are all empty."""
        if v1[0] == v2[0]:
            x, low, high = v1[0], min(v1[1], v2[1]), max(v1[1], v2[1])
            return all(self.map[x][y] == 0 for y in range(low + 1, high))
        if v1[1] == v2[1]:
            y, low, high = v1[1], min(v1[0], v2[0]), max(v1[0], v2[0])
            return all(self.map[x][y] == 0 for x in range(low + 1, high))
        return False

    def expand_x(self, v: Vec) -> list[Vec]:
        """The empty points reached from ``v`` along its row, rightwards then leftwards."""
        points = []
        for x in range(v[0] + 1, self.x_count):
            if self.map[x][v[1]] != 0:
                break
            points.append((x, v[1]))
        for x in range(v[0] - 1, -1, -1):
            if self.map[x][v[1]] != 0:
                break
            points.append((x, v[1]))
        return points

    def expand_y(self, v: Vec) -> list[Vec]:
        """The empty points reached from ``v`` along its column, downwards then upwards."""
        points = []
        for y in range(v[1] + 1, self.y_count):
            if self.map[v[0]][y] != 0:
                break
            points.append((v[0], y))
        for y in range(v[1] - 1, -1, -1):
            if self.map[v[0]][y] != 0:
                break
            points.append((v[0], y))
        return points


def baseline_moves(board: Board) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every linkable pair ``((row, col), (row, col))``, a < b, by the seed's test on each pair.

    Like a naive game loop, every two tiles go to ``link``, which rejects different faces.
    """
    linker = CocosLinker(board)
    tiles = [(r, c) for r, row in enumerate(board.to_rows()) for c, face in enumerate(row) if face]
    moves = []
    for i, (r1, c1) in enumerate(tiles):
        for r2, c2 in tiles[i + 1 :]:
            if linker.link((c1 + 1, r1 + 1), (c2 + 1, r2 + 1)):
                moves.append(((r1, c1), (r2, c2)))
    return moves
