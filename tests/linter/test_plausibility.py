"""cotacheck.linter.tables.plausibility: what can never be a cargo, and real cargo names that must survive."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.tables.plausibility import keep_cargos, not_a_cargo


@pytest.mark.parametrize(
    "name, why",
    [
        ("Texto da página 3", "page marker"),
        ("Página 12 de 40", "page marker"),
        ("pág. 7", "page marker"),
        ("EDITAL Nº 1, DE 5 DE SETEMBRO DE 2024", "title of an act"),
        ("EDITAL DE CONCURSO PÚBLICO Nº 01/2026", "title of an act"),
        ("Edital", "title of an act"),
        ("PORTARIA Nº 12/2025", "title of an act"),
        ("DAS DISPOSIÇÕES PRELIMINARES", "section heading"),
        ("DOS CARGOS E DAS VAGAS", "section heading"),
        ("CAPÍTULO II – DAS VAGAS", "section heading"),
        ("ANEXO I", "section heading"),
        ("TABELA", "section heading"),  # "TABELA 2 – ENSINO FUNDAMENTAL", its number taken for a count
        ("4.4", "clause or list number"),
        ("2.1.3.", "clause or list number"),
        ("b)", "clause or list number"),
        ("IV -", "clause or list number"),
        ("§ 2º", "clause or list number"),
        ("3.150,44", "pay figure"),  # SELECON's counts line opens with the vencimento, the name lines above
        ("R$ 2.510,90 40h (escala)", "pay figure"),
        ("Concorrência", "column header"),
        ("Ampla Concorrência", "column header"),
        ("Total de vagas", "column header"),
        ("Do total de", "column header"),
        ("Ao final das", "sentence fragment"),
        ("Ao final das 3 fases", "sentence fragment"),
        ("Para os cargos com", "sentence fragment"),
        ("PARA OS CARGOS DE NÍVEL MÉDIO", "sentence fragment"),
        ("DE 3 DE FEVEREIRO DE 2026", "sentence fragment"),
        ("O candidato que", "sentence fragment"),
        ("Os candidatos aprovados serão convocados", "sentence fragment"),
        ("Candidatos classificados serão convocados em", "sentence"),
        ("PUBLICADO EM 26/01/2026", "sentence"),
        # "… nos cargos com número de vagas igual ou" / "superior a 5 (cinco)."
        ("superior a", "threshold of a rule"),
        ("vagas igual ou superior a", "threshold of a rule"),
        ("Cargos com número de vagas inferior a", "threshold of a rule"),
        ("reserva a partir de", "threshold of a rule"),
        # "RESOLUÇÃO Nº 14, DE 11 DE" / "AGOSTO DE 2025" over "Ficam fixadas 6 (seis) vagas"
        ("AGOSTO DE 2025", "date"),
        ("AGOSTO DE 2025 – Nova Esperança de Minas", "date"),
        ("11 de março de 2026", "date"),
        ("-", "no words"),
        ("...", "no words"),
    ],
)
def test_never_a_cargo(name, why):
    assert not_a_cargo(name) == why


@pytest.mark.parametrize(
    "name",
    [
        "Analista de Tecnologia da Informação",
        "ANALISTA DE TECNOLOGIA DA INFORMAÇÃO – 1. ANÁLISE DE NEGÓCIO DE TI – Brasília / DF",
        "Aluno Oficial PM",
        "Professor EBTT – 01 Filosofia – Bagé",
        "Professor do Magistério Superior",
        "TABELA 01 - QUANTITATIVO DE VAGAS",  # a table's title naming a table of no cargo column (UFPE)
        "Escriturário – Agente Comercial – AC Macro 1 Micro 1",
        "SE 51",
        "AC 1",
        "AL 2",
        "TO 56",
        "PA 27",
        "AC",
        "SE",
        "São Paulo / SP",
        "Rio de Janeiro / RJ",
        "João Pessoa / PB",
        "Gestor em Políticas Públicas e Gestão Governamental – 101 Administração",
        "Técnico de Enfermagem do Trabalho",
        "ENGENHEIRO DE SEGURANÇA DO TRABALHO",
        "Médico – Clínica Geral",
        "Agente de Polícia",
        "Auditor Fiscal da Receita Estadual",
        "Delegado de Polícia Civil",
        "Oficial de Justiça Avaliador",
        "Assistente Administrativo",
        "Técnico em Edificações",
        "Especialista em Políticas Públicas",
        "Docente – Área: Direito Penal e Processo Penal",
        "Pará (PA)",  # a UF's row: the state, not the preposition "para" it folds into
        "PARÁ – Belém",
        "Professor de Ensino Superior",
        "Técnico de Nível Superior",
        "Analista de Nível Superior – Área: Direito",
        "Auxiliar de Serviços Gerais – Ensino Fundamental Incompleto",
    ],
)
def test_real_cargo_names_pass(name):
    assert not_a_cargo(name) is None


@dataclass
class Fake:
    name: str


def test_keep_cargos_keeps_order_and_drops_the_rest():
    kept = keep_cargos([Fake("Texto da página 3"), Fake("Analista"), Fake("Ao final das"), Fake("Técnico")])
    assert [p.name for p in kept] == ["Analista", "Técnico"]


def test_lint_text_reports_no_phantom_from_a_page_marker_or_a_sentence():
    text = (
        "EDITAL Nº 1, DE 5 DE SETEMBRO DE 2024\n"
        "Reserva de 20% das vagas aos candidatos negros, nos termos da Lei nº 12.990/2014.\n"
        "Cargo | Ampla concorrência | Negros | Total\n"
        "Analista | 8 | 2 | 10\n"
        "Técnico | 4 | 1 | 5\n"
        "Texto da página 3: 4\n"
        "4.4 Ao final das 3 fases do concurso, será publicada a listagem.\n"
    )
    names = [p["name"] for p in lint_text(text)["positions"]]
    assert not any("página" in n or "final" in n or "EDITAL" in n for n in names)
    assert {"Analista", "Técnico"} <= set(names)


def test_a_json_key_is_no_cargo():
    """A portal's JSON answer pasted (r13 of the eighth set): its keys are never cargos, and its object's
    figures beside a key ('"salario_base"' over '"vagas": {"ampla_concorrencia": 22, …, "total": 30}')
    give no phantom; a cargo named in quotes keeps its name."""
    assert not_a_cargo('"salario_base"') == "data key"
    assert not_a_cargo('"vagas":') == "data key"
    assert not_a_cargo('"Motorista"') is None
    text = (
        '{\n  "cargos": [\n    {\n      "codigo": "M01",\n      "nome": "Médico – Clínica Médica",\n'
        '      "carga_horaria_semanal": 24,\n      "salario_base": "R$ 9.480,00",\n      "vagas": {\n'
        '        "ampla_concorrencia": 22,\n        "pcd": 2,\n        "negros": 6,\n        "total": 30\n'
        '      },\n      "cadastro_reserva": 120\n    }\n  ]\n}\n'
    )
    names = [p["name"] for p in lint_text(text)["positions"] if p["vacancies"]]
    assert not any(n.startswith('"') for n in names), names


def test_a_resolution_dated_above_its_prose_is_no_cargo():
    """A Diário Oficial's other act after the edital: its title wrapped before the month ("RESOLUÇÃO Nº 14,
    DE 11 DE" / "AGOSTO DE 2025") over "Ficam fixadas 6 (seis) vagas de estágio" was read as a confirmed
    cargo "AGOSTO DE 2025" of 6 vacancies; a date names no cargo."""
    text = (
        "CÂMARA MUNICIPAL – RESOLUÇÃO Nº 14, DE 11 DE\n"
        "AGOSTO DE 2025\n"
        "Fixa o número de vagas de estágio remunerado na Câmara\n"
        "Municipal para o exercício de 2026. Art. 1º Ficam fixadas 6\n"
        "(seis) vagas de estágio de nível superior e 4 (quatro) vagas de\n"
        "nível médio, com bolsa de R$ 900,00.\n"
    )
    assert [p["name"] for p in lint_text(text)["positions"]] == []
