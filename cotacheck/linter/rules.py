"""The rule registry: one record per rule, with its documentation (as ruff documents its rules).

Codes are stable and never reused: a retired rule keeps its code with status "removed". Each rule
has a Portuguese kebab-case name, a default severity, a one-line message template (str.format
fields), the legal basis per law, and five documentation sections shown by `cotacheck rule CODE`
and on the site's page per rule (regras/CODE.html).
"""

from __future__ import annotations

from dataclasses import dataclass, field

SEVERITIES = ("error", "warning", "info")
SEVERITY_LABELS = {"error": "erro", "warning": "aviso", "info": "informação"}
SECTIONS = (
    ("what", "O que verifica"),
    ("why", "Por que importa"),
    ("bad", "Exemplo que dispara"),
    ("good", "Exemplo corrigido"),
    ("ignore", "Quando ignorar"),
)


@dataclass(frozen=True)
class Rule:
    code: str
    name: str
    severity: str
    summary: str  # one sentence, shown in lists
    message: str  # template, str.format fields
    basis: dict[str, tuple[tuple[str, str | None], ...]]  # law key → (instrument, anchor) pairs
    docs: dict[str, str]
    laws: tuple[str, ...] = ("go", "rn", "federal")
    extra_basis: str | None = None  # case law cited besides the statutes
    status: str = "stable"
    tags: tuple[str, ...] = field(default=())

    @property
    def url(self) -> str:
        return f"regras/{self.code}.html"


def _go(*anchors: str) -> tuple[tuple[str, str], ...]:
    return tuple(("lei-23389", a) for a in anchors)


def _rn(*anchors: str) -> tuple[tuple[str, str], ...]:
    return tuple(("lei-11015", a) for a in anchors)


RULES: dict[str, Rule] = {}


def rule(**kwargs) -> Rule:
    r = Rule(**kwargs)
    assert r.code not in RULES and r.severity in SEVERITIES
    RULES[r.code] = r
    return r


