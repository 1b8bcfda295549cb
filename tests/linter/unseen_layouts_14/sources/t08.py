# t08: Instituto Brasileiro de Museus (Ibram), Cebraspe style, Lei 15.142/2025; a Word document (python-docx) with the quadro
# in a landscape section, exported by LibreOffice Writer; the quadro pairs VAGAS IMEDIATAS with CADASTRO DE RESERVA, each
# split AC/PPP/PI/PQ/PcD/Total; the .txt is PDFium's text of the PDF (Chrome's viewer's copy).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t08_cebraspe_ibram_docx_writer_pdfium_vagas_cadastro"
TMP = "/tmp/w15/t08"
os.makedirs(TMP, exist_ok=True)
# cargo, lotação, imediatas (AC, PPP, PI, PQ, PcD), cadastro (AC, PPP, PI, PQ, PcD)
V = [("CARGO 1: ANALISTA I – ÁREA: MUSEOLOGIA", "Brasília/DF, Rio de Janeiro/RJ, Ouro Preto/MG e Goiás/GO", (3, 2, 0, 0, 1), (12, 4, 1, 0, 1)),
     ("CARGO 2: ANALISTA I – ÁREA: CONSERVAÇÃO E RESTAURAÇÃO", "Rio de Janeiro/RJ e Petrópolis/RJ", (3, 1, 0, 0, 0), (5, 2, 0, 0, 1)),
     ("CARGO 3: ANALISTA I – ÁREA: ARQUITETURA", "Brasília/DF", (1, 1, 0, 0, 0), (3, 1, 0, 0, 0)),
     ("CARGO 4: ANALISTA I – ÁREA: ARQUIVOLOGIA", "Rio de Janeiro/RJ", (1, 0, 0, 0, 0), (2, 1, 0, 0, 0)),
     ("CARGO 5: ANALISTA I – ÁREA: ADMINISTRAÇÃO", "Brasília/DF", (2, 1, 0, 0, 0), (4, 1, 0, 0, 1)),
     ("CARGO 6: ANALISTA I – ÁREA: ANTROPOLOGIA", "Brasília/DF", (0, 0, 0, 0, 0), (2, 1, 0, 0, 0)),
     ("CARGO 7: TÉCNICO EM ASSUNTOS CULTURAIS", "Diversas unidades museológicas (ver subitem 2.3)", (5, 2, 0, 0, 1), (10, 4, 1, 0, 1)),
     ("CARGO 8: TÉCNICO ADMINISTRATIVO", "Brasília/DF e unidades museológicas", (13, 5, 1, 0, 1), (26, 10, 2, 1, 1))]
NH = ["MUSEOLOGIA", "CONSERVAÇÃO E RESTAURAÇÃO", "ARQUITETURA", "ARQUIVOLOGIA", "ADMINISTRAÇÃO", None, "TÉCNICO EM ASSUNTOS", "TÉCNICO ADMINISTRATIVO"]
# negros_stated: Lei 15.142's reserve, its three groups together (PPP + PI + PQ), as the earlier sets count it
entries = [{"name_has": NH[i], "vacancies": sum(v[2]), "negros_stated": sum(v[2][1:4])} for i, v in enumerate(V) if sum(v[2])]

rows = []
for cargo, lot, im, cr in V:
    f = lambda t: [("%d" % x) if sum(t) else "–" for x in t] + [("%d" % sum(t)) if sum(t) else "–"]
    rows.append([cargo, lot] + f(im) + f(cr))
T_im = [sum(v[2][k] for v in V) for k in range(5)]
T_cr = [sum(v[3][k] for v in V) for k in range(5)]
rows.append([C("TOTAL", cs=2, cls="b")] + ["%d" % x for x in T_im] + ["%d" % sum(T_im)] + ["%d" % x for x in T_cr] + ["%d" % sum(T_cr)])
QUADRO = {"caption": "QUADRO DE VAGAS (item 4.1)",
          "head": [[C("CARGO/ÁREA", rs=2), C("LOTAÇÃO", rs=2), C("VAGAS IMEDIATAS", cs=6), C("CADASTRO DE RESERVA", cs=6)],
                   ["AC", "PPP", "PI", "PQ", "PcD", "Total", "AC", "PPP", "PI", "PQ", "PcD", "Total"]],
          "rows": rows, "widths": [6.2, 4.7] + [1.2] * 12, "fs": 8,
          "note": "AC = ampla concorrência; PPP = pessoas pretas e pardas; PI = pessoas indígenas; PQ = pessoas quilombolas; PcD = pessoas com deficiência. O cadastro de reserva não inclui as vagas imediatas."}

cfg = dict(site="www.cebraspe.org.br/concursos/ibram_26", insc_periodo="10 horas do dia 18 de maio de 2026 e 18 horas do dia 8 de junho de 2026", venc="19 de junho de 2026",
           isen_periodo="18 a 22 de maio de 2026", isen_res="2 de junho de 2026", banca="Cebraspe", orgao_curto="Ibram",
           data_prova="9 de agosto de 2026", cidades="Brasília/DF, Rio de Janeiro/RJ, Belo Horizonte/MG, Goiânia/GO e Recife/PE",
           pcd_pct="5% (cinco por cento)", veiculo="Diário Oficial da União", local_data="Brasília/DF, 5 de maio de 2026.",
           assinaturas=["FERNANDA CASTRO DE ALBUQUERQUE\nPresidente do Instituto Brasileiro de Museus"], onde="quadro do subitem 4.1 deste edital",
           isen_extra="O candidato doador de medula óssea deverá comprovar o cadastro no Redome.",
           ordem="A nomeação observará a alternância do art. 11 da Instrução Normativa MGI nº 23/2025, por cargo/área.",
           taxas=[["Cargos de Analista I", "R$ 120,00"], ["Cargos de Técnico", "R$ 85,00"]])
