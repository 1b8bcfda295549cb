# t10: Universidade Federal do Cariri (UFCA), técnico-administrativos em educação, IDECAN style, Lei 15.142/2025
# (PPP/PI/PQ) and PcD; python-docx -> LibreOffice Writer with the count headers written bottom-to-top (textDirection
# btLr), the nível de classificação merged down its cargos and a campus column; the .txt is pdf.js's text layer
# (Firefox's copy).
import os, sys, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t10_idecan_ufca_tae_writer_pdfjs_vertical_heads"
TMP = "/tmp/w16/t10"
# nível, [(cargo, requisito, campus, total, ppp, pi, pq, pcd)]
G = [("E", [("Administrador", "Curso superior em Administração e registro no CRA", "Juazeiro do Norte", 3, 1, 0, 0, 0),
            ("Arquiteto e Urbanista", "Curso superior em Arquitetura e Urbanismo e registro no CAU", "Juazeiro do Norte", 1, 0, 0, 0, 0),
            ("Bibliotecário-Documentalista", "Curso superior em Biblioteconomia e registro no CRB", "Crato", 2, 1, 0, 0, 0),
            ("Contador", "Curso superior em Ciências Contábeis e registro no CRC", "Juazeiro do Norte", 2, 0, 0, 1, 0),
            ("Engenheiro – Área: Elétrica", "Curso superior em Engenharia Elétrica e registro no CREA", "Juazeiro do Norte", 1, 0, 0, 0, 0),
            ("Médico – Área: Psiquiatria", "Medicina, residência ou título de especialista em Psiquiatria e registro no CRM", "Barbalha", 1, 0, 0, 0, 0),
            ("Pedagogo – Área", "Curso superior em Pedagogia ou Licenciaturas", "Brejo Santo", 2, 1, 0, 0, 0),
            ("Psicólogo – Área: Clínica", "Curso superior em Psicologia e registro no CRP", "Icó", 1, 0, 0, 0, 0),
            ("Técnico em Assuntos Educacionais", "Curso superior em Pedagogia ou Licenciaturas", "Juazeiro do Norte", 4, 1, 0, 0, 0)]),
     ("D", [("Assistente em Administração", "Médio profissionalizante ou médio completo com experiência de 12 meses", "Juazeiro do Norte", 10, 2, 1, 0, 1),
            ("Assistente em Administração ", "Médio profissionalizante ou médio completo com experiência de 12 meses", "Crato", 3, 1, 0, 0, 0),
            ("Técnico de Laboratório – Área: Química", "Médio profissionalizante ou médio completo com curso técnico em Química", "Crato", 2, 0, 1, 0, 0),
            ("Técnico de Tecnologia da Informação", "Médio profissionalizante ou médio completo com curso técnico em Informática", "Juazeiro do Norte", 3, 1, 0, 0, 0),
            ("Tradutor e Intérprete de Linguagem de Sinais", "Médio completo e proficiência em Libras (PROLIBRAS)", "Juazeiro do Norte", 2, 1, 0, 0, 0),
            ("Técnico em Contabilidade", "Médio profissionalizante ou médio completo com curso técnico em Contabilidade e registro no CRC", "Juazeiro do Norte", 0, 0, 0, 0, 0)]),
     ("C", [("Auxiliar em Administração", "Fundamental completo e experiência de 12 meses", "Juazeiro do Norte", 2, 0, 0, 1, 0)])]
NH = {"Administrador": "Administrador", "Arquiteto e Urbanista": "Arquiteto", "Bibliotecário-Documentalista": "Bibliotecário", "Contador": "Contador",
      "Engenheiro – Área: Elétrica": "Engenheiro", "Médico – Área: Psiquiatria": "Psiquiatria", "Pedagogo – Área": "Pedagogo", "Psicólogo – Área: Clínica": "Psicólogo",
      "Técnico em Assuntos Educacionais": "Assuntos Educacionais", "Técnico de Laboratório – Área: Química": "Laboratório",
      "Técnico de Tecnologia da Informação": "Tecnologia da Informação", "Tradutor e Intérprete de Linguagem de Sinais": "Tradutor e Intérprete",
      "Auxiliar em Administração": "Auxiliar em Administração"}
entries = []
for lvl, cs in G:
    for cg, req, camp, t, ppp, pi, pq, pcd in cs:
        if not t:
            continue
        if cg.startswith("Assistente em Administração"):
            nh = "Administração – Juazeiro" if camp.startswith("Juazeiro") else "Administração – Crato"
        else:
            nh = NH[cg]
        entries.append({"name_has": nh, "vacancies": t, "negros_stated": ppp + pi + pq})
COUNT_HEADS = ["Ampla concorrência", "Pretos e pardos", "Indígenas", "Quilombolas", "Com deficiência", "Total"]
head = [["Nível", "Cargo", "Requisitos de escolaridade", "Campus de lotação"] + COUNT_HEADS]
rows = []
for lvl, cs in G:
    for i, (cg, req, camp, t, ppp, pi, pq, pcd) in enumerate(cs):
        name = cg.strip()
        if name == "Assistente em Administração":
            name = "Assistente em Administração – " + ("Juazeiro" if camp.startswith("Juazeiro") else "Crato")
        first = [C(lvl, rs=len(cs), cls="b")] if i == 0 else []
        cnt = [str(x) for x in (t - ppp - pi - pq - pcd, ppp, pi, pq, pcd, t)] if t else ["–"] * 5 + ["CR"]
        rows.append(first + [name, req, camp] + cnt)
