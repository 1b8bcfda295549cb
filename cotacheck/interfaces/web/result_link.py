"""The result of verificar.html as a link or a saved file (a JSON envelope): inputs only, validated.

A link is something anyone can write, so it carries only what a check needs as input: the table of
cargos as the reader left it (with the roles its columns were read in), the law, the date, the
Poder, the kind of post, whether the law was a guess, the parameters of "outra lei", the site's
version, and, for the
findings only the edital's text gives (its clauses, its own rule: the text does not travel), each
one's rule code, line and severity. Every message, legal basis and link the page shows is made
here from the rule registry and the law data, never taken from the link. Fields this module does
not know are ignored; a field it knows with a value out of its form (a count that is not an integer
in range, a law or code not in its list, a date that is not a date) rejects the whole link with a
Portuguese message, and nothing of it is shown. How the envelope travels (`#r=`, `#z=`, a file)
and is unpacked is result_envelope.py's. The envelope (version 2):

    {"v": 2, "lei": "go", "data": "2026-01-02", "poder": "legislativo", "tipo": "efetivo",
     "lei_presumida": true, "tribunal_de_contas": true, "versao": "0.1.0",
     "parametros": {"percentual": "20", "minimo": "3", "arredondamento": "half_up", "base": "cargo", "origem": "edital"},
     "posicoes": [{ROW_KEYS: "name", "cargo", ..., "open_stated", "total_stated", ...}],
     "achados_texto": [{"codigo": "CQ203", "linha": 12, "gravidade": "warning"}],
     "edital": {"emissor": "BANCO DO BRASIL S.A.", "esfera": "federal", "numero": "01/2022", "arquivo": "bb.pdf"},
     "verificado_em": "2026-12-04T15:30Z", "lei_informada": false}

The last three say which edital was checked, when, and whether its law was given by the reader or
detected in the text (`edital_identity` makes them from a check, `link_identity` validates them): the
opened page shows them as the sender's check, not as its own.
"""

from __future__ import annotations

import datetime as dt
import re
import string

from cotacheck import __version__
from cotacheck.errors import InputError
from cotacheck.interfaces.web.result_envelope import decode_file, decode_link, refused
from cotacheck.law.lawbook import BRANCHES, GROUP_LABELS, KINDS, LAW_IDS
from cotacheck.linter import SEVERITY_ORDER, TEXT_RULES
from cotacheck.linter.check.context import Context
from cotacheck.linter.facts.issuer import SPHERE_LABELS
from cotacheck.linter.report.safe import inline
from cotacheck.linter.rules import RULES
from cotacheck.linter.tables.extract import APART_KINDS
from cotacheck.linter.tables.given import MAX_GIVEN
from cotacheck.linter.tables.given_roles import as_json, parse_columns
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.custom_law import ORIGIN_LABELS
from cotacheck.reserve.vacancies import MAX_VACANCIES

VERSION = 2
MAX_ROWS = MAX_GIVEN  # as many cargos as a recheck takes
MAX_FINDINGS = 500
MAX_COUNT = MAX_VACANCIES  # any count the reader reads and the calculator computes
MAX_LINE = 10_000_000
MAX_NAME = 300
#: The findings a link carries by code: those only the text gives (its clauses, what was not read,
#: its date, the law it cites, its own rule). Every other finding is recomputed from the table.
CARRIED = tuple(sorted({*TEXT_RULES, "CQ304", "CQ306", "CQ401", "CQ402", "CQ403"}))
#: A cargo's fields the link carries (verificar.js writes the same list): its names, figures and the
#: roles its columns were read in (ampla concorrência, total, other reserves: what CQ105 sums).
ROW_KEYS = (
    "name",
    "cargo",
    "slice",
    "vacancies",
    "reserved_stated",
    "pcd_stated",
    "reserved_by_group_stated",
    "open_stated",
    "total_stated",
    "other_reserves_stated",
    "reserve_scope",
    "line",
    "cadastro_reserva",
    "confidence",
    "edited",
)
PARAM_KEYS = ("percentual", "minimo", "arredondamento", "base", "grupos")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_MOMENT = re.compile(r"(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})Z")
MAX_NUMBER = 60
#: The edital's number in its title: "EDITAL Nº 01/2022", "Edital de abertura nº 3/2025", "EDITAL N.º 133/2024".
_NUMBER = re.compile(r"\bEDITAL\b[^()\n]{0,60}?\bN(?:º|°|O\.?|\.)\s*º?\s*(\d[\w.]*(?:\s?[/\-]\s?\d[\w.]*){0,2})", re.I)
#: Lines of the text searched for the title (a title comes first; a number cited later is another act's).
TITLE_LINES = 80
_VERSION = re.compile(r"[0-9A-Za-z.+-]{1,40}")
__all__ = ["decode_file", "decode_link"]  # re-exported: the envelope's decoders, for open_link


