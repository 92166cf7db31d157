"""The session value, its edits, its files, the presets, typed numbers."""
