"""A quadro annex published as a spreadsheet and saved as delimited text beside the body's text, drawn at
random with its right reading: the class of `tables/sheet_export.py`.

`sheet_export(rng)` writes the body, then the sheet as LibreOffice Calc saves it the Brazilian way (";",
money as shown, "R$ 3.208,55") or as xlsx2csv does ("," and raw numbers, "6230.4"; a tab export is the
class of `tab_merged` and `tsv_quoted`): a cell
quoted only where it holds the separator, a quote (doubled) or a line break. Title rows closed by empty
cells at times, an empty row under them at times; a code column at times; the cargo merged down its
lotações (its cell empty below the first) or a cargo a row; text columns (requisitos, carga horária,
vencimento) around the name; counts AC, PcD at times, negros (or Lei 15.142's PP, PI, PQ), the total,
a cadastro de reserva column at times; a one-row header ("Vagas AC") or two rows ("Vagas imediatas" over
its labels, merged); cells zero-padded or dashed for none at times; a cargo of cadastro only ("CR", dashes
or zeros); a TOTAL row at times (its label in the code column when there is one).

The right reading: each row (a cargo, or a cargo at a lotação, named "Cargo – Lotação") its total and its
negros (PP + PI + PQ); proven unless a column the header gives no role ("Turno") holds bare counts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CARGOS = [
    "Agente de Trânsito",
    "Assistente Administrativo",
    "Auxiliar de Farmácia",
    "Cirurgião-Dentista",
    "Fiscal de Tributos",
    "Médico Clínico Geral",
    "Psicopedagogo Clínico",
    "Vigilante Patrimonial",
    "Analista Ambiental – Biologia",
    "Técnico em Imobilizações Ortopédicas",
    "Engenheiro Agrônomo",
    "Nutricionista Hospitalar",
]
PLACES = ["Natal (sede)", "Mossoró", "Caicó", "Pau dos Ferros", "Zona Rural – Distrito Norte", "Macau"]
REQUISITOS = [
    "Ensino médio completo",
    'Ensino médio completo e CNH "A" e "B"',
    "Superior em Odontologia; registro no CRO",
    "Superior completo, em qualquer área",
    "Curso técnico e registro no conselho\nde classe",
]
ROLES = {
    "open": ["AC", "Ampla concorrência", "Vagas AC"],
    "pcd": ["PcD", "Vagas PcD", "Pessoas com deficiência"],
    "negros": ["Negros", "Vagas Negros", "Vagas reservadas a negros"],
    "pp": ["PP"],
    "pi": ["PI"],
    "pq": ["PQ"],
    "total": ["Total", "Total de vagas"],
    "cr": ["Cadastro de reserva", "CR", "Cadastro reserva"],
}


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _quoted(cell: str, sep: str) -> str:
    if sep in cell or '"' in cell or "\n" in cell:
        return '"' + cell.replace('"', '""') + '"'
    return cell


def _money(rng: random.Random, calc: bool) -> str:
    cents = rng.randint(180_000, 1_500_000)
    reais, rest = divmod(cents, 100)
    if calc:
        return f"R$ {reais:,}".replace(",", ".") + f",{rest:02d}"
    return f"{reais}.{rest:02d}".rstrip("0").rstrip(".") if rest else str(reais)


def _count(value: int, rng: random.Random, style: str) -> str:
    if value == 0 and style == "dash":
        return "-"
    return f"{value:02d}" if style == "pad" else str(value)


def _rows(rng: random.Random, lei: bool) -> list[tuple[str, str | None, dict[str, int] | None]]:
    """(cargo, lotação or None, counts by role or None for cadastro only)."""
    places = rng.random() < 0.5
    out = []
    for cargo in rng.sample(CARGOS, rng.randint(2, 6)):
        for place in rng.sample(PLACES, rng.randint(1, 3)) if places else [None]:
            if rng.random() < 0.12:
                out.append((cargo, place, None))
                continue
            total = rng.randint(1, 30)
            pcd = total // 10 if rng.random() < 0.7 else 0
            negros = (total * 20 + 99) // 100 if rng.random() < 0.9 else 0
            counts = {"pcd": pcd, "total": total}
            if lei:
                pi = 1 if negros > 2 and rng.random() < 0.4 else 0
                counts.update(pp=negros - pi, pi=pi, pq=0)
            else:
                counts["negros"] = negros
            counts["open"] = total - pcd - negros
            out.append((cargo, place, counts))
    return out


def sheet_export(rng: random.Random) -> Case:
    """An edital whose quadro is a spreadsheet saved as delimited text (the module's docstring)."""
    sep = rng.choice([";", ","])
    calc = sep != "," and rng.random() < 0.8
    lei = rng.random() < 0.3
    rows = _rows(rng, lei)
    has_places = rows[0][1] is not None
    roles = ["open", *(["pcd"] if rng.random() < 0.8 else []), *(["pp", "pi", "pq"] if lei else ["negros"]), "total"]
    if "pcd" not in roles:
        rows = [(c, p, {**k, "open": k["open"] + k["pcd"], "pcd": 0}) if k else (c, p, k) for c, p, k in rows]
    cr = rng.random() < 0.5
    code = rng.random() < 0.5
    unknown = rng.random() < 0.1
    texts = rng.sample(["req", "carga", "venc"], rng.randint(0, 3))
    style = rng.choice(["plain", "plain", "pad", "dash"])
    two = rng.random() < 0.5
    # the columns: (top label, label below, kind)
    cols = [("Código", "", "code")] if code else []
    cols.append((rng.choice(["Cargo", "Cargo / especialidade", "Emprego"]), "", "name"))
    if has_places:
        cols.append((rng.choice(["Lotação", "Município de lotação", "Localidade"]), "", "place"))
    labels = {"req": "Escolaridade / requisitos", "carga": "Carga horária semanal", "venc": "Vencimento (R$)"}
    cols += [(labels[t], "", t) for t in texts]
    if unknown:
        cols.append(("Turno", "", "turno"))
    for n, role in enumerate(roles):
        label = rng.choice(ROLES[role])
        if two:
            cols.append(("Vagas imediatas" if n == 0 else "", label.replace("Vagas ", ""), role))
        else:
            cols.append((label if label.startswith(("Vagas", "Total")) or role != "open" else label, "", role))
    if cr:
        cols.append((rng.choice(ROLES["cr"]), "", "cr"))
    width = len(cols)
    lines = []
    if rng.random() < 0.7:
        lines.append(sep.join([_quoted("ANEXO I – QUADRO DE CARGOS, VAGAS E VENCIMENTOS", sep)] + [""] * (width - 1)))
        if rng.random() < 0.5:
            lines.append(sep * (width - 1))
    lines.append(sep.join(_quoted(top, sep) for top, _, _ in cols))
    if two:
        lines.append(sep.join(_quoted(below, sep) for _, below, _ in cols))
    entries, sums, last = [], dict.fromkeys(roles, 0), None
    for k, (cargo, place, counts) in enumerate(rows):
        cells = []
        for _, _, kind in cols:
            if kind == "code":
                cells.append(f"{cargo[:2].upper()}-{k + 1:02d}")
            elif kind == "name":
                cells.append("" if has_places and cargo == last else cargo)
            elif kind == "place":
                cells.append(place)
            elif kind == "req":
                cells.append(rng.choice(REQUISITOS) if cargo != last else "")
            elif kind == "carga":
                cells.append(rng.choice(["20", "30", "40", "44"]))
            elif kind == "venc":
                cells.append(_money(rng, calc) if cargo != last else "")
            elif kind == "turno":
                cells.append(rng.choice(["1", "2", "3"]))
            elif kind == "cr":
                cells.append(str(2 * counts["total"]) if counts else str(rng.randint(1, 9)))
            elif counts is None:
                cells.append(rng.choice(["CR", "-", "0"]) if rng.random() < 0.5 else "CR")
            else:
                cells.append(_count(counts[kind], rng, style))
        last = cargo
        lines.append(sep.join(_quoted(c, sep) for c in cells))
        if counts and counts["total"]:
            name = f"{cargo} – {place}" if place else cargo
            negros = counts["negros"] if not lei else counts["pp"] + counts["pi"] + counts["pq"]
            entries.append(Entry(name, counts["total"], negros, not unknown))
            for role in roles:
                sums[role] += counts[role]
    if rng.random() < 0.7:
        total = ["" for _ in cols]
        total[0] = rng.choice(["TOTAL", "TOTAL GERAL", "Total"])
        for n, (_, _, kind) in enumerate(cols):
            if kind in sums:
                total[n] = str(sums[kind])
        lines.append(sep.join(total))
    body = "2. DOS CARGOS E DAS VAGAS\n2.1 Os cargos, as vagas e os vencimentos constam do Anexo I.\n"
    text = HEAD + body + TAIL + "\n" + "\n".join(lines) + "\n"
    return Case(text, entries)
