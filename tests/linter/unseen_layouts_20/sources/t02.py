# t02: Tribunal Regional do Trabalho da 21ª Região (RN), CNJ Res. 203/2015 as amended by Res. 657/2025 (25 % PPP, 3 %
# PI, 2 % PQ, from 2 vacancies). HTML -> Chromium PDF; the text is poppler's pdftotext -layout. Quadro: Cargo /
# Especialidade / Total / AC / PcD / PPP / PI / PQ, CR rows, TOTAL; before and after it, one prova objetiva table per
# cargo group (Disciplina | Nº de questões | Peso | Pontuação máxima | Mínimo exigido) with TOTAL rows: numbers that are
# not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t02_fgv_trt21_chromium_pdftotext_layout_prova_tables_per_cargo"
AJ, TJ = "Analista Judiciário", "Técnico Judiciário"
V = [(AJ, "Área Judiciária", 18), (AJ, "Oficial de Justiça Avaliador Federal", 9), (AJ, "Contabilidade", 2), (AJ, "Engenharia Civil", 1),
     (AJ, "Medicina do Trabalho", 0), (AJ, "Psicologia", 2), (AJ, "Tecnologia da Informação", 6), (AJ, "Estatística", 1), (AJ, "Arquivologia", 0),
     (TJ, "Área Administrativa", 24), (TJ, "Suporte em Infraestrutura de TI", 5), (TJ, "Segurança Judiciária", 8), (TJ, "Enfermagem", 0),
     (TJ, "Edificações", 2), (TJ, "Eletricidade", 1), (TJ, "Taquigrafia", 3)]
entries = [{"name_has": e, "vacancies": t, "negros_stated": sum(r15142(t))} for c, e, t in V if t]
co = [{"name_has": e, "where": "%s – CR only" % c} for c, e, t in V if not t]
rows, T = rows_ppp(V, lead=lambda v: [v[0], v[1]])
rows.append([C("TOTAL", cs=2), str(T[0]), str(T[0] - T[1] - T[2] - T[3] - T[4])] + [str(x) for x in T[1:]])


def prova(caption, discs):
    r = [[d, str(q), p, "%.2f" % (q * float(p.replace(",", "."))) if True else "", m] for d, q, p, m in discs]
    r = [[a, b, c, d.replace(".", ","), e] for a, b, c, d, e in r]
    tq = sum(q for _, q, _, _ in discs)
    tp = sum(q * float(p.replace(",", ".")) for _, q, p, _ in discs)
    r.append(["TOTAL", str(tq), "–", ("%.2f" % tp).replace(".", ","), "%s pontos" % ("%.2f" % (tp * 0.6)).replace(".", ",")])
    return ("table", {"caption": caption, "head": [["Disciplina", "Nº de questões", "Peso", "Pontuação máxima", "Mínimo exigido"]], "rows": r})


P_AJ = prova("Quadro 2.1 – Prova objetiva – Analista Judiciário (todas as especialidades)", [("Língua Portuguesa", 12, "1,0", "4 acertos"), ("Raciocínio Lógico-Matemático", 6, "1,0", "–"),
             ("Noções de Direito Administrativo e Constitucional", 12, "1,0", "–"), ("Conhecimentos Específicos", 40, "2,0", "16 acertos")])
P_OJ = prova("Quadro 2.2 – Prova objetiva – Analista Judiciário – Oficial de Justiça Avaliador Federal", [("Língua Portuguesa", 10, "1,0", "3 acertos"),
             ("Direito do Trabalho", 20, "2,0", "8 acertos"), ("Direito Processual do Trabalho", 20, "2,0", "8 acertos"), ("Direito Civil e Processual Civil", 10, "1,5", "–")])
P_TJ = prova("Quadro 2.4 – Prova objetiva – Técnico Judiciário (todas as áreas)", [("Língua Portuguesa", 15, "1,0", "5 acertos"), ("Matemática", 5, "1,0", "–"),
             ("Noções de Informática", 5, "1,0", "–"), ("Ética no Serviço Público", 5, "1,0", "–"), ("Conhecimentos Específicos", 30, "1,5", "12 acertos")])
P_TI = prova("Quadro 2.5 – Prova objetiva – Técnico Judiciário – Suporte em Infraestrutura de TI", [("Língua Portuguesa", 10, "1,0", "3 acertos"),
             ("Inglês Técnico", 10, "1,0", "–"), ("Redes e Sistemas Operacionais", 25, "2,0", "10 acertos"), ("Segurança da Informação", 15, "2,0", "–")])
cfg = cfg19("2026-04-13", site="conhecimento.fgv.br/concursos/trt21", banca="Fundação Getulio Vargas (FGV)", cidades="Natal/RN, Mossoró/RN e Caicó/RN",
            veiculo="Diário Oficial da União e Diário Eletrônico da Justiça do Trabalho", local_data="Natal/RN, 13 de abril de 2026.",
            assinaturas=["Desembargador RICARDO LUÍS ESPÍNDOLA BORGES", "Presidente do Tribunal Regional do Trabalho da 21ª Região"])
Q = [("p", "2.1 As provas objetivas de cada cargo, as disciplinas, o número de questões, os pesos e os mínimos exigidos são os dos quadros a seguir; será eliminado o candidato que obtiver menos de 60% (sessenta por cento) da pontuação máxima."),
     P_AJ, P_OJ,
     ("p", "2.3 Os cargos, as especialidades e as vagas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), são os do quadro a seguir (CR: cadastro de reserva):"),
     ("table", {"caption": "Quadro 2.3 – Distribuição das vagas", "head": [["Cargo", "Especialidade", "Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}),
     ("p", "2.4 Para os cargos de Técnico Judiciário, as provas objetivas são as dos quadros 2.4 e 2.5:"), P_TI, P_TJ,
     ("p", "2.6 A remuneração inicial é de R$ 14.852,66 (Analista Judiciário) e de R$ 9.052,51 (Técnico Judiciário), acrescida dos benefícios previstos em lei; a jornada é de 35 (trinta e cinco) horas semanais.")]
L16.ch_negros_15142 = L17.ch_negros_cnj
B = edital("PODER JUDICIÁRIO\nJUSTIÇA DO TRABALHO\nTRIBUNAL REGIONAL DO TRABALHO DA 21ª REGIÃO\nEDITAL Nº 1/2026 – CONCURSO PÚBLICO PARA SERVIDORES",
           "A PRESIDENTE DO TRIBUNAL REGIONAL DO TRABALHO DA 21ª REGIÃO, no uso de suas atribuições legais e regimentais, tendo em vista a Lei nº 11.416/2006, a Resolução CSJT nº 345/2022 e a Resolução CNJ nº 203/2015, com a redação dada pela Resolução CNJ nº 657/2025, torna pública a realização de concurso público para provimento de cargos do Quadro de Pessoal do TRT da 21ª Região.",
           Q, cfg, law="15142", cargos=[(AJ, "curso superior na especialidade"), (TJ, "ensino médio ou técnico")])
chromium_edital(NAME, B, L16.CSS_BASE, "TRT da 21ª Região – Edital nº 1/2026", "TRT21 Edital 1/2026")
finish7(NAME, entries, "pdftotext-layout", os.path.join(OUT, NAME + ".pdf"), {"body": "TRT 21ª Região (court, CNJ Res. 203/657)", "board": "FGV",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "ordinary table PPP/PI/PQ, CR rows, TOTAL; prova objetiva tables per cargo (TOTAL rows) before and after"},
        totals=(T[0], T[2] + T[3] + T[4]), cadastro=co)
