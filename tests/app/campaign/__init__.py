"""The campaign, its levels, maps and their editor, and special tiles, through the whole game."""
