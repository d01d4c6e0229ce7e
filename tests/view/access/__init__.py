"""Tests of `llk.view.access`."""
