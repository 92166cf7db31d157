"""First start on Linux: a missing system library or a dead DISPLAY is one line, not Qt's abort.

The library tests really make the dynamic loader fail: an empty file named like the
library, first on ``LD_LIBRARY_PATH``, is what the loader finds and refuses ("file too
short"), exactly as it would refuse a damaged or half-installed package.  The display
tests use a display number nothing listens on, and a real Xvfb for the happy path.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from x_screens import free_display, x_screen

from selfattn_gui import platform_check

REPO = Path(__file__).resolve().parents[2]
PLUGIN = platform_check.xcb_plugin_path({})


def one_error_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("selfattn-gui: error: "), stderr
    return lines[0]


@pytest.fixture
def hidden(tmp_path: Path):
    """``hidden("libxcb-cursor.so.0", ...)``: env that makes the loader refuse those libraries."""

    def hide(*sonames: str) -> dict[str, str]:
        folder = tmp_path / "hidden-libraries"
        folder.mkdir(exist_ok=True)
        for soname in sonames:
            (folder / soname).write_bytes(b"")
        return {"LD_LIBRARY_PATH": str(folder)}

    return hide


@pytest.fixture
def xvfb():
    """A real X server on a free display for the test; its ``":N"``."""
    with x_screen("1280x800") as display:
        yield display


# -- the loader's message and the packages ---------------------------------------------


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "libxcb-cursor.so.0: cannot open shared object file: No such file or directory",
            ("libxcb-cursor.so.0", "cannot open shared object file: No such file or directory"),
        ),
        (
            "/lib/x86_64-linux-gnu/libEGL.so.1: file too short",
            ("libEGL.so.1", "file too short"),
        ),
        (
            "/usr/lib/x86_64-linux-gnu/libxkbcommon-x11.so.0: invalid ELF header",
            ("libxkbcommon-x11.so.0", "invalid ELF header"),
        ),
        ("something else went wrong", None),
        ("", None),
    ],
)
def test_the_library_named_in_a_loader_error(message, expected):
    assert platform_check.library_in_loader_error(message) == expected


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libEGL.so.1", "libegl1"),
        ("libGL.so.1", "libgl1"),
        ("libOpenGL.so.0", "libopengl0"),
        ("libfontconfig.so.1", "libfontconfig1"),
        ("libxkbcommon.so.0", "libxkbcommon0"),
        ("libdbus-1.so.3", "libdbus-1-3"),
    ],
)
def test_the_readme_libraries_map_to_their_packages(soname, package):
    assert platform_check.DEBIAN_PACKAGES[soname] == package


def test_every_library_package_of_the_readme_is_known():
    """The README's install line and the check name the same packages (fonts aside)."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    line = re.search(r"sudo apt-get install ((?:[^\n]|\\\n)*?)\n```", readme, re.S)
    assert line is not None
    listed = set(line[1].replace("\\", " ").split()) - {"fonts-dejavu-core"}
    assert listed and listed <= set(platform_check.DEBIAN_PACKAGES.values())
    assert set(platform_check.README_PACKAGES.split()) == listed | {"fonts-dejavu-core"}


def system_libraries_of_the_plugin() -> dict[str, str]:
    """soname -> path of every system library ``ldd`` resolves for the xcb plugin."""
    assert PLUGIN is not None
    found = {}
    for row in subprocess.run(
        ["ldd", str(PLUGIN)], capture_output=True, text=True, check=True
    ).stdout.splitlines():
        match = re.match(r"\s*(\S+) => (/\S+)", row)
        if match and "PySide6" not in match[2]:
            found[match[1]] = match[2]
    return found


# Always there with the C and C++ runtimes; no desktop lacks them.
RUNTIME = re.compile(r"^(libc|libm|libdl|libpthread|librt|libstdc\+\+|libgcc_s)\.so")


def test_every_system_library_the_plugin_needs_has_a_package():
    needed = {name for name in system_libraries_of_the_plugin() if not RUNTIME.match(name)}
    assert "libxcb-cursor.so.0" in needed  # ldd really listed the plugin's libraries
    assert needed <= set(platform_check.DEBIAN_PACKAGES), needed - set(
        platform_check.DEBIAN_PACKAGES
    )


def test_the_packages_are_the_ones_dpkg_says_own_the_libraries():
    """The package database of this Debian/Ubuntu machine is the independent witness."""
    libraries = [n for n in system_libraries_of_the_plugin() if n in platform_check.DEBIAN_PACKAGES]
    owners: dict[str, set[str]] = {}
    listing = subprocess.run(
        ["dpkg-query", "-S", *(f"*/{name}" for name in libraries)],
        capture_output=True,
        text=True,
    ).stdout
    for row in listing.splitlines():
        packages, _, path = row.partition(": ")
        for package in packages.split(", "):
            owners.setdefault(Path(path).name, set()).add(package.split(":")[0])
    assert len(owners) >= 20, listing
    for name in libraries:
        # Ubuntu 24.04 renamed some (libglib2.0-0t64); the old name stays installable.
        owned_by = {package.removesuffix("t64") for package in owners.get(name, ())}
        assert platform_check.DEBIAN_PACKAGES[name] in owned_by, (name, owners.get(name))


