# t09: SAAE de Monte Belo do Oeste (SP), autarchy's own text typed with borderless columns, printed by wkhtmltopdf,
# signed, scanned and OCR'd (tesseract por)
import os
import shutil
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t09_proprio_saae_montebelo_ocr_borderless_columns"
cfg = dict(site="www.saaemontebelo.sp.gov.br", insc_periodo="3 de outubro de 2022 e 4 de novembro de 2022", venc="7 de novembro de 2022",
           isen_periodo="3 a 7 de outubro de 2022", isen_res="14 de outubro de 2022", banca="Comissão de Concurso do SAAE",
           orgao_curto="SAAE", data_prova="4 de dezembro de 2022", cidades="Monte Belo do Oeste/SP", duracao="3 (três) horas",
           pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)", neg_pct="20% (vinte por cento)",
           neg_lei="Lei Municipal nº 4.021, de 30 de junho de 2020", veiculo="Imprensa Oficial do Município",
           ordem="Os candidatos negros serão convocados para a 3ª, a 8ª e a 13ª vagas de cada cargo e os candidatos com deficiência para a 5ª vaga.",
           local_data="Monte Belo do Oeste, 23 de setembro de 2022.", assinaturas=["Eng. PAULO ROBERTO DALL'ACQUA\nSuperintendente do SAAE"],
           desempate=("Conhecimentos Específicos", "Matemática"), validade="2 (dois) anos",
           nota_final="a nota da prova objetiva, somada, para Encanador, Eletricista de Manutenção e Operador de ETA, à nota da prova prática, dividida por 2 (dois)",
           prazo_posse="5 (cinco) dias úteis")
cfg["taxas"] = [["Nível fundamental", "R$ 35,00"], ["Nível médio/técnico", "R$ 55,00"], ["Nível superior", "R$ 80,00"]]
cfg["provas_tabs"] = [{"caption": "Composição das provas objetivas", "head": [["Nível", "Português", "Matemática", "Conhec. Específicos", "Total de questões"]],
                       "rows": [["Fundamental", "15", "15", "10", "40"], ["Médio / Técnico", "10", "10", "20", "40"], ["Superior", "10", "5", "25", "40"]], "cls": "bl"}]
cfg["crono"] = [["Inscrições", "03/10/2022 a 04/11/2022"], ["Prova objetiva", "04/12/2022"], ["Prova prática", "18/12/2022"], ["Resultado final", "27/01/2023"]]

V = [("Agente de Saneamento (Leiturista)", 4, 0, 1, "1.689,20", "Ref. 05", "Ensino Médio e CNH A"),
     ("Operador de ETA", 3, 0, 1, "1.874,66", "Ref. 07", "Ensino Médio completo"),
     ("Encanador", 2, 0, 0, "1.874,66", "Ref. 07", "Ensino Fundamental completo"),
     ("Eletricista de Manutenção", 1, 0, 0, "2.231,95", "Ref. 09", "Curso NR-10 e Ensino Fundamental"),
     ("Auxiliar de Serviços de Saneamento", 7, 1, 1, "1.450,02", "Ref. 02", "Alfabetizado"),
     ("Químico", 1, 0, 0, "5.406,12", "Ref. 18", "Química e CRQ"),
     ("Técnico em Química", "CR", 0, 0, "2.911,70", "Ref. 11", "Técnico em Química e CRQ")]
NH = {"Agente de Saneamento (Leiturista)": "Leiturista", "Operador de ETA": "Operador", "Eletricista de Manutenção": "Eletricista",
      "Auxiliar de Serviços de Saneamento": "Auxiliar de Servi", "Químico": "Químico"}
rows, entries = [], []
for nm, t, p, n, venc, ref, req in V:
    rows.append([nm, str(t) if t != "CR" else "Cadastro", str(p) if p else "0", str(n) if n else "0", venc, ref, req])
    if t != "CR":
        entries.append({"name_has": NH.get(nm, nm), "vacancies": t, "negros_stated": n})
