"""Measuring precision: blind review export and scoring."""
