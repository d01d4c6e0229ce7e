"""Tests of `llk.model.solver`."""
