"""Attention itself and its experiments: NumPy only."""
