"""A quadro whose spanning "Vagas imediatas" has the cadastro de reserva's column after it, spanning both
header rows, as pypdf gives LibreOffice's PDF of it, drawn at random with its right reading: the class of
`tables/span_cadastro.py`.

- `span_cadastro(rng)`: the top row's labels on one line ("Cód. Emprego Localidade de vaga Vagas imediatas
  Cadastro de reserva"), a code's and a place's column or not, the tall cells' labels after the cadastro's
  cut over lines of one or two words ("(CR)" / "Salário" / "(R$)" / "Jornada" / "semanal"), then the
  sub-labels ("Total PcD Negros", "Total AC PcD PN", "AC PcD Negros Total") glued to the last top word
  ("semanalTotal"), after a space or on their own line; rows "[code] name [place] counts cadastro pay hours",
  counts padded ("03") or not, zeros "0" or "–", cargos for the cadastro only ("– – – 5"), the cadastro's
  count any number.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures
from layout_span_last import _pay

NAMES = [
    "Agente Administrativo",
    "Agente Fiscal",
    "Agente de Fiscalização – Seccional Norte",
    "Assistente de Atendimento",
    "Analista de TI",
    "Advogado",
    "Contador",
    "Fiscal Fisioterapeuta",
    "Fiscal Terapeuta Ocupacional",
    "Auxiliar de Serviços Gerais",
    "Técnico em Contabilidade",
    "Analista de Comunicação",
    "Assistente Técnico",
]
PLACES = ["Sede – Curitiba/PR", "Londrina/PR", "Maringá/PR", "Delegacia de Cascavel/PR", "Sede – Porto Alegre/RS"]
NAME_LABELS = ["Emprego", "Cargo", "Cargo/Especialidade", "EMPREGO"]
PLACE_LABELS = ["Localidade de vaga", "Lotação", "Local de vaga", "Município"]
SPANNING = ["Vagas imediatas", "Vagas Imediatas", "VAGAS IMEDIATAS"]
CADASTRO = [["Cadastro de reserva", "(CR)"], ["Cadastro de Reserva (CR)"], ["CR"], ["Cadastro reserva"]]
TEXTS = [["Salário", "(R$)", "Jornada", "semanal"], ["Remuneração", "(R$)", "Carga", "horária"], ["Salário (R$)"]]
SUBS = [["Total", "PcD", "Negros"], ["Total", "AC", "PcD", "PN"], ["AC", "PcD", "Negros", "Total"]]


def span_cadastro(rng: random.Random) -> Case:
    """See the module's docstring."""
    code = rng.random() < 0.6
    place = rng.random() < 0.6
    cadastro = rng.choice(CADASTRO)
    texts = rng.choice(TEXTS)
    subs = rng.choice(SUBS)
    top = [*(["Cód."] if code else []), rng.choice(NAME_LABELS), *([rng.choice(PLACE_LABELS)] if place else [])]
    top += [rng.choice(SPANNING), cadastro[0]]
    tall = [*cadastro[1:], *texts]  # the tall cells' labels, cut at their width, a line each
    glue = rng.choice(["glued", "space", "line"])
    header = [" ".join(top), *tall]
    if glue == "line":
        header.append(" ".join(subs))
    else:
        header[-1] += ("" if glue == "glued" else " ") + " ".join(subs)
    lines = [
        "CONSELHO REGIONAL DE FISIOTERAPIA E TERAPIA OCUPACIONAL",
        "1.2 Os empregos, as vagas imediatas, o cadastro de reserva (CR), o salário e a jornada constam do quadro"
        " abaixo.",
        *header,
    ]
    entries = []
    pad = rng.random() < 0.5
    zero = rng.choice(["0", "–"])
    for n, name in enumerate(rng.sample(NAMES, rng.randint(3, 9)), 1):
        where = rng.choice(PLACES) if place else ""
        if rng.random() < 0.25:
            cells = ["–"] * len(subs)  # a cargo for the cadastro only
        else:
            total, ac, negros, pcd = _figures(rng, 1, 12)
            entries.append(Entry(f"{name} {where}".strip(), total, negros))
            values = {"Total": total, "AC": ac, "PcD": pcd, "Negros": negros, "PN": negros}
            cells = [
                (f"{values[s]:02d}" if pad else str(values[s])) if values[s] or s == "Total" else zero for s in subs
            ]
        reserve = str(rng.choice([5, 10, 15, 20, 30]))
        hours = rng.choice(["40h", "30h", "20h", "44h"])
        row = [*([f"{n:02d}"] if code else []), name, *([where] if where else []), *cells, reserve, _pay(rng), hours]
        lines.append(" ".join(row))
    lines += [
        'Observação: o quantitativo da coluna "Cadastro de reserva (CR)" refere-se ao número máximo de candidatos'
        " aprovados que integrarão o cadastro.",
        "1.3 Para os empregos oferecidos exclusivamente para cadastro de reserva, serão observados os percentuais de"
        " reserva.",
    ]
    return Case("\n".join(lines), entries)
