"""Editais whose counts must not be read as they stand, drawn at random with their right reading.

Each generator takes a `random.Random` and returns a `layout_prose.Case` (with `Case.pcd`: the PcD
reserve of each row the class states, by a part of its name). The classes:

- `starred_rows`: a docente quadro of one vacancy per área (Nº, Unidade, Área / Subárea, Classe, Regime,
  Vagas), the reserve placed on some áreas by a mark on their count ("1*", "1 *", "1(*)", "1¹") explained by
  a note under the table in one of several wordings ("* vaga reservada a candidatos negros.", "(*) Vaga
  reservada às pessoas pretas e pardas (Lei nº 12.990/2014)."), PcD under a second mark; the codes
  zero-padded or not, a TOTAL row at times, the notes after a blank line or a list of siglas. Hard
  negatives among them: a mark whose note speaks of something else ("jornada de 20 horas"), whose note
  speaks of the reserve in other words ("vaga definida em sorteio para a reserva"), a marked count of 2 (how
  many of the two are reserved, the note does not say) and a mark with no note at all: those rows are
  uncertain, never confirmed with no reserve.
- `revoked_wording`: a consolidated text (texto compilado) whose old wording of each changed item stands
  in brackets after the new one, "[Redação anterior: “…”]", an old quadro of vacancies among them, over
  one line or several, with "(Revogado)" items: only the wording in force is read.
- `subtotal_rows`: a quadro grouped by level, each group closed by "SUBTOTAL NÍVEL …" (or "Subtotal – …",
  "SUBTOTAL DO NÍVEL …") and a "TOTAL GERAL" at times: the subtotals are no cargos.
- `whole_edital_totals`: a web page or news copy of the edital, whose breadcrumbs and headline give the
  whole concurso's vacancies ("ICMBio publica edital de concurso com 61 vagas", "seleção com 2.100 vagas"),
  before and after the cargos' own lines, and at times a reader's note checking it against the edital's
  words ("Conferência: o edital fala em "52 vagas imediatas" no item 1.2"): the whole's count is no cargo's.

`tests/linter/test_layout_marks.py` reads each class back over hundreds of variants.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_prose import Case, Entry, _figures

AREAS = [
    ("FCAT", "Agronomia / Fitotecnia"),
    ("FCAT", "Zootecnia / Nutrição de Ruminantes"),
    ("FCAT", "Engenharia Agrícola / Máquinas e Mecanização"),
    ("ICEN", "Matemática / Análise Matemática"),
    ("ICEN", "Química / Química Orgânica"),
    ("ICEN", "Física / Física da Matéria Condensada"),
    ("FCS", "Medicina / Clínica Médica"),
    ("FCS", "Enfermagem / Saúde da Mulher"),
    ("FCS", "Psicologia / Psicologia Social"),
    ("ICHS", "História / História do Brasil"),
    ("ICHS", "Geografia / Geografia Humana"),
    ("ICHS", "Letras / Língua Inglesa"),
    ("FAED", "Pedagogia / Educação Especial e Inclusiva"),
    ("FAED", "Educação Física / Esportes Coletivos"),
    ("FACSA", "Ciências Contábeis / Contabilidade Societária"),
    ("IE", "Computação / Engenharia de Software"),
    ("IE", "Estatística / Inferência Bayesiana"),
    ("FAET", "Engenharia Civil / Estruturas de Concreto"),
    ("FAET", "Arquitetura / Projeto de Edificações"),
    ("ICBS", "Biologia / Ecologia de Populações"),
]

NEGROS_NOTES = [
    "vaga reservada a candidatos negros.",
    "Vaga reservada às pessoas pretas e pardas (Lei nº 12.990/2014).",
    "vaga reservada aos candidatos que se autodeclararem negros, definida em sorteio público.",
    "Área com vaga reservada para negros.",
]
PCD_NOTES = [
    "vaga reservada a pessoas com deficiência.",
    "Vaga reservada a candidatos com deficiência (Decreto nº 9.508/2018).",
    "área com vaga reservada para PcD.",
]
OTHER_NOTES = [
    "regime de trabalho de 20 horas semanais.",
    "lotação no campus de Jaciara.",
    "exige-se doutorado na área.",
]
UNREAD_NOTES = ["vaga definida em sorteio para fins da reserva do item 1.3.", "área sorteada conforme a Lei de cotas."]
#: Each kind of mark as (negros, PcD, other, unread) marks, and how it is glued to its count
MARKS = [("*", "**", "***", "(1)"), ("(*)", "(**)", "(***)", "(1)"), ("¹", "²", "³", "⁴")]


@dataclass
class MarkedCase(Case):
    pcd: dict[str, int | None] = field(default_factory=dict)  # name part → PcD reserve stated (None: not stated)


def _head(rng: random.Random, total: int) -> list[str]:
    return [
        "SERVIÇO PÚBLICO FEDERAL",
        "UNIVERSIDADE FEDERAL DE RONDONÓPOLIS",
        f"EDITAL Nº {rng.randint(1, 40)}/2024 – PROGEP",
        "CONCURSO PÚBLICO DE PROVAS E TÍTULOS PARA A CARREIRA DO MAGISTÉRIO SUPERIOR",
        "",
        "A PRÓ-REITORA DE GESTÃO DE PESSOAS torna pública a abertura de inscrições para o concurso público,",
        f"considerando a Lei nº 12.772/2012 e o Decreto nº 9.739/2019, para {total} cargos de Professor.",
        "",
        "2. DAS VAGAS",
        "2.1. Quadro de vagas:",
        "",
    ]


def _row(code: int, padded: bool, unit: str, area: str, count: str) -> str:
    number = f"{code:02d}" if padded else str(code)
    return f"{number:<4}{unit:<8}{area:<52}Adjunto A     DE        {count}"


def starred_rows(rng: random.Random) -> MarkedCase:
    """A quadro of one vacancy per área, some marked as reserved by a note under it (see the module)."""
    areas = rng.sample(AREAS, rng.randint(4, 12))
    marks = rng.choice(MARKS)
    glue = rng.choice(("", " ")) if marks[0] != "¹" else ""
    kinds = ["plain"] * len(areas)
    slots = rng.sample(range(len(areas)), min(len(areas), rng.randint(1, 4)))
    for slot, kind in zip(slots, rng.sample(["negros", "pcd", "negros", "other", "unread", "double", "lost"], 4)):
        kinds[slot] = kind
    if "unread" in kinds and "lost" in kinds:  # both use the fourth mark: the lost one would find the note
        kinds[kinds.index("lost")] = "plain"
    padded = rng.random() < 0.5
    rows, entries, pcd, total = [], [], {}, 0
    for code, ((unit, area), kind) in enumerate(zip(areas, kinds), 1):
        count = 2 if kind == "double" else 1
        total += count
        mark = {"negros": marks[0], "pcd": marks[1], "other": marks[2], "unread": marks[3], "double": marks[0]}
        mark["lost"] = marks[3]
        said = f"{count}{glue}{mark[kind]}" if kind != "plain" else str(count)
        rows.append(_row(code, padded, unit, area, said))
        name = area.split(" / ")[1]
        proven = kind in ("plain", "negros", "pcd", "other")
        entries.append(Entry(name, count, 1 if kind == "negros" else None, proven))
        pcd[name] = 1 if kind == "pcd" else None
    header = f"{'Nº':<4}{'Unidade':<8}{'Área / Subárea':<52}Classe        Regime   Vagas"
    lines = _head(rng, total) + [header, *rows]
    if rng.random() < 0.7:
        lines.append(f"{'':<78}TOTAL     {total}")
    notes = [(marks[0], rng.choice(NEGROS_NOTES)), (marks[1], rng.choice(PCD_NOTES))]
    notes += [(marks[2], rng.choice(OTHER_NOTES))] if "other" in kinds else []
    notes += [(marks[3], rng.choice(UNREAD_NOTES))] if "unread" in kinds else []
    lines.append("")
    if rng.random() < 0.4:
        lines.append("Siglas: FCAT – Faculdade de Ciências Agrárias; ICEN – Instituto de Ciências Exatas.")
    lines += [f"{mark}{rng.choice(('  ', ' ', ''))}{note}" for mark, note in rng.sample(notes, len(notes))]
    lines += [
        "",
        "2.2. Nas áreas com vaga reservada, caso não haja candidato aprovado, a vaga será revertida à ampla "
        "concorrência.",
        "3. DAS INSCRIÇÕES",
        "3.1. As inscrições serão realizadas de 1º a 30 de abril de 2024.",
    ]
    return MarkedCase("\n".join(lines) + "\n", entries, pcd=pcd)


ORGS = [
    ("ICMBio", "Instituto Chico Mendes de Conservação da Biodiversidade"),
    ("Ibama", "Instituto Brasileiro do Meio Ambiente e dos Recursos Naturais Renováveis"),
    ("Funai", "Fundação Nacional dos Povos Indígenas"),
    ("INSS", "Instituto Nacional do Seguro Social"),
]
WEB_CARGOS = [
    "Analista Ambiental – Área 1: Conservação da Biodiversidade",
    "Analista Ambiental – Área 2: Uso Público e Negócios",
    "Analista Administrativo",
    "Técnico Ambiental",
    "Técnico Administrativo",
    "Técnico do Seguro Social",
    "Especialista em Indigenismo",
]
#: How a headline or a related news item counts the whole concurso ({o}: the body, {n}: the count)
WHOLE_SAID = [
    "{o} publica edital de concurso com {n} vagas",
    "{o} abre concurso público com {n} vagas",
    "Edital do {o} oferece {n} vagas em todo o país",
    "{o} abre seleção com {n} vagas em {k} unidades",
    "Processo seletivo do {o} prevê {n} vagas temporárias",
    "{o} recebe autorização para concurso com {n} vagas",
]

#: A note's check of the whole count against the edital's own words ({n}: the count)
NOTE_SAID = [
    'Conferência: o edital fala em "{n} vagas imediatas" no item 1.2 e a soma bate.',
    "Observação: o edital menciona {n} vagas no total, conforme o item 1.2.",
]


def _thousands(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def whole_edital_totals(rng: random.Random) -> Case:
    """A gov.br news page of an edital: its whole count in breadcrumbs, headline and related news (see the module)."""
    short, long = rng.choice(ORGS)
    names = rng.sample(WEB_CARGOS, rng.randint(2, 5))
    rows, entries = [], []
    for name in names:
        total, _open, negros, pcd = _figures(rng, 1, 40)
        rows.append(f"Cargo: {name} | Vagas: {total} | Negros: {negros} | PcD: {pcd} | Remuneração: R$ 9.417,12")
        entries.append(Entry(name, total, negros))
    whole = sum(e.vacancies for e in entries)
    said = rng.choice(WHOLE_SAID).format(o=short, n=whole, k=rng.randint(10, 90))
    lines = [
        "Pular para o conteúdo principal",
        "gov.br",
        long,
        f"Você está aqui: Página Inicial > Assuntos > Notícias > {said}",
        rng.choice(["CONCURSO PÚBLICO", "CONCURSOS", "NOTÍCIAS"]),
        said,
        "Publicado em 22/11/2024 18h47 Atualizado em 25/11/2024 10h12",
        "",
        f"O {long} ({short}) publicou o Edital nº 1/2024, que abre concurso público para o provimento de {whole} "
        "vagas em cargos da carreira, conforme a Lei nº 12.990/2014.",
        "",
        "Vagas por cargo",
        "",
        "O número de vagas informado em cada linha já inclui as vagas reservadas.",
        "",
        *rows,
        "",
        "Requisitos",
        "",
        *[f"Cargo: {name} | Escolaridade: nível superior | Jornada: 40h" for name in names],
        "",
        "Notícias relacionadas",
    ]
    for _ in range(rng.randint(1, 3)):
        lines.append(rng.choice(WHOLE_SAID).format(o=short, n=_thousands(rng.randint(20, 3000)), k=rng.randint(10, 90)))
    if rng.random() < 0.5:  # a reader's note checking the count against the edital's words
        lines.append(rng.choice(NOTE_SAID).format(n=whole))
    lines += ["Redefinir Cookies", "Voltar ao topo"]
    return Case("\n".join(lines) + "\n", entries)


EMPREGOS = [
    "Operador de Trens",
    "Agente Metroviário",
    "Técnico em Manutenção – Eletrônica",
    "Técnico em Manutenção – Eletrotécnica",
    "Engenheiro – Sistemas Ferroviários",
    "Assistente Administrativo",
    "Analista – Tecnologia da Informação",
]
#: Empregos an amendment removed: named only in former or revoked wording
REMOVED = ["Técnico em Segurança do Trabalho", "Eletricista de Subestação", "Auxiliar de Enfermagem do Trabalho"]
FORMER_OPENINGS = ["Redação anterior", "Redação original", "Texto anterior"]


def _quadro_row(code: int, name: str, total: int, negros: int, pcd: int) -> str:
    return f"{code:<6}{name:<46}{total - negros - pcd:>4}{pcd or '–':>6}{negros or '–':>8}{total:>8}"


def _former(rng: random.Random, body: list[str]) -> list[str]:
    """Former wording in brackets: "[Redação anterior: …]" over one line or several, "[" or "(" alike."""
    opener, closer = rng.choice((("[", "]"), ("(", ")")))
    said = f"{opener}{rng.choice(FORMER_OPENINGS)}{rng.choice((':', ', conforme o Edital de Retificação nº 01/2024:'))}"
    if len(body) == 1 and rng.random() < 0.5:
        return [f"{said} “{body[0]}”{closer}"]
    return [said, *body[:-1], body[-1] + closer]


def revoked_wording(rng: random.Random) -> Case:
    """A consolidated text: the wording in force, and the former one in brackets and revoked items (see the module)."""
    names = rng.sample(EMPREGOS, rng.randint(2, 5))
    removed = rng.choice(REMOVED)
    rows, old_rows, entries = [], [], []
    for code, name in enumerate(names, 101):
        total, _open, negros, pcd = _figures(rng, 3, 30)
        rows.append(_quadro_row(code, name, total, negros, pcd))
        old_total = total + rng.randint(1, 9)
        old_rows.append(_quadro_row(code, name, old_total, old_total // 5, pcd))
        entries.append(Entry(name, total, negros))
    old_rows.append(_quadro_row(101 + len(names), removed, 4, 0, 0))
    lines = [
        "EMPRESA DE TRENS URBANOS DE PORTO ALEGRE S.A.",
        "EDITAL DE ABERTURA Nº 01/2024 – TEXTO COMPILADO",
        "(consolidado com as alterações introduzidas pelo Edital de Retificação nº 01/2024)",
        "A Diretora-Presidente torna pública a abertura de inscrições ao Concurso Público para empregos públicos,",
        "nos termos da Lei nº 12.990/2014.",
        "2 DOS EMPREGOS, DAS VAGAS E DA RESERVA",
        "2.2 O quadro de vagas passa a ser o seguinte:",
        "",
        f"{'Cód.':<6}{'Emprego':<46}{'AC':>4}{'PcD':>6}{'Negros':>8}{'Total':>8}",
        *rows,
        "",
    ]
    if rng.random() < 0.7:
        lines += _former(rng, old_rows)
    lines.append("2.2.1 Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; “–” – não há vaga reservada.")
    revoked = f"2.3 O emprego de {removed} oferece {rng.randint(2, 9)} vagas de ampla concorrência, em Porto Alegre."
    mark = rng.choice(("(Revogado pelo Edital de Retificação nº 01/2024.)", "(Revogado.)", "(Suprimido)"))
    if rng.random() < 0.5:
        lines += [f"{revoked} {mark}"]
    else:
        lines += ["2.3 (Revogado pelo Edital de Retificação nº 01/2024.)", *_former(rng, [revoked])]
    first = entries[0]
    old_total = first.vacancies + rng.randint(1, 9)
    lines += [
        f"2.4 O emprego de {first.name} oferece {first.vacancies} vagas, das quais {first.negros} reservadas a "
        "candidatos negros. (Redação dada pelo Edital de Retificação nº 01/2024.)",
        *_former(
            rng,
            [
                f"2.4 O emprego de {first.name} oferece {old_total} vagas, das quais {old_total // 5} reservadas a",
                "candidatos negros.",
            ],
        ),
        "3 DAS INSCRIÇÕES",
        "3.1 Período de inscrições: de 15/04/2024 a 20/05/2024.",
    ]
    return Case("\n".join(lines) + "\n", entries)


LEVEL_CARGOS = {
    "NÍVEL SUPERIOR": ["Analista de Trânsito – Administrador", "Analista de Trânsito – Contador", "Engenheiro Civil"],
    "NÍVEL MÉDIO": ["Agente de Fiscalização", "Assistente de Trânsito", "Vistoriador Veicular"],
    "NÍVEL FUNDAMENTAL": ["Auxiliar de Serviços Gerais", "Motorista", "Vigia"],
}


def subtotal_rows(rng: random.Random) -> Case:
    """A quadro grouped by level, each group closed by a row "SUBTOTAL NÍVEL …" (or "Subtotal – …", "SUBTOTAL
    DO NÍVEL …") that sums it, and a "TOTAL GERAL" at the end: the subtotals are no cargos."""
    levels = rng.sample(list(LEVEL_CARGOS), rng.randint(2, 3))
    lines = [
        "DEPARTAMENTO DE TRÂNSITO DO ESTADO",
        f"EDITAL Nº {rng.randint(1, 9):02d}/2024",
        "A Diretora-Geral torna pública a realização de concurso público, nos termos da Lei nº 12.990/2014.",
        "2.4 As vagas estão distribuídas da seguinte forma:",
        "",
        f"   {'CARGO / ESPECIALIDADE':<44}{'AMPLA':>8}{'PcD':>8}{'NEGROS':>8}{'TOTAL':>8}",
    ]
    entries, grand = [], [0, 0, 0, 0]
    for level in levels:
        lines.append(f"   {level}")
        sums = [0, 0, 0, 0]
        for name in rng.sample(LEVEL_CARGOS[level], rng.randint(1, 3)):
            total, open_, negros, pcd = _figures(rng, 1, 40)
            cells = [open_, pcd, negros, total]
            lines.append(f"   {name:<44}" + "".join(f"{c:>8}" for c in cells))
            sums = [a + b for a, b in zip(sums, cells)]
            entries.append(Entry(name, total, negros))
        label = rng.choice(("SUBTOTAL {l}", "Subtotal – {l}", "SUBTOTAL DO {l}")).format(l=level)
        lines.append(f"   {label:<44}" + "".join(f"{c:>8}" for c in sums))
        if rng.random() < 0.5:
            lines.append("  " + "-" * 80)
        grand = [a + b for a, b in zip(grand, sums)]
    if rng.random() < 0.7:
        lines.append(f"   {'TOTAL GERAL':<44}" + "".join(f"{c:>8}" for c in grand))
    lines += ["", "3. DAS INSCRIÇÕES", "3.1 As inscrições serão realizadas de 1º a 30 de abril de 2024."]
    return Case("\n".join(lines) + "\n", entries)


CLASSES = {
    "subtotal_rows": subtotal_rows,
    "starred_rows": starred_rows,
    "whole_edital_totals": whole_edital_totals,
    "revoked_wording": revoked_wording,
}
