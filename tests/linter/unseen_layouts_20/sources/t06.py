# t06: Prefeitura Municipal de Anápolis (GO), negros 20 % under an invented municipal law (5 or more vacancies), PcD 5 %
# (5 or more). HTML -> Chromium PDF; the text is poppler's pdftotext (default, no -layout). Quadro: Código / Cargo /
# Vagas / AC / PcD / Negros / Vencimento (R$) / Jornada, TOTAL; after it the salary tables of the plano de carreira
# (Classe x Padrão grid of money values, referência indexes) and a carga horária table: numbers that are not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t06_fundatec_pm_anapolis_chromium_pdftotext_remuneracao_classes_padroes"
V = [("101", "Assistente Administrativo Educacional", 22, "2.148,63", "40h"), ("102", "Auxiliar de Educação Infantil", 35, "1.861,10", "40h"),
     ("103", "Merendeira Escolar", 14, "1.718,44", "40h"), ("104", "Agente de Portaria", 9, "1.718,44", "44h"), ("105", "Secretário Escolar", 6, "2.611,90", "40h"),
     ("201", "Professor de Educação Básica – Pedagogia", 48, "4.867,77", "40h"), ("202", "Professor de Educação Básica – Matemática", 11, "2.433,89", "20h"),
     ("203", "Professor de Educação Básica – Ciências", 7, "2.433,89", "20h"), ("204", "Professor de Educação Básica – Educação Física", 8, "2.433,89", "20h"),
     ("205", "Professor de Educação Básica – Inglês", 4, "2.433,89", "20h"), ("206", "Professor de Atendimento Educacional Especializado", 12, "4.867,77", "40h"),
     ("301", "Psicopedagogo", 3, "5.212,40", "30h"), ("302", "Nutricionista Escolar", 2, "5.212,40", "30h"), ("303", "Intérprete de Libras", 5, "3.104,22", "30h")]
N = lambda t: neg20(t, 20, 5)
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for _, c, t, *_ in V]
rows, T = rows_neg(V, N, lead=lambda v: [v[0], v[1]], tot=lambda v: v[2], order=("t", "ac", "pcd", "neg"))
rows = [r + [v[3], v[4]] for r, v in zip(rows, V)]
rows.append([C("TOTAL", cs=2), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), "–", "–"])
base = {"A": 1718.44, "B": 2148.63, "C": 2611.90, "D": 4867.77, "E": 5212.40}
money = lambda x: ("%.2f" % x).replace(".", ",").rjust(1) if x < 1000 else ("{:,.2f}".format(x)).replace(",", "X").replace(".", ",").replace("X", ".")
grid = [[k] + [money(b * 1.035 ** i) for i in range(8)] for k, b in base.items()]
refs = [["Referência %d" % (i + 1), "%d anos" % (3 * i), "%.3f" % (1.035 ** i), "%d%%" % round((1.035 ** i - 1) * 100)] for i in range(8)]
carga = [["Professores (regência)", "20 / 40", "100 / 200", "1/3 da jornada em atividades extraclasse"], ["Apoio administrativo", "40", "200", "–"],
         ["Agente de Portaria", "44", "220", "escala 12x36 quando noturno"], ["Psicopedagogo, Nutricionista, Intérprete", "30", "150", "–"]]
cfg = cfg19("2026-02-09", site="www.fundatec.org.br", banca="Fundação Universidade Empresa de Tecnologia e Ciências (Fundatec)", cidades="Anápolis/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 4.233, de 12 de julho de 2023, sempre que o número de vagas do cargo for igual ou superior a 5 (cinco)",
            veiculo="Diário Oficial do Município de Anápolis", local_data="Anápolis/GO, 9 de fevereiro de 2026.", assinaturas=["MÁRCIO CORRÊA", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, o número de vagas, a reserva às pessoas com deficiência (PcD) e às pessoas negras, o vencimento inicial e a jornada semanal são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO DE CARGOS E VAGAS – SECRETARIA MUNICIPAL DE EDUCAÇÃO", "head": [["Código", "Cargo", "Vagas", "AC", "PcD", "Negros", "Vencimento (R$)", "Jornada"]], "rows": rows}),
     ("p", "2.2 O vencimento inicial corresponde ao Padrão 1 da Classe do cargo no Plano de Cargos, Carreira e Remuneração (Lei Complementar Municipal nº 318/2015). A progressão horizontal se dá a cada 3 (três) anos de efetivo exercício, de um padrão para o seguinte, com acréscimo de 3,5% (três inteiros e cinco décimos por cento):"),
     ("table", {"caption": "TABELA 2.2 – VENCIMENTOS POR CLASSE E PADRÃO (R$)", "head": [["Classe", "Padrão 1", "Padrão 2", "Padrão 3", "Padrão 4", "Padrão 5", "Padrão 6", "Padrão 7", "Padrão 8"]], "rows": grid}),
     ("table", {"caption": "TABELA 2.3 – REFERÊNCIAS DE PROGRESSÃO", "head": [["Referência", "Tempo de exercício", "Índice", "Acréscimo sobre o Padrão 1"]], "rows": refs}),
     ("p", "2.3 A carga horária dos cargos é a seguinte:"),
     ("table", {"caption": "TABELA 2.4 – CARGA HORÁRIA", "head": [["Grupo de cargos", "Horas semanais", "Horas mensais", "Observação"]], "rows": carga}),
     ("p", "2.4 Além do vencimento, o servidor fará jus ao auxílio-alimentação de R$ 600,00 mensais e, quando professor em regência, à gratificação de 10% (dez por cento) sobre o vencimento.")]
B = edital("ESTADO DE GOIÁS\nPREFEITURA MUNICIPAL DE ANÁPOLIS\nSECRETARIA MUNICIPAL DE EDUCAÇÃO\nEDITAL DE ABERTURA Nº 01/2026",
           "O PREFEITO MUNICIPAL DE ANÁPOLIS, Estado de Goiás, no uso de suas atribuições legais, torna público que estarão abertas as inscrições para o concurso público destinado ao provimento de cargos efetivos da Secretaria Municipal de Educação, regido pela Lei Complementar Municipal nº 318/2015.",
           Q, cfg, cargos=[(c, "conforme o Anexo II") for _, c, *_ in V])
chromium_edital(NAME, B, L16.CSS_BASE, "Prefeitura de Anápolis – Edital de Abertura nº 01/2026", "Anápolis Edital 01/2026")
finish7(NAME, entries, "pdftotext", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Anápolis (GO, municipal law 20 %, ≥5)", "board": "Fundatec",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "quadro with vencimento and jornada columns, TOTAL; salary grid by classe/padrão, referências, carga horária tables"},
        totals=(T[0], T[2]))
