"""``python -m llk`` starts the game."""

from llk.app import main

raise SystemExit(main())
