"""A newspaper's extrato do edital in a narrow column (`cotacheck/linter/tables/narrow_column.py`): the
cargos' items in one paragraph parted by ";" ("Agente de Portaria – 04 (quatro) vagas, das quais 01 (uma)
reservada a candidatos negros e 01 (uma) a pessoas com deficiência, R$ 1.844,90, 40h"), in several wordings
(number words or none, "das quais" or "sendo", the reserve's words, pay and hours or none, "e cadastro de
reserva", a cargo of cadastro only), wrapped at a random width with words cut by hyphens at random places,
other notices of the page below a rule."""

from __future__ import annotations

import random
from dataclasses import dataclass

CARGOS = [
    "Assistente Legislativo",
    "Agente de Portaria",
    "Analista Legislativo – Área Contábil",
    "Motorista Legislativo",
    "Procurador Legislativo",
    "Técnico em Informática",
    "Oficial Administrativo",
    "Contador",
    "Auxiliar de Serviços Gerais",
    "Bibliotecário-Documentalista",
    "Controlador Interno",
    "Telefonista",
]
WORDS = {1: "uma", 2: "duas", 3: "três", 4: "quatro", 5: "cinco", 6: "seis", 7: "sete", 8: "oito", 9: "nove"}
NEGROS = ["reservada a candidatos negros", "para candidatos negros", "destinada a candidatos negros"]


@dataclass
class Cargo:
    name: str
    total: int
    negros: int
    pcd: int


def _n(value: int, words: bool, feminine: bool = True) -> str:
    word = WORDS.get(value, "")
    if not feminine:
        word = {"uma": "um", "duas": "dois"}.get(word, word)
    return f"{value:02d} ({word})" if words and word else f"{value:02d}" if words else str(value)


def _item(cargo: Cargo, rng: random.Random, words: bool, pay: bool) -> str:
    if not cargo.total:
        said = f"{cargo.name} – cadastro de reserva"
    else:
        said = f"{cargo.name} – {_n(cargo.total, words, False)} {'vaga' if cargo.total == 1 else 'vagas'}"
        parts = []
        if cargo.negros:
            parts.append(f"{_n(cargo.negros, words)} {rng.choice(NEGROS)}")
        if cargo.pcd:
            parts.append(f"{_n(cargo.pcd, words)} a pessoas com deficiência")
        if parts:
            said += f", {rng.choice(['das quais', 'sendo'])} " + " e ".join(parts)
        if rng.random() < 0.2:
            said += " e cadastro de reserva"
    if pay:
        reais = rng.randint(1500, 9000)
        said += f", {rng.choice(['vencimento de ', ''])}R$ {reais // 1000}.{reais % 1000:03d},{rng.randint(0, 99):02d}"
        if rng.random() < 0.7:
            said += f", {rng.choice([20, 30, 40, 44])}h{rng.choice(['', ' semanais'])}"
    return said


def _cut(word: str, room: int, rng: random.Random) -> tuple[str, str] | None:
    """A word cut by a hyphen to fit `room` characters, at a random place between its letters."""
    if room < 3 or len(word) < 5 or not word.isalpha():
        return None
    at = rng.randint(2, min(room - 1, len(word) - 2))
    return word[:at] + "-", word[at:]


def wrap(text: str, width: int, rng: random.Random, cuts: float = 0.7) -> list[str]:
    """`text` in lines of at most `width` characters, a word cut by a hyphen where it does not fit (sometimes)."""
    lines: list[str] = []
    line = ""
    words = text.split(" ")
    while words:
        word = words.pop(0)
        if not line:
            line = word
            continue
        if len(line) + 1 + len(word) <= width:
            line += " " + word
            continue
        cut = _cut(word, width - len(line) - 1, rng) if rng.random() < cuts else None
        if cut is not None:
            lines.append(f"{line} {cut[0]}")
            words.insert(0, cut[1])
        else:
            lines.append(line)
            words.insert(0, word)
        line = ""
    if line:
        lines.append(line)
    return lines


def extrato(rng: random.Random) -> tuple[str, list[Cargo]]:
    """The column's text and its cargos."""
    width = rng.randint(24, 36)
    words = rng.random() < 0.6
    pay = rng.random() < 0.7
    cargos = []
    for name in rng.sample(CARGOS, rng.randint(2, 7)):
        total = rng.choice([0, 1, 1, 2, 3, 4, 6, 10])
        negros = min(total, rng.choice([0, 1, 1, 2])) if total >= 3 else 0
        pcd = 1 if total >= 4 and rng.random() < 0.4 else 0
        cargos.append(Cargo(name, total, negros, pcd))
    if not any(c.total for c in cargos):
        cargos[0].total = 2
    items = "; ".join(_item(c, rng, words, pay) for c in cargos) + "."
    paragraphs = [
        "PUBLICAÇÕES LEGAIS",
        "CÂMARA MUNICIPAL DE SÃO JOÃO DO PIRACEMA",
        "EXTRATO DO EDITAL DE CONCURSO PÚBLICO Nº 02/2024",
        "A Câmara Municipal torna público que realizará Concurso Público para provimento de cargos efetivos "
        "do seu Quadro de Pessoal, sob organização da Rhs Consult Serviços Técnicos Ltda.",
        "CARGOS E VAGAS: " + items,
        "RESERVA: 20% das vagas aos negros (Lei Municipal nº 2.950/2022) e 5% às pessoas com deficiência.",
        "INSCRIÇÕES: de 16/09 a 15/10/2024, pelo site da organizadora. PROVAS: 17/11/2024.",
        "São João do Piracema, 10 de setembro de 2024.",
        "————————————————",
        "PREFEITURA MUNICIPAL DE SÃO BENTO AVISO DE LICITAÇÃO PREGÃO ELETRÔNICO Nº 38/2024 – Objeto: aquisição "
        "de 2 (dois) veículos tipo van, 15 lugares. Valor estimado: R$ 612.400,00.",
    ]
    cuts = rng.choice([0.0, 0.7, 0.9, 1.0])
    lines = [line for paragraph in paragraphs for line in wrap(paragraph, width, rng, cuts)]
    head = "TRIBUNA DO VALE DO PIRACEMA           Quinta-feira, 12 de setembro de 2024           B6"
    return head + "\n" + "\n".join(lines) + "\n", cargos
