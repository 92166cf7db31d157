"""The built-in examples ("presets") that ship in ``resources/presets/``.

Each preset is an ordinary session file, ``<name>.selfattn.json``; ``index.json`` lists
them in teaching order with a one-line description::

    {"presets": [{"name": "cat-sat-mat", "description": "..."}, ...]}

The first entry is not special to this module; :data:`DEFAULT_PRESET` names the one the
app opens with.  How the hand-set presets were designed is in ``docs/presets.md``.

The trained models in ``resources/models/`` are built-in sessions too, listed the same
way (:func:`list_models`) but without an index: every ``<name>.selfattn.json`` there is
one, described by its own title, so a model that is added needs no other file.  How
they were trained is in ``docs/models.md``.
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
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.core.translations.content import (
    PRESET_INDEX_TEXTS,
    SESSION_TEXTS,
    in_language,
)

DEFAULT_PRESET = "cat-sat-mat"
INDEX_FILE = "index.json"
MODELS_FOLDER = "models"
#: The headings examples are listed under when the index names none, and trained models
#: (translated where a :class:`PresetInfo` is made).
EXAMPLES_GROUP = QT_TRANSLATE_NOOP("presets", "Examples")
MODELS_GROUP = QT_TRANSLATE_NOOP("presets", "Trained models")


@dataclass(frozen=True)
class PresetInfo:
    """One entry of the preset index.

    Attributes
    ----------
    name : the file name without ``.selfattn.json``, e.g. ``"cat-sat-mat"``
    description : one line saying what the example teaches
    group : the heading it is listed under, e.g. ``"Beyond one layer"``
    welcome : whether the welcome page offers it (a lesson's own example need not be
        there: the page has room for a fixed number of buttons at 1024 × 768); File →
        New from example lists every preset all the same
    """

    name: str
    description: str
    group: str = EXAMPLES_GROUP
    welcome: bool = True


def _index_entries(data: Any) -> list[PresetInfo]:
    """Check the parsed index and turn it into :class:`PresetInfo` values."""
    if not isinstance(data, dict) or not isinstance(data.get("presets"), list):
        raise SessionError(
            translate("presets", '{file}: expected an object with a "presets" list').format(
                file=INDEX_FILE
            )
        )
    presets = []
    for i, entry in enumerate(data["presets"]):
        if not isinstance(entry, dict):
            raise _refused(translate("presets", "{file}: presets[{index}] is not an object"), i)
        name, description = entry.get("name"), entry.get("description", "")
        if not isinstance(name, str) or not name or "/" in name or "\\" in name:
            raise _refused(
                translate("presets", "{file}: presets[{index}] needs a plain file name"), i
            )
        if not isinstance(description, str):
            raise _refused(
                translate("presets", "{file}: presets[{index}].description must be text"), i
            )
        group = entry.get("group", translate("presets", EXAMPLES_GROUP))
        if not isinstance(group, str) or not group.strip():
            raise _refused(translate("presets", "{file}: presets[{index}].group must be text"), i)
        welcome = entry.get("welcome", PresetInfo.welcome)
        if not isinstance(welcome, bool):
            raise _refused(
                translate("presets", "{file}: presets[{index}].welcome must be true or false"), i
            )
        presets.append(PresetInfo(name=name, description=description, group=group, welcome=welcome))
    return presets


def _refused(message: str, index: int) -> SessionError:
    """A problem of entry ``index`` of the index file (``message`` translated)."""
    return SessionError(message.format(file=INDEX_FILE, index=index))


def list_presets() -> list[PresetInfo]:
    """The built-in presets in teaching order, as listed in ``index.json``."""
    path = resource_path("presets", INDEX_FILE)
    data = parse_json_text(read_limited_text(path, what="preset index"))
    _index_entries(data)  # the structure must hold before a translation is laid on it
    translated, _problem = in_language(data, path, PRESET_INDEX_TEXTS)
    try:
        return _index_entries(translated)
    except SessionError:  # a translation never hides an example: show it in English
        return _index_entries(data)


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
            translate(
                "presets", 'no built-in preset called "{name}"; the presets are: {names}'
            ).format(name=name, names=", ".join(names))
        )
    return resource_path("presets", name + SUFFIX)


def load_preset(name: str) -> Session:
    """Load a built-in preset by name (e.g. ``load_preset(DEFAULT_PRESET)``).

    Raises
    ------
    SessionError
        For an unknown name (listing the known ones) or a damaged preset file.
    """
    path = preset_path(name)
    session = load_session(path)
    data = {"title": session.title}
    translated, _problem = in_language(data, path, SESSION_TEXTS)
    title = translated.get("title")
    return session.replace(title=title) if isinstance(title, str) else session


# -- trained models -------------------------------------------------------------------


def list_models() -> list[PresetInfo]:
    """The trained models in ``resources/models/`` by name, each described by its title.

    Only the title is read here (the whole file is checked when it is opened); a file
    that cannot be read is listed all the same, saying so, and refuses to open with
    its reason.
    """
    folder = resource_path(MODELS_FOLDER)
    models = []
    for path in sorted(folder.glob("*" + SUFFIX)) if folder.is_dir() else ():
        name = path.name.removesuffix(SUFFIX)
        try:
            data = parse_json_text(read_limited_text(path))
            title = data.get("title") if isinstance(data, dict) else None
        except SessionError:
            title = translate("presets", "(this file cannot be read)")
        description = title if isinstance(title, str) and title.strip() else name
        group = translate("presets", MODELS_GROUP)
        models.append(PresetInfo(name=name, description=description, group=group))
    return models


def load_model(name: str) -> Session:
    """Load the trained model ``name`` (a file name in ``resources/models/`` without
    ``.selfattn.json``).

    Raises
    ------
    SessionError
        If there is no such model (the message lists the ones there are) or its file
        is damaged.
    """
    names = [model.name for model in list_models()]
    if name not in names:
        raise SessionError(
            translate(
                "presets", 'no trained model called "{name}"; the models are: {names}'
            ).format(name=name, names=", ".join(names) or translate("presets", "none"))
        )
    return load_session(resource_path(MODELS_FOLDER, name + SUFFIX))


def is_built_in(path: Path) -> bool:
    """True for a file inside the app's own resources (a preset, a trained model): it
    is never saved over, so the one shipped stays as it was shipped."""
    try:
        root = resource_path().resolve()
        return path.resolve().is_relative_to(root)
    except OSError:  # (no resources folder: nothing is built in)
        return False
