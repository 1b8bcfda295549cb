"""Rows' names and the headings that give them context ("Cargo: …", "Especialidade: …", "Município de
…"): a name cleaned of numbering, pay and hours, split into cargo and slice; rows of one table that
share their first words made slices of one cargo."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold

_LEADING_NUMBERING = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){1,4}\.?|\d{1,3}[.)]|[a-z]\)|[ivxl]{1,5}\s?[-–.)]|[•·▪\-–—])\s+", re.I
)
NOT_A_CARGO = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2})*\.?\s)?(?:edital|d[ao]s?\s|anexo|quadro|tabela|capitulo|titulo|secao|texto da pagina)"
)
#: A chapter's title in capitals whose space after "DAS"/"DOS" an OCR dropped ("1 DASDISPOSIÇÕES PRELIMINARES",
#: "2 DASVAGAS", "DOSCARGOS"): the glued word plural as the article says, its own word capitalised. "DOCENTE",
#: "DOSIMETRISTA" (no plural "s"), "Dosador" (not in capitals) stay names.
GLUED_TITLE = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2})*\.?\s)?D[AO]S[A-ZÀ-Ý]{3,}S(?:\s|$)")


def not_a_cargo(text: str) -> bool:
    """A title that names no cargo (`NOT_A_CARGO` on its folded words, or `GLUED_TITLE` on its letters)."""
    return bool(NOT_A_CARGO.match(fold(text)) or GLUED_TITLE.match(text.strip()))


#: A title that names a body, the issuer or another ("PREFEITURA DE SÃO JOÃO DO SUL", "CÂMARA MUNICIPAL DE …",
#: "TRIBUNAL REGIONAL DO TRABALHO"), never a cargo: the count a statement under it gives is the concurso's.
BODY_TITLE = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2})*\.?\s)?(?:prefeitura|camara municipal|municipio d[eo]|governo d[oa]|estado d[aeo]\s"
    r"|poder (?:judiciario|legislativo|executivo)|assembleia legislativa|tribunal|ministerio|universidade"
    r"|instituto federal|conselho (?:regional|federal))\b"
)
LETTERS = re.compile(r"[a-z]")
CR_TITLE = re.compile(r"cadastro(?: de)? reserva")
PAGE_MARKER = re.compile(r"^(?:texto da )?pagina \d{1,4}(?: de \d{1,4})?\s?:?$")
# A subtotal of a group names the group after it ("SUBTOTAL NÍVEL SUPERIOR", "Total do nível médio",
# "Total – Grupo II", "TOTAL DO QUADRO", "TOTAL DO CÂMPUS", "Total parcial"): no cargo opens with "Subtotal",
# nor with "Total" before a group's word or "Total do/da/de …" (a total of whatever group it names). No digit
# after the label: "Subtotal 18" is a misread row's name holding its first count.
GROUP_TOTAL = re.compile(
    r"^[.|]?\s?subtotal\b[^\d]{0,80}$|^[.|]?\s?total parcial\b[^\d]{0,60}$"
    r"|^[.|]?\s?total\s?[-–:]?\s(?:d[oae]s?\s|por\s)?(?:nivel|niveis|grupo|escolaridade|area|cargos|lotacao|regiao|polo|classe)\b[^\d]{0,80}$"
    r"|^[.|]?\s?total\s?[-–:]?\sd[oae]s?\s[a-z][^\d]{0,60}$"
    # "TOTAL ACS", "Total – ACE": a cargo's initials after the label, the total of that cargo's rows; "TOTAL
    # SESAD", "Total SEMTHAS": a group's abbreviation (up to eight letters), the total of its rows;
    # "TOTAL – SOLDADO PM": its name after a dash
    r"|^[.|]?\s?total\s?[-–:]?\s(?:d[oae]s?\s)?[a-z]{2,8}$|^[.|]?\s?total\s?[-–]\s[a-z][^\d]{1,60}$"
    # "TOTAL DO BLOCO 1", "Total do Grupo II – Grupo II – Gestão": a numbered group's total (its number named
    # again by a heading glued after it at most)
    r"|^[.|]?\s?total\s?[-–:]?\sd[oae]s?\s(?:bloco|grupo|lote|eixo|area|nivel|classe|regiao|polo)\s(?:\d{1,2}|[ivx]{1,4})\b"
    r"(?:[^\d]{0,20}\b(?:bloco|grupo|lote|eixo|area|nivel|classe|regiao|polo)\s(?:\d{1,2}|[ivx]{1,4})\b)?[^\d]{0,80}$"
)
# ". TOTAL": a web copy's dot before the label
TOTAL_ROW = re.compile(
    r"^[.|]?\s?(?:sub)?total(?: geral| de vagas| do cargo)?\s?:?$|^totais$|^subtotal\b[^\d]{0,60}$|"
    + GROUP_TOTAL.pattern
)

# --- context headings ----------------------------------------------------------------------------

CARGO_HEADING = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){0,4}\.?\s)?(?:cargo(?:/(?:funcao|especialidade|area))?|funcao|emprego)(?:\s(?:n[º°o]\.?\s?)?\d{1,3})?\s?(?::|–|-|—)\s?(\S.{0,400})$"
)
SLICE_HEADING = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){0,4}\.?\s)?(especialidade|area(?: de atuacao)?|lotacao|municipio|cidade|localidade|regional|polo|"
    r"unidade(?: de lotacao)?|regiao|comarca|disciplina|componente curricular)\s?(?::|–|-|—)\s?(\S.{0,400})$"
)
# "Município de Natal", "Lotação: Regional Norte" without a colon: the place named after "de".
SLICE_HEADING_DE = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){0,4}\.?\s)?((?:municipio|cidade|comarca|regional|polo|unidade|lotacao)\s(?:de|do|da)\s(\S.{0,80}))$"
)
HEADING_WORD = re.compile(
    r"cargo|funcao|emprego|especialidade|area|lotacao|municipio|cidade|localidade|regional|polo|unidade|regiao|comarca|disciplina|componente"
)


def heading_word(folded: str) -> bool:
    """Whether `HEADING_WORD` is in `folded`, as one substring test a word: tried on every line, C's search
    for a fixed string is faster than the pattern trying its words at each place of the line."""
    return (
        "cargo" in folded
        or "funcao" in folded
        or "emprego" in folded
        or "especialidade" in folded
        or "area" in folded
        or "lotacao" in folded
        or "municipio" in folded
        or "cidade" in folded
        or "localidade" in folded
        or "regional" in folded
        or "polo" in folded
        or "unidade" in folded
        or "regiao" in folded
        or "comarca" in folded
        or "disciplina" in folded
        or "componente" in folded
    )


_DASH_SEPARATOR = re.compile(r"\s(?:–|-|—)\s")
_SEPARATOR = re.compile(r"\s(?:–|-|—|/)\s|\s?:\s|\s\(")
_SLICE_WORD = re.compile(r"\s(?=(?:especialidade|area|lotacao|municipio|localidade|polo|regional|comarca|unidade)\b)")
CONTINUES = re.compile(r"(?:\s(?:de|da|do|das|dos|e|em|para|com|a|as|ao|aos|o|na|no)|[-–—,/(:])$")
NAME_STARTS_LOW = re.compile(r"^[a-zà-ú(]")


_SHIFT_OR_PAY = r"\d{1,2}\s?x\s?\d{2}\s?h?(?:\s|$)|\d{1,3}(?:\.\d{3})*,\d{2}(?:\s|$)"

# A shift of duty ("12x36h", "12 x 36") or an amount with its cents ("1.518,00"): hours and pay, never a name.
_MONEY_OR_HOURS = re.compile(
    rf"\s(?:R\$\s?[\d.,]+|\d{{2}}\s?h(?:oras)?(?:\ssemanais)?(?:\s|$)|{_SHIFT_OR_PAY}).*$", re.I
)
# Pay alone: in a table whose header names no column but the name and the counts, or on a one-line header that
# names no jornada, hours after a name are the name's own ("Enfermeiro Plantonista 12x36", "Médico Clínico
# 24h": a jornada the cargo is named by; "Médico 20h" and "Médico 40h": two cargos of a municipal law).
_MONEY = re.compile(r"\s(?:R\$\s?[\d.,]+|\d{1,3}(?:\.\d{3})*,\d{2}(?:\s|$)).*$", re.I)
_SUPERSCRIPTS = re.compile(r"[¹²³⁴⁵⁶⁷⁸⁹⁰*]+")
# What opened the pay the cut took: "Analista Judiciário (vencimento R$ 13.994,78)", a cargo cell holding its pay.
_PAY_OPENING = re.compile(
    r"\s*(?:[(\[]|[-–—:])\s*(?:vencimento|remunera[çc][ãa]o|sal[áa]rio|subs[íi]dio)(?:\s+(?:b[áa]sico|inicial|mensal))?"
    r"\s*:?\s*(?:de\s*)?$",
    re.I,
)


def clean_name(text: str, schooling_column: bool = False, amounts: bool = True, hours_column: bool = True) -> str:
    """A row's name without its numbering, footnote marks and (unless `amounts` is False: a name cell
    whose end is known, `code_after_name`) the pay and hours a flat row runs into it (hours only where
    `hours_column` or `schooling_column`: the header names a text column they may stand in; the schooling
    cell itself is cut once, from the finished name: `schooling_cell`)."""
    text = text.strip()
    first = text[:1]
    if not (first.isascii() and first.isalpha() and first not in "ivxlIVXL" and text[1:2] != ")"):
        text = _LEADING_NUMBERING.sub("", text)  # (a name opening with a letter, no "a)" nor a roman numeral: none)
    cut = amounts and (_MONEY_OR_HOURS if hours_column or schooling_column else _MONEY).search(text)
    if cut and cut.start() >= 3:
        text = text[: cut.start()]  # "Analista R$ 12.455,30 40h": pay and hours are other columns
        opening = _PAY_OPENING.search(text) if any(c in text for c in "([:-–—") else None
        if opening and opening.start() >= 3:
            text = text[: opening.start()]  # "Analista Judiciário (vencimento": the bracket opened the pay
    if not text.isascii() or "*" in text:  # every mark but "*" is outside ASCII (most names hold none)
        text = _SUPERSCRIPTS.sub("", text)  # footnote marks: "Processo Legislativo¹"
    return text.strip(" -–—:|;,.").strip()


def split_parent(name: str) -> tuple[str, str | None]:
    """ "Analista Legislativo – Contabilidade" → ("Analista Legislativo", "Contabilidade")."""
    folded = fold(name)
    # each separator holds a dash, or "/", ":" or "(" (`_SEPARATOR`): most names hold none of them
    dashed = "-" in folded or "–" in folded or "—" in folded
    dashes = [m for m in _DASH_SEPARATOR.finditer(folded)] if dashed else []
    if len(dashes) >= 2:  # "Professor – Matemática – 1ª DIREC (Natal)": the last segment is the slice
        last = dashes[-1]
        return name[: last.start()].strip(), name[last.end() :].strip() or None
    m = _SEPARATOR.search(folded) if dashed or "/" in folded or ":" in folded or "(" in folded else None
    w = _SLICE_WORD.search(folded)
    cut = None
    if m and (not w or m.start() <= w.start()):
        cut = (m.start(), m.end())
    elif w:
        cut = (w.start(), w.end())
    if cut is None or cut[0] < 3:
        return name, None
    parent = name[: cut[0]].strip(" -–—:/(")
    rest = name[cut[1] :].strip(" -–—:/()")
    return (parent, rest) if rest else (name, None)


def strip_figures(name: str) -> str:
    """A heading "Cargo: Auditor Fiscal – 50 vagas" names the cargo "Auditor Fiscal"."""
    folded = fold(name)
    m = re.search(r"[-–—,(:]?\s?\d{1,5}\s(?:vagas?|\(|vaga)|\bvagas?\b", folded)
    if m and m.start() > 2:
        name = name[: m.start()]
    return name.strip(" -–—:;,.(")


def leading_ignored(columns: list[str]) -> int:
    count = 0
    for kind in columns:
        if kind == "ignore":
            count += 1
        else:
            break
    return count if "name" in columns and columns.index("name") > 0 else 0


_CONNECTORS = {"de", "da", "do", "das", "dos", "e", "em", "para", "-", "–", "—", "/"}


def common_parents(positions: list) -> None:
    """Rows of one table whose names share their first words ("Professor Goiânia", "Professor Anápolis")
    are slices of one cargo when the table has a locality or especialidade column."""
    i = 0
    while i < len(positions):
        p = positions[i]
        if p.table is None or not p.split_columns or p.slice is not None:
            i += 1
            continue
        j = i + 1
        prefix = p.name.split(" ")
        while j < len(positions) and positions[j].table == p.table and positions[j].slice is None:
            words = positions[j].name.split(" ")
            k = 0
            while k < min(len(prefix), len(words)) and fold(prefix[k]) == fold(words[k]):
                k += 1
            while k > 0 and prefix[k - 1].lower() in _CONNECTORS:
                k -= 1
            if k == 0 or k >= len(words):
                break
            prefix = prefix[:k]
            j += 1
        if j - i >= 2 and all(len(positions[m].name.split(" ")) > len(prefix) for m in range(i, j)):
            parent = " ".join(prefix)
            for m in range(i, j):
                positions[m].parent = parent
                positions[m].slice = positions[m].name[len(parent) :].strip(" -–—:/")
        i = max(j, i + 1)


# --- places under a cargo title ------------------------------------------------------------------

UF_CODES = "AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO"
# A line of place columns' labels between a cargo's title and the counts' header ("MACROPOLO POLO")
_PLACE_LABELS = re.compile(
    r"^(?:(?:macro|micro)?(?:polo|regiao|rregiao)|uf|estado|municipio|cidade|localidade|lotacao|local|de|vaga|"
    r"regional|comarca|unidade|\s)+$"
)
_UF_ROW = re.compile(rf"^(?:[^\W\d_][\w-]*\s?-?\s?){{0,3}}\b(?:{UF_CODES})$")  # "GO", "Centro-Oeste DF"
_NOT_A_TITLE = re.compile(r"\b(?:vagas?|quadro|tabela|anexo|total|cargos|distribuicao|reserva|concorrencia)\b")


def place_columns(folded: str) -> bool:
    return bool(_PLACE_LABELS.match(folded))


def place_header(header_text: str) -> bool:
    """A header whose name column is a place ("Município | AC | Negros | Total"), none a cargo's."""
    return bool(
        re.search(r"\b(?:municipio|cidade|localidade|lotacao|polo|uf|regiao|comarca)\b", header_text)
        and not re.search(r"\b(?:cargo|funcao|emprego|especialidade|area|perfil|disciplina)", header_text)
    )


