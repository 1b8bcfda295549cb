"""A quadro in an HTML page's source (a portal's "view source", a saved .html) or in the Diário Oficial da
União's INLabs XML (the HTML inside CDATA), drawn at random with its right reading: the class of
`tables/html_table.py`.

`html_table(rng)`: the page (doctype, head, navigation, paragraphs whose words are written with entities,
"&aacute;", "&#231;", "&nbsp;"), the XML article, or the table alone; a `<table>` with its header in
`<thead>` of `<th>` or in plain `<td>` rows, on one row or two (a "Vagas" group label over the count
labels by `colspan`, the name and text columns by `rowspan`), at times a caption or a title row across
the table, a heading row across it between two cargos' rows ("NÍVEL SUPERIOR"); the count columns (total, ampla, PcD, negros) in any order; one name column, or a cargo's
name over its specialities by `rowspan`; text columns (remuneração, often shared by a cargo's rows by
`rowspan`, escolaridade, carga horária); names and cells written with entities, counts in `<strong>` or
`<p>`, a zero as "&mdash;", "&ndash;", "-" or "0"; a row a line, a cell a line, or the whole table on
one line; tags in capitals at times, the quadro inside a page laid out in a table at times, a line break
(`<br>`) in a name; a cadastro-de-reserva row ("CR", no vacancy); a Total row in `<tfoot>` (its label across two
columns) at times; a second table (the provas', counts of questions) after. The right reading: each
speciality (or cargo) once, its total and its negros' count; a row whose total is not its parts' sum
(`fault`) is not proven.
"""

from __future__ import annotations

import random
import re

from layout_places import NAMES, Case, Entry

#: Cargos with specialities, every speciality named once in the whole set.
CARGOS = {
    "Fiscal Estadual Agropecuário": ["Medicina Veterinária", "Engenharia Agronômica", "Engenharia Florestal"],
    "Analista de Gestão": ["Administração", "Ciências Contábeis", "Tecnologia da Informação", "Direito"],
    "Técnico de Fiscalização": ["Sanidade Animal e Vegetal", "Laboratório de Análises", "Edificações"],
    "Especialista em Saúde": ["Psicologia Clínica", "Fisioterapia Respiratória", "Nutrição Hospitalar"],
}
LABELS = {
    "total": ["Total", "TOTAL", "Total de vagas"],
    "open": ["AC", "Ampla concorrência", "Ampla"],
    "pcd": ["PcD", "Pessoas com deficiência"],
    "negros": ["Negros", "Pessoas negras", "PN", "Cotas raciais"],
}
TEXTS = {
    "Remuneração inicial": ["R$ 9.412,66", "R$ 6.180,35", "R$ 4.026,90", "R$ 3.118,74"],
    "Escolaridade": ["Nível superior", "Nível médio", "Superior em Engenharia"],
    "Carga horária": ["40h", "30h semanais", "20 horas"],
}
ZEROS = ["&mdash;", "&ndash;", "-", "0", "—"]
_ENTITIES = {
    "á": "&aacute;",
    "é": "&eacute;",
    "í": "&iacute;",
    "ó": "&oacute;",
    "ú": "&uacute;",
    "â": "&acirc;",
    "ê": "&ecirc;",
    "ô": "&ocirc;",
    "ã": "&atilde;",
    "õ": "&otilde;",
    "ç": "&ccedil;",
    "Ú": "&Uacute;",
}


def _coded(text: str, rng: random.Random, how: str) -> str:
    """`text` as the page writes it: accents as named entities, numeric ones, or as they are."""
    if how == "plain":
        return text.replace("&", "&amp;") if "&" in text and not text.startswith("&") else text
    out = []
    for c in text:
        if c in _ENTITIES:
            out.append(_ENTITIES[c] if how == "named" else f"&#{ord(c)};")
        else:
            out.append(c)
    return "".join(out)


def _cell(text: str, tag: str = "td", rowspan: int = 1, colspan: int = 1, wrap: str = "") -> str:
    attrs = (f" rowspan={rowspan}" if rowspan > 1 else "") + (f' colspan="{colspan}"' if colspan > 1 else "")
    inner = f"<{wrap}>{text}</{wrap}>" if wrap else text
    return f"<{tag}{attrs}>{inner}</{tag}>"


