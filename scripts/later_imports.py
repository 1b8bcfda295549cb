"""Run by scripts/make-snapshot.mjs inside Pyodide, after the snapshot is taken: what the pages do
after start-up (every module of our package, pypdf, a text checked, the idle warm-up's PDF, the
calls page, the text encodings an uploaded file may be in), to learn which standard-library modules they import
that the snapshot does not hold. Only those go into the small stdlib zip the worker restores with
(cotacheck/interfaces/site/snapshot.py); anything else is fetched from the full zip on demand.

Sets LATER to the zip entries (e.g. "json/tool.py") of the modules imported here.
"""

import base64
import codecs
import importlib
import json
import pkgutil
import sys

STDLIB_ZIP = next(p for p in sys.path if p.endswith(".zip") and "python3" in p)
before = set(sys.modules)

import cotacheck  # noqa: E402
from cotacheck import web  # noqa: E402


def import_all(package, skip):
    """Import every module of `package`; `skip(error)` says which ImportErrors are expected."""
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".", onerror=lambda name: None):
        try:
            importlib.import_module(info.name)
        except ImportError as error:
            if not skip(error):
                raise


# Build-time modules (the site builder) are not in the zip the page gets.
import_all(cotacheck, lambda error: (error.name or "").startswith("cotacheck."))


def call(name, payload):
    answer = json.loads(web.call(name, json.dumps(payload)))
    assert answer["ok"], (name, answer)
    return answer


# pypdf put in place as verificar.html's warm-up does: the zip handed over, then compiled in steps.
with open(PYPDF_ZIP, "rb") as handle:  # noqa: F821 (set by the script)
    step = call("pdf_support", {"base64": base64.b64encode(handle.read()).decode(), "passos": True})
while not step["result"]["ready"]:
    step = call("pdf_support", {"passo": True})
import pypdf  # noqa: E402

# pypdf's optional dependencies (Pillow, cryptography, fontTools…) are not in the page.
import_all(pypdf, lambda error: (error.name or "").split(".")[0] not in sys.stdlib_module_names)

# Encodings a .txt may come in and those PDFs use.
for name in (
    "utf-8-sig",
    "utf-16",
    "utf-16-be",
    "utf-16-le",
    "utf-32",
    "latin-1",
    "cp1252",
    "iso8859-15",
    "mac-roman",
    "cp850",
    "ascii",
    "charmap",
    "unicode-escape",
    "raw-unicode-escape",
):
    codecs.lookup(name)

EDITAL = """EDITAL Nº 1/2025 - CONCURSO PÚBLICO
Publicado em 10 de março de 2025.
Reserva de vagas para candidatos negros nos termos da Lei nº 15.142/2025.
Cargo | Vagas | Ampla concorrência | Negros | PcD
Analista | 10 | 6 | 3 | 1
Técnico | 4 | 4 | 0 | 0
"""


call("lint", {"texto": EDITAL})
call("lint", {"texto": EDITAL, "lei": "outra", "parametros": {"percentual": "30"}})
call("pdf_warm", {})  # what verificar.html runs while idle: a real PDF read and linted
call("chamada_ordem", {"lei": "go", "data": "2025-10-15", "chamadas": "20"})
call("chamada_candidato", {"lei": "federal", "data": "2025-10-15", "posicao": "3", "geral": "40"})
call(
    "chamada_alocar",
    {
        "lei": "rn",
        "data": "2025-10-15",
        "vagas": "5",
        "lista": "id,rank,negro,pcd\na,1,0,0\nb,2,1,0\nc,3,0,1\nd,4,1,0\n",
    },
)

LATER = sorted(
    module.__spec__.origin[len(STDLIB_ZIP) + 1 :]
    for name in set(sys.modules) - before
    if (module := sys.modules[name]) is not None
    and getattr(module, "__spec__", None) is not None
    and (module.__spec__.origin or "").startswith(STDLIB_ZIP + "/")
)
