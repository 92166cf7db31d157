"""Where the app's files live and how they are written safely."""
