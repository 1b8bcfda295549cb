#!/usr/bin/env bash
# Installs everything cotacheck needs on a fresh Debian machine (run as root):
# Debian's Chromium for the browser tests and poppler-utils (pdftotext, for tests/linter/test_field_paths.py),
# the Python dependencies of the extras pdf, site and test exactly as pinned, with their hashes, in
# requirements.lock (remade by scripts/update-lock.sh), then the package itself without dependencies, and
# the pinned browser runtime (Pyodide, @pyscript/core) from package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ] || ! command -v pdftotext >/dev/null; then
    apt-get update
    apt-get install -y chromium poppler-utils
fi
pip=(python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore)
"${pip[@]}" --require-hashes -r requirements.lock
"${pip[@]}" --no-deps -e .
npm ci --no-audit --no-fund --loglevel=error
