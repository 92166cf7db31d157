"""Every "Menu → Item" a shipped text names is where it says, in the real menus.

Lessons and the glossary send the learner to menus ("Edit → Shuffle tokens"); a path
that names the wrong menu sends them looking in vain.  The English texts are read as
shipped, and each path that starts with a menu of the menu bar must go on with an
item of that menu (and, after a submenu, with one of its items).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtWidgets import QMenu

from selfattn_gui.core.files.resources import resource_path

ARROW = " \u2192 "


def _strings(data: object) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


def shipped_texts() -> list[tuple[str, str]]:
    """(file name, text) for every English string of the lessons and the glossary."""
    files = sorted(Path(resource_path("lessons")).glob("*.json"))
    files.append(Path(resource_path("glossary.json")))
    return [(path.name, text) for path in files for text in _strings(json.loads(path.read_text()))]


def words(title: str) -> str:
    """A menu title as a text writes it: no & mark, no trailing dots."""
    return re.sub(r"&(?!&)", "", title).replace("&&", "&").rstrip("…").rstrip(".").strip()


def items(menu: QMenu) -> dict[str, QMenu | None]:
    """The menu's item titles in words, each with its submenu (None for a plain action)."""
    return {words(action.text()): action.menu() for action in menu.actions() if action.text()}


def follow(menu: QMenu, rest: str) -> str | None:
    """Read ``rest`` (what follows "Menu → ") as items of ``menu``; the trouble, or None."""
    known = items(menu)
    title = max((t for t in known if rest.startswith(t)), key=len, default=None)
    if title is None:
        return f"no item of {words(menu.title())!r} starts {rest[:40]!r}"
    tail = rest[len(title) :].lstrip("…")
    submenu = known[title]
    if tail.startswith(ARROW) and isinstance(submenu, QMenu):
        return follow(submenu, tail[len(ARROW) :])
    return None  # a plain action: what follows is a dialog's choice or the sentence


def test_every_menu_path_in_the_shipped_texts_is_in_the_menus(app):
    bar = app.window.menuBar()
    menus = {words(a.text()): a.menu() for a in bar.actions() if isinstance(a.menu(), QMenu)}
    assert {"File", "Edit", "Attention", "View"} <= set(menus)
    checked, wrong = 0, []
    for name, text in shipped_texts():
        for title, menu in menus.items():
            for match in re.finditer(rf"\b{re.escape(title)}{ARROW}", text):
                checked += 1
                trouble = follow(menu, text[match.end() :])
                if trouble:
                    wrong.append(f"{name}: {title}{ARROW}…: {trouble}")
    assert checked >= 3  # the glossary's and the lessons' paths were found
    assert not wrong, "\n".join(wrong)
