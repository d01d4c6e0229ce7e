"""Tests of `llk.model.board`."""
