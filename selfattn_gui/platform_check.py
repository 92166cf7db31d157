"""Can Qt open a window here?  Asked before Qt is, so a failure is one line, not an abort.

On Linux Qt aborts with five lines of its own when the display named by ``DISPLAY``
doesn't answer, and when its X11 platform plugin (``libqxcb.so``) can't load because
a system library is missing (on a fresh Ubuntu desktop: ``libxcb-cursor0``).  This
module finds both first: it loads the plugin with the system's dynamic loader exactly
as Qt would, maps the library the loader names to its Debian package, and connects to
the X server with libxcb.  Nothing here imports Qt.  It costs about 7 ms, half of it
loading Qt's own libraries, which stay loaded for Qt (3 to 6 ms more to a QApplication).
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

# Platforms that need no screen, so there is nothing to check.
HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay")

# The system libraries the xcb plugin links to (directly or through each other), with
# the Debian/Ubuntu package that provides each.  Qt's own libraries ship inside PySide6.
DEBIAN_PACKAGES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libpng16.so.16": "libpng16-16",
    "libexpat.so.1": "libexpat1",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libbrotlidec.so.1": "libbrotli1",
    "libpcre2-8.so.0": "libpcre2-8-0",
    # Pulled in by libdbus and libglib; present on any system with systemd.
    "libbrotlicommon.so.1": "libbrotli1",
    "libsystemd.so.0": "libsystemd0",
    "libbsd.so.0": "libbsd0",
    "libmd.so.0": "libmd0",
    "libcap.so.2": "libcap2",
    "libgcrypt.so.20": "libgcrypt20",
    "libgpg-error.so.0": "libgpg-error0",
    "liblzma.so.5": "liblzma5",
    "liblz4.so.1": "liblz4-1",
}

# The README's list: what to install when the loader names something we can't map.
README_PACKAGES = (
    "libegl1 libgl1 libopengl0 libfontconfig1 fonts-dejavu-core libxkbcommon0 libdbus-1-3 "
    "libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"
)

NO_DISPLAY = (
    "no display found (DISPLAY and WAYLAND_DISPLAY are unset). "
    "Run it from a desktop session, or without a screen use QT_QPA_PLATFORM=offscreen "
    "(for --self-test and --screenshot) or a virtual display: xvfb-run selfattn-gui"
)

# xcb_connection_has_error()'s code for a DISPLAY string it can't parse (xcb.h).
_XCB_CONN_CLOSED_PARSE_ERR = 5

# "<path or name>: <reason>" is how glibc's dlerror() starts; the reason may hold colons.
_LOADER_ERROR = re.compile(r"^(?P<library>[^:\s]+\.so[^:\s]*): (?P<reason>.+)$")


def qt_platform(environ: Mapping[str, str] = os.environ) -> str | None:
    """The platform plugin Qt will try first on this system, or None if we can't be sure.

    Follows ``QGuiApplication``'s choice on Linux: ``QT_QPA_PLATFORM`` if set (its first
    entry, without ``:options``); otherwise Wayland when the session is a Wayland one,
    else ``xcb``.  Always None on Windows and macOS, which need no check.
    """
    if not sys.platform.startswith("linux"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0].strip() or None
    if environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"
    return "xcb"


def xcb_plugin_path(environ: Mapping[str, str] = os.environ) -> Path | None:
    """Where Qt will find ``libqxcb.so``: PySide6's plugins, also inside a frozen bundle.

    None when ``QT_QPA_PLATFORM_PLUGIN_PATH`` is set: Qt then tries that folder and
    falls back on its own, so one plugin that doesn't load proves nothing.
    """
    if environ.get("QT_QPA_PLATFORM_PLUGIN_PATH"):
        return None
    folders = []
    try:
        spec = importlib.util.find_spec("PySide6")  # finds it without importing it
    except (ImportError, ValueError):
        spec = None
    for location in (spec.submodule_search_locations or []) if spec else []:
        folders.append(Path(location) / "Qt" / "plugins" / "platforms")
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller's one-folder layout
    if bundle:
        folders.append(Path(bundle) / "PySide6" / "Qt" / "plugins" / "platforms")
    for folder in folders:
        plugin = folder / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def library_in_loader_error(message: str) -> tuple[str, str] | None:
    """``(soname, reason)`` of the library a ``dlopen`` error names, or None.

    ``"libxcb-cursor.so.0: cannot open shared object file: No such file or directory"``
    gives ``("libxcb-cursor.so.0", "cannot open shared object file: No such file or
    directory")``; a full path (``/lib/x86_64-linux-gnu/libEGL.so.1: file too short``)
    gives its file name.
    """
    found = _LOADER_ERROR.match(message.strip())
    if found is None:
        return None
    return Path(found["library"]).name, found["reason"].strip()


def _load_error(library: str | Path) -> str | None:
    """The loader's message if ``library`` doesn't load, else None."""
    try:
        ctypes.CDLL(str(library))
    except OSError as error:
        return str(error)
    return None


def missing_system_libraries() -> list[str]:
    """Every library of :data:`DEBIAN_PACKAGES` the loader can't load, in that order."""
    return [name for name in DEBIAN_PACKAGES if _load_error(name) is not None]


def xcb_plugin_problem(plugin: Path) -> str | None:
    """One line saying which package to install when the xcb plugin doesn't load, else None."""
    error = _load_error(plugin)
    if error is None:
        return None
    # The loader names only the first library it missed; ask about each one it needs,
    # so the one install line fixes them all.
    named = library_in_loader_error(error)
    missing = missing_system_libraries()
    if named is not None and named[0] in DEBIAN_PACKAGES:
        missing = [named[0]] + [name for name in missing if name != named[0]]
    if not missing:
        return (
            f"cannot open a window: Qt's X11 platform plugin does not load ({error}). "
            f"Install the system libraries Qt needs: sudo apt-get install {README_PACKAGES}; "
            "if they are all there, the app's own copy of Qt is damaged: reinstall the app"
        )
    packages = " ".join(dict.fromkeys(DEBIAN_PACKAGES[name] for name in missing))
    reason = ""
    if named is not None and named[0] == missing[0]:
        reason = f" ({named[1]})" if len(missing) == 1 else f" ({named[0]}: {named[1]})"
    if len(missing) == 1:
        what, verb, its = f"the system library {missing[0]}", "is", "it"
    else:
        what, verb, its = f"the system libraries {', '.join(missing)}", "are", "them"
    return (
        f"cannot open a window: {what}, which Qt needs for X11, {verb} "
        f"missing or broken{reason}. Install {its} with: sudo apt-get install {packages}"
    )


def x_display_problem(display: str) -> str | None:
    """One line when no X server answers at ``display`` (e.g. ``":99"``), else None.

    Connects with libxcb as Qt would (same socket, same Xauthority) and hangs up
    again; None too when libxcb itself is missing (the plugin check says so).
    """
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.restype = None
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(os.fsencode(display), None)
    try:
        failed = xcb.xcb_connection_has_error(connection)
    finally:
        xcb.xcb_disconnect(connection)
    if not failed:
        return None
    if failed == _XCB_CONN_CLOSED_PARSE_ERR:
        return (
            f"cannot open a window: DISPLAY={display!r} is not a display name such as :0 "
            "or localhost:10.0. Fix DISPLAY, or start the app from a desktop session"
        )
    return (
        f"cannot open a window: no X display answers at DISPLAY={display!r} (nothing runs "
        "there, or it refused this user). Start the app from a desktop session, fix "
        "DISPLAY, or without a screen use a virtual display: xvfb-run selfattn-gui"
    )


def display_problem(environ: Mapping[str, str] = os.environ) -> str | None:
    """One line when there is no screen Qt could open a window on, else None."""
    platform = qt_platform(environ)
    if platform is None or platform.startswith(HEADLESS_PLATFORMS):
        return None
    display = environ.get("DISPLAY", "")
    if not display and not environ.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY
    if platform != "xcb":
        return None
    if not display:
        return (
            "QT_QPA_PLATFORM asks for X11 (xcb) but DISPLAY is unset. Unset "
            "QT_QPA_PLATFORM to use Wayland, or set DISPLAY to a running X server"
        )
    return x_display_problem(display)


def startup_problem(environ: Mapping[str, str] = os.environ) -> str | None:
    """Why Qt would abort when the window opens (without ``selfattn-gui: error:``), or None.

    No display at all is said first (there is nothing to open a window on); then a
    missing system library, since the X display can't even be tried without it.
    """
    platform = qt_platform(environ)
    if platform is None or platform.startswith(HEADLESS_PLATFORMS):
        return None
    if not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY
    if platform == "xcb":
        plugin = xcb_plugin_path(environ)
        problem = xcb_plugin_problem(plugin) if plugin is not None else None
        if problem is not None:
            return problem
    return display_problem(environ)
