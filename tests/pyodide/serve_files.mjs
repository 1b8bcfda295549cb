// Runs Python code under real Pyodide (Node, no browser), one request after another, each in a fresh
// interpreter: Pyodide is booted once and its memory kept as a snapshot; every request restores that
// snapshot (a new interpreter, new file system, nothing left from the one before) in a fraction of a
// boot's time, unpacks the package zip, mounts its host folder at /host and runs its code.
// Requests on stdin, one JSON line each: {"package": ZIP, "code": FILE.py, "host": DIR}; answers on
// stdout, one JSON line each: {"out": what the code printed, then its last expression (a str)} or
// {"error": the Python or JavaScript error}. Used by tests/pyodide_runner.py, one process per pytest
// worker; run_files.mjs is the same for one request (the benchmarks).
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

const snapshot = (await loadPyodide({ _makeSnapshot: true })).makeMemorySnapshot();

async function run({ package: archive, code, host }) {
  const pyodide = await loadPyodide({ _loadSnapshot: snapshot });
  let printed = "";
  pyodide.setStdout({ batched: (line) => { printed += line + "\n"; } });
  pyodide.unpackArchive(new Uint8Array(readFileSync(archive)), "zip");
  pyodide.FS.mkdirTree("/host");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: host }, "/host");
  // CPU seconds of this Node process (Pyodide's clocks give wall time), as run_files.mjs gives them.
  pyodide.globals.set("node_cpu_seconds", () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; });
  const result = String(await pyodide.runPythonAsync(readFileSync(code, "utf8")));
  return printed + result;
}

for await (const line of createInterface({ input: process.stdin })) {
  let answer;
  try {
    answer = { out: await run(JSON.parse(line)) };
  } catch (error) {
    answer = { error: String(error && error.stack ? error.stack : error) };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
}
