"""Any layout generator's quadro inside a whole edital, as a journalist pastes it (issue 38).

`in_context(case, rng)` returns a copy of `case` whose text is the generator's own text, unchanged and in
one piece, with a random edital around it. Before it: a gazette's masthead (at times), 0-3 earlier acts of
the day (a portaria naming or exonerating people, an extrato de contrato, an aviso de licitação, a
homologação listing names and scores under a cargo), then the edital's preamble and its first chapters.
After it: unnumbered prose paragraphs (first at times, right after the quadro), numbered items ("5.2 As
inscrições…"), a cronograma with dates, money ("R$ 3.500,00"), hours, the place, date and signature. Page
breaks with their running heads ("Página 4 de 31", the gazette's head) fall between the lines of that prose,
never inside the generator's text.

The context is neutral: no sentence states vacancies or a reserve for a cargo, so the right reading is the
generator's entries, unchanged. `wrap(make)` turns a generator into one drawing its cases in context.
"""

from __future__ import annotations

import copy
import random
import unicodedata

FIRST = [
    "Ana", "Bruno", "Carla", "Daniel", "Elaine", "Fábio", "Gisele", "Hélio", "Isabela", "João", "Karina",
    "Luciano", "Marta", "Nelson", "Olívia", "Paulo", "Quitéria", "Rafael", "Sônia", "Tiago", "Úrsula",
    "Vanessa", "Wellington", "Yasmin", "Zélia", "Antônio", "Francisca", "José", "Raimunda", "Édson",
]  # fmt: skip
LAST = [
    "Silva", "Santos", "Oliveira", "Souza", "Pereira", "Lima", "Carvalho", "Ferreira", "Rodrigues", "Almeida",
    "Nascimento", "Araújo", "Barbosa", "Cavalcante", "Gomes", "Martins", "Rocha", "Ribeiro", "Mendes",
    "Teixeira", "Moura", "Campos", "Freitas", "Macedo", "de Jesus", "dos Anjos", "Bezerra", "Queiroz",
]  # fmt: skip
CITIES = [
    "Santa Rita do Sapucaí", "Bom Jesus da Lapa", "Pedra Branca", "Campo Maior", "Nova Olinda",
    "São Gonçalo do Rio Abaixo", "Itapecerica", "Barra do Corda", "Lagoa Seca", "Monte Alegre de Goiás",
]  # fmt: skip
#: Cargos named in the other acts (never with vacancies; no generator's cargo holds one or is held in one).
OTHER_CARGOS = [
    "Ouvidor Municipal", "Assessor de Comunicação", "Coordenador de Defesa Civil", "Topógrafo",
    "Chefe de Gabinete", "Secretário Escolar", "Calceteiro",
]  # fmt: skip
OBJECTS = [
    "reforma da Escola Municipal", "fornecimento de gêneros alimentícios", "locação de veículos",
    "manutenção de iluminação pública",
]  # fmt: skip
BIDS = [
    "aquisição de material de expediente", "contratação de empresa para pavimentação",
    "registro de preços de medicamentos",
]  # fmt: skip
MONTHS = [
    "janeiro", "fevereiro", "março", "abril", "maio", "junho",
    "julho", "agosto", "setembro", "outubro", "novembro", "dezembro",
]  # fmt: skip
FIRMS = ["Instituto Consulplan", "Fundação Getulio Vargas", "Instituto AOCP", "Fundatec", "IBFC", "Idecan"]
CHAPTERS = [
    "DAS DISPOSIÇÕES PRELIMINARES", "DAS INSCRIÇÕES", "DA ISENÇÃO DA TAXA DE INSCRIÇÃO", "DAS PROVAS",
    "DA PROVA OBJETIVA", "DA PROVA DE TÍTULOS", "DOS RECURSOS", "DA CLASSIFICAÇÃO FINAL",
    "DA HOMOLOGAÇÃO", "DA NOMEAÇÃO E POSSE", "DAS DISPOSIÇÕES FINAIS", "DO ATENDIMENTO ESPECIAL",
]  # fmt: skip