rule(
    code="CQ101", name="reserva-por-cargo-ausente", severity="error",
    summary="Cargo com vagas suficientes para a reserva, sem a reserva para negros informada.",
    message="O edital parece não informar a reserva para candidatos negros do cargo “{position}” ({vacancies} vagas); "
            "pela lei, seriam {required} e o edital deve especificá-las por cargo.",
    basis={"go": _go("art-1-p3"), "rn": _rn("art-1-p3"), "federal-12990": (("lei-12990", "art-1-p3"),),
           "federal-15142": (("lei-15142", "art-1"),)},
    docs={
        "what": "Cada cargo, emprego ou função (com sua especialidade ou localidade, quando o edital as separa) que oferece "
                "pelo menos o mínimo de vagas da lei (3 em Goiás, no RN e na Lei nº 12.990/2014; 2 na Lei nº 15.142/2025) "
                "precisa ter o número de vagas reservadas a candidatos negros escrito no edital. A regra dispara quando o "
                "quadro de vagas ou o texto do cargo não traz esse número.",
        "why": "A Lei estadual nº 23.389/2025 (Goiás), art. 1º, § 3º, e a Lei estadual nº 11.015/2021 (RN), art. 1º, § 3º, "
               "mandam o edital especificar o total de vagas reservadas para cada cargo. A Lei nº 12.990/2014 (art. 1º, "
               "§ 3º) dizia o mesmo; a Lei nº 15.142/2025 (art. 1º) reserva 30% das vagas do edital. Sem o número por "
               "cargo, o candidato não sabe quantas vagas disputa e a reserva não pode ser fiscalizada.",
        "bad": "Cargo AC PcD Total\nAnalista Legislativo – Contabilidade 9 1 10\n\n"
               "(10 vagas e nenhuma coluna de vagas para negros: a lei exige 2.)",
        "good": "Cargo AC PcD Negros Total\nAnalista Legislativo – Contabilidade 7 1 2 10",
        "ignore": "Quando o edital informa a reserva em outro lugar que o verificador não reconheceu (um anexo separado, "
                  "uma imagem). Confira o anexo antes de concluir que falta.",
    },
)
rule(
    code="CQ102", name="reserva-abaixo-do-exigido", severity="error",
    summary="Reserva informada para o cargo menor que a exigida pela lei.",
    message="A reserva para negros informada para “{position}” ({stated}) parece abaixo da exigida pela lei: "
            "{required} de {vacancies} vagas{detail}.",
    basis={"go": _go("art-1", "art-1-p2"), "rn": _rn("art-1", "art-1-p2"),
           "federal-12990": (("lei-12990", "art-1"), ("lei-12990", "art-1-p2")),
           "federal-15142": (("lei-15142", "art-1"), ("lei-15142", "art-5-p2"), ("dec-12536", None))},
    docs={
        "what": "Compara, cargo a cargo, o número de vagas reservadas a negros que o edital informa com o que a lei exige "
                "(percentual sobre as vagas do cargo, com o arredondamento da lei: fração igual ou maior que 0,5 para cima). "
                "Sob a Lei nº 15.142/2025, quando o edital separa pretos e pardos, indígenas e quilombolas, compara também "
                "cada grupo.",
        "why": "Goiás (Lei nº 23.389/2025, art. 1º e § 2º) e a Lei nº 12.990/2014 reservam 20% com arredondamento; o RN "
               "(Lei nº 11.015/2021, art. 1º) assegura no mínimo 20%; a Lei nº 15.142/2025 reserva 30% (25% pretos e "
               "pardos, 3% indígenas, 2% quilombolas, Decreto nº 12.536/2025). Menos que isso descumpre a lei.",
        "bad": "Cargo AC PcD Negros Total\nAgente Administrativo 13 1 1 15\n\n(15 vagas: 20% = 3; o edital reserva 1.)",
        "good": "Cargo AC PcD Negros Total\nAgente Administrativo 11 1 3 15",
        "ignore": "Quando a lei aplicada não é a certa para o edital (outro ente, outra data): informe a lei com --law e a "
                  "data com --date.",
    },
)
rule(
    code="CQ103", name="reserva-acima-do-exigido", severity="info",
    summary="Reserva informada maior que o mínimo calculado.",
    message="A reserva para negros informada para “{position}” ({stated}) é maior que a calculada pela lei "
            "({required} de {vacancies} vagas); {lawful}",
    basis={"go": _go("art-1"), "rn": _rn("art-1"), "federal-12990": (("lei-12990", "art-1"),),
           "federal-15142": (("lei-15142", "art-1"),)},
    docs={
        "what": "Assinala o cargo cuja reserva informada passa do número que a lei manda reservar.",
        "why": "A Lei nº 11.015/2021 (RN), art. 1º, assegura \"no mínimo 20%\": reservar mais é lícito. Em Goiás (Lei nº "
               "23.389/2025, art. 1º) e na lei federal o percentual é fixo; uma reserva maior pode ser escolha do órgão ou "
               "erro de conta, por isso é só uma informação.",
        "bad": "Cargo AC Negros Total\nTécnico 5 3 8\n\n(8 vagas: 20% = 1,6 → 2; o edital reserva 3.)",
        "good": "Cargo AC Negros Total\nTécnico 6 2 8",
        "ignore": "Quando o órgão decidiu reservar mais de propósito (no RN a lei permite expressamente).",
    },
)
rule(
    code="CQ104", name="fracionamento-de-vagas", severity="warning",
    summary="Cargo dividido em especialidades ou localidades tão pequenas que a reserva some.",
    message="O cargo “{parent}” parece dividido em {count} partes ({slices}) que somam {total} vagas: separadas, dão "
            "{split} vaga(s) reservada(s); o cargo inteiro daria {whole}.",
    basis={"go": _go("art-1", "art-1-p3"), "rn": _rn("art-1-p1", "art-1-p3"),
           "federal-12990": (("lei-12990", "art-1-p3"), ("adc-41", None)),
           "federal-15142": (("lei-15142", "art-5-p1"), ("adc-41", None))},
    extra_basis="STJ, AREsp 1.425.161/RS; STF, ADC 41",
    docs={
        "what": "Agrupa as linhas do quadro de vagas que pertencem ao mesmo cargo (separadas por especialidade, área, "
                "lotação ou município) e compara a reserva que cada parte gera com a que o cargo inteiro geraria. Dispara "
                "quando pelo menos uma parte fica abaixo do mínimo de vagas da lei, as partes somadas reservam menos do "
                "que o cargo inteiro reservaria e o edital não informa a reserva sobre o total.",
        "why": "A reserva é calculada por cargo (Goiás, Lei nº 23.389/2025, art. 1º e § 3º; RN, Lei nº 11.015/2021, "
               "art. 1º, § 3º). O STJ (AREsp 1.425.161/RS) julgou que dividir o cargo por especialidade para ficar "
               "abaixo do mínimo burla a lei; a ADC 41 (STF) veda fracionar vagas para fugir da reserva, e a Lei nº "
               "15.142/2025 (art. 5º, § 1º) proíbe dividir o edital para evitá-la.",
        "bad": "Cargo: Professor\nMunicípio AC Negros Total\nGoiânia 2 - 2\nAnápolis 2 - 2\nRio Verde 2 - 2\n"
               "Catalão 2 - 2\nJataí 2 - 2\n\n(5 partes de 2 vagas: nenhuma reservada; o cargo tem 10 vagas, 20% = 2.)",
        "good": "Cargo: Professor — 10 vagas, das quais 2 reservadas a candidatos negros, distribuídas na ordem de "
                "classificação entre os municípios.",
        "ignore": "Quando as partes são, por lei, cargos diferentes (carreiras distintas) e não especialidades de um mesmo "
                  "cargo.",
    },
)
rule(
    code="CQ105", name="soma-nao-confere", severity="warning",
    summary="Linha do quadro cujas partes não somam o total.",
    message="Na linha de “{position}”, as partes ({parts}) somam {sum}, mas o total informado é {total}.",
    basis={"go": _go("art-1-p3"), "rn": _rn("art-1-p3"), "federal-12990": (("lei-12990", "art-1-p3"),),
           "federal-15142": (("lei-15142", "art-1"),)},
    docs={
        "what": "Em cada linha do quadro de vagas com colunas de ampla concorrência, reservas e total, soma as partes e "
                "compara com o total.",
        "why": "O edital deve especificar a reserva de cada cargo (Goiás, art. 1º, § 3º; RN, art. 1º, § 3º). Se a soma não "
               "confere, um dos números está errado e não se sabe qual reserva vale.",
        "bad": "Cargo AC PcD Negros Total\nAnalista 8 1 2 10",
        "good": "Cargo AC PcD Negros Total\nAnalista 7 1 2 10",
        "ignore": "Quando o quadro tem uma coluna a mais que o verificador não reconheceu (por exemplo, cadastro de "
                  "reserva dentro do total).",
    },
)
rule(
    code="CQ201", name="heteroidentificacao-por-ascendencia", severity="error",
    summary="Verificação da autodeclaração que considera ascendência ou documentos de parentes (Goiás).",
    message="O edital parece admitir na verificação da autodeclaração {what}; em Goiás a verificação considera só o fenótipo "
            "do candidato, sem ascendência, registros civis ou pareceres de outras bancas.",
    basis={"go": _go("art-3-p1", "art-3-p2")},
    laws=("go",),
    docs={
        "what": "Procura, nas regras da comissão de heteroidentificação, critérios ligados à ascendência: documentos dos pais "
                "ou avós, certidões e registros civis, fotos de familiares, pareceres de bancas de outras instituições, "
                "\"genótipo\". Frases que proíbem esses critérios (\"não será considerada a ascendência\") não disparam.",
        "why": "Em Goiás, a Lei nº 23.389/2025, art. 3º, § 1º, manda considerar somente os aspectos fenotípicos do candidato, "
               "presente, e o § 2º proíbe considerar a ascendência, registros civis ou documentos de ascendentes e pareceres "
               "de bancas de outras instituições. A lei do RN (art. 2º, § 1º, b) permite documentos dos genitores, por isso "
               "a regra vale só para Goiás.",
        "bad": "7.4 Na verificação, a comissão poderá considerar documentos oficiais dos pais do candidato em que conste a "
               "cor preta ou parda.",
        "good": "7.4 A verificação considerará somente os aspectos fenotípicos do candidato, examinados com a sua presença; "
                "não serão considerados ascendência, registros civis ou pareceres de outras bancas.",
        "ignore": "Quando o edital não é de Goiás (informe a lei com --law).",
    },
)
rule(
    code="CQ202", name="inscricao-como-cotista-ausente", severity="warning",
    summary="Sem reserva por falta de vagas e sem garantia de inscrição como cotista (Goiás).",
    message="Nenhum cargo parece chegar ao mínimo de {threshold} vagas, então não há reserva; o edital parece não "
            "assegurar a inscrição de pessoas autodeclaradas negras na condição de cotista.",
    basis={"go": _go("art-1-p4")},
    laws=("go",),
    docs={
        "what": "Quando nenhum cargo do edital chega a 3 vagas (ou só há cadastro de reserva), procura a cláusula que "
                "assegura a inscrição de pessoas negras como cotistas.",
        "why": "A Lei nº 23.389/2025 (Goiás), art. 1º, § 4º: nos certames sem vagas reservadas em razão do quantitativo, "
               "deve ser assegurada a inscrição de pessoas autodeclaradas negras na condição de cotista, para as vagas que "
               "surgirem (§ 5º).",
        "bad": "2.1 Vagas: Motorista 2; Vigia 1. Não haverá reserva de vagas para candidatos negros.",
        "good": "2.1 Vagas: Motorista 2; Vigia 1. Não há vagas reservadas em razão do quantitativo, mas fica assegurada a "
                "inscrição de pessoas autodeclaradas negras na condição de cotista (Lei nº 23.389/2025, art. 1º, § 4º).",
        "ignore": "Quando a cláusula existe com outras palavras que o verificador não reconheceu.",
    },
)
_CLAUSE_IGNORE = "Quando a cláusula existe com outras palavras que o verificador não reconheceu, ou num anexo não colado."
rule(
    code="CQ203", name="autodeclaracao-ibge-ausente", severity="warning",
    summary="Sem cláusula de autodeclaração como preto ou pardo pelo quesito do IBGE.",
    message="O edital parece não prever a autodeclaração como preto ou pardo, no ato da inscrição, conforme o quesito cor "
            "ou raça do IBGE.",
    basis={"go": _go("art-2"), "rn": _rn("art-2"), "federal-12990": (("lei-12990", "art-2"),),
           "federal-15142": (("lei-15142", "art-1"),)},
    docs={
        "what": "Procura a cláusula pela qual o candidato às vagas reservadas se autodeclara preto ou pardo segundo o "
                "quesito cor ou raça do IBGE.",
        "why": "Goiás (Lei nº 23.389/2025, art. 2º) e RN (Lei nº 11.015/2021, art. 2º) definem assim quem concorre às vagas "
               "reservadas; sem a cláusula, o critério de acesso à reserva fica indefinido.",
        "bad": "5.1 O candidato que desejar concorrer às vagas reservadas deverá indicar essa opção na inscrição.",
        "good": "5.1 Poderão concorrer às vagas reservadas os candidatos que se autodeclararem pretos ou pardos no ato da "
                "inscrição, conforme o quesito cor ou raça utilizado pela Fundação IBGE.",
        "ignore": _CLAUSE_IGNORE,
    },
)
rule(
    code="CQ204", name="concorrencia-concomitante-ausente", severity="warning",
    summary="Sem cláusula de concorrência simultânea às vagas reservadas e de ampla concorrência.",
    message="O edital parece não dizer que os candidatos negros concorrem ao mesmo tempo às vagas reservadas e às de "
            "ampla concorrência.",
    basis={"go": _go("art-4"), "rn": _rn("art-3"), "federal-12990": (("lei-12990", "art-3"),),
           "federal-15142": (("lei-15142", None),)},
    docs={
        "what": "Procura a cláusula de concorrência concomitante: o candidato negro disputa as vagas reservadas e também as "
                "de ampla concorrência, e quem passa na ampla não ocupa vaga reservada.",
        "why": "Goiás (Lei nº 23.389/2025, art. 4º e § 2º) e RN (Lei nº 11.015/2021, art. 3º e § 1º). Sem ela o candidato "
               "negro pode ser confinado às vagas reservadas, o que reduz a reserva a um teto.",
        "bad": "5.3 Os candidatos inscritos como negros concorrerão somente às vagas reservadas.",
        "good": "5.3 Os candidatos negros concorrerão concomitantemente às vagas reservadas e às vagas destinadas à ampla "
                "concorrência, de acordo com a sua classificação.",
        "ignore": _CLAUSE_IGNORE,
    },
)
rule(
    code="CQ205", name="reversao-de-vagas-ausente", severity="warning",
    summary="Sem cláusula que reverta à ampla concorrência as vagas reservadas não preenchidas.",
    message="O edital parece não prever que as vagas reservadas a negros não preenchidas sejam revertidas à ampla "
            "concorrência.",
    basis={"go": _go("art-4-p4"), "rn": _rn("art-3-p3"), "federal-12990": (("lei-12990", "art-3-p3"),),
           "federal-15142": (("lei-15142", None),)},
    docs={
        "what": "Procura a cláusula que manda as vagas reservadas sem candidatos negros aprovados em número suficiente "
                "voltarem à ampla concorrência.",
        "why": "Goiás (Lei nº 23.389/2025, art. 4º, § 4º) e RN (Lei nº 11.015/2021, art. 3º, § 3º). Sem ela, não se sabe o "
               "destino das vagas reservadas que sobrarem.",
        "bad": "5.6 As vagas reservadas serão preenchidas exclusivamente por candidatos negros.",
        "good": "5.6 Não havendo candidatos negros aprovados em número suficiente, as vagas remanescentes serão revertidas "
                "à ampla concorrência, observada a ordem de classificação.",
        "ignore": _CLAUSE_IGNORE,
    },
)
rule(
    code="CQ206", name="alternancia-proporcionalidade-ausente", severity="warning",
    summary="Sem cláusula de alternância e proporcionalidade na nomeação.",
    message="O edital parece não prever os critérios de alternância e proporcionalidade na nomeação ou contratação dos "
            "aprovados.",
    basis={"go": _go("art-5"), "rn": _rn("art-4"), "federal-12990": (("lei-12990", "art-4"),),
           "federal-15142": (("lei-15142", "art-9"),)},
    docs={
        "what": "Procura a cláusula que manda nomear (ou contratar) alternando ampla concorrência, pessoas com deficiência e "
                "negros na proporção das vagas de cada lista.",
        "why": "Goiás (Lei nº 23.389/2025, art. 5º) e RN (Lei nº 11.015/2021, art. 4º). Sem ela, os cotistas podem ser "
               "chamados só depois da ampla concorrência, ou nunca, se poucas vagas forem providas.",
        "bad": "9.1 A nomeação obedecerá à ordem de classificação na lista geral.",
        "good": "9.1 A nomeação dos aprovados respeitará os critérios de alternância e proporcionalidade, considerando a "
                "relação entre o total de vagas e as reservadas a pessoas com deficiência e a negros.",
        "ignore": _CLAUSE_IGNORE,
    },
)
rule(
    code="CQ207", name="contraditorio-ampla-defesa-ausente", severity="warning",
    summary="Eliminação por autodeclaração falsa sem contraditório e ampla defesa.",
    message="O edital parece não assegurar contraditório e ampla defesa antes de eliminar o candidato cuja autodeclaração "
            "for considerada falsa.",
    basis={"go": _go("art-3-p3"), "rn": _rn("art-2-p3"), "federal-12990": (("lei-12990", "art-2-pu"),),
           "federal-15142": (("adc-41", None),)},
    docs={
        "what": "Procura, junto às regras da verificação da autodeclaração (heteroidentificação, eliminação por declaração "
                "falsa), a garantia de contraditório e ampla defesa.",
        "why": "Goiás (Lei nº 23.389/2025, art. 3º, § 3º) e RN (Lei nº 11.015/2021, art. 2º, § 3º) só admitem a eliminação "
               "após procedimento em que se assegurem o contraditório e a ampla defesa; o STF (ADC 41) exige o mesmo.",
        "bad": "7.8 Constatada a falsidade da autodeclaração, o candidato será eliminado do concurso.",
        "good": "7.8 Constatada a falsidade da autodeclaração, o candidato será eliminado do concurso, após procedimento "
                "administrativo em que lhe sejam assegurados o contraditório e a ampla defesa.",
        "ignore": _CLAUSE_IGNORE,
    },
)
rule(
    code="CQ301", name="lei-nao-aplicavel", severity="info",
    summary="A lei detectada não se aplica a este edital (data, Poder ou tipo de vaga).",
    message="A {law} parece não se aplicar a este edital: {reason} Por isso a reserva não foi avaliada.",
    basis={"go": _go("art-7"), "rn": _rn("art-5"), "federal-12990": (("lei-12990", "art-6"),),
           "federal-15142": (("lei-15142", "art-11"),)},
    docs={
        "what": "Verifica se a lei detectada (ou informada) se aplica ao edital: data de publicação antes da entrada em vigor, "
                "Poder não abrangido (por exemplo, o Judiciário em Goiás) ou tipo de vaga não abrangido (estágio antes da "
                "Lei nº 23.719/2025; temporários no RN). Nesse caso, emite só esta informação e nenhum outro achado de "
                "reserva ou cláusula.",
        "why": "Goiás (Lei nº 23.389/2025, art. 7º) e RN (Lei nº 11.015/2021, art. 5º) não se aplicam a editais já "
               "publicados antes de entrarem em vigor; Goiás abrange só os Poderes Executivo e Legislativo (art. 1º, § 1º).",
        "bad": "EDITAL Nº 3/2025, DE 10 DE JUNHO DE 2025 — Secretaria de Estado da Administração de Goiás (Poder Executivo, "
               "antes de 03/09/2025).",
        "good": "Nada a corrigir: a informação só explica por que a reserva não foi avaliada. Se a data ou o Poder foram "
                "lidos errado, informe-os (--date, --branch).",
        "ignore": "Sempre que a data, o Poder e o tipo de vaga estiverem certos.",
    },
)
rule(
    code="CQ302", name="lei-nao-identificada", severity="warning",
    summary="Não foi possível identificar a lei aplicável pelo texto.",
    message="Não foi possível identificar pelo texto qual lei de cotas se aplica (o edital não cita a Lei nº 23.389/2025, a "
            "Lei nº 11.015/2021 nem as leis federais, nem nomeia o ente). A reserva não foi avaliada: informe a lei com "
            "--law go, --law rn ou --law federal (na página, escolha a lei).",
    basis={},
    docs={
        "what": "Avisa quando o texto não cita nenhuma das leis conhecidas nem nomeia Goiás, o Rio Grande do Norte ou um órgão "
                "federal, e nenhuma lei foi informada.",
        "why": "Percentual, mínimo de vagas e arredondamento dependem da lei (Goiás: Lei nº 23.389/2025; RN: Lei nº "
               "11.015/2021; União: Leis nº 12.990/2014 e 15.142/2025). Sem saber qual, a reserva não pode ser avaliada.",
        "bad": "EDITAL Nº 1/2026 — Concurso público para Analista (sem citar lei nem ente).",
        "good": "cotacheck lint edital.txt --law go",
        "ignore": "Nunca: informe a lei.",
    },
)
rule(
    code="CQ303", name="quadro-de-vagas-nao-encontrado", severity="info",
    summary="Nenhum cargo com número de vagas foi reconhecido no texto.",
    message="Nenhum cargo com número de vagas foi reconhecido no texto; a reserva por cargo não pôde ser conferida. "
            "Verifique se o quadro de vagas foi copiado (ou está num anexo).",
    basis={},
    docs={
        "what": "Informa que o verificador não encontrou quadro de vagas nem declaração de vagas por cargo.",
        "why": "A reserva é conferida cargo a cargo (Goiás, art. 1º, § 3º; RN, art. 1º, § 3º); sem cargos, nenhuma regra de "
               "reserva pode ser aplicada, e o silêncio não significa que o edital esteja correto.",
        "bad": "Um edital cujo quadro de vagas está num anexo que não foi colado.",
        "good": "Cole também o anexo com o quadro de vagas (Cargo, Vagas, Negros, PcD, Total).",
        "ignore": "Quando o texto colado é só um trecho do edital, de propósito.",
    },
)


