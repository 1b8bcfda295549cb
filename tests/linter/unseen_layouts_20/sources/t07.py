# t07: Universidade Estadual de Goiás (UEG), técnico-administrativos by câmpus, negros 20 % under Lei estadual nº
# 23.389/2025, the reserve stated per município row (3 or more vacancies). The edital as the board's HTML page; the text
# is Chromium's document.body.innerText. Quadro by município: Câmpus (município) / Vagas / AC / PcD / Negros, TOTAL; the
# locais de prova chapter lists the same municípios with their schools, salas and candidates ("E.E. ... — 12 salas —
# 480 candidatos") and a summary table per município: numbers that are not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t07_aocp_ueg_html_chromium_innertext_locais_de_prova_salas_candidatos"
V = [("Anápolis", 14), ("Formosa", 5), ("Itumbiara", 4), ("Iporá", 3), ("Morrinhos", 2), ("Pires do Rio", 3), ("Porangatu", 4), ("Quirinópolis", 3),
     ("São Luís de Montes Belos", 2), ("Uruaçu", 3), ("Itaberaí", 1), ("Goianésia", 4), ("Posse", 2), ("Inhumas", 3), ("Luziânia", 5), ("Mineiros", 2)]
N = neg20
entries = [{"name_has": "Câmpus " + m, "vacancies": t, "negros_stated": N(t)} for m, t in V]
rows, T = rows_neg(V, N, lead=lambda v: ["Câmpus " + v[0]], order=("t", "ac", "pcd", "neg"))
rows.append(["TOTAL", str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
ESC = ["Colégio Estadual Professor José Ludovico de Almeida", "Escola Estadual Dom Prudêncio", "Colégio Estadual Polivalente Frei João Batista",
       "Escola Municipal Maria Lucinda", "Colégio Estadual Castelo Branco"]
locais, resumo = [], []
for i, (m, t) in enumerate(V):
    k = 1 + (i % 3)
    salas = [8 + (7 * i + 3 * j) % 11 for j in range(k)]
    for j, s in enumerate(salas):
        locais.append(("pi", "%s — %s — Rua %d, nº %d, Centro, %s/GO, CEP 7%d.%03d-000 — %d salas — %d candidatos (portões: 07h30 às 08h15)" % (
            m, ESC[(i + j) % len(ESC)], 2 + i + j, 100 + 37 * i + 11 * j, m, 5 + i % 5, 100 + 7 * i, s, 40 * s)))
    resumo.append([m, str(k), str(sum(salas)), str(40 * sum(salas))])
resumo.append(["TOTAL", str(sum(int(r[1]) for r in resumo)), str(sum(int(r[2]) for r in resumo)), str(sum(int(r[3]) for r in resumo))])


def ch_locais(n, cfg):
    b = [("h", "%d. DOS LOCAIS DE PROVA" % n)]
    b += items(str(n), ["As provas objetivas serão aplicadas no dia %s, das 08h30 às 12h30, nos locais abaixo, segundo o câmpus de opção do candidato; a distribuição por sala será divulgada no cartão de confirmação." % cfg["data_prova"],
                        "Locais, número de salas e de candidatos por local:"])
    b += locais
    b.append(("table", {"caption": "QUADRO %d.3 – RESUMO DA APLICAÇÃO POR MUNICÍPIO" % n, "head": [["Município", "Locais", "Salas", "Candidatos"]], "rows": resumo}))
    b += items(str(n), ["", "", "Os candidatos deverão comparecer com 1 (uma) hora de antecedência, munidos de documento oficial com foto e caneta esferográfica de tinta preta, fabricada em material transparente."])[2:]
    return b


cfg = cfg19("2026-04-27", site="www.institutoaocp.org.br", banca="Instituto AOCP", cidades="os municípios sede de câmpus da UEG",
            neg_pct="20% (vinte por cento)", neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, aplicada às vagas de cada município sempre que iguais ou superiores a 3 (três)",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Anápolis/GO, 27 de abril de 2026.", assinaturas=["ANTÔNIO CRUVINEL BORGES NETO", "Reitor da Universidade Estadual de Goiás"])
Q = [("p", "2.1 O cargo de Analista Técnico-Administrativo (nível superior, 40 horas semanais, vencimento inicial de R$ 5.482,10) é oferecido por câmpus, e o candidato concorrerá às vagas do município de sua opção, conforme o quadro a seguir:"),
     ("table", {"caption": "QUADRO I – VAGAS POR CÂMPUS (MUNICÍPIO)", "head": [["Câmpus (município)", "Vagas", "AC", "PcD", "Negros"]], "rows": rows}),
     ("p", "2.2 O candidato aprovado será lotado no câmpus de sua opção, vedada a remoção nos 3 (três) primeiros anos de exercício, salvo interesse da administração.")]
B = edital("ESTADO DE GOIÁS\nUNIVERSIDADE ESTADUAL DE GOIÁS\nEDITAL Nº 3/2026 – UEG – CONCURSO PÚBLICO PARA TÉCNICO-ADMINISTRATIVOS",
           "O REITOR DA UNIVERSIDADE ESTADUAL DE GOIÁS, no uso de suas atribuições legais e tendo em vista a Lei estadual nº 18.658/2014, torna pública a realização de concurso público para provimento de cargos de Analista Técnico-Administrativo nos câmpus da UEG.",
           Q, cfg, extra=[ch_locais], cargos=[("Analista Técnico-Administrativo", "curso superior")])
src = os.path.join(SRC, NAME + ".html")
write(src, L16.html_doc(B, L16.CSS_BASE.replace("@page{size:A4}", "body{max-width:1100px;margin:20px auto}"), "UEG – Edital nº 3/2026"))
finish7(NAME, entries, "chromium-innertext", src, {"body": "UEG (state, Lei 23.389/2025)", "board": "Instituto AOCP", "producer": "HTML page, Chromium innerText",
        "shape": "quadro by município (câmpus), TOTAL; locais de prova list (salas, candidatos) and summary table by município"},
        totals=(T[0], T[2]))
