"""Tests of `llk.view.board`."""