@pytest.mark.parametrize(
    ("environ", "platform"),
    [
        ({"DISPLAY": ":0"}, "xcb"),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "wayland"),
        ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}, "wayland"),
        ({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, "xcb"),
        ({"QT_QPA_PLATFORM": "offscreen:fontengine=freetype"}, "offscreen"),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, "wayland"),
        ({"QT_QPA_PLATFORM": ""}, "xcb"),
    ],
)
def test_the_platform_qt_will_try_first(monkeypatch, environ, platform):
    monkeypatch.setattr(sys, "platform", "linux")
    assert platform_check.qt_platform(environ) == platform


def test_nothing_is_checked_offscreen_or_on_wayland(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    assert platform_check.startup_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert platform_check.startup_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None


# -- a missing library, for real -------------------------------------------------------


def test_a_missing_xcb_cursor_library_names_the_package_to_install(run_app, hidden):
    env = {"DISPLAY": ":0", **hidden("libxcb-cursor.so.0")}
    proc = run_app(env=env, timeout=60)
    assert proc.returncode == 2  # Qt's own abort is 134, after five lines
    line = one_error_line(proc.stderr)
    assert "libxcb-cursor.so.0" in line and "file too short" in line
    assert line.endswith("Install it with: sudo apt-get install libxcb-cursor0")


def test_two_missing_libraries_are_one_install_line_and_fail_the_self_test(run_app, hidden, xvfb):
    # On a working display --self-test uses xcb, so it must report a broken install.
    env = {"DISPLAY": xvfb, **hidden("libxcb-icccm.so.4", "libxkbcommon-x11.so.0")}
    proc = run_app("--self-test", env=env, timeout=60)
    assert proc.returncode == 2
    line = one_error_line(proc.stderr)
    assert "libxcb-icccm.so.4" in line and "libxkbcommon-x11.so.0" in line
    install = line.partition("sudo apt-get install ")[2].split()
    assert sorted(install) == ["libxcb-icccm4", "libxkbcommon-x11-0"]


def test_a_plugin_that_cannot_load_for_another_reason_gives_the_full_list(run_app, hidden):
    # Qt's own X11 library, damaged: the loader names a library no Debian package has.
    proc = run_app(env={"DISPLAY": ":0", **hidden("libQt6XcbQpa.so.6")}, timeout=60)
    assert proc.returncode == 2
    line = one_error_line(proc.stderr)
    assert "libQt6XcbQpa.so.6: file too short" in line
    assert "sudo apt-get install libegl1 libgl1" in line and "libxcb-cursor0" in line
    assert "reinstall the app" in line


def test_a_plugin_folder_of_ones_own_is_left_to_qt(tmp_path):
    """Qt falls back on its own plugins when one in QT_QPA_PLATFORM_PLUGIN_PATH fails."""
    folder = tmp_path / "platforms"
    folder.mkdir()
    shutil.copy(PLUGIN, folder / "libqxcb.so")  # away from Qt's libraries: won't load
    assert platform_check.xcb_plugin_path({"QT_QPA_PLATFORM_PLUGIN_PATH": str(folder)}) is None


def test_offscreen_runs_do_not_need_the_xcb_libraries(run_app, hidden, tmp_path):
    shot = tmp_path / "shot.png"
    proc = run_app("--screenshot", shot, env=hidden("libxcb-cursor.so.0"), timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert shot.exists()


# -- the display ------------------------------------------------------------------------


def test_a_display_nobody_answers_on_is_one_line(run_app):
    display = f":{free_display()}"
    proc = run_app(env={"DISPLAY": display}, timeout=60)
    assert proc.returncode == 2  # Qt: "could not connect to display", then abort
    line = one_error_line(proc.stderr)
    assert f"no X display answers at DISPLAY={display!r}" in line


def test_a_display_name_that_is_not_one_is_one_line(run_app):
    proc = run_app(env={"DISPLAY": "not a display"}, timeout=60)
    assert proc.returncode == 2
    assert "is not a display name" in one_error_line(proc.stderr)


def test_xcb_asked_for_without_a_display_is_one_line(run_app):
    env = {"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}
    proc = run_app(env=env, timeout=60)
    assert proc.returncode == 2
    assert "DISPLAY is unset" in one_error_line(proc.stderr)


def test_a_screenshot_needs_no_display_even_when_display_is_dead(run_app, tmp_path):
    shot = tmp_path / "shot.png"
    proc = run_app("--screenshot", shot, env={"DISPLAY": f":{free_display()}"}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert shot.exists()


PROBE = """
import json, os, sys
from selfattn_gui import platform_check
print(json.dumps([platform_check.startup_problem(), platform_check.x_display_problem(sys.argv[1])]))
"""


def probe(display: str) -> list[str | None]:
    env = {"PATH": "/usr/bin:/bin", "DISPLAY": display, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, display], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_real_display_passes_and_stops_passing_when_it_goes(xvfb):
    assert probe(xvfb) == [None, None]
    number = free_display()
    gone = probe(f":{number}")
    assert gone[0] == gone[1] and f"DISPLAY=':{number}'" in gone[0]


def test_the_window_opens_on_a_real_display(run_app, xvfb):
    proc = run_app("--self-test", env={"DISPLAY": xvfb}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().endswith("self-test: ok")
