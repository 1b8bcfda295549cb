# t03: Polícia Penal do Estado de Goiás (DGPP), Policial Penal by Região Prisional: a row per região (its name and sede),
# columns Total / Vagas AC / Vagas PcD / Vagas Negros (20%) / CR, the reserve given per região (Lei estadual nº
# 23.389/2025), a TOTAL row and an asterisk note; the teste de aptidão física table (repetitions, metres, seconds) and
# the curso de formação convocados limit follow. HTML page; Chromium's document.body.innerText.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t03_dgpp_go_2027_html_chromium_innertext_regioes_prisionais_cr"
V = [("1ª Região – Metropolitana (Goiânia)", 64), ("2ª Região – Sudoeste (Rio Verde)", 22), ("3ª Região – Entorno do DF (Luziânia)", 31), ("4ª Região – Norte (Porangatu)", 9),
     ("5ª Região – Nordeste (Formosa)", 7), ("6ª Região – Sul (Itumbiara)", 14), ("7ª Região – Oeste (São Luís de Montes Belos)", 5), ("8ª Região – Centro (Anápolis)", 26),
     ("9ª Região – Noroeste (Goiás)", 4), ("10ª Região – Sudeste (Catalão)", 11)]
entries, rows, T = [], [], [0] * 5
for r, t in V:
    ac, p, n = split(t)
    vals = [t, ac, p, n, (3 * t + 1) // 2]
    rows.append([r] + [str(x) for x in vals])
    T = [a + b for a, b in zip(T, vals)]
    entries.append(ent(r, t, cr=(3 * t + 1) // 2))
rows.append(["TOTAL"] + [str(x) for x in T])
taf = [["Barra fixa (masculino)", "4 repetições", "–"], ["Flexão de braço (feminino)", "12 repetições", "–"], ["Abdominal em 1 minuto", "30 repetições", "26 repetições"],
       ["Corrida de 12 minutos", "2.200 metros", "1.800 metros"], ["Natação 50 metros", "60 segundos", "75 segundos"]]
cfg = cfg19("2027-06-07", site="www.institutoaocp.org.br/dgpp-go", banca="Instituto AOCP", cidades="Goiânia, Rio Verde, Luziânia, Anápolis e Catalão",
            neg_pct="20% (vinte por cento)", neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas da região for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia/GO, 7 de junho de 2027.", assinaturas=["JOSIMAR PIRES NICOLAU DO NASCIMENTO", "Diretor-Geral de Polícia Penal"])


def ch_taf(n, cfg):
    b = [("h", "%d. DO TESTE DE APTIDÃO FÍSICA E DO CURSO DE FORMAÇÃO" % n)]
    b += items(str(n), ["O teste de aptidão física, de caráter eliminatório, terá os índices mínimos da tabela a seguir."])
    b.append(("table", {"caption": "TABELA %d.1 – ÍNDICES MÍNIMOS DO TESTE DE APTIDÃO FÍSICA" % n, "head": [["Prova", "Masculino", "Feminino"]], "rows": taf}))
    b += items(str(n), ["", "Serão convocados para o Curso de Formação Profissional, de 400 (quatrocentas) horas-aula, os candidatos classificados até 1,5 (uma vírgula cinco) vez o número de vagas da região, respeitada a reserva de vagas."])[1:]
    return b


Q = [("p", "2.1 As vagas para o cargo de Policial Penal, por Região Prisional de lotação, com a reserva às pessoas com deficiência (PcD) e às pessoas negras, são as do quadro a seguir:"),
     ("table", {"caption": "QUADRO I – DISTRIBUIÇÃO DAS VAGAS POR REGIÃO PRISIONAL", "head": [["Região Prisional (sede)", "Total", "Vagas AC", "Vagas PcD", "Vagas Negros (20%)", "CR*"]], "rows": rows}),
     ("p", "* Cadastro de reserva: número de candidatos aprovados além das vagas, por região; não constitui vaga. A reserva às pessoas negras observa a Lei estadual nº 23.389/2025 (20%, a partir de 3 vagas)."),
     ("p", "2.2 O subsídio inicial do cargo de Policial Penal é de R$ 6.914,27, para jornada em regime de plantão de 24 horas por 72 horas.")]
B = edital("ESTADO DE GOIÁS\nSECRETARIA DE ESTADO DE JUSTIÇA\nDIRETORIA-GERAL DE POLÍCIA PENAL – DGPP\nEDITAL Nº 1/2027 – CONCURSO PÚBLICO PARA POLICIAL PENAL",
           "O DIRETOR-GERAL DE POLÍCIA PENAL DO ESTADO DE GOIÁS, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos de Policial Penal.",
           Q, cfg, extra=[ch_taf], cargos=[("Policial Penal", "curso superior completo e CNH categoria B")])
src = os.path.join(SRC, NAME + ".html")
write(src, L16.html_doc(B, L16.CSS_BASE.replace("@page{size:A4}", "body{max-width:1000px;margin:20px auto}"), "DGPP-GO – Edital nº 1/2027"))
finish8(NAME, entries, "chromium-innertext", src, {"body": "Polícia Penal de Goiás (state, Lei 23.389/2025)", "board": "AOCP", "producer": "HTML page, Chromium innerText",
        "shape": "a row per região prisional, Total/Vagas AC/Vagas PcD/Vagas Negros (20%)/CR, TOTAL, asterisk note; TAF and convocação limit"},
        totals=(T[0], T[3]))
