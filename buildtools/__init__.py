"""The build of Combat Lab, behind ``build.py`` (its command line): the engine wheel, static/, its server
and the test runner, in small modules of the standard library only.

The modules are in layers, and each imports only from the layers below its own (never sideways, so never
in a circle); tests/test_build_layers.py holds this, and that none is longer than 600 lines::

    0  base, contract                 the folders, logging, hashes and cache helpers; the names and headers
                                      static/, its pages and its servers agree on
    1  provision, fetch, compression, the machine's set-up (.venv, Chromium, MediaWiki); the pinned
       bundling, stored_answers       downloads; precompressed siblings; esbuild bundles; the engine's
                                      shipped answers
    2  wheels, pages, first_visit     the engine and micropip wheels; what pages get on their way into
                                      static/; the files a first visit loads
    3  manifest                       build-manifest.json and the stamped service worker
    4  assemble                       static/ itself: build()
    5  serving, mediawiki, testing    build.py serve, build.py mediawiki, build.py test

The engine (pyengine) is imported only inside the functions that ask it for answers, when a build runs:
loading build.py (``--help``, the tests' and benchmarks' server) doesn't load it. Nothing here goes into the engine wheel, whose files
flit_core picks by the project's name (pyengine/ only), and the engine's build id hashes pyengine/ alone.
"""
