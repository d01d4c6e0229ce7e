"""What a screen reader reads and hears (docs/accessibility.md).

`accessible_factory` hands Qt the interfaces LLK makes itself: grids of cells
(`grid_accessible`, the board's and the map editor's) and the time bar in seconds
(`clock_accessible`). `announcer` is the one funnel every spoken sentence goes through,
and `speech` how it reaches the ear by the player's choice; `state_teller` answers the
Tell Me keys and `letter_keys` switches single-letter keys off or asks twice where
they spend.
"""
