"""CQ104 fracionamento-de-vagas: Cargo dividido em especialidades ou localidades tão pequenas que a reserva some."""

from __future__ import annotations

from collections import OrderedDict

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import CNJ, Rule, go, rn
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.cargo_totals import CARGO_TOTAL_READING
from cotacheck.linter.tables.extract import Position

RULE = Rule(
    code="CQ104",
    name="fracionamento-de-vagas",
    title="Fracionamento de vagas",
    severity="warning",
    summary="Cargo dividido em especialidades ou localidades tão pequenas que a reserva some.",
    message="O cargo “{parent}” parece dividido em {count} partes ({slices}) que somam {total} vagas: separadas, dão "
    "{split} vaga(s) reservada(s); o cargo inteiro daria {whole}. {reading}",
    basis={
        "go": go("art-1", "art-1-p3"),
        "rn": rn("art-1-p1", "art-1-p3"),
        "federal-12990": (("lei-12990", "art-1-p3"), ("adc-41", None)),
        "federal-15142": (("lei-15142", "art-1-p2"),),
        "cnj": (*CNJ, ("pca-2978", None)),
    },
    extra_basis="STJ, AREsp 1.425.161/RS; STJ, 1ª Seção, caso INPA (Informativo 875); CNJ, PCA 0002978-71.2023",
    docs={
        "what": "Agrupa as linhas do quadro de vagas que pertencem ao mesmo cargo (separadas por especialidade, "
        "área, lotação ou município) e compara a reserva que cada parte gera com a que o cargo inteiro geraria. "
        "Dispara quando pelo menos uma parte fica abaixo do mínimo de vagas da lei, as partes somadas reservam menos "
        "do que o cargo inteiro reservaria e o edital não informa a reserva sobre o total.",
        "why": "Quando as partes são especialidades, é uma interpretação, com autoridades dos dois lados. De um lado, o "
        "STJ calcula sobre o total de vagas do cargo e vê burla em fracioná-lo por especialidade (AREsp 1.425.161/RS, "
        "2ª Turma, 2019, decidido em boa parte por súmulas processuais), e a 1ª Seção do STJ julgou sem base legal o "
        "sorteio da vaga única de uma especialidade, contando as vagas do cargo (caso INPA, dezembro de 2025, "
        "Informativo 875). Do outro, o CNJ toma por base cada cargo definido pela especialidade e veda fracioná-lo por "
        "localidade (PCA 0002978-71.2023), e a Resolução CNJ nº 657/2025 reserva por cargo e especialidade. Partes "
        "por localidade (lotação, município, UF) são fracionamento para as duas leituras. A Lei nº 15.142/2025 (art. "
        "5º, § 1º) manda o regulamento evitar o fracionamento de vagas entre certames; em Goiás a reserva é "
        "especificada por cargo (art. 1º, § 3º). Os parâmetros da ADC 41 sobre fracionamento não foram conferidos no "
        "acórdão. Por isso o achado é sempre um aviso.",
        "bad": "Cargo: Professor\nMunicípio AC Negros Total\nGoiânia 2 - 2\nAnápolis 2 - 2\nRio Verde 2 - 2\n"
        "Catalão 2 - 2\nJataí 2 - 2\n\n(5 partes de 2 vagas: nenhuma reservada; o cargo tem 10 vagas, 20% = 2.)",
        "good": "Cargo: Professor — 10 vagas, das quais 2 reservadas a candidatos negros, distribuídas na ordem de "
        "classificação entre os municípios.",
        "ignore": "Quando as partes são, por lei, cargos diferentes (carreiras distintas) e não especialidades de um "
        "mesmo cargo.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Slices of one cargo (especialidade, localidade) so small that the reserve of the whole disappears."""
    if not checks_edital(RULE, ctx):
        return []
    groups: OrderedDict[str, list[Position]] = OrderedDict()
    for p in doc.positions:
        # rows whose reserve is stated once for the whole cargo are not slices reserving apart
        if p.slice and not p.cr and p.vacancies >= 1 and p.reserve_scope != "cargo":
            groups.setdefault(fold(p.parent).strip(), []).append(p)
    out = []
    for members in groups.values():
        if len(members) < 2:
            continue
        total = sum(p.vacancies for p in members)
        whole = ctx.required(total)
        if whole is None:
            continue
        split = sum(ctx.required(p.vacancies)["reserved"] for p in members if ctx.required(p.vacancies))
        stated = sum(p.reserved_stated or 0 for p in members)
        small = any(p.vacancies < ctx.threshold for p in members)  # a slice below the law's minimum
        if small and split < whole["reserved"] and stated < whole["reserved"]:
            slices = ", ".join(f"{p.slice}: {p.vacancies}" for p in members[:8]) + (", …" if len(members) > 8 else "")
            out.append(
                finding(
                    RULE,
                    RULE.message.format(
                        parent=members[0].parent,
                        count=len(members),
                        slices=slices,
                        total=total,
                        split=split,
                        whole=whole["reserved"],
                        reading=CARGO_TOTAL_READING,
                    ),
                    ctx,
                    members[0].line,
                    members[0].parent,
                )
            )
    return out
