"""Matrices and sessions written out as CSV, LaTeX, NumPy and Python."""
