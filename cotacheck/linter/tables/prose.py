"""Prose vacancy statements ("VAGAS: 50 vagas, sendo 3 reservadas a pessoas com deficiência e 10
reservadas a candidatos negros"), read number by number, each number classified by the words around
it and named by the heading, the sentence or the title above it (`ProseReader`: the prose part of the
table reader's single pass over the lines)."""

from __future__ import annotations

import functools
import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import grand_total, total_first
from cotacheck.linter.tables.header import header_columns
from cotacheck.linter.tables.item_title import PARAGRAPH, item_title, opens_with_name
from cotacheck.linter.tables.kv_lines import kv_block as _kv_block
from cotacheck.linter.tables.kv_lines import kv_count_line, kv_line, kv_match, unexplained
from cotacheck.linter.tables.kv_lines import part_label as _part_label
from cotacheck.linter.tables.kv_lines import said as _kv_said
from cotacheck.linter.tables.legend import defines_label
from cotacheck.linter.tables.names import (
    BODY_TITLE,
    CARGO_HEADING,
    GLUED_TITLE,
    NOT_A_CARGO,
    SLICE_HEADING,
    clean_name,
    not_a_cargo,
)
from cotacheck.linter.tables.prose_calls import states_calls
from cotacheck.linter.tables.prose_forms import (
    CARGO_AFTER_COUNT,
    CARGO_AFTER_OFFER,
    CARGO_AFTER_PARTS,
    CARGO_IN_SENTENCE,
    restated_kind,
)
from cotacheck.linter.tables.prose_items import item_of, item_position
from cotacheck.linter.tables.prose_kinds import KEYWORDS as _KEYWORDS  # noqa: F401 (the tests' name)
from cotacheck.linter.tables.prose_kinds import STATEMENT_START as _STATEMENT_START  # noqa: F401 (the tests' name)
from cotacheck.linter.tables.prose_kinds import classify, states
from cotacheck.linter.tables.prose_kinds import first_part as _first_part
from cotacheck.linter.tables.prose_kinds import rightmost_label as _rightmost_label
from cotacheck.linter.tables.prose_parts import labelled_parts
from cotacheck.linter.tables.reserve_after import speaks_of_table
from cotacheck.linter.tables.whole_total import counts_the_whole

GROUP_KINDS = ("negros", "pretos_pardos", "indigenas", "quilombolas")

# A count of up to five digits (or with thousands dots) not inside a larger number, an article or a
# percentage. It starts with its first digit (the character before is tested behind it), so that the
# regex engine skips ahead to digits instead of trying every position of the line.
# up to six plain digits or twelve with thousands dots, as a table's count cell (cells.py; docs/linter.md);
# a number glued to a hyphen and a digit is a code's piece (a CEP's "41.745-002", a CNPJ's "0001-10"), and so is
# the disease classification a PcD's medical report cites ("CID-10", "CID 11"), read as a PcD count
#: A label that cites the edital's text before quoting it ("Conferi com o texto do edital (item 3.1):
#: "serão oferecidas 44 vagas …""): a reference to a clause, never a cargo.
_CITES_CLAUSE = re.compile(r"\btexto do edital\b|\((?:sub)?item \d{1,2}(?:\.\d{1,2})*\)")
_PROSE_NUMBER = re.compile(
    r"(\d(?<![\d.,/§ºª°A-Za-zÀ-ÿ]\d)(?<!\d-\d)(?<![cC][iI][dD][- ]\d)(?:\d{0,2}(?:\.\d{3}){1,3}|\d{0,5}))(?![\d/ºª°%]|[.,-]\d)"
)
# The words that make the number after them not a count ("art. 5", "Lei 12.990", "nível 3", "até 10", "Quadro 1"),
# matched on the text before the number read backwards: one try at its end, instead of a search that
# tries every position of the window.
_NOT_A_COUNT_WORDS = (
    "artigo item subitem itens § anexo quadro tabela lei decreto inciso capitulo pagina paragrafo portaria edital resolucao "
    "de ate em dia cargo codigo classe nivel turma area grupo perfil padrao categoria lote polo regiao "
    "especialidade referencia cada"
).split() + ["instrucao normativa", "prazo de"]
_NOT_A_COUNT_BEFORE = re.compile(
    r"\n?\s?(?:" + "|".join([re.escape(w[::-1]) for w in _NOT_A_COUNT_WORDS] + [r"\.?tra", r"\.?[º°o]n", r"\$r"]) + ")"
)


#: "do total de 25 vagas", "num total de 5 vagas": after "total de" the number is the total, not a date's day
_TOTAL_OF = re.compile(r"\btotal de\s?$")


def _not_a_count_before(before: str) -> bool:
    """Whether `before` ends with one of those words (and at most one space)."""
    return _NOT_A_COUNT_BEFORE.match(before[::-1]) is not None and _TOTAL_OF.search(before) is None