#: Sentences of an edital's prose, none stating vacancies or a reserve; {placeholders} drawn at random.
PROSE = [
    "As inscrições serão realizadas exclusivamente via internet, no endereço eletrônico {site}, no período de "
    "{date} a {date2}.",
    "O valor da taxa de inscrição é de {money}, a ser pago por meio de boleto bancário até {date2}.",
    "A prova objetiva será aplicada no dia {date}, com duração de {hours}, nos locais divulgados no "
    "endereço eletrônico {site}.",
    "Os portões serão abertos às {hour} e fechados às {hour2}, horário oficial de Brasília/DF.",
    "O candidato deverá comparecer ao local de prova com antecedência mínima de {n} minutos, munido de "
    "documento oficial de identidade com foto.",
    "Não será permitida a entrada de candidatos após o fechamento dos portões, em nenhuma hipótese.",
    "O pedido de isenção da taxa de inscrição poderá ser feito das {hour} do dia {date} às {hour2} do dia {date2}.",
    "O candidato que necessitar de atendimento especial deverá solicitá-lo no ato da inscrição, indicando "
    "os recursos necessários.",
    "A remuneração inicial do cargo de nível superior é de {money}, acrescida de auxílio-alimentação de {money2}.",
    "O prazo de validade do concurso será de {n2} (dois) anos, contado da data de publicação da homologação, "
    "prorrogável uma vez por igual período.",
    "Os recursos deverão ser interpostos no prazo de {n2} dias úteis, contados do dia seguinte ao da "
    "divulgação do gabarito preliminar.",
    "A prova de títulos, de caráter classificatório, valerá no máximo {n} pontos.",
    "Será considerado aprovado o candidato que obtiver, no mínimo, {pct}% do total de pontos da prova objetiva.",
    "Em caso de empate, terá preferência o candidato com idade igual ou superior a {n} anos.",
    "A jornada de trabalho é de {n} horas semanais, cumpridas em regime de plantão ou escala, conforme a "
    "necessidade do serviço.",
    "O resultado final será publicado no Diário Oficial do Município e no endereço eletrônico {site}.",
    "As despesas decorrentes da participação em todas as etapas correrão por conta do candidato.",
    "A inexatidão das afirmativas ou irregularidades de documentos, ainda que verificadas posteriormente, "
    "eliminarão o candidato do concurso.",
    "O atendimento ao candidato será prestado pelo telefone (0{ddd}) {phone}, de segunda a sexta-feira, das "
    "{hour} às {hour2}.",
    "Os casos omissos serão resolvidos pela Comissão Organizadora do Concurso, instituída pela Portaria nº "
    "{num}/{year}.",
    "A convocação para a posse será feita por correspondência com aviso de recebimento e publicada no Diário Oficial.",
    "O candidato nomeado terá o prazo de {n2} dias para tomar posse, contado da publicação do ato.",
    "Será eliminado o candidato que utilizar, durante a prova, telefone celular ou qualquer equipamento eletrônico.",
    "O cartão de confirmação da inscrição estará disponível a partir de {date}, no endereço eletrônico {site}.",
    "A classificação final obedecerá à ordem decrescente da nota final, calculada até a segunda casa decimal.",
    "O candidato deverá conferir os dados de sua inscrição e solicitar a correção, se for o caso, até {date2}.",
    "As provas discursivas serão corrigidas apenas para os candidatos classificados até a {n}ª posição.",
    "Este edital poderá ser impugnado no prazo de {n2} dias úteis a contar de sua publicação.",
    "A lotação dos candidatos nomeados atenderá ao interesse da Administração, observada a ordem de classificação.",
    "O exame médico admissional será realizado por junta médica oficial do Município, às {hour}.",
    "A devolução da taxa de inscrição somente ocorrerá em caso de cancelamento do certame, no valor de {money}.",
    "Os documentos exigidos para a posse estão listados no Anexo {roman} deste Edital.",
]
NUMBERED = [
    "As inscrições ficarão abertas no período de {date} a {date2}.",
    "O candidato poderá efetuar mais de uma inscrição, desde que as provas sejam aplicadas em turnos distintos.",
    "O pagamento da taxa de inscrição de {money} deverá ser efetuado até as {hour} do dia {date2}.",
    "A prova objetiva conterá {n} questões de múltipla escolha, com {n2} alternativas cada.",
    "Cada questão valerá {pts} pontos.",
    "O gabarito preliminar será divulgado em {date}, a partir das {hour}.",
    "Serão admitidos recursos quanto ao gabarito preliminar e ao resultado preliminar da prova de títulos.",
    "O candidato aprovado será convocado para apresentar a documentação no prazo de {n2} dias.",
    "A carga horária semanal é de {n} horas, conforme a Lei Municipal nº {num}/{year}.",
    "O salário-base é de {money}, conforme tabela vigente em {date}.",
    "Os títulos serão entregues no dia {date}, das {hour} às {hour2}, na sede da {firm}.",
    "A homologação do resultado final está prevista para {date2}.",
]
CRONOGRAMA = [
    "Publicação do edital",
    "Período de inscrições",
    "Pedido de isenção da taxa",
    "Resultado dos pedidos de isenção",
    "Último dia para pagamento do boleto",
    "Divulgação dos locais de prova",
    "Aplicação da prova objetiva",
    "Divulgação do gabarito preliminar",
    "Prazo para recursos",
    "Resultado final",
]


