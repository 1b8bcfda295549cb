"""A press release announcing a concurso, its vacancies in a box of bullet lines under the story, drawn at
random with its right reading: the class of `tables/release_bullets.py`.

- `release_bullets(rng)`: a news page's story (the headline's whole count, the previous concurso's
  vacancies, the approved, a quote with a number of municipalities, the reserve's percentages of Lei
  15.142), then a box ("SERVIÇO" or "Serviço", a rule over and under it or not) listing a cargo a line,
  its bullet "»", "•", "▪", "–" or "-": the name (the court's long names, "Analista Judiciário – Área
  Judiciária – Oficial de Justiça Avaliador Federal"), a colon, the count with "vagas" or bare, and the
  distribution in brackets, its pieces parted by "|", ";" or ",", labelled before or after their counts
  ("AC 6", "PcD: 1", "2 pretos e pardos"), the groups of Lei 15.142 (pretos e pardos, indígena,
  quilombola) or "negros", in any order; the "Leia também" links after it with their own counts.
  Every entry is a summary's, not the edital's: never confirmed.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

NAMES = [
    "Analista Judiciário – Área Judiciária",
    "Analista Judiciário – Área Judiciária – Oficial de Justiça Avaliador Federal",
    "Analista Judiciário – Área Administrativa",
    "Analista Judiciário – Apoio Especializado – Tecnologia da Informação",
    "Analista Judiciário – Apoio Especializado – Psicologia",
    "Técnico Judiciário – Área Administrativa",
    "Técnico Judiciário – Apoio Especializado – Tecnologia da Informação",
    "Técnico Judiciário – Apoio Especializado – Enfermagem",
    "Analista Judiciário – Apoio Especializado – Medicina do Trabalho",
]
LABELS = {
    "open": ["AC", "ampla concorrência", "ampla"],
    "pcd": ["PcD", "pessoas com deficiência"],
    "pretos_pardos": ["pretos e pardos", "pessoas pretas e pardas"],
    "indigenas": ["indígena", "indígenas"],
    "quilombolas": ["quilombola", "quilombolas"],
    "negros": ["negros", "cotas raciais"],
}


def _parts(rng: random.Random, total: int, grouped: bool) -> dict[str, int]:
    racial = total * 3 // 10
    pcd = min(total - racial, total * 5 // 100 + rng.randint(0, 1))
    parts: dict[str, int] = {}
    if grouped and racial:
        small = rng.randint(0, min(1, racial - 1)) if racial > 1 else rng.randint(0, 1)
        groups = {"pretos_pardos": racial - small}
        if small:
            groups[rng.choice(["indigenas", "quilombolas"])] = small
        if groups["pretos_pardos"] == 0:
            del groups["pretos_pardos"]
        parts |= groups
    elif racial:
        parts["negros"] = racial
    if pcd:
        parts["pcd"] = pcd
    parts["open"] = total - sum(parts.values())
    return parts


def release_bullets(rng: random.Random) -> Case:
    """See the module's docstring."""
    grouped = rng.random() < 0.7
    whole = 0
    bullet = rng.choice(["» ", "• ", "▪ ", "– ", "- "])
    sep = rng.choice([" | ", "; ", ", "])
    label_first = rng.random() < 0.6
    items, entries = [], []
    for name in rng.sample(NAMES, rng.randint(3, 7)):
        total = rng.randint(1, 30)
        parts = _parts(rng, total, grouped)
        order = list(parts)
        rng.shuffle(order)
        pieces = []
        for k in order:
            label = rng.choice(LABELS[k])
            colon = rng.choice(["", ":"]) if label_first else ""
            pieces.append(f"{label}{colon} {parts[k]}" if label_first else f"{parts[k]} {label}")
        count = f"{total} vaga{'s' if total > 1 else ''}" if rng.random() < 0.4 else str(total)
        items.append(f"{bullet}{name}: {count} ({sep.join(pieces)})")
        racial = sum(v for k, v in parts.items() if k not in ("open", "pcd"))
        entries.append(Entry(name, total, racial, proven=False))
        whole += total
    law = "Lei nº 15.142/2025" if grouped else "Lei nº 12.990/2014"
    rule = ["-" * rng.randint(40, 70)] if rng.random() < 0.6 else []
    text = [
        "Notícias › Institucional › Concurso",
        "",
        f"TRT-{rng.randint(1, 24)} publica edital de concurso com {whole} vagas e salários de até R$ 16 mil",
        "",
        "Publicado em 12/02/2026 às 14h35 | Por Secretaria de Comunicação Social",
        "",
        f"O Tribunal publicou o edital do concurso público para provimento de {whole} cargos efetivos de analista",
        "e técnico judiciário, além da formação de cadastro de reserva.",
        "",
        f"O último concurso foi realizado em 2018 e ofereceu {rng.randint(10, 90)} vagas; ao todo,"
        f" {rng.randint(1000, 3000)} candidatos foram aprovados e {rng.randint(100, 500)} nomeados.",
        "",
        f"Do total de vagas, 30% são destinadas às cotas raciais previstas na {law} e ao menos 5% a pessoas"
        " com deficiência.",
        "",
        *rule,
        rng.choice(["SERVIÇO", "Serviço"]),
        "Concurso público – Edital nº 1/2026",
        "Vagas por cargo (vagas imediatas; entre parênteses, a distribuição):",
        "",
        *items,
        "",
        "Inscrições: 2/3 a 27/3/2026",
        "Provas: 17/5/2026",
        *rule,
        "",
        "Leia também:",
        f"• Escola Judicial abre {rng.randint(100, 400)} vagas para curso de Libras",
        f"• Justiça do Trabalho recebeu {rng.randint(100, 400)} mil processos em 2025",
    ]
    return Case("\n".join(text) + "\n", entries)
