# t06: Prefeitura Municipal de Aparecida de Goiânia (GO), Fundep style, negros 20 % by municipal law (3 or more
# vacancies). The edital's body is a DOCX (its text: LibreOffice's "save as text"); its quadro of vacancies is an annex
# published as XLSX, saved by LibreOffice Calc as CSV the way Brazilian Excel/Calc users save it (';' separator,
# Windows-1252, cells as shown: "R$ 3.012,40"), the bytes re-encoded to UTF-8 and pasted after the body.
# Ordinary quadro: Código / Cargo / Escolaridade / Carga / Vencimento / AC / PcD / Negros / Total / CR, TOTAL row.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t06_fundep_pm_aparecidadegoiania_xlsx_calc_csv_cp1252_semicolon"
# código, cargo, escolaridade, carga, vencimento, total, cr
V = [("AG-01", "Agente de Trânsito", "Ensino médio completo e CNH \"A\" e \"B\"", 40, 3208.55, 8, 16), ("AG-02", "Agente Comunitário de Saúde", "Ensino médio completo e residência na área", 40, 3036.00, 25, 50),
     ("AG-03", "Agente de Endemias", "Ensino médio completo", 40, 3036.00, 10, 20), ("AS-01", "Assistente Administrativo", "Ensino médio completo", 40, 2915.20, 18, 36),
     ("AS-02", "Auxiliar de Farmácia", "Ensino médio completo", 40, 2340.11, 4, 8), ("CD-01", "Cirurgião-Dentista", "Superior em Odontologia e CRO-GO", 20, 6840.00, 3, 6),
     ("EN-01", "Enfermeiro Plantonista", "Superior em Enfermagem e COREN-GO", 30, 5905.77, 12, 24), ("EN-02", "Engenheiro Agrônomo", "Superior em Agronomia e CREA-GO", 40, 8700.00, 0, 2),
     ("FI-01", "Fiscal de Obras e Posturas", "Ensino médio completo", 40, 3890.10, 6, 12), ("FI-02", "Fiscal de Tributos", "Superior completo em qualquer área", 40, 6230.00, 5, 10),
     ("MD-01", "Médico Clínico", "Superior em Medicina e CRM-GO", 20, 11450.00, 9, 18), ("MD-02", "Médico Ginecologista e Obstetra", "Medicina, residência em Ginecologia e Obstetrícia e CRM-GO", 20, 11450.00, 2, 4),
     ("PS-01", "Psicopedagogo Clínico", "Superior com especialização em Psicopedagogia", 30, 5120.00, 2, 4), ("TE-01", "Técnico em Enfermagem", "Curso técnico e COREN-GO", 40, 3315.40, 30, 60),
     ("TE-02", "Técnico em Imobilizações Ortopédicas", "Curso técnico em Imobilizações Ortopédicas", 40, 3315.40, 2, 4), ("VG-01", "Vigilante Patrimonial", "Ensino fundamental completo e curso de vigilante", 44, 2208.90, 7, 14)]
P = lambda t: pcd5(t, 5, 5)
entries = [{"name_has": v[1], "vacancies": v[5], "negros_stated": neg20(v[5])} for v in V if v[5]]
rows = [[cod, c, esc, ch, venc, t - P(t) - neg20(t), P(t), neg20(t), t, cr] for cod, c, esc, ch, venc, t, cr in V]
T = [sum(v[5] for v in V), sum(P(v[5]) for v in V), sum(neg20(v[5]) for v in V), sum(v[6] for v in V)]
rows.append(["TOTAL", None, None, None, None, T[0] - T[1] - T[2], T[1], T[2], T[0], T[3]])
head = [["Código", "Cargo", "Escolaridade / requisitos", "Carga horária semanal", "Vencimento", "Vagas AC", "Vagas PcD", "Vagas Negros", "Total de vagas", "Cadastro reserva"]]
xlsx = xlsx_quadro(os.path.join(SRC, NAME + ".xlsx"), ["PREFEITURA MUNICIPAL DE APARECIDA DE GOIÂNIA – CONCURSO PÚBLICO Nº 001/2026", "ANEXO I – QUADRO DE CARGOS, VAGAS E VENCIMENTOS"],
                   head, rows, [8, 30, 34, 10, 13, 8, 8, 8, 9, 10], money_cols=(4,), merges=[(len(V) + 1, 0, len(V) + 1, 4)])
