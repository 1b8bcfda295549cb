"""A news text reproducing an edital, its publication day given as a weekday and the day of the month in
brackets ("divulgou, nessa sexta-feira (30), o edital"), the month and year only in the text's dateline;
drawn at random with the date a careful reader proves from it: the class of `facts/news_date.py`.

- `news_date(rng)`: a dateline among the text's first lines ("date 2025-05-31 Alagoas" as a stored page
  gives it, "31/05/2025 07h00 Atualizado há 2 dias", "31/05/2025"; not "Publicado em 31/05/2025", which the
  reader takes as the edital's own publication, a stronger source), a headline, the byline,
  the sentence telling the publication in one of several wordings and weekday forms ("nessa sexta-feira",
  "no último sábado", "nesta terça"), the day 0 to 6 days before the dateline (across a month's or a year's
  end at times), other days without their year ("de 30 de junho a 3 de agosto"), other events' weekdays
  ("as inscrições começam nesta segunda-feira (2)"), a vacancy table. Its date is the publication's.
- Variants the text does not prove give no date: the weekday written is not the day's, the dateline is
  missing or a week or more after the day (an article updated later), the only weekday is another event's.
"""

from __future__ import annotations

import datetime as dt
import random

from layout_prose import MONTHS, Case

WEEKDAYS = [
    ["segunda-feira", "segunda"],
    ["terça-feira", "terça"],
    ["quarta-feira", "quarta"],
    ["quinta-feira", "quinta"],
    ["sexta-feira", "sexta"],
    ["sábado"],
    ["domingo"],
]
BODIES = ["Universidade Estadual de Alagoas (Uneal)", "Prefeitura de Arapiraca", "Câmara Municipal de Sobral"]
PLACES = ["Alagoas", "Ceará", "Piauí", "Concursos", ""]
SENTENCES = [
    "A {body} divulgou, {this} {wd} ({d}), o edital do novo concurso público para professores.",
    "O edital do concurso da {body} foi publicado {this} {wd} ({d}) no Diário Oficial do Estado.",
    "{This} {wd} ({d}), a {body} publicou o edital de abertura do concurso público.",
    "A {body} lançou {this} {wd} ({d}) o edital do concurso com {n} vagas.",
]


def _this(weekday: int, rng: random.Random) -> str:
    feminine = weekday not in (5, 6)
    return rng.choice(["nessa", "nesta", "na última"] if feminine else ["nesse", "neste", "no último"])


def _dateline(day: dt.date, rng: random.Random) -> str:
    shape = rng.randrange(3)
    if shape == 0:
        return f" date {day.isoformat()} {rng.choice(PLACES)}".rstrip()
    if shape == 1:
        return (
            f"{day:%d/%m/%Y} {rng.randint(6, 22):02d}h{rng.randint(0, 59):02d} Atualizado há {rng.randint(1, 9)} dias"
        )
    return f"{day:%d/%m/%Y}"


def news_date(rng: random.Random) -> Case:
    """See the module's docstring."""
    published = dt.date(2015, 1, 1) + dt.timedelta(days=rng.randrange(12 * 365))
    later = rng.randrange(7)
    kind = rng.choices(["proven", "weekday", "no_dateline", "too_late", "other_event"], [6, 1, 1, 1, 1])[0]
    if kind == "too_late":
        later = rng.randint(7, 40)
    dateline = published + dt.timedelta(days=later)
    weekday = published.weekday()
    if kind == "weekday":
        weekday = (weekday + rng.randint(1, 6)) % 7
    this = _this(weekday, rng)
    sentence = rng.choice(SENTENCES).format(
        body=rng.choice(BODIES),
        this=this,
        This=this.capitalize(),
        wd=rng.choice(WEEKDAYS[weekday]),
        d=published.day,
        n=rng.randint(5, 150),
    )
    start = dateline + dt.timedelta(days=rng.randint(10, 40))
    event = dateline + dt.timedelta(days=rng.randint(1, 6))
    lines = [] if kind == "no_dateline" else [_dateline(dateline, rng), ""]
    lines += [
        f"{rng.choice(BODIES).split(' (')[0]} publica edital de concurso com {rng.randint(5, 150)} vagas",
        "",
        f"Inscrições começam no dia {start.day} de {MONTHS[start.month - 1]}.",
        "",
        f"Por {rng.choice(['Roberta Batista', 'João Lima', 'Ana Souza'])}, g1",
        "",
    ]
    if kind == "other_event":
        sentence = (
            f"As inscrições do edital começam {_this(event.weekday(), rng)} "
            f"{rng.choice(WEEKDAYS[event.weekday()])} ({event.day}) no site da banca."
        )
    lines.append(sentence + f" O salário inicial é de R$ {rng.randint(2, 13)}.{rng.randint(100, 999)},35.")
    if rng.random() < 0.5:
        lines.append(
            f"A prova será aplicada {_this(event.weekday(), rng)} {rng.choice(WEEKDAYS[event.weekday()])} ({event.day})."
        )
    lines += [
        "",
        "Área de conhecimento Regime de Trabalho Vagas - ampla concorrência Vagas - pessoa com deficiência "
        "Vagas - negro, indígena e quilombola",
        f"Direito Civil 40 horas {rng.randint(1, 4)} 0 {rng.randint(0, 1)}",
        f"Física 01 Dedicação Exclusiva {rng.randint(1, 4)} 0 0",
        "Fonte:",
    ]
    return Case("\n".join(lines) + "\n", [], published.isoformat() if kind == "proven" else None)