T = [sum(c[k] for _, cs in G for c in cs) for k in (3, 4, 5, 6, 7)]
rows.append([C("TOTAL", cs=4, cls="b")] + [C(str(x), cls="b") for x in (T[0] - sum(T[1:]), T[1], T[2], T[3], T[4], T[0])])
cfg = base_cfg("2026-03-05", site="www.idecan.org.br", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional – IDECAN", orgao_curto="UFCA",
               cidades="Juazeiro do Norte/CE, Crato/CE e Brejo Santo/CE", onde="quadro do item 2.1", por=", nível e campus",
               veiculo="Diário Oficial da União", local_data="Juazeiro do Norte/CE, 5 de março de 2026.", assinaturas=["Prof. Dr. RICARDO LUIZ LANGE NESS\nReitor da UFCA"],
               ordem="A nomeação observará a alternância entre as listas, na forma do Decreto nº 12.536, de 2025, aplicada a cada cargo e campus.",
               taxas=[["Nível de classificação E", "R$ 150,00"], ["Nível de classificação D", "R$ 110,00"], ["Nível de classificação C", "R$ 80,00"]])
REM = [("h", "3. DA REMUNERAÇÃO"), ("table", {"head": [["Nível de classificação", "Vencimento básico (padrão I)", "Auxílio-alimentação", "Jornada"]],
        "rows": [["E", "R$ 5.125,70", "R$ 1.175,00", "40 horas semanais"], ["D", "R$ 3.232,35", "R$ 1.175,00", "40 horas semanais"], ["C", "R$ 2.666,23", "R$ 1.175,00", "40 horas semanais"]], "widths": [3.5, 4.5, 3.5, 4.0]}),
       ("p", "3.1 Ao vencimento básico poderá ser acrescido Incentivo à Qualificação, nos percentuais da Lei nº 11.091, de 12 de janeiro de 2005, exceto para o Médico, cuja jornada é de 20 (vinte) horas semanais.")]
B = [("title", "MINISTÉRIO DA EDUCAÇÃO\nUNIVERSIDADE FEDERAL DO CARIRI\nPRÓ-REITORIA DE GESTÃO DE PESSOAS\nEDITAL Nº 21/2026/PROGEP, DE 5 DE MARÇO DE 2026\nCONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO"),
     ("p", "O REITOR DA UNIVERSIDADE FEDERAL DO CARIRI, no uso de suas atribuições legais, considerando a Lei nº 8.112, de 11 de dezembro de 1990, a Lei nº 11.091, de 12 de janeiro de 2005, o Decreto nº 9.739, de 28 de março de 2019, e a Lei nº 15.142, de 3 de junho de 2025, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos do Plano de Carreira dos Cargos Técnico-Administrativos em Educação, sob a execução do IDECAN."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será regido por este edital e executado pelo IDECAN, com supervisão da Comissão Organizadora designada pela Portaria nº 312/2026/PROGEP.",
                 "As vagas são oferecidas por cargo e campus de lotação, nos municípios de Juazeiro do Norte, Crato, Barbalha, Brejo Santo e Icó, no Estado do Ceará.",
                 "O candidato aprovado poderá, no interesse da Administração, ter exercício em qualquer campus da UFCA."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Os cargos, os níveis de classificação, os requisitos, os campi e as vagas são os seguintes:"),
      ("table", {"caption": "QUADRO DE VAGAS", "head": head, "rows": rows, "widths": [1.1, 3.9, 4.7, 2.2, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8], "fs": 8}),
      ("p", "Notas: a reserva prevista na Lei nº 15.142/2025 foi aplicada a cada cargo e campus com 2 (duas) ou mais vagas; CR – cadastro de reserva; o cargo de Técnico em Contabilidade destina-se somente a cadastro de reserva.")]
B += REM + corpo(cfg, 4, law="15142") + [("pagebreak",)] + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDOS PROGRAMÁTICOS (CONHECIMENTOS GERAIS)", ["Língua Portuguesa", "Raciocínio Lógico", "Legislação"])
doc, render = docx_builder(["UNIVERSIDADE FEDERAL DO CARIRI – UFCA", "Rua Tenente Raimundo Rocha, 1639 – Cidade Universitária – Juazeiro do Norte/CE"], "Edital nº 21/2026/PROGEP")
render(B)
# the count headers of the quadro written bottom-to-top, with a tall header row
from docx.oxml.ns import qn
from docx.oxml import OxmlElement
from docx.shared import Cm
q = [t for t in doc.tables if t.rows[0].cells[0].text == "Nível"][0]
hr = q.rows[0]
hr.height = Cm(2.6)
for c in hr.cells:
    if c.text in COUNT_HEADS:
        td = OxmlElement("w:textDirection"); td.set(qn("w:val"), "btLr"); c._tc.get_or_add_tcPr().append(td)
os.makedirs(TMP, exist_ok=True)
doc.save(SRC + "/" + NAME + ".docx")
shutil.copy(soffice_pdf(SRC + "/" + NAME + ".docx", TMP), OUT + "/" + NAME + ".pdf")
finish2(NAME, entries, "pdfjs", {"body": "UFCA", "board": "IDECAN", "producer": "python-docx -> LibreOffice Writer", "law": "Lei 15.142/2025",
                                 "shape": "bottom-to-top count headers, nível merged down, campus column"}, totals=(T[0], T[1] + T[2] + T[3]))
