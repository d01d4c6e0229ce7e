"""Timing of the model against the cocos2d-x seed's algorithm; run with --benchmark-only."""