vac = {"caption": "", "head": [["CARGO", "VAGAS", "PCD", "NEGROS", "SALÁRIO R$", "REFERÊNCIA", "REQUISITOS"]], "rows": rows, "cls": "bl vag"}
loc = {"caption": "", "head": [["UNIDADE", "ENDEREÇO", "TURNOS", "SERVIDORES EM EXERCÍCIO"]],
       "rows": [["ETA I – Captação Rio Claro", "Estrada Municipal MBO-040, km 3 – CEP 14.990-000", "3", "14"],
                ["ETA II – Vila Operária", "Rua Benedito Ortiz, 1.215 – CEP 14.992-120", "3", "9"],
                ["ETE Córrego Fundo", "Av. Marginal Sul, s/nº – CEP 14.993-400", "2", "6"],
                ["Sede Administrativa", "Rua XV de Novembro, 640 – Centro – CEP 14.990-000", "1", "31"]], "cls": "bl"}
pratica = {"caption": "", "head": [["CARGO", "TAREFA", "TEMPO", "PONTOS"]],
           "rows": [["Encanador", "Montagem de ramal predial com hidrômetro", "40 min", "100"],
                    ["Eletricista de Manutenção", "Partida estrela-triângulo de motor trifásico", "50 min", "100"],
                    ["Operador de ETA", "Ensaio de jar-test e leitura de turbidez", "30 min", "100"]], "cls": "bl"}

B = [("raw", '<div class="cab">SERVIÇO AUTÔNOMO DE ÁGUA E ESGOTO DE MONTE BELO DO OESTE<br>Autarquia Municipal – Lei nº 1.118/1971<br>Rua XV de Novembro, 640 – Centro – Fone (17) 3342-8800</div>'),
     ("title", "EDITAL Nº 02/2022 – CONCURSO PÚBLICO"),
     ("p", "O Superintendente do Serviço Autônomo de Água e Esgoto de Monte Belo do Oeste – SAAE, no uso de suas atribuições conferidas pela Lei Municipal nº 1.118/1971, FAZ SABER que realizará, por meio de sua Comissão de Concurso nomeada pela Portaria nº 77/2022, Concurso Público de provas e provas práticas para o provimento de empregos públicos, regidos pela Consolidação das Leis do Trabalho – CLT, conforme as instruções abaixo."),
     ("h", "I – DOS EMPREGOS"),
     ("p", "1. Os empregos, o número de vagas, a reserva, o salário, a referência e os requisitos são os seguintes:"),
     ("table", vac),
     ("p", "2. As vagas reservadas já estão computadas na coluna VAGAS. O emprego de Técnico em Química destina-se exclusivamente à formação de cadastro."),
     ("p", "3. A jornada é de 44 (quarenta e quatro) horas semanais, em regime de revezamento para Operador de ETA (escala 12x36). Os empregados receberão vale-alimentação de R$ 720,00 e adicional de insalubridade de 20% para os empregos operacionais."),
     ("p", "4. Os aprovados poderão ser lotados em qualquer das unidades do SAAE abaixo:"),
     ("table", loc)]
B += ch_pcd(5, cfg)[:5] + ch_negros_12990(6, cfg)[:5] + ch_inscricao(7, cfg) + ch_provas(8, cfg)
B += [("h", "9. DA PROVA PRÁTICA"),
      ("p", "9.1 Serão convocados para a prova prática os 10 (dez) primeiros classificados de cada emprego operacional, conforme as tarefas abaixo, sendo eliminado quem obtiver menos de 50 pontos:"),
      ("table", pratica)]
