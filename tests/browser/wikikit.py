"""A throwaway MediaWiki for the extension's tests: Debian's MediaWiki 1.39 code, run from a
temporary folder of symlinks with its own LocalSettings.php, SQLite database, extensions/
(CombatLab, written by `build.py mediawiki`) and images/, served by PHP's built-in server on
127.0.0.1. The system's install (/usr/share/mediawiki, /etc/mediawiki) is only read.

    wiki = ThrowawayWiki.install()          # install.php, about ten seconds
    wiki.edit("Some page", "wikitext")       # maintenance/edit.php
    wiki.url("Some page")                    # http://127.0.0.1:PORT/index.php?title=Some_page
    wiki.close()                             # stops the server, deletes the folder
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import quote

from labkit import build

MEDIAWIKI = Path("/usr/share/mediawiki")
# What a wiki writes or chooses for itself; everything else of the code is linked.
OWN = {"LocalSettings.php", "extensions", "images", "cache"}

# The router adds a strict Content-Security-Policy to a page asked for with `csp=1`: scripts
# only from the wiki's own files (which include Combat Lab's), no inline script at all.
ROUTER = """<?php
if ( isset( $_GET['csp'] ) ) {
\theader( %s );
}
return false;
"""


def php_available() -> str:
    """Why the MediaWiki tests cannot run here, or "" when they can."""
    if not shutil.which("php"):
        return "php is not installed (`python3 build.py test` installs it)"
    if not (MEDIAWIKI / "maintenance" / "install.php").exists():
        return f"{MEDIAWIKI} is not installed (`python3 build.py test` installs Debian's mediawiki)"
    return ""


def group_alive(group: int) -> bool:
    """Whether any process of the process group is left."""
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ThrowawayWiki:
    """One wiki in a temporary folder, served until close()."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.dir = root / "w"
        self.port = free_port()
        self.server_url = f"http://127.0.0.1:{self.port}"
        self.env = dict(os.environ, MW_INSTALL_PATH=str(self.dir), MW_CONFIG_FILE=str(self.dir / "LocalSettings.php"))
        self.server: subprocess.Popen[bytes] | None = None
        self.server_log = root / "php-server.log"

    @classmethod
    def install(cls, settings: str = "") -> ThrowawayWiki:
        """Lay out, install (SQLite) and serve a wiki with CombatLab enabled and `settings` added."""
        wiki = cls(Path(tempfile.mkdtemp(prefix="combatlab-wiki-")))
        try:
            wiki._lay_out()
            wiki._run_install(settings)
            wiki._serve()
        except BaseException:
            wiki.close()
            raise
        return wiki

    def _lay_out(self) -> None:
        self.dir.mkdir()
        for entry in MEDIAWIKI.iterdir():
            if entry.name not in OWN:
                (self.dir / entry.name).symlink_to(entry)
        for name in ("extensions", "images", "cache"):
            (self.dir / name).mkdir()
        build.package_mediawiki(self.dir / "extensions")
        # A JSON string is a PHP string literal too (the policy has no "$").
        (self.dir / "router.php").write_text(ROUTER % json.dumps(f"Content-Security-Policy: {build.CSP}"),
                                             encoding="utf-8")

    def php(self, script: str, *args: str, stdin: str | None = None) -> str:
        """Run a maintenance script of this wiki; return its output (raise with it on failure)."""
        done = subprocess.run(
            ["php", str(self.dir / "maintenance" / script), *args], env=self.env, cwd=self.dir,
            input=stdin, capture_output=True, text=True, timeout=300,
        )
        if done.returncode != 0:
            raise RuntimeError(f"{script} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
        return done.stdout + done.stderr

    def _run_install(self, settings: str) -> None:
        (self.root / "data").mkdir()
        self.php(
            "install.php", "--dbtype=sqlite", f"--dbpath={self.root / 'data'}", "--dbname=wiki",
            f"--server={self.server_url}", "--scriptpath=", f"--confpath={self.dir}", "--lang=en",
            f"--pass={secrets.token_urlsafe(16)}", "--skins=Vector", "Combat Lab test wiki", "Admin",
        )
        with (self.dir / "LocalSettings.php").open("a", encoding="utf-8") as handle:
            handle.write(
                "\n# The Combat Lab tests\n"
                "wfLoadExtension( 'CombatLab' );\n"
                f"$wgDebugLogGroups['CombatLab'] = '{self.root}/combatlab.log';\n"
                "$wgShowExceptionDetails = true;\n"
                "$wgJobRunRate = 0;\n"
                f"{settings}\n"
            )

    def _serve(self) -> None:
        env = dict(self.env, PHP_CLI_SERVER_WORKERS="4")
        with self.server_log.open("wb") as log:
            # Its own process group: the server forks its workers, and close() stops them all.
            self.server = subprocess.Popen(
                ["php", "-S", f"127.0.0.1:{self.port}", "-t", str(self.dir), str(self.dir / "router.php")],
                env=env, cwd=self.dir, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(self.server_url + "/index.php", timeout=5).read()
                return
            except (urllib.error.URLError, ConnectionError):
                if self.server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"php -S did not start:\n{self.server_log.read_text(errors='replace')}")
                time.sleep(0.2)

    def edit(self, title: str, text: str) -> None:
        """Save a page through maintenance/edit.php."""
        self.php("edit.php", "--user", "Admin", "--summary", "Combat Lab test", title, stdin=text)

    def url(self, title: str, **query: str) -> str:
        """The page's URL on the server."""
        extra = "".join(f"&{quote(k)}={quote(v)}" for k, v in query.items())
        return f"{self.server_url}/index.php?title={quote(title.replace(' ', '_'))}{extra}"

    def fetch(self, title: str) -> str:
        """The page's HTML as a reader without JavaScript (or a search engine) gets it."""
        with urllib.request.urlopen(self.url(title), timeout=60) as response:
            return response.read().decode("utf-8")  # type: ignore[no-any-return]

    def logs(self) -> str:
        """What PHP's server wrote (its requests, PHP's warnings and errors)."""
        return self.server_log.read_text(errors="replace") if self.server_log.exists() else ""

    def channel_log(self) -> str:
        """What the extension logged (the CombatLab log channel: an engine that could not run)."""
        channel = self.root / "combatlab.log"
        return channel.read_text(errors="replace") if channel.exists() else ""

    def close(self) -> None:
        """Stop the server and its workers, and delete the wiki's folder."""
        if self.server is not None:
            group = self.server.pid  # the server leads its own process group
            for sig in (signal.SIGTERM, signal.SIGKILL):
                try:
                    os.killpg(group, sig)
                except ProcessLookupError:
                    break
                deadline = time.monotonic() + 5
                while time.monotonic() < deadline and group_alive(group):
                    self.server.poll()
                    time.sleep(0.05)
                if not group_alive(group):
                    break
            self.server.wait()
        shutil.rmtree(self.root, ignore_errors=True)


def heavy_board(title: str, attackers: int = 40) -> dict[str, Any]:
    """Many tramplers, each blocked: a few hundred events per ruleset, about 10 KB of JSON at 40 (the wiki's
    heavy board, for the tests and bench/mediawiki_parse.py)."""
    permanents, attacks, blocks = [], [], []
    for i in range(attackers):
        permanents += [{"id": f"a{i}", "name": f"Attacker {i}", "controller": "alice", "power": 3, "toughness": 3,
                        "keywords": ["trample"]},
                       {"id": f"b{i}", "name": f"Blocker {i}", "controller": "bob", "power": 2, "toughness": 2}]
        attacks.append({"id": f"a{i}", "target": "bob"})
        blocks.append({"id": f"b{i}", "blocks": [f"a{i}"]})
    return {"format": 1, "ruleset": "mtg", "title": title,
            "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 500}], "active_player": "alice",
            "permanents": permanents, "attackers": attacks, "blockers": blocks}
