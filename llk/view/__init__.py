"""Game view: the main window, the board and the side panel."""
