// pdf.js text layer as Firefox's viewer copies it: each page's getTextContent() items joined, "\n" after an item
// with hasEOL; pages joined by "\n". Usage: node pdfjs_text.mjs FILE.pdf  (pdfjs-dist from PDFJS_DIR/node_modules)
import fs from "fs";
import path from "path";
import { pathToFileURL } from "url";
const dir = process.env.PDFJS_DIR || "/tmp/w16/pdfjs";
const pdfjs = await import(pathToFileURL(path.join(dir, "node_modules/pdfjs-dist/legacy/build/pdf.mjs")).href);
const data = new Uint8Array(fs.readFileSync(process.argv[2]));
const doc = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) {
  const page = await doc.getPage(i);
  const tc = await page.getTextContent();
  let s = "";
  for (const it of tc.items) {
    if (!("str" in it)) continue;
    s += it.str;
    if (it.hasEOL) s += "\n";
  }
  pages.push(s);
}
process.stdout.write(pages.join("\n"));
