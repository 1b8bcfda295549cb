# t09: Prefeitura Municipal de Maricá (RJ), Selecon style, negros 30% by municipal law (3 or more vacancies), 45 cargos;
# python-docx -> LibreOffice Writer: the quadro runs over several pages with its header repeated on each, rows grouped by
# nível (a group row across the table) and by secretaria inside the cargo cell; the .txt is PyMuPDF's documented
# recipe (page.get_text() of each page, a form feed after each).
import os, sys, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t09_selecon_pm_marica_writer_pymupdf_split_pages"
TMP = "/tmp/w17/t09"
def neg(t):
    return int(t * 0.3 + 0.5) if t >= 3 else 0
def pcd(t):
    return r_pcd(t, 0.05, 5)
# nível, vencimento, carga, [(cargo, requisitos, total, cr)]
G = [("NÍVEL SUPERIOR", "R$ 5.870,44", "30h", [
        ("Administrador", "Graduação em Administração e registro no CRA-RJ", 3, 6), ("Analista de Sistemas", "Graduação na área de Tecnologia da Informação", 2, 4),
        ("Arquiteto e Urbanista", "Graduação em Arquitetura e Urbanismo e registro no CAU", 2, 4), ("Assistente Social", "Graduação em Serviço Social e registro no CRESS-RJ", 8, 16),
        ("Auditor de Controle Interno", "Graduação em Ciências Contábeis, Economia, Administração ou Direito", 3, 6), ("Bibliotecário", "Graduação em Biblioteconomia e registro no CRB-7", 1, 2),
        ("Biólogo", "Graduação em Ciências Biológicas e registro no CRBio-2", 2, 4), ("Contador", "Graduação em Ciências Contábeis e registro no CRC-RJ", 3, 6),
        ("Enfermeiro", "Graduação em Enfermagem e registro no COREN-RJ", 20, 40), ("Sanitarista", "Graduação em Saúde Coletiva ou graduação na área da saúde com especialização em Saúde Pública", 1, 2),
        ("Engenheiro Ambiental", "Graduação em Engenharia Ambiental e registro no CREA-RJ", 2, 4), ("Engenheiro Civil", "Graduação em Engenharia Civil e registro no CREA-RJ", 4, 8),
        ("Engenheiro Eletricista", "Graduação em Engenharia Elétrica e registro no CREA-RJ", 1, 2), ("Farmacêutico", "Graduação em Farmácia e registro no CRF-RJ", 6, 12),
        ("Fisioterapeuta", "Graduação em Fisioterapia e registro no CREFITO-2", 5, 10), ("Fonoaudiólogo", "Graduação em Fonoaudiologia e registro no CRFa-1", 3, 6),
        ("Médico Clínico Geral", "Graduação em Medicina e registro no CRM-RJ", 12, 24), ("Médico Pediatra", "Graduação em Medicina, residência em Pediatria e CRM-RJ", 6, 12),
        ("Médico Psiquiatra", "Graduação em Medicina, residência em Psiquiatria e CRM-RJ", 3, 6), ("Médico Veterinário", "Graduação em Medicina Veterinária e registro no CRMV-RJ", 2, 4),
        ("Nutricionista", "Graduação em Nutrição e registro no CRN-4", 4, 8), ("Odontólogo", "Graduação em Odontologia e registro no CRO-RJ", 6, 12),
        ("Procurador Municipal", "Bacharelado em Direito e inscrição na OAB", 3, 6), ("Psicólogo", "Graduação em Psicologia e registro no CRP-05", 7, 14),
        ("Terapeuta Ocupacional", "Graduação em Terapia Ocupacional e registro no CREFITO-2", 0, 3)]),
     ("NÍVEL MÉDIO E TÉCNICO", "R$ 3.104,20", "40h", [
        ("Agente Administrativo", "Ensino médio completo", 30, 60), ("Agente de Defesa Civil", "Ensino médio completo e CNH categoria \"B\"", 10, 20),
        ("Cuidador Social", "Ensino médio completo", 12, 24), ("Fiscal de Posturas", "Ensino médio completo", 5, 10), ("Fiscal Sanitário", "Ensino médio completo", 4, 8),
        ("Guarda Civil Municipal", "Ensino médio completo, CNH \"A\" e \"B\" e altura mínima de 1,60 m", 40, 80), ("Técnico em Enfermagem", "Curso técnico em Enfermagem e COREN-RJ", 25, 50),
        ("Técnico em Radiologia", "Curso técnico em Radiologia e CRTR-4", 4, 8), ("Técnico em Saúde Bucal", "Curso técnico em Saúde Bucal e CRO-RJ", 3, 6),
        ("Técnico em Segurança do Trabalho", "Curso técnico e registro no MTE", 2, 4), ("Técnico em Informática", "Curso técnico em Informática", 3, 6)]),
     ("NÍVEL FUNDAMENTAL", "R$ 2.040,18", "40h", [
        ("Agente de Apoio Escolar", "Ensino fundamental completo", 20, 40), ("Auxiliar de Serviços Gerais", "Ensino fundamental incompleto", 18, 36),
        ("Cozinheiro", "Ensino fundamental incompleto", 8, 16), ("Eletricista de Manutenção", "Ensino fundamental completo e curso de NR-10", 2, 4),
        ("Motorista de Veículos Leves", "Ensino fundamental completo e CNH categoria \"B\"", 6, 12), ("Motorista de Veículos Pesados", "Ensino fundamental completo e CNH categoria \"D\"", 5, 10),
        ("Operador de Máquinas Pesadas", "Ensino fundamental completo e CNH categoria \"C\"", 4, 8), ("Pedreiro", "Ensino fundamental incompleto", 0, 4), ("Vigia", "Ensino fundamental incompleto", 10, 20)])]
