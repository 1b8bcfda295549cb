# t08: Universidade Estadual de Maringá (UEM), Agentes Universitários, Instituto AOCP style, afrodescendentes 10% (Lei
# estadual PR 14.274/2003) and PcD 5%; python-docx -> LibreOffice Writer: the nível merged down its funções (vertical
# merge), the carga horária merged too, a subtotal row per nível and a total; the .txt is pdfplumber extract_text().
import os, sys, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t08_aocp_uem_agentes_writer_pdfplumber_vmerge"
TMP = "/tmp/w16/t08"
# nível, carga, vencimento, [(código, função, requisito, total, pcd, afro)]
G = [("Agente Universitário de Nível Superior", "40 horas", "R$ 5.347,89", [
        ("101", "Analista de Informática", "Graduação em Ciência da Computação, Informática, Sistemas de Informação ou Engenharia de Computação", 3, 0, 0),
        ("102", "Bibliotecário", "Graduação em Biblioteconomia e registro no CRB-9", 2, 0, 0),
        ("103", "Contador", "Graduação em Ciências Contábeis e registro no CRC-PR", 1, 0, 0),
        ("104", "Enfermeiro", "Graduação em Enfermagem e registro no COREN-PR", 12, 1, 1),
        ("105", "Engenheiro Civil", "Graduação em Engenharia Civil e registro no CREA-PR", 1, 0, 0),
        ("106", "Farmacêutico-Bioquímico", "Graduação em Farmácia com habilitação em Análises Clínicas e registro no CRF-PR", 4, 0, 0),
        ("107", "Médico Veterinário", "Graduação em Medicina Veterinária e registro no CRMV-PR", 2, 0, 0),
        ("108", "Psicólogo", "Graduação em Psicologia e registro no CRP-08", 1, 0, 0)]),
     ("Agente Universitário de Nível Médio", "40 horas", "R$ 3.018,44", [
        ("201", "Técnico Administrativo", "Ensino médio completo", 15, 1, 2),
        ("202", "Técnico em Enfermagem", "Curso técnico em Enfermagem e registro no COREN-PR", 20, 1, 2),
        ("203", "Técnico de Laboratório – Química Analítica", "Curso técnico em Química e registro no CRQ-IX", 2, 0, 0),
        ("204", "Técnico de Laboratório – Patologia Clínica", "Curso técnico em Análises Clínicas", 3, 0, 0)]),
     ("Agente Universitário Operacional", "40 horas", "R$ 2.104,76", [
        ("301", "Auxiliar Operacional", "Ensino fundamental completo", 10, 1, 1),
        ("302", "Motorista", "Ensino fundamental completo e CNH categoria \"D\"", 3, 0, 0),
        ("303", "Oficial de Manutenção – Eletricista", "Ensino fundamental completo e curso de NR-10", 0, 0, 0)])]
NH = {"101": "Analista de Informática", "102": "Bibliotecário", "103": "Contador", "104": "Enfermeiro", "105": "Engenheiro Civil", "106": "Farmacêutico",
      "107": "Médico Veterinário", "108": "Psicólogo", "201": "Técnico Administrativo", "202": "Técnico em Enfermagem", "203": "Química Analítica",
      "204": "Patologia Clínica", "301": "Auxiliar Operacional", "302": "Motorista"}
entries = [{"name_has": NH[f[0]], "vacancies": f[3], "negros_stated": f[5]} for _, _, _, fs in G for f in fs if f[3]]
head = [["Nível", "Código", "Função", "Requisitos", "Carga horária semanal", "Vencimento inicial", "Total", "Ampla", "PcD", "Afro"]]
rows = []
for lvl, ch, venc, fs in G:
    for i, (cod, fn, req, t, p, a) in enumerate(fs):
        first = [C(lvl, rs=len(fs), cls="b")] if i == 0 else []
        mid = [C(ch, rs=len(fs)), C(venc, rs=len(fs))] if i == 0 else []
        cnt = [str(t), str(t - p - a), str(p), str(a)] if t else ["CR", "–", "–", "–"]
        rows.append(first + [cod, fn, req] + mid + cnt)
    st = [sum(f[k] for f in fs) for k in (3, 4, 5)]
    rows.append([C("Subtotal – " + lvl.replace("Agente Universitário ", ""), cs=6, cls="b"), C(str(st[0]), cls="b"), C(str(st[0] - st[1] - st[2]), cls="b"), C(str(st[1]), cls="b"), C(str(st[2]), cls="b")])