def cargo_title(lines: list[Line], index: int, first: int) -> str:
    """The cargo a table of places sits under: the short title in capitals (“ARQUITETO”) at `index`, or
    just above the lines of place labels there, within 4 lines of the header's `first` line; "" if none.
    The header's reading may leave some of its place labels above it, a cell a line ("MACROPOLO" /
    "POLO" over "VAGAS IMEDIATAS" in Caixa's quadros through PyMuPDF): a column's label never names a
    cargo, so every such line (at most 3) is passed over, and a title that is itself one is no cargo."""
    skipped = 0
    while index >= 0 and skipped < 3 and place_columns(lines[index].folded):
        index, skipped = index - 1, skipped + 1
    if index < 0 or first - lines[index].number > 4 + skipped:
        return ""
    text = clean_name(lines[index].text)
    letters = [c for c in text if c.isalpha()]
    if (
        not letters
        or place_columns(fold(text))
        or sum(c.isupper() for c in letters) < 0.8 * len(letters)
        or len(text.split()) > 8
        or re.search(r"\d", text)
        or not_a_cargo(text)
        or _NOT_A_TITLE.search(fold(text))
    ):
        return ""
    return text


NO_CARGO = (
    "colunas de lugar (MACROPOLO, POLO, UF) sob nenhum título de cargo encontrado: o cargo das linhas não é comprovado"
)