#: Words after a number that make it no count: a rate, a duration, a date's month, points, money, and a rule's
#: threshold ("nos cargos com 10 ou mais vagas": the title above was read as a cargo of 10).
_PERCENT_AFTER = re.compile(
    r"^\s?(?:%|por cento|ou mais\b|anos?\b|dias?\b|horas?\b|h\b|min(?:utos?)?\b|meses\b|pontos?\b|questoes\b|reais\b|de (?:janeiro|fevereiro|"
    r"marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b)"  # "8 de abril": a date
)
_SENTENCE_END = re.compile(r"[.;]\s?$")
#: A note under a table opens with its mark ("(1) As vagas reservadas …", "(a) …"): a sentence of its own.
_NOTE_MARK = re.compile(r"^\((?:\d{1,2}|[a-z])\)\s")
#: A footnote's mark opening a line ("* Vaga reservada em razão …", "¹ Carga horária …"): a note begins there.
#: Three bare counts in a row ("30 22 2 6"): a table's row, which no sentence runs into.
# (`(?<![\d.,/])\d{1,5}…` opening with its digit, the look-behind after it, so that the engine skips to digits)
_COUNT_RUN = re.compile(r"\d(?<![\d.,/]\d)\d{0,4}(?: \d{1,5}){2}(?![\d.,/])")
_FOOTNOTE_START = re.compile(r"^(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹]{1,2})\s?[^\s\d*]")
_MARKS = frozenset("*¹²³⁴⁵⁶⁷⁸⁹")
_SENTENCE_STOP = re.compile(r"\.(?:\s|$)|;")
_NUMBERING_AFTER = re.compile(r"[.)]\s")
_CADASTRO = re.compile(r"\bcadastro de reserva\b|\bvagas?\s?:\s?cr\b|\bcr\b")
_VAGA = re.compile(r"\bvagas?\b")
# "Cargo de Técnico Administrativo: 15 vagas": the words that announce the name are not part of it
_CARGO_WORDS = re.compile(r"^(?:para\s+)?(?:[oa]\s+)?(?:cargo|emprego|fun[cç][aã]o)\s+(?:de\s+)?(?=\S)", re.I)
_STATEMENT_NUMBERING = re.compile(
    r"^\s?(?:\d{1,3}(?:\.\d{1,3})*[.)]|\d{1,3}(?:\.\d{1,3})+|[a-z]\)|[ivxl]{1,5}\s?[-–.)])\s"
)
_TITLE = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s)?([A-ZÀ-Ú][^:;.]{2,150})$")
# "3. DO CARGO DE TÉCNICO DE CAMPO": a section that names its cargo (a title, below); any other "N. DO/DA …"
# heading starts a section that names none
CARGO_SECTION = re.compile(
    r"^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s(?:DO|D[OA]S?)\s(?:CARGO|EMPREGO|FUN[CÇ][AÃ]O)\s(?:DE\s)?([A-ZÀ-Ú][^:;.]{2,150})$"
)
# "3. DAS INSCRIÇÕES", "4 - DAS VAGAS RESERVADAS" (Cesgranrio numbers its sections with a dash): a section
# heading, whose number is no count (a mail client's wrap may put it right under a line it would run on from)
SECTION = re.compile(
    r"^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s(?:[-–—]\s)?(?!DO CARGO DE |DO EMPREGO DE |DA FUN[CÇ][AÃ]O DE )(?:D[AO]S?|DE)\s[A-ZÀ-Ú]"
)
# "2 – DOS CARGOS E DAS VAGAS": a chapter's number and its title after a dash, the whole line; its number is the
# chapter's, no count (read as one, the title or running head above it was named a cargo with 2 vacancies)
_DASH_SECTION = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}\s?[-–—]\s?D[OAoa][Ss]?\s[^\d]{2,150}$")
# "2.1. ANALISTA DE RECURSOS HÍDRICOS – ÁREA: CONTABILIDADE": a numbered title naming the cargo and its área
_AREA_TITLE = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s)([A-ZÀ-Ú][^:;.]{2,120}?)\s?[-–—]?\s(?:ÁREA|AREA|ESPECIALIDADE|ÊNFASE|"
    r"ENFASE|PERFIL|SUBÁREA|DISCIPLINA)(?: DE ATUAÇÃO)?\s?:\s?([A-ZÀ-Ú][^:;]{1,120}?)\.?$"
)
# An item's number ("3.1", "3.1.", "4."); "40 (quarenta) horas" at a line's start is a wrapped sentence
_NUMBERED = re.compile(r"^(\d{1,3}(?:\.\d{1,3})+|\d{1,3}(?=\.))\.?\s")


