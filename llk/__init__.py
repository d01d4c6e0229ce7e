"""LLK: 连连看 (Lianliankan, Onet, Shisen-Sho), a tile-matching game on Qt 6.

Its packages, each importing only those before it (docs/architecture.md): `model` (the
game in plain Python), `controller`, `store` and `online` (what drives the model, what
keeps it on disk, the network side of a race with people, an optional extra), `view`
(the window and its drawing), `dialogs` (the windows over the game), `flows` (what
happens, from the player's side); `resources` holds the art, sounds and translations.
At the top, the composition root: `app` (the command line and the start), `wiring`
(every part made and connected, once), and the other command lines, `solve_cli`
(``llk-solve``) and `desktop_entry` (``llk --install-desktop``).
"""

__version__ = "0.1.0"
"""The one place the version is written (pyproject.toml reads it from here): looking it
up in the installed package's metadata cost every start 17 ms."""
