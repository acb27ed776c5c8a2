// Scenarios in URLs: the one codec for share links (index.html#s=...) and the
// iframe embed (embed.html#s=...). Plain data in, plain data out; nothing here
// decides a rule, and nothing decoded is ever treated as HTML.
//
//   encodeScenario(scenario) -> string     base64url of the UTF-8 JSON text
//   decodeScenario(text)     -> scenario   throws ScenarioUrlError (with .reason) when the
//                                          text is too long, not base64url, not UTF-8,
//                                          not JSON, not an object, or nested too deeply
//   scenarioFromHash(hash)   -> scenario | null   reads "#s=..." (null when absent)
//   hashFor(scenario)        -> "#s=..."
//
// The compact form (share links of the playground): the UTF-8 JSON text
// compressed with CompressionStream("deflate-raw"), then base64url, as "#z=...".
// A board of long or non-Latin names (CJK names take 3 bytes each in UTF-8)
// shrinks several times; the plain "#s=" links keep opening.
//
//   compactHashFor(scenario)       -> Promise<"#z=..." | "#s=...">  the shorter one
//   scenarioFromAnyHash(hash)      -> Promise<scenario | null>  reads "#z=..." or "#s=..."

/** Longest fragment accepted (characters): a page never freezes on a megabyte URL. */
export const MAX_ENCODED_LENGTH = 200_000;
/** Deepest JSON nesting accepted: scenarios are four levels deep; 32 is generous. */
export const MAX_DEPTH = 32;
/** Most permanents a page will show; the engine's own limit is larger. */
export const MAX_PERMANENTS = 300;

export class ScenarioUrlError extends Error {
  constructor(reason) {
    super(reason);
    this.name = "ScenarioUrlError";
    this.reason = reason;
  }
}

export function encodeScenario(scenario) {
  return toBase64url(new TextEncoder().encode(JSON.stringify(scenario)));
}

function toBase64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (typeof text !== "string" || text.length === 0) throw new ScenarioUrlError("The link holds no scenario.");
  if (text.length > MAX_ENCODED_LENGTH) {
    throw new ScenarioUrlError(
      `The scenario in this link is too large (${text.length.toLocaleString("en")} characters; ` +
        `at most ${MAX_ENCODED_LENGTH.toLocaleString("en")}).`,
    );
  }
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ScenarioUrlError("The scenario in this link is damaged (not base64url).");
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    throw new ScenarioUrlError("The scenario in this link is damaged (not base64url).");
  }
}

function utf8(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ScenarioUrlError("The scenario in this link is damaged (not UTF-8 text).");
  }
}

/** Whether this browser can make and read compact links. */
export const canCompress = typeof CompressionStream === "function" && typeof DecompressionStream === "function";

async function pipeBytes(bytes, transform, limit) {
  const reader = new Blob([bytes]).stream().pipeThrough(transform).getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new ScenarioUrlError("The scenario in this link is too large once unpacked.");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The compact encoding: base64url of the deflate-raw compressed UTF-8 JSON text. */
export async function encodeCompact(scenario) {
  const bytes = new TextEncoder().encode(JSON.stringify(scenario));
  return toBase64url(await pipeBytes(bytes, new CompressionStream("deflate-raw"), Infinity));
}

export async function decodeCompact(text) {
  const packed = fromBase64url(text);
  if (!canCompress) throw new ScenarioUrlError("This browser cannot unpack compact links (no DecompressionStream).");
  let bytes;
  try {
    // Three UTF-8 bytes per character at most: the text limit bounds the unpacked size.
    bytes = await pipeBytes(packed, new DecompressionStream("deflate-raw"), 3 * MAX_ENCODED_LENGTH);
  } catch (error) {
    if (error instanceof ScenarioUrlError) throw error;
    throw new ScenarioUrlError("The scenario in this link is damaged (it does not unpack).");
  }
  return parseScenarioText(utf8(bytes));
}

/** "#z=..." when compact links are possible and shorter, else "#s=...". */
export async function compactHashFor(scenario) {
  const plain = hashFor(scenario);
  if (!canCompress) return plain;
  const compact = `#z=${await encodeCompact(scenario)}`;
  return compact.length < plain.length ? compact : plain;
}

export async function scenarioFromAnyHash(hash) {
  const match = /^#?(?:.*&)?z=([^&]*)/.exec(hash || "");
  return match ? decodeCompact(match[1]) : scenarioFromHash(hash);
}

export function decodeScenario(text) {
  return parseScenarioText(utf8(fromBase64url(text)));
}

/** JSON text to a scenario object, refusing deep nesting and huge boards before anything renders. */
export function parseScenarioText(json) {
  if (json.length > MAX_ENCODED_LENGTH) {
    throw new ScenarioUrlError(`This scenario is too large (${json.length.toLocaleString("en")} characters).`);
  }
  // Depth is checked on the text first, so that a megabyte of "[[[[" is refused without recursion.
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") {
      if (++depth > MAX_DEPTH) throw new ScenarioUrlError(`This scenario is nested too deeply (more than ${MAX_DEPTH} levels).`);
    } else if (c === "}" || c === "]") depth--;
  }
  let value;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new ScenarioUrlError(`This scenario is not valid JSON: ${error.message}`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ScenarioUrlError("A scenario is a JSON object.");
  }
  if (Array.isArray(value.permanents) && value.permanents.length > MAX_PERMANENTS) {
    throw new ScenarioUrlError(
      `This scenario has ${value.permanents.length.toLocaleString("en")} permanents; a page shows at most ${MAX_PERMANENTS}.`,
    );
  }
  return value;
}

export function scenarioFromHash(hash) {
  const match = /^#?(?:.*&)?s=([^&]*)/.exec(hash || "");
  return match ? decodeScenario(match[1]) : null;
}

export function hashFor(scenario) {
  return `#s=${encodeScenario(scenario)}`;
}