def describe_figures(figures: dict[str, int]) -> str:
    """ "10 vagas, 2 para negros": a statement's figures in a note's words."""
    words = {"total": "vagas", "open": "de ampla concorrência", "pcd": "para PcD", "negros": "para negros"}
    words |= {"pretos_pardos": "para pretos e pardos", "indigenas": "para indígenas", "quilombolas": "para quilombolas"}
    parts = [f"{v} {words[k]}" for k, v in figures.items() if k in words]
    return ", ".join(parts) or "cadastro de reserva"


# "vagas" right after the number, or after its words in brackets ("1 (uma) vaga reservada aos negros")
_VAGAS_AFTER = re.compile(r"^\s?(?:\([a-z ]{2,40}\)\s?)?vagas?\b")
#: "1 (uma) vaga reservada;": a reserve whose group its clause does not name (a list under "as vagas
#: reservadas aos candidatos pretos e pardos ficam assim distribuídas:"), never the cargo's vacancies
_RESERVED_ONLY = re.compile(r"^\s?(?:reservad|destinad)")
# the clause of "4 vagas a pessoas pretas e pardas" goes on past its "e": one group's name, not the next part
_CLAUSE_END = re.compile(r"[,;:.()–—]|\s-\s|\s(?:e(?!\spard)|sendo|das quais|dos quais)\s")


@functools.lru_cache(maxsize=256)
def _clause_kind(after: str) -> str | None:
    """The kind of the words after a number: "14 vagas de ampla concorrência", "4 vagas reservadas a
    pessoas negras" name their kind after "vagas" in the same clause (up to a comma or the next "e");
    "20 vagas, das quais …" is a total. Kept for the last windows read: a sentence that runs on over the
    next lines reads their numbers again, with the same words after each, as each of those lines' own
    sentence does (one-line statements without a full stop read every number three times), and statements
    of one form say the same words after their counts (" vagas.")."""
    following = classify(after[:80])
    m = _VAGAS_AFTER.match(after) if following == "total" else None
    if m is not None:
        rest = after[m.end() : m.end() + 80]
        end = _CLAUSE_END.search(rest)
        clause = rest[: end.start()] if end else rest
        kind = classify(clause)
        if kind not in (None, "total", "cr"):
            return kind
        if kind is None and _RESERVED_ONLY.match(clause):
            return None
    return following


def _number_kind(folded: str, start: int, before: str, after: str) -> str | None:
    """The kind of the number at `start`: the percentage's part it restates ("20%, isto é, 3 vagas"), else
    the label before its colon, unless the words after it in its sentence are more specific."""
    restated = restated_kind(folded, start, after, _rightmost_label, _first_part)
    if restated is not None:
        return restated
    stripped = before.rstrip()
    # the label is the words before the colon in the number's own clause, never the clause before its ";"
    # ("1 (uma) vaga reservada; 2. Assistente: 1 …": "vaga" labels no count of the next item)
    kind = _rightmost_label(stripped[-60:].rpartition(";")[2]) if stripped.endswith((":", "=")) else None
    stop = _SENTENCE_STOP.search(after) if "." in after or ";" in after else None
    following = _clause_kind(after[: stop.start()] if stop else after)  # not past a full stop
    if (
        kind is None
        or (
            kind == "total"
            and not after.rstrip().endswith((":", "="))  # "Total de vagas: 10 / Reserva para negros: 2": the next label
            and following not in (None, "total")
            and (classify(after[:30]) == following or _VAGAS_AFTER.match(after))
        )
    ):
        return following  # "VAGAS: 12 para ampla concorrência": the words after the number are more specific
    return kind


def read_statement(folded: str, dropped: list[str] | None = None, own: int | None = None) -> dict[str, int] | None:
    """The figures of a prose vacancy statement, by kind (total, open, pcd, negros, groups, cr); a count in
    the statement's own text (before `own`) read as a kind already found with another figure is added to
    `dropped` (the statement is not proven)."""
    numbering = _STATEMENT_NUMBERING.match(folded)
    if numbering:  # "2.1.1 VAGAS: 12", "4. DAS VAGAS…": the item number is not a count
        folded = " " * numbering.end() + folded[numbering.end() :]
    numbers = []
    for m in _PROSE_NUMBER.finditer(folded):
        before = folded[max(0, m.start() - 24) : m.start()]
        if _not_a_count_before(before) or _PERCENT_AFTER.match(folded[m.end() : m.end() + 12]):
            continue
        if _NUMBERING_AFTER.match(folded, m.end()) and _SENTENCE_END.search(before):
            continue  # "… de 2014. 1. DOS CARGOS E VAGAS": a clause's number after a full stop
        if m.start() <= 2 and _NOTE_MARK.match(folded.lstrip()):
            continue  # "(1) As vagas reservadas estão incluídas …": the mark of a note under a table
        numbers.append(m)
    found: dict[str, int] = {}
    previous_end = 0
    for i, m in enumerate(numbers):
        before = folded[previous_end : m.start()]
        after = folded[m.end() : numbers[i + 1].start() if i + 1 < len(numbers) else min(len(folded), m.end() + 80)]
        previous_end = m.end()
        kind = _number_kind(folded, m.start(), before, after)
        value = int(m.group(1).replace(".", ""))
        if kind in found and found[kind] != value and dropped is not None and (own is None or m.start() < own):
            first, word = describe_figures({kind: found[kind]}).split(" ", 1)
            dropped.append(f"{first} e {value} {word}")
        if kind is None and dropped is not None and (own is None or m.start() < own):
            dropped.append(f"{value} sem papel conhecido")  # "das quais 86" with no part named after it
        if kind is None or kind == "cr" or kind in found:
            continue
        found[kind] = value
    if not found and _CADASTRO.search(folded):
        found["cr"] = 0
    return found or None


