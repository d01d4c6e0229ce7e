"""The board and its rules: the grid of tiles, the link rule, the shifts after a removal,
the layouts a deal fills and the special tiles a cell can hold.

The lowest package of the model, above only the shared ground (`llk.model.errors`,
`limits`, `fields`, `files`): `grid` (`Board`, its ring of empty cells), `path` (the link
rule: `find_path`, `find_moves`, and the route a refused pair would need), `shifts`
(`ShiftMode`, how the tiles close up after each removal), `layouts` (which cells a deal
fills) and `specials` (stones, ice, locks and keys, fog, timers).
"""
