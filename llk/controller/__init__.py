"""The QObjects without widgets that drive the model (layer 2, below the view).

The game controller and its clock (`countdown`) turn clicks into model calls and
results into signals, with the status lines they say (`status_lines`); the solver
runs in processes of their own (`solver_worker`), which a service shares among the
parts that ask (`solver_service`): the "still winnable?" watcher (`winnable`), whose
answers the Show Me player plays (`show_me_player`). What outlives a run is kept on disk
by `llk.store`, at this same level.
"""
