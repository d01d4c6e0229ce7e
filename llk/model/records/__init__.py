"""What outlives a game: high scores, statistics, each map's best, the daily game and
the player's preferences, as plain data the store writes.

Above `llk.model.versus` (the preferences keep the Versus dialog's choices):
`scores`, `statistics`, `endings` (the one rule of which points count), `map_records`,
`daily`, `preferences` and `zoom` (the board's zoom, as a tile width).
"""
