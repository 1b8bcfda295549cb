#!/usr/bin/env bash
# Re-makes requirements.lock, the pinned and hashed Python dependencies (extras pdf, site, test) that
# scripts/setup.sh installs, with pip-tools in a throwaway virtual environment (pip-tools itself is not
# installed beside the project). The versions already locked are kept; to move them pass pip-compile's
# options, e.g. `bash scripts/update-lock.sh --upgrade-package pypdf` or `--upgrade` for all.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${TMPDIR:-/tmp}/cotacheck-lock-venv"
if [ ! -x "$venv/bin/pip-compile" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check pip-tools==7.6.2
fi
CUSTOM_COMPILE_COMMAND="bash scripts/update-lock.sh" "$venv/bin/pip-compile" --quiet --extra pdf --extra site \
    --extra test --generate-hashes --strip-extras --no-emit-find-links --no-emit-index-url \
    --output-file requirements.lock "$@" pyproject.toml
