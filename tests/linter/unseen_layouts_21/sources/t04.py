# t04: PC-RN's next edital (IBFC, 2027), negros 20 % under Lei estadual nº 11.015/2021 (3 or more vacancies). The 2026
# edital (set 20, t04) had Cargo / Vagas / AC / Negros / PcD; this one offers Perito Criminal by especialidade in a
# Cargo / Especialidade table, renames "Negros" to "Pretos e pardos", adds a CR column and a footnote legend, and keeps
# the curso de formação convocados table (3x) under the same header words. Chromium's document.body.innerText.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t04_ibfc_pc_rn_2027_html_chromium_innertext_especialidades_cr_legend"
PC = "Perito Criminal"
V = [("Delegado de Polícia Civil Substituto", "–", 18), ("Agente de Polícia Civil", "–", 90), ("Escrivão de Polícia Civil", "–", 45),
     (PC, "Contabilidade e Auditoria", 3), (PC, "Engenharia Elétrica e Eletrônica", 2), (PC, "Computação Forense", 6), (PC, "Química Forense", 4),
     (PC, "Genética Forense", 3), (PC, "Balística e Documentoscopia", 5), (PC, "Meio Ambiente", 1),
     ("Perito Médico-Legista", "Clínica Médica", 6), ("Perito Médico-Legista", "Psiquiatria Forense", 2), ("Perito Odontolegista", "–", 1), ("Papiloscopista Policial", "–", 12)]
N = neg20
nm = lambda c, e: c if e == "–" else e
entries = [{"name_has": nm(c, e), "vacancies": t, "negros_stated": N(t)} for c, e, t in V]
rows, T = [], [0, 0, 0, 0, 0]
for c, e, t in V:
    vals = [t, t - pcd5(t) - N(t), N(t), pcd5(t), 2 * t]
    rows.append([c, e] + [str(x) for x in vals])
    T = [a + b for a, b in zip(T, vals)]
rows.append([C("TOTAL", cs=2)] + [str(x) for x in T])
conv = [[c, e, str(3 * t), str(3 * (t - pcd5(t) - N(t))), str(3 * N(t)), str(3 * pcd5(t))] for c, e, t in V]
cfg = cfg19("2027-04-12", site="www.ibfc.org.br", banca="Instituto Brasileiro de Formação e Capacitação (IBFC)",
            cidades="Natal, Mossoró, Caicó e Pau dos Ferros", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 11.015, de 14 de dezembro de 2021, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal/RN, 12 de abril de 2027.",
            assinaturas=["ANA CLÁUDIA SARAIVA GOMES", "Delegada-Geral de Polícia Civil"])


def ch_curso(n, cfg):
    b = [("h", "%d. DA SEGUNDA ETAPA – CURSO DE FORMAÇÃO PROFISSIONAL" % n)]
    b += items(str(n), ["Serão convocados para o Curso de Formação Profissional os candidatos aprovados na primeira etapa e classificados até 3 (três) vezes o número de vagas de cada cargo e especialidade, respeitada a reserva de vagas, conforme a tabela a seguir."])
    b.append(("table", {"caption": "TABELA %d.1 – CONVOCADOS PARA O CURSO DE FORMAÇÃO" % n, "head": [["Cargo", "Especialidade", "Vagas", "AC", "Pretos e pardos", "PcD"]], "rows": conv}))
    b += items(str(n), ["", "O Curso de Formação terá duração de 560 (quinhentas e sessenta) horas-aula para Delegado e de 480 (quatrocentas e oitenta) horas-aula para os demais cargos, na Academia de Polícia Civil (Acadepol), Natal/RN."])[1:]
    return b


Q = [("p", "2.1 Os cargos, as especialidades e o número de vagas, com a reserva às pessoas pretas e pardas e às pessoas com deficiência (PcD), são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO I – VAGAS POR CARGO E ESPECIALIDADE", "head": [["Cargo", "Especialidade", "Vagas*", "AC", "Pretos e pardos**", "PcD***", "CR****"]], "rows": rows}),
     ("p", "* Vagas de provimento imediato. ** Lei estadual nº 11.015/2021 (20%, a partir de 3 vagas). *** Lei estadual nº 10.844/2020 (5%, a partir de 5 vagas). **** Cadastro de reserva: número de candidatos aprovados além das vagas, que não constitui vaga."),
     ("p", "2.2 O subsídio inicial é de R$ 22.013,71 (Delegado de Polícia Civil Substituto), R$ 11.793,40 (Peritos) e R$ 6.287,84 (Agente, Escrivão e Papiloscopista).")]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nSECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA E DA DEFESA SOCIAL\nPOLÍCIA CIVIL DO ESTADO DO RIO GRANDE DO NORTE\nEDITAL Nº 1/2027 – PC/RN, DE 12 DE ABRIL DE 2027",
           "A DELEGADA-GERAL DE POLÍCIA CIVIL DO ESTADO DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, tendo em vista a Lei Complementar estadual nº 270/2004, torna pública a realização de concurso público para provimento de cargos da Polícia Civil.",
           Q, cfg, extra=[ch_curso], cargos=[(nm(c, e), "curso superior") for c, e, _ in V])
src = os.path.join(SRC, NAME + ".html")
write(src, L16.html_doc(B, L16.CSS_BASE.replace("@page{size:A4}", "body{max-width:1100px;margin:20px auto}"), "PC-RN – Edital nº 1/2027"))
finish8(NAME, entries, "chromium-innertext", src, {"body": "PC-RN (state, Lei 11.015/2021), next edital", "board": "IBFC", "producer": "HTML page, Chromium innerText",
        "shape": "Cargo/Especialidade table, renamed Pretos e pardos, CR column, footnote legend, TOTAL; curso de formação convocados table (3x)"},
        totals=(T[0], T[2]))
