# t08: Coren-RN's next edital (Quadrix, 2027), federal autarchy, Lei 15.142/2025 (25 % PPP, 3 % PI, 2 % PQ, from 2
# vacancies). The 2026 texts (set 20, t10) had Cargo – Localidade rows in one quadro; this edital has a quadro per
# localidade (Sede, Subseção Mossoró, Subseção Caicó) with a TOTAL each and a TOTAL GERAL table, reserve columns
# renamed ("Reserva PPP", "Reserva PI", "Reserva PQ"), and a "Cadastro de reserva" count column (not vacancies); a
# taxa/vencimento table follows. DOCX; pandoc -t plain.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t08_quadrix_coren_rn_2027_docx_pandoc_plain_quadro_per_localidade_cr_count"
G = [("Sede – Natal", [("Enfermeiro Fiscal", 6), ("Assistente Administrativo", 8), ("Analista de Tecnologia da Informação", 2), ("Advogado", 2),
                       ("Contador", 1), ("Auxiliar de Serviços Gerais", 3), ("Motorista", 2)]),
     ("Subseção Mossoró", [("Enfermeiro Fiscal", 3), ("Assistente Administrativo", 4), ("Agente de Atendimento", 2)]),
     ("Subseção Caicó", [("Enfermeiro Fiscal", 2), ("Assistente Administrativo", 2), ("Agente de Atendimento", 1)])]
entries, blocks, TG, geral = [], [], [0, 0, 0, 0, 0], []
for i, (g, V) in enumerate(G):
    rows, T = rows_ppp(V)
    rows = [r + [str(4 * v[1])] for r, v in zip(rows, V)]
    rows.append(["TOTAL"] + [str(T[0]), str(T[0] - sum(T[1:]))] + [str(x) for x in T[1:]] + [str(4 * T[0])])
    TG = [a + b for a, b in zip(TG, T)]
    geral.append([g, str(T[0])])
    entries += [{"name_has": c, "vacancies": t, "negros_stated": sum(r15142(t))} for c, t in V]
    blocks.append(("table", {"caption": "QUADRO %d – %s" % (i + 1, g.upper()), "head": [["Cargo", "Vagas", "AC", "PcD", "Reserva PPP", "Reserva PI", "Reserva PQ", "Cadastro de reserva"]],
                             "rows": rows, "widths": [6.0, 1.3, 1.3, 1.3, 1.6, 1.6, 1.6, 2.0]}))
geral.append(["TOTAL GERAL", str(TG[0])])
taxa = [["Nível superior", "R$ 110,00", "R$ 5.840,22"], ["Nível médio", "R$ 80,00", "R$ 3.102,45"], ["Nível fundamental", "R$ 60,00", "R$ 1.980,10"]]
cfg = cfg19("2027-06-07", site="www.quadrix.org.br", banca="Instituto Quadrix", cidades="Natal/RN, Mossoró/RN e Caicó/RN",
            veiculo="Diário Oficial da União", local_data="Natal/RN, 7 de junho de 2027.", assinaturas=["ANDERSON DE OLIVEIRA BEZERRA", "Presidente do Coren-RN"])
Q = [("p", "2.1 Os cargos e as vagas, por localidade de lotação, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), nos termos da Lei nº 15.142/2025, são os dos quadros a seguir; a coluna \"Cadastro de reserva\" indica o número de candidatos que, além das vagas, comporão o cadastro de reserva:")] + blocks + [
     ("table", {"caption": "QUADRO 4 – TOTAL GERAL DE VAGAS", "head": [["Localidade", "Vagas"]], "rows": geral, "widths": [6.0, 2.0]}),
     ("p", "2.2 A taxa de inscrição e o salário inicial por nível são os seguintes:"),
     ("table", {"caption": "QUADRO 5 – TAXA DE INSCRIÇÃO E SALÁRIO", "head": [["Nível", "Taxa", "Salário"]], "rows": taxa, "widths": [5.0, 3.0, 3.0]})]
B = edital("SERVIÇO PÚBLICO FEDERAL\nCONSELHO REGIONAL DE ENFERMAGEM DO RIO GRANDE DO NORTE – COREN-RN\nEDITAL Nº 1/2027 – CONCURSO PÚBLICO",
           "O PRESIDENTE DO CONSELHO REGIONAL DE ENFERMAGEM DO RIO GRANDE DO NORTE, no uso de suas atribuições legais e regimentais, torna pública a realização de concurso público para o provimento de empregos do quadro de pessoal do Coren-RN, sob o regime da CLT.",
           Q, cfg, law="15142", cargos=[(c, "conforme o Anexo I") for g, V in G for c, _ in V])
src = docx_edital(NAME, B, ["COREN-RN", "CONSELHO REGIONAL DE ENFERMAGEM DO RIO GRANDE DO NORTE"], "Edital nº 1/2027 – Coren-RN", when="2027-06-07")
finish8(NAME, entries, "pandoc-plain", src, {"body": "Coren-RN (federal autarchy, Lei 15.142), next edital", "board": "Quadrix", "producer": "DOCX (python-docx), pandoc -t plain",
        "shape": "a quadro per localidade PPP/PI/PQ + Cadastro de reserva count column, TOTAL each, TOTAL GERAL table; taxa/salário table"},
        totals=(TG[0], TG[2] + TG[3] + TG[4]))
