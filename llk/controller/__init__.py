"""The QObjects without widgets that drive the model (layer 2, below the view).

The game controller and its clock (`countdown`) turn clicks into model calls and
results into signals, with the status lines they say (`messages`); the solver
runs in a process of its own (`solver_process`) for the "still winnable?" watcher
(`winnable`) and the Show Me player (`demo`). The keepers hold what outlives a
run: the preferences in QSettings, the high scores, the statistics and the saved
game, written as atomic JSON files (`storage`), and the one hold a run keeps on
their folder (`single_instance`).
"""
