"""Tests of `llk.model.maps`."""
