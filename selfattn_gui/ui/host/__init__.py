"""The main window as the features see it (``window_host``): they import nothing of the shell."""