def _person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {' '.join(rng.sample(LAST, rng.randint(1, 3)))}"


def _money(rng: random.Random) -> str:
    value = rng.choice([rng.randint(50, 180), rng.randint(1200, 9800), rng.randint(10_000, 900_000)])
    return f"R$ {value:,},{rng.randint(0, 99):02d}".replace(",", ".", 1 if value >= 1000 else 0)


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{year}"


def _fill(template: str, rng: random.Random, ctx: dict) -> str:
    year = ctx["year"]
    return template.format(
        site=ctx["site"],
        date=_date(rng, year),
        date2=_date(rng, year),
        money=_money(rng),
        money2=_money(rng),
        hours=rng.choice(["3 (três) horas", "4 horas", "4h30min", "5 horas"]),
        hour=f"{rng.randint(7, 13)}h{rng.choice(['', '00', '30'])}",
        hour2=f"{rng.randint(14, 18)}h{rng.choice(['', '00', '30'])}",
        n=rng.choice([10, 20, 30, 40, 50, 60, 100]),
        n2=rng.randint(2, 30),
        pct=rng.choice([40, 50, 60]),
        pts=rng.choice(["2,0", "2,5", "1,0"]),
        ddd=rng.randint(11, 99),
        phone=f"{rng.randint(3000, 3999)}-{rng.randint(1000, 9999)}",
        num=rng.randint(1, 999),
        year=year,
        roman=rng.choice(["II", "III", "IV", "V"]),
        firm=ctx["firm"],
    )


