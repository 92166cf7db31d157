"""Where a number could be on show, and the ways a panel writes it: shared by the veil tests.

`answer_spellings` writes an answer the ways the panels and texts could; `rendered_texts`
reads every number and word the window shows (or only those inside some widgets);
`counts` says whether a match at a place gives the answer away.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QApplication,
    QGroupBox,
    QLabel,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

from selfattn_gui.core.teaching.walkthrough import STEPS
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart
from selfattn_gui.ui.teaching.walkthrough_panel import WalkthroughPanel

MINUS = "\u2212"


def _fixed(value: float, decimals: int) -> str:
    """``value`` rounded half away from zero, written with ``decimals`` digits (no −0)."""
    rounded = Decimal(repr(value)).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    return f"{abs(rounded) if rounded.is_zero() else rounded:f}"


def answer_spellings(answer: float, decimals: int) -> list[str]:
    """The ways a panel could write ``answer``: the tables' and plots' fixed decimals (with a
    hyphen or a real minus), four significant digits, and a weight as a whole percentage.

    A number that rounds to 0 at the panels' decimals is left to its longer forms: a "0.00"
    among the inputs tells nothing about a weight of 0.0024.
    """
    spellings: set[str] = set()
    fixed = _fixed(answer, decimals)
    if float(fixed) != 0.0:
        spellings |= {fixed, fixed.replace("-", MINUS)}
    significant = f"{answer:.4g}"
    if "e" not in significant and float(significant) != 0.0 and significant != fixed:
        spellings |= {significant, significant.replace("-", MINUS)}
    if 0 < abs(answer) < 1 and round(abs(answer) * 100) >= 1:
        percent = f"{round(answer * 100)}"
        spellings |= {f"{percent} %", f"{percent}%", f"{percent}\u202f%"}
    return sorted(spellings)


def found(spelling: str, text: str) -> bool:
    """``spelling`` as a whole number in ``text`` (not the tail of −0.42 or of 10.42)."""
    before = r"(?<![\d.,/\u2212-])" if spelling[0].isdigit() else r"(?<![\d.,/])"
    return re.search(before + re.escape(spelling) + r"(?![\d/]|[.,]\d)", text) is not None


#: a sum written out, "0.768 + 0.045", in a text (a minus sign, a hyphen or neither)
_SUM = re.compile(r"[\u2212-]?\d+(?:[.,]\d+)?(?:\s*\+\s*[\u2212-]?\d+(?:[.,]\d+)?)+")


def written_sums(text: str, answer: float, decimals: int) -> list[str]:
    """The sums written out in ``text`` whose total is ``answer`` at ``decimals`` digits
    (a text that adds up the answer's parts gives it away as much as one that writes it);
    whole-number answers are left out, being the sum of too many things by chance."""
    if float(answer).is_integer():
        return []
    sums = []
    for match in _SUM.finditer(text):
        terms = match.group().replace("\u2212", "-").replace(",", ".").split("+")
        total = sum(float(term) for term in terms)
        if _fixed(total, decimals) == _fixed(answer, decimals):
            sums.append(match.group())
    return sums


def plain(text: str) -> str:
    if "<" in text:
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


#: what each kind of place shows, for whole-number answers (see `counts`); None: anything
HEATMAP_SHOWS = {"heatmap.weights": {"weights"}, "heatmap.scores": {"scaled"}}
HOVER_SHOWS = frozenset({"scores", "scaled", "weights"})
SIZES = frozenset({"sizes"})
COST = frozenset({"cost"})  # the n² cost table
Place = tuple[str, str, frozenset[str] | None]  # (where, text, the matrices it shows)
ON_HOVER = (" hover", " tooltip")  # the ends of the places a learner must point at
Keep = Callable[[QWidget], bool]  # which widgets to read


STATIC = frozenset({"the app's own words"})


def _label_shows(name: str) -> frozenset[str] | None:
    """A stage's shape label shows sizes; a stage's title, a check's name and the step
    counter are the app's own words ("rows sum to 1", "Step 4 of 8"), and the whole number
    in a lesson's title is its place in the list ("3 · ..."); the rest: anything."""
    if name.startswith("shape.") or name == "check.shapes":
        return SIZES
    fixed = ("label.lesson_step", "label.lesson_title", "label.step")  # "Step 4 of 8"
    if name.startswith(("title.", "check.")) or name in fixed:
        return STATIC
    if name == "note.scale_explorer":  # an experiment's fixed explanation ("At × 1 ...")
        return STATIC
    return None


LAB_SHOWS = frozenset({"weights", "sizes"})  # the mistakes lab's sums, checks and shapes


def _walkthrough_prints(label: QLabel) -> frozenset[str] | None:
    """The matrices the walkthrough step on show writes out, for its text; else None."""
    panel = label.parentWidget()
    while panel is not None and not isinstance(panel, WalkthroughPanel):
        panel = panel.parentWidget()
    return None if panel is None else frozenset(STEPS[panel.index].prints)


def _label_places(name: str, text: str) -> list[Place]:
    """What a label says, split where the mistakes lab puts its fixed words ("every
    column sums to 1", a check's name) before what the example on show gives."""
    if name == "label.mistake_explanation":  # the mistake, then a sentence on the example
        fixed, _, example = text.partition("\n")
        return [(name, fixed, STATIC), (name + " example", example, LAB_SHOWS)]
    if name == "label.scale_factor":  # "scores × 1  ·  largest weight 0.77": the slider's
        factor, _, weight = text.partition("\u00b7")  # factor, then the row's weight
        return [(name, factor, STATIC), (name + " weight", weight, frozenset({"weights"}))]
    if name == "label.mistake_checks":  # "name: what it found", a line per check
        found_text = "\n".join(line.partition(": ")[2] for line in text.splitlines())
        return [(name, found_text, LAB_SHOWS)]
    return [(name, text, _label_shows(name))]


def every(window, kind: type[QWidget]) -> list[QWidget]:
    """Every ``kind`` widget in the main window and in any other top-level window on show
    (a floating dock, a tool window, a dialog): each once."""
    roots = [window] + [
        widget
        for widget in QApplication.topLevelWidgets()
        if widget is not window and widget.isVisible()
    ]
    found_widgets: dict[int, QWidget] = {}
    for root in roots:
        for widget in [root, *root.findChildren(kind)]:
            if isinstance(widget, kind):
                found_widgets.setdefault(id(widget), widget)
    return list(found_widgets.values())


#: the scale explorer's tables: the selected row's scores and weights; random examples
TABLE_SHOWS = {"table.shift": frozenset({"scores", "scaled", "weights"})}


def _tables(window, keep: Keep) -> list[Place]:
    places: list[Place] = []
    for name, panel in window.panels.items():
        model = panel.model
        if not panel.isVisible() or model.is_editable or not keep(panel):
            continue  # an input table holds what the learner owns, not an answer
        shows = frozenset({panel.matrix_key})
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                index = model.index(row, column)
                where = f"{name}[{row},{column}]"
                places.append((where, str(model.data(index)), shows))
                tooltip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                places.append((where + " tooltip", str(tooltip), shows))
    return places


def _plots(window, keep: Keep) -> list[Place]:
    places: list[Place] = []
    for heatmap in every(window, MatrixHeatmap):
        if not heatmap.isVisible() or not keep(heatmap):
            continue
        name = heatmap.objectName()
        shows = frozenset(HEATMAP_SHOWS.get(name, {"weights"}))
        rows, columns = heatmap.matrix_shape()
        for row in range(rows):
            for column in range(columns):
                where = f"{name}[{row},{column}]"
                places.append((where, str(heatmap.cell_text(row, column)), shows))
                if heatmap.tooltip_provider is not None:
                    hover = heatmap.tooltip_provider(row, column)
                    places.append((where + " hover", hover, HOVER_SHOWS))
        places.append((name + " spoken", heatmap.accessibleDescription(), shows))
    for chart in every(window, QueryChart):
        if chart.isVisible() and keep(chart):
            weights = frozenset({"weights"})
            for key in range(chart.key_count()):
                where = f"{chart.objectName()} bar {key}"
                places.append((where, str(chart.bar_text(key)), weights))
            places.append((chart.objectName() + " spoken", chart.accessibleDescription(), weights))
    picture = window.dot_product.plot  # q·k and the weight at every key's tip, and spoken
    if picture.isVisible() and keep(picture):
        shows = frozenset({"Q", "K", "scores", "weights"})
        keys = window.document.shown_session.n_keys
        for key in range(keys):
            places.append((f"dot product key {key}", picture.words_at("key", key), shows))
        places.append(("dot product spoken", picture.accessibleDescription(), shows))
    return places


def _words(window, keep: Keep) -> list[Place]:
    places: list[Place] = []
    for label in every(window, QLabel):
        if label.isVisible() and keep(label):
            name = label.objectName() or "a label"
            if name == "label.step_text":  # a walkthrough step: the numbers of what it prints
                places.append((name, plain(label.text()), _walkthrough_prints(label)))
                continue
            places += _label_places(name, plain(label.text()))
            places.append((name + " tooltip", plain(label.toolTip()), _label_shows(name)))
    for box in every(window, QGroupBox):
        if box.isVisible() and keep(box):
            places.append((box.objectName() + " title", box.title(), None))
    for browser in every(window, QTextBrowser):
        if browser.isVisible() and keep(browser):
            places.append((browser.objectName(), browser.toPlainText(), None))
    for table in every(window, QTableWidget):
        if table.isVisible() and keep(table):
            for row in range(table.rowCount()):
                for column in range(table.columnCount()):
                    item = table.item(row, column)
                    if item is not None:
                        where = f"{table.objectName()}[{row},{column}]"
                        shows = TABLE_SHOWS.get(table.objectName(), COST)
                        places.append((where, item.text(), shows))
    return places


def _everywhere(_widget: QWidget) -> bool:
    return True


def rendered_texts(app, keep: Keep = _everywhere) -> list[Place]:
    """(where, text, what it shows) for every number and word on show right now, in the
    main window and every other top-level window (only in the widgets ``keep`` accepts);
    what only pointing shows ends in `ON_HOVER`."""
    window = app.window
    return _tables(window, keep) + _plots(window, keep) + _words(window, keep)


def own_matrices(answer: dict) -> frozenset[str]:
    """The matrices a quantity's number lives in (sizes: the shape labels and the cost table)."""
    name = answer["quantity"]
    if name in ("weight", "row_sum", "column_sum", "max_weight"):
        return frozenset({"weights"})
    if name == "projection":
        return frozenset({answer["of"]})
    return {
        "score": frozenset({"scores"}),
        "scaled_score": frozenset({"scaled"}),
        "output": frozenset({"output", "attention_output"}),
        "residual": frozenset({"residual", "attention_output"}),
        "scale_divisor": frozenset({"scaled"}),
        "score_count": COST,
        "attention_memory": COST,
        "kv_cache_memory": frozenset({"kv_cache"}),  # shown only in note.kv_cache's words
    }.get(name, SIZES)


def counts(place: Place, answer: float, own: frozenset[str]) -> bool:
    """Whether a match at ``place`` gives the answer away.

    A number such as 0.0473 found anywhere does.  A whole number such as 1, 3 or 8 is in
    many places by chance (a −1 in V says nothing of a score of −1, "Step 4 of 8" nothing
    of a width of 8): it counts only where the answer's own matrix is shown, and in the
    texts that say anything (the lesson's, explain, the checks' details, the walkthrough).
    """
    shows = place[2]
    if shows is None or not float(answer).is_integer():
        return True
    return bool(shows & own)
