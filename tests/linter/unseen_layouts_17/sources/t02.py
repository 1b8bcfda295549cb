# t02: Tribunal de Justiça do Estado do Rio Grande do Norte, FCC style, reserve by CNJ Res. 203/2015 as amended by
# Res. 657/2025 (30 %: PPP 25 %, PI 3 %, PQ 2 %, from 2 vacancies per cargo and especialidade); a DOCX edital saved by
# LibreOffice Writer as a Word 97 .doc; the .txt is catdoc's text of the .doc. Quadro: the cargo merged down its
# especialidades (vertical merge), a two-row header (Vagas imediatas over AC/PPP/PI/PQ/PcD/Total, CR beside), CR-only
# especialidades, TOTAL GERAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t02_fcc_tjrn_doc_catdoc_especialidades_vmerge"
# cargo, vencimento, [(especialidade, requisito, total, cr)]
G = [("Analista Judiciário", "R$ 11.622,40", [
        ("Área Judiciária", "Bacharelado em Direito", 12, 24), ("Contabilidade", "Graduação em Ciências Contábeis e registro no CRC", 2, 4),
        ("Engenharia Civil", "Graduação em Engenharia Civil e registro no CREA", 1, 2), ("Psicologia", "Graduação em Psicologia e registro no CRP", 2, 4),
        ("Serviço Social", "Graduação em Serviço Social e registro no CRESS", 2, 4), ("Análise de Sistemas", "Graduação na área de Tecnologia da Informação", 4, 8),
        ("Medicina do Trabalho", "Graduação em Medicina, especialização em Medicina do Trabalho e registro no CRM", 1, 2),
        ("Arquitetura", "Graduação em Arquitetura e Urbanismo e registro no CAU", 0, 2)]),
     ("Técnico Judiciário", "R$ 6.904,11", [
        ("Apoio Administrativo", "Ensino médio completo", 20, 40), ("Programação de Sistemas", "Ensino médio e curso técnico em Informática ou Programação", 5, 10),
        ("Enfermagem", "Curso técnico em Enfermagem e registro no COREN", 1, 2), ("Edificações", "Curso técnico em Edificações e registro no CFT", 0, 3),
        ("Polícia Judicial", "Ensino médio completo e CNH categoria \"B\"", 6, 12)]),
     ("Oficial de Justiça Avaliador", "R$ 9.210,55", [("Oficial de Justiça", "Bacharelado em Direito", 10, 20)])]
P = lambda t: pcd5(t, 5, 5)
entries, rows = [], []
T = [0, 0, 0, 0, 0, 0]
for cargo, venc, es in G:
    for i, (esp, req, t, cr) in enumerate(es):
        ppp, pi, pq = r15142(t)
        p = P(t)
        if t:
            entries.append({"name_has": esp if esp != "Oficial de Justiça" else "Oficial de Justiça", "vacancies": t, "negros_stated": ppp + pi + pq})
        first = [C(cargo + "\n(" + venc + ")", rs=len(es))] if i == 0 else []
        esp_cell = "–" if esp == "Oficial de Justiça" else esp
        rows.append(first + [esp_cell, req] + ([str(t - ppp - pi - pq - p), str(ppp), str(pi), str(pq), str(p), str(t)] if t else ["–"] * 5 + ["CR"]) + [str(cr)])
        for k, v in enumerate((t, ppp, pi, pq, p, cr)):
            T[k] += v
rows.append([C("TOTAL GERAL", cs=3, cls="b"), C(str(T[0] - T[1] - T[2] - T[3] - T[4]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[3]), cls="b"),
             C(str(T[4]), cls="b"), C(str(T[0]), cls="b"), C(str(T[5]), cls="b")])
head = [[C("Cargo (vencimento)", rs=2), C("Especialidade", rs=2), C("Requisitos", rs=2), C("Vagas imediatas", cs=6), C("Cadastro de reserva", rs=2)],
        ["AC", "PPP", "PI", "PQ", "PcD", "Total"]]
