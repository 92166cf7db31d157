"""Translations of the teaching content: lessons, presets and the glossary (see :mod:`content`)."""
