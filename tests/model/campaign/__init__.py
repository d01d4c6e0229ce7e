"""Tests of `llk.model.campaign`."""