def _wrap_words(text: str, width: int) -> list[str]:
    """The paragraph cut at `width` columns, as a two-column gazette or pypdf gives it."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


def _paragraph(sentence: str, ctx: dict) -> list[str]:
    return _wrap_words(sentence, ctx["width"]) if ctx["width"] else [sentence]


def _portaria(rng: random.Random, ctx: dict) -> list[str]:
    verb, what = rng.choice(
        [
            ("NOMEAR", "para exercer o cargo de provimento efetivo de {cargo}, em virtude de aprovação em concurso"),
            ("EXONERAR", "do cargo em comissão de {cargo}, a pedido, a partir de {date}"),
            ("CONCEDER", "licença para tratar de interesses particulares, pelo prazo de {n2} meses, ao servidor"),
        ]
    )
    people = ", ".join(_person(rng) for _ in range(rng.randint(1, 3)))
    act = what.format(cargo=rng.choice(OTHER_CARGOS), date=_date(rng, ctx["year"]), n2=rng.randint(2, 24))
    return [
        f"PORTARIA Nº {rng.randint(10, 2999)}/{ctx['year']}",
        *_paragraph(
            f"O PREFEITO MUNICIPAL DE {ctx['city'].upper()}, no uso de suas atribuições legais, RESOLVE: "
            f"Art. 1º {verb} {people}, {act}. Art. 2º Esta Portaria entra em vigor na data de sua publicação.",
            ctx,
        ),
    ]


def _extrato(rng: random.Random, ctx: dict) -> list[str]:
    return [
        f"EXTRATO DO CONTRATO Nº {rng.randint(1, 300):03d}/{ctx['year']}",
        *_paragraph(
            f"Contratante: Município de {ctx['city']}. Contratada: {rng.choice(['Construtora', 'Comercial'])} "
            f"{rng.choice(LAST)} Ltda., CNPJ nº {rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"
            f"/0001-{rng.randint(10, 99)}. Objeto: {rng.choice(OBJECTS)}. Valor global: "
            f"{_money(rng)}. Vigência: {rng.randint(3, 12)} meses, a contar de {_date(rng, ctx['year'])}. "
            f"Dotação orçamentária: {rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(1000, 9999)}.",
            ctx,
        ),
    ]


def _aviso(rng: random.Random, ctx: dict) -> list[str]:
    return [
        f"AVISO DE LICITAÇÃO – {rng.choice(['PREGÃO ELETRÔNICO', 'TOMADA DE PREÇOS', 'CONCORRÊNCIA'])} Nº "
        f"{rng.randint(1, 90)}/{ctx['year']}",
        *_paragraph(
            f"Objeto: {rng.choice(BIDS)}. Abertura das propostas: "
            f"{_date(rng, ctx['year'])}, às {rng.randint(8, 15)}h. Valor estimado: {_money(rng)}. O edital está "
            f"disponível no endereço eletrônico {ctx['site']}.",
            ctx,
        ),
    ]


def _homologacao(rng: random.Random, ctx: dict) -> list[str]:
    lines = [
        f"EDITAL Nº {rng.randint(1, 20):02d}/{ctx['year'] - 1} – HOMOLOGAÇÃO DO RESULTADO FINAL",
        *_paragraph(
            f"O Município de {ctx['city']} torna pública a homologação do resultado final do Processo Seletivo "
            f"Simplificado nº {rng.randint(1, 9):02d}/{ctx['year'] - 1}, na seguinte ordem de classificação:",
            ctx,
        ),
    ]
    for cargo in rng.sample(OTHER_CARGOS, rng.randint(1, 2)):
        lines.append(f"Cargo: {cargo}" if rng.random() < 0.5 else cargo.upper())
        if rng.random() < 0.5:
            lines.append(rng.choice(["Classificação Inscrição Nome Nota final", "Class. Nome Pontuação"]))
        for k in range(rng.randint(2, 6)):
            score = f"{rng.randint(40, 98)},{rng.choice(['00', '50', '25', '75'])}"
            code = f"{rng.randint(1, 99999):06d} " if rng.random() < 0.4 else ""
            lines.append(f"{k + 1}º {code}{_person(rng).upper()} {score}")
    return lines


def _before(rng: random.Random, ctx: dict) -> list[str]:
    lines = []
    if rng.random() < 0.8:
        lines += [ctx["masthead"], ctx["edition"], "PODER EXECUTIVO"]
    for act in rng.sample([_portaria, _extrato, _aviso, _homologacao], rng.randint(0, 3)):
        lines += ["", *act(rng, ctx)]
    lines += [
        "",
        f"PREFEITURA MUNICIPAL DE {ctx['city'].upper()}",
        f"EDITAL DE CONCURSO PÚBLICO Nº {rng.randint(1, 9):02d}/{ctx['year']}",
        *_paragraph(
            f"O Prefeito Municipal de {ctx['city']}, no uso de suas atribuições legais, torna pública a realização "
            f"de Concurso Público para provimento de cargos efetivos do quadro de pessoal, sob a organização "
            f"da {ctx['firm']}, mediante as condições estabelecidas neste Edital.",
            ctx,
        ),
    ]
    for k in range(1, rng.randint(1, 3)):
        lines.append(f"{k}. {rng.choice(CHAPTERS)}")
        for j in range(1, rng.randint(2, 4)):
            lines += _paragraph(f"{k}.{j} {_fill(rng.choice(PROSE), rng, ctx)}", ctx)
    return lines


def _after(rng: random.Random, ctx: dict) -> list[str]:
    lines = []
    for _ in range(rng.randint(1, 3) if rng.random() < 0.6 else 0):  # unnumbered prose first, at times
        lines += _paragraph(_fill(rng.choice(PROSE), rng, ctx), ctx)
    chapter = rng.randint(2, 6)
    for k in range(chapter, chapter + rng.randint(1, 3)):
        lines.append(f"{k}. {rng.choice(CHAPTERS)}")
        for j in range(1, rng.randint(2, 5)):
            lines += _paragraph(f"{k}.{j} {_fill(rng.choice(NUMBERED + PROSE), rng, ctx)}", ctx)
        if rng.random() < 0.3:
            lines += _paragraph(_fill(rng.choice(PROSE), rng, ctx), ctx)
    if rng.random() < 0.7:
        lines += [f"ANEXO {rng.choice(['II', 'III', 'IV'])} – CRONOGRAMA", rng.choice(["EVENTO DATA", "Etapa Data"])]
        for event in rng.sample(CRONOGRAMA, rng.randint(3, 8)):
            when = _date(rng, ctx["year"])
            lines.append(f"{event} {when} a {_date(rng, ctx['year'])}" if rng.random() < 0.3 else f"{event} {when}")
    day = rng.randint(1, 28)
    lines += [
        f"{ctx['city']}, {day} de {rng.choice(MONTHS)} de {ctx['year']}.",
        _person(rng).upper(),
        "Prefeito Municipal",
    ]
    return lines


def _paged(lines: list[str], rng: random.Random, ctx: dict, first: int) -> list[str]:
    """`lines` with a page break and its furniture after some of them (never before the first)."""
    out = []
    for n, line in enumerate(lines):
        out.append(line)
        if n + 1 < len(lines) and rng.random() < 0.06:
            ctx["page"] += 1
            out += rng.choice(
                [
                    [f"Página {ctx['page']} de {ctx['pages']}", ctx["running"]],
                    [ctx["masthead"], f"{ctx['edition']} – Página {ctx['page']}"],
                    [f"{ctx['site']} {ctx['page']}", "\f" + ctx["running"]],
                    [f"{ctx['page']}/{ctx['pages']}"],
                ]
            )
    return out


def context(rng: random.Random) -> dict:
    """One edital's fixed parts: its city, year, site, organiser, masthead and running head."""
    city = rng.choice(CITIES)
    year = rng.randint(2023, 2026)
    plain = unicodedata.normalize("NFKD", city.split()[-1].lower())
    slug = "".join(c for c in plain if c.isascii() and c.isalpha())
    masthead = rng.choice(
        [
            f"DIÁRIO OFICIAL DO MUNICÍPIO DE {city.upper()}",
            f"Diário Oficial Eletrônico – Município de {city}",
            f"DOM – {city.upper()}",
        ]
    )
    return {
        "city": city,
        "year": year,
        "site": f"www.{slug}.{rng.choice(['mg', 'ba', 'pi', 'pe', 'go'])}.gov.br",
        "firm": rng.choice(FIRMS),
        "masthead": masthead,
        "edition": f"Ano {rng.choice(['IX', 'XII', 'XV'])} – Edição nº {rng.randint(100, 4999)}",
        "running": rng.choice(
            [
                f"Prefeitura Municipal de {city} – Edital de Concurso Público",
                f"{masthead} – {rng.randint(1, 28)} de {rng.choice(MONTHS)} de {year}",
                f"CONCURSO PÚBLICO {year} – {city.upper()}",
            ]
        ),
        "width": rng.choice([0, 0, 60, 90]),
        "page": rng.randint(1, 5),
        "pages": rng.randint(20, 60),
    }


def in_context(case, rng: random.Random):
    """A copy of `case` with its text, whole and unchanged, inside a random whole edital."""
    ctx = context(rng)
    before = _paged(_before(rng, ctx), rng, ctx, 0)
    if rng.random() < 0.3:  # the quadro on a page of its own
        ctx["page"] += 1
        before += [f"Página {ctx['page'] - 1} de {ctx['pages']}", ctx["running"]]
    after = _paged(_after(rng, ctx), rng, ctx, 0)
    out = copy.copy(case)
    out.text = "\n".join([*before, case.text.strip("\n"), *after]) + "\n"
    return out


def wrap(make):
    """The generator `make` drawing its cases in context (each case from the same generator state)."""

    def made(rng: random.Random, *args, **kwargs):
        return in_context(make(rng, *args, **kwargs), rng)

    made.__name__ = f"{make.__name__}_in_context"
    return made