_PLACE_WORD = re.compile(r"\b(?:(?:macro|micro)?(?:polo|regiao|rregiao)|uf)\b")
_NAME_COLUMN = re.compile(r"\b(?:cargo|funcao|emprego|especialidade|area|perfil|disciplina|nome|codigo)")


def labels_without_cargo(lines: list[Line], index: int, first: int, header_text: str) -> bool:
    """A header of counts only (no cargo's column) with a line of place columns' labels ("MACROPOLO",
    "POLO", "UF") among the 6 lines above it (from `index`, the line before its `first`): the quadro of a
    cargo's places, whose title `cargo_title` did not find (pdftotext sets a macropolo's cell between
    "POLO" and the counts' labels): its rows' cargo is not proven."""
    if _NAME_COLUMN.search(header_text):
        return False
    stop = max(-1, index - 6)
    while index > stop and first - lines[index].number <= 12:
        if place_columns(lines[index].folded) and _PLACE_WORD.search(lines[index].folded):
            return True
        index -= 1
    return False


def under_cargo(name: str, cargo: str, places: bool) -> str:
    """A row named by a place ("GO", "Centro-Oeste DF", or any name under place columns) carries the
    cargo of its table's title: "ARQUITETO – GO"."""
    if cargo and (places or _UF_ROW.match(name.strip())) and fold(cargo) not in fold(name):
        return f"{cargo} – {name}"
    return name


