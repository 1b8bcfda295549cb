# t05: Universidade Federal do Rio Grande do Norte (UFRN), técnico-administrativos em educação, Idecan style, Lei
# 15.142/2025 (PPP 25 %, PI 3 %, PQ 2 %, from 2 vacancies); a DOCX edital exported to PDF by LibreOffice Writer; the
# .txt is Ghostscript's text device (gs -sDEVICE=txtwrite) on the PDF. Quadro over two pages with its header repeated
# (Writer repeats the heading row), nível de classificação column, long requisitos, CR rows, TOTAL.
import os, sys, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t05_idecan_ufrn_tae_writer_gs_txtwrite_split_pages"
# nível, cargo, requisitos, total
V = [("E", "Administrador", "Curso superior em Administração e registro no conselho competente", 4), ("E", "Analista de Tecnologia da Informação", "Curso superior na área de Tecnologia da Informação", 6),
     ("E", "Arquiteto e Urbanista", "Curso superior em Arquitetura e Urbanismo e registro no CAU", 1), ("E", "Assistente Social", "Curso superior em Serviço Social e registro no CRESS", 2),
     ("E", "Auditor", "Curso superior em Ciências Contábeis, Economia, Direito ou Administração", 1), ("E", "Bibliotecário-Documentalista", "Curso superior em Biblioteconomia e registro no CRB", 3),
     ("E", "Contador", "Curso superior em Ciências Contábeis e registro no CRC", 2), ("E", "Enfermeiro", "Curso superior em Enfermagem e registro no COREN", 8),
     ("E", "Engenheiro Eletricista", "Curso superior em Engenharia Elétrica e registro no CREA", 1), ("E", "Farmacêutico-Bioquímico", "Curso superior em Farmácia com habilitação em Bioquímica e registro no CRF", 2),
     ("E", "Médico – Clínica Médica", "Curso superior em Medicina e residência em Clínica Médica", 3), ("E", "Nutricionista", "Curso superior em Nutrição e registro no CRN", 2),
     ("E", "Pedagogo", "Curso superior em Pedagogia ou licenciatura", 3), ("E", "Psicólogo", "Curso superior em Psicologia e registro no CRP", 2),
     ("E", "Secretário Executivo", "Curso superior em Letras ou Secretariado Executivo", 4), ("E", "Tradutor e Intérprete de Linguagem de Sinais", "Curso superior em Letras – Libras ou bacharelado com PROLIBRAS", 2),
     ("E", "Zootecnista", "Curso superior em Zootecnia e registro no CRMV", 0),
     ("D", "Assistente em Administração", "Ensino médio profissionalizante ou ensino médio completo e experiência de 12 meses", 20), ("D", "Técnico de Laboratório – Química", "Ensino médio profissionalizante ou médio completo e curso técnico em Química", 3),
     ("D", "Técnico de Tecnologia da Informação", "Ensino médio profissionalizante ou médio completo e curso técnico em Informática", 5), ("D", "Técnico em Contabilidade", "Ensino médio profissionalizante e registro no CRC", 2),
     ("D", "Técnico em Enfermagem", "Ensino médio profissionalizante ou médio completo e curso técnico em Enfermagem, registro no COREN", 10), ("D", "Técnico em Segurança do Trabalho", "Ensino médio profissionalizante e registro no MTE", 1),
     ("D", "Técnico em Agropecuária", "Ensino médio profissionalizante ou médio completo e curso técnico em Agropecuária", 2), ("C", "Auxiliar em Administração", "Ensino fundamental completo e experiência de 12 meses", 6),
     ("C", "Auxiliar de Enfermagem", "Ensino fundamental completo e curso de Auxiliar de Enfermagem", 0), ("C", "Motorista", "Ensino fundamental completo e CNH categoria \"D\"", 2)]
P = lambda t: pcd5(t, 5, 5)
# gs writes a wrapped cargo cell on two lines with the requisitos between: name_has is the part on the first line
SHORT = {"Analista de Tecnologia da Informação": "Analista de Tecnologia", "Tradutor e Intérprete de Linguagem de Sinais": "Tradutor e Intérprete",
         "Técnico de Laboratório – Química": "Técnico de Laboratório", "Técnico de Tecnologia da Informação": "Técnico de Tecnologia",
         "Técnico em Segurança do Trabalho": "Técnico em Segurança"}
