"""Maps: boards of a shape someone drew, as files, in the catalog and in the editor.

Above `llk.model.solver`: `map_file` (the text format of docs/maps.md, read and written,
every limit checked), `catalog` (the shipped maps, the player's folder, the six layouts),
`map_deal` (a deal on a map, with its stones and special tiles), `sketch` (a map being
drawn in the editor) and `difficulty` (how hard a board is, by random play-outs).
"""
