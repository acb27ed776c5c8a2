// Stored answers (docs/scenario-format.md, "Stored answers"): an engine answer that travels with its
// board, stamped with the engine build that computed it and the hash of the board it answers
// ({format: 1, engine, board, call, answer}: pyengine/answers.py's stamped()). A page shows one at once,
// without Python, only when its engine build is this site's and its board hash is the hash of the very
// board the page holds, worked out here exactly as Python's canonical_json does it; otherwise the engine
// is asked, as always. The answer is only data: it goes through the same text-only rendering as any
// engine answer. Nothing here decides a rule.

/** The most characters of a stored answer read from a page or a file (a board's answer is tens of KB). */
export const MAX_ANSWER_CHARS = 2_000_000;
/** The most events one resolution makes (pyengine/limits.py MAX_EVENTS): an answer with more is no engine's. */
export const MAX_EVENTS = 10_000;

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// ------------------------------------------------------------------ canonical JSON (Python's canonical_json)

/** Python's order of str keys: by code point (JavaScript's sort compares UTF-16 units). */
function byCodePoint(a, b) {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (U+D800–U+DFFF) stands for a code point past U+FFFF: above every other unit.
    const sx = x >= 0xd800 && x <= 0xdfff;
    const sy = y >= 0xd800 && y <= 0xdfff;
    if (sx !== sy) return sx && y >= 0xe000 ? 1 : sy && x >= 0xe000 ? -1 : x - y;
    return x - y;
  }
  return a.length - b.length;
}

const SHORT = { '"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f" };

/** A string as json.dumps(ensure_ascii=False) writes it: lone surrogates stay as they are. */
function quote(text) {
  // eslint-disable-next-line no-control-regex
  return `"${text.replace(/["\\\u0000-\u001f]/g, (c) => SHORT[c] || `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}"`;
}

/** A number as Python writes it: an integer as digits, a float as repr() (1e-05, 1e+16, 0.1). */
function number(value) {
  if (!Number.isFinite(value)) throw new TypeError("a board holds no NaN or Infinity");
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value === 0 ? 0 : value);
  const [digits, exponentText] = value.toExponential().split("e");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    return `${digits}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  const text = String(value);
  return text.includes(".") ? text : `${text}.0`;
}

/** The one text of a JSON value: keys sorted, no spaces, non-ASCII as it is (pyengine.answers.canonical_json). */
export function canonicalJson(value) {
  if (value === null) return "null";
  if (value === true) return "true";
  if (value === false) return "false";
  if (typeof value === "number") return number(value);
  if (typeof value === "string") return quote(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort(byCodePoint);
    return `{${keys.map((key) => `${quote(key)}:${canonicalJson(value[key])}`).join(",")}}`;
  }
  throw new TypeError(`a board holds only JSON data, not ${typeof value}`);
}

/** UTF-8 as Python's encode("utf-8", "surrogatepass"): a lone surrogate is its own three bytes. */
function utf8(text) {
  const bytes = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(bytes);
}

// ------------------------------------------------------------------ sha256 (here, not crypto.subtle: that exists
// only on https pages, and a wiki may be served over plain http)

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** The sha256 of bytes, as 64 hex digits. */
export function sha256Hex(bytes) {
  const length = bytes.length;
  const blocks = Math.ceil((length + 9) / 64);
  const data = new Uint8Array(blocks * 64);
  data.set(bytes);
  data[length] = 0x80;
  const view = new DataView(data.buffer);
  view.setUint32(data.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(data.length - 4, (length * 8) >>> 0);
  const h = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  // Plain locals, no array destructuring: a first paint runs this before the JIT warms up, and the
  // interpreter's iterator protocol made destructuring the slowest part of hashing a board.
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15];
      const y = w[i - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (let i = 0; i < 64; i++) {
      const e1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (k + e1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const a0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (a0 + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      k = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += k;
  }
  return [...h].map((x) => x.toString(16).padStart(8, "0")).join("");
}

/** A board's hash: the sha256 (hex) of its canonical JSON in UTF-8 (pyengine.answers.board_hash). */
export function boardHash(board) {
  return sha256Hex(utf8(canonicalJson(board)));
}

// ------------------------------------------------------------------ using a stored answer

/** A stored answer read from JSON text, or null when the text is not one (too long, not JSON, not stamped). */
export function readStamp(text) {
  if (typeof text !== "string" || text.length > MAX_ANSWER_CHARS) return null;
  let stamp;
  try {
    stamp = JSON.parse(text);
  } catch {
    return null;
  }
  return isStamp(stamp) ? stamp : null;
}

function isStamp(stamp) {
  return isObject(stamp) && stamp.format === 1 && typeof stamp.engine === "string" && typeof stamp.board === "string"
    && typeof stamp.call === "string" && isObject(stamp.answer);
}

/** The events of a resolve answer (and of each of a compare answer's results), counted. */
function events(answer) {
  const steps = (result) => [...(Array.isArray(result.before_damage) ? result.before_damage : []),
    ...(Array.isArray(result.steps) ? result.steps : [])];
  const count = (result) => (isObject(result)
    ? steps(result).reduce((n, step) => n + (isObject(step) && Array.isArray(step.events) ? step.events.length : 0), 0)
    : 0);
  let total = count(answer) + count(answer.result);
  if (isObject(answer.results)) for (const result of Object.values(answer.results)) total += count(result);
  return total;
}

/**
 * The engine answer a stored answer holds for `board` under `call` ("resolve" or "check"), or null: null
 * unless the stamp is this engine build's (`build`, a non-empty id) and names this very board. A "check"
 * stamp also answers "resolve", with its result (what resolve answers the same board), when it has one.
 */
export function answerFor(stamp, board, call, build) {
  if (!isStamp(stamp) || !build || stamp.engine !== build || events(stamp.answer) > MAX_EVENTS) return null;
  let hash;
  try {
    hash = boardHash(board);
  } catch {
    return null;
  }
  if (stamp.board !== hash) return null;
  if (stamp.call === call) return stamp.answer;
  if (call === "resolve" && stamp.call === "check" && isObject(stamp.answer.result)) return stamp.answer.result;
  return null;
}
