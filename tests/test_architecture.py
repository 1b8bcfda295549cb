"""The floors of the house (docs/architecture.md): law ← reserve ← {nomination, linter} ← present ← interfaces.

Walks every module's imports (ast) and fails on an import that points up or across, on an import
of cotacheck inside a function (a cycle dodged instead of removed), and on any import cycle.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cotacheck"

#: Leaves: words and errors, importing nothing from cotacheck; every floor may use them.
LEAVES = {"cotacheck.errors", "cotacheck.present.ptbr", "cotacheck.present.labels"}
#: Floor of each top-level part; a module may import its own part and lower floors only.
FLOORS = {
    "law": 0,
    "reserve": 1,
    "nomination": 2,
    "linter": 2,
    "present": 3,
    "interfaces": 4,
    "web": 5,  # cotacheck.web: the page's entry point, the name the site's JS imports
    "__main__": 5,
}
#: The public API resolves its names on first use (PEP 562) so that importing one floor does not load the others.
LAZY_ALLOWED = {"cotacheck"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py")) if "__pycache__" not in p.parts}


def imports(path: Path, known: set[str]) -> list[tuple[str, int, bool]]:
    """(imported cotacheck module, line, inside a function) for each import in `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                found.extend((a.name, child.lineno, in_function) for a in child.names if a.name.startswith("cotacheck"))
            elif (
                isinstance(child, ast.ImportFrom)
                and child.module
                and child.module.startswith("cotacheck")
                and not child.level
            ):
                for alias in child.names:
                    sub = f"{child.module}.{alias.name}"
                    found.append((sub if sub in known else child.module, child.lineno, in_function))
            visit(child, inner)

    visit(tree, False)
    return found


def floor(name: str) -> tuple[str, int] | None:
    parts = name.split(".")
    if name in LEAVES or len(parts) < 2:
        return None
    return parts[1], FLOORS[parts[1]]


@cache
def graph() -> dict[str, list[tuple[str, int, bool]]]:
    """The package's imports, parsed once for the tests that read them (none changes it)."""
    found = modules()
    return {name: imports(path, set(found)) for name, path in found.items()}


def test_every_part_has_a_floor():
    unknown = {name.split(".")[1] for name in modules() if name.count(".") >= 1 and name not in LEAVES} - set(FLOORS)
    assert not unknown, f"parts of cotacheck without a floor in FLOORS: {unknown}"


def test_leaves_import_nothing_from_cotacheck():
    g = graph()
    for leaf in LEAVES:
        assert not [target for target, _, _ in g[leaf] if target not in LEAVES], leaf


def test_imports_point_down_only():
    wrong = []
    for name, edges in graph().items():
        mine = floor(name)
        if mine is None:
            continue
        for target, line, _ in edges:
            theirs = floor(target)
            if theirs is None or theirs[0] == mine[0]:
                continue
            if theirs[1] >= mine[1]:
                wrong.append(f"{name}:{line} imports {target} ({theirs[0]} is not below {mine[0]})")
    assert not wrong, "\n".join(wrong)


def test_no_imports_inside_functions():
    hidden = [
        f"{name}:{line} imports {target} inside a function"
        for name, edges in graph().items()
        if name not in LAZY_ALLOWED
        for target, line, inside in edges
        if inside
    ]
    assert not hidden, "\n".join(hidden)


def test_no_import_cycles():
    g = {name: sorted({t for t, _, inside in edges if not inside and t != name}) for name, edges in graph().items()}
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles = []

    def walk(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in g.get(node, ()):
            if state.get(nxt) == 1:
                cycles.append(stack[stack.index(nxt) :] + [nxt])
            elif nxt not in state:
                walk(nxt)
        stack.pop()
        state[node] = 2

    for node in g:
        if node not in state:
            walk(node)
    assert not cycles, "\n".join(" → ".join(c) for c in cycles)


def test_the_walk_sees_a_wrong_import(tmp_path):
    """The checker itself: an upward import written in a law module is reported."""
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from cotacheck.interfaces.cli import main\n\ndef f():\n    import cotacheck.linter\n", encoding="utf-8"
    )
    edges = imports(bad, {"cotacheck.interfaces.cli.main"})
    assert edges == [("cotacheck.interfaces.cli.main", 1, False), ("cotacheck.linter", 4, True)]
    assert floor("cotacheck.law.lawbook")[1] < floor(edges[0][0])[1]


#: The linter's steps, in the order an edital goes through them (cotacheck/linter/__init__.py runs them all);
#: a step may import its own modules and the steps before it only.
LINTER_STEPS = {"read": 0, "tables": 1, "facts": 2, "check": 3, "rules": 4, "report": 5}


def linter_step(name: str) -> tuple[str, int] | None:
    """(step, rank) of a module inside cotacheck.linter; None for the pipeline itself and other floors."""
    parts = name.split(".")
    if parts[:2] != ["cotacheck", "linter"] or len(parts) < 3:
        return None
    return parts[2], LINTER_STEPS[parts[2]]


def test_every_linter_module_is_in_a_step():
    loose = [
        name for name in modules() if name.startswith("cotacheck.linter.") and name.split(".")[2] not in LINTER_STEPS
    ]
    assert not loose, f"linter modules outside the steps of LINTER_STEPS: {loose}"


def test_linter_steps_import_earlier_steps_only():
    wrong = []
    for name, edges in graph().items():
        mine = linter_step(name)
        if mine is None:
            continue
        for target, line, _ in edges:
            if target == "cotacheck.linter":
                wrong.append(f"{name}:{line} imports the pipeline (cotacheck.linter) from inside a step")
                continue
            theirs = linter_step(target)
            if theirs is not None and theirs[1] > mine[1]:
                wrong.append(f"{name}:{line} imports {target} ({theirs[0]} comes after {mine[0]})")
    assert not wrong, "\n".join(wrong)


def test_the_step_order_sees_a_wrong_import():
    """The checker itself: a table module importing a rule is later than it may reach."""
    assert linter_step("cotacheck.linter.tables.extract")[1] < linter_step("cotacheck.linter.rules.cq101")[1]
    assert linter_step("cotacheck.linter") is None


#: The house's sizes (issue 20): a module holds one concern, a function one step of it.
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 60
#: Nodes that make a module-level value computed rather than declared (a procedure, not a table).
_COMPUTED = (ast.Lambda, ast.IfExp, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.NamedExpr)


def is_data(value: ast.expr) -> bool:
    """A declared value: literals, containers, names, operators and calls on those (a dict of rule
    records, a tuple of known laws, a compiled pattern); a lambda, comprehension or conditional is not."""
    return not any(isinstance(node, _COMPUTED) for node in ast.walk(value))


def module_length(source: str) -> int:
    """Lines of `source`, less those of module-level assignments of data: a long table of data is fine,
    a long procedure is not."""
    tree = ast.parse(source)
    data = sum(
        node.end_lineno - node.lineno + 1
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and is_data(node.value)
    )
    return len(source.splitlines()) - data


def long_functions(source: str) -> list[tuple[str, int, int]]:
    """(name, first line, length) of each function or method, nested ones included, over the limit."""
    return [
        (node.name, node.lineno, node.end_lineno - node.lineno + 1)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES
    ]


def test_no_module_over_the_limit():
    long = []
    for name, path in modules().items():
        length = module_length(path.read_text(encoding="utf-8"))
        if length > MAX_MODULE_LINES:
            long.append(f"{path.relative_to(PACKAGE.parent)}: {length} lines (limit {MAX_MODULE_LINES})")
    assert not long, "modules over the limit, data tables not counted:\n" + "\n".join(long)


def test_no_function_over_the_limit():
    long = [
        f"{path.relative_to(PACKAGE.parent)}:{line} {function}: {length} lines (limit {MAX_FUNCTION_LINES})"
        for path in modules().values()
        for function, line, length in long_functions(path.read_text(encoding="utf-8"))
    ]
    assert not long, "functions over the limit:\n" + "\n".join(long)


def test_the_size_checks_see_a_long_function_and_not_a_long_table(tmp_path):
    """The checker itself: a 61-line function (in a method, in a temporary file) is reported, a 60-line one
    is not; a long table of data does not count towards its module, a long procedure at module level does."""
    body = "".join(f"        x{i} = {i}\n" for i in range(59))
    source = f"class A:\n    def long(self):\n{body}        return x0\n\n    def short(self):\n{body}\n"
    written = tmp_path / "long.py"
    written.write_text(source, encoding="utf-8")
    assert long_functions(written.read_text(encoding="utf-8")) == [("long", 2, 61)]
    table = "TABLE = {\n" + "".join(f"    {i}: ('a', {i}, dict(n={i})),\n" for i in range(700)) + "}\n"
    assert module_length(table) == 0
    procedure = "TABLE = [n * n for n in range(3)]\n" + "".join(f"print({i})\n" for i in range(700))
    assert module_length(procedure) == 701


# --- the site's scripts (site/js): the same house rules for the page's JavaScript --------------------

SITE_JS = PACKAGE.parent / "site" / "js"
TEMPLATES = PACKAGE.parent / "templates"
#: `import … from "./x.js"` and `import "./x.js"` (one or several lines); other origins and paths are not scripts of ours.
_JS_IMPORT = re.compile(r"""^\s*import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']\./([\w.-]+)["']""", re.M)
_ENTRY = re.compile(r"""<script[^>]*type="module"[^>]*src="\{\{ root \}\}assets/([\w.-]+)\"""")
_PRELOAD = re.compile(r"""<link rel="modulepreload" href="\{\{ root \}\}assets/([\w.-]+)\"""")


def site_scripts() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(SITE_JS.iterdir()) if p.suffix in (".js", ".mjs")}


def js_imports(source: str) -> list[str]:
    return _JS_IMPORT.findall(source)


def entry_scripts() -> dict[str, set[str]]:
    """Each page script a template loads (`<script type="module" src>`) → the modules that template preloads."""
    entries: dict[str, set[str]] = {}
    for template in TEMPLATES.glob("*.html"):
        text = template.read_text(encoding="utf-8")
        for name in _ENTRY.findall(text):
            entries.setdefault(name, set()).update(_PRELOAD.findall(text))
    return entries


def page_of(name: str, entries) -> str | None:
    """The page script a module belongs to by its name (`verificar-table.js` → `verificar.js`), if any."""
    stem = name.split("-")[0] + ".js"
    return stem if stem != name and stem in entries else None


def test_no_site_script_over_the_limit():
    long = [
        f"site/js/{name}: {len(source.splitlines())} lines (limit {MAX_MODULE_LINES})"
        for name, source in site_scripts().items()
        if len(source.splitlines()) > MAX_MODULE_LINES
    ]
    assert not long, "scripts over the limit:\n" + "\n".join(long)


def test_site_imports_point_to_existing_scripts_without_cycles():
    scripts = site_scripts()
    g = {name: js_imports(source) for name, source in scripts.items()}
    missing = [f"{name} imports {target}" for name, targets in g.items() for target in targets if target not in scripts]
    assert not missing, "\n".join(missing)
    state: dict[str, int] = {}
    cycles = []

    def walk(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in g[node]:
            if state.get(nxt) == 1:
                cycles.append(stack[stack.index(nxt) :] + [nxt])
            elif nxt not in state:
                walk(nxt, stack + [nxt])
        state[node] = 2

    for node in g:
        if node not in state:
            walk(node, [node])
    assert not cycles, "\n".join(" → ".join(c) for c in cycles)


def test_a_page_scripts_modules_stay_in_the_page():
    """A page's script (loaded by a template) is imported by no other script; its modules (`verificar-*.js`) are
    imported only by that page's own scripts and preloaded by its template; shared modules import no page's."""
    entries = entry_scripts()
    wrong = []
    for name, source in site_scripts().items():
        mine = page_of(name, entries) or (name if name in entries else None)
        for target in js_imports(source):
            if target in entries:
                wrong.append(f"{name} imports the page script {target}")
            theirs = page_of(target, entries)
            if theirs is not None and theirs != mine:
                wrong.append(f"{name} imports {target}, a module of {theirs}")
    for name in site_scripts():
        page = page_of(name, entries)
        if page is not None and name not in entries[page]:
            wrong.append(f"{name} is not preloaded by the template that loads {page}")
    assert not wrong, "\n".join(wrong)


def test_the_script_checks_see_a_cycle_and_a_stray_import():
    """The checker itself: the import pattern reads one-line, many-line and bare imports; a module of a page
    is known by its name."""
    source = 'import { a } from "./common.js";\nimport {\n  b,\n  c,\n} from "./verificar-table.js";\nimport "./gunzip.js";\n'
    assert js_imports(source) == ["common.js", "verificar-table.js", "gunzip.js"]
    entries = {"verificar.js": set(), "chamada.js": set()}
    assert page_of("verificar-table.js", entries) == "verificar.js"
    assert page_of("engine-boot.js", entries) is None
    assert page_of("verificar.js", entries) is None
