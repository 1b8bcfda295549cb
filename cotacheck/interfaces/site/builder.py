"""`cotacheck build-site DIR`: writes the complete static site into DIR.

The site is plain files that anyone can host by copying the folder:

* pages rendered at build time with jinja2 from `templates/` (the form, the law texts, tables of
  the reserve for 1 to 100 vacancies), so the page is useful before Python has loaded;
* `assets/`: the CSS and the small JS of `site/` (form, URL state, the engine that runs Python);
* `py/cotacheck.zip`: this package (its modules and law/data/*.toml, without interfaces/site/), loaded by Pyodide in the
  page, the modules imported after start-up as bytecode (bytecode.py);
* `runtime/pyodide/` and `runtime/pyscript/`: the pinned runtime copied from node_modules (npm
  lockfile), never fetched from a CDN.

A page is one entry of `PAGES` (see docs/site.md). jinja2 is needed here, at build time only.
"""

from __future__ import annotations

import datetime as dt
import gzip
import json
import shutil
import zipfile
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Callable

from cotacheck import __version__
from cotacheck.errors import InputError
from cotacheck.interfaces.site import rule_pages as linter_pages
from cotacheck.interfaces.site.bytecode import compile_package_zip
from cotacheck.interfaces.site.compressed import write_brotli, write_gzipped
from cotacheck.interfaces.site.headers import clear_headers, write_headers
from cotacheck.interfaces.site.nomination_page import page_context as order_page_context
from cotacheck.interfaces.site.offline import build_offline
from cotacheck.interfaces.site.slim_source import slim_file
from cotacheck.interfaces.site.snapshot import build_snapshot
from cotacheck.law import provisions as lawtext
from cotacheck.law.lawbook import (
    ALL_LAW_IDS,
    BASES,
    BRANCHES,
    CONFIDENCE,
    KINDS,
    LAW_IDS,
    LAWS,
    Law,
    anchor_label,
    branch_phrase,
    get_law,
    group_label,
)
from cotacheck.linter import rules as linter_rules
from cotacheck.present import labels, ptbr
from cotacheck.present import laws_text as lawsummary
from cotacheck.present.labels import MODES
from cotacheck.reserve.calculator import compute
from cotacheck.reserve.rounding import round_fraction

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
ASSETS = ROOT / "site"
SEEDS = ROOT / "seeds"
NODE_MODULES = ROOT / "node_modules"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
#: Modules that only make sense at build time (they need jinja2 or a socket): not shipped.
BUILD_ONLY = ("interfaces/site/",)  # build time only: not in the zip the browser loads
#: The command line, which no page runs: left out of the site's zip too (not of the one the Pyodide tests run).
NOT_IN_PAGES = ("interfaces/cli/", "__main__.py")
ENGINES = ("worker", "pyscript")
TABLE_MAX = 100

#: Content-Security-Policy of every page: only the site's own origin, plus the WebAssembly
#: compilation that Pyodide needs.
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; "
    "font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'"
)
#: PyScript (engine "pyscript", measured by bench/site_bench.py) evaluates JavaScript from strings and
#: starts blob: workers, so it cannot run under CSP: it needs 'unsafe-eval'. One more reason the
#: shipped engine is the worker.
CSP_PYSCRIPT = CSP.replace("'wasm-unsafe-eval'", "'unsafe-eval' 'wasm-unsafe-eval'").replace(
    "worker-src 'self'", "worker-src 'self' blob:"
)


@dataclass(frozen=True)
class Page:
    """One page of the site: output path, template, nav label, and what the template gets."""

    path: str  # relative to the site root, e.g. "leis/go.html"
    template: str
    nav: str | None  # label in the navigation, or None for pages not listed there
    context: Callable[["BuildContext"], dict]


def vendored_pypdf_version() -> str | None:
    """The version of the pypdf the build vendors into py/pypdf.zip (the installed one, pinned by
    requirements.lock), or None without pypdf."""
    try:
        import pypdf
    except ImportError:
        return None
    return pypdf.__version__


@dataclass
class BuildContext:
    today: dt.date
    engine: str
    pypdf: str | None = field(default_factory=vendored_pypdf_version)  # shown in every page's footer


# --- page contexts ---------------------------------------------------------------------------------


