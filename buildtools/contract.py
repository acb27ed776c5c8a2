"""What static/, its pages, its servers and its service worker agree on: the names of the files the
build writes itself, the Content-Security-Policy every page declares and every server sends, and the
encodings of the precompressed siblings a server may send instead of a file.
"""

from __future__ import annotations

MANIFEST_NAME = "build-manifest.json"

# The service worker: the build writes the cache version (a content hash of
# every other file of the build) into its VERSION line, so a new build is a new
# service worker script, which the browser installs; it then replaces the cache.
SERVICE_WORKER = "sw.js"

# The policy every page declares in a <meta> tag (the build inserts the tag into
# any page of web/ that lacks it and refuses a page that declares another one);
# the dev and test servers also send it as a header, so the module worker and
# the service worker run under it too. Hosts should send it as a header as well
# (README.md, "Hosting").
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "style-src 'self'; img-src 'self' data:; connect-src 'self'"
)
CSP_META = f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'

#: (Content-Encoding, file suffix), in the order the server prefers them.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
