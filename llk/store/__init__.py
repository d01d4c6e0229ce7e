"""The keepers of what is on disk: the preferences in QSettings (`preferences`), the high
scores (`score_keeper`), the statistics (`statistics_keeper`), the saved game
(`save_keeper`), the race in progress and the versus record (`race_keeper`), the
campaign's progress and achievements (`progress_keeper`), the player's maps
(`map_folder`), the data folder and the atomic JSON files they are written to
(`data_files`), the lock that keeps one game per data folder (`single_instance`), and
the password of the player's racing account, in the desktop's keyring only (`secrets`).
Each file's keeper is a `Keeper` (`keeper`): the folder, the problem signal and a
failing write said once are written there once.
At the controller's level: they turn the model's records into files and back, and know
nothing of windows."""
