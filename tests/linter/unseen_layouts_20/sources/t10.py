# t10: Conselho Regional de Enfermagem do Rio Grande do Norte (Coren-RN), federal autarchy, Lei 15.142/2025 (25 % PPP, 3 %
# PI, 2 % PQ, from 2 vacancies). The edital of the resultado final and homologação: it repeats the opening edital's
# quadro (Cargo – Localidade / Total / AC / PcD / PPP / PI / PQ, CR rows, TOTAL) and then lists the approved
# candidates per cargo (inscrição numbers, notas, classificação geral / PPP / PcD). HTML -> Chromium PDF; the text is
# pdfplumber's extract_text(). Only the repeated quadro is vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t10_quadrix_coren_rn_chromium_pdfplumber_resultado_homologacao_lists"
V = [("Agente Administrativo", "Natal", 8), ("Agente Administrativo", "Mossoró", 3), ("Agente Administrativo", "Caicó", 2), ("Agente Administrativo", "Pau dos Ferros", 0),
     ("Assistente de Atendimento", "Natal", 4), ("Assistente de Atendimento", "Mossoró", 1), ("Motorista", "Natal", 2), ("Técnico em Informática", "Natal", 2),
     ("Enfermeiro Fiscal", "Natal", 6), ("Enfermeiro Fiscal", "Mossoró", 2), ("Enfermeiro Fiscal", "Caicó", 1), ("Enfermeiro Fiscal", "Currais Novos", 0),
     ("Analista de Sistemas", "Natal", 1), ("Contador", "Natal", 1), ("Advogado", "Natal", 2), ("Jornalista", "Natal", 1), ("Analista de Recursos Humanos", "Natal", 1)]
lab = lambda v: "%s – %s" % (v[0], v[1])
entries = [{"name_has": lab(v), "vacancies": v[2], "negros_stated": sum(r15142(v[2]))} for v in V if v[2]]
co = [{"name_has": lab(v), "where": "CR only"} for v in V if not v[2]]
rows, T = rows_ppp(V, lead=lambda v: [lab(v)])
rows.append(["TOTAL", str(T[0]), str(T[0] - T[1] - T[2] - T[3] - T[4])] + [str(x) for x in T[1:]])
NOMES = ["ADRIANA", "BRUNO", "CAMILA", "DANIEL", "ELIANE", "FÁBIO", "GABRIELA", "HUGO", "ISABELA", "JOÃO", "KARINA", "LUCAS", "MARIANA", "NATÁLIA", "OTÁVIO",
         "PATRÍCIA", "RAFAEL", "SABRINA", "TIAGO", "VANESSA"]
SOBR = ["ALVES DE LIMA", "BEZERRA COSTA", "CARVALHO DANTAS", "DIAS FERREIRA", "FERNANDES MOURA", "GOMES PINHEIRO", "MEDEIROS SOUZA", "NASCIMENTO ROCHA", "OLIVEIRA SANTOS", "PEREIRA TAVARES"]
res = []
seq = 0
for v in V:
    if v[2] < 2:
        continue
    n = min(5 * v[2], 12)
    lst = []
    for i in range(n):
        seq += 1
        obj = 78.5 - 1.75 * i - (seq % 3) * 0.25
        disc = 8.0 - 0.25 * (i % 5)
        cls_ppp = str(1 + i // 4) + "º" if i % 4 == 2 else "–"
        cls_pcd = "1º" if i == n - 1 and pcd5(v[2]) else "–"
        lst.append(["%d%05d" % (26, 10000 + 37 * seq), "%s %s" % (NOMES[seq % 20], SOBR[(seq * 3) % 10]), ("%.2f" % obj).replace(".", ","),
                    ("%.2f" % disc).replace(".", ","), ("%.2f" % (obj + disc)).replace(".", ","), "%dº" % (i + 1), cls_ppp, cls_pcd])
    res.append(("h3", "%s" % lab(v).upper()))
    res.append(("table", {"head": [["Inscrição", "Nome", "Objetiva", "Discursiva", "Nota final", "Classif. geral", "Classif. PPP", "Classif. PcD"]], "rows": lst}))
B = [("title", "CONSELHO REGIONAL DE ENFERMAGEM DO RIO GRANDE DO NORTE\nCONCURSO PÚBLICO – EDITAL Nº 1/2026\nEDITAL Nº 9 – COREN-RN, DE 14 DE SETEMBRO DE 2026\nRESULTADO FINAL E HOMOLOGAÇÃO"),
     ("p", "A PRESIDENTE DO CONSELHO REGIONAL DE ENFERMAGEM DO RIO GRANDE DO NORTE (Coren-RN), no uso de suas atribuições legais e regimentais, torna públicos o resultado final e a homologação do concurso público regido pelo Edital nº 1 – Coren-RN, de 2 de março de 2026, publicado no Diário Oficial da União nº 41, Seção 3, páginas 188 a 196, realizado pelo Instituto Quadrix (CNPJ 07.979.587/0001-06)."),
     ("h", "1. DAS VAGAS"),
     ("p", "1.1 Para conhecimento, repete-se o quadro de vagas do Edital nº 1 – Coren-RN (item 2.1), com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ) (CR: cadastro de reserva):"),
     ("table", {"caption": "Quadro de vagas (Edital nº 1/2026, item 2.1)", "head": [["Cargo – Localidade", "Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}),
     ("h", "2. DO RESULTADO FINAL"),
     ("p", "2.1 Resultado final no concurso, na seguinte ordem: número de inscrição, nome do candidato em ordem de classificação, nota final na prova objetiva, nota final na prova discursiva, nota final no concurso, classificação geral e classificações nas listas de pessoas pretas e pardas e de pessoas com deficiência. Apresentam-se abaixo os cargos com 2 (duas) ou mais vagas; os demais constam do Anexo Único, disponível em www.quadrix.org.br."),
     *res,
     ("h", "3. DA HOMOLOGAÇÃO"),
     ("p", "3.1 Fica homologado o resultado final do concurso público regido pelo Edital nº 1 – Coren-RN, de 2 de março de 2026. 3.2 O prazo de validade do concurso é de 2 (dois) anos, contado a partir da data de publicação desta homologação, podendo ser prorrogado, uma única vez, por igual período. 3.3 O candidato de que trata o subitem 2.1 será convocado por correspondência eletrônica e por publicação no endereço eletrônico do Coren-RN, na Av. Prudente de Morais, 1.478, Tirol, Natal/RN, CEP 59020-400, telefone (84) 3201-4255."),
     ("p", "Natal/RN, 14 de setembro de 2026."), ("pc", "MARIA DAS NEVES LOPES DE ARAÚJO\nPresidente do Coren-RN")]
chromium_edital(NAME, B, L16.CSS_BASE, "Coren-RN – Edital nº 9/2026 – Resultado final e homologação", "Coren-RN Edital 9/2026")
finish7(NAME, entries, "pdfplumber", os.path.join(OUT, NAME + ".pdf"), {"body": "Coren-RN (federal autarchy, Lei 15.142)", "board": "Quadrix",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "resultado/homologação edital: the opening quadro repeated (PPP/PI/PQ, CR rows, TOTAL), then candidate lists (inscrição, notas, classificações)"},
        totals=(T[0], T[2] + T[3] + T[4]), cadastro=co)
