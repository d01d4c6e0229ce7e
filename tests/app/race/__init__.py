"""Races against computer players on one screen, watched again, and online play kept
out of the game's start."""
