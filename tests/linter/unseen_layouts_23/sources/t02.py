# ruff: noqa: F403, F405, E402
# t02: Tribunal de Justiça de Pernambuco (TJPE), servidores: the EDITAL CONSOLIDADO published after two retificações.
# One quadro Cargo/Especialidade / Vagas / AC / PcD / PPP / PI / PQ / CR (CNJ Res. nº 203/2015 as amended by Res. nº
# 657/2025 and Lei nº 15.142/2025), the rows changed by a retificação marked with asterisks and a note saying which
# edital changed them (one row included by the second retificação, with one vacancy and no reserve), a TOTAL row, and
# before the quadro a table of the editais consolidated (numbers, dates, items). Taxas follow. DOCX (python-docx) ->
# LibreOffice Writer PDF; pdfplumber.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t02_tjpe_2027_edital_consolidado_libreoffice_pdfplumber_rows_marked_by_retificacao"
V = [
    ("Analista Judiciário – Área Judiciária", 45, "*"),
    ("Analista Judiciário – Área Administrativa", 12, ""),
    ("Analista Judiciário – Contador", 3, ""),
    ("Analista Judiciário – Analista de Sistemas", 8, "*"),
    ("Analista Judiciário – Psicólogo", 4, ""),
    ("Analista Judiciário – Assistente Social", 5, "**"),
    ("Oficial de Justiça", 60, ""),
    ("Técnico Judiciário – Função Judiciária", 90, "*"),
    ("Técnico Judiciário – Programador", 6, ""),
    ("Técnico Judiciário – Suporte em Tecnologia", 1, "**"),
]
entries, rows, T = [], [], [0] * 8
for c, t, m in V:
    p, (a, b, q) = pcd5(t), ppp(t)
    cr = 2 * t if t > 1 else 5
    vals = [t, t - p - a - b - q, p, a, b, q, cr]
    rows.append([c + (" (%s)" % m if m else "")] + [str(x) for x in vals])
    T = [x + y for x, y in zip(T, vals + [0])]
    entries.append(ent_f(c, t, cr=cr))
rows.append(["TOTAL"] + [str(x) for x in T[:7]])
hist = [
    ["Edital nº 1/2027", "18/1/2027", "abertura"],
    ["Edital nº 2/2027", "3/2/2027", "1ª retificação: subitem 2.1 (quadro de vagas), subitem 5.4"],
    ["Edital nº 3/2027", "10/2/2027", "resultado dos pedidos de isenção (não altera o edital)"],
    ["Edital nº 4/2027", "24/2/2027", "2ª retificação: subitem 2.1 (inclusão de especialidades), Anexo I"],
]
taxas = [
    ["Analista Judiciário (todas as especialidades)", "R$ 110,00"],
    ["Oficial de Justiça", "R$ 110,00"],
    ["Técnico Judiciário (todas as funções)", "R$ 85,00"],
]
cfg = cfg19(
    "2027-01-18",
    site="www.ibfc.org.br/tjpe2027",
    banca="Instituto Brasileiro de Formação e Capacitação (IBFC)",
    cidades="Recife, Caruaru, Garanhuns e Petrolina",
    veiculo="Diário de Justiça Eletrônico do Estado de Pernambuco",
    local_data="Recife/PE, 26 de fevereiro de 2027.",
    assinaturas=["RICARDO DE OLIVEIRA PAES BARRETO", "Desembargador Presidente do Tribunal de Justiça de Pernambuco"],
    taxas=taxas,
)
Q = [
    (
        "p",
        "2.1 Os cargos, as especialidades e o quantitativo de vagas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), e o cadastro de reserva (CR), são os do quadro a seguir, na redação dada pelos Editais nº 2/2027 e nº 4/2027.",
    ),
    (
        "table",
        {
            "caption": "QUADRO I – CARGOS, ESPECIALIDADES E VAGAS",
            "head": [["Cargo / Especialidade", "Vagas", "AC", "PcD", "PPP", "PI", "PQ", "CR"]],
            "rows": rows,
            "widths": [6.4, 1.3, 1.2, 1.2, 1.2, 1.0, 1.0, 1.2],
        },
    ),
    (
        "p",
        "(*) Número de vagas alterado pelo Edital nº 2/2027 (1ª retificação). (**) Especialidade incluída pelo Edital nº 4/2027 (2ª retificação). Na especialidade com 1 (uma) vaga não há reserva imediata; os candidatos poderão inscrever-se como cotistas, e a reserva incidirá sobre as vagas que surgirem no prazo de validade. CR: cadastro de reserva, candidatos aprovados além das vagas; não constitui vaga.",
    ),
    (
        "p",
        "2.2 A remuneração inicial é de R$ 11.208,40 (Analista Judiciário), R$ 10.016,72 (Oficial de Justiça) e R$ 6.845,39 (Técnico Judiciário), já incluída a Gratificação de Atividade Judiciária.",
    ),
]
B = edital(
    "PODER JUDICIÁRIO DO ESTADO DE PERNAMBUCO\nTRIBUNAL DE JUSTIÇA\nCONCURSO PÚBLICO PARA SERVIDORES – EDITAL Nº 1/2027\nEDITAL CONSOLIDADO (com as alterações dos Editais nº 2/2027 e nº 4/2027)",
    "O PRESIDENTE DO TRIBUNAL DE JUSTIÇA DO ESTADO DE PERNAMBUCO torna pública a versão consolidada do Edital nº 1/2027, de abertura do concurso público para provimento de cargos efetivos do Quadro de Servidores do Poder Judiciário, com as alterações introduzidas pelos editais relacionados a seguir. Em caso de divergência, prevalece o texto dos editais publicados no Diário de Justiça Eletrônico.",
    [
        (
            "table",
            {
                "caption": "EDITAIS CONSOLIDADOS",
                "head": [["Edital", "Publicação", "Objeto"]],
                "rows": hist,
                "widths": [3.0, 2.4, 9.0],
            },
        )
    ]
    + Q,
    cfg,
    law="15142",
    cargos=[(c, "conforme a Lei estadual nº 13.332/2007") for c, *_ in V],
)
docx = docx_edital(
    NAME,
    B,
    ["PODER JUDICIÁRIO DO ESTADO DE PERNAMBUCO – TRIBUNAL DE JUSTIÇA"],
    "Edital nº 1/2027 – TJPE – versão consolidada",
    when="2027-02-26",
)
pdf = lo_pdf(NAME, docx)
finish8(
    NAME,
    entries,
    "pdfplumber",
    pdf,
    {
        "body": "TJPE (state court, CNJ Res. 203/657, Lei 15.142/2025)",
        "board": "IBFC",
        "producer": "DOCX (python-docx), LibreOffice Writer PDF",
        "shape": "edital consolidado: the list of editais consolidated, then one quadro Vagas/AC/PcD/PPP/PI/PQ/CR, rows changed marked (*)/(**) with a note, TOTAL; taxas",
    },
    totals=(T[0], T[3] + T[4] + T[5]),
)