rule(
    code="CQ304", name="data-do-edital-incerta", severity="info",
    summary="A data do edital não foi confirmada: diz qual data foi usada e o que mudaria com outra.",
    message="A data do edital não é certa: {detail}",
    basis={},
    docs={
        "what": "Informa quando a data de publicação não vem do título do edital nem de duas fontes que concordam (cronograma, "
                "página do Diário Oficial, local e data da assinatura): diz qual data foi usada, de onde veio, e o que mudaria se "
                "o edital fosse de antes ou depois da mudança mais próxima da lei (entrada em vigor, nova redação, fim da "
                "vigência). Uma data incerta que desligaria a lei não a desliga: a reserva é avaliada e a nota diz isso.",
        "why": "A lei e a redação aplicáveis dependem da data de publicação do edital (Goiás, art. 7º; RN, art. 5º; Lei nº "
               "12.990/2014, art. 6º; Lei nº 15.142/2025). Datas de atos citados no preâmbulo (decretos, leis) não são a data "
               "do edital e nunca são usadas.",
        "bad": "Edital sem data no título, só com \"Pelotas, 03 de setembro de 2024.\" antes da assinatura.",
        "good": "EDITAL Nº 133, DE 3 DE SETEMBRO DE 2024 (ou informe a data: --date 2024-09-03).",
        "ignore": "Quando a data usada está certa.",
    },
)


def get_rule(code: str) -> Rule | None:
    return RULES.get(code.upper().strip())


def law_key(law_id: str, version_id: str | None) -> str:
    if law_id == "federal":
        return "federal-15142" if version_id == "lei-15142" else "federal-12990"
    return law_id


def rule_as_data(r: Rule) -> dict:
    return {
        "code": r.code, "name": r.name, "severity": r.severity, "status": r.status, "summary": r.summary,
        "message": r.message, "laws": list(r.laws), "url": r.url,
        "docs": {key: r.docs[key] for key, _ in SECTIONS},
        "basis": {key: [f"{i}#{a}" if a else i for i, a in pairs] for key, pairs in r.basis.items()},
        "extra_basis": r.extra_basis,
    }


def format_rule(r: Rule) -> str:
    lines = [f"{r.code} {r.name} ({SEVERITY_LABELS[r.severity]})", "", r.summary, ""]
    for key, title in SECTIONS:
        lines.append(f"## {title}")
        lines.append("")
        body = r.docs[key]
        if key in ("bad", "good"):
            lines += ["    " + l for l in body.split("\n")]
        else:
            lines.append(body)
        lines.append("")
    return "\n".join(lines).rstrip()
