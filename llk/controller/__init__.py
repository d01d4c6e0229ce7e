"""The QObjects without widgets that drive the model (layer 2, below the view).

The game controller (`game_controller`) and its clock (`countdown`) turn the player's
commands (`commands`) into model calls and what they changed into signals, with the
status lines they say (`status_lines`). The solver runs in processes of their own
(`solver_worker`), which a service shares among the parts that ask (`solver_service`):
the "still winnable?" watcher (`winnable`), whose answers Show Me plays (`show_me`
starts it and hands over, `show_me_player` plays it), and the map editor's fairness checks
(`map_fairness`). The race driver (`race_driver`) runs a race beside the game
controller; the racer's driver (`racer_driver`) runs a racer's screen in a race online,
from the racer's table (the network side, `llk.online`, handed in at run time). What
outlives a run is kept on disk by `llk.store`, at this same level.
"""
