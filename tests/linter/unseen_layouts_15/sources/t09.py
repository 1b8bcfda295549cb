# t09: Prefeitura Municipal de São Valentim do Taquari/RS, Objetiva style, negros 20% (municipal law); made with Typst:
# the edital's chapters in two columns, the quadro on a landscape page (flipped), cargos grouped by secretaria with a
# group row and a subtotal per secretaria, a total; the .txt is pdfminer.six extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t09_objetiva_pm_saovalentimdotaquari_typst_pdfminer_landscape_groups"
# secretaria -> [(código, cargo, escolaridade, carga, vencimento, total, pcd, negros)]
G = [("SECRETARIA MUNICIPAL DE EDUCAÇÃO", [("01", "Professor de Anos Iniciais do Ensino Fundamental", "Licenciatura em Pedagogia", "22h", "R$ 3.015,84", 9, 1, 2),
                                          ("02", "Professor de Educação Infantil", "Licenciatura em Pedagogia", "22h", "R$ 3.015,84", 6, 1, 1),
                                          ("03", "Professor de Matemática (Anos Finais)", "Licenciatura em Matemática", "22h", "R$ 3.015,84", 2, 0, 0),
                                          ("04", "Monitor de Educação Infantil", "Ensino médio completo", "40h", "R$ 2.140,09", 8, 1, 2)]),
     ("SECRETARIA MUNICIPAL DE SAÚDE", [("05", "Médico de Estratégia de Saúde da Família", "Medicina e registro no CREMERS", "40h", "R$ 18.420,00", 3, 0, 1),
                                       ("06", "Enfermeiro de ESF", "Enfermagem e registro no COREN-RS", "40h", "R$ 6.112,57", 3, 0, 1),
                                       ("07", "Técnico em Enfermagem", "Curso técnico e registro no COREN-RS", "40h", "R$ 2.886,30", 5, 1, 1),
                                       ("08", "Agente de Combate às Endemias", "Ensino médio completo", "40h", "R$ 2.824,00", 4, 0, 1),
                                       ("09", "Cirurgião-Dentista", "Odontologia e registro no CRO-RS", "20h", "R$ 5.204,66", 1, 0, 0)]),
     ("SECRETARIA MUNICIPAL DE OBRAS E VIAÇÃO", [("10", "Operador de Máquinas", "Ensino fundamental incompleto e CNH \"C\"", "44h", "R$ 2.655,12", 4, 0, 1),
                                                ("11", "Motorista", "Ensino fundamental incompleto e CNH \"D\"", "44h", "R$ 2.655,12", 2, 0, 0),
                                                ("12", "Operário", "Alfabetizado", "44h", "R$ 1.912,48", 6, 1, 1),
                                                ("13", "Eletricista", "Ensino fundamental completo e NR-10", "44h", "R$ 2.655,12", 0, 0, 0)]),
     ("SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E FAZENDA", [("14", "Oficial Administrativo", "Ensino médio completo", "40h", "R$ 2.977,45", 5, 1, 1),
                                                         ("15", "Fiscal Tributário", "Ensino superior completo", "40h", "R$ 4.380,22", 2, 0, 0),
                                                         ("16", "Procurador Municipal", "Direito e inscrição na OAB/RS", "20h", "R$ 8.906,75", 0, 0, 0)])]
NH = {"01": "Anos Iniciais", "02": "Professor de Educação Infantil", "03": "Professor de Matemática", "04": "Monitor de Educação Infantil",
      "05": "Médico de Estratégia", "06": "Enfermeiro de ESF", "07": "Técnico em Enfermagem", "08": "Combate às Endemias", "09": "Cirurgião-Dentista",
      "10": "Operador de Máquinas", "11": "Motorista", "12": "Operário", "14": "Oficial Administrativo", "15": "Fiscal Tributário"}
entries = [{"name_has": NH[c[0]], "vacancies": c[5], "negros_stated": c[7]} for _, cs in G for c in cs if c[5]]
rows = []
for sec, cs in G:
    rows.append([C(sec, cs=10, cls="b")])
    for cod, cg, esc, ch, venc, t, p, n in cs:
        rows.append([cod, cg, esc, ch, venc] + ([str(t - p - n), str(p), str(n), str(t)] if t else ["–", "–", "–", "–"]) + ["Sim"])
    st = [sum(c[k] for c in cs) for k in (5, 6, 7)]
    rows.append([C("Subtotal", cs=5, cls="b"), C(str(st[0] - st[1] - st[2]), cls="b"), C(str(st[1]), cls="b"), C(str(st[2]), cls="b"), C(str(st[0]), cls="b"), ""])
