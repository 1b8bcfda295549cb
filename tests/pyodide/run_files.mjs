// Runs Python code from a file under real Pyodide (Node, no browser), with a host folder mounted.
// Usage: node run_files.mjs PACKAGE.zip CODE.py HOST_DIR   (HOST_DIR is /host inside Pyodide;
// the code's last expression must be a str, printed on stdout)
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";

const [archive, codeFile, hostDir] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(archive)), "zip");
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: hostDir }, "/host");
// CPU seconds of this Node process (Pyodide's clocks give wall time): benchmarks on a busy machine.
pyodide.globals.set("node_cpu_seconds", () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; });
process.stdout.write(String(await pyodide.runPythonAsync(readFileSync(codeFile, "utf8"))));
