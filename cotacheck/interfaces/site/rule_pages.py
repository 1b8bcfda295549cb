"""Build-time pieces of the linter's pages: template contexts and the vendored PDF reader.

Used by cotacheck.interfaces.site.builder (see docs/site.md): `verificar_context` for verificar.html,
`rule_context(code)` for regras/CODE.html (one page per rule, rendered from the registry, like
`cotacheck rule CODE`), and `vendor_pypdf(target)` that zips the installed pypdf package (pure
Python) into the site so the page reads PDFs without any network or micropip.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

from cotacheck.interfaces.site.slim_source import slim_file
from cotacheck.interfaces.web.pypdf_steps import MODULE_LIST
from cotacheck.law.lawbook import BRANCHES, KINDS, LAW_IDS, get_law
from cotacheck.linter.rules import RULES, SECTIONS
from cotacheck.present.labels import SEVERITY_LABELS

EXAMPLE = """GOVERNO DO ESTADO DE GOIÁS
EDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026
Concurso público regido pela Lei estadual nº 23.389/2025.
Cargo AC PcD Negros Total
Analista Legislativo – Contabilidade 3 - 1 4
Técnico Legislativo 12 1 1 14
Agente Administrativo 9 1 10
"""


#: The CLI's options in the rules' documentation, said the way a reader of the page does it (the form's
#: fields): a web page names no terminal option (the CLI's `cotacheck rule` prints the docs as written).
_WEB_WORDING = (
    (
        re.compile(r"^cotacheck lint edital\.txt --law .*$", re.S),
        "Na página Verificar edital: escolha a lei no campo “Lei” (ou “Outra lei”, com os parâmetros).",
    ),
    (re.compile(r"\(informe-a com --date\)"), "(informe-a no campo “Data de publicação”)"),
    (
        re.compile(r"com --law e a data com --date"),
        "no campo “Lei” e a data no campo “Data de publicação”",
    ),
    (re.compile(r"com --law\b"), "no campo “Lei”"),
    (re.compile(r"\(--date, --branch\)"), "(a data no campo “Data de publicação” e o Poder no campo “Poder”)"),
    (re.compile(r"\(ou informe a data: --date [\d-]+\)"), "(ou informe a data no campo “Data de publicação”)"),
)


def for_the_web(text: str) -> str:
    """A rule's documentation with CLI options turned into the page's fields."""
    for pattern, replacement in _WEB_WORDING:
        text = pattern.sub(replacement, text)
    return text


def _rules() -> list[dict]:
    return [
        {
            "code": r.code,
            "name": r.name,
            "title": r.title,
            "severity": r.severity,
            "severity_label": SEVERITY_LABELS[r.severity],
            "summary": r.summary,
            "url": r.url,
        }
        for r in RULES.values()
    ]


def verificar_context(ctx) -> dict:
    return {
        "laws": [get_law(i) for i in LAW_IDS],
        # the Poder and the kind of post, which change the verdict: the reader may set them
        "branches": list(BRANCHES.items()),
        "kinds": [(key, label[:1].upper() + label[1:]) for key, label in KINDS.items()],
        "rules": _rules(),
        "example": EXAMPLE,
    }


def rule_context(code: str):
    def context(ctx) -> dict:
        rule = RULES[code]
        bases = []
        for key, pairs in rule.basis.items():
            law = get_law(key.split("-")[0])
            label = {
                "go": "Goiás",
                "rn": "Rio Grande do Norte",
                "federal-12990": "Federal (Lei nº 12.990/2014)",
                "federal-15142": "Federal (Lei nº 15.142/2025)",
                "federal-9427": "Federal, estágio (Decreto nº 9.427/2018)",
                "cnj": "Poder Judiciário (Resoluções CNJ nº 203/2015 e nº 657/2025)",
            }[key]
            bases.append((label, [law.citation(i, a) for i, a in pairs if i in law.instruments]))
        return {
            "rule": rule,
            "docs": {k: for_the_web(v) for k, v in rule.docs.items()},
            "sections": SECTIONS,
            "severity_label": SEVERITY_LABELS[rule.severity],
            "bases": bases,
            "rules": _rules(),
        }

    return context


def vendor_pypdf(target: Path) -> list[str]:
    """Zip the installed pypdf (its .py files and licence) into `target`; [] if pypdf is missing."""
    try:
        import pypdf
    except ImportError:  # the site still works; the page says PDF reading is unavailable
        return []
    package = Path(pypdf.__file__).resolve().parent
    names = []
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(package.rglob("*")):
            rel = path.relative_to(package.parent)
            if "__pycache__" in rel.parts or not path.is_file() or path.suffix not in (".py", ".typed"):
                continue
            info = zipfile.ZipInfo(rel.as_posix(), date_time=(2025, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, slim_file(path.name, path.read_bytes()))  # no docstrings
            names.append(rel.as_posix())
        for licence in sorted(package.parent.glob("pypdf-*.dist-info/*LICENSE*")) + sorted(
            package.parent.glob("pypdf-*.dist-info/licenses/*")
        ):
            if licence.is_file():
                info = zipfile.ZipInfo("pypdf/LICENSE", date_time=(2025, 1, 1, 0, 0, 0))
                archive.writestr(info, licence.read_bytes())
                break
        # Its modules, for the page's warm-up that compiles them in steps (web/pypdf_steps.py): read
        # with zipimport, already loaded, instead of importing zipfile to list the archive.
        info = zipfile.ZipInfo(MODULE_LIST, date_time=(2025, 1, 1, 0, 0, 0))
        archive.writestr(info, "\n".join(n for n in names if n.endswith(".py")) + "\n")
    return names
