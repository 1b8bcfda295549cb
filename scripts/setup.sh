#!/usr/bin/env bash
# Installs everything cotacheck needs on a fresh Debian machine (run as root):
# Debian's Chromium for the browser tests, the Python package with its test extras,
# and the pinned browser runtime (Pyodide, @pyscript/core) from package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
    apt-get update
    apt-get install -y chromium
fi
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -e '.[test]'
npm ci --no-audit --no-fund --loglevel=error
