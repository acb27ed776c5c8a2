// Reads JSON texts (one JSON array of strings on standard input) and prints, one a line, each one's board
// hash as web/core/stored-answer.js works it out: tests/test_stored_answers.py compares them with Python's.
import { readFileSync } from "node:fs";
import { boardHash } from "../../web/core/stored-answer.js";

const texts = JSON.parse(readFileSync(0, "utf-8"));
for (const text of texts) {
  let line;
  try {
    line = boardHash(JSON.parse(text));
  } catch (error) {
    line = `error: ${error.message}`;
  }
  process.stdout.write(`${line}\n`);
}
