"""The guided lessons: browser, lesson panel, predict and task boxes, their docks."""