def _table(law: Law, day: dt.date) -> dict:
    """Reserve for 1..TABLE_MAX vacancies under `law` for an edital published on `day`."""
    result = compute(law.id, list(range(1, TABLE_MAX + 1)), day)
    groups = list(result["total"]["reserved_by_group"])
    version = law.version_at(day)
    rows = [dict(row, literal=_literal(version, row["vacancies"])) for row in result["positions"]]
    return {
        "law": law,
        "applies": result["applies"],
        "reason": result["reason"],
        "version": result["version"],
        "groups": [(g, group_label(g)) for g in groups],
        "rows": rows,
        "multi": len(groups) > 1,
        # the rows whose figure comes from a reading adopted (Lei 15.142 with its decree: 18 → 6, the law's 30 % is 5)
        "interpreted": [r for r in rows if result["applies"] and r["literal"] != r["reserved"]],
        "percent": ptbr.percent(version.percent.value) if version else "",
    }


def _literal(version, vacancies: int) -> int | None:
    """The law's percentage alone, rounded by its own rule: what its words give, without a reading adopted."""
    if version is None or vacancies < version.threshold.value:
        return 0
    return round_fraction(Fraction(vacancies) * version.percent.value / 100, version.rounding.value)


def calculator_context(ctx: BuildContext) -> dict:
    return {
        "laws": [get_law(i) for i in LAW_IDS],
        "branches": BRANCHES,
        "kinds": KINDS,
        "tables": [_table(get_law(i), ctx.today) for i in LAW_IDS],
        "today_iso": ctx.today.isoformat(),
        "today_br": ptbr.date(ctx.today),
    }


def _law_parameters(law: Law) -> dict:
    """What the law page shows of the data: the same facts `compute()` and `cotacheck laws` use."""
    period = lawsummary.period
    versions = [
        {
            "label": v.label,
            "period": period(v.start, v.end),
            "percent": ptbr.percent(v.percent.value),
            "floor": v.floor.value,
            "percent_basis": v.percent.basis,
            "groups": [(g.label, ptbr.percent(g.percent.value), g.percent.basis) for g in v.groups],
            "threshold": v.threshold.value,
            "threshold_basis": v.threshold.basis,
            "rounding": MODES[v.rounding.value],
            "rounding_basis": v.rounding.basis,
            "base": BASES[v.base.value],
            "base_basis": v.base.basis,
            "base_interpretation": v.base.interpretation,
            "kinds": ", ".join(KINDS[k] for k in v.kinds.value),
            "kinds_basis": v.kinds.basis,
            "kinds_interpretation": v.kinds.interpretation,
            "entry": law.start_basis(v) if v.entry else None,
            "start": ptbr.date(v.start),
            "prior_editais": v.prior_editais,
            "notes": [
                {
                    "value": n.value,
                    "interpretation": n.interpretation,
                    "basis": n.basis,
                    "until": ptbr.date(n.until) if n.until else None,
                }
                for n in v.notes
            ],
            "branch_notes": [(BRANCHES[b], n) for b, n in v.branch_notes.items()],
            # a rule for some kinds of post only (Decreto nº 9.427/2018: federal internships), in their Poder
            "only": (" e ".join(BRANCHES[b] for b in v.branches.value), v.branches.basis) if v.branches else None,
        }
        for v in law.all_versions()
    ]
    pcd = [
        {
            "period": period(r.start, r.end),
            "kinds": ", ".join(KINDS[k] for k in r.kinds),
            "percent": ptbr.percent(r.percent.value),
            "percent_basis": r.percent.basis,
            "rounding": MODES[r.rounding.value],
            "rounding_basis": r.rounding.basis,
            "base": BASES[r.base.value],
            "cap": ptbr.percent(r.cap.value) if r.cap else None,
            "cap_basis": r.cap.basis if r.cap else None,
            "confidence": CONFIDENCE[r.confidence],
            "note": r.note,
            "interpretations": [
                p.interpretation for p in (r.percent, r.rounding, r.base, r.cap) if p and p.interpretation
            ],
        }
        for r in law.pcd
    ]
    in_force = [(branch_phrase(f.branch), ptbr.date(f.start), f.basis, f.interpretation) for f in law.in_force.values()]
    return {"versions": versions, "pcd": pcd, "in_force": in_force}


