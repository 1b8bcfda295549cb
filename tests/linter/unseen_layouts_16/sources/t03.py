# t03: Secretaria de Estado da Saúde de Goiás (SES-GO), FGV style, negros 20% by Goiás Lei nº 23.389/2025 (with 3 or
# more vacancies); a DOCX edital whose quadro merges the cargo and its vencimento down the especialidades (vertical
# merge), long requisitos wrapped in their cells, a header of two rows; the .txt is `pandoc -f docx -t markdown`.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t03_fgv_sesgo_docx_pandoc_markdown_vmerge"
# cargo, vencimento, [(especialidade, requisitos, total, pcd, negros, cr)]
G = [("Analista em Saúde", "R$ 6.820,45", [
        ("Assistente Social", "Diploma de graduação em Serviço Social, fornecido por instituição de ensino superior reconhecida pelo MEC, e registro no CRESS-GO", 9, 1, 2, 18),
        ("Enfermeiro", "Diploma de graduação em Enfermagem e registro no COREN-GO", 40, 2, 8, 80),
        ("Farmacêutico", "Diploma de graduação em Farmácia e registro no CRF-GO", 12, 1, 2, 24),
        ("Fisioterapeuta", "Diploma de graduação em Fisioterapia e registro no CREFITO-11", 10, 1, 2, 20),
        ("Fonoaudiólogo", "Diploma de graduação em Fonoaudiologia e registro no CRFa-5", 2, 0, 0, 4),
        ("Nutricionista", "Diploma de graduação em Nutrição e registro no CRN-1", 5, 1, 1, 10),
        ("Psicólogo", "Diploma de graduação em Psicologia e registro no CRP-09", 6, 1, 1, 12),
        ("Terapeuta Ocupacional", "Diploma de graduação em Terapia Ocupacional e registro no CREFITO-11", 0, 0, 0, 3)]),
     ("Médico", "R$ 14.377,98", [
        ("Anestesiologia", "Diploma de graduação em Medicina, registro no CRM-GO e certificado de residência médica em Anestesiologia reconhecida pela CNRM ou título de especialista emitido pela AMB", 8, 1, 2, 16),
        ("Cirurgia Geral", "Diploma de graduação em Medicina, registro no CRM-GO e residência médica em Cirurgia Geral ou título de especialista", 6, 1, 1, 12),
        ("Clínica Médica", "Diploma de graduação em Medicina, registro no CRM-GO e residência médica em Clínica Médica ou título de especialista", 14, 1, 3, 28),
        ("Medicina Intensiva", "Diploma de graduação em Medicina, registro no CRM-GO e residência médica em Medicina Intensiva ou título de especialista emitido pela AMIB", 7, 1, 1, 14),
        ("Pediatria", "Diploma de graduação em Medicina, registro no CRM-GO e residência médica em Pediatria ou título de especialista emitido pela SBP", 5, 1, 1, 10),
        ("Psiquiatria", "Diploma de graduação em Medicina, registro no CRM-GO e residência médica em Psiquiatria ou título de especialista emitido pela ABP", 2, 0, 0, 4)]),
     ("Técnico em Saúde", "R$ 3.245,10", [
        ("Enfermagem", "Certificado de conclusão de curso técnico em Enfermagem e registro no COREN-GO", 60, 3, 12, 120),
        ("Radiologia", "Certificado de conclusão de curso técnico em Radiologia e registro no CRTR-GO", 8, 1, 2, 16),
        ("Análises Clínicas", "Certificado de conclusão de curso técnico em Análises Clínicas ou Patologia Clínica e registro no CRF-GO ou CRBM", 7, 1, 1, 14)])]
NH = {"Enfermeiro": "Enfermeiro", "Técnico em Enfermagem": "Técnico em Enfermagem"}
entries = []
rows = []
for cargo, venc, es in G:
    for i, (esp, req, t, p, n, cr) in enumerate(es):
        if t:
            entries.append({"name_has": esp, "vacancies": t, "negros_stated": n})
        first = [C(cargo, rs=len(es), cls="b")] if i == 0 else []
        last = [C(venc, rs=len(es))] if i == 0 else []
        rows.append(first + [esp, req] + last + ([str(t - p - n), str(p), str(n), str(t)] if t else ["–", "–", "–", "0"]) + [str(cr)])
