"""A small valid lesson, for tests that break one field of it at a time."""

from __future__ import annotations

from typing import Any


def good_lesson(lesson_id: str = "09-mine", **predict_fields: Any) -> dict:
    """A one-step lesson with a prediction and a task; ``predict_fields`` join its "predict"."""
    return {
        "format": "selfattn-lesson",
        "version": 1,
        "id": lesson_id,
        "title": "Mine",
        "summary": "A test lesson.",
        "steps": [
            {
                "title": "One",
                "text": "<p>Hello <b>there</b>.</p>",
                "actions": [{"load_preset": "cat-sat-mat"}],
                "predict": {
                    "question": "What?",
                    "answer_expr": {"quantity": "weight", "query": "cat", "key": "cat"},
                    **predict_fields,
                },
                "task": {
                    "instruction": "Do it.",
                    "condition": {"quantity": "causal", "op": "==", "value": True},
                },
            }
        ],
    }