T = [sum(c[k] for _, cs in G for c in cs) for k in (5, 6, 7)]
rows.append([C("TOTAL GERAL", cs=5, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b"), ""])
QT = {"caption": "ANEXO I – QUADRO DEMONSTRATIVO DE CARGOS, VAGAS, ESCOLARIDADE, CARGA HORÁRIA E VENCIMENTOS",
      "head": [["Cód.", "Cargo", "Escolaridade / requisitos", "Carga horária", "Vencimento", "Vagas ampla concorrência", "Vagas PcD", "Vagas negros", "Total de vagas", "Cadastro reserva"]],
      "tcols": "(1cm, 6.2cm, 5.6cm, 1.6cm, 2.3cm, 2cm, 1.4cm, 1.5cm, 1.4cm, 1.6cm)", "rows": rows,
      "note": "O cadastro reserva será formado pelos candidatos aprovados além do número de vagas. Os cargos sem vagas imediatas (–) destinam-se exclusivamente a cadastro reserva. Vencimentos vigentes em janeiro de 2026."}
cfg = base_cfg("2026-03-12", site="www.objetivas.com.br", banca="Objetiva Concursos Ltda.", orgao_curto="Município", cidades="São Valentim do Taquari/RS",
               neg_lei="Lei Municipal nº 3.902, de 14 de novembro de 2023", veiculo="mural oficial da Prefeitura e no Diário Oficial dos Municípios do RS (FAMURS)",
               local_data="São Valentim do Taquari/RS, 12 de março de 2026.", assinaturas=["GILMAR ANTÔNIO SCHNEIDER\nPrefeito Municipal"], taxas=[["Nível superior", "R$ 130,00"], ["Nível médio/técnico", "R$ 90,00"], ["Nível fundamental e alfabetizado", "R$ 65,00"]],
               isen_extra="Também será isento o candidato doador de sangue, nos termos da Lei Estadual nº 13.891, de 5 de janeiro de 2012.")
cfg["provas_tabs"] = [{"caption": "Quadro de provas – nível superior", "head": [["Disciplina", "Questões", "Peso", "Total"]],
                       "rows": [["Língua Portuguesa", "10", "2,50", "25,00"], ["Legislação", "10", "2,50", "25,00"], ["Conhecimentos Específicos", "20", "2,50", "50,00"], ["Total", "40", "–", "100,00"]]}]
B = [("title", "ESTADO DO RIO GRANDE DO SUL\nPREFEITURA MUNICIPAL DE SÃO VALENTIM DO TAQUARI\nEDITAL DE ABERTURA DE CONCURSO PÚBLICO Nº 02/2026"),
     ("p", "O PREFEITO MUNICIPAL DE SÃO VALENTIM DO TAQUARI, no uso de suas atribuições legais, torna público que estarão abertas as inscrições ao Concurso Público destinado ao provimento de cargos efetivos do Quadro de Servidores do Município, regidos pela Lei Municipal nº 1.204/1992 (Regime Jurídico Único), que será executado pela empresa Objetiva Concursos Ltda., mediante as normas deste edital."),
     ("typst", "#columns(2, gutter: 0.6cm)["), ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso destina-se ao provimento de 60 (sessenta) vagas e à formação de cadastro reserva, conforme o Anexo I deste edital.",
                 "Os cargos estão agrupados por secretaria apenas para fins de apresentação; a lotação observará a necessidade da Administração.",
                 "As atribuições de cada cargo são as constantes da Lei Municipal nº 2.745/2014 e alterações."])
B += [("h", "2. DOS CARGOS"), ("p", "2.1 Os cargos, o número de vagas, a escolaridade, a carga horária e o vencimento constam do Anexo I, que integra este edital.")]
B += corpo(cfg, 3) + [("typst", "]"), ("landscape",), ("table", QT), ("portrait",)] + ch_cronograma("ANEXO II – CRONOGRAMA DE EXECUÇÃO", cfg)
B += ch_conteudo("ANEXO III – PROGRAMAS", ["Língua Portuguesa", "Legislação", "Saúde Pública"])
src = SRC + "/" + NAME + ".typ"
write(src, to_typst(B, typst_preamble("Prefeitura Municipal de São Valentim do Taquari – Edital nº 02/2026", size="9pt") + "#show table: set text(size: 8pt)\n"))
typst_pdf(src, OUT + "/" + NAME + ".pdf")
finish2(NAME, entries, "pdfminer", {"body": "Prefeitura de São Valentim do Taquari/RS", "board": "Objetiva", "producer": "Typst", "shape": "two-column chapters, landscape quadro with secretaria groups and subtotals"}, totals=(T[0], T[2]))
