"""The view (layer 3): widgets and drawing, knowing no rules.

The main window, its side panel, race panel and status bar, the actions and the menu bar
(`menu_bar`), themes and styles, sounds, and the words the player reads for the model's
names (`labels`). The board and its tiles are `llk.view.board`; what a screen reader
reads and hears is `llk.view.access`.
"""