def law_context(law_id: str) -> Callable[[BuildContext], dict]:
    def context(ctx: BuildContext) -> dict:
        law = get_law(law_id)
        texts = []
        for instrument in law.instruments.values():
            if instrument.seed:
                texts.append((instrument, lawtext.load_seed(SEEDS, instrument.seed)))
        return {
            "law": law,
            "texts": texts,
            "published": {i.id: ptbr.date(i.published) for i in law.instruments.values() if i.published},
            "signed": {i.id: ptbr.date(i.signed) for i in law.instruments.values() if i.signed},
            **_law_parameters(law),
        }

    return context


NAV_LAWS = {"go": "Lei de Goiás", "rn": "Lei do RN", "federal": "Leis federais", "cnj": "Judiciário (CNJ)"}

#: The pages of the site, in navigation order. To add a page, append a Page here (docs/site.md).
PAGES: list[Page] = [
    Page("index.html", "calculator.html", "Calculadora", calculator_context),
    Page("verificar.html", "verificar.html", "Verificar edital", linter_pages.verificar_context),
    *(Page(f"regras/{code}.html", "regra.html", None, linter_pages.rule_context(code)) for code in linter_rules.RULES),
    Page("chamada.html", "chamada.html", "Quando serei chamado?", lambda ctx: order_page_context(ctx.today)),
    # the CNJ's rule too (ALL_LAW_IDS): no law a user picks, but the courts' editais cite its page
    *(Page(f"leis/{i}.html", "law.html", NAV_LAWS.get(i, f"Lei: {LAWS[i].name}"), law_context(i)) for i in ALL_LAW_IDS),
]


# --- build -----------------------------------------------------------------------------------------


def _environment():
    import jinja2  # build-time only

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=jinja2.select_autoescape(["html"]),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["br_date"] = ptbr.date
    env.filters["anchor_label"] = anchor_label  # law.html: "art. 1º, § 2º" for the banner of a linked article
    return env


def package_zip(target: Path, leave_out: tuple[str, ...] = BUILD_ONLY) -> list[str]:
    """Zip this package's .py files and law/data/*.toml but `leave_out` (fixed timestamps: same input, same bytes)."""
    names = []
    for path in sorted(PACKAGE.rglob("*")):
        rel = path.relative_to(PACKAGE)
        if "__pycache__" in rel.parts or not path.is_file():
            continue
        if rel.as_posix().startswith(leave_out):
            continue
        if path.suffix == ".py" or (rel.parts[:2] == ("law", "data") and path.suffix == ".toml"):
            names.append(rel.as_posix())
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in names:
            info = zipfile.ZipInfo(f"cotacheck/{name}", date_time=(2025, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, slim_file(name, (PACKAGE / name).read_bytes()))  # no docstrings
    return names


def copy_runtime(out: Path) -> None:
    pyodide = NODE_MODULES / "pyodide"
    pyscript = NODE_MODULES / "@pyscript" / "core" / "dist"
    missing = [name for name in PYODIDE_FILES if not (pyodide / name).is_file()]
    if missing or not (pyscript / "core.js").is_file():
        raise InputError(
            "Runtime do navegador ausente (node_modules). Rode `npm ci` ou `make setup` antes de montar o site."
        )
    target = out / "runtime" / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, target / name)
    target = out / "runtime" / "pyscript"
    target.mkdir(parents=True, exist_ok=True)
    for path in pyscript.iterdir():
        if path.is_file() and not path.name.endswith(".map"):
            shutil.copy2(path, target / path.name)


def render_page(page: Page, ctx: BuildContext, env=None) -> str:
    env = env or _environment()
    depth = page.path.count("/")
    root = "../" * depth
    nav = [(p.path, p.nav) for p in PAGES if p.nav]
    return env.get_template(page.template).render(
        page=page,
        root=root,
        nav=nav,
        engine=ctx.engine,
        csp=CSP_PYSCRIPT if ctx.engine == "pyscript" else CSP,
        built=ptbr.date(ctx.today),
        version=__version__,
        pypdf=ctx.pypdf,
        **page.context(ctx),
    )


