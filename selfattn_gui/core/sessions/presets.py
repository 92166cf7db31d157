"""The built-in examples ("presets") that ship in ``resources/presets/``.

Each preset is an ordinary session file, ``<name>.selfattn.json``; ``index.json`` lists
them in teaching order with a one-line description::

    {"presets": [{"name": "cat-sat-mat", "description": "..."}, ...]}

The first entry is not special to this module; :data:`DEFAULT_PRESET` names the one the
app opens with.  How the hand-set presets were designed is in ``docs/presets.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.sessions.session_io import (
    SUFFIX,
    load_session,
    parse_json_text,
    read_limited_text,
)

DEFAULT_PRESET = "cat-sat-mat"
INDEX_FILE = "index.json"


@dataclass(frozen=True)
class PresetInfo:
    """One entry of the preset index.

    Attributes
    ----------
    name : the file name without ``.selfattn.json``, e.g. ``"cat-sat-mat"``
    description : one line saying what the example teaches
    group : the heading it is listed under, e.g. ``"Beyond one layer"``
    """

    name: str
    description: str
    group: str = "Examples"


def _index_entries(data: Any) -> list[PresetInfo]:
    """Check the parsed index and turn it into :class:`PresetInfo` values."""
    if not isinstance(data, dict) or not isinstance(data.get("presets"), list):
        raise SessionError(f'{INDEX_FILE}: expected an object with a "presets" list')
    presets = []
    for i, entry in enumerate(data["presets"]):
        if not isinstance(entry, dict):
            raise SessionError(f"{INDEX_FILE}: presets[{i}] is not an object")
        name, description = entry.get("name"), entry.get("description", "")
        if not isinstance(name, str) or not name or "/" in name or "\\" in name:
            raise SessionError(f"{INDEX_FILE}: presets[{i}] needs a plain file name")
        if not isinstance(description, str):
            raise SessionError(f"{INDEX_FILE}: presets[{i}].description must be text")
        group = entry.get("group", PresetInfo.group)
        if not isinstance(group, str) or not group.strip():
            raise SessionError(f"{INDEX_FILE}: presets[{i}].group must be text")
        presets.append(PresetInfo(name=name, description=description, group=group))
    return presets


def list_presets() -> list[PresetInfo]:
    """The built-in presets in teaching order, as listed in ``index.json``."""
    path = resource_path("presets", INDEX_FILE)
    return _index_entries(parse_json_text(read_limited_text(path, what="preset index")))


def preset_names() -> list[str]:
    """The names of the built-in presets in teaching order."""
    return [preset.name for preset in list_presets()]


def preset_path(name: str) -> Path:
    """Where the file of the preset ``name`` lives.

    Raises
    ------
    SessionError
        If ``name`` is not in the index; the message lists the names that are.
    """
    names = preset_names()
    if name not in names:
        raise SessionError(
            f'no built-in preset called "{name}"; the presets are: {", ".join(names)}'
        )
    return resource_path("presets", name + SUFFIX)


def load_preset(name: str) -> Session:
    """Load a built-in preset by name (e.g. ``load_preset(DEFAULT_PRESET)``).

    Raises
    ------
    SessionError
        For an unknown name (listing the known ones) or a damaged preset file.
    """
    return load_session(preset_path(name))
