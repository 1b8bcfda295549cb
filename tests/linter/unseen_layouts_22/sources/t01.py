# t01: Secretaria de Estado da Educação de Goiás (Seduc-GO), professores de nível III by disciplina and by Coordenação
# Regional de Educação (CRE): one quadro, a CRE group row over its disciplina rows, a SUBTOTAL per CRE and a TOTAL
# GERAL; columns Vagas / AC / PcD / Negros (20%) / CR / Carga horária / Vencimento. The reserve is given per CRE and
# disciplina (Lei estadual nº 23.389/2025, from 3 vacancies), so each row is an entry: a disciplina repeats under
# every CRE, told apart by its figures. A cronograma and the prova's questions and weights follow. HTML -> Chromium
# PDF; pdftotext -layout.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t01_seduc_go_2027_chromium_pdftotext_layout_quadro_per_cre_subtotal"
G = [("CRE DE ANÁPOLIS", [("Língua Portuguesa", 12), ("Matemática", 10), ("Física", 3), ("Química", 2), ("Biologia", 4)]),
     ("CRE DE APARECIDA DE GOIÂNIA", [("Língua Portuguesa", 18), ("Matemática", 15), ("Física", 4), ("Química", 5), ("Biologia", 6)]),
     ("CRE DE RIO VERDE", [("Língua Portuguesa", 7), ("Matemática", 8), ("Física", 1), ("Química", 3), ("Biologia", 2)]),
     ("CRE DE PORANGATU", [("Língua Portuguesa", 5), ("Matemática", 6), ("Física", 2), ("Química", 1), ("Biologia", 3)])]
entries, rows, TG = [], [], [0, 0, 0, 0, 0]
for g, V in G:
    rows.append([C(g, cs=8)])
    S = [0, 0, 0, 0, 0]
    for d, t in V:
        ac, p, n = split(t)
        vals = [t, ac, p, n, 2 * t]
        rows.append([d] + [str(x) for x in vals] + ["40h", "5.126,31"])
        S = [a + b for a, b in zip(S, vals)]
        entries.append(ent(d, t, cr=2 * t))
    rows.append(["SUBTOTAL " + g.split(" DE ", 1)[1]] + [str(x) for x in S] + ["–", "–"])
    TG = [a + b for a, b in zip(TG, S)]
rows.append(["TOTAL GERAL"] + [str(x) for x in TG] + ["–", "–"])
provas = [["Conhecimentos Gerais", "Língua Portuguesa", "10", "1,0", "10,0"], ["Conhecimentos Gerais", "Legislação Educacional", "10", "1,0", "10,0"],
          ["Conhecimentos Específicos", "Disciplina da inscrição", "30", "2,0", "60,0"], ["Total", "–", "50", "–", "80,0"]]
cfg = cfg19("2027-03-15", site="www.selecao.go.gov.br/seduc2027", banca="Universidade Federal de Goiás – Centro de Seleção (CS/UFG)",
            cidades="Anápolis, Aparecida de Goiânia, Rio Verde e Porangatu", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas da disciplina na Coordenação Regional for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia/GO, 15 de março de 2027.", assinaturas=["APARECIDA DE FÁTIMA GAVIOLI", "Secretária de Estado da Educação"])
Q = [("p", "2.1 As vagas para o cargo de Professor Nível III, por Coordenação Regional de Educação (CRE) e disciplina, com a reserva às pessoas com deficiência (PcD) e aos candidatos negros, a carga horária semanal e o vencimento inicial, são as do quadro a seguir. O candidato concorre às vagas de uma única CRE e disciplina."),
     ("table", {"caption": "QUADRO I – VAGAS POR COORDENAÇÃO REGIONAL DE EDUCAÇÃO E DISCIPLINA", "head": [["CRE / Disciplina", "Vagas", "AC", "PcD", "Negros (20%)", "CR*", "Carga horária", "Vencimento (R$)"]], "rows": rows}),
     ("p", "* CR: número de candidatos aprovados que formarão o cadastro de reserva da disciplina na CRE, além das vagas; não constitui vaga. AC: ampla concorrência. PcD: pessoas com deficiência (Lei estadual nº 14.715/2004)."),
     ("p", "2.2 A prova objetiva terá a composição a seguir:"),
     ("table", {"caption": "QUADRO II – COMPOSIÇÃO DA PROVA OBJETIVA", "head": [["Conhecimentos", "Disciplina", "Nº de questões", "Peso", "Pontuação máxima"]], "rows": provas})]
B = edital("ESTADO DE GOIÁS\nSECRETARIA DE ESTADO DA EDUCAÇÃO – SEDUC\nEDITAL Nº 2/2027 – CONCURSO PÚBLICO PARA PROFESSOR NÍVEL III",
           "A SECRETÁRIA DE ESTADO DA EDUCAÇÃO DE GOIÁS, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos de Professor Nível III do Quadro do Magistério Público Estadual.",
           Q, cfg, cargos=[("Professor Nível III – " + d, "licenciatura plena na disciplina") for d, _ in G[0][1]])
chromium_edital(NAME, B, L16.CSS_BASE, "Seduc-GO – Edital nº 2/2027 – Professor Nível III", "Seduc-GO Edital 2/2027")
finish8(NAME, entries, "pdftotext-layout", os.path.join(OUT, NAME + ".pdf"), {"body": "Seduc-GO (state, Lei 23.389/2025)", "board": "CS/UFG",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "one quadro: CRE group rows over disciplina rows, SUBTOTAL per CRE, TOTAL GERAL, CR count, hours and salary; prova table"},
        totals=(TG[0], TG[3]))
