"""Tests of `llk.model.game`."""
