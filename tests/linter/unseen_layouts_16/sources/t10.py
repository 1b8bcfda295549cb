# t10: Instituto Federal de Educação, Ciência e Tecnologia do Sertão Pernambucano (IF Sertão-PE), docentes EBTT,
# Idecan style, Lei nº 15.142/2025 (AC/PPP/PI/PQ/PcD); the board's HTML page: the campus merged down its áreas
# (rowspan), a two-row header, the same área at two campi, a Total row; the .txt is `pandoc -f html -t gfm`.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t10_idecan_ifsertaope_ebtt_html_pandoc_gfm_campus_rowspan"
# campus, [(código, área, requisitos, regime, total, ppp, pi, pq, pcd)]
G = [("Campus Petrolina", [("PET-01", "Matemática", "Licenciatura em Matemática", "40h DE", 3, 1, 0, 0, 0), ("PET-02", "Física", "Licenciatura ou bacharelado em Física", "40h DE", 2, 1, 0, 0, 0),
                           ("PET-03", "Enfermagem", "Bacharelado em Enfermagem", "40h DE", 2, 0, 1, 0, 0), ("PET-04", "Letras – Português/Espanhol", "Licenciatura em Letras Português/Espanhol", "40h DE", 1, 0, 0, 0, 0),
                           ("PET-05", "Edificações", "Graduação em Engenharia Civil ou Arquitetura e Urbanismo", "40h DE", 2, 1, 0, 0, 0)]),
     ("Campus Petrolina Zona Rural", [("PZR-01", "Agronomia – Fitotecnia", "Graduação em Agronomia ou Engenharia Agronômica, com mestrado na área de Fitotecnia ou Produção Vegetal", "40h DE", 3, 1, 0, 0, 1),
                                      ("PZR-02", "Zootecnia", "Graduação em Zootecnia, Medicina Veterinária ou Agronomia", "40h DE", 2, 0, 0, 1, 0), ("PZR-03", "Viticultura e Enologia", "Tecnólogo em Viticultura e Enologia ou Agronomia com especialização em Enologia", "40h DE", 1, 0, 0, 0, 0)]),
     ("Campus Salgueiro", [("SAL-01", "Matemática", "Licenciatura em Matemática", "40h DE", 2, 0, 0, 1, 0), ("SAL-02", "Informática – Redes de Computadores", "Graduação na área de Computação ou Redes de Computadores", "40h DE", 2, 1, 0, 0, 0),
                           ("SAL-03", "Edificações", "Graduação em Engenharia Civil", "40h DE", 1, 0, 0, 0, 0), ("SAL-04", "Educação Física", "Licenciatura em Educação Física", "40h DE", 0, 0, 0, 0, 0)]),
     ("Campus Ouricuri", [("OUR-01", "Química", "Licenciatura em Química", "40h DE", 2, 1, 0, 0, 0), ("OUR-02", "Agroecologia", "Graduação em Agronomia ou Agroecologia", "40h DE", 1, 0, 0, 0, 0),
                          ("OUR-03", "Letras – Português/Inglês", "Licenciatura em Letras Português/Inglês", "40h DE", 2, 1, 0, 0, 0)]),
     ("Campus Serra Talhada", [("SER-01", "Informática – Programação", "Graduação na área de Computação", "40h DE", 3, 1, 0, 0, 0), ("SER-02", "Logística", "Graduação em Administração, Engenharia de Produção ou Logística", "20h", 1, 0, 0, 0, 0)])]
entries, rows = [], []
for campus, ars in G:
    for i, (cod, area, req, reg, t, ppp, pi, pq, pcd) in enumerate(ars):
        if t:
            entries.append({"name_has": area, "vacancies": t, "negros_stated": ppp + pi + pq})
        first = [C(campus, rs=len(ars), cls="b")] if i == 0 else []
        rows.append(first + [cod, area, req, reg] + ([str(t - ppp - pi - pq - pcd), str(ppp), str(pi), str(pq), str(pcd), str(t)] if t else ["CR", "–", "–", "–", "–", "–"]))
