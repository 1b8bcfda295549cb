# t09: Assembleia Legislativa do Rio Grande do Norte (ALRN), cargos offered by especialidade: a Cargo / Especialidade
# quadro (the cargo printed once, on the first of its rows), a two-row header ("Vagas" over AC / PcD / Negros (20%) /
# Total), a CR column and the vencimento, a TOTAL row and a legend with asterisks (Lei estadual nº 11.015/2021, from 3
# vacancies per especialidade); the prova discursiva's weights and the cronograma follow. DOCX -> LibreOffice Writer
# PDF; pdftotext -layout.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t09_alrn_2027_libreoffice_pdftotext_layout_cargo_especialidade_two_row_header"
G = [("Analista Legislativo", [("Processo Legislativo", 6), ("Assessoria Jurídica", 5), ("Orçamento Público", 3), ("Tecnologia da Informação – Desenvolvimento", 4),
                               ("Tecnologia da Informação – Infraestrutura e Redes", 2), ("Comunicação Social – Jornalismo", 2), ("Arquitetura", 1)]),
     ("Técnico Legislativo", [("Apoio Administrativo", 15), ("Taquigrafia", 4), ("Técnico em Edificações", 1)]),
     ("Policial Legislativo", [("Segurança Institucional", 8)]),
     ("Procurador Legislativo", [("Advocacia Pública", 3)])]
entries, rows, T = [], [], [0] * 5
for cargo, V in G:
    for i, (e, t) in enumerate(V):
        ac, p, n = split(t)
        cr = 3 * t
        vals = [ac, p, n, t, cr]
        rows.append([C(cargo, rs=len(V)) if i == 0 else None, e] + [str(x) for x in vals])
        T = [a + b for a, b in zip(T, vals)]
        entries.append(ent(e, t, cr=cr))
rows = [[c for c in r if c is not None] for r in rows]
rows.append([C("TOTAL", cs=2)] + [str(x) for x in T])
head = [[C("Cargo", rs=2), C("Especialidade", rs=2), C("Vagas", cs=4), C("CR***", rs=2)], ["AC", "PcD*", "Negros (20%)**", "Total"]]
pesos = [["Peça técnica ou estudo de caso", "1", "30,0"], ["Questões discursivas", "2", "10,0 cada"]]
crono = [["Inscrições", "01/03/2027 a 31/03/2027"], ["Prova objetiva e discursiva", "16/05/2027"], ["Resultado final", "30/07/2027"]]
cfg = cfg19("2027-02-22", site="www.fgv.br/concursos/alrn27", banca="Fundação Getulio Vargas (FGV)", cidades="Natal/RN e Mossoró/RN", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 11.015, de 20 de novembro de 2021, sempre que o número de vagas da especialidade for igual ou superior a 3 (três)",
            veiculo="Diário Oficial da Assembleia Legislativa do Estado do Rio Grande do Norte", local_data="Natal/RN, 22 de fevereiro de 2027.", assinaturas=["EZEQUIEL FERREIRA DE SOUZA", "Presidente da Assembleia Legislativa"])
Q = [("p", "2.1 Os cargos, as especialidades e as vagas, com a reserva às pessoas com deficiência e às pessoas negras e o cadastro de reserva, são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO I – CARGOS, ESPECIALIDADES E VAGAS", "head": head, "rows": rows, "widths": [3.2, 5.6, 1.2, 1.2, 2.0, 1.2, 1.3]}),
     ("p", "* PcD: 5% das vagas, a partir de 5 vagas na especialidade. ** Lei estadual nº 11.015/2021: 20% das vagas, a partir de 3 vagas na especialidade. *** CR: cadastro de reserva, candidatos aprovados além das vagas; não constitui vaga."),
     ("p", "2.2 O vencimento inicial é de R$ 12.340,00 (Analista Legislativo e Procurador Legislativo, este acrescido de verba de representação) e de R$ 6.120,00 (Técnico Legislativo e Policial Legislativo)."),
     ("table", {"caption": "QUADRO II – PROVA DISCURSIVA (ANALISTA E PROCURADOR)", "head": [["Parte", "Quantidade", "Pontos"]], "rows": pesos, "widths": [8.0, 3.0, 3.0]}),
     ("table", {"caption": "QUADRO III – CRONOGRAMA RESUMIDO", "head": [["Evento", "Data"]], "rows": crono, "widths": [8.0, 6.0]})]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nASSEMBLEIA LEGISLATIVA\nEDITAL Nº 1/2027 – ALRN, DE 22 DE FEVEREIRO DE 2027",
           "O PRESIDENTE DA ASSEMBLEIA LEGISLATIVA DO ESTADO DO RIO GRANDE DO NORTE, no uso de suas atribuições regimentais, torna pública a realização de concurso público para provimento de cargos efetivos do Quadro de Pessoal da Assembleia.",
           Q, cfg, cargos=[(c + " – " + e, "conforme a Resolução nº 24/2025") for c, V in G for e, _ in V])
docx = docx_edital(NAME, B, ["ASSEMBLEIA LEGISLATIVA DO ESTADO DO RIO GRANDE DO NORTE"], "Edital nº 1/2027 – ALRN", when="2027-02-22")
pdf = lo_pdf(NAME, docx)
finish8(NAME, entries, "pdftotext-layout", pdf, {"body": "Assembleia Legislativa do RN (Lei 11.015/2021)", "board": "FGV", "producer": "DOCX (python-docx), LibreOffice Writer PDF",
        "shape": "Cargo/Especialidade with the cargo spanning its rows, two-row header Vagas over AC/PcD/Negros (20%)/Total, CR, TOTAL, asterisk legend; prova discursiva and cronograma"},
        totals=(T[3], T[2]))
