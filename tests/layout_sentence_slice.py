"""A quadro of places or cargos below a paragraph whose wrapped line begins like a place's heading ("unidade de
lotação, conforme a Cláusula Segunda.", "município de Natal, observada a ordem…"): a contract-style edital
(cláusulas) or any edital whose prose pypdf wrapped at a place's label. That line is the end of the sentence the
line above leaves open, never a heading: read as "Unidade de lotação X" it named every row below "… – lotação,
conforme a Cláusula Segunda", a confirmed reading holding prose (t14 of the tenth set). The class of
`extract._ends_sentence`.

`sentence_slice(rng)` writes such an edital at random with its right reading: the paragraph (its lines 80
characters or more, as a PDF's justified lines are; the tail one or several lines above the quadro, a heading or
another item in between at times), the quadro's header (the name column's label, Total first, AC, PcD at times,
Negros or PPP), rows of places or cargos whose figures add up (zero-padded, a cadastro row of dashes at times),
groups of places under headings ("POLO I – REGIÃO NORTE") at times, a TOTAL row at times, or a page break with
its footer and the header again. Each row reads as its own name with its figures; confirmed (`proven`) where no
group heading stands among the rows (those headings are a class of their own)."""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

TAIL_STARTS = [
    ("unidade de lotação", ", conforme a Cláusula Segunda."),
    ("unidade de lotação", ", observado o quadro abaixo."),
    ("município de lotação", ", na forma do item 2.1."),
    ("lotação de cada candidato", ", segundo a ordem de classificação."),
    ("cidade de exercício", ", conforme o quadro a seguir."),
    ("regional de lotação", ", de acordo com a opção feita na inscrição."),
    ("polo de lotação", ", nos termos deste edital."),
    ("comarca de lotação", ", conforme a tabela abaixo."),
]
OPENINGS = [
    "O concurso destina-se ao provimento de vagas nas unidades do Estado, com as vagas distribuídas por",
    "Os candidatos aprovados serão nomeados para o cargo escolhido e terão exercício na respectiva",
    "As vagas oferecidas neste edital, e as que vierem a ser criadas no prazo de validade, serão providas na",
]
PLACES = [
    "Penitenciária Central do Estado",
    "Centro de Detenção Provisória de Várzea Grande",
    "Cadeia Pública de Sorriso",
    "Hospital Regional de Sinop",
    "Escola Estadual Rui Barbosa",
    "Unidade Básica de Saúde Vila Nova",
    "Agência de Atendimento de Cáceres",
    "Núcleo Regional de Jaciara",
    "Posto Fiscal de Alta Floresta",
    "Delegacia Regional de Colíder",
]
CARGOS = ["Agente Administrativo", "Técnico em Enfermagem", "Analista de Sistemas", "Motorista", "Assistente Social"]
NAME_LABELS = ["Unidade de lotação", "Unidade", "Cargo", "Lotação"]
GROUPS = ["POLO I – REGIÃO METROPOLITANA", "POLO II – REGIÃO NORTE", "POLO III – REGIÃO SUL", "POLO IV – REGIÃO OESTE"]
FOOTER = "Secretaria de Estado – Edital nº 01/2026 – Página {n}"


def _count(n: int, rng: random.Random) -> str:
    return f"{n:02d}" if rng.random() < 0.3 else str(n)


def _paragraph(rng: random.Random) -> list[str]:
    """The item whose sentence wraps at a place's label: its long first line open, the tail below."""
    start, end = rng.choice(TAIL_STARTS)
    lines = [f"1.{rng.randint(1, 4)}. {rng.choice(OPENINGS)}"]
    return lines + [start + end]


def _row(name: str, rng: random.Random, pcd: bool) -> tuple[list[str], tuple[int, ...] | None]:
    """A row's cells and its figures (total, AC, PcD, negros), None for a cadastro row of dashes."""
    if rng.random() < 0.1:
        return [name] + ["–"] * (4 if pcd else 3), None
    negros, pcd_n, ac = rng.randint(0, 6), rng.randint(0, 2) if pcd else 0, rng.randint(1, 25)
    total = negros + pcd_n + ac
    cells = [_count(ac, rng)] + ([_count(pcd_n, rng)] if pcd else []) + [_count(negros, rng)]
    return [name, _count(total, rng), *cells], (total, ac, pcd_n, negros)


def sentence_slice(rng: random.Random) -> Case:
    """An edital of the class, drawn at random, with its right reading."""
    pcd = rng.random() < 0.7
    label = rng.choice(NAME_LABELS)
    header = f"{label} Total AC" + (" PcD" if pcd else "") + f" {rng.choice(['Negros', 'Negros', 'PPP'])}"
    body = [HEAD.rstrip("\n"), "CLÁUSULA PRIMEIRA – DO OBJETO", *_paragraph(rng)]
    if rng.random() < 0.5:
        body += ["1.5. O vencimento inicial do cargo é de R$ 4.870,62, com jornada de 40 horas semanais."]
    if rng.random() < 0.5:
        body += ["CLÁUSULA SEGUNDA – DAS VAGAS"]
    body += ["2.1. As vagas estão assim distribuídas:", header]
    names = rng.sample(PLACES if label != "Cargo" else CARGOS, rng.randint(3, 5 if label == "Cargo" else 9))
    page_break = rng.randint(2, len(names) - 1) if rng.random() < 0.3 else None
    groups = label != "Cargo" and page_break is None and rng.random() < 0.5  # places' groups, on one page
    entries, sums = [], [0, 0, 0, 0]
    for k, name in enumerate(names):
        if groups and k % 3 == 0:
            body.append(GROUPS[k // 3])
        if k == page_break:
            body += [FOOTER.format(n=rng.randint(2, 9)), "", header]
        cells, figures = _row(name, rng, pcd)
        body.append(" ".join(cells))
        if figures:
            entries.append(Entry(name, figures[0], figures[3], proven=not groups))
            sums = [a + b for a, b in zip(sums, figures, strict=True)]
    if rng.random() < 0.5 and entries:
        body.append(" ".join(["TOTAL", str(sums[0]), str(sums[1])] + ([str(sums[2])] if pcd else []) + [str(sums[3])]))
    return Case("\n".join(body) + "\n" + TAIL, entries)
