"""A municipal Diário Oficial's page of acts with an edital among them, its annex a WeasyPrint table whose
two-row header spans "Vagas" over the roles after text labels, as pypdf gives it, drawn at random with its
right reading: the class of `tables/span_before_text.py` (one-line header) with a requisitos column.

`gazette_annex(rng)`: Fundep's edital in a Diário Oficial printed in two columns (set 13's t04): the
masthead (its city glued to "MUNICÍPIO"), then the day's acts in random order, each with numbers that are
no vacancies: a decree naming candidates ("Classif. Nome Cargo Matrícula", the edital's cargo names among
them), an extrato de contrato ("provimento de 62 vagas e cadastro de reserva"), a pregão's items ("Lote
Item Descrição Qtd. Valor unit. estimado (R$)"), a lei complementar's quantitativo de cargos ("Cargo
Quantitativo anterior Cargos criados Quantitativo total", the same cargos with other numbers, a name
wrapped before its numbers at times), a câmara's resolution fixing internships ("6 (seis) vagas de
estágio"). Then the edital's items in a column's width, and its ANEXO I: the header on one line, the
roles glued to the last label or after a space ("… Jornada semanalTotal AC PcD Negros", total first or
last), text labels between the name's and "Vagas" (requisitos: "Escolaridade / pré-requisitos",
"Pré-requisitos", "Requisitos") and after it ("Vencimento inicial (R$)", "Jornada semanal", "Taxa de
inscrição (R$)"); rows "01 Name Requisito 09 06 01 02 1.518,00 40h" (zero-padded or not, zeros "-" or
"0", "CR CR - -" a cadastro only); the pages' running heads ("DOM – … – Pág. 3") and feet between acts and amid the
rows at times, the header again under them; a "TOTAL DE VAGAS" row at times.

The right reading: each row with vacancies its total and its negros, its name holding the cargo's (the
requisito may stay in it, uncertain); a confirmed row's name the cargo's exactly; no number of the other
acts read as a cargo's vacancies. With no requisitos column (a fifth of the variants) the rows are proven by
their arithmetic and confirmed.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

CITIES = ["Nova Esperança de Minas", "São Tomé das Letras", "Campo Alegre do Sul", "Vargem Bonita"]
CARGOS = [
    "Agente Comunitário de Saúde",
    "Auxiliar de Saúde Bucal",
    "Técnico de Enfermagem",
    "Enfermeiro",
    "Farmacêutico",
    "Fisioterapeuta",
    "Médico de Saúde da Família",
    "Odontólogo",
    "Nutricionista",
    "Professor de Educação Básica – PEB I",
    "Monitor de Creche",
    "Assistente Social",
    "Motorista de Veículos Leves",
    "Agente de Combate às Endemias",
]
REQUISITOS = [
    "Ensino Médio",
    "Ensino Fundamental + curso de ASB",
    "Ensino Médio Técnico + COREN",
    "Enfermagem + COREN",
    "Farmácia + CRF",
    "Medicina + CRM",
    "Normal Superior ou Pedagogia",
    "Ensino Superior em Serviço Social",
    "Ensino Fundamental completo e CNH D",
    "Curso técnico em Enfermagem",
]
REQUISITO_LABELS = ["Escolaridade / pré-requisitos", "Pré-requisitos", "Requisitos", "Escolaridade / Requisitos"]
#: Text labels after "Vagas" and a cell of each.
TEXTS = {
    "Vencimento inicial (R$)": lambda rng: f"{rng.randint(1, 14)}.{rng.randint(100, 999)},{rng.randint(10, 99)}",
    "Jornada semanal": lambda rng: rng.choice(["40h", "30h", "24h", "20h"]),
    "Taxa de inscrição (R$)": lambda rng: rng.choice(["60,00", "80,00", "110,00"]),
}


def _count(n: int, pad: bool, zero: str) -> str:
    return zero if n == 0 else f"{n:02d}" if pad else str(n)


def _acts(rng: random.Random, city: str, cargos: list[str]) -> list[list[str]]:
    """The day's other acts, each as its lines, every number in them no vacancy."""
    lc = ["Cargo Quantitativo anterior Cargos criados Quantitativo total"]
    for name in rng.sample(cargos, min(len(cargos), rng.randint(2, 5))):
        before, made = rng.randint(3, 130), rng.randint(1, 12)
        numbers = f"{before} {made} {before + made}"
        if len(name.split()) > 3 and rng.random() < 0.5:
            words = name.split()
            lc += [" ".join(words[:3]), f"{' '.join(words[3:])} {numbers}"]
        else:
            lc.append(f"{name} {numbers}")
    named = [
        f"{n + 1}º {person} {rng.choice(cargos)} {20 + n}.{rng.randint(100, 999)}"
        for n, person in enumerate(
            rng.sample(["Ana Cláudia Ferreira", "Renato Bicalho", "Márcia Helena Souza", "Jefferson Calado"], 3)
        )
    ]
    return [
        [
            "DECRETO Nº 4.118, DE 13 DE AGOSTO DE 2025",
            "Nomeia candidatos aprovados no Concurso Público nº 02/2022. Art. 1º Ficam",
            "nomeados, para provimento efetivo, os candidatos abaixo relacionados:",
            "Classif. Nome Cargo Matrícula",
            *named,
            "Art. 2º Os nomeados terão o prazo de 30 (trinta) dias para a posse.",
        ],
        [
            f"EXTRATO DO CONTRATO Nº {rng.randint(10, 200)}/2025",
            f"Contratante: Município de {city}.",
            "Contratada: Fundação de Desenvolvimento da Pesquisa – Fundep. Objeto:",
            f"realização de concurso público para provimento de {rng.randint(20, 90)} vagas e",
            "cadastro de reserva em cargos efetivos. Valor global: R$ 318.400,00.",
        ],
        [
            f"AVISO DE LICITAÇÃO – PREGÃO ELETRÔNICO Nº {rng.randint(10, 90)}/2025",
            "Objeto: registro de preços para aquisição de medicamentos, conforme",
            "quadro abaixo. Abertura: 29/08/2025, às 9h.",
            "Lote Item Descrição Qtd. Valor unit. estimado (R$)",
            *[
                f"0{1 + n // 2} {n + 1} {item} {rng.choice(['30.000', '12.000', '600', '8.000'])} {price}"
                for n, (item, price) in enumerate(
                    rng.sample(
                        [
                            ("Dipirona 500 mg comprimido", "0,09"),
                            ("Amoxicilina 500 mg cápsula", "0,31"),
                            ("Seringa descartável 5 ml", "0,27"),
                            ("Luva de procedimento (caixa c/ 100)", "24,90"),
                        ],
                        rng.randint(2, 4),
                    )
                )
            ],
        ],
        [
            "LEI COMPLEMENTAR Nº 77, DE 4 DE AGOSTO DE 2025",
            "Art. 1º O quantitativo de cargos de provimento efetivo constante do",
            "Anexo II da Lei Complementar nº 61/2014 passa a ser o seguinte:",
            *lc,
            "Art. 2º Esta Lei Complementar entra em vigor na data de sua publicação.",
        ],
        [
            "CÂMARA MUNICIPAL – RESOLUÇÃO Nº 14, DE 11 DE AGOSTO DE 2025",
            "Fixa o número de vagas de estágio remunerado. Art. 1º Ficam fixadas 6",
            "(seis) vagas de estágio de nível superior e 4 (quatro) vagas de nível",
            "médio, com bolsa de R$ 900,00 e R$ 650,00, respectivamente.",
        ],
    ]