entries, rows = [], []
T = [0] * 5
for nv, c, req, t in V:
    ppp, pi, pq = r15142(t)
    p = P(t)
    if t:
        entries.append({"name_has": SHORT.get(c, c), "vacancies": t, "negros_stated": ppp + pi + pq})
    rows.append([nv, c, req] + ([str(t - ppp - pi - pq - p), str(ppp), str(pi), str(pq), str(p), str(t)] if t else ["–"] * 5 + ["CR"]))
    for k, v in enumerate((t, ppp, pi, pq, p)):
        T[k] += v
rows.append([C("TOTAL", cs=3, cls="b")] + [C(str(x), cls="b") for x in (T[0] - sum(T[1:]), T[1], T[2], T[3], T[4], T[0])])
head = [["Nível", "Cargo", "Requisitos de qualificação para ingresso", "AC", "PPP", "PI", "PQ", "PcD", "Total"]]
cfg = base_cfg("2026-06-01", site="www.idecan.org.br", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional – Idecan", orgao_curto="Universidade",
               cidades="Natal, Mossoró, Caicó, Currais Novos, Santa Cruz e Macaíba", veiculo="Diário Oficial da União", local_data="Natal, 1º de junho de 2026.",
               assinaturas=["Reitor da Universidade Federal do Rio Grande do Norte"], onde="Quadro I do item 2.1",
               taxas=[["Nível E", "R$ 130,00"], ["Nível D", "R$ 90,00"], ["Nível C", "R$ 70,00"]])
B = [("title", "MINISTÉRIO DA EDUCAÇÃO\nUNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE\nPRÓ-REITORIA DE GESTÃO DE PESSOAS\nEDITAL Nº 14/2026-PROGESP – CONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO"),
     ("p", "O REITOR DA UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE, no uso de suas atribuições legais e estatutárias, tendo em vista o disposto na Lei nº 8.112, de 11 de dezembro de 1990, na Lei nº 11.091, de 12 de janeiro de 2005, no Decreto nº 9.739, de 28 de março de 2019, e na Lei nº 15.142, de 3 de junho de 2025, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos do Plano de Carreira dos Cargos Técnico-Administrativos em Educação (PCCTAE)."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será executado pelo Idecan, sob a supervisão da Comissão Permanente do Concurso da UFRN.",
                 "Os candidatos nomeados poderão ser lotados em qualquer unidade da UFRN, nos campi de Natal, Mossoró, Caicó, Currais Novos, Santa Cruz e Macaíba.",
                 "O vencimento básico do nível E é de R$ 5.101,42; do nível D, de R$ 3.052,77; e do nível C, de R$ 2.502,60, acrescido de auxílio-alimentação e, quando couber, de incentivo à qualificação.",
                 "A jornada de trabalho é de 40 (quarenta) horas semanais, salvo para os cargos regidos por legislação específica."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Os cargos, os requisitos e as vagas, por modalidade de concorrência, constam do Quadro I:"),
      ("table", {"caption": "QUADRO I – CARGOS, REQUISITOS E VAGAS", "head": head, "rows": rows, "widths": [1.2, 4.4, 6.4, 0.9, 0.9, 0.8, 0.8, 0.9, 1.1], "fs": 8.5}),
      ("p", "AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; PcD – pessoas com deficiência; CR – cadastro de reserva.")]
B += corpo(cfg, 3, law="15142", extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO II – DESCRIÇÃO SUMÁRIA DOS CARGOS", [(v[1], v[2]) for v in V])
B += ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Legislação", "Noções de Informática", "Direito Administrativo"])
src = docx_edital(NAME, B, ["UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE", "Pró-Reitoria de Gestão de Pessoas – Campus Universitário Lagoa Nova – Natal/RN"], "Edital nº 14/2026-PROGESP")
pdf = docx_to(src, "pdf", os.path.join(OUT, NAME + ".pdf"))
finish4(NAME, entries, "gs-txtwrite", pdf, {"body": "UFRN (Lei 15.142/2025)", "board": "Idecan", "producer": "python-docx -> LibreOffice Writer PDF", "shape": "quadro over two pages, header repeated, nível column, CR rows, TOTAL"}, totals=(T[0], T[1] + T[2] + T[3]))
