// Compiles the package zip's modules to bytecode with the site's own Pyodide, at site-build time
// (called by cotacheck/interfaces/site/bytecode.py; the Python side is scripts/compile_pyc.py).
// Usage: node scripts/compile-pyc.mjs PYODIDE_DIR SOURCE_ZIP TARGET_ZIP
// Writes TARGET_ZIP (with the table of the regular expressions' programs), TARGET_ZIP.json with the
// entries compiled and the number of those programs, and TARGET_ZIP.stdlib.zip with the
// bytecode of the standard-library modules the pages' modules import after start-up.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, sourcePath, targetPath] = process.argv.slice(2);
if (!targetPath) {
  console.error("usage: compile-pyc.mjs PYODIDE_DIR SOURCE_ZIP TARGET_ZIP");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
// The path the pages import it from (engine-worker.mjs), so that the code objects name it.
const SOURCE_ZIP = "/home/pyodide/cotacheck.zip";
const TARGET_ZIP = "/tmp/cotacheck-pyc.zip";
const STDLIB_TARGET = "/tmp/stdlib-pyc.zip";
pyodide.FS.writeFile(SOURCE_ZIP, new Uint8Array(readFileSync(sourcePath)));
const namespace = pyodide.toPy({ SOURCE_ZIP, TARGET_ZIP, STDLIB_TARGET });
pyodide.runPython(readFileSync(fileURLToPath(new URL("compile_pyc.py", import.meta.url)), "utf8"), { globals: namespace });
const compiled = namespace.get("COMPILED").toJs();
if (!compiled.length) throw new Error("compile_pyc.py compiled nothing");
writeFileSync(targetPath, pyodide.FS.readFile(TARGET_ZIP));
writeFileSync(`${targetPath}.stdlib.zip`, pyodide.FS.readFile(STDLIB_TARGET));
const regexPrograms = namespace.get("REGEX_PROGRAMS");
if (!regexPrograms) throw new Error("compile_pyc.py recorded no regular expression");
writeFileSync(`${targetPath}.json`, JSON.stringify({ compiled, regex_programs: regexPrograms }));
