# t06: Departamento Estadual de Trânsito da Bahia (DETRAN-BA), autarquia estadual, IBFC style, negros 30% (Lei estadual
# 13.182/2014); made with Typst (a new producer): the count headers rotated 90°, the cargo cell merged down its
# lotações (rowspan), the table header repeated on the next page; the .txt is poppler `pdftotext -layout`.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t06_ibfc_detranba_typst_pdftotext_layout_rotated_heads"
# cargo, vencimento, [(lotação, total, pcd, negros, cr)]
G = [("Agente de Trânsito e Fiscalização", "R$ 3.876,52", [("Salvador e Região Metropolitana", 18, 1, 5, 36), ("Feira de Santana", 6, 1, 2, 12),
                                                           ("Vitória da Conquista", 4, 0, 1, 8), ("Itabuna / Ilhéus", 4, 0, 1, 8),
                                                           ("Juazeiro", 3, 0, 1, 6), ("Barreiras", 2, 0, 0, 4)]),
     ("Analista de Trânsito – Direito", "R$ 6.412,90", [("Salvador (sede)", 4, 0, 1, 8)]),
     ("Analista de Trânsito – Engenharia de Tráfego", "R$ 6.412,90", [("Salvador (sede)", 3, 0, 1, 6)]),
     ("Analista de Trânsito – Informática", "R$ 6.412,90", [("Salvador (sede)", 5, 1, 2, 10)]),
     ("Analista de Trânsito – Administração", "R$ 6.412,90", [("Salvador (sede)", 2, 0, 0, 4)]),
     ("Vistoriador de Veículos", "R$ 3.876,52", [("Capital e RMS", 6, 1, 2, 12), ("Interior (CIRETRANs)", 8, 1, 2, 16)]),
     ("Médico Perito Examinador", "R$ 7.104,31", [("Salvador (sede)", 2, 0, 0, 4)]),
     ("Psicólogo Perito Examinador", "R$ 5.980,12", [("Salvador (sede)", 1, 0, 0, 2)])]
NH = {"Salvador e Região Metropolitana": "Salvador e Região", "Feira de Santana": "Feira de Santana", "Vitória da Conquista": "Vitória da Conquista",
      "Itabuna / Ilhéus": "Itabuna", "Juazeiro": "Juazeiro", "Barreiras": "Barreiras"}
entries, rows = [], []
for cg, venc, lots in G:
    for i, (lot, t, p, n, cr) in enumerate(lots):
        if cg.startswith("Agente"):
            nh = NH[lot]
        elif cg.startswith("Vistoriador"):
            nh = "CIRETRANs" if lot.startswith("Interior") else "Capital e RMS"
        else:
            nh = {"Direito": "Trânsito – Direito", "Engenharia de Tráfego": "Trânsito – Engenharia", "Informática": "Trânsito – Informática", "Administração": "Trânsito – Administração"}.get(cg.split("– ")[-1], cg)
        entries.append({"name_has": nh, "vacancies": t, "negros_stated": n})
        r = [C(cg, rs=len(lots)), C(venc, rs=len(lots))] if i == 0 else []
        rows.append(r + [lot, str(t - p - n), str(p), str(n), str(t), str(cr)])
