// web/core/stored-answer.js: its sha256 against known digests, and when a stored answer is used.
import test from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { answerFor, boardHash, canonicalJson, readStamp, sha256Hex } from "../../web/core/stored-answer.js";

test("sha256 of known texts, of every length around a block's end", () => {
  assert.equal(sha256Hex(new TextEncoder().encode("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  assert.equal(sha256Hex(new Uint8Array()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  for (let n = 0; n < 200; n++) {
    const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
    assert.equal(sha256Hex(bytes), createHash("sha256").update(bytes).digest("hex"), `length ${n}`);
  }
});

test("canonical JSON sorts keys, drops spaces and keeps non-ASCII", () => {
  assert.equal(canonicalJson({ b: [1, "é"], a: null }), '{"a":null,"b":[1,"é"]}');
  assert.equal(canonicalJson({ "\u{1F600}": 1, "\uFFFF": 2 }), '{"\uFFFF":2,"\u{1F600}":1}');
  assert.equal(canonicalJson(["\u0001\n\"\\"]), '["\\u0001\\n\\"\\\\"]');
  assert.equal(canonicalJson([0.5, 1e-5, 1e16, 1.5e300, -3]), "[0.5,1e-05,1e+16,1.5e+300,-3]");
  assert.throws(() => canonicalJson({ a: undefined }));
});

const BUILD = "0123456789abcdef0123";
const board = { format: 1, ruleset: "mtg", players: [{ id: "a", life: 20 }] };
const stamp = (over = {}) => ({ format: 1, engine: BUILD, board: boardHash(board), call: "resolve", answer: { ok: true, steps: [] }, ...over });

test("a stored answer is used only for its engine build and its board", () => {
  assert.deepEqual(answerFor(stamp(), board, "resolve", BUILD), { ok: true, steps: [] });
  assert.equal(answerFor(stamp({ engine: "ffffffffffffffffffff" }), board, "resolve", BUILD), null);
  assert.equal(answerFor(stamp(), { ...board, ruleset: "mtg-2020" }, "resolve", BUILD), null);
  assert.equal(answerFor(stamp(), board, "compare", BUILD), null);
  assert.equal(answerFor(stamp({ engine: "" }), board, "resolve", ""), null, "an unbuilt page trusts nothing");
  const check = stamp({ call: "check", answer: { ok: true, problems: [], result: { ok: true, steps: [1] } } });
  assert.deepEqual(answerFor(check, board, "resolve", BUILD), { ok: true, steps: [1] });
  assert.equal(answerFor(stamp({ call: "check", answer: { ok: false, result: null } }), board, "resolve", BUILD), null);
});

test("readStamp refuses what is not a stamped answer", () => {
  assert.equal(readStamp("not json"), null);
  assert.equal(readStamp('{"format": 2, "engine": "x", "board": "y", "call": "resolve", "answer": {}}'), null);
  assert.equal(readStamp(JSON.stringify(stamp({ answer: [] }))), null);
  assert.equal(readStamp(" ".repeat(2_000_001)), null);
  assert.deepEqual(readStamp(JSON.stringify(stamp())), stamp());
});
