"""Every number a person reads is written by one formatter (issue 26, section 3).

``selfattn_gui/core/sessions/numbers_text.py`` rounds, signs and punctuates numbers;
this test reads every other module of the package with ``ast`` and fails on a second
way of doing it: a float format (``f"{x:.2f}"``, ``"{x:.3g}".format``, ``"%.2f" %``,
``format(x, ".2f")``), a hand-made true minus (``.replace("-", "\\u2212")``), decimal
rounding (``ROUND_HALF_UP``, ``quantize``) or ``QLocale.toString`` of a number.

Left out, each for its reason: the formatter itself; the text of exported Python
scripts (the script formats its own output when it runs, with every digit it wants);
and the developer tools that train the shipped models (they print to a terminal and
write the tables of ``docs/models.md``, never to a learner).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "selfattn_gui"
FORMATTER = "core/sessions/numbers_text.py"
NOT_FOR_LEARNERS = {
    FORMATTER,
    "core/export/export_code.py",  # the text of an exported script
    "core/export/script_pieces.py",  # the text of an exported script
    "core/export/layers_script.py",  # the text of an exported script
    "core/training/make_models.py",  # a developer's tool (terminal, docs/models.md)
    "core/training/referent_scores.py",  # its table for docs/models.md
}

#: the presentation types of a float format spec: ".2f", ".3g", ".0%", "e"
_FLOAT_SPEC = re.compile(r"[eEfFgG%]$")
#: "{weight:.2f}" in a template for str.format or translate(...)
_FORMAT_FIELD = re.compile(r"\{\w*(?:\.\w+|\[\w+\])*(?:![rsa])?:[^{}\s]*[eEfFgG%]\}")
#: "%.2f" in a template for the % operator
_PERCENT_FIELD = re.compile(r"%[-+ #0]*\d*(?:\.\d+)?[eEfFgG]")
#: a float format followed by these is a font size for pyqtgraph's HTML, not a number read
_SIZE_UNITS = ("pt", "px")
_MINUS_SIGNS = {"\u2212"}
_ROUNDING = {"ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_HALF_DOWN", "quantize"}


def _spec_text(spec: ast.expr | None) -> str:
    """The literal characters of an f-string's format spec (nested fields left out)."""
    if not isinstance(spec, ast.JoinedStr):
        return ""
    return "".join(v.value for v in spec.values if isinstance(v, ast.Constant))


def _is_minus_sign(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in _MINUS_SIGNS
    return isinstance(node, ast.Name) and node.id == "MINUS"


def _float_formats_in_fstring(node: ast.JoinedStr) -> list[int]:
    lines = []
    parts = node.values
    for i, part in enumerate(parts):
        if not isinstance(part, ast.FormattedValue):
            continue
        if not _FLOAT_SPEC.search(_spec_text(part.format_spec)):
            continue
        after = parts[i + 1] if i + 1 < len(parts) else None
        if isinstance(after, ast.Constant) and str(after.value).startswith(_SIZE_UNITS):
            continue  # f"{size:.1f}pt": a font size
        lines.append(part.lineno)
    return lines


def _problems_of_call(node: ast.Call) -> list[tuple[int, str]]:
    func = node.func
    found = []
    if isinstance(func, ast.Name) and func.id == "format" and len(node.args) == 2:
        spec = node.args[1]
        if isinstance(spec, ast.Constant) and _FLOAT_SPEC.search(str(spec.value)):
            found.append((node.lineno, "format(x, float spec)"))
    if not isinstance(func, ast.Attribute):
        return found
    if func.attr == "replace" and len(node.args) == 2:
        old, new = node.args
        if isinstance(old, ast.Constant) and old.value == "-" and _is_minus_sign(new):
            found.append((node.lineno, 'replace("-", minus sign)'))
    if func.attr == "toString" and "ocale" in ast.unparse(func.value):
        first = node.args[0] if node.args else None
        made_by = ast.unparse(first.func) if isinstance(first, ast.Call) else ""
        if not made_by.startswith(("QDate", "QTime")):
            found.append((node.lineno, "QLocale.toString of a number"))
    return found


def number_formatting(source: str) -> list[tuple[int, str]]:
    """(line, what) for each place in ``source`` that writes a number by its own rules."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            found += [(line, "f-string float format") for line in _float_formats_in_fstring(node)]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if _FORMAT_FIELD.search(node.value):
                found.append((node.lineno, "float field in a template"))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            left = node.left
            if isinstance(left, ast.Constant) and isinstance(left.value, str):
                if _PERCENT_FIELD.search(left.value):
                    found.append((node.lineno, "% float format"))
        elif isinstance(node, ast.Call):
            found += _problems_of_call(node)
        elif isinstance(node, (ast.Name, ast.Attribute, ast.alias)):
            name = {ast.Name: "id", ast.Attribute: "attr", ast.alias: "name"}[type(node)]
            if getattr(node, name) in _ROUNDING:
                found.append((node.lineno, f"decimal rounding ({getattr(node, name)})"))
    return sorted(set(found))


def test_no_module_but_the_formatter_writes_numbers_its_own_way():
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative in NOT_FOR_LEARNERS:
            continue
        for line, what in number_formatting(path.read_text(encoding="utf-8")):
            problems.append(f"selfattn_gui/{relative}:{line}: {what}")
    assert problems == [], (
        "write numbers with selfattn_gui.core.sessions.numbers_text (fixed, significant, "
        "exact, short, percent, fmt…):\n" + "\n".join(problems)
    )


@pytest.mark.parametrize(
    "source",
    [
        'text = f"{value:.2f}"',
        'text = f"{value:.{decimals}f}"',
        'text = f"{share:.0%}"',
        'text = f"{value:g}"',
        'text = translate("x", "weight {weight:.2f}").format(weight=w)',
        'text = "%.3f" % value',
        'text = format(value, ".2f")',
        'text = str(value).replace("-", "\\u2212")',
        'text = str(value).replace("-", MINUS)',
        "from decimal import ROUND_HALF_UP",
        "rounded = Decimal(text).quantize(Decimal('0.01'))",
        "text = QLocale().toString(value, 'f', 2)",
        "text = locale.toString(0.5)",
    ],
)
def test_the_check_finds_each_second_formatter(source):
    assert number_formatting(source), source


@pytest.mark.parametrize(
    "source",
    [
        'size = f"{points:.1f}pt"',  # a font size in pyqtgraph's HTML
        'row = f"{label:<{width}}  {count:>9}"',  # text and integers
        "text = locale.toString(QDateTime.fromSecsSinceEpoch(t), QLocale.FormatType.ShortFormat)",
        'name = name.replace("-", "_")',
        'doc = """kv_heads ({"layer": l, "groups": g})"""',  # a dict in words, no field
        "text = fixed(value, decimals)",
    ],
)
def test_the_check_leaves_other_formatting_alone(source):
    assert number_formatting(source) == [], source
