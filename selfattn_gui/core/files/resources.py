"""Find the ``resources/`` folder wherever the app runs from.

Three layouts are supported, tried in this order:

* a frozen PyInstaller bundle: ``<bundle>/resources`` (``sys._MEIPASS``);
* an installed wheel: ``selfattn_gui/_resources`` (hatch copies it there);
* a source checkout or editable install: ``<repo>/resources`` next to the package.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from selfattn_gui.core.text import translate

_PACKAGE_DIR = Path(__file__).resolve().parents[2]  # selfattn_gui/ (this is core/files/)


def candidate_roots() -> list[Path]:
    """Where ``resources/`` may be, most specific first."""
    roots = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle) / "resources")
    roots.append(_PACKAGE_DIR / "_resources")
    roots.append(_PACKAGE_DIR.parent / "resources")
    return roots


@cache
def resources_root() -> Path:
    """The first existing resources folder (it must contain ``presets/``)."""
    for root in candidate_roots():
        if (root / "presets").is_dir():
            return root
    searched = ", ".join(str(p) for p in candidate_roots())
    raise FileNotFoundError(
        translate(
            "resources", "the app's resources folder is missing; looked in: {folders}"
        ).format(folders=searched)
    )


def resource_path(*parts: str) -> Path:
    """Path of a file or folder inside ``resources/``, e.g. ``resource_path("presets")``."""
    return resources_root().joinpath(*parts)