def html_table(rng: random.Random) -> Case:
    how = rng.choice(["named", "numeric", "plain"])
    code = lambda s: _coded(s, rng, how)  # noqa: E731
    roles = ["open", "pcd", "negros", "total"]
    if rng.random() < 0.5:
        rng.shuffle(roles)
    labels = {r: rng.choice(LABELS[r]) for r in roles}
    texts = rng.sample(sorted(TEXTS), rng.randint(0, 2))
    pay_first = texts and rng.random() < 0.3  # a text column before the counts
    two_names = rng.random() < 0.5
    grouped = rng.random() < 0.6
    use_th = rng.random() < 0.6
    thead = use_th and rng.random() < 0.8
    wrap = rng.choice(["", "", "p", "strong"])
    zero = rng.choice(ZEROS)
    fault = rng.random() < 0.12
    # the rows: (cargo, speciality or None, counts by role, texts)
    groups: list[tuple[str, list[str | None]]] = []
    if two_names:
        for cargo in rng.sample(sorted(CARGOS), rng.randint(1, 3)):
            groups.append((cargo, rng.sample(CARGOS[cargo], rng.randint(1, len(CARGOS[cargo])))))
        if rng.random() < 0.4:
            groups.append((rng.choice(NAMES), [None]))  # a cargo with no speciality: "–" in its cell
    else:
        groups = [(name, [None]) for name in rng.sample(NAMES, rng.randint(3, 8))]
    name_columns = ["Cargo", "Especialidade"] if two_names else [rng.choice(["Cargo", "Cargo/Especialidade", "CARGO"])]
    before = texts if pay_first else []
    after = [] if pay_first else texts
    columns = [*name_columns, *before, *(labels[r] for r in roles), *after]
    tag = "th" if use_th else "td"
    head: list[str] = []
    if grouped:
        first = [_cell(code(n), tag, rowspan=2) for n in name_columns + before]
        first.append(_cell("Vagas", tag, colspan=len(roles)))
        first += [_cell(code(t), tag, rowspan=2) for t in after]
        head.append("<tr>" + "".join(first) + "</tr>")
        head.append("<tr>" + "".join(_cell(code(labels[r]), tag) for r in roles) + "</tr>")
    else:
        head.append("<tr>" + "".join(_cell(code(c), tag) for c in columns) + "</tr>")
    if rng.random() < 0.2:
        head.insert(0, "<tr>" + _cell("QUADRO DE VAGAS", tag, colspan=len(columns)) + "</tr>")
    body: list[str] = []
    entries: list[Entry] = []
    sums = dict.fromkeys(roles, 0)
    cr_done = False
    for cargo, specialities in groups:
        if rng.random() < 0.15:  # a heading across the table between two cargos' rows
            body.append([_cell(rng.choice(["NÍVEL SUPERIOR", "N&Iacute;VEL M&Eacute;DIO"]), colspan=len(columns))])
        shared = {t: rng.choice(TEXTS[t]) for t in texts}
        span = len(specialities)
        for k, speciality in enumerate(specialities):
            if not cr_done and rng.random() < 0.1 and (span > 1 or len(groups) > 2):
                counts = None  # a cadastro de reserva: no vacancy
                cr_done = True
            else:
                counts = {"open": rng.randint(1, 25), "pcd": rng.choice([0, 0, 1, 2]), "negros": rng.randint(0, 8)}
                counts["total"] = counts["open"] + counts["pcd"] + counts["negros"]
                if fault and not entries:
                    counts["total"] += 1
            cells: list[str] = []
            if k == 0:
                cells.append(_cell(code(cargo), rowspan=span))
            if two_names:
                written = (
                    code(speciality).replace(" ", "<br>", 1)
                    if speciality and rng.random() < 0.2
                    else code(speciality or "")
                )
                cells.append(_cell(written if speciality else "&ndash;"))
            for t in before:
                if k == 0:
                    cells.append(_cell(code(shared[t]), rowspan=span))
            for r in roles:
                if counts is None:
                    value = "CR" if r == "total" else zero
                else:
                    value = str(counts[r]) if counts[r] else zero
                cells.append(_cell(value, wrap=wrap if r == "total" else ""))
            for t in after:
                if k == 0:
                    cells.append(_cell(code(shared[t]), rowspan=span))
            body.append(cells)
            if counts is not None:
                for r in roles:
                    sums[r] += counts[r]
                entries.append(
                    Entry(
                        speciality or cargo, counts["total"], counts["negros"], proven=not (fault and len(entries) == 0)
                    )
                )
    foot = ""
    if rng.random() < 0.5 and not fault:
        label = _cell("Total", tag, colspan=len(name_columns) + len(before))
        foot = (
            "<tr>" + label + "".join(_cell(str(sums[r]), tag) for r in roles) + "".join(_cell("", tag) for _ in after)
        )
        foot += "</tr>"
    layout = rng.choice(["row", "row", "cell", "one"])
    sep = {"row": "\n", "cell": "\n", "one": ""}[layout]
    inner = "\n" if layout == "cell" else ""
    rows = [("<tr>" + inner + inner.join(c) + inner + "</tr>") for c in body]
    parts = ['<table class="tabela-vagas">']
    if rng.random() < 0.2:
        parts.append("<caption>Quadro de vagas</caption>")
    parts += (["<thead>", *head, "</thead>", "<tbody>"] if thead else head) + rows
    if foot:
        parts += ["</tbody>", "<tfoot>", foot, "</tfoot>"] if thead else [foot]
    elif thead:
        parts.append("</tbody>")
    parts.append("</table>")
    table = sep.join(parts)
    if rng.random() < 0.15:  # an old page's tags in capitals
        table = re.sub(r"</?[a-z]+", lambda m: m.group().upper(), table)
    if rng.random() < 0.15:  # the page laid out in a table: the quadro inside one of its cells
        table = f'<table width="100%">\n<tr><td class="menu">Menu</td>\n<td>\n{table}\n</td></tr>\n</table>'
    provas = (
        "<table>\n<tr><th>Prova</th><th>Quest" + code("õ") + "es</th><th>Pontos</th></tr>\n"
        "<tr><td>Objetiva</td><td>60</td><td>100</td></tr>\n<tr><td>Discursiva</td><td>1</td><td>20</td></tr>\n"
        "</table>"
    )
    text = _page(rng, code, table, provas if rng.random() < 0.5 else "")
    return Case(text, entries)


