"""The board on screen and the tiles it is made of.

`board_view` (`BoardView`: draws what changed and reports clicks) with its parts: the
layout and highlights (`painting`), the tiles on the scene (`tiles`, each a `tile_item`),
their motion (`motion`) and the short-lived effects (`effects`, with the link line of
`link_drawing`), the keyboard cursor (`cursor`), the zoom (`zoom`), the stones
(`stones`) and what a screen reader reads of it (`accessible`); and the tiles' pictures:
`tile_art` (from SVG), `tile_sets` (KMahjongg's sets), `strong_tile` (high contrast) and
`special_art` (the special tiles).
"""