cfg["provas_tabs"] = [{"caption": "Quadro de provas", "head": [["PROVA/TIPO", "ÁREA DE CONHECIMENTO", "NÚMERO DE ITENS", "CARÁTER"]],
                       "rows": [["(P1) Objetiva", "Conhecimentos Gerais", "50", C("ELIMINATÓRIO E CLASSIFICATÓRIO", rs=3)],
                                ["(P2) Objetiva", "Conhecimentos Específicos", "70"], ["(P3) Discursiva", "–", "–"]]}]
cfg["crono"] = [["Solicitação de inscrição e de isenção", "18/5 a 8/6/2026"], ["Consulta à situação provisória da isenção", "2/6/2026"],
                ["Prazo final para pagamento da taxa", "19/6/2026"], ["Consulta aos locais de provas", "24/7/2026"], ["Aplicação das provas", "9/8/2026"],
                ["Gabaritos oficiais preliminares", "11/8/2026, a partir das 19 horas"], ["Procedimento de confirmação complementar à autodeclaração", "21 e 22/9/2026"],
                ["Resultado final", "30/10/2026"]]
B = [("title", "MINISTÉRIO DA CULTURA\nINSTITUTO BRASILEIRO DE MUSEUS\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS NOS CARGOS DE ANALISTA I E DE TÉCNICO\nEDITAL Nº 1 – IBRAM, DE 5 DE MAIO DE 2026"),
     ("p", "A PRESIDENTE DO INSTITUTO BRASILEIRO DE MUSEUS (IBRAM), no uso de suas atribuições legais, tendo em vista a Portaria MGI nº 3.512, de 12 de dezembro de 2025, e em observância à Lei nº 15.142, de 3 de junho de 2025, e ao Decreto nº 9.739, de 28 de março de 2019, torna pública a realização de concurso público para provimento de vagas e formação de cadastro de reserva nos cargos de Analista I e de Técnico, mediante as condições estabelecidas neste edital."),
     ("h", "1 DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe).",
                 "A seleção para os cargos de que trata este edital compreenderá provas objetivas e prova discursiva, de caráter eliminatório e classificatório.",
                 "As provas serão realizadas nas cidades de Brasília/DF, Rio de Janeiro/RJ, Belo Horizonte/MG, Goiânia/GO e Recife/PE."])
B += [("h", "2 DOS CARGOS")]
B += items("2", ["NÍVEL SUPERIOR – CARGOS 1 a 6: ANALISTA I. REQUISITO: diploma de curso de graduação na área do cargo, conforme Anexo I. REMUNERAÇÃO: R$ 7.902,41, incluída a gratificação de desempenho. JORNADA: 40 horas semanais.",
                 "NÍVEL MÉDIO – CARGOS 7 e 8: TÉCNICO. REQUISITO: certificado de conclusão de ensino médio. REMUNERAÇÃO: R$ 4.611,06. JORNADA: 40 horas semanais.",
                 "As unidades de lotação do cargo 7 são: Museu Imperial (Petrópolis/RJ), Museu da Inconfidência (Ouro Preto/MG), Museu Regional de São João del-Rei (MG), Museu das Bandeiras (Goiás/GO) e Museu Victor Meirelles (Florianópolis/SC)."])
B += [("h", "3 DOS REQUISITOS BÁSICOS PARA A INVESTIDURA NO CARGO")]
B += items("3", ["Ser aprovado no concurso público; ter nacionalidade brasileira ou portuguesa; estar em gozo dos direitos políticos; estar quite com as obrigações militares e eleitorais; possuir os requisitos exigidos para o exercício do cargo; ter idade mínima de 18 anos completos na data da posse."])
B += [("h", "4 DAS VAGAS"), ("p", "4.1 As vagas e o cadastro de reserva estão distribuídos da seguinte forma:"), ("landscape",), ("table", QUADRO), ("portrait",)]
B += ch_pcd(5, cfg) + ch_negros_15142(6, cfg) + ch_inscricao(7, cfg) + ch_isencao(8, cfg) + ch_provas(9, cfg) + ch_classificacao(10, cfg)
B += ch_recursos(11, cfg) + ch_nomeacao(12, cfg) + ch_finais(13, cfg) + [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA PREVISTO", cfg)
B += ch_conteudo("ANEXO III – CONHECIMENTOS GERAIS", ["Língua Portuguesa", "Raciocínio Lógico", "Direito Administrativo"])
doc, render = docx_builder(["INSTITUTO BRASILEIRO DE MUSEUS", "Edital nº 1 – Ibram, de 5 de maio de 2026"], "Setor Bancário Norte, Quadra 2, Bloco N – Brasília/DF",
                           font="Liberation Sans", size=9.5)
render(B)
doc.save(SRC + "/" + NAME + ".docx")
pdf = soffice_pdf(SRC + "/" + NAME + ".docx", TMP)
import shutil
shutil.copy(pdf, OUT + "/" + NAME + ".pdf")
finish(NAME, entries, "pdfium", {"body": "Instituto Brasileiro de Museus (Ibram)", "board": "Cebraspe", "producer": "python-docx -> LibreOffice Writer -> PDFium text",
                                 "law": "Lei 15.142/2025", "note": "cadastro de reserva columns are not vacancies; cargo 6 is cadastro only"})