def _page(rng: random.Random, code, table: str, provas: str) -> str:
    lead = (
        f"<p>O Instituto Estadual de Defesa Agropecu{code('á')}ria torna p{code('ú')}blica a realiza{code('çã')}o de "
        f"concurso p{code('ú')}blico para provimento de cargos efetivos.</p>\n"
        f"<p>Conforme a Lei n&ordm; 12.990/2014, 20% das vagas s{code('ã')}o reservadas a candidatos negros.</p>\n"
    )
    tail = f"<p>As inscri{code('çõ')}es v{code('ã')}o de 17/11/2025 a 17/12/2025, com taxa de R$&nbsp;85,00.</p>\n"
    kind = rng.choice(["page", "page", "xml", "bare"])
    if kind == "bare":
        return lead.replace("<p>", "").replace("</p>", "") + "\n" + table + "\n"
    if kind == "xml":
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n<xml>\n<article id="41873215" name="EDITAL Nº 1, DE 13 DE AGOSTO '
            'DE 2024" pubName="DO3" artType="Edital" pubDate="14/08/2024">\n<body>\n'
            "<Identifica><![CDATA[EDITAL Nº 1, DE 13 DE AGOSTO DE 2024]]></Identifica>\n<Ementa />\n"
            f'<Texto><![CDATA[<p class="identifica">EDITAL Nº 1, DE 13 DE AGOSTO DE 2024</p>\n{lead}'
            f"<p>1.3. QUADRO DE VAGAS</p>\n{table}\n<p>Legenda: CR - cadastro de reserva.</p>\n{provas}\n{tail}"
            "]]></Texto>\n</body>\n</article>\n</xml>\n"
        )
    return (
        '<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n'
        f"<title>Concurso P{code('ú')}blico 2025</title>\n<style>td {{ padding: 4px 12px; }}</style>\n"
        "<script>var vagas = [12, 5, 3]; window.total = 20;</script>\n</head>\n<body>\n"
        f'<nav><a href="/">In{code("í")}cio</a> &rsaquo; Concurso 2025</nav>\n<main>\n'
        f"<h1>Edital n&ordm; 01/2025</h1>\n{lead}<h2>Quadro de vagas</h2>\n"
        f'<div class="table-responsive">\n{table}\n</div>\n<!-- tabela antiga: <table><tr><td>Cargo 9</td></tr></table> -->\n'
        f"{provas}\n{tail}</main>\n</body>\n</html>\n"
    )
