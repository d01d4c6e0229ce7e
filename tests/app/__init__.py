"""The whole game as `llk.app` and `llk.wiring` build it, driven like a player would."""
