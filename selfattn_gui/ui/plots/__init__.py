"""Heatmaps and the query chart, drawn with pyqtgraph, and their shared styling."""