T = [sum(l[k] for _, _, ls in G for l in ls) for k in (1, 2, 3, 4)]
rows.append([C("TOTAL", cs=3, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b"), C(str(T[3]), cls="b")])
QT = {"caption": "ANEXO I – QUADRO DE VAGAS POR CARGO E LOTAÇÃO", "head": [["Cargo", "Vencimento básico", "Lotação", "Ampla concorrência", "Pessoas com deficiência", "Negros (30%)", "Total de vagas", "Cadastro de reserva"]],
      "rot": ["Ampla concorrência", "Pessoas com deficiência", "Negros (30%)", "Total de vagas", "Cadastro de reserva"],
      "tcols": "(5.6cm, 2.0cm, 3.4cm, 1.1cm, 1.1cm, 1.1cm, 1.1cm, 1.1cm)", "rows": rows,
      "note": "Nota: as vagas de Agente de Trânsito e Fiscalização e de Vistoriador de Veículos são oferecidas por lotação, e as reservas foram aplicadas a cada lotação, na forma dos capítulos 5 e 6. O cadastro de reserva corresponde ao dobro das vagas imediatas."}
cfg = base_cfg("2026-03-04", site="www.ibfc.org.br", banca="IBFC – Instituto Brasileiro de Formação e Capacitação", orgao_curto="DETRAN-BA",
               cidades="Salvador, Feira de Santana, Vitória da Conquista, Itabuna, Juazeiro e Barreiras, no Estado da Bahia",
               neg_pct="30% (trinta por cento)", neg_lei="Lei Estadual nº 13.182, de 6 de junho de 2014 (Estatuto da Igualdade Racial e de Combate à Intolerância Religiosa do Estado da Bahia), e do Decreto Estadual nº 15.353, de 8 de agosto de 2014",
               veiculo="Diário Oficial do Estado da Bahia", local_data="Salvador/BA, 4 de março de 2026.", assinaturas=["RODRIGO PIMENTEL DE SOUZA LIMA\nDiretor-Geral do DETRAN-BA"],
               taxas=[["Nível superior", "R$ 125,00"], ["Nível médio", "R$ 89,00"]])
TAF = [("h", "ANEXO III – TESTE DE APTIDÃO FÍSICA (AGENTE DE TRÂNSITO E FISCALIZAÇÃO)"),
       ("table", {"head": [["Teste", "Masculino", "Feminino", "Pontuação"]],
                  "rows": [["Corrida de 12 minutos", "2.200 m", "1.800 m", "eliminatório"], ["Flexão abdominal (1 min)", "32 repetições", "26 repetições", "eliminatório"],
                           ["Barra fixa dinâmica / estática", "4 repetições", "15 segundos", "eliminatório"], ["Corrida de 50 m", "até 8,0 s", "até 9,5 s", "eliminatório"]]})]
B = [("title", "GOVERNO DO ESTADO DA BAHIA\nSECRETARIA DA ADMINISTRAÇÃO – SAEB\nDEPARTAMENTO ESTADUAL DE TRÂNSITO DA BAHIA – DETRAN-BA\nCONCURSO PÚBLICO – EDITAL Nº 01/2026, DE 4 DE MARÇO DE 2026"),
     ("p", "O DIRETOR-GERAL DO DEPARTAMENTO ESTADUAL DE TRÂNSITO DA BAHIA, no uso de suas atribuições e tendo em vista a autorização do Governador do Estado publicada no Diário Oficial de 12 de dezembro de 2025, torna pública a realização de concurso público para o provimento de cargos efetivos do quadro de pessoal do DETRAN-BA, regidos pela Lei Estadual nº 6.677, de 26 de setembro de 1994, sob a organização do Instituto Brasileiro de Formação e Capacitação – IBFC."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso destina-se ao provimento de 68 (sessenta e oito) vagas e à formação de cadastro de reserva, distribuídas conforme o Anexo I.",
                 "Para os cargos de Agente de Trânsito e Fiscalização e de Vistoriador de Veículos, o candidato escolherá, no ato da inscrição, a lotação em que pretende concorrer.",
                 "A jornada de trabalho é de 40 (quarenta) horas semanais, podendo ser cumprida em regime de plantão para os cargos de Agente de Trânsito e Fiscalização e de Vistoriador de Veículos."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Os cargos, as lotações, os vencimentos e as vagas constam do Anexo I, ao final deste edital."),
      ("p", "2.2 Além do vencimento básico, os servidores farão jus à Gratificação de Atividade de Trânsito (GAT), de até 80% (oitenta por cento) do vencimento, e ao auxílio-alimentação de R$ 594,00.")]
B += corpo(cfg, 3) + [("pagebreak",), ("table", QT)] + ch_cronograma("ANEXO II – CRONOGRAMA", cfg) + TAF
B += ch_conteudo("ANEXO IV – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Legislação"])
src = SRC + "/" + NAME + ".typ"
write(src, to_typst(B, typst_preamble("DETRAN-BA – Concurso Público – Edital nº 01/2026") + "#show table: set text(size: 8pt)\n"))
typst_pdf(src, OUT + "/" + NAME + ".pdf")
finish2(NAME, entries, "pdftotext-layout", {"body": "DETRAN-BA", "board": "IBFC", "producer": "Typst", "shape": "rotated count headers, rowspan cargo over lotações"}, totals=(T[0], T[2]))
