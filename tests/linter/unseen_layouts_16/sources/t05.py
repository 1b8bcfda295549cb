# t05: Fundação Universidade Federal de Rondônia (UNIR), técnico-administrativos em educação, Instituto AOCP style,
# Lei nº 15.142/2025 (AC/PPP/PI/PQ/PcD); Typst: the quadro on landscape pages, a two-row header whose count headings
# are rotated 90°, the nível merged down its cargos, a campus column (one cargo at three campi); the .txt is PyMuPDF
# page.get_text(sort=True), pages joined with a newline.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t05_aocp_unir_tae_typst_pymupdf_sort_landscape_rotated"
# nível, [(código, cargo, requisitos, campus, total, ppp, pi, pq, pcd)]
G = [("E", [("E01", "Administrador", "Curso superior em Administração e registro no CRA", "Porto Velho", 3, 1, 0, 0, 0),
            ("E02", "Analista de Tecnologia da Informação", "Curso superior na área de Tecnologia da Informação", "Porto Velho", 4, 1, 0, 0, 1),
            ("E03", "Bibliotecário-Documentalista", "Curso superior em Biblioteconomia e registro no CRB", "Vilhena", 1, 0, 0, 0, 0),
            ("E04", "Contador", "Curso superior em Ciências Contábeis e registro no CRC", "Porto Velho", 2, 1, 0, 0, 0),
            ("E05", "Engenheiro – Área: Civil", "Curso superior em Engenharia Civil e registro no CREA", "Porto Velho", 2, 0, 0, 1, 0),
            ("E06", "Médico – Área: Medicina do Trabalho", "Curso superior em Medicina, residência ou especialização em Medicina do Trabalho e registro no CRM", "Porto Velho", 1, 0, 0, 0, 0),
            ("E07", "Psicólogo – Área: Clínica", "Curso superior em Psicologia e registro no CRP", "Ji-Paraná", 1, 0, 0, 0, 0),
            ("E08", "Técnico em Assuntos Educacionais", "Curso superior em Pedagogia ou Licenciaturas", "Cacoal", 2, 1, 0, 0, 0),
            ("E09", "Pedagogo", "Curso superior em Pedagogia", "Ariquemes", 0, 0, 0, 0, 0)]),
     ("D", [("D01", "Assistente em Administração", "Ensino médio profissionalizante ou médio completo e experiência de 12 meses", "Porto Velho", 10, 2, 1, 0, 1),
            ("D02", "Assistente em Administração", "Ensino médio profissionalizante ou médio completo e experiência de 12 meses", "Ji-Paraná", 3, 1, 0, 0, 0),
            ("D03", "Assistente em Administração", "Ensino médio profissionalizante ou médio completo e experiência de 12 meses", "Guajará-Mirim", 2, 0, 1, 0, 0),
            ("D04", "Técnico de Laboratório – Área: Química", "Ensino médio profissionalizante ou médio completo e curso técnico em Química", "Porto Velho", 2, 1, 0, 0, 0),
            ("D05", "Técnico de Laboratório – Área: Biologia", "Ensino médio profissionalizante ou médio completo e curso técnico em Biotecnologia ou Análises Clínicas", "Rolim de Moura", 1, 0, 0, 0, 0),
            ("D06", "Técnico de Tecnologia da Informação", "Ensino médio profissionalizante na área de TI ou médio completo e curso técnico em TI", "Porto Velho", 3, 1, 0, 0, 0),
            ("D07", "Tradutor e Intérprete de Linguagem de Sinais", "Ensino médio completo e proficiência em Libras (Prolibras)", "Porto Velho", 2, 1, 0, 0, 0),
            ("D08", "Técnico em Enfermagem", "Ensino médio profissionalizante ou médio completo e curso técnico em Enfermagem; registro no COREN", "Porto Velho", 0, 0, 0, 0, 0)]),
     ("C", [("C01", "Auxiliar em Administração", "Ensino fundamental completo e experiência de 12 meses", "Vilhena", 2, 0, 0, 1, 0)])]
NH = {"E01": "Administrador", "E02": "Analista de Tecnologia", "E03": "Bibliotecário", "E04": "Contador", "E05": "Engenheiro",
      "E06": "Médico", "E07": "Psicólogo", "E08": "Técnico em Assuntos", "D01": "Assistente em Administração",
      "D02": "Assistente em Administração", "D03": "Assistente em Administração", "D04": "Química", "D05": "Biologia", "D06": "Técnico de Tecnologia",
      "D07": "Tradutor e Intérprete", "C01": "Auxiliar em Administração"}
entries, rows = [], []
for nv, cs in G:
    for i, (cod, cargo, req, campus, t, ppp, pi, pq, pcd) in enumerate(cs):
        if t:
            entries.append({"name_has": NH[cod], "vacancies": t, "negros_stated": ppp + pi + pq})
        first = [C(nv, rs=len(cs), cls="b")] if i == 0 else []
        rows.append(first + [cod, cargo, req, campus] + ([str(t - ppp - pi - pq - pcd), str(ppp), str(pi), str(pq), str(pcd), str(t)] if t else ["CR"] * 6))
