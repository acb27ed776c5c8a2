// Bundles each page's module graph into one file with esbuild (build.py calls it; issue 26):
//
//   node tools/bundle.mjs NODE_MODULES SRC OUT ENTRY...
//
// NODE_MODULES is the folder where build.py installed the pinned esbuild (tools/bundler/package-lock.json);
// SRC holds the web/ modules as static/ serves them (build id and widget sheet stamped); every ENTRY
// (a path under SRC, e.g. "playground/boot.js") is written to the same path under OUT with everything it
// imports, statically or with import() of a fixed path, in it: one request instead of one per module,
// and no round of requests after the first. Workers are not followed (they load in their own realm).
//
// A module's `import.meta.url` still means its own URL in the bundle: each one becomes the module's
// original path, resolved against the bundle's own URL (the bundle sits at its entry's path, so every
// relative URL a module makes, of a worker, a JSON file or the site root, is the one it made unbundled).

import { createRequire } from "node:module";
import fs from "node:fs/promises";
import path from "node:path";

const [nodeModules, srcRoot, outRoot, ...entries] = process.argv.slice(2);
if (!nodeModules || !srcRoot || !outRoot || !entries.length) {
  console.error("usage: node tools/bundle.mjs NODE_MODULES SRC OUT ENTRY...");
  process.exit(2);
}
const esbuild = createRequire(path.join(path.resolve(nodeModules), "bundle.cjs"))("esbuild");

/** esbuild plugin: each module's import.meta.url as its own URL, relative to the entry's output. */
function ownUrls(entry) {
  const outDir = path.dirname(path.join(path.resolve(srcRoot), entry));
  return {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.m?js$/ }, async (args) => {
        const text = await fs.readFile(args.path, "utf8");
        const own = path.relative(outDir, args.path).split(path.sep).join("/");
        const spelled = own.startsWith(".") ? own : `./${own}`;
        return { contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(spelled)}, import.meta.url).href`),
                 loader: "js" };
      });
    },
  };
}

for (const entry of entries) {
  const result = await esbuild.build({
    entryPoints: [path.resolve(srcRoot, entry)],
    absWorkingDir: path.resolve(srcRoot), // the paths esbuild writes into the bundle are web/'s, whatever SRC is
    outfile: path.resolve(outRoot, entry),
    bundle: true,
    format: "esm",
    target: "es2022",
    // Whitespace and syntax only: names stay as written, so a console error still reads like the source.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    plugins: [ownUrls(entry)],
    metafile: true,
    logLevel: "warning",
  });
  const inputs = Object.keys(result.metafile.inputs).length;
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(`${entry}: ${inputs} modules, ${bytes} bytes`);
}
