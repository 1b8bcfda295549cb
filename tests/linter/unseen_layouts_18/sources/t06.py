# t06: Tribunal Regional do Trabalho da 18ª Região (Goiás), servidores, under CNJ Resolução nº 203/2015 as amended by
# Res. 657/2025 and Lei nº 15.142/2025 (25 % PPP, 3 % PI, 2 % PQ per cargo and especialidade, from 2 vacancies). The
# edital is an HTML page; the reporter selected the whole page in Firefox and pasted it into a text editor: Firefox's
# text/plain serialisation (lib18.firefox_copy, after its rules: paragraphs apart by a blank line, table cells by tabs,
# rows by newlines; a rowspan cell written once, so the rows under it have one cell fewer). Quadro: Cargo (merged down
# its especialidades) / Especialidade / Vagas (two-row header: Total, AC, PcD, PPP, PI, PQ); "CR*" rows with a note
# mark; TOTAL row.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t06_fcc_trt18_html_firefox_copy_tabs_especialidades_rowspan"
V = [("Analista Judiciário", [("Área Judiciária", 14), ("Oficial de Justiça Avaliador Federal", 6), ("Área Administrativa", 5),
                              ("Apoio Especializado – Contabilidade", 2), ("Apoio Especializado – Tecnologia da Informação", 4), ("Apoio Especializado – Medicina do Trabalho", 0),
                              ("Apoio Especializado – Psicologia", 1)]),
     ("Técnico Judiciário", [("Área Administrativa", 22), ("Agente da Polícia Judicial", 8), ("Apoio Especializado – Tecnologia da Informação", 3),
                             ("Apoio Especializado – Enfermagem", 0)])]
R = lambda t: r15142(t)
P = lambda t: pcd5(t)
entries, rows, co = [], [], []
for c, es in V:
    for i, (e, t) in enumerate(es):
        first = [C(c, rs=len(es))] if i == 0 else []
        rows.append(first + [e] + ([str(t), str(t - P(t) - sum(R(t))), str(P(t))] + [str(x) for x in R(t)] if t else ["CR*"] * 6))
        if t:
            entries.append({"name_has": e, "vacancies": t, "negros_stated": sum(R(t))})
        else:
            co.append({"name_has": e, "where": c + " (CR only)"})
T = [sum(t for _, es in V for _, t in es), sum(P(t) for _, es in V for _, t in es)] + [sum(R(t)[i] for _, es in V for _, t in es) for i in range(3)]
rows.append([C("TOTAL", cs=2), str(T[0]), str(T[0] - T[1] - sum(T[2:])), str(T[1]), str(T[2]), str(T[3]), str(T[4])])
cfg = cfg18("2026-11-09", site="www.concursosfcc.com.br", banca="Fundação Carlos Chagas (FCC)", cidades="Goiânia, Anápolis, Rio Verde e Itumbiara",
            veiculo="Diário Eletrônico da Justiça do Trabalho (DEJT)", local_data="Goiânia, 9 de novembro de 2026.", assinaturas=["DESEMBARGADOR PRESIDENTE DO TRIBUNAL REGIONAL DO TRABALHO DA 18ª REGIÃO"],
            onde="quadro do item 2.1", por=" e especialidade")
Q = [("p", "2.1 Os cargos, as especialidades e a distribuição das vagas entre ampla concorrência (AC), pessoas com deficiência (PcD), pessoas pretas e pardas (PPP), indígenas (PI) e quilombolas (PQ) são os seguintes:"),
     ("table", {"head": [[C("Cargo", rs=2), C("Área / Especialidade", rs=2), C("Vagas", cs=6)], ["Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows,
                "note": "* CR: cadastro de reserva, sem vagas imediatas; os aprovados poderão ser nomeados para as vagas que surgirem no prazo de validade do concurso, observada a reserva do item 5."}),
     ("p", "2.2 A remuneração inicial é de R$ 16.035,69 para Analista Judiciário e de R$ 9.773,19 para Técnico Judiciário, incluídas a Gratificação Judiciária e, para as especialidades de Oficial de Justiça e de Agente da Polícia Judicial, as gratificações próprias.")]
L16.ch_negros_15142 = L17.ch_negros_cnj  # the court's chapter (CNJ) in place of the executive's
B = edital("PODER JUDICIÁRIO\nJUSTIÇA DO TRABALHO\nTRIBUNAL REGIONAL DO TRABALHO DA 18ª REGIÃO\nEDITAL Nº 1/2026 – CONCURSO PÚBLICO PARA SERVIDORES",
           "O DESEMBARGADOR PRESIDENTE DO TRIBUNAL REGIONAL DO TRABALHO DA 18ª REGIÃO, no uso de suas atribuições legais e regimentais, tendo em vista o disposto na Lei nº 11.416, de 15 de dezembro de 2006, e na Resolução CSJT nº 370/2023, torna pública a realização de concurso público para provimento de cargos efetivos e formação de cadastro de reserva.",
           Q, cfg, law="15142", cargos=[(c + " – " + e, "conforme a Lei nº 11.416/2006") for c, es in V for e, _ in es])
css = L16.CSS_BASE + " table{border-collapse:collapse} td,th{border:1px solid #444;padding:2px 4px}"
write(os.path.join(SRC, NAME + ".html"), html_doc(B, css, "TRT 18 – Edital nº 1/2026"))
finish5(NAME, entries, "firefox-copy", os.path.join(SRC, NAME + ".html"), {"body": "TRT 18ª Região (court, CNJ)", "board": "FCC",
        "producer": "HTML page, Firefox-style select-all copy", "shape": "tab-separated cells, two-row header, cargo rowspan (rows under it one cell short), CR* rows with note mark, TOTAL"},
        totals=(T[0], sum(T[2:])))
json.dump({NAME + ".txt": co}, open(os.path.join(SRC, NAME + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
