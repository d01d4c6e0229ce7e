"""``python -m llk`` starts the game."""

from llk.app import main

if __name__ == "__main__":  # not again in the solver's process (it imports this module)
    raise SystemExit(main())
