"""A small map with one special tile of each kind, for the tests of the model and of the
window: keys on (0, 0) and (0, 1), a stone on (0, 2), ice on (1, 1), fog on (1, 3), a
timer on (1, 5), locks on (2, 0) and (2, 3); no shifts."""

SPECIALS_TEXT = """LLK map 2
name: specials
faces: 4
time: 300
seed: 5
timer: 20 5
---
KK#.XX
XIXFXT
LXXLXX
"""
