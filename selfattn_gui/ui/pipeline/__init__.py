"""The pipeline: the whole computation as one view, stage after stage, left to right."""
