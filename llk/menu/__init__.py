"""The menu bar, the dialogs, and the flows that use them (layer 4, the top one below
the composition root).

The dialogs are Preferences, the high scores, the statistics (with their charts),
How to Play (built from `help_page`'s blocks) and About, opened over the window by
`dialogs`, and the result screen of a game or level (`result_screen`); `placement`
keeps each one over its window, and the questions put to the player are in
`questions`. The flows use them: a new deal (`deal_flow`), Preferences
(`preferences_flow`), a high score (`score_flow`), the end of a game (`end_flow`:
its result screen, then its high score), and the session (resume or deal at start,
keep the game at the end). The actions themselves and the preferences' storage live
below, in `llk.view.actions` and `llk.store.preferences`.
"""
