"""Wrap the one-folder bundle in a Debian package: ``dist/selfattn-gui_<version>_<arch>.deb``.

Usage (``make deb`` runs it after ``make dist``)::

    python packaging/build_deb.py --bundle dist/selfattn-gui --out dist

The package holds:

* the bundle in ``/opt/selfattn-gui`` and a ``/usr/bin/selfattn-gui`` launcher;
* the menu entry (Education) and the ``*.selfattn.json`` file type;
* the icon in the hicolor theme at every PNG size plus the scalable SVG;
* ``Depends`` on the system libraries Qt loads (``packaging/debian/control.in``),
  with the C library's minimum version read from the bundle's own binaries.

Only the standard library and ``dpkg-deb`` are needed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
ICON_DIR = ROOT / "resources" / "icons"
APP = "selfattn-gui"
INSTALL_DIR = Path("opt") / APP
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# The launcher on PATH.  A script rather than a symlink, so the bundle always sees
# its real folder whatever the way it was started.
LAUNCHER = f"""#!/bin/sh
# selfattn-gui launcher: the app itself lives in /{INSTALL_DIR}.
exec /{INSTALL_DIR}/{APP} "$@"
"""


def read_version() -> str:
    """The version in ``selfattn_gui/__init__.py`` (read as text: nothing is imported)."""
    text = (ROOT / "selfattn_gui" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not found:
        raise SystemExit("build_deb: no __version__ in selfattn_gui/__init__.py")
    return found.group(1)


def debian_arch() -> str:
    """This machine's Debian architecture name, e.g. ``amd64``."""
    done = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def glibc_floor(bundle: Path) -> str:
    """The newest ``GLIBC_x.y`` symbol version any binary in the bundle asks for.

    That is the oldest C library the bundle can run on; without ``objdump`` the build
    machine's own C library version is used, which is safe but may be stricter.
    """
    versions: set[tuple[int, ...]] = set()
    if shutil.which("objdump"):
        for path in bundle.rglob("*"):
            if not path.is_file() or path.is_symlink() or not is_elf(path):
                continue
            done = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True)
            for match in re.finditer(r"\bGLIBC_(\d+(?:\.\d+)+)\b", done.stdout):
                versions.add(tuple(int(part) for part in match.group(1).split(".")))
    if not versions:
        running = os.confstr("CS_GNU_LIBC_VERSION") or "glibc 2.28"
        versions.add(tuple(int(part) for part in running.split()[-1].split(".")))
    return ".".join(str(part) for part in max(versions))


def is_elf(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def folder_size_kib(folder: Path) -> int:
    """Installed-Size as dpkg counts it: KiB of the files, rounded up per file."""
    total = 0
    for path in folder.rglob("*"):
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += (path.stat().st_size + 1023) // 1024
    return total


def install(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def normalise_modes(folder: Path) -> None:
    """0755 for folders and executables, 0644 for everything else (lintian's rule)."""
    for path in [folder, *folder.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or path.stat().st_mode & 0o111:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def stage(bundle: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` as they will be on disk."""
    shutil.copytree(bundle, root / INSTALL_DIR, symlinks=True)
    normalise_modes(root / INSTALL_DIR)

    launcher = root / "usr" / "bin" / APP
    launcher.parent.mkdir(parents=True, exist_ok=True)
    launcher.write_text(LAUNCHER, encoding="utf-8")
    launcher.chmod(0o755)

    share = root / "usr" / "share"
    install(PACKAGING / f"{APP}.desktop", share / "applications" / f"{APP}.desktop")
    install(PACKAGING / f"{APP}-mime.xml", share / "mime" / "packages" / f"{APP}.xml")
    for size in PNG_SIZES:
        install(
            ICON_DIR / f"{APP}-{size}.png",
            share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP}.png",
        )
    install(
        ICON_DIR / f"{APP}.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP}.svg"
    )
    install(PACKAGING / "debian" / "copyright", share / "doc" / APP / "copyright")


def write_control(root: Path, version: str, arch: str, libc: str) -> None:
    """DEBIAN/control from the template, plus the maintainer scripts."""
    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    size = folder_size_kib(root)
    template = (PACKAGING / "debian" / "control.in").read_text(encoding="utf-8")
    control = (
        template.replace("@VERSION@", version)
        .replace("@ARCH@", arch)
        .replace("@INSTALLED_SIZE@", str(size))
        .replace("@LIBC_VERSION@", libc)
    )
    leftover = re.findall(r"@[A-Z_]+@", control)
    if leftover:
        raise SystemExit(f"build_deb: control.in has unknown placeholders {leftover}")
    (debian / "control").write_text(control, encoding="utf-8")
    (debian / "control").chmod(0o644)
    for script in ("postinst", "postrm"):
        install(PACKAGING / "debian" / script, debian / script, 0o755)


def build_deb(bundle: Path, out_dir: Path, version: str, arch: str) -> Path:
    """Stage, then let dpkg-deb pack; returns the .deb's path."""
    if not (bundle / APP).is_file():
        raise SystemExit(f"build_deb: {bundle / APP} is missing; run 'make dist' first")
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{APP}_{version}_{arch}.deb"
    libc = glibc_floor(bundle)
    with tempfile.TemporaryDirectory(prefix="selfattn-deb-") as tmp:
        root = Path(tmp) / "root"
        root.mkdir(mode=0o755)
        stage(bundle, root)
        write_control(root, version, arch, libc)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / APP)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--version", default=None, help="default: selfattn_gui.__version__")
    parser.add_argument("--arch", default=None, help="default: dpkg --print-architecture")
    args = parser.parse_args(argv)
    if shutil.which("dpkg-deb") is None:
        print("build_deb: dpkg-deb not found (Debian or Ubuntu only)", file=sys.stderr)
        return 2
    deb = build_deb(
        args.bundle, args.out, args.version or read_version(), args.arch or debian_arch()
    )
    print(f"build_deb: {deb} ({deb.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
