# t06: Universidade Federal do Rio Grande do Norte (UFRN), técnico-administrativos em educação, Lei 15.142/2025 (25 %
# PPP, 3 % PI, 2 % PQ, from 2 vacancies). DOCX (python-docx) -> LibreOffice Writer PDF; the data desk's script takes
# PyMuPDF's page.get_text("words"), sorts them by (round(y0), x0) and joins them (space within a y, newline between).
# Quadro: an ordinary table whose figures are written with words ("04 (quatro)", "01 (uma)", "00 (zero)"), the words
# wrapping inside narrow cells, so the joined lines carry pieces of several cells; TOTAL row also in words.
# Source the PDF beside the text (its DOCX in sources/); text path lib19.mupdf_words.
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t06_comperve_ufrn_tae_writer_pdf_pymupdf_words_joined_figures_in_words"
V = [("Administrador", "E", 4), ("Analista de Tecnologia da Informação", "E", 7), ("Arquiteto e Urbanista", "E", 2), ("Assistente Social", "E", 3),
     ("Bibliotecário-Documentalista", "E", 2), ("Contador", "E", 2), ("Engenheiro Eletricista", "E", 1), ("Médico Veterinário", "E", 1),
     ("Nutricionista-Habilitação", "E", 2), ("Psicólogo-Área", "E", 3), ("Técnico em Assuntos Educacionais", "E", 5), ("Assistente em Administração", "D", 21),
     ("Técnico de Laboratório – Biologia", "D", 4), ("Técnico de Laboratório – Química", "D", 3), ("Técnico de Tecnologia da Informação", "D", 6),
     ("Técnico em Enfermagem", "D", 8), ("Tradutor e Intérprete de Libras", "D", 4), ("Auxiliar em Administração", "C", 6)]
P = pcd5
R = r15142
entries = [{"name_has": c, "vacancies": t, "negros_stated": sum(R(t))} for c, _, t in V]
rows = [[c, n, fig(t), fig(t - P(t) - sum(R(t))), fig(P(t))] + [fig(x) for x in R(t)] for c, n, t in V]
TT = [sum(t for *_, t in V), sum(P(t) for *_, t in V)] + [sum(R(t)[i] for *_, t in V) for i in range(3)]
rows.append([C("TOTAL", cs=2), fig(TT[0], pad=3), fig(TT[0] - TT[1] - sum(TT[2:])), fig(TT[1])] + [fig(x) for x in TT[2:]])
cfg = cfg19("2026-05-04", site="www.comperve.ufrn.br", banca="Núcleo Permanente de Concursos (Comperve) da UFRN", cidades="Natal, Caicó, Currais Novos, Santa Cruz e Macaíba",
            veiculo="Diário Oficial da União", local_data="Natal/RN, 4 de maio de 2026.", assinaturas=["DANIEL DINIZ MELO", "Reitor da Universidade Federal do Rio Grande do Norte"])
Q = [("p", "2.1 Os cargos, os níveis de classificação (Lei nº 11.091/2005) e o quantitativo de vagas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), são os do quadro a seguir:"),
     ("table", {"head": [["Cargo", "Nível", "Total de vagas", "Ampla concorrência", "PcD", "PPP", "PI", "PQ"]], "rows": rows,
                "widths": [6.2, 0.9, 1.6, 1.6, 1.3, 1.3, 1.3, 1.3]}),
     ("p", "2.2 A remuneração inicial, para a jornada de 40 (quarenta) horas semanais, é de R$ 5.304,32 (nível E), R$ 3.305,00 (nível D) e R$ 2.667,14 (nível C), acrescida de auxílio-alimentação."),
     ("p", "2.3 Não há reserva imediata às pessoas pretas e pardas, indígenas e quilombolas para os cargos com 01 (uma) vaga, nos termos do art. 1º, § 2º, da Lei nº 15.142/2025.")]
B = edital("MINISTÉRIO DA EDUCAÇÃO\nUNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE\nEDITAL Nº 14/2026 – PROGESP/UFRN\nCONCURSO PÚBLICO PARA TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO",
           "O REITOR DA UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, tendo em vista o Decreto nº 9.739/2019, a Portaria MEC nº 1.412, de 2 de dezembro de 2025, e a Lei nº 15.142, de 3 de junho de 2025, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos técnico-administrativos em educação.",
           Q, cfg, law="15142", cargos=[(c, "nível " + n) for c, n, _ in V])
src = docx_edital(NAME, B, ["UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE", "PRÓ-REITORIA DE GESTÃO DE PESSOAS"], "Edital nº 14/2026 – PROGESP/UFRN", when="2026-05-04")
pdf = L16.soffice_pdf(src, os.path.join(TMP, "t06"))
shutil.copy(pdf, os.path.join(OUT, NAME + ".pdf"))
finish6(NAME, entries, "pymupdf-words-joined", os.path.join(OUT, NAME + ".pdf"), {"body": "UFRN (federal, Lei 15.142)", "board": "Comperve",
        "producer": "DOCX (python-docx) -> LibreOffice Writer 7.4 PDF", "shape": "ordinary table, figures written with words ('04 (quatro)'), wrapped in narrow cells, TOTAL"},
        totals=(TT[0], sum(TT[2:])))
