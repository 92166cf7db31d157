"""What an explanation of one cell is, and the small pieces every explainer writes with.

An :class:`Explanation` is a title, the working line by line, and the cells it used
(``sources``), so a window can light them up in their panels; see
:mod:`selfattn_gui.core.teaching.explain` for how a cell is explained.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from selfattn_gui.core.maths import matrices
from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.layer_on_show import input_symbol
from selfattn_gui.core.sessions.session import Session

#: a cell an explanation used: ``(matrix, row, column)``, ``None`` meaning the whole row or column
Source = tuple[str, int | None, int | None]


@dataclass(frozen=True)
class Explanation:
    """How one number was made.

    Attributes
    ----------
    title : what the number is, e.g. 'score of query "cat" for key "sat"'
    lines : the working, one step per line, with the actual numbers
    sources : the cells it came from, ``(matrix, row or None, column or None)``, each
        matrix named by its catalogue key
    """

    title: str
    lines: list[str]
    sources: list[tuple[str, int | None, int | None]] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join([self.title, *self.lines])


def heads_input_name(session: Session) -> str:
    """Z when positions are added, else X (then Z is X itself); H² and so on when the
    session shows a later layer of a stack.  For the working's words: a source names
    the matrix by :func:`heads_input_key`."""
    return input_symbol(session)


def heads_input_key(session: Session) -> str:
    """The catalogue key of what the heads read, as sources name it: ``"Z"``, or
    ``"embeddings"`` for X, and for H² (a later layer's X table shows it)."""
    return matrices.heads_input(session).key


def column_label(matrix: str, column: int) -> str:
    """A column as its table labels it, e.g. ``q2`` for column 1 of Q."""
    return f"{matrices.MATRICES[matrix].column_prefix}{column + 1}"


def quoted(tokens: tuple[str, ...], index: int) -> str:
    """A token's label in quotes, the way every explanation names a token: ``"cat"``."""
    return f'"{tokens[index]}"'


def key_quoted(result: AttentionResult, index: int) -> str:
    """A key's label in quotes: a token's, or in a cross session a source token's."""
    return quoted(result.key_tokens or result.tokens, index)
