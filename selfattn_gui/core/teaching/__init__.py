"""Texts that explain the numbers: explain, walkthrough, report, worksheet."""
