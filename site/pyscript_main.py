# The calculation engine on the page's main thread, through PyScript (engine "pyscript").
# Our package arrives through the "files" entry of pyscript.json (never "packages"/micropip).
# It hands cotacheck.web.call to the page's JS (assets/engine.js), which then marks the page ready.
from pyscript import window
from pyodide.ffi import create_proxy

import cotacheck.web as web

web.call("ping", "{}")
window.cotacheckEngineReady(create_proxy(web.call))
