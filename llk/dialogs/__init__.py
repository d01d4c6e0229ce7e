"""The windows over the game (layer 4, below the flows): what the player reads and sets,
never what happens next.

Preferences (`settings`), the high scores (`scores`), the statistics (`statistics`, with
`statistics_charts`), the map chooser and editor (`map_chooser`, `map_editor`), the
campaign's level map (`level_map`) and achievements (`achievements`), How to Play
(`how_to_play`, built from `help_page`'s blocks, with `special_tiles_help`), About
(`about`), Versus (`versus`), Race Online (`race_online`, with `invite`: invitations
sent and heard), a race's results and Watch
Again (`race_results`, `race_watch`), the result screen of a game or level
(`result_screen`) and the questions put to the player (`questions`). `opener` opens
each over the window without blocking play, `placement` keeps it there, and
`read_only_table` is the table they share.
"""
