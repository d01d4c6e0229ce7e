"""Nothing lost: damaged files kept aside, a game saved and resumed, the game quit, and
handed over between copies."""
