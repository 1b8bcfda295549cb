# t05: Tribunal de Justiça do Estado de Goiás (TJGO), CNJ Res. 203/2015 as amended by Res. 657/2025 (30 %: 25 % pretos
# e pardos, 3 % indígenas, 2 % quilombolas, from 2 vacancies). HTML -> Chromium PDF; the newsroom reads it with
# pdfplumber's extract_text(layout=True) (text placed by its coordinates, padded with spaces). Quadro: an ordinary table
# Cargo / Especialidade / Total / AC / PcD / PPP / PI / PQ, long enough to run over a page break, Chromium repeating
# the header (thead) at the top of the next page; CR rows; TOTAL row. Source the PDF beside the text; text path
# lib19.plumber_layout.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t05_fgv_tjgo_chromium_pdfplumber_layout_page_split_header_repeated_cr"
AJ = "Analista Judiciário"
TJ = "Técnico Judiciário"
V = [(AJ, "Área Judiciária", 40), (AJ, "Contabilidade", 4), (AJ, "Arquitetura", 2), (AJ, "Engenharia Civil", 3), (AJ, "Engenharia Elétrica", 2),
     (AJ, "Engenharia Mecânica", 0), (AJ, "Estatística", 2), (AJ, "Biblioteconomia", 1), (AJ, "Arquivologia", 2), (AJ, "Psicologia", 8),
     (AJ, "Serviço Social", 9), (AJ, "Pedagogia", 3), (AJ, "Medicina do Trabalho", 2), (AJ, "Medicina Psiquiátrica", 0), (AJ, "Odontologia", 2),
     (AJ, "Enfermeiro", 2), (AJ, "Análise de Sistemas – Desenvolvimento", 10), (AJ, "Análise de Sistemas – Infraestrutura", 6), (AJ, "Análise de Sistemas – Segurança da Informação", 4),
     (AJ, "Ciência de Dados", 3), (AJ, "Comunicação Social – Jornalismo", 2), (AJ, "Economia", 1), (AJ, "Oficial de Justiça Avaliador", 35),
     (TJ, "Área Judiciária", 60), (TJ, "Técnico em Informática", 12), (TJ, "Técnico em Enfermagem", 2), (TJ, "Técnico em Edificações", 0), (TJ, "Segurança Institucional", 14)]
P = pcd5
R = r15142
entries = [{"name_has": e, "vacancies": t, "negros_stated": sum(R(t))} for c, e, t in V if t]
co = [{"name_has": e, "where": "%s – CR only" % c} for c, e, t in V if not t]
rows = [[c, e, str(t), str(t - P(t) - sum(R(t))), str(P(t))] + [str(x) for x in R(t)] if t else [c, e, "CR", "CR", "CR", "CR", "CR", "CR"] for c, e, t in V]
TT = [sum(t for *_, t in V), sum(P(t) for *_, t in V)] + [sum(R(t)[i] for *_, t in V) for i in range(3)]
rows.append([C("TOTAL", cs=2), str(TT[0]), str(TT[0] - TT[1] - sum(TT[2:])), str(TT[1])] + [str(x) for x in TT[2:]])
cfg = cfg19("2026-07-06", site="conhecimento.fgv.br/concursos/tjgo26", banca="Fundação Getulio Vargas (FGV)", cidades="Goiânia, Anápolis, Rio Verde, Itumbiara, Luziânia e Porangatu",
            veiculo="Diário da Justiça Eletrônico do Estado de Goiás", local_data="Goiânia/GO, 6 de julho de 2026.",
            assinaturas=["Desembargador LEANDRO CRISPIM", "Presidente do Tribunal de Justiça do Estado de Goiás"])
Q = [("p", "2.1 Os cargos, as especialidades e as vagas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), estão distribuídos conforme o quadro a seguir."),
     ("p", "2.2 A remuneração inicial é de R$ 14.612,37 para Analista Judiciário (inclusive Oficial de Justiça Avaliador, acrescida da indenização de transporte) e de R$ 8.907,15 para Técnico Judiciário, em jornada de 40 (quarenta) horas semanais."),
     ("p", "2.3 Os aprovados serão lotados nas comarcas do Estado de Goiás, segundo a necessidade do serviço, observada a ordem de classificação."),
     ("table", {"caption": "Quadro de vagas", "head": [["Cargo", "Especialidade", "Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}),
     ("p", "2.4 CR: cadastro de reserva. As especialidades sem vaga imediata formarão cadastro de reserva, e às vagas que surgirem aplicar-se-á a reserva deste Edital.")]
L16.ch_negros_15142 = L17.ch_negros_cnj  # the court's chapter (CNJ) in place of the executive's
B = edital("PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS\nEDITAL Nº 1 – TJGO, DE 6 DE JULHO DE 2026\nCONCURSO PÚBLICO PARA SERVIDORES",
           "O PRESIDENTE DO TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS, no uso de suas atribuições legais, tendo em vista a Lei estadual nº 17.663/2012 e a Resolução CNJ nº 203/2015, com a redação dada pela Resolução CNJ nº 657/2025, torna pública a realização de concurso público para provimento de cargos de Analista Judiciário e Técnico Judiciário.",
           Q, cfg, law="15142", cargos=[(AJ, "curso superior na especialidade"), (TJ, "ensino médio ou técnico")])
css = L16.CSS_BASE + " table{border-collapse:collapse;width:100%} td,th{border:1px solid #444;padding:3px 4px;font-size:9.5pt} thead{display:table-header-group} tr{page-break-inside:avoid}"
chromium_edital(NAME, B, css, "TJGO – Edital nº 1/2026 – Concurso Público para Servidores", "TJGO Edital 1/2026")
finish6(NAME, entries, "pdfplumber-layout", os.path.join(OUT, NAME + ".pdf"), {"body": "TJGO (court, CNJ Res. 203/657)", "board": "FGV",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "ordinary table split by a page break, header repeated, CR rows, TOTAL"}, totals=(TT[0], sum(TT[2:])), cadastro=co)