cfg = base_cfg("2026-02-09", site="www.concursosfcc.com.br", banca="Fundação Carlos Chagas – FCC", orgao_curto="Tribunal", cidades="Natal, Mossoró, Caicó e Pau dos Ferros",
               veiculo="Diário da Justiça Eletrônico do Estado do Rio Grande do Norte", local_data="Natal, 9 de fevereiro de 2026.",
               assinaturas=["Desembargador Presidente do Tribunal de Justiça do Estado do Rio Grande do Norte"],
               taxas=[["Analista Judiciário e Oficial de Justiça Avaliador", "R$ 130,00"], ["Técnico Judiciário", "R$ 95,00"]])
B = [("title", "PODER JUDICIÁRIO DO ESTADO DO RIO GRANDE DO NORTE\nTRIBUNAL DE JUSTIÇA\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS DO QUADRO DE PESSOAL\nEDITAL Nº 1/2026 – TJRN, DE 9 DE FEVEREIRO DE 2026"),
     ("p", "O PRESIDENTE DO TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO NORTE, no uso de suas atribuições legais e regimentais, e tendo em vista o disposto na Lei Complementar Estadual nº 242, de 10 de julho de 2002, e na Resolução CNJ nº 203, de 23 de junho de 2015, com a redação dada pela Resolução CNJ nº 657, de 19 de novembro de 2025, torna pública a realização de concurso público para provimento de cargos efetivos e formação de cadastro de reserva do Quadro de Pessoal do Poder Judiciário do Estado, mediante as condições estabelecidas neste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será regido por este edital e executado pela Fundação Carlos Chagas – FCC.",
                 "As provas serão aplicadas nas cidades de Natal, Mossoró, Caicó e Pau dos Ferros, e a lotação dos nomeados observará a necessidade do serviço, em qualquer comarca do Estado.",
                 "A remuneração inicial indicada no quadro do item 2.1 compreende o vencimento básico e a Gratificação de Atividade Judiciária, conforme a Lei Complementar Estadual nº 242/2002."])
B += [("h", "2. DOS CARGOS, DAS ESPECIALIDADES E DAS VAGAS"), ("p", "2.1 Os cargos, as especialidades, os requisitos e as vagas são os seguintes:"),
      ("table", {"caption": "QUADRO I – DISTRIBUIÇÃO DAS VAGAS", "head": head, "rows": rows, "widths": [3.0, 2.8, 4.6, 1.0, 1.0, 0.9, 0.9, 1.0, 1.1, 1.6], "fs": 8}),
      ("p", "AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; PcD – pessoas com deficiência; CR – somente cadastro de reserva."),
      ("p", "2.2 Os requisitos deverão ser comprovados na data da posse.")]
B += corpo(cfg, 3, extra=[ch_heteroid, ch_atendimento])
# the court's own reserve chapter replaces the Lei 12.990 one of corpo()
i = next(k for k, b in enumerate(B) if b[0] == "h" and "CANDIDATOS NEGROS" in b[1])
n = int(B[i][1].split(".")[0])
j = next(k for k in range(i + 1, len(B)) if B[k][0] == "h")
B[i:j] = ch_negros_cnj(n, cfg)
B += ch_cronograma("ANEXO I – CRONOGRAMA PROVÁVEL", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Direito Administrativo", "Legislação"])
B += anexo_atrib("ANEXO III – ATRIBUIÇÕES DAS ESPECIALIDADES", [(c + " – " + e[0], e[1]) for c, _, es in G for e in es])
B += autodeclaracao("ANEXO IV – AUTODECLARAÇÃO", "Tribunal de Justiça do Estado do Rio Grande do Norte")
src = docx_edital(NAME, B, ["PODER JUDICIÁRIO DO ESTADO DO RIO GRANDE DO NORTE", "Tribunal de Justiça – Praça Sete de Setembro, s/n – Cidade Alta – Natal/RN"], "Edital nº 1/2026 – TJRN")
doc = docx_to(src, "doc", os.path.join(SRC, NAME + ".doc"))
os.remove(src)
finish4(NAME, entries, "catdoc", doc, {"body": "TJRN (CNJ Res. 657/2025)", "board": "FCC", "producer": "python-docx -> LibreOffice Writer (MS Word 97 .doc)", "shape": "cargo merged down especialidades, two-row header, CR-only rows, TOTAL GERAL"}, totals=(T[0], T[1] + T[2] + T[3]))
