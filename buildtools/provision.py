"""Set-up of the machine the tests run on: the project's .venv and its pinned test requirements
(flit_core, the engine's build backend, among them), Debian's Chromium, and Debian's MediaWiki and PHP.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from . import base
from .base import BuildError, log, run, sha256_bytes

VENV = base.ROOT / ".venv"
REQUIREMENTS = base.ROOT / "requirements-test.txt"
REQUIREMENTS_STAMP = VENV / ".requirements-test.sha256"
CHROMIUM = Path("/usr/bin/chromium")


def venv_python() -> Path:
    """The project's virtual environment interpreter."""
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    """Create ``.venv`` with ``python3 -m venv`` unless it already works."""
    python = venv_python()
    if not python.exists():
        log(f"setup: creating virtual environment {VENV.relative_to(base.ROOT)}/")
        run([sys.executable, "-m", "venv", VENV])
    return python


def requirement_entries() -> dict[str, str]:
    """requirements-test.txt's requirements, {normalized name: the whole entry, its hashes included,
    continuation lines joined}."""
    entries: dict[str, str] = {}
    logical = ""
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        part = re.sub(r"(^|\s)#.*$", "", line).strip()
        logical += " " + part.removesuffix("\\").strip()
        if part.endswith("\\"):
            continue
        if logical.strip():
            spec = logical.split()[0]
            entries[re.sub(r"[-_.]+", "_", spec.split("==")[0]).lower()] = logical.strip()
        logical = ""
    return entries


def requirement_pin(name: str) -> str:
    """The pinned requirement for ``name`` in requirements-test.txt (``name==version``)."""
    entry = requirement_entries().get(re.sub(r"[-_.]+", "_", name).lower(), "")
    spec = entry.split()[0] if entry else ""
    if "==" not in spec:
        raise BuildError(f"{REQUIREMENTS.name} pins no version of {name}")
    if "--hash=sha256:" not in entry:
        raise BuildError(f"{REQUIREMENTS.name} pins {spec} without its sha256 (--hash=sha256:...)")
    return spec


#: pip's hash-checking mode: every package must be pinned with its sha256, and installed from its
#: wheel (the hashes are those of the wheels; an sdist would be built, not checked).
PIP_HASHED = ("--require-hashes", "--only-binary=:all:")


def requirements_hash() -> str:
    """Hash of requirements-test.txt plus the interpreter that installs it."""
    text = REQUIREMENTS.read_bytes() + f"\n{sys.version}".encode()
    return sha256_bytes(text)


def ensure_test_requirements() -> None:
    """Install requirements-test.txt into .venv only when it changed."""
    python = ensure_venv()
    wanted = requirements_hash()
    if REQUIREMENTS_STAMP.exists() and REQUIREMENTS_STAMP.read_text().strip() == wanted:
        log(f"setup: test requirements up to date ({REQUIREMENTS.name} unchanged)")
        return
    log(f"setup: installing {REQUIREMENTS.name} into .venv (first time: about a minute)")
    run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", *PIP_HASHED, "-r", REQUIREMENTS])
    REQUIREMENTS_STAMP.write_text(wanted + "\n")


def ensure_flit_core() -> Path:
    """Make sure .venv can import flit_core (the engine's build backend)."""
    python = ensure_venv()
    if not list(VENV.glob("lib/python3*/site-packages/flit_core/buildapi.py")):
        pin = requirement_pin("flit_core")
        log(f"setup: installing {pin} into .venv")
        with tempfile.TemporaryDirectory() as tmp:  # the one entry, with its hash (pip checks it)
            only = Path(tmp) / "flit-core.txt"
            only.write_text(requirement_entries()["flit_core"] + "\n", encoding="utf-8")
            run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", *PIP_HASHED, "-r", only])
    return python


def ensure_chromium() -> None:
    """Install Debian's chromium when /usr/bin/chromium is missing."""
    if CHROMIUM.exists():
        log(f"setup: {CHROMIUM} present")
        return
    log(f"setup: {CHROMIUM} missing, installing Debian's chromium (apt-get, a minute or two)")
    sudo: list[str] = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run([*sudo, "apt-get", "update", "-qq"], env=env, stdin=subprocess.DEVNULL)
    run([*sudo, "apt-get", "install", "-y", "-qq", "chromium"], env=env, stdin=subprocess.DEVNULL)
    if not CHROMIUM.exists():
        raise BuildError(f"apt-get finished but {CHROMIUM} is still missing")


# Debian's MediaWiki 1.39 and the PHP it runs on, for tests/browser/test_mediawiki.py (a throwaway
# wiki on SQLite served by `php -S`; the packages' own Apache site is not used).
MEDIAWIKI_PACKAGES = ("mediawiki", "php-cli", "php-sqlite3", "php-intl", "php-mbstring", "php-xml")


def missing_debian_packages(names: Sequence[str]) -> list[str]:
    """The packages of ``names`` that dpkg does not list as installed (all of them without dpkg)."""
    query = ["dpkg-query", "--show", "--showformat=${Package} ${db:Status-Status}\n", *names]
    try:
        out = subprocess.run(query, capture_output=True, text=True, stdin=subprocess.DEVNULL).stdout
    except FileNotFoundError:
        return list(names)
    installed = {line.split()[0] for line in out.splitlines() if line.endswith(" installed")}
    return [name for name in names if name not in installed]


def apt_install(packages: Sequence[str]) -> None:
    """``apt-get update`` then ``apt-get install`` the packages, waiting for a held dpkg lock."""
    sudo: list[str] = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    wait = ["-o", "DPkg::Lock::Timeout=600"]  # another install may hold the lock for a while
    run([*sudo, "apt-get", *wait, "update", "-qq"], env=env, stdin=subprocess.DEVNULL)
    run([*sudo, "apt-get", *wait, "install", "-y", "-qq", "--no-install-recommends", *packages],
        env=env, stdin=subprocess.DEVNULL)


def ensure_mediawiki() -> None:
    """Install Debian's MediaWiki and PHP packages (for the MediaWiki tests) only when one is missing."""
    missing = missing_debian_packages(MEDIAWIKI_PACKAGES)
    if not missing:
        log(f"setup: MediaWiki and PHP present ({', '.join(MEDIAWIKI_PACKAGES)})")
        return
    if not shutil.which("apt-get"):
        log(f"setup: no apt-get to install {', '.join(missing)}: the MediaWiki tests will be skipped")
        return
    log(f"setup: installing {', '.join(missing)} (apt-get, a minute or two)")
    apt_install(missing)
    still = missing_debian_packages(MEDIAWIKI_PACKAGES)
    if still:
        raise BuildError(f"apt-get finished but {', '.join(still)} is still not installed")
