"""A câmara's quadro written with python-docx, printed by LibreOffice Writer on a landscape page and read as
`pdftotext -raw` (or pypdf) gives it: each row opens with its code and its name's lines, then the
requisito's, the atribuições' (a long paragraph), the jornada's and the vencimento's lines, then its count
cells alone on a line; drawn at random with its right reading: the class of `tables/cells_after_code.py`
where the header names text columns before the counts.

- `coded_text_cells(rng)`: a header of two rows, its narrow labels broken inside their words at times
  ("Cód" / "." / "Cargo Requisitos Atribuições sumárias Carga" / "horária" / "Venciment" / "o" / "Número de
  vagas" / "Ampl" / "a" / "PcD Negro" / "s" / "Total"); codes "01" or "101"; names over one to three lines;
  a requisito opening as one does ("Ensino …", "Curso …", "Alfabetizado") over one to five lines, its first
  line on the name's when the name takes one line; the atribuições' first line on the requisito's last when
  the requisito takes one line; "30h R$" / "3.402,18" or "40h" / "(escala)" / "R$" / "2.318,06"; a PcD
  column or none; zeros as "0" or "–"; the table over two pages at times (the page's foot, the running
  head and the header again between two rows); a "TOTAL GERAL" row at times; notes under it. Where the
  name ends is read from the requisito's first words: no row is proven.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures, _wrap

NAMES = [
    "Agente Legislativo Administrativo",
    "Analista Legislativo – Contador",
    "Analista Legislativo – Controlador Interno",
    "Procurador Legislativo",
    "Analista de Tecnologia da Informação",
    "Analista de Comunicação Institucional",
    "Taquígrafo Legislativo",
    "Intérprete de Libras",
    "Recepcionista",
    "Agente de Portaria e Vigilância",
    "Motorista Legislativo",
    "Auxiliar de Serviços de Copa e Limpeza",
    "Assessor Parlamentar",
    "Técnico em Contabilidade",
]
REQUISITOS = [
    "Ensino médio completo",
    "Ensino médio completo e curso de taquigrafia de no mínimo 120 horas",
    "Ensino fundamental completo",
    "Ensino fundamental completo e CNH categoria “D”",
    "Curso superior em Ciências Contábeis e registro no CRC-MG",
    "Curso superior em Direito e inscrição na OAB",
    "Curso superior na área de Tecnologia da Informação",
    "Curso técnico em Contabilidade e registro no CRC",
    "Alfabetizado",
    "Nível superior em Jornalismo ou Comunicação Social",
]
ATRIBUICOES = [
    "Executar atividades administrativas de apoio às comissões e à Mesa Diretora, redigir correspondências, "
    "atas e ofícios, controlar o protocolo e o arquivo, operar sistemas informatizados de tramitação "
    "legislativa e atender ao público interno e externo.",
    "Planejar e executar a contabilidade orçamentária, financeira e patrimonial da Câmara, elaborar "
    "balancetes, prestações de contas ao Tribunal de Contas do Estado (SICOM), acompanhar a execução do "
    "duodécimo e emitir relatórios da Lei de Responsabilidade Fiscal.",
    "Administrar a rede local, os servidores e os sistemas da Câmara, manter o portal da transparência e a "
    "transmissão das sessões, prestar suporte técnico aos usuários, zelar pela segurança da informação.",
    "Prestar atendimento telefônico e presencial, encaminhar visitantes, registrar recados e agendar o uso "
    "do plenário e das salas de reunião.",
    "Conduzir os veículos oficiais da Câmara no transporte de vereadores e servidores em serviço, zelar "
    "pela conservação e limpeza do veículo e registrar a quilometragem e o abastecimento.",
    "Executar serviços de limpeza, conservação e copa nas dependências da Câmara, preparar e servir café e "
    "água, e auxiliar na organização do plenário.",
]
HEADERS = [
    (
        ["Cód", ".", "Cargo Requisitos Atribuições sumárias Carga", "horária", "Venciment", "o", "Número de vagas"],
        ["Ampl", "a"],
        ["PcD Negro", "s", "Total"],
        ["Negro", "s", "Total"],
    ),
    (
        ["Código Cargo Requisitos Atribuições Carga horária Vencimento Vagas"],
        ["AC"],
        ["PcD Negros Total"],
        ["Negros Total"],
    ),
    (
        ["Cód. Cargo Escolaridade Atribuições sumárias Jornada Vencimento", "Número de vagas"],
        ["Ampla"],
        ["PcD Negros Total"],
        ["Negros Total"],
    ),
]
RUNNING_HEAD = ["CÂMARA MUNICIPAL DE RIBEIRÃO DAS PALMEIRAS – MG", "Praça Tiradentes, 140 – Centro – CEP 35.740-000"]
HEAD = [
    *RUNNING_HEAD,
    "ANEXO I – QUADRO DE CARGOS, REQUISITOS, ATRIBUIÇÕES, VENCIMENTOS E VAGAS",
    "Os cargos abaixo são de provimento efetivo, com lotação na sede da Câmara Municipal.",
]
NOTES = [
    "Notas: 1) A reserva a pessoas com deficiência aplica-se aos cargos com 3 (três) ou mais vagas e a reserva a",
    "candidatos negros, aos cargos com 3 (três) ou mais vagas. 2) Os vencimentos têm como referência janeiro de 2026.",
    "ANEXO II – CRONOGRAMA",
    "Evento Data provável",
    "Publicação do edital de abertura 2/3/2026",
]


def _header(rng: random.Random, pcd: bool) -> list[str]:
    upper, open_label, roles, roles_no_pcd = rng.choice(HEADERS)
    return [*upper, *open_label, *(roles if pcd else roles_no_pcd)]


def _pay(rng: random.Random) -> list[str]:
    hours = rng.choice(["30h", "40h", "20h"])
    amount = f"{rng.randint(1, 12)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
    if rng.random() < 0.3:
        return [hours, "(escala)", "R$", amount]
    return [f"{hours} R$", amount]


def _row(rng: random.Random, code: str, name: str) -> list[str]:
    """A row's text lines: its name's, its requisito's, its atribuições', its jornada's and vencimento's."""
    names = _wrap(name, rng, (12, 30))
    requisito = _wrap(rng.choice(REQUISITOS), rng, (18, 28))
    atribuicoes = _wrap(rng.choice(ATRIBUICOES), rng, (40, 56))
    if len(requisito) == 1:  # the atribuições' first line on the requisito's baseline
        requisito, atribuicoes = [f"{requisito[0]} {atribuicoes[0]}"], atribuicoes[1:]
    if len(names) == 1:  # the requisito's first line on the name's baseline
        names, requisito = [f"{names[0]} {requisito[0]}"], requisito[1:]
    return [f"{code} {names[0]}", *names[1:], *requisito, *atribuicoes, *_pay(rng)]


def _cell(value: int, dash: bool) -> str:
    return "–" if dash and not value else str(value)


def coded_text_cells(rng: random.Random) -> Case:
    """See the module's docstring."""
    pcd = rng.random() < 0.7
    dash = rng.random() < 0.3
    header = _header(rng, pcd)
    names = rng.sample(NAMES, rng.randint(3, 10))
    hundred = rng.random() < 0.3
    page_break = rng.randint(2, len(names) - 1) if rng.random() < 0.6 else None
    lines = ["EDITAL Nº 01/2026 – CONCURSO PÚBLICO", "1. DAS DISPOSIÇÕES PRELIMINARES", *HEAD, *header]
    entries, sums = [], [0, 0, 0, 0]
    for n, name in enumerate(names, 1):
        if n == page_break:
            lines += [f"Edital nº 01/2026 – Página {rng.randint(4, 9)}", *RUNNING_HEAD, *header]
        total, ac, negros, disabled = _figures(rng, 1, 12)
        if not pcd:
            ac += disabled
            disabled = 0
        lines += _row(rng, f"{100 + n}" if hundred else f"{n:02d}", name)
        cells = [ac, *([disabled] if pcd else []), negros, total]
        lines.append(" ".join(_cell(c, dash) for c in cells))
        entries.append(Entry(name, total, negros, proven=False))
        sums = [a + b for a, b in zip(sums, [ac, disabled, negros, total])]
    if rng.random() < 0.7:
        lines.append(" ".join(["TOTAL GERAL", str(sums[0]), *([str(sums[1])] if pcd else []), *map(str, sums[2:])]))
    lines += NOTES
    return Case("\n".join(lines), entries)