def _header(rng: random.Random, requisitos: bool) -> tuple[str, list[str], list[str]]:
    """The header's one line, its roles in order and its text labels after "Vagas"."""
    roles = ["Total", "AC", "PcD", "Negros"] if rng.random() < 0.6 else ["AC", "PcD", "Negros", "Total"]
    texts = rng.sample(list(TEXTS), rng.randint(1, 3))
    code = rng.choice(["Cód. ", "Código ", ""])
    label = f"{rng.choice(REQUISITO_LABELS)} " if requisitos else ""
    top = f"{code}Cargo {label}Vagas {' '.join(texts)}"
    glue = "" if rng.random() < 0.7 else " "
    return f"{top}{glue}{' '.join(roles)}", roles, texts


def gazette_annex(rng: random.Random) -> Case:
    city = rng.choice(CITIES)
    cargos = rng.sample(CARGOS, rng.randint(3, 10))
    foot = (
        "Documento assinado digitalmente conforme MP nº 2.200-2/2001 – ICP-Brasil. Autenticidade em "
        f"www.{city.split()[0].lower()}.mg.gov.br/dom"
    )
    pages = iter(range(2, 40))

    def page_break() -> list[str]:
        """The page's foot, the next page's running head (the first page has none)."""
        return [foot, f"DOM – {city} Ano IX – Nº 1.732 – 15/08/2025 – Pág. {next(pages)}"]

    lines = [
        f"DIÁRIO OFICIAL DO MUNICÍPIO{city.upper()} – MG",
        "Lei Municipal nº 2.208/2017 – Ano IX – Nº 1.732 – Sexta-feira, 15 de agosto de 2025 – 6 páginas",
        "PODER EXECUTIVO",
    ]
    acts = _acts(rng, city, cargos)
    rng.shuffle(acts)
    for act in acts[: rng.randint(2, len(acts))]:
        lines += act + (page_break() if rng.random() < 0.4 else [])
    lines += [
        "SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO",
        "CONCURSO PÚBLICO Nº 01/2025 – EDITAL DE ABERTURA",
        f"O Prefeito Municipal de {city}, no uso de suas atribuições legais, torna",
        "pública a abertura de inscrições para o Concurso Público nº 01/2025.",
        "3. DAS VAGAS DESTINADAS AOS CANDIDATOS NEGROS",
        "3.1 Das vagas destinadas a cada cargo, 20% (vinte por cento) serão",
        "providas na forma da Lei Municipal nº 2.664, de 9 de março de 2023.",
        "Nova Esperança de Minas, 14 de agosto de 2025.",
        "ANEXO I – QUADRO DE CARGOS, VAGAS, ESCOLARIDADE, VENCIMENTO E JORNADA",
    ]
    # a requisitos column (each row's name then runs on into it: unproven), its cells each opening as a
    # requisito at times ("Ensino …", "Curso …": the names cut from them by their words), or none (proven)
    requisitos = rng.random() < 0.8
    opening = [r for r in REQUISITOS if r.startswith(("Ensino", "Curso"))] if rng.random() < 0.3 else REQUISITOS
    header, roles, texts = _header(rng, requisitos)
    lines.append(header)
    pad, zero = rng.random() < 0.6, rng.choice(["-", "-", "0", "–"])
    entries, sums, page_at = [], dict.fromkeys(roles, 0), rng.randint(1, len(cargos) + 3)
    for n, name in enumerate(cargos):
        if n == page_at:
            lines += [*page_break(), header]
        tail = " ".join(TEXTS[t](rng) for t in texts)
        code = f"{n + 1:02d} " if header[:1] == "C" and not header.startswith("Cargo") else ""
        requisito = f" {rng.choice(opening)}" if requisitos else ""
        if rng.random() < 0.12:
            cells = {"Total": "CR", "AC": "CR", "PcD": "-", "Negros": "-"}
        else:
            t, ac, negros, pcd = _figures(rng, 1, 20)
            entries.append(Entry(name, t, negros, proven=not requisitos))
            figures = {"Total": t, "AC": ac, "PcD": pcd, "Negros": negros}
            sums = {k: v + figures[k] for k, v in sums.items()}
            cells = {k: _count(v, pad, zero if k in ("PcD", "Negros") else "0") for k, v in figures.items()}
        lines.append(f"{code}{name}{requisito} {' '.join(cells[r] for r in roles)} {tail}")
    if rng.random() < 0.5 and sums["Total"]:
        lines.append(f"TOTAL DE VAGAS {' '.join(_count(sums[r], pad, '0') for r in roles)}")
    lines += [
        "ANEXO II – CRONOGRAMA",
        "Evento Data provável",
        "Inscrições 01/09 a 01/10/2025",
        "Prova objetiva 16/11/2025",
        *page_break(),
        "ANEXO III – CONTEÚDOS PROGRAMÁTICOS",
        foot,
    ]
    return Case("\n".join(lines), entries)