T = [sum(x[k] for _, ars in G for x in ars) for k in (4, 5, 6, 7, 8)]
rows.append({"cls": "tot", "cells": [C("Total", cs=5), str(T[0] - sum(T[1:])), str(T[1]), str(T[2]), str(T[3]), str(T[4]), str(T[0])]})
from collections import Counter
assert all(v == 1 for v in Counter((e["name_has"], e["vacancies"], e["negros_stated"]) for e in entries).values())
head = [[C("Campus", rs=2), C("Código", rs=2), C("Área de atuação", rs=2), C("Requisitos mínimos", rs=2), C("Regime de trabalho", rs=2), C("Vagas", cs=6)], ["AC", "PPP", "PI", "PQ", "PcD", "Total"]]
cfg = base_cfg("2026-03-02", site="www.idecan.org.br", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional – Idecan", orgao_curto="IF Sertão-PE",
               cidades="Petrolina/PE, Salgueiro/PE, Ouricuri/PE e Serra Talhada/PE", veiculo="Diário Oficial da União", local_data="Petrolina/PE, 2 de março de 2026.",
               assinaturas=["Prof. Dr. LEOPOLDO DE SOUZA BRAGA\nReitor do IF Sertão-PE"], por=", área e campus", onde="quadro do item 2.1",
               taxas=[["Professor EBTT (todas as áreas)", "R$ 180,00"]], nota_final="a soma das notas da prova objetiva, da prova de desempenho didático e da avaliação de títulos",
               tit_max="20,00", ordem="A nomeação observará a alternância e a proporcionalidade previstas no Decreto nº 12.536, de 2025, por área e campus.")
B = [("title", "MINISTÉRIO DA EDUCAÇÃO\nINSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO SERTÃO PERNAMBUCANO\nEDITAL Nº 04, DE 2 DE MARÇO DE 2026\nCONCURSO PÚBLICO PARA PROFESSOR DO ENSINO BÁSICO, TÉCNICO E TECNOLÓGICO"),
     ("p", "O REITOR DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO SERTÃO PERNAMBUCANO, no uso de suas atribuições legais, considerando a Lei nº 12.772, de 28 de dezembro de 2012, o Decreto nº 9.739, de 28 de março de 2019, e a Lei nº 15.142, de 3 de junho de 2025, torna pública a abertura de inscrições para o concurso público de provas e títulos destinado ao provimento de cargos de Professor do Ensino Básico, Técnico e Tecnológico."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será executado pelo Idecan e compreenderá prova objetiva, prova de desempenho didático e avaliação de títulos.",
                 "A remuneração inicial para o regime de 40 horas com dedicação exclusiva (DE) é de R$ 5.193,40 de vencimento básico, acrescido de Retribuição por Titulação de R$ 1.205,10 (especialização), R$ 2.958,57 (mestrado) ou R$ 6.922,83 (doutorado), e de auxílio-alimentação de R$ 1.175,00.",
                 "O candidato concorrerá às vagas da área e do campus escolhidos no ato da inscrição."])
B += [("h", "2. DAS ÁREAS, DOS REQUISITOS E DAS VAGAS"), ("p", "2.1 As vagas estão distribuídas por campus e área de atuação conforme o quadro a seguir:"),
      ("table", {"caption": "QUADRO DE VAGAS POR CAMPUS E ÁREA", "head": head, "rows": rows,
                 "note": "AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; PcD – pessoas com deficiência; DE – dedicação exclusiva; CR – cadastro de reserva."})]
B += corpo(cfg, 3, law="15142", titulos=True, extra=[ch_heteroid]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += [("h", "ANEXO II – PROVA DE DESEMPENHO DIDÁTICO"), ("table", {"head": [["Critério", "Pontuação máxima"]], "rows": [["Plano de aula", "10"], ["Domínio do conteúdo", "30"], ["Clareza e organização da exposição", "25"], ["Adequação da linguagem e dos recursos didáticos", "20"], ["Uso do tempo (40 a 50 minutos)", "15"], ["Total", "100"]]})]
B += ch_conteudo("ANEXO III – CONTEÚDO DA PROVA OBJETIVA (CONHECIMENTOS PEDAGÓGICOS E LEGISLAÇÃO)", ["Legislação", "Língua Portuguesa"])
B += autodeclaracao("ANEXO IV – AUTODECLARAÇÃO", "IF Sertão-PE", "área")
hp = os.path.join(SRC, NAME + ".html")
write(hp, html_doc(B, CSS_BASE, "IF Sertão-PE – Edital nº 04/2026"))
print("pages ~%.1f" % page_est(B))
finish3(NAME, entries, "pandoc-gfm", hp, {"body": "IF Sertão-PE", "board": "Idecan", "producer": "HTML page", "law": "Lei 15.142/2025", "shape": "campus rowspan, two-row header, same área at two campi"}, totals=(T[0], T[1] + T[2] + T[3]))