cfg = base_cfg("2026-07-06", site="www.gestaodeconcursos.com.br", banca="Fundação de Desenvolvimento da Pesquisa – Fundep", orgao_curto="Município",
               cidades="Aparecida de Goiânia/GO", neg_pct="20% (vinte por cento)",
               neg_lei="Lei Municipal nº 3.901, de 18 de dezembro de 2024, sempre que o número de vagas oferecidas no cargo for igual ou superior a 3 (três)",
               veiculo="Diário Oficial do Município de Aparecida de Goiânia", local_data="Aparecida de Goiânia, 6 de julho de 2026.", assinaturas=["Prefeito Municipal de Aparecida de Goiânia"],
               taxas=[["Nível superior", "R$ 130,00"], ["Nível médio e técnico", "R$ 90,00"], ["Nível fundamental", "R$ 60,00"]])
B = [("title", "ESTADO DE GOIÁS\nPREFEITURA MUNICIPAL DE APARECIDA DE GOIÂNIA\nCONCURSO PÚBLICO Nº 001/2026 – EDITAL DE ABERTURA"),
     ("p", "O PREFEITO MUNICIPAL DE APARECIDA DE GOIÂNIA, Estado de Goiás, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos efetivos do quadro de pessoal da Administração Direta, sob a organização da Fundação de Desenvolvimento da Pesquisa – Fundep, nos termos da Lei Complementar Municipal nº 4, de 2004 (Estatuto dos Servidores), e das normas deste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso destina-se ao provimento das vagas e à formação do cadastro de reserva indicados no Anexo I – Quadro de Cargos, Vagas e Vencimentos, publicado com este edital em planilha eletrônica (formato XLSX), que dele é parte integrante.",
                 "Os vencimentos constantes do Anexo I são os vigentes em julho de 2026; os profissionais da saúde farão jus, ainda, ao adicional de insalubridade.",
                 "Na coluna Vagas Negros do Anexo I consta a reserva de 20% (vinte por cento) das vagas, calculada por cargo; na coluna Vagas PcD, a reserva de 5% (cinco por cento)."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Os cargos, a escolaridade, a carga horária, o vencimento e as vagas constam do Anexo I (planilha)."),
      ("p", "2.2 As atribuições dos cargos constam do Anexo II.")]
B += corpo(cfg, 3, extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO III – CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO II – ATRIBUIÇÕES DOS CARGOS", [(v[1], v[2]) for v in V])
B += ch_conteudo("ANEXO IV – PROGRAMAS DAS PROVAS", ["Língua Portuguesa", "Matemática", "Saúde Pública", "Legislação"])
B += [("h", "ANEXO I – QUADRO DE CARGOS, VAGAS E VENCIMENTOS"), ("p", "(publicado em planilha eletrônica, arquivo anexo_I_quadro_de_vagas.xlsx)")]
docx_edital(NAME, B, ["PREFEITURA MUNICIPAL DE APARECIDA DE GOIÂNIA", "Rua Gervásio Pinheiro, s/n – Residencial Solar Central Park – Aparecida de Goiânia/GO"], "Edital de Abertura – Concurso Público nº 001/2026")
finish4(NAME, entries, "soffice-txt+calc-csv-1252", xlsx, {"body": "Prefeitura de Aparecida de Goiânia (GO)", "board": "Fundep", "producer": "python-docx (body) + openpyxl XLSX (quadro)", "shape": "ordinary quadro as Brazilian CSV (;, cp1252), CR column, TOTAL"}, totals=(T[0], T[2]))
