"""Matrix tables that follow the application's look: the tint and weight of the selected row.

A table model paints the selected token's row itself, in a colour the Qt palette does
not hold (the theme's translucent tint, stronger in presentation mode, where the row is
also written in bold).  So each table follows a :class:`TableLook` (the classroom's
``Appearance``) itself, the way the plots follow theirs (``ui.plots.plot_look``): it
takes the look when it is handed one and again whenever the look says it changed, so
nobody has to go looking for the tables.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from selfattn_gui.ui.editors.matrix_table import MatrixTableView
from selfattn_gui.ui.foundation.look import TableLook


def bold_selection(look: TableLook) -> bool:
    """Whether selected cells are written in bold: in the high-contrast theme, whose black
    on yellow loses most of its contrast in the thin strokes of small digits (Noto Sans
    at the pipeline's smallest text: 6 : 1 where the theme promises 7 : 1)."""
    theme = getattr(look, "theme", None)
    return getattr(theme, "name", "") == "high-contrast"


class TableLookFollower(QObject):
    """Keeps one table's selected row in ``look``'s tint and weight (a child of the table).

    Being a child of the table, it goes with the table, and so does its connection.
    """

    def __init__(self, table: MatrixTableView, look: TableLook) -> None:
        super().__init__(table)
        self._table = table
        self._look = look
        self._applied: tuple[int, bool, bool] | None = None
        look.sig_changed.connect(self._on_look_changed)
        self._on_look_changed()

    def _on_look_changed(self) -> None:
        colour, bold = self._look.row_highlight(), bool(self._look.emphasis)
        selection = bold_selection(self._look)
        wanted = (colour.rgba(), bold, selection)
        if wanted == self._applied:  # a zoom alone changes neither: the columns keep their width
            return
        self._applied = wanted
        model = self._table.matrix_model()
        if model is not None:
            model.set_highlight_color(colour)
        self._table.set_highlight_bold(bold, selection)
