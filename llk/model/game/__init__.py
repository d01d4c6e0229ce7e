"""One game: `Game`, the rules engine a GUI drives, and the parts it is made of.

Above `llk.model.maps`: `game` (`Game`), `settings` (`GameSettings`, each field's range
declared once), `results` (what its commands return, and `GameRecord`), its parts
`table` (the board in play and its moves), `helps`, `history`, `scoring`, `rewards`,
`shuffles`, `timer_tiles`, `blocks` (with the rule of `stones`) and `race_effects`, its clocks
(`game_clock`, `play_clock`, `level_clock`, `time_warnings`, `clock_assist`), a run of
levels (`run`, `level_orders`), `journal` (the player's commands as a plain record),
`saved_game` (saving a game and reading it back) and `start_request` (what a later start
hands the running game).
"""
