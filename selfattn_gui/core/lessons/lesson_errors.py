"""The two errors of lesson files, in a module of their own so every lesson module can
raise them without importing the others."""

from __future__ import annotations


class LessonError(ValueError):
    """A lesson file that breaks a rule; one line naming the file and the field."""


class QuantityError(LessonError):
    """A quantity that cannot be read from this session (no such token, no residual…)."""