T = [sum(x[k] for _, _, es in G for x in es) for k in (2, 3, 4, 5)]
rows.append([C("TOTAL GERAL", cs=4, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b"), C(str(T[3]), cls="b")])
head = [[C("Cargo", rs=2), C("Especialidade", rs=2), C("Requisitos para investidura", rs=2), C("Vencimento inicial", rs=2), C("Vagas imediatas", cs=4), C("Cadastro de reserva", rs=2)],
        ["Ampla concorrência", "PcD", "Negros", "Total"]]
cfg = base_cfg("2026-03-30", site="conhecimento.fgv.br/concursos/sesgo26", banca="Fundação Getulio Vargas – FGV", orgao_curto="SES-GO",
               cidades="Goiânia/GO, Anápolis/GO, Aparecida de Goiânia/GO, Rio Verde/GO e Luziânia/GO", neg_pct="20% (vinte por cento)",
               neg_lei="Lei Estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas oferecidas por especialidade for igual ou superior a 3 (três)",
               veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia/GO, 30 de março de 2026.",
               assinaturas=["RASÍVEL DOS REIS SANTOS JÚNIOR\nSecretário de Estado da Saúde", "ALAN FARIAS TAVARES\nSecretário de Estado da Administração"],
               taxas=[["Analista em Saúde e Médico", "R$ 140,00"], ["Técnico em Saúde", "R$ 95,00"]], nota_final="a soma das notas obtidas na prova objetiva e na avaliação de títulos")
B = [("title", "ESTADO DE GOIÁS\nSECRETARIA DE ESTADO DA SAÚDE\nSECRETARIA DE ESTADO DA ADMINISTRAÇÃO\nCONCURSO PÚBLICO – EDITAL Nº 01/2026 – SES-GO"),
     ("p", "O SECRETÁRIO DE ESTADO DA SAÚDE e o SECRETÁRIO DE ESTADO DA ADMINISTRAÇÃO, no uso de suas atribuições legais, tendo em vista a autorização governamental contida no Processo SEI nº 202500010044871, tornam pública a realização de concurso público para provimento de cargos efetivos do Quadro Permanente da Saúde, nos termos da Lei Estadual nº 18.464, de 14 de maio de 2014, e das normas deste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital, por seus anexos e eventuais retificações, e sua execução caberá à Fundação Getulio Vargas – FGV.",
                 "Os candidatos nomeados serão lotados nas unidades hospitalares e ambulatoriais da rede própria da SES-GO, conforme a necessidade da Administração, observada a ordem de classificação.",
                 "A jornada de trabalho é de 30 (trinta) horas semanais para os cargos de Analista em Saúde e Técnico em Saúde e de 20 (vinte) horas semanais para o cargo de Médico, podendo ser cumprida em regime de plantão de 12 (doze) horas."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Os cargos, as especialidades, os requisitos, o vencimento inicial e o quantitativo de vagas são os seguintes:"),
      ("table", {"caption": "QUADRO I – DISTRIBUIÇÃO DAS VAGAS", "head": head, "rows": rows, "widths": [2.2, 2.6, 5.4, 1.8, 1.4, 0.9, 1.1, 1.0, 1.4], "fs": 8,
                 "note": "PcD – vagas reservadas às pessoas com deficiência (5%). Negros – vagas reservadas aos candidatos negros (20%), na forma da Lei Estadual nº 23.389/2025."}),
      ("p", "2.2 Além do vencimento, os servidores farão jus à Gratificação de Incentivo à Qualificação e ao auxílio-alimentação de R$ 800,00 (oitocentos reais).")]
B += corpo(cfg, 3, titulos=True, extra=[ch_heteroid]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Saúde Pública", "Legislação"])
B += autodeclaracao("ANEXO III – AUTODECLARAÇÃO", "Secretaria de Estado da Saúde de Goiás")
doc, render = docx_builder(["ESTADO DE GOIÁS – SECRETARIA DE ESTADO DA SAÚDE", "Rua SC-1, nº 299, Parque Santa Cruz – Goiânia/GO"], "Edital nº 01/2026 – SES-GO")
render(B)
src = os.path.join(SRC, NAME + ".docx")
doc.save(src)
print("pages ~%.1f" % page_est(B))
finish3(NAME, entries, "pandoc-markdown", src, {"body": "SES-GO", "board": "FGV", "producer": "python-docx", "law": "Lei GO 23.389/2025", "shape": "vertical merges, wrapped requisitos, two-row header"}, totals=(T[0], T[2]))
