"""Dealing and solving: fair deals, refreshes, and the exact solver.

Above `llk.model.board` only: `faces` (faces in pairs and the one shuffle every deal
uses), `deal` (the public `deal`), `solvable` (deals and refreshes that can be cleared,
built by playing forwards), `refresh`, `search` (the exact solver: `solve`, `play`),
with its `move_orders`, `trial_moves` (a move played and taken back) and
`never_removable` (tiles sealed from the start); `replan` (a solution carried over the
player's move) and `verdicts` (what the solver found about one game's positions).
"""
