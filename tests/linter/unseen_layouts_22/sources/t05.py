# t05: Prefeitura de Goiânia, Secretaria Municipal de Educação and other secretarias (municipal law: 20 % to negros
# from 3 vacancies, as the state law): one quadro with cargo rows and, under "Professor PE-II", its disciplinas as
# rows (the cargo's own row has no figures); columns Vagas AC / Vagas PcD / Vagas Negros (20%) / Total / CR / Carga
# horária / Vencimento; a TOTAL row; a cronograma and a taxa table. HTML -> Chromium PDF; pdfplumber extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t05_pm_goiania_2027_chromium_pdfplumber_disciplinas_under_cargo"
PE2 = [("Língua Portuguesa", 24), ("Matemática", 21), ("Ciências", 9), ("História", 8), ("Geografia", 7), ("Língua Inglesa", 6), ("Arte", 4), ("Educação Física", 10)]
OUTROS = [("Professor PE-I – Educação Infantil e Anos Iniciais", 85, "30h", "4.580,57"), ("Agente de Apoio Educacional", 40, "40h", "1.980,00"),
          ("Assistente Administrativo Educacional", 12, "40h", "2.450,00"), ("Nutricionista", 3, "30h", "4.912,00"), ("Psicólogo Escolar", 2, "30h", "4.912,00"),
          ("Intérprete de Libras", 5, "30h", "3.125,00"), ("Auditor de Tributos", 1, "40h", "12.700,00")]
entries, rows, T = [], [], [0] * 5


def row(c, t, h, v):
    global T
    ac, p, n = split(t)
    cr = 3 * t
    vals = [ac, p, n, t, cr]
    T = [a + b for a, b in zip(T, vals)]
    entries.append(ent(c, t, cr=cr))
    return [c] + [str(x) for x in vals] + [h, v]


rows.append(row(*OUTROS[0]))
rows.append(["Professor PE-II – Anos Finais do Ensino Fundamental (por disciplina):", "", "", "", "", "", "30h", "4.580,57"])
rows += [row(d, t, "30h", "4.580,57") for d, t in PE2]
rows += [row(*o) for o in OUTROS[1:]]
rows.append(["TOTAL"] + [str(x) for x in T] + ["", ""])
crono = [["Inscrições", "05/04/2027 a 05/05/2027"], ["Isenção da taxa", "05/04/2027 a 09/04/2027"], ["Prova objetiva", "20/06/2027"], ["Prova de títulos (professores)", "08/08/2027"],
         ["Resultado final", "10/09/2027"]]
taxa = [["Nível superior", "R$ 110,00"], ["Nível médio", "R$ 80,00"]]
cfg = cfg19("2027-03-29", site="www.goiania.go.gov.br/concurso2027", banca="Centro de Seleção da Universidade Federal de Goiás (CS/UFG)", cidades="Goiânia/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 11.206, de 12 de dezembro de 2024, sempre que o número de vagas do cargo ou da disciplina for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Município de Goiânia", local_data="Goiânia/GO, 29 de março de 2027.", assinaturas=["SANDRO MABEL", "Prefeito de Goiânia"])
Q = [("p", "2.1 Os cargos, as disciplinas e o número de vagas, com a reserva às pessoas com deficiência (PcD) e às pessoas negras, o cadastro de reserva, a carga horária e o vencimento inicial são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO 1 – CARGOS, VAGAS E REMUNERAÇÃO", "head": [["Cargo / Disciplina", "Vagas AC", "Vagas PcD", "Vagas Negros (20%)", "Total", "CR", "Carga horária", "Vencimento (R$)"]], "rows": rows}),
     ("p", "Notas: (a) AC – ampla concorrência; (b) PcD – Lei Complementar Municipal nº 011/1992 (5%, a partir de 5 vagas); (c) CR – cadastro de reserva, número de aprovados além das vagas, que não constitui vaga."),
     ("table", {"caption": "QUADRO 2 – CRONOGRAMA", "head": [["Evento", "Data"]], "rows": crono}),
     ("table", {"caption": "QUADRO 3 – TAXA DE INSCRIÇÃO", "head": [["Nível", "Valor"]], "rows": taxa})]
B = edital("PREFEITURA DE GOIÂNIA\nSECRETARIA MUNICIPAL DE ADMINISTRAÇÃO\nEDITAL Nº 001/2027 – CONCURSO PÚBLICO",
           "O PREFEITO DE GOIÂNIA, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos efetivos da Secretaria Municipal de Educação e da Secretaria Municipal da Fazenda.",
           Q, cfg, cargos=[(c, "conforme a legislação municipal") for c, *_ in OUTROS] + [("Professor PE-II – " + d, "licenciatura plena na disciplina") for d, _ in PE2])
chromium_edital(NAME, B, L16.CSS_BASE, "Prefeitura de Goiânia – Edital nº 001/2027", "Goiânia Edital 001/2027")
finish8(NAME, entries, "pdfplumber", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Goiânia (municipal law 20 %)", "board": "CS/UFG",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "cargo rows, a cargo row without figures over its disciplina rows, Vagas AC/PcD/Negros (20%)/Total/CR, hours and salary; cronograma and taxa"},
        totals=(T[3], T[2]))
