"""The keepers of what is on disk: the preferences (QSettings), the high scores, the
statistics, the saved game, the race, the campaign's progress (each a `keeper.Keeper`),
the atomic JSON files they are written to, and the lock that keeps one game per data
folder. At the controller's level: they turn the model's records into files and back,
and know nothing of windows."""
