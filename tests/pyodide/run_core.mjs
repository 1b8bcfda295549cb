// Runs the cotacheck package under real Pyodide (Node, no browser) and prints what Python returns.
// Usage: node run_core.mjs PACKAGE.zip PYTHON_CODE   (the code's last expression must be a str)
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";

const [archive, code] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(archive)), "zip");
process.stdout.write(String(await pyodide.runPythonAsync(code)));
