"""Tests of `llk.dialogs`."""