# A line ending on one of these words (or a comma) goes on on the next line
_OPEN_WORD = re.compile(r"\s(?:de|da|do|das|dos|e|em|para|com|a|o|as|os|na|no|ao|sendo|quais)$")
_OPEN_MARK = re.compile(r"[-–—,/(]$")
_VAGAS_KEY = re.compile(
    r"\s?[-–—|·]\s?(?:n[uú]mero de |n[º°o]\.? de |total de |quantidade de |quantitativo de )?vagas?$", re.I
)
_OWN_NAME = re.compile(r"^[A-ZÀ-Ú][^:.;]{0,80}:")  # "Direito: 12 vagas": a line that names its own cargo
_OPEN_CARGO = re.compile(r"\b(?:cargo|emprego|funcao)\sde\s[^.;:\d]{0,120}$")  # "Para o cargo de Professor"
# "o cargo citado no anexo terá 12 vagas": a count of a cargo's vacancies (a percentage is a rule, not a count)
_COUNTED_CARGO = re.compile(r"\b(?:cargo|emprego|funcao)\b.{0,200}?\b\d{1,6}\svagas?\b")
# "para o provimento de vagas e a formação do cadastro de reserva do cargo de …": the opening formula
# announces vacancies and a cadastro; it says neither how many nor that the cargo has cadastro only
_VACANCIES_AND_CR = re.compile(r"\bprovimento de vagas\b|\bvagas e (?:a |o |de |da )?formacao d[eo] cadastro")
# "Obs.: …", "Nota: …": a note's label names no cargo
#: "Resumo: do total de 73 vagas …": a summary of the whole edital names no cargo either
_NOTE_LABEL = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3})*\.?\s)?(?:obs|observac\w*|nota|notas|importante|atencao|resumo|sintese|quadro resumo)"
    r"(?:\s(?:d[aoe]s?)\s[^\d:]{2,40})?\.?$"  # "Observação da Secretaria": whose note, never a cargo
)
_MID_SENTENCE = re.compile(r"^(?:[a-zà-ú,;(]|\d)")


def _own_statement(line: Line, after: Line) -> bool:
    """Whether `after` is a statement of its own below a line without figures ("VAGAS IMEDIATAS" over
    "Auxiliar de Serviços Gerais: 18 vagas, sendo 4 …"): it names its cargo before its colon (no part's nor
    the vacancies' label) and holds its figures, so the heading above takes none of them."""
    m = _OWN_NAME.match(after.text) if ":" in after.text else None  # (the colon, looked for first)
    if m is None or any(c.isdigit() for c in line.text) or not any(c.isdigit() for c in after.text):
        return False
    label = fold(m.group(0)[:-1]).strip()
    return not _VAGA.search(label) and not _part_label(label) and not _NOTE_LABEL.match(label)


def _note_begins(before: Line, line: Line) -> bool:
    """Whether `line` opens a footnote under `before` ("… 20 15 1 4" / "* Vaga reservada em razão …"): its
    words are the note's, never the rest of the sentence above, whose last number would read as their
    "vaga". A list a colon announces ("sendo:" / "* 7 de ampla concorrência;") goes on."""
    first = line.folded[:1]  # a mark opens the note (`_FOOTNOTE_START`): most lines open otherwise
    return first in _MARKS and bool(_FOOTNOTE_START.match(line.folded)) and not before.folded.rstrip().endswith(":")


