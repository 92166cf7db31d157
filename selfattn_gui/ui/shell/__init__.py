"""The window and what every run needs: toolbar, files, recovery, settings, self-test."""
