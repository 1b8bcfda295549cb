# t04: Polícia Civil do Estado do Rio Grande do Norte (PC-RN), negros 20 % under Lei estadual nº 11.015/2021 (3 or more
# vacancies). The edital as the board's HTML page; the text is Chromium's document.body.innerText (select all + copy).
# Quadro: Cargo / Vagas / AC / Negros / PcD, TOTAL. The second etapa (Curso de Formação Profissional) convokes up to 3
# times the vacancies, and its table reuses the quadro's header words (Cargo | Vagas | AC | Negros | PcD) for the
# convocados counts: numbers that are not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t04_ibfc_pc_rn_html_chromium_innertext_curso_formacao_convocados"
V = [("Delegado de Polícia Civil Substituto", 25), ("Agente de Polícia Civil", 120), ("Escrivão de Polícia Civil", 60),
     ("Perito Criminal – Ciências Contábeis", 4), ("Perito Criminal – Engenharia Civil", 3), ("Perito Criminal – Ciência da Computação", 5),
     ("Perito Criminal – Química", 3), ("Perito Criminal – Ciências Biológicas", 2), ("Perito Criminal – Farmácia", 2), ("Perito Criminal – Física", 1),
     ("Perito Criminal – Geologia", 1), ("Perito Criminal – Medicina Veterinária", 1), ("Perito Médico-Legista", 8), ("Perito Odontolegista", 2),
     ("Papiloscopista Policial", 10)]
N = neg20
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t in V]
rows, T = rows_neg(V, N, order=("t", "ac", "neg", "pcd"))
rows.append(["TOTAL", str(T[0]), str(T[0] - T[1] - T[2]), str(T[2]), str(T[1])])
conv = [[c, str(3 * t), str(3 * (t - pcd5(t) - N(t))), str(3 * N(t)), str(3 * pcd5(t))] for c, t in V]
conv.append(["TOTAL", str(3 * T[0]), str(3 * (T[0] - T[1] - T[2])), str(3 * T[2]), str(3 * T[1])])
cfg = cfg19("2026-05-18", site="www.ibfc.org.br", banca="Instituto Brasileiro de Formação e Capacitação (IBFC)",
            cidades="Natal, Mossoró, Caicó e Pau dos Ferros", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 11.015, de 14 de dezembro de 2021, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal/RN, 18 de maio de 2026.",
            assinaturas=["ANA CLÁUDIA SARAIVA GOMES", "Delegada-Geral de Polícia Civil"])


def ch_curso(n, cfg):
    b = [("h", "%d. DA SEGUNDA ETAPA – CURSO DE FORMAÇÃO PROFISSIONAL" % n)]
    b += items(str(n), ["Serão convocados para a matrícula no Curso de Formação Profissional, de caráter eliminatório, os candidatos aprovados na primeira etapa e classificados até 3 (três) vezes o número de vagas de cada cargo, respeitados os empates na última posição e a reserva de vagas, conforme a tabela a seguir."])
    b.append(("table", {"caption": "TABELA %d.1 – CANDIDATOS CONVOCADOS PARA O CURSO DE FORMAÇÃO PROFISSIONAL" % n, "head": [["Cargo", "Vagas", "AC", "Negros", "PcD"]], "rows": conv}))
    b += items(str(n), ["", "O Curso de Formação terá duração de 600 (seiscentas) horas-aula para Delegado e de 480 (quatrocentas e oitenta) horas-aula para os demais cargos, em regime de dedicação integral, na Academia de Polícia Civil (Acadepol), Av. Interventor Mário Câmara, 2550, Cidade da Esperança, Natal/RN, CEP 59070-600.",
                        "Durante o Curso de Formação o candidato perceberá bolsa correspondente a 50% (cinquenta por cento) do subsídio inicial do cargo.",
                        "Será eliminado o candidato que obtiver frequência inferior a 90% (noventa por cento) ou nota final inferior a 6,0 (seis) pontos."])[1:]
    return b


Q = [("p", "2.1 Os cargos e o número de vagas, com a reserva às pessoas negras e às pessoas com deficiência (PcD), são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO I – VAGAS", "head": [["Cargo", "Vagas", "AC", "Negros", "PcD"]], "rows": rows}),
     ("p", "2.2 O subsídio inicial é de R$ 21.106,14 (Delegado de Polícia Civil Substituto), R$ 11.230,05 (Perito Criminal, Perito Médico-Legista e Perito Odontolegista) e R$ 5.988,42 (Agente, Escrivão e Papiloscopista), em regime de 40 horas semanais e plantões.")]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nSECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA E DA DEFESA SOCIAL\nPOLÍCIA CIVIL DO ESTADO DO RIO GRANDE DO NORTE\nEDITAL Nº 1/2026 – PC/RN, DE 18 DE MAIO DE 2026",
           "A DELEGADA-GERAL DE POLÍCIA CIVIL DO ESTADO DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, tendo em vista a Lei Complementar estadual nº 270/2004 e a autorização do Governo do Estado (Processo nº 00110045.001207/2025-31), torna pública a realização de concurso público para provimento de cargos da Polícia Civil.",
           Q, cfg, extra=[ch_curso], cargos=[(c, "curso superior") for c, _ in V])
src = os.path.join(SRC, NAME + ".html")
write(src, L16.html_doc(B, L16.CSS_BASE.replace("@page{size:A4}", "body{max-width:1100px;margin:20px auto}"), "PC-RN – Edital nº 1/2026"))
finish7(NAME, entries, "chromium-innertext", src, {"body": "PC-RN (state, Lei 11.015/2021)", "board": "IBFC", "producer": "HTML page, Chromium innerText",
        "shape": "ordinary table Cargo/Vagas/AC/Negros/PcD, TOTAL; curso de formação convocados table with the same header words (3x)"},
        totals=(T[0], T[2]))