class ProseReader:
    """Prose statements, for the extractor (its lines, contexts, `make_position`, `statement_names`,
    `statement_lines`, `wraps_cache` and `notes`). A statement is its sentence: the lines it wraps from (a name, a
    number cut off before "vagas") and the lines it wraps onto."""

    def prose_line(self, line: Line) -> None:
        f = line.folded
        item = item_of(line) if ":" in line.text else None
        if item is not None:  # "1.1. Especialista: vagas: 30; reserva para negros: 6;" (prose_items)
            item_position(self, line, item)
            return
        if not states(f) or len(f) > 600 or line.number in self.legend.lines or _DASH_SECTION.match(line.text):
            return  # a legend ("Siglas: AC = …; CR = cadastro de reserva"), a chapter's title: no vacancy stated
        if _COUNT_RUN.search(f):
            return  # "CARGO VAGAS PcD NEG Agente 30 2 6 Fiscal 20 1 4": a table's rows, not a sentence
        if line.number in self.statement_lines or total_first.taken(self, line):
            return  # the rest of a statement read from the lines above; a cargo's total above its places
        sentence = self.sentence(line)
        pieces = [_kv_said(x, self.legend) for x in sentence]
        said = " ".join(pieces)
        span = self.statement_span(line, sentence)
        if speaks_of_table(f) or states_calls(said):  # the table's rows' (`reserve_after`), a later stage's calls
            self.statement_lines.update(span)  # "Das vagas acima, 2 são …"; "Serão convocados para o Curso …: 45"
            return
        dropped = unexplained(self.lines, self._index.get(line.number), sentence, self.legend)  # "PN: 3", not silent
        own = sum(map(len, pieces[: len(span)])) + len(span) - 1  # the next item's figures are not its own
        figures = labelled_parts(f) or read_statement(said[:1200], dropped, own)
        if not figures or not ({"negros", "pcd", "open", "pretos_pardos", "total", "cr"} & set(figures)):
            return
        if counts_the_whole(f, said, figures, read_statement):
            return  # "ICMBio publica edital de concurso com 61 vagas": the whole concurso's count, no cargo's
        name = self.statement_name(line, " ".join(x.text for x in sentence if x.number in span))
        if name is None and "%" not in said and _COUNTED_CARGO.search(said):
            self.unnamed.append(line.number)  # a count of vacancies of a cargo the reader could not name
        if name is None or not_a_cargo(name[0]) or _CITES_CLAUSE.search(fold(name[0])):
            return  # "EDITAL Nº 1, DE …", "DAS DISPOSIÇÕES PRELIMINARES": a title names no cargo
        if set(figures) == {"cr"} and (self.name_source == "title" or _VACANCIES_AND_CR.search(said)):
            return  # "oferta de vagas e formação de cadastro de reserva" (the concurso announced): no count
        values = {k: ("n", v) for k, v in figures.items() if k != "cr"}
        if "cr" in figures and "total" not in figures:
            values["total"] = ("cr", 0)
        position = self.make_position(name[0], name[1], values, "texto")
        if position.vacancies <= 0 and not position.cr:
            return
        position.lines = span
        position.line = line.number
        position.reading = "prose"
        parts = sum(v for k, v in figures.items() if k in ("open", "pcd", *GROUP_KINDS))
        whole = "open" in figures and parts == figures.get("total")
        apart = not whole and any(grand_total.set_apart(self, x) for x in sentence)  # its parts do not make it
        proven = "total" in figures and (whole or ("open" not in figures and parts <= figures["total"] and not apart))
        position.confidence = "confirmed" if proven else "uncertain"
        if "total" not in figures and parts:  # "VAGAS: 5 (AC), 1 (PcD) e 2 (negros).": no total to prove them
            position.doubt = "a declaração não dá o total de vagas: as vagas são a soma das partes"
        if apart:
            position.doubt = grand_total.APART
        if dropped:  # "são oferecidas 10 vagas … correspondentes a 2 vagas", "das quais 86": a count not read
            position.confidence = "uncertain"
            position.doubt = f"a declaração tem números que não foram lidos ({'; '.join(dropped[:3])})"
        self.statement_lines.update(
            y.number
            for x, y in zip(sentence, sentence[1:])
            if self.wraps_onto(x, y) or (y.number > line.number and _kv_block(self.lines, self._index[y.number]))
        )  # its wrapped lines and its parts' key-value lines ("Vagas de ampla concorrência: 7") are read
        self.keep_statement(position, figures)

    def keep_statement(self, position, figures: dict[str, int]) -> None:
        """One statement per cargo. A later one that agrees adds nothing; one that differs is not read,
        and the first becomes uncertain, saying which line disagrees and with what."""
        first = self.statement_names.get(position.name)
        if first is None:
            self.statement_names[position.name] = (position, figures)
            self.positions.append(position)
            return
        kept, kept_figures = first
        if kept_figures == figures:
            return
        said = describe_figures(figures)
        kept.confidence = "uncertain"
        kept.doubt = (
            f"a linha {position.line} declara outras vagas para o mesmo cargo ({said}); essa declaração não foi lida"
        )
        self.notes.append(
            {
                "kind": "note",
                "line": position.line,
                "what": f"a declaração de vagas da linha {position.line} para “{position.name}” ({said}) difere da "
                f"linha {kept.line} e não foi lida; a da linha {kept.line} ficou como leitura não confirmada",
            }
        )

    def unnamed_notes(self) -> list[dict]:
        """Statements whose cargo could not be named, when the edital has a table: without this note their
        vacancies would vanish behind the table's findings (with no table, CQ303 says nothing was found)."""
        if not self.tables or not self.unnamed:
            return []
        listed = ", ".join(str(n) for n in self.unnamed[:20])
        which = f"a linha {listed} parece" if len(self.unnamed) == 1 else f"as linhas {listed} parecem"
        return [
            {
                "kind": "note",
                "line": self.unnamed[0],
                "what": f"{which} declarar vagas de um cargo cujo nome não foi reconhecido; essas vagas não "
                "foram conferidas (confira se estão no quadro de vagas)",
            }
        ]

    def sentence(self, line: Line) -> list[Line]:
        """The lines of the sentence `line` belongs to: up to two lines before it that it continues,
        itself, and the lines after it until the sentence ends: the next two lines, and further lines
        while each wraps onto the one before or goes on with a block of key-value lines of a cargo's
        parts (as far as the 1 200 characters a statement is read in)."""
        index = self._index.get(line.number)
        if index is None:
            return [line]
        while index > 0 and self.lines[index] is not line and self.lines[index - 1].number == line.number:
            index -= 1  # a line re-laid into pieces (one_line, prose_items): each piece keeps its number
        start = index
        while start > 0 and index - start < 2 and self.wraps_onto(self.lines[start - 1], self.lines[start]):
            start -= 1
        start = self._parts_above(start)
        end, size = index + 1, len(line.folded)
        while (
            end < len(self.lines)
            and not self.lines[end - 1].folded.rstrip().endswith(".")
            and (
                end <= index + 2
                or (
                    size < 1200
                    and (self.wraps_onto(self.lines[end - 1], self.lines[end]) or _kv_block(self.lines, end))
                )
            )
            and self.may_go_on(end)
            and not _note_begins(self.lines[end - 1], self.lines[end])
            and not _own_statement(line, self.lines[end])
        ):
            size += len(self.lines[end].folded)
            end += 1
        return self.lines[start:end]

    def may_go_on(self, index: int) -> bool:
        """Whether the line at `index`, by its own text, may go on with a sentence above it: no heading, title,
        item or table's row of its own. Kept for the few lines ahead of the one being read: the sentences of up
        to the two lines above each ask it (one-line statements without a full stop run on over two lines)."""
        cache = self.goes_on_cache
        if index not in cache:
            if len(cache) > 64:
                cache.clear()
            after = self.lines[index]
            cache[index] = (
                after.number not in self.marked_headings  # "#### 2.2 Professor – Matemática"
                and not _COUNT_RUN.search(after.folded)  # a table's row under its title
                and not CARGO_SECTION.match(after.text)  # "3.3 DO CARGO DE ASSISTENTE"
                and not grand_total.ends_sentence(self.lines, index)  # "total geral: 75 vagas …"
                and not CARGO_HEADING.match(after.folded)
                and not SLICE_HEADING.match(after.folded)
                and not (":" in after.text and item_of(after))
                and (
                    kv_line(after.folded)
                    or after.text[:1].islower()  # "… das quais 86" / "reservadas aos candidatos negros;"
                    or len(header_columns(after.folded) or ()) < 2
                )
            )
        return cache[index]

    def _parts_above(self, start: int) -> int:
        """Where a block of key-value lines ending in the total starts ("Ampla concorrência: 7" / "Reserva para
        negros: 2" / "Total de vagas: 10"): the parts' lines right above the statement's, none of them read
        with a statement before (as far as the 600 characters of half a statement's reading)."""
        size = 0
        while (
            start > 0
            and size < 600
            and kv_match(self.lines[start].folded.strip())
            and kv_count_line(self.lines[start - 1].folded)
            and self.lines[start - 1].number not in self.statement_lines
        ):
            start -= 1
            size += len(self.lines[start].folded)
        return start

    def statement_span(self, line: Line, sentence: list[Line]) -> list[int]:
        """The lines of the statement itself: those it wraps from and onto, not a next item it ran into."""
        if len(sentence) == 1 and sentence[0].number == line.number:
            return [line.number]  # a sentence of one line (most): nothing wraps
        start = next(i for i, x in enumerate(sentence) if x.number == line.number)
        end = start + 1
        while end < len(sentence) and self.wraps_onto(sentence[end - 1], sentence[end]):
            end += 1
        return [x.number for x in sentence[:end]]

    def wraps_onto(self, before: Line, after: Line) -> bool:
        """Whether the sentence of `before` goes on on `after` ("Para o cargo de Analista" / "de Sistemas,
        3 vagas"): `before` is prose left open, and `after` starts mid-sentence or `before` cannot end there.

        Kept for the few lines around the one being read: each pair is asked about by the sentences of
        up to five lines (the key holds whether `before` is a table line by now, the one thing that changes)."""
        key = (before.number, after.number, before.number in self.table_lines)
        cache = self.wraps_cache
        if key not in cache:
            if len(cache) > 64:
                cache.clear()
            cache[key] = self._wraps_onto(before, after)
        return cache[key]

    def _wraps_onto(self, before: Line, after: Line) -> bool:
        f = before.folded.rstrip()
        if (
            not f
            or f.endswith((".", ";", "!", "?"))
            or len(f) > 600
            or before.number in self.table_lines
            or before.number in self.legend.lines
            or CARGO_HEADING.match(f)
            or SLICE_HEADING.match(f)
            or SECTION.match(before.text)
            or CARGO_SECTION.match(before.text)
            or _STATEMENT_NUMBERING.match(after.folded)
            or (len(header_columns(f) or ()) >= 2 and not (", " in f and _OPEN_CARGO.search(f)))
        ):  # "…, todas para o cargo de Técnico" / "Administrativo.": prose naming its cargo, not a header's labels
            return False
        if _NOTE_MARK.match(after.folded):
            return False
        if _MID_SENTENCE.match(after.text):
            return not f.endswith(":") or after.text[0].isdigit()  # "Analista de Sistemas:" / "20 vagas"
        if NOT_A_CARGO.match(after.folded) or GLUED_TITLE.match(after.text):
            return False  # "EDITAL Nº 1 …", "ANEXO I": a title begins, not the rest of the sentence
        if _OPEN_WORD.search(f, len(f) - 6) or _OPEN_CARGO.search(f, len(f) - 132):  # (each ends the line)
            return True  # "Analista de" / "Sistemas: 20 vagas", "Para o cargo de Professor" / "Nível 1 …"
        return bool(_OPEN_MARK.search(f)) and not _OWN_NAME.match(after.text)

    def statement_name(self, line: Line, text: str) -> tuple[str, int] | None:
        """The statement's cargo: the área heading, the cargo heading, the words before its colon, the
        cargo its sentence (`text`) names, or the title just above."""
        self.name_source = "heading"
        if grand_total.names_no_cargo(self, line):
            return None  # "total geral: 75 vagas imediatas, 15 p/ negros": the list's total, no cargo's
        if self.slice_context and self._slice_of_cargo(line):
            where, self.slice_context = self.slice_context[0], None
            return where, line.number  # made a slice of the cargo heading above (`position.make`)
        if self.slice_context and self.slice_context[1] == line.number:
            return self.slice_name(line)
        if self.cargo_context and line.number - self.cargo_context[1] <= 15:
            found = self.cargo_context
            self.cargo_context = None  # one statement per heading; it does not name later tables
            return found
        own = item_title(line.text) if line.text[:1].isdigit() else None
        if own is not None:  # "3.4 PEDAGOGO (classe E). Vencimento: R$ 4.785,51. São oferecidas 2 vagas, …"
            return own[0], line.number
        if self.title_item and self.title_context and self._in_item(line):
            found, self.title_context = self.title_context, None
            self.name_source = "item"
            return found  # "2.2.1. ASSISTENTE (…). Requisito: … Vencimento: … Para este cargo serão 3 vagas …"
        for where in (text, line.text) if text != line.text else (text,):  # the sentence's words before its
            # colon, else the line's own (asked once where they are the same words)
            before = _CARGO_WORDS.sub("", where.partition(":")[0].strip()) if ":" in where else ""
            before = _VAGAS_KEY.sub("", before)  # "Agente Administrativo – Vagas: 14 (…)": the key, not the name
            if (
                before
                and not defines_label(before, where.partition(":")[2])  # "validade. CR: cadastro de reserva, …"
                and ";" not in before  # "2016; taxa de inscrição:": a clause ends before the words of a name
                and 1 <= len(before.split()) - before.count(" – ") <= 10  # the words, not a cargo's dashes
            ):
                words = fold(before)
                if not _VAGA.search(words) and not _NOTE_LABEL.match(words) and not _part_label(words):
                    # "Ampla concorrência: 27" (the block's first part) names nothing
                    return clean_name(before, hours_column=False), line.number  # "Médico 20h: 2 vagas"
        named = (
            CARGO_IN_SENTENCE.search(text)
            or CARGO_AFTER_COUNT.search(text)
            or CARGO_AFTER_OFFER.search(text)
            or CARGO_AFTER_PARTS.search(text)
        )
        if named:
            return clean_name(named.group("name")), line.number
        if self.title_context and self.title_names(line):
            found = self.title_context
            self.title_context = None
            self.name_source = "title"
            return found
        return None

    def _in_item(self, line: Line) -> bool:
        """Whether `line` is in the paragraph the item title above opens (`item_title`): close below it, in its
        numbered section, not opening with a name of its own."""
        index, at = self._index.get(line.number), self._index.get(self.title_context[1])
        if index is None or at is None or not 0 <= index - at < PARAGRAPH or opens_with_name(line.text):
            return False
        return self.title_names(line)

    def _slice_of_cargo(self, line: Line) -> bool:
        """ "Cargo: Assistente" / "Lotação: Campus Natal" / "Vagas: 7": a slice heading under the cargo heading,
        both above the statement (the same cargo in two lotações is two slices, not two differing statements)."""
        cargo, where = self.cargo_context, self.slice_context
        return bool(cargo) and cargo[1] < where[1] < line.number and line.number - cargo[1] <= 15

    def slice_name(self, line: Line) -> tuple[str, int]:
        """ "Área: Contabilidade" just above: the área of the cargo heading (or title) above it."""
        parent = None
        for attr in ("cargo_context", "title_context"):
            found = getattr(self, attr)
            if found and line.number - found[1] <= 12:
                parent = found
                setattr(self, attr, (found[0], line.number))  # the next área of the same cargo follows
                break
        where = self.slice_context[0]
        self.slice_context = None
        return (f"{parent[0]} – {where}" if parent else where), line.number

    #: The numbering of the title in `title_context` ("2.2" for "2.2. REVISOR DE TEXTOS"), and how far
    #: below it the lines are known to stay in its section (an index in `lines`).
    title_scope: str | None = None
    title_item: bool = False  # the title opens a paragraph that describes its cargo (`item_title`)
    scope_checked: int = 0

    def title_names(self, line: Line) -> bool:
        """Whether the title above names the statement on `line`: a numbered title names every statement
        of its own section (items numbered under it, and the unnumbered lines between them: wrapped
        sentences, "Vagas: 10, sendo …"), however long its requisitos; page headers and footers are not
        lines of the text. An unnumbered title names a statement at most 4 lines of text below it (the
        name, a requisito line or two, the statement), since nothing marks where its section ends."""
        index, at = self._index.get(line.number), self._index.get(self.title_context[1])
        if index is None or at is None:
            return False
        if self.title_scope is None:
            return index - at <= 4
        prefix = self.title_scope + "."
        for i in range(max(self.scope_checked, at + 1), index + 1):
            m = _NUMBERED.match(self.lines[i].text)
            if m and not (m.group(1) + ".").startswith(prefix):
                self.title_context = None  # a later item of another section: the title's section is over
                return False
            self.scope_checked = i
        return True

    def title(self, line: Line) -> None:
        """ "2.1 ANALISTA AMBIENTAL", "2.1. ANALISTA – ÁREA: CONTABILIDADE", "3. DO CARGO DE TÉCNICO DE
        CAMPO": a short upper-case title may name the statement below it (`title_names`)."""
        text = line.text
        first = text[:1]
        if not (first.isdigit() or "A" <= first <= "Z" or "À" <= first <= "Ú"):
            return  # every title opens with its number or a capital (`_TITLE`, `CARGO_SECTION`, `item_title`)
        if len(text) > 160 or states(line.folded):
            return
        section = CARGO_SECTION.match(text) if text[:1].isdigit() else None
        if section:
            self.cargo_context = self.slice_context = None  # a new section, which names its cargo
            self.set_title(clean_name(section.group(2)), line, section.group(1))
            return
        if SECTION.match(text):
            return
        item = item_title(text) if text[:1].isdigit() else None
        if item is not None:  # "2.2.1. ASSISTENTE EM ADMINISTRAÇÃO (nível D). Requisito: …" (`item_title`)
            self.set_title(item[0], line, item[1])
            self.title_item = True
            return
        area = _AREA_TITLE.match(text) if ":" in text and text[:1].isdigit() else None
        m = area or _TITLE.match(text)
        words = " ".join(m.groups()) if m else ""
        if (
            m
            and len(words.split()) <= 18
            and (
                line.number in self.marked_headings  # "#### 2.1 Professor – Matemática": a title whatever its case
                or sum(map(str.isupper, words)) >= 0.6 * sum(map(str.isalpha, words))
            )
        ):
            name = f"{clean_name(area.group(1))} – {clean_name(area.group(2))}" if area else clean_name(m.group(1))
            if BODY_TITLE.match(fold(name)):
                self.title_context = None  # "PREFEITURA DE SÃO JOÃO DO SUL": a body's name, no cargo's
                return
            numbered = _NUMBERED.match(text)
            self.set_title(name, line, numbered.group(1) if numbered else None)

    def set_title(self, name: str, line: Line, numbering: str | None) -> None:
        self.title_context = (name, line.number)
        self.title_item = False
        self.title_scope = numbering
        self.scope_checked = 0
