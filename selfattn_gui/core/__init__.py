"""The maths, the session files, the presets and the checks: NumPy and the standard library only.

Nothing under ``selfattn_gui.core`` may import Qt or pyqtgraph (tests/test_layers.py checks it).
"""

from selfattn_gui.core.maths.attention import (
    AttentionResult,
    HeadResult,
    MaskError,
    compute,
)
from selfattn_gui.core.sessions.session import Head, Session, SessionError

__all__ = [
    "AttentionResult",
    "Head",
    "HeadResult",
    "MaskError",
    "Session",
    "SessionError",
    "compute",
]