# --- a row's name lines --------------------------------------------------------------------------


def hierarchical_name(table, pending: list[Line], fitted=None) -> tuple[list[Line], str]:
    """Name cells of a one-cell-per-line row under several name columns (Cargo | Perfil | Localidade):
    the row's text lines fill the columns from the right; the columns it leaves empty keep the row
    above's cells. More groups of lines than columns: the last ones, or as `fitted` fits them to the
    columns (which may part fewer, too)."""
    groups: list[list[Line]] = []
    for line in pending:
        if (
            groups
            and (
                CONTINUES.search(groups[-1][-1].folded)
                or NAME_STARTS_LOW.match(line.text)
                or groups[-1][-1].text.count("(") > groups[-1][-1].text.count(")")
            )
            and line.text != "-"
            and groups[-1][-1].text != "-"
        ):
            groups[-1].append(line)
        else:
            groups.append([line])
    if not groups:
        return [], ""
    if fitted is not None:
        groups = fitted(groups)
    if len(groups) > table.names:
        groups = groups[-table.names :]
    texts = [clean_name(" ".join(x.text for x in g)) or "-" for g in groups]
    carry = table.carry if len(table.carry) == table.names else [""] * table.names
    cells = carry[: table.names - len(texts)] + texts
    table.carry = cells
    name = " – ".join(c for c in cells if c and c != "-")
    used = [x for g in groups for x in g]
    return used, name


def name_lines_of(pending: list[Line]) -> list[Line]:
    """The pending text lines that make up the row's name: the last, plus those it continues."""
    if not pending:
        return []
    chosen = [pending[-1]]
    for earlier in reversed(pending[:-1]):
        if (
            CONTINUES.search(" " + earlier.folded)  # a joining word alone on its line ("Zona" / "da" / "Mata") too
            or NAME_STARTS_LOW.match(chosen[0].text)
            or earlier.text.count("(") > earlier.text.count(")")
        ):
            chosen.insert(0, earlier)
        else:
            break
    return chosen