T = [sum(f[k] for _, _, _, fs in G for f in fs) for k in (3, 4, 5)]
rows.append([C("TOTAL GERAL", cs=6, cls="b"), C(str(T[0]), cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b")])
cfg = base_cfg("2026-02-26", site="www.institutoaocp.org.br", banca="Instituto AOCP", orgao_curto="UEM", cidades="Maringá/PR",
               neg_pct="10% (dez por cento)", neg_lei="Lei Estadual nº 14.274, de 24 de dezembro de 2003, e do Decreto Estadual nº 7.116, de 28 de janeiro de 2013",
               veiculo="Diário Oficial Executivo do Estado do Paraná", local_data="Maringá/PR, 26 de fevereiro de 2026.",
               assinaturas=["Prof. Dr. LEANDRO VANALLI\nReitor da Universidade Estadual de Maringá"], taxas=[["Nível superior", "R$ 150,00"], ["Nível médio", "R$ 100,00"], ["Nível fundamental (operacional)", "R$ 70,00"]])
B = [("title", "ESTADO DO PARANÁ\nUNIVERSIDADE ESTADUAL DE MARINGÁ\nPRÓ-REITORIA DE RECURSOS HUMANOS E ASSUNTOS COMUNITÁRIOS\nEDITAL Nº 006/2026-PRH"),
     ("p", "O Reitor da Universidade Estadual de Maringá, no uso de suas atribuições legais e estatutárias, considerando a Lei Estadual nº 11.713, de 7 de maio de 1997, e a autorização governamental constante do Protocolo nº 22.871.404-3, torna pública a abertura de inscrições ao concurso público para provimento de vagas na Carreira Técnica Universitária, conforme as disposições deste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será executado pelo Instituto Americano de Desenvolvimento – Instituto AOCP, sob a supervisão da Comissão Central do Concurso da UEM.",
                 "O concurso destina-se ao provimento de 79 (setenta e nove) vagas, distribuídas por nível e função conforme o quadro do item 2.1.",
                 "As vagas são destinadas ao campus-sede de Maringá e ao Hospital Universitário Regional de Maringá (HUM)."])
B += [("h", "2. DAS FUNÇÕES E DAS VAGAS"), ("p", "2.1 O quadro a seguir apresenta as funções, os requisitos, a carga horária, o vencimento inicial e as vagas:"),
      ("table", {"caption": "QUADRO 1 – FUNÇÕES, REQUISITOS E VAGAS", "head": head, "rows": rows, "widths": [2.0, 1.0, 3.9, 3.5, 1.4, 1.6, 0.8, 0.8, 0.8, 0.8], "fs": 8}),
      ("p", "Legenda: Ampla – vagas de ampla concorrência; PcD – vagas reservadas a pessoas com deficiência; Afro – vagas reservadas a afrodescendentes; CR – cadastro de reserva."),
      ("p", "2.2 Ao vencimento inicial será acrescido auxílio-transporte e, para as funções lotadas no HUM, adicional de insalubridade de 20% (vinte por cento).")]
B += corpo(cfg, 3) + [("pagebreak",)] + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDOS PROGRAMÁTICOS", ["Língua Portuguesa", "Matemática", "Noções de Informática", "Saúde Pública"])
doc, render = docx_builder(["UNIVERSIDADE ESTADUAL DE MARINGÁ", "Av. Colombo, 5790 – Maringá – PR – CEP 87020-900"], "Edital nº 006/2026-PRH")
render(B)
os.makedirs(TMP, exist_ok=True)
doc.save(SRC + "/" + NAME + ".docx")
shutil.copy(soffice_pdf(SRC + "/" + NAME + ".docx", TMP), OUT + "/" + NAME + ".pdf")
finish2(NAME, entries, "pdfplumber", {"body": "UEM (PR)", "board": "Instituto AOCP", "producer": "python-docx -> LibreOffice Writer", "shape": "vertical merges for nível/carga/vencimento, subtotal rows"}, totals=(T[0], T[2]))