B += ch_classificacao(10, cfg) + ch_recursos(11, cfg)
nom = ch_nomeacao(12, cfg)
nom[0] = ("h", "12. DA CONTRATAÇÃO")
nom = [(k, v.replace("nomeação", "contratação").replace("posse", "admissão").replace("nomeados", "contratados").replace("nomeado", "contratado")) if k == "p" else (k, v) for k, v in nom]
B += nom + ch_isencao(13, cfg) + ch_finais(14, cfg)
B += [("pagebreak",)] + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += [("h", "ANEXO II – ATRIBUIÇÕES DOS EMPREGOS"),
      ("p", "AGENTE DE SANEAMENTO (LEITURISTA): efetuar a leitura mensal dos hidrômetros com coletor eletrônico, emitir contas no ato da leitura, registrar anormalidades de consumo e vazamentos, entregar avisos de corte e comunicações aos usuários."),
      ("p", "OPERADOR DE ETA: operar os sistemas de captação, tratamento e distribuição de água; dosar produtos químicos; realizar análises de rotina (cloro, pH, turbidez, cor e flúor); registrar dados em boletins de operação; lavar filtros e decantadores."),
      ("p", "ENCANADOR: executar ligações de água e esgoto, consertos de vazamentos em redes e ramais, substituição de hidrômetros e instalação de registros e válvulas."),
      ("p", "ELETRICISTA DE MANUTENÇÃO: executar manutenção preventiva e corretiva em painéis, motores, bombas e quadros de comando das estações elevatórias, observando a NR-10."),
      ("p", "AUXILIAR DE SERVIÇOS DE SANEAMENTO: auxiliar nos serviços de abertura e fechamento de valas, limpeza de redes de esgoto, carga e descarga de materiais e conservação das unidades."),
      ("p", "QUÍMICO: responsabilizar-se tecnicamente pelo laboratório central; coordenar o plano de amostragem; emitir laudos de potabilidade e relatórios ao órgão ambiental e à Vigilância Sanitária."),
      ("p", "TÉCNICO EM QUÍMICA: executar análises laboratoriais físico-químicas e microbiológicas, preparar soluções e reagentes, calibrar equipamentos.")]
B += ch_conteudo("ANEXO III – PROGRAMA", ["Língua Portuguesa", "Matemática"])
B += [("p", "CONHECIMENTOS ESPECÍFICOS – OPERADOR DE ETA: coagulação, floculação, decantação, filtração e desinfecção; Portaria GM/MS nº 888/2021 (padrão de potabilidade); cloro residual livre; pH e turbidez; manuseio de produtos químicos."),
      ("p", "CONHECIMENTOS ESPECÍFICOS – QUÍMICO: química analítica quantitativa; análises físico-químicas e bacteriológicas de água e esgoto; Standard Methods; Resolução CONAMA nº 430/2011; controle de qualidade laboratorial.")]
B += [("pagebreak",)] + requerimento("ANEXO IV – REQUERIMENTO", "Comissão de Concurso do SAAE") + autodeclaracao("ANEXO V – AUTODECLARAÇÃO", "SAAE de Monte Belo do Oeste", "emprego")
css = """
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:13.5pt;line-height:1.3}
.cab{text-align:center;font-weight:bold;font-size:13.5pt;margin-bottom:8px} h1.title{font-size:15pt;text-align:center}
h2{font-size:13.5pt;margin:10px 0 3px 0} p{margin:4px 0;text-align:justify} p.c{text-align:center;white-space:pre-line;margin-top:40px}
table.bl{border-collapse:collapse;width:100%;margin:6px 0;font-size:12pt} table.bl th{text-align:left;border-bottom:1px solid #000;padding:2px 6px}
table.bl td{padding:2px 6px;vertical-align:top} table.vag td:nth-child(2),table.vag td:nth-child(3),table.vag td:nth-child(4){text-align:center}
table.t{border-collapse:collapse;width:100%;font-size:12pt} table.t td,table.t th{border:1px solid #000;padding:2px}
thead{display:table-header-group} tr{page-break-inside:avoid} .pb{page-break-after:always}
"""
write(SRC + "/" + NAME + ".html", html_doc(B, css, "Edital 02/2022 SAAE"))
tmp = "/tmp/w13ocr_" + NAME
if os.environ.get("ONLY_JOIN"):
    join_ocr(NAME, tmp)
elif not os.environ.get("ONLY_ENTRIES"):
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    run(["wkhtmltopdf", "--quiet", "-s", "A4", "-T", "20mm", "-B", "18mm", "-L", "20mm", "-R", "18mm", SRC + "/" + NAME + ".html", tmp + "/orig.pdf"])
    import pypdf
    npg = len(pypdf.PdfReader(tmp + "/orig.pdf").pages)
    print("base pages", npg)
    scan_and_ocr(NAME, tmp + "/orig.pdf", seed=9, angle=0.9, stamp=("SAAE – PROTOCOLO", "23 SET 2022"), thresh=140, sig_page=npg - 3, noise=1200)
finish(NAME, entries, {"body": "SAAE de Monte Belo do Oeste/SP", "board": "own text (Comissão de Concurso)", "producer": "wkhtmltopdf → scan → tesseract OCR"})