entries, rows, cod = [], [], 0
for nv, venc, ch, cs in G:
    rows.append([C(nv + " – vencimento %s – carga horária %s semanais" % (venc, ch), cs=8, cls="b")])
    for cargo, req, t, cr in cs:
        cod += 1
        n, p = neg(t), pcd(t)
        if t:
            entries.append({"name_has": cargo, "vacancies": t, "negros_stated": n})
        rows.append(["%03d" % cod, cargo, req] + ([str(t - n - p), str(p), str(n), str(t)] if t else ["–", "–", "–", "CR"]) + [str(cr)])
T = [sum(x[2] for *_, cs in G for x in cs), sum(pcd(x[2]) for *_, cs in G for x in cs), sum(neg(x[2]) for *_, cs in G for x in cs), sum(x[3] for *_, cs in G for x in cs)]
rows.append([C("TOTAL GERAL", cs=3, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b"), C(str(T[3]), cls="b")])
head = [["Código", "Cargo", "Requisitos", "Ampla concorrência", "PcD", "Negros", "Total", "Cadastro reserva"]]
cfg = base_cfg("2026-05-11", site="www.selecon.org.br", banca="Instituto Selecon", orgao_curto="Município de Maricá", cidades="Maricá/RJ",
               neg_pct="30% (trinta por cento)", neg_lei="Lei Municipal nº 3.214, de 9 de outubro de 2023, sempre que o número de vagas oferecidas por cargo for igual ou superior a 3 (três)",
               veiculo="Jornal Oficial de Maricá (JOM)", local_data="Maricá, 11 de maio de 2026.", assinaturas=["WASHINGTON LUIZ CARDOSO SIQUEIRA\nPrefeito Municipal de Maricá"],
               taxas=[["Nível superior", "R$ 90,00"], ["Nível médio e técnico", "R$ 65,00"], ["Nível fundamental", "R$ 45,00"]])
B = [("title", "PREFEITURA MUNICIPAL DE MARICÁ\nSECRETARIA DE ADMINISTRAÇÃO\nCONCURSO PÚBLICO – EDITAL Nº 01/2026"),
     ("p", "O PREFEITO DO MUNICÍPIO DE MARICÁ, Estado do Rio de Janeiro, no uso de suas atribuições legais, torna pública a realização de concurso público para o provimento de cargos efetivos do Quadro Permanente de Pessoal da Administração Direta, regido pela Lei Complementar Municipal nº 159, de 2006 (Estatuto dos Servidores), a cargo do Instituto Selecon."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso destina-se ao provimento de %d vagas imediatas" % sum(x[2] for *_, cs in G for x in cs) + " e à formação de cadastro de reserva, distribuídas conforme o Quadro I.",
                 "Os vencimentos e as cargas horárias são os indicados nas linhas de grupo do Quadro I, por nível; os médicos terão carga horária de 24 (vinte e quatro) horas semanais, em regime de plantão.",
                 "O Guarda Civil Municipal será submetido a teste de aptidão física, avaliação psicológica e curso de formação, conforme o Anexo IV."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Os cargos, os requisitos e as vagas são os do Quadro I:"),
      ("table", {"caption": "QUADRO I – CARGOS, REQUISITOS E VAGAS", "head": head, "rows": rows, "widths": [1.3, 4.4, 6.2, 1.9, 1.1, 1.3, 1.2, 1.7], "fs": 8.5}),
      ("p", "PcD – pessoas com deficiência (5%); Negros – candidatos negros (30%, Lei Municipal nº 3.214/2023); CR – somente cadastro de reserva.")]
B += corpo(cfg, 3, extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Matemática", "Noções de Informática", "Legislação"])
B += [("h", "ANEXO IV – TESTE DE APTIDÃO FÍSICA (GUARDA CIVIL MUNICIPAL)"),
      ("table", {"head": [["Exercício", "Masculino", "Feminino", "Pontuação"]], "rows": [["Barra fixa (dinâmica)", "4 repetições", "10 s (isometria)", "apto / inapto"], ["Abdominal em 1 minuto", "35", "30", "apto / inapto"], ["Corrida de 12 minutos", "2.400 m", "2.000 m", "apto / inapto"]]})]
doc, render = docx_builder(["PREFEITURA MUNICIPAL DE MARICÁ", "Rua Álvares de Castro, 346 – Centro – Maricá/RJ"], "Edital nº 01/2026 – Concurso Público")
render(B)
os.makedirs(TMP, exist_ok=True)
doc.save(SRC + "/" + NAME + ".docx")
shutil.copy(soffice_pdf(SRC + "/" + NAME + ".docx", TMP), OUT + "/" + NAME + ".pdf")
finish3(NAME, entries, "pymupdf", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Maricá (RJ)", "board": "Selecon", "producer": "python-docx -> LibreOffice Writer", "shape": "quadro over pages with repeated header, nível group rows, TOTAL GERAL"}, totals=(T[0], T[2]))