T = [sum(x[k] for _, cs in G for x in cs) for k in (4, 5, 6, 7, 8)]
rows.append([C("TOTAL", cs=5, cls="b"), C(str(T[0] - sum(T[1:])), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[3]), cls="b"), C(str(T[4]), cls="b"), C(str(T[0]), cls="b")])
ROT = ["Ampla concorrência", "Pretos e pardos (PPP)", "Indígenas (PI)", "Quilombolas (PQ)", "Pessoas com deficiência", "Total de vagas"]
head = [[C("Nível", rs=2), C("Código", rs=2), C("Cargo", rs=2), C("Requisitos de qualificação para ingresso (Lei nº 11.091/2005)", rs=2), C("Campus de lotação", rs=2), C("Vagas", cs=6)], ROT]
from collections import Counter
assert all(v == 1 for v in Counter((e["name_has"], e["vacancies"], e["negros_stated"]) for e in entries).values())
cfg = base_cfg("2026-04-20", site="www.institutoaocp.org.br", banca="Instituto Americano de Desenvolvimento – Instituto AOCP", orgao_curto="UNIR",
               cidades="Porto Velho/RO, Ji-Paraná/RO, Vilhena/RO e Cacoal/RO", veiculo="Diário Oficial da União", local_data="Porto Velho/RO, 20 de abril de 2026.",
               assinaturas=["Profa. Dra. MARCELE REGINA NOGUEIRA PEREIRA\nReitora da Fundação Universidade Federal de Rondônia"], por=" e campus", onde="Quadro I do item 2.1",
               taxas=[["Cargos de nível E", "R$ 130,00"], ["Cargos de nível D", "R$ 100,00"], ["Cargo de nível C", "R$ 80,00"]],
               ordem="A nomeação observará a alternância e a proporcionalidade previstas no Decreto nº 12.536, de 2025, por cargo e campus.")
B = [("title", "MINISTÉRIO DA EDUCAÇÃO\nFUNDAÇÃO UNIVERSIDADE FEDERAL DE RONDÔNIA\nEDITAL Nº 12/2026/PROGEP/UNIR, DE 20 DE ABRIL DE 2026\nCONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO"),
     ("p", "A REITORA DA FUNDAÇÃO UNIVERSIDADE FEDERAL DE RONDÔNIA, no uso de suas atribuições legais, e tendo em vista a Lei nº 8.112, de 11 de dezembro de 1990, a Lei nº 11.091, de 12 de janeiro de 2005, o Decreto nº 9.739, de 28 de março de 2019, e a Lei nº 15.142, de 3 de junho de 2025, torna pública a realização de concurso público para provimento de cargos do Plano de Carreira dos Cargos Técnico-Administrativos em Educação."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será executado pelo Instituto AOCP, com a supervisão da Pró-Reitoria de Gestão de Pessoas (PROGEP/UNIR).",
                 "O vencimento básico é de R$ 5.153,66 para os cargos de nível E, de R$ 3.177,85 para os de nível D e de R$ 2.528,84 para o de nível C, acrescido de auxílio-alimentação de R$ 1.175,00 e, quando couber, de Incentivo à Qualificação.",
                 "A jornada de trabalho é de 40 (quarenta) horas semanais, exceto para o cargo de Médico – Área: Medicina do Trabalho, de 20 (vinte) horas semanais.",
                 "O Quadro I, a seguir, em página de orientação paisagem, apresenta os cargos, os requisitos, os campi de lotação e a distribuição das vagas."])
B += [("landscape",), ("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Distribuição das vagas por cargo e campus:"),
      ("table", {"caption": "QUADRO I – CARGOS, REQUISITOS, LOTAÇÃO E VAGAS", "head": head, "rows": rows, "rot": ROT,
                 "tcols": "(1.1cm, 1.3cm, 5.2cm, 8.6cm, 2.6cm, 1.05cm, 1.05cm, 1.05cm, 1.05cm, 1.05cm, 1.05cm)",
                 "note": "PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas (Lei nº 15.142/2025); CR – cadastro de reserva. Nos cargos com uma única vaga não há reserva imediata."}),
      ("portrait",)]
B += corpo(cfg, 3, law="15142", extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDOS PROGRAMÁTICOS", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Legislação", "Direito Administrativo"])
B += autodeclaracao("ANEXO III – AUTODECLARAÇÃO", "Fundação Universidade Federal de Rondônia")
src = to_typst(B, typst_preamble("UNIR – Edital nº 12/2026/PROGEP/UNIR – Concurso Público TAE", size="9.5pt").replace("#set par(spacing: 0.6em)", "#set par(spacing: 0.6em)\n#set table(inset: 3pt)"))
tp = os.path.join(SRC, NAME + ".typ")
write(tp, src)
typst_pdf(tp, os.path.join(OUT, NAME + ".pdf"))
finish3(NAME, entries, "pymupdf-sort", os.path.join(OUT, NAME + ".pdf"), {"body": "UNIR", "board": "Instituto AOCP", "producer": "Typst", "law": "Lei 15.142/2025", "shape": "landscape quadro, rotated count headers, nível merged, campus column"}, totals=(T[0], T[1] + T[2] + T[3]))
