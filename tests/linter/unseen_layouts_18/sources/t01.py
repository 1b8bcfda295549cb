# t01: Prefeitura Municipal de Mossoró (RN), the edital as published in the Diário Oficial de Mossoró (DOM): a gazette
# page in two columns set by ReportLab (frames), other acts ahead of it; the quadro inside one column, long enough to
# run over a column break (header row repeated). Negros 20 % by municipal law (3 or more vacancies). The .txt is
# pdftotext's default output (no -layout) of the PDF. Quadro: Cargo / Lotação / Total / AC / PcD / Negros, CR rows, TOTAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t01_consulpam_pm_mossoro_reportlab_gazette_2col_pdftotext_cr_total"
V = [("Agente Administrativo", 12), ("Agente Comunitário de Saúde", 18), ("Agente de Combate às Endemias", 9), ("Agente de Trânsito", 6),
     ("Analista de Sistemas", 2), ("Arquiteto e Urbanista", 1), ("Assistente Social", 4), ("Auditor Fiscal do Tesouro Municipal", 5),
     ("Auxiliar de Creche", 14), ("Bibliotecário", 0), ("Cirurgião-Dentista", 3), ("Educador Social", 7), ("Enfermeiro Plantonista", 8),
     ("Engenheiro Civil", 2), ("Farmacêutico Bioquímico", 3), ("Fiscal de Meio Ambiente", 4), ("Fonoaudiólogo", 0), ("Guarda Civil Municipal", 20),
     ("Médico Clínico Geral", 6), ("Médico Pediatra", 2), ("Motorista de Veículos Pesados", 5), ("Nutricionista", 2),
     ("Procurador do Município", 3), ("Professor de Educação Infantil", 25), ("Psicólogo", 3), ("Técnico em Enfermagem", 10),
     ("Técnico em Radiologia", 0), ("Terapeuta Ocupacional", 1)]
P = lambda t: pcd5(t)
N = lambda t: neg20(t)
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t in V if t]
rows = [[c, str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t))] if t else [c, "CR", "CR", "CR", "CR"] for c, t in V]
T = [sum(t for _, t in V), sum(P(t) for _, t in V), sum(N(t) for _, t in V)]
rows.append(["TOTAL", str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
cfg = cfg18("2026-09-14", site="www.consulpam.com.br", banca="Consulpam – Consultoria Público-Privada", cidades="Mossoró/RN",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 3.912, de 22 de março de 2022, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial de Mossoró (DOM)", local_data="Mossoró/RN, 14 de setembro de 2026.", assinaturas=["ALLYSON LEANDRO BEZERRA SILVA", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, o número de vagas e a distribuição entre ampla concorrência (AC), pessoas com deficiência (PcD) e pessoas negras são os do quadro a seguir (CR = cadastro de reserva):"),
     ("table", {"caption": "QUADRO I – DISTRIBUIÇÃO DAS VAGAS", "head": [["CARGO", "TOTAL", "AC", "PcD", "NEGROS"]], "rows": rows, "fr": [4.2, 1, 1, 1, 1.2]}),
     ("p", "2.2 A remuneração, a jornada de trabalho e a escolaridade exigida para cada cargo constam do Anexo II deste Edital.")]
before = [("h", "GABINETE DO PREFEITO"), ("h", "PORTARIA Nº 1.204, DE 11 DE SETEMBRO DE 2026"),
          ("p", "O PREFEITO MUNICIPAL DE MOSSORÓ, no uso das atribuições que lhe confere a Lei Orgânica do Município, RESOLVE: Art. 1º Nomear MARIA DAS GRAÇAS FERNANDES DE OLIVEIRA para exercer o cargo em comissão de Coordenadora de Atenção Básica, símbolo CC-3, da Secretaria Municipal de Saúde. Art. 2º Esta Portaria entra em vigor na data de sua publicação."),
          ("h", "SECRETARIA MUNICIPAL DE SAÚDE"), ("h", "PORTARIA Nº 87/2026 – SMS, DE 10 DE SETEMBRO DE 2026"),
          ("p", "A SECRETÁRIA MUNICIPAL DE SAÚDE, no uso de suas atribuições legais, RESOLVE: Art. 1º Designar os servidores ANTÔNIO CARLOS DE SOUZA, matrícula 12.408, JOANA D'ARC PEREIRA LIMA, matrícula 10.977, e FRANCISCO DAS CHAGAS MOURA, matrícula 13.215, para, sob a presidência do primeiro, comporem a Comissão de Acompanhamento do Concurso Público da Secretaria Municipal de Saúde. Art. 2º Esta Portaria entra em vigor na data de sua publicação."),
          ("h", "SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E GESTÃO DE PESSOAS"), ("h", "EXTRATO DE CONTRATO Nº 118/2026"),
          ("p", "Contratante: Município de Mossoró. Contratada: Consulpam – Consultoria Público-Privada. Objeto: prestação de serviços técnicos especializados para planejamento, organização e execução de concurso público. Valor: taxas de inscrição. Vigência: 12 meses. Fundamento: art. 75, XV, da Lei nº 14.133/2021."), ("sep",)]
B = edital("EDITAL Nº 001/2026 – CONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS EFETIVOS",
           "O PREFEITO MUNICIPAL DE MOSSORÓ, Estado do Rio Grande do Norte, no uso de suas atribuições legais, torna pública a abertura de inscrições e estabelece normas para a realização de Concurso Público destinado ao provimento de cargos efetivos do Quadro de Pessoal da Prefeitura Municipal de Mossoró, nos termos da Lei Complementar Municipal nº 029/2008 e deste Edital.",
           Q, cfg, cargos=[(c, "conforme a legislação municipal") for c, _ in V])
pdf = os.path.join(OUT, NAME + ".pdf")
gazette_pdf(B, pdf, ("DIÁRIO OFICIAL DE MOSSORÓ", "Ano XIX – Nº 812-A – Mossoró/RN, segunda-feira, 14 de setembro de 2026 – Edição Extra",
                     "Instituído pela Lei Municipal nº 2.744/2011 – www.mossoro.rn.gov.br/dom – assinado digitalmente (ICP-Brasil)"), 2, before)
finish5(NAME, entries, "pdftotext", pdf, {"body": "Prefeitura de Mossoró (RN)", "board": "Consulpam", "producer": "ReportLab 2-column gazette",
        "shape": "quadro in one gazette column, split by a column break (header repeated), CR rows, TOTAL"}, totals=(T[0], T[2]))
json.dump({NAME + ".txt": [{"name_has": c, "where": "CR only"} for c, t in V if not t]}, open(os.path.join(SRC, NAME + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
