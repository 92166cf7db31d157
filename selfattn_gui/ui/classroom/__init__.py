"""Themes, zoom, presentation mode and preferences."""
