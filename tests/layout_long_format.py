"""An open-data portal's CSV in long format, a record per cargo and modalidade (`cotacheck/linter/tables/
long_format.py`): "," ";" or tab separators, other columns around (edital, carreira, nível, código), an área
column or none, names with commas in quotes, the modalidades of Lei 12.990 or of Lei 15.142 in any order, a
"Cadastro de reserva" and a "Total" record or none, zero records left out or written, a cargo of cadastro
only; the portal's page around it, a data dictionary (another CSV) below."""

from __future__ import annotations

import random
from dataclasses import dataclass

CARGOS = [
    "Assistente em Administração",
    "Técnico em Assuntos Educacionais",
    "Pedagogo",
    "Técnico de Laboratório - Área: Informática",
    "Tradutor e Intérprete de Linguagem de Sinais",
    "Auditor",
    "Professor do Ensino Básico, Técnico e Tecnológico",
    "Bibliotecário-Documentalista",
    "Administrador",
    "Contador",
]
AREAS = ["Matemática", "Engenharia Elétrica", "Língua Portuguesa/Espanhol", "Física", "Informática"]
MODALIDADES = {
    "open": ["Ampla concorrência", "AC", "Ampla Concorrência"],
    "pcd": ["Pessoa com deficiência", "PcD", "Pessoas com deficiência"],
    "negros": ["Negros", "Candidatos negros"],
    "pretos_pardos": ["Pretos e pardos", "Pessoas pretas e pardas"],
    "indigenas": ["Indígenas", "Candidatos indígenas"],
    "quilombolas": ["Quilombolas"],
    "crg": ["Cadastro de reserva"],
    "total": ["Total"],
}
RACIAL = ("negros", "pretos_pardos", "indigenas", "quilombolas")


@dataclass
class Cargo:
    name: str
    counts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(v for r, v in self.counts.items() if r not in ("crg", "total"))

    @property
    def reserved(self) -> int:
        return sum(v for r, v in self.counts.items() if r in RACIAL)


def _quoted(cell: str, separator: str) -> str:
    return f'"{cell}"' if separator in cell or '"' in cell else cell


def long_format_text(rng: random.Random) -> tuple[str, list[Cargo]]:
    """The portal page's text and its cargos."""
    separator = rng.choice([",", ",", ";", "\t"])
    law = rng.choice([("open", "pcd", "negros"), ("open", "pcd", "pretos_pardos", "indigenas", "quilombolas")])
    roles = list(law) + (["crg"] if rng.random() < 0.6 else []) + (["total"] if rng.random() < 0.3 else [])
    if rng.random() < 0.5:
        rng.shuffle(roles)
    labels = {r: rng.choice(MODALIDADES[r]) for r in roles}
    with_area = rng.random() < 0.4
    omit_zeros = rng.random() < 0.3
    columns = ["edital", "carreira", "cargo"] + (["area"] if with_area else []) + ["nivel", "modalidade", "quantidade"]
    if rng.random() < 0.5:
        columns = [c.upper() if c not in ("cargo", "modalidade", "quantidade") else c for c in columns]
    if rng.random() < 0.3:
        columns[columns.index("modalidade")] = rng.choice(["tipo_vaga", "modalidade_concorrencia"])
    if rng.random() < 0.3:
        columns[columns.index("quantidade")] = rng.choice(["qtd", "vagas", "numero_vagas"])
    cargos: list[Cargo] = []
    names = rng.sample(CARGOS, rng.randint(2, 6))
    for name in names:
        parts = [name]
        if with_area:
            parts = [f"{name}|{a}" for a in rng.sample(AREAS, rng.randint(1, 2))]
        for part in parts:
            counts = {r: 0 for r in roles}
            if rng.random() < 0.85:
                counts["open"] = rng.randint(1, 15)
                counts["pcd"] = rng.choice([0, 0, 1])
                for r in law[2:]:
                    counts[r] = rng.choice([0, 1, 1, 2, 3])
            if "crg" in counts:
                counts["crg"] = rng.choice([0, 3, 6, 20])
            if "total" in counts:
                counts["total"] = sum(v for r, v in counts.items() if r not in ("crg", "total"))
            cargos.append(Cargo(part, counts))
    lines = [separator.join(columns)]
    for cargo in cargos:
        name, _, area = cargo.name.partition("|")
        for role in roles:
            value = cargo.counts[role]
            if omit_zeros and value == 0 and role not in ("open", "total"):
                continue
            fields = {
                "edital": "08/2025",
                "carreira": "Docente EBTT" if name.startswith("Professor") else "Técnico-administrativo",
                "cargo": name,
                "area": area,
                "nivel": rng.choice(["D", "E", "D I"]),
                "modalidade": labels[role],
                "quantidade": str(value),
            }
            fields["nivel"] = "D I" if name.startswith("Professor") else "E" if len(name) % 2 else "D"
            row = [fields[c.lower() if c.lower() in fields else _canonical(c)] for c in columns]
            lines.append(separator.join(_quoted(cell, separator) for cell in row))
    for cargo in cargos:
        cargo.name = cargo.name.replace("|", " – ")
    page = [
        "Portal de Dados Abertos",
        "Vagas por modalidade de concorrência – Edital nº 08/2025",
        "Formato: CSV (codificação UTF-8)   Downloads: 214",
        "",
        "Visualização do recurso: vagas_edital_08_2025.csv",
        "",
        *lines,
        "",
        "Dicionário de dados",
        "campo,tipo,descrição",
        "cargo,texto,Denominação do cargo",
        "modalidade,texto,Modalidade de concorrência",
        "quantidade,inteiro,Número de vagas ou de classificados em cadastro de reserva",
    ]
    return "\n".join(page) + "\n", cargos


def _canonical(column: str) -> str:
    return {"tipo_vaga": "modalidade", "modalidade_concorrencia": "modalidade"}.get(column, "quantidade")
