"""The QObjects without widgets that drive the model (layer 2, below the view).

The game controller and its clock (`countdown`) turn clicks into model calls and
results into signals, with the status lines they say (`messages`); the solver
runs in a process of its own (`solver_process`) for the "still winnable?" watcher
(`winnable`) and the Show Me player (`demo`). What outlives a run is kept on disk
by `llk.store`, at this same level.
"""
