// Brotli-compresses files for build.py (Python's standard library has no brotli; Node's zlib does).
//
//     node tools/brotli_compress.mjs DIR
//
// Compresses every DIR/NAME.in into DIR/NAME.br. Quality 11 (the densest) with a window as
// large as the file needs (up to 16 MiB): slow (the 9.6 MB WebAssembly runtime takes most of a
// minute) but done once per content, since build.py caches the output by the input's sha256.

import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

if (process.argv.length !== 3) {
  console.error("usage: node tools/brotli_compress.mjs DIR");
  process.exit(2);
}
const dir = process.argv[2];
for (const name of readdirSync(dir).filter((n) => n.endsWith(".in")).sort()) {
  const data = readFileSync(join(dir, name));
  const window = Math.min(24, Math.max(16, Math.ceil(Math.log2(data.length + 1))));
  writeFileSync(join(dir, name.slice(0, -3) + ".br"), brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }));
}
