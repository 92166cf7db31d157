"""Every string a person reads reaches ``translate`` in a form ``pyside6-lupdate`` can find.

lupdate reads the source, not the running program: a context or text that is not a
literal, an f-string, or a context that differs from the one the call uses at run time
would leave a sentence untranslated in every language, silently.  These checks read
the package's syntax trees.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "selfattn_gui"
MODULES = sorted(PACKAGE.rglob("*.py"))
MARKERS = ("translate", "QT_TRANSLATE_NOOP")
STEMS = {path.stem for path in MODULES}
#: Qt setters whose string argument a person reads.
SHOWN = {
    "setText",
    "setToolTip",
    "setStatusTip",
    "setWhatsThis",
    "setWindowTitle",
    "setPlaceholderText",
    "setAccessibleName",
    "setAccessibleDescription",
    "setTitle",
    "setLabelText",
    "setInformativeText",
    "setDetailedText",
    "setTabText",
    "setTabToolTip",
    "setHorizontalHeaderLabels",
    "setVerticalHeaderLabels",
    "setSuffix",
    "setPrefix",
    "setSpecialValueText",
    "addTab",
    "addItem",
    "addMenu",
    "addAction",
    "showMessage",
    "setLabel",
}

#: Qt widgets whose first argument is text a person reads.
SHOWN_BY = {
    "QLabel",
    "QPushButton",
    "QToolButton",
    "QCheckBox",
    "QRadioButton",
    "QGroupBox",
    "QAction",
    "QMenu",
    "QDockWidget",
    "QMessageBox",
    "QCommandLinkButton",
    "set_axis_title",  # a chart's axis title (plot_style)
}


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _calls(path: Path) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)]


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(PACKAGE.parent)}:{getattr(node, 'lineno', '?')}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_translate_calls_have_literal_texts_and_a_module_as_context(path: Path) -> None:
    problems = []
    for call in _calls(path):
        if _name(call.func) not in MARKERS or isinstance(call.func, ast.Attribute):
            continue
        args = call.args
        if call.keywords:
            problems.append(
                f"{_where(path, call)}: lupdate skips a call with keyword arguments: "
                "give the count as the fourth argument, translate(ctx, text, None, n)"
            )
            continue
        if len(args) >= 4 and not isinstance(args[3], ast.Name):
            problems.append(
                f"{_where(path, call)}: lupdate skips a call whose count is not a plain name "
                f"({ast.unparse(args[3])}): put it in a variable first"
            )
            continue
        if len(args) < 2 or not _literal(args[0]):
            problems.append(f"{_where(path, call)}: the context must be a plain literal")
            continue
        text = args[1]
        if not _literal(text):
            # A constant marked with QT_TRANSLATE_NOOP where it is made may be translated
            # where it is shown, under the context of the module that made it.
            if (
                isinstance(call.func, ast.Name)
                and call.func.id == "translate"
                and isinstance(text, (ast.Name, ast.Attribute, ast.Subscript))
            ):
                if args[0].value not in STEMS:  # type: ignore[attr-defined]
                    problems.append(f"{_where(path, call)}: no module named {args[0].value!r}")  # type: ignore[attr-defined]
                continue
            problems.append(f"{_where(path, call)}: the text must be a literal, not built")
            continue
        # The context is the module the text was written in. It stays when the code moves
        # to another file (the translations are kept under it), but it must name a module.
        if args[0].value not in STEMS:  # type: ignore[attr-defined]
            problems.append(
                f"{_where(path, call)}: context {args[0].value!r} names no module "
                f"(here: {path.stem!r})"
            )
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_qt_tr_whose_context_depends_on_the_subclass(path: Path) -> None:
    problems = [
        _where(path, call)
        for call in _calls(path)
        if isinstance(call.func, ast.Attribute)
        and (
            call.func.attr == "tr"
            # Qt's translate("context", "text"), not str.translate(table) or a painter's
            or (call.func.attr == "translate" and call.args and _literal(call.args[0]))
        )
    ]
    assert not problems, "use core.text.translate instead of Qt's: " + ", ".join(problems)


def _is_words(node: ast.expr) -> bool:
    """A literal (or f-string) with at least one word of letters in it."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(part.value for part in node.values if isinstance(part, ast.Constant))
    else:
        return False
    return any(word.isalpha() and len(word) > 1 for word in text.replace("&", "").split())


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_untranslated_literal_is_handed_to_a_widget(path: Path) -> None:
    problems = []
    for call in _calls(path):
        name = _name(call.func)
        shown = name in SHOWN and isinstance(call.func, ast.Attribute)
        if not (shown or name in SHOWN_BY):
            continue
        for arg in call.args:
            if _is_words(arg):
                problems.append(f"{_where(path, call)}: {name}({ast.unparse(arg)[:60]})")
    assert not problems, "wrap these in translate(...):\n" + "\n".join(problems)


def test_lupdate_finds_every_message_the_source_holds(tmp_path: Path) -> None:
    """lupdate's reader of Python is not Python: it drops a call it cannot follow (a
    count that is an expression, keyword arguments) without a word.  Every literal
    message in the syntax trees must be in what it extracts."""
    import subprocess
    import sys
    import xml.etree.ElementTree as ET

    written: set[tuple[str, str]] = set()
    for path in MODULES:
        for call in _calls(path):
            args = call.args
            if _name(call.func) in MARKERS and isinstance(call.func, ast.Name):
                if len(args) >= 2 and _literal(args[0]) and _literal(args[1]):
                    written.add((args[0].value, args[1].value))  # type: ignore[attr-defined]
    target = tmp_path / "all.ts"
    subprocess.run(
        [
            str(Path(sys.executable).parent / "pyside6-lupdate"),
            "-extensions",
            "py",
            "-locations",
            "none",
            str(PACKAGE),
            "-ts",
            str(target),
        ],
        check=True,
        capture_output=True,
    )
    found = {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in ET.parse(target).getroot().iter("context")
        for message in context.iter("message")
    }
    missed = sorted(written - found)
    assert len(written) > 500
    assert not missed, "lupdate does not see:\n" + "\n".join(f"{c}: {t[:70]!r}" for c, t in missed)
