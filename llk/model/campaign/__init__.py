"""The campaign: 5 chapters of 12 levels, their stars, the player's progress through them
and the achievements (plain Python, like the rest of `llk.model`)."""