def _integer(value: object, what: str, low: int, high: int, optional: bool = True) -> int | None:
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise refused(f"{what} não é um número inteiro entre {low} e {high:_}".replace("_", "."))
    return value


def _text(value: object, what: str, optional: bool = True) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > MAX_NAME:
        raise refused(f"{what} não é um texto de até {MAX_NAME} caracteres")
    return inline(value) or None


def _flag(value: object, what: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise refused(f"{what} não é sim ou não")
    return value


def link_options(envelope: dict) -> dict:
    """The law, the date and the parameters of the link, in the form `recheck` takes them."""
    law = envelope.get("lei") or ""
    if not isinstance(law, str) or (law and law not in LAW_IDS and law != CUSTOM_LAW_ID):
        raise refused("lei desconhecida")
    day = envelope.get("data") or ""
    if not isinstance(day, str) or (day and not _DATE.fullmatch(day)):
        raise refused("a data não está no formato aaaa-mm-dd")
    if day:
        try:
            dt.date.fromisoformat(day)
        except ValueError:
            raise refused("a data não existe no calendário") from None
    options = {"lei": law, "data": day}
    for key, known in (("poder", BRANCHES), ("tipo", KINDS)):
        value = envelope.get(key)
        if value not in (None, "") and (not isinstance(value, str) or value not in known):
            raise refused(f"{'Poder' if key == 'poder' else 'tipo de vaga'} desconhecido")
        if value:
            options[key] = value
    if _flag(envelope.get("lei_presumida"), "a marca de lei presumida"):
        options["lei_presumida"] = True
    if _flag(envelope.get("tribunal_de_contas"), "a marca de Tribunal de Contas"):
        options["tribunal_de_contas"] = True
    checks = envelope.get("data_verificacao")
    if checks not in (None, ""):
        if not isinstance(checks, str) or not _DATE.fullmatch(checks):
            raise refused("a data da verificação não está no formato aaaa-mm-dd")
        try:
            dt.date.fromisoformat(checks)
        except ValueError:
            raise refused("a data da verificação não existe no calendário") from None
        options["data_verificacao"] = checks
        line = _integer(envelope.get("data_linha"), "a linha da data", 1, MAX_LINE)
        if line is not None:
            options["data_linha"] = line
    roles = envelope.get("colunas")
    if roles not in (None, {}):  # the roles given on the page for a table's count columns (given_roles.py)
        if not isinstance(roles, dict):
            raise refused("papéis das colunas ilegíveis")
        try:
            options["colunas"] = as_json(parse_columns(roles))
        except InputError:
            raise refused("papéis das colunas ilegíveis") from None
    params = envelope.get("parametros")
    if law == CUSTOM_LAW_ID and params is not None:
        if not isinstance(params, dict):
            raise refused("parâmetros da outra lei ilegíveis")
        options["parametros"] = {key: _param(params.get(key), key) for key in PARAM_KEYS if params.get(key) is not None}
        origin = params.get("origem")
        if origin is not None:
            if not isinstance(origin, str) or origin not in ORIGIN_LABELS:
                raise refused("origem dos parâmetros da outra lei desconhecida")
            options["parametros"]["origem"] = origin
    return options


def link_version(envelope: dict) -> str | None:
    """The version of the site that wrote the link (`versao`), checked for its form; None if absent."""
    value = envelope.get("versao")
    if value in (None, ""):
        return None
    if not isinstance(value, str) or not _VERSION.fullmatch(value):
        raise refused("versão do site ilegível")
    return value


def version_note(version: str | None) -> str | None:
    """What the page says when the link was written by another version of the site than this one."""
    if version is None:
        return "O link não diz com que versão do site foi feito; os achados foram recalculados com esta versão."
    if version != __version__:
        return (
            f"O link foi feito com a versão {version} do site, e esta página é a versão {__version__}: os achados "
            "foram recalculados com as regras desta versão e podem diferir dos que o autor do link viu."
        )
    return None


def _param(value: object, key: str) -> object:
    if key == "grupos" and isinstance(value, dict):
        if not all(isinstance(g, str) and g in GROUP_LABELS for g in value):
            raise refused("grupo desconhecido nos parâmetros")
        return {g: _param(v, "percentual") for g, v in value.items()}
    if isinstance(value, bool) or not isinstance(value, (str, int)) or len(str(value)) > 60:
        raise refused(f"parâmetro “{key}” inválido")
    return value


def _groups(value: object, where: str, known: tuple[str, ...] = tuple(GROUP_LABELS)) -> dict | None:
    if value in (None, {}):
        return None
    if not isinstance(value, dict) or not all(isinstance(g, str) and g in known for g in value):
        raise refused(f"reserva por grupo inválida {where}")
    return {g: _integer(n, f"a reserva do grupo {where}", 0, MAX_COUNT, optional=False) for g, n in value.items()}


def link_row(row: object, number: int) -> dict:
    """One cargo of the link, its known fields checked and kept (unknown ones dropped)."""
    where = f"no cargo {number}"
    if not isinstance(row, dict):
        raise refused(f"cargo {number} ilegível")
    cr = _flag(row.get("cadastro_reserva"), f"o cadastro de reserva {where}")
    out = {
        "name": _text(row.get("name"), f"o nome {where}") or f"Cargo {number}",
        "cargo": _text(row.get("cargo"), f"o cargo {where}"),
        "slice": _text(row.get("slice"), f"o recorte {where}"),
        "vacancies": _integer(row.get("vacancies"), f"o número de vagas {where}", 0, MAX_COUNT, optional=cr),
        "reserved_stated": _integer(row.get("reserved_stated"), f"a reserva informada {where}", 0, MAX_COUNT),
        "pcd_stated": _integer(row.get("pcd_stated"), f"a reserva PcD {where}", 0, MAX_COUNT),
        "reserved_by_group_stated": _groups(row.get("reserved_by_group_stated"), where),
        "open_stated": _integer(row.get("open_stated"), f"a ampla concorrência {where}", 0, MAX_COUNT),
        "total_stated": _integer(row.get("total_stated"), f"o total informado {where}", 0, MAX_COUNT),
        "other_reserves_stated": _groups(row.get("other_reserves_stated"), where, APART_KINDS),
        "line": _integer(row.get("line"), f"a linha {where}", 1, MAX_LINE),
        "cadastro_reserva": cr,
        "edited": _flag(row.get("edited"), f"a marca de correção {where}"),
    }
    scope = row.get("reserve_scope")
    if scope is not None and scope != "cargo":
        raise refused(f"alcance da reserva desconhecido {where}")
    out["reserve_scope"] = scope
    confidence = row.get("confidence")
    if confidence is not None and confidence not in ("confirmed", "uncertain"):
        raise refused(f"confiança da leitura desconhecida {where}")
    out["confidence"] = confidence
    return {key: value for key, value in out.items() if value is not None and value is not False}  # 0 is kept


def link_rows(rows: object) -> list[dict]:
    if not isinstance(rows, list) or not rows or len(rows) > MAX_ROWS:
        raise refused(f"a tabela de cargos deve ter de 1 a {MAX_ROWS:_} cargos".replace("_", "."))
    return [link_row(row, n) for n, row in enumerate(rows, 1)]


def carried_items(items: object) -> list[dict]:
    """The link's text-only findings: {codigo, linha, gravidade}, each checked against the registry."""
    if items is None:
        return []
    if not isinstance(items, list) or len(items) > MAX_FINDINGS:
        raise refused("lista de achados do texto ilegível")
    out = []
    for n, item in enumerate(items, 1):
        if not isinstance(item, dict) or not isinstance(item.get("codigo"), str) or item["codigo"] not in CARRIED:
            raise refused(f"o achado {n} não é de uma regra que só o texto dá")
        severity = item.get("gravidade") or RULES[item["codigo"]].severity
        if not isinstance(severity, str) or severity not in SEVERITY_ORDER:
            raise refused(f"gravidade desconhecida no achado {n}")
        out.append(
            {
                "codigo": item["codigo"],
                "linha": _integer(item.get("linha"), f"a linha do achado {n}", 1, MAX_LINE),
                "gravidade": severity,
            }
        )
    return out


def registry_basis(code: str, law_id: str | None, day: dt.date, branch: str, kind: str) -> tuple[str, str | None]:
    """The legal basis of a carried finding, cited as a fresh check cites it (`Context.basis`) for the
    law's wording in force on `day`; no article for no law or "outra lei"."""
    if law_id not in LAW_IDS:
        return "", None
    return Context(law_id, day, branch, kind).basis(RULES[code])


def carried_finding(item: dict, law_id: str | None, day: dt.date, branch: str, kind: str) -> dict:
    """A text-only finding made from the registry: the rule's message, or, when its message needs
    values read from the text (a clause quoted, the edital's own rule), the rule's summary; its basis
    from the law data. Its severity is the link's only when that is milder than the rule's (a finding
    the check softened)."""
    rule = RULES[item["codigo"]]
    needs_text = any(field for _, field, _, _ in string.Formatter().parse(rule.message) if field)
    severity = max(item["gravidade"], rule.severity, key=SEVERITY_ORDER.__getitem__)
    basis, href = registry_basis(rule.code, law_id, day, branch, kind)
    return {
        "code": rule.code,
        "name": rule.name,
        "severity": severity,
        "message": rule.summary if needs_text else rule.message,
        "basis": basis or rule.extra_basis or "",
        "basis_href": href,
        "line": item["linha"],
        "position": None,
        "url": rule.url,
        "carried": True,
    }


def with_carried(result: dict, items: list[dict]) -> dict:
    """`result` (a check of the table alone) with the link's text-only findings, counted in the summary."""
    day = dt.date.fromisoformat(result["date"]) if result.get("date") else dt.date.today()
    law_id, branch, kind = result.get("law"), result.get("branch"), result.get("kind")
    carried = [carried_finding(item, law_id, day, branch, kind) for item in items]
    findings = [f for f in result["findings"] if f["code"] not in CARRIED] + carried
    findings.sort(key=lambda f: (f["line"] is None, f["line"] or 0, SEVERITY_ORDER[f["severity"]], f["code"]))
    result["findings"] = findings
    for severity in SEVERITY_ORDER:
        result["summary"][severity] = sum(1 for f in findings if f["severity"] == severity)
    return result


def link_inputs(result: dict) -> dict:
    """The envelope's options for a result (`link_opcoes`, which the page writes in its link): the law,
    date, Poder and kind the check used, whether given or found, so that opening the link does not
    detect again; whether the law was deduced from an unclear issuer (no error rests on it); and the
    day the checks used when it is not the uncertain date shown (their errors are then notes)."""
    out = {"lei": result.get("law") or "", "data": result.get("date") or ""}
    for key, field in (("poder", "branch"), ("tipo", "kind")):
        if result.get(field):
            out[key] = result[field]
    if result.get("columns_given"):
        out["colunas"] = result["columns_given"]
    detected = result.get("detected") or {}
    if detected.get("law_guessed"):
        out["lei_presumida"] = True
    if detected.get("branch_note") and detected.get("branch_how") == "emissor":  # a Tribunal de Contas's Poder
        out["tribunal_de_contas"] = True
    params = detected.get("params")
    if result.get("law") == CUSTOM_LAW_ID and isinstance(params, dict):  # the figures used, and where they came from
        out["parametros"] = {key: params[key] for key in PARAM_KEYS if params.get(key) not in (None, "")}
        if detected.get("params_source") in ORIGIN_LABELS:
            out["parametros"]["origem"] = detected["params_source"]
    if detected.get("checks_date"):  # an uncertain date the checks did not use: their errors are notes
        out["data_verificacao"] = detected["checks_date"]
        if detected.get("checks_date_line"):
            out["data_linha"] = detected["checks_date_line"]
    return out


def link_findings(findings: list[dict]) -> list[dict]:
    """What a link carries of a result's text-only findings (the page writes them in `achados_texto`)."""
    return [
        {"codigo": f["code"], "linha": f["line"], "gravidade": f["severity"]} for f in findings if f["code"] in CARRIED
    ]


def edital_identity(result: dict, text: str | None) -> dict:
    """Which edital a check read, for its link and saved file: the issuer and its sphere as detected, the
    number in its title (in its first TITLE_LINES lines), the file's name, and whether the law was given."""
    detected = result.get("detected") or {}
    issuer = detected.get("issuer") if isinstance(detected.get("issuer"), dict) else {}
    edital = {
        "emissor": inline(issuer.get("name") or "")[:MAX_NAME] or None,
        "esfera": issuer.get("sphere") if issuer.get("sphere") in SPHERE_LABELS else None,
        "numero": None,
        "arquivo": inline(result.get("file") or "")[:MAX_NAME] or None,
    }
    found = _NUMBER.search("\n".join(first_lines(text or "", TITLE_LINES)))
    if found:
        edital["numero"] = re.sub(r"\s+", "", found.group(1)).rstrip(".")[:MAX_NUMBER] or None
    return {"edital": {k: v for k, v in edital.items() if v}, "lei_informada": bool(detected.get("law_given"))}


def first_lines(text: str, count: int) -> list[str]:
    """`text.splitlines()[:count]`, splitting only as much of the text as holds them: the lines of a long
    table, each a string, took some three times its size beside its report."""
    size = 4096
    while True:
        lines = text[:size].splitlines()
        if len(lines) > count or size >= len(text):  # the count-th line ended within the part split
            return lines[:count]
        size *= 4


def link_identity(envelope: dict) -> dict:
    """The link's identification of the edital it checked (`edital`, `verificado_em`, `lei_informada`), each
    field checked for its form; absent fields are left out (a link of an older page has none)."""
    out: dict = {}
    edital = envelope.get("edital")
    if edital not in (None, {}):
        if not isinstance(edital, dict):
            raise refused("identificação do edital ilegível")
        sphere = edital.get("esfera")
        if sphere not in (None, "") and sphere not in SPHERE_LABELS:
            raise refused("esfera do emissor desconhecida")
        number = edital.get("numero")
        if number is not None and (not isinstance(number, str) or len(number) > MAX_NUMBER):
            raise refused(f"o número do edital não é um texto de até {MAX_NUMBER} caracteres")
        fields = {
            "emissor": _text(edital.get("emissor"), "o emissor do edital"),
            "esfera": sphere or None,
            "numero": inline(number) if number else None,
            "arquivo": _text(edital.get("arquivo"), "o nome do arquivo"),
        }
        out["edital"] = {k: v for k, v in fields.items() if v}
    moment = envelope.get("verificado_em")
    if moment not in (None, ""):
        found = _MOMENT.fullmatch(moment) if isinstance(moment, str) else None
        try:
            dt.datetime.fromisoformat(f"{found.group(1)}T{found.group(2)}:{found.group(3)}") if found else None
        except ValueError:
            found = None
        if not found:
            raise refused("o momento da verificação não está no formato aaaa-mm-ddThh:mmZ")
        out["verificado_em"] = moment
    given = envelope.get("lei_informada")
    if given is not None:
        out["lei_informada"] = _flag(given, "a marca de lei informada")
    return out
