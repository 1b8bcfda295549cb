"""A quadro whose every cargo row is followed by a full-width row of its requisitos: "Agente de Apoio
Legislativo 3 1 0 40 horas 2.316,87" / "Requisitos: Ensino Fundamental completo." (Nosso Rumo's câmara).
The class of `tables/row_requisitos.py`.

- `row_requisitos(rng)`: the edital with its right reading (no AC column: the rows stay uncertain unless the
  header has one; with it, they are confirmed by their sums).
"""

from __future__ import annotations

import random

from layout_named_reserves import NAMES
from layout_prose import Case, Entry

LABELS = ["Requisitos:", "Requisito:", "Pré-requisitos:", "Requisitos mínimos:", "Escolaridade:", "Habilitação:"]
TEXTS = [
    "Ensino Fundamental completo.",
    "Ensino Médio completo e conhecimentos de informática (editor de textos e planilhas).",
    "Ensino Superior completo em Direito, Administração Pública, Letras ou Gestão Pública.",
    "Ensino Superior completo em Ciências Contábeis e registro no CRC-SP.",
    "Ensino Fundamental completo e CNH categoria “D”, com EAR.",
    "Bacharelado em Direito e inscrição na OAB/SP; experiência mínima de 2 anos na advocacia.",
    "Ensino Médio completo e curso técnico em áudio e vídeo ou equivalente, com no mínimo 120 horas.",
]
HEADERS = [
    ("Cargo Vagas Totais Vagas para Negros Vagas PcD Jornada Semanal Vencimento (R$)", ("total", "negros", "pcd")),
    ("Cargo Total de Vagas AC PcD Negros Carga Horária Vencimento (R$)", ("total", "open", "pcd", "negros")),
    ("Cargo AC Negros PcD Total Jornada Salário (R$)", ("open", "negros", "pcd", "total")),
]


def _wrapped(text: str, rng: random.Random) -> list[str]:
    """The requisitos' text on one line, or wrapped before a word in lower case (as a long one is)."""
    words = text.split()
    cuts = [n for n in range(2, len(words)) if words[n][:1].islower()]
    if not cuts or rng.random() < 0.6:
        return [text]
    cut = rng.choice(cuts)
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def row_requisitos(rng: random.Random) -> Case:
    """See the module's docstring."""
    header, roles = rng.choice(HEADERS)
    label = rng.choice(LABELS)
    lines = [
        "CÂMARA MUNICIPAL – CONCURSO PÚBLICO Nº 01/2024",
        "I – DAS INSTRUÇÕES ESPECIAIS",
        "1. O Concurso Público destina-se ao provimento dos cargos abaixo, com vagas para negros.",
        header,
    ]
    entries = []
    for name in rng.sample(NAMES, rng.randint(3, 8)):
        total = rng.randint(1, 12)
        negros = round(total * 0.2) if total >= 3 else 0
        pcd = 1 if total >= 5 and rng.random() < 0.5 else 0
        figures = {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}
        hours = rng.choice(["40 horas", "30 horas", "20 horas", "40h"])
        pay = f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        lines.append(f"{name} {' '.join(str(figures[r]) for r in roles)} {hours} {pay}")
        lines += _wrapped(f"{label} {rng.choice(TEXTS)}", rng)
        entries.append(Entry(name, total, negros))
    lines += [
        "2. As atribuições dos cargos constam do Anexo I e os conteúdos programáticos, do Anexo II.",
        "3. A reserva para candidatos negros segue a Lei Federal nº 12.990/2014.",
    ]
    return Case("\n".join(lines), entries)
