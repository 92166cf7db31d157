"""Lessons as data: loading, conditions, actions, markup, progress."""
