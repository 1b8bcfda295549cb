# ruff: noqa: F403, F405, E402
# t09: Defensoria Pública do Estado de Minas Gerais (DPMG), servidores: the opening edital republished after its second
# retificação, with the quadro carrying the old figures beside the new ones: Cargo / Especialidade / "Vagas (redação
# original)" / "Vagas (redação atual)" / AC / PcD / Negros (20%) / CR, the reserves computed on the current figures (Lei
# estadual nº 25.726/2026, from 3 vacancies, a fraction of 0,5 or more rounding up), a TOTAL row with both totals.
# The vacancies in force are the "redação atual" column. Taxas and the prova's weights follow. DOCX (python-docx) ->
# LibreOffice Writer PDF; pypdf.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t09_dpmg_2027_libreoffice_pypdf_vagas_original_and_current_columns"
V = [
    ("Analista da Defensoria Pública", "Direito", 14, 20),
    ("Analista da Defensoria Pública", "Psicologia", 6, 9),
    ("Analista da Defensoria Pública", "Serviço Social", 6, 10),
    ("Analista da Defensoria Pública", "Ciências Contábeis", 3, 3),
    ("Analista da Defensoria Pública", "Tecnologia da Informação", 4, 7),
    ("Analista da Defensoria Pública", "Engenharia Civil", 2, 1),
    ("Assistente da Defensoria Pública", "Administrativa", 30, 42),
    ("Assistente da Defensoria Pública", "Técnico em Informática", 5, 5),
    ("Assistente da Defensoria Pública", "Motorista", 8, 4),
]
entries, rows, T = [], [], [0] * 6
for cargo, esp, old, t in V:
    p, n = pcd5(t), neg20(t)
    cr = 2 * t
    vals = [old, t, t - p - n, p, n, cr]
    rows.append([cargo, esp] + [str(x) for x in vals])
    T = [a + b for a, b in zip(T, vals)]
    entries.append(ent(esp, t, neg=neg20, cr=cr))
rows.append([C("TOTAL", cs=2)] + [str(x) for x in T])
head = [
    [C("Cargo", rs=2), C("Especialidade", rs=2), C("Vagas", cs=2), C("Reserva (redação atual)", cs=3), C("CR", rs=2)],
    ["Redação original", "Redação atual", "AC", "PcD", "Negros (20%)"],
]
taxas = [
    ["Analista da Defensoria Pública", "Superior", "R$ 98,00"],
    ["Assistente da Defensoria Pública", "Médio", "R$ 72,00"],
]
pesos = [
    ["Conhecimentos Gerais", "30", "1", "30"],
    ["Conhecimentos Específicos", "40", "2", "80"],
    ["Redação (Analista)", "1", "–", "20"],
]
cfg = cfg19(
    "2027-04-05",
    site="www.fundep.ufmg.br/dpmg2027",
    banca="Fundação de Apoio da UFMG (Fundep)",
    cidades="Belo Horizonte, Juiz de Fora, Montes Claros, Uberlândia e Governador Valadares",
    neg_pct="20% (vinte por cento)",
    neg_lei="Lei estadual nº 25.726, de 20 de janeiro de 2026, sempre que o número de vagas da especialidade for igual ou superior a 3 (três)",
    veiculo="Diário Oficial Eletrônico da Defensoria Pública do Estado de Minas Gerais",
    local_data="Belo Horizonte/MG, 28 de maio de 2027.",
    assinaturas=["RAQUEL GOMES DE SOUSA DA COSTA DIAS", "Defensora Pública-Geral do Estado de Minas Gerais"],
    taxas=[[a, c] for a, _, c in taxas],
)
Q = [
    (
        "p",
        "2.1 Os cargos, as especialidades e as vagas são os do quadro a seguir, que apresenta, para conferência, o número de vagas da redação original do Edital nº 1/2027 e o da redação atual, dada pelos Editais nº 3/2027 (1ª retificação) e nº 6/2027 (2ª retificação). As reservas e o cadastro de reserva referem-se à redação atual.",
    ),
    (
        "table",
        {
            "caption": "QUADRO I – CARGOS, ESPECIALIDADES E VAGAS (REDAÇÃO ATUAL)",
            "head": head,
            "rows": rows,
            "widths": [3.4, 3.4, 2.2, 2.2, 1.0, 1.1, 1.7, 1.0],
        },
    ),
    (
        "p",
        "CR: cadastro de reserva, candidatos aprovados além das vagas; não constitui vaga. A especialidade Engenharia Civil teve vaga reduzida pelo Edital nº 6/2027, e na especialidade com menos de 3 (três) vagas não há reserva imediata aos negros.",
    ),
    (
        "table",
        {
            "caption": "QUADRO II – PROVA OBJETIVA E REDAÇÃO",
            "head": [["Conteúdo", "Questões", "Peso", "Pontos"]],
            "rows": pesos,
            "widths": [7.0, 2.0, 2.0, 2.0],
        },
    ),
    (
        "table",
        {
            "caption": "QUADRO III – TAXA DE INSCRIÇÃO",
            "head": [["Cargo", "Escolaridade", "Valor"]],
            "rows": taxas,
            "widths": [7.0, 3.5, 3.0],
        },
    ),
]
B = edital(
    "DEFENSORIA PÚBLICA DO ESTADO DE MINAS GERAIS\nEDITAL Nº 1/2027 – CONCURSO PÚBLICO PARA SERVIDORES\n(republicado com as alterações dos Editais nº 3/2027 e nº 6/2027)",
    "A DEFENSORA PÚBLICA-GERAL DO ESTADO DE MINAS GERAIS, no uso de suas atribuições, torna público o Edital nº 1/2027, republicado com as alterações introduzidas pelos Editais nº 3/2027 e nº 6/2027, para provimento de cargos efetivos do Quadro de Servidores da Defensoria Pública.",
    Q,
    cfg,
    cargos=[(c + " – " + e, "conforme a Lei estadual nº 21.956/2015") for c, e, *_ in V],
)
docx = docx_edital(
    NAME,
    B,
    ["DEFENSORIA PÚBLICA DO ESTADO DE MINAS GERAIS"],
    "Edital nº 1/2027 – DPMG (republicação)",
    when="2027-05-28",
)
pdf = lo_pdf(NAME, docx)
finish8(
    NAME,
    entries,
    "pypdf",
    pdf,
    {
        "body": "DPMG (state, Lei MG 25.726/2026, 20 % from 3)",
        "board": "Fundep",
        "producer": "DOCX (python-docx), LibreOffice Writer PDF",
        "shape": "republished edital: two-row header Vagas over Redação original / Redação atual, reserves on the current figures, CR, TOTAL with both totals; prova and taxa tables",
    },
    totals=(T[1], T[4]),
)
