"""The campaign: 5 chapters of 12 levels, their clocks and stars, the player's progress
through them and the achievements.

The top package of the model, above `llk.model.records` and `llk.model.versus`:
`chapters`, `levels` (the level files of ``llk/resources/campaign/``), `level_time` (a
level's clock, measured by the Master computer player), `proof` (each level's fair deal),
`stars`, `progress`, a level's end counted (`level_end`), `achievements` judged on
`facts`, and `named_map` (the map a command line names, a campaign level included).
"""
