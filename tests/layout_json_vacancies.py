"""A board's or a portal's JSON answer pasted (its API's cargos and vacancies, copied from the browser),
drawn at random with its right reading: the class of `tables/json_vacancies.py`.

`json_vacancies(rng)`: a line or two before it (the request, where it was copied); the answer wrapped in
a concurso's or a process' object ("status", the organ, dates, the reserve's percentages and law, a
summary of the whole: no name, its counts no cargo's), its list under "cargos" or "vagas"; each object
named under "cargo", "nome" or "descricao", a speciality under "especialidade" at times, its vacancies in
an object under "vagas" ("ampla_concorrencia", "pcd", "negros", "total"; or "ac", "pessoas_com_deficiencia",
"ppp") or in keys of their own ("vagas_total", "vagas_ampla", "vagas_pcd", "vagas_negros"); traps beside
them (salary, weekly hours, cadastro de reserva, candidates registered, the exam's cities); a cargo of
cadastro de reserva only at times; indented by 2 or 4. The right reading: each cargo once, its total and
its negros' count.
"""

from __future__ import annotations

import json
import random

from layout_places import NAMES, Case, Entry

SPECIALITIES = ["Clínica Médica", "Pediatria", "Terapia Intensiva", "Obstetrícia", "Matemática", "Eletricidade"]
KEYS = {
    "open": ["ampla_concorrencia", "ampla", "ac"],
    "pcd": ["pcd", "pessoas_com_deficiencia"],
    "negros": ["negros", "ppp", "pretos_e_pardos"],
    "total": ["total"],
}


def json_vacancies(rng: random.Random) -> Case:
    name_key = rng.choice(["cargo", "nome", "descricao"])
    nested = rng.random() < 0.5
    keys = {role: rng.choice(options) for role, options in KEYS.items()}
    items, entries = [], []
    names = rng.sample(NAMES, rng.randint(2, 8))
    cr_only = rng.random() < 0.3
    for n, name in enumerate(names):
        item: dict = {"id": 3100 + n, "codigo": f"C{n + 1:02d}", name_key: name}
        shown = name
        if rng.random() < 0.3:
            speciality = rng.choice(SPECIALITIES)
            item["especialidade"] = speciality
            shown = f"{name} – {speciality}"
        if rng.random() < 0.5:
            item["salario_base"] = rng.choice(["R$ 9.480,00", 5120.44, 31.87])
            item["carga_horaria_semanal"] = rng.choice([20, 30, 40])
        zero = cr_only and n == len(names) - 1
        ac, pcd, negros = (0, 0, 0) if zero else (rng.randint(1, 40), rng.choice([0, 0, 1, 2]), rng.randint(0, 9))
        counts = {"open": ac, "pcd": pcd, "negros": negros, "total": ac + pcd + negros}
        if nested:
            item["vagas"] = {keys[r]: counts[r] for r in ("open", "pcd", "negros", "total")}
        else:
            for role, key in (("total", "total"), ("open", "ampla"), ("pcd", "pcd"), ("negros", "negros")):
                item[f"vagas_{key}"] = counts[role]
        item["cadastro_reserva"] = rng.randint(0, 120)
        if rng.random() < 0.3:
            item["inscritos"] = rng.randint(0, 900)
            item["locais_prova"] = ["Rio de Janeiro", "Niterói"][: rng.randint(1, 2)]
        items.append(item)
        if not zero:
            entries.append(Entry(name if "especialidade" not in item else shown, counts["total"], negros))
    whole = sum(e.vacancies for e in entries)
    reserve = {"pcd_percentual": 5, "negros_percentual": 20, "fundamento": "Lei Estadual nº 6.740/2014"}
    summary = {"vagas_total": whole, "vagas_negros": sum(e.negros for e in entries)}
    if rng.random() < 0.5:
        answer = {
            "status": 200,
            "concurso": {"id": 2417, "orgao": "Fundação Estadual de Saúde – FES", "edital": "Edital nº 01/2024"},
            "reserva": reserve,
            "resumo": summary,
            "cargos": items,
        }
    else:
        answer = {"processo": {"numero": "014/2025", "regime": "CLT", "reserva": reserve}, "vagas": items}
        if rng.random() < 0.5:
            answer["totais"] = summary
    lead = rng.choice(
        [
            "# GET https://www.banca.org.br/api/v2/concursos/2417?include=cargos,vagas\n"
            "# Resposta salva em 29/07/2024 11:42 (Firefox > Rede > Copiar resposta)\n",
            "Processo Seletivo Externo nº 014/2025 – resposta da API do portal, copiada do navegador em 22/09/2025.\n\n",
        ]
    )
    return Case(lead + json.dumps(answer, ensure_ascii=False, indent=rng.choice([2, 4])) + "\n", entries)
