// The card index (cards/index.json, ~0.5 MB brotli) for the engine's worker: not in the engine's
// wheel, so that a board with no card name never downloads it. Fetched the first time a request
// names a card ("card" in its JSON: a false hit only fetches it early) or searches the cards
// (the worker asks), checked against the build
// manifest's sha256, and put where pyengine.cards reads it (PYENGINE_CARD_INDEX).

const CARD_INDEX = "cards/index.json";
const CARD_INDEX_PATH = "/tmp/combat-lab-card-index.json";
let loading = null;

async function sha256Hex(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Resolves once the index is in place; rejects with the
// reason when it cannot be had, and tries again on the next request that names a card.
export function ensureCardIndex(runtime, here, onLoaded) {
  if (loading) return loading;
  loading = (async () => {
    const entry = runtime.manifest && runtime.manifest.files && runtime.manifest.files[CARD_INDEX];
    if (!entry) throw new Error(`this build has no ${CARD_INDEX}`);
    const response = await fetch(here(CARD_INDEX));
    if (!response.ok) throw new Error(`${CARD_INDEX}: HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const found = await sha256Hex(bytes);
    if (found !== entry.sha256) throw new Error(`${CARD_INDEX} does not match the build (sha256 ${found.slice(0, 12)})`);
    runtime.pyodide.FS.writeFile(CARD_INDEX_PATH, bytes);
    runtime.pyodide.runPython(`import os; os.environ["PYENGINE_CARD_INDEX"] = ${JSON.stringify(CARD_INDEX_PATH)}`);
    onLoaded();
  })();
  loading.catch(() => { loading = null; });
  return loading;
}
