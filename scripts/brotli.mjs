// Writes brotli copies of site files at build time (called by cotacheck/interfaces/site/compressed.py):
// Node's zlib has brotli, so the build needs no Python package for it.
// Usage: node scripts/brotli.mjs SOURCE TARGET [SOURCE TARGET ...]
// Each TARGET is brotli (quality 11, 16 MB window) of SOURCE, or of what SOURCE unpacks to when it
// is a .gz: a host that serves TARGET for SOURCE with "Content-Encoding: br" then hands the page
// the unpacked bytes, which the pages accept in place of the .gz (site/js/gunzip.js).
import { readFileSync, writeFileSync } from "node:fs";
import zlib from "node:zlib";

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) {
  console.error("usage: brotli.mjs SOURCE TARGET [SOURCE TARGET ...]");
  process.exit(2);
}
for (let i = 0; i < args.length; i += 2) {
  let data = readFileSync(args[i]);
  if (args[i].endsWith(".gz")) data = zlib.gunzipSync(data);
  const packed = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(args[i + 1], packed);
}