def build_site(out: Path | str, engine: str = "worker", today: dt.date | None = None) -> dict:
    """Write the whole site into `out` (created or refreshed); returns a summary of what was written."""
    if engine not in ENGINES:
        raise InputError(f"Motor desconhecido: {engine!r}. Use worker ou pyscript.")
    out = Path(out)
    ctx = BuildContext(today or dt.date.today(), engine)
    for sub in ("assets", "py", "runtime", "leis", "regras"):
        if (out / sub).exists():
            shutil.rmtree(out / sub)
    out.mkdir(parents=True, exist_ok=True)
    clear_headers(out)  # an earlier build's: not to be listed for the service worker
    env = _environment()
    for page in PAGES:
        target = out / page.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(render_page(page, ctx, env), encoding="utf-8")
    # site/js/ is laid out flat beside the CSS: every asset is one folder deep from a page.
    shutil.copytree(ASSETS, out / "assets", ignore=shutil.ignore_patterns("js"))
    shutil.copytree(ASSETS / "js", out / "assets", dirs_exist_ok=True)
    (out / "assets" / "labels.json").write_text(labels.as_json(), encoding="utf-8")  # one source for the JS's labels
    modules = package_zip(out / "py" / "cotacheck.zip", BUILD_ONLY + NOT_IN_PAGES)
    linter_pages.vendor_pypdf(out / "py" / "pypdf.zip")  # PDF reading on verificar.html
    copy_runtime(out)
    compiled, stdlib_bytecode = compile_package_zip(out / "runtime" / "pyodide", out / "py" / "cotacheck.zip")
    write_gzipped(out)  # the pages fetch pyodide.asm.wasm.gz
    snapshot = build_snapshot(out, stdlib_bytecode)  # after the zip and the runtime it is made from
    (out / "pyscript.json").write_text(
        json.dumps(
            {
                "interpreter": "./runtime/pyodide/pyodide.mjs",
                "files": {"./py/cotacheck.zip": "./*"},
            },
            indent=2,
        ),
        encoding="utf-8",
    )
    info = write_build_info(out, ctx)
    offline = build_offline(out, env, f"py/{snapshot['file']}")  # it lists and hashes every file of the site
    headers = write_headers(
        out, CSP_PYSCRIPT if engine == "pyscript" else CSP
    )  # after it: hosts read them, pages do not
    brotli = write_brotli(out)  # last: copies of the files written above, for hosts that serve them
    return {
        "dir": str(out),
        "pages": [p.path for p in PAGES],
        "modules": modules,
        "bytecode": compiled,
        "snapshot": snapshot,
        "offline": offline,
        "build_info": info,
        "headers": headers,
        "brotli_files": brotli,
        **site_size(out),
    }


def write_build_info(out: Path, ctx: BuildContext) -> dict:
    """`build.json`: what the site was built from (this package, the vendored pypdf, the Pyodide runtime)."""
    runtime = json.loads((NODE_MODULES / "pyodide" / "package.json").read_text(encoding="utf-8"))
    info = {
        "cotacheck": __version__,
        "built": ctx.today.isoformat(),
        "engine": ctx.engine,
        "pypdf": ctx.pypdf,
        "pyodide": runtime["version"],
    }
    (out / "build.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return info


def site_size(out: Path) -> dict:
    """Bytes of the site's files and their gzip -9, without the `.br` copies (alternatives, not more files)."""
    raw = gz = 0
    for path in Path(out).rglob("*"):
        if path.is_file() and path.suffix != ".br":
            data = path.read_bytes()
            raw += len(data)
            gz += len(gzip.compress(data, 9))
    return {"bytes": raw, "gzip_bytes": gz}


# --- CLI -------------------------------------------------------------------------------------------


def add_parser(commands) -> None:
    build = commands.add_parser("build-site", help="monta o site estático (calculadora e textos das leis) em DIR")
    build.add_argument("dir", metavar="DIR", help="pasta de saída")
    build.add_argument(
        "--engine", default="worker", choices=ENGINES, help="onde o Python roda na página (padrão: worker)"
    )
    build.set_defaults(run=run_build)


def run_build(args) -> int:
    summary = build_site(Path(args.dir), engine=args.engine)

    def mb(n: int) -> str:
        return f"{n / 1e6:.1f}".replace(".", ",")

    print(
        f"Site montado em {summary['dir']}: {len(summary['pages'])} páginas, "
        f"{mb(summary['bytes'])} MB ({mb(summary['gzip_bytes'])} MB com gzip)."
    )
    return 0
