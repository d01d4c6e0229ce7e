"""Tests of `llk.model.records`."""
