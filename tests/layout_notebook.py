"""A journalist's note with a Jupyter session pasted in, drawn at random with its right reading: the class
of `read/notebook.py`.

`notebook(rng)`: prompts "In [n]:" and "Out[n]:"; a frame shown ("df", "print(df)", "df.head(20)") as
pandas prints it (an index column, cells right-aligned, the column names drawn: cargo, nivel, vagas, ac,
pcd, negros, salario), the reserve columns floats ("1.0") with "NaN" where the edital had none, or
integers; then aggregates as traps: "describe()" (count, mean, std, min, quartiles, max), a groupby sum by
nível, "df['vagas'].sum()" and its "Out[n]: 44"; the note quoting the edital's total ("Conferi com o texto
do edital (item 3.1): "serão oferecidas 44 vagas …""). The right reading: each cargo once, its total and
its negros' count; nothing from the prompts nor the aggregates.
"""

from __future__ import annotations

import random

from layout_places import NAMES, Case, Entry


def _frame(header: list[str], rows: list[list[str]], index: bool = True) -> list[str]:
    widths = [max(len(r[k]) for r in [header, *rows]) for k in range(len(header))]
    lead = len(str(len(rows) - 1)) if index else 0
    out = [" " * lead + "  " + "  ".join(h.rjust(w) for h, w in zip(header, widths))]
    for n, row in enumerate(rows):
        out.append(str(n).ljust(lead) + "  " + "  ".join(c.rjust(w) for c, w in zip(row, widths)))
    return out


def notebook(rng: random.Random) -> Case:
    names = rng.sample(NAMES, rng.randint(3, 9))
    floats = rng.random() < 0.7
    var = rng.choice(["df", "tabela", "vagas_df"])
    show = rng.choice([var, f"print({var})", f"{var}.head(20)"])
    rows, entries, levels = [], [], {}
    for name in names:
        level = rng.choice(["médio", "superior"])
        ac, pcd, negros = rng.randint(1, 12), rng.choice([0, 0, 1]), rng.randint(0, 3)
        total = ac + pcd + negros
        cell = (lambda v: "NaN" if v == 0 else f"{v}.0") if floats else str
        rows.append(
            [name, level, str(total), str(ac), cell(pcd), cell(negros), rng.choice(["3120.55", "8422.90", "2874.10"])]
        )
        entries.append(Entry(name, total, negros))
        levels.setdefault(level, [0, 0])
        levels[level][0] += total
        levels[level][1] += negros
    whole = sum(e.vacancies for e in entries)
    n = rng.randint(3, 30)
    body = [f'In [{n}]: {var} = pd.read_csv("anexo2_limpo.csv")', "", f"In [{n + 1}]: {show}"]
    body += ([f"Out[{n + 1}]:"] if not show.startswith("print") else []) + _frame(
        ["cargo", "nivel", "vagas", "ac", "pcd", "negros", "salario"], rows
    )
    if rng.random() < 0.7:
        describe = [[k, f"{len(rows)}.000000", f"{whole / len(rows):.6f}", "1.000000"] for k in ["count"]]
        describe += [
            [k, f"{rng.uniform(1, 12):.6f}", f"{rng.uniform(1, 9):.6f}", f"{rng.uniform(0, 3):.6f}"]
            for k in ["mean", "std", "min", "25%", "50%", "75%", "max"]
        ]
        body += ["", f'In [{n + 2}]: {var}[["vagas", "ac", "negros"]].describe()', f"Out[{n + 2}]:"]
        body += ["       vagas         ac    negros", *("  ".join(r) for r in describe)]
    if rng.random() < 0.7:
        body += ["", f'In [{n + 3}]: {var}.groupby("nivel")[["vagas", "negros"]].sum()', f"Out[{n + 3}]:"]
        body += ["          vagas  negros", "nivel"] + [f"{lv:<9} {v[0]:>6} {v[1]:>6}.0" for lv, v in levels.items()]
    body += ["", f'In [{n + 4}]: {var}["vagas"].sum()', f"Out[{n + 4}]: {whole}", ""]
    quote = (
        f'Conferi com o texto do edital (item 3.1): "serão oferecidas {whole} vagas imediatas e formação de cadastro\n'
        'de reserva". Bate.\n'
    )
    text = (
        "De: Redação – Economia\nPara: Pauta\nAssunto: Re: concurso da companhia – números do anexo II\n\n"
        "Oi, segue o que tirei do edital (Edital nº 1/2026). Extraí a tabela do Anexo II e limpei no notebook.\n"
        'Onde aparece NaN a célula do PDF estava com "–" (sem reserva).\n\n'
        + "\n".join(body)
        + "\n"
        + (quote if rng.random() < 0.7 else "")
        + "\nAbs,\nRenata\n"
    )
    return Case(text, entries)
