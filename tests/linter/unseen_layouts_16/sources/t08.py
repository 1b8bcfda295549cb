# t08: Câmara Municipal de Teófilo Otoni (MG), Consulplan style, negros 20% by municipal law (3 or more vacancies);
# the board's HTML page whose quadro has a two-row header ("Vagas" spanning Ampla / PcD / Negros / Total), long
# requisitos and atribuições cells, a TOTAL row; the .txt is `pandoc -f html -t plain`.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t08_consulplan_cm_teofilootoni_html_pandoc_plain_colspan_wrapped"
# código, cargo, requisitos, carga, vencimento, total, pcd, negros, cr
V = [("101", "Agente Legislativo", "Ensino médio completo e conhecimentos de informática comprovados por certificado de curso com carga horária mínima de 40 horas", "30h", "R$ 3.480,16", 6, 1, 1, 12),
     ("102", "Analista Legislativo – Contabilidade", "Curso superior em Ciências Contábeis, registro ativo no Conselho Regional de Contabilidade de Minas Gerais e regularidade perante o conselho", "30h", "R$ 7.106,55", 1, 0, 0, 2),
     ("103", "Analista Legislativo – Tecnologia da Informação", "Curso superior em Ciência da Computação, Sistemas de Informação, Engenharia da Computação, Análise e Desenvolvimento de Sistemas ou Redes de Computadores", "30h", "R$ 7.106,55", 2, 0, 0, 3),
     ("104", "Analista Legislativo – Comunicação Social", "Curso superior em Comunicação Social com habilitação em Jornalismo e registro profissional no Ministério do Trabalho", "30h", "R$ 7.106,55", 1, 0, 0, 2),
     ("105", "Procurador Legislativo", "Bacharelado em Direito, inscrição na Ordem dos Advogados do Brasil e 2 (dois) anos de prática jurídica comprovada após a colação de grau", "20h", "R$ 10.980,20", 2, 0, 0, 4),
     ("106", "Assistente Legislativo", "Ensino médio completo", "40h", "R$ 2.790,44", 5, 1, 1, 10),
     ("107", "Redator de Atas e Anais", "Curso superior em Letras, Comunicação Social ou Direito e domínio de técnicas de taquigrafia ou estenotipia", "30h", "R$ 5.244,90", 3, 0, 1, 6),
     ("108", "Motorista Legislativo", "Ensino fundamental completo, CNH categoria \"D\" e curso de transporte de passageiros (Resolução CONTRAN nº 789/2020)", "40h", "R$ 2.560,02", 2, 0, 0, 4),
     ("109", "Técnico em Manutenção Predial", "Ensino médio completo e curso técnico em Edificações, Eletrotécnica ou Mecânica", "40h", "R$ 3.480,16", 0, 0, 0, 2),
     ("110", "Auxiliar de Serviços Legislativos", "Ensino fundamental completo", "40h", "R$ 1.980,75", 4, 0, 1, 8),
     ("111", "Intérprete de Libras", "Ensino médio completo e certificado de proficiência em tradução e interpretação da Libras/Língua Portuguesa (Prolibras) ou curso superior em Letras/Libras", "30h", "R$ 3.480,16", 1, 0, 0, 2)]
# the cargo cell wraps inside pandoc's multiline table, its lines interleaved with the requisitos: name_has is the part
# of the name that stands on one line, distinctive among the positions
NH = {"101": "Agente", "102": "Contabilidade", "103": "Tecnologia da", "104": "Comunicação", "105": "Procurador", "106": "Assistente",
      "107": "Redator de Atas", "108": "Motorista", "110": "Auxiliar de", "111": "Intérprete de"}
entries = [{"name_has": NH[v[0]], "vacancies": v[5], "negros_stated": v[7]} for v in V if v[5]]
rows = [[c, n, req, ch, venc] + ([str(t - p - ng), str(p), str(ng), str(t)] if t else ["–", "–", "–", "–"]) + [str(cr)] for c, n, req, ch, venc, t, p, ng, cr in V]
T = [sum(v[k] for v in V) for k in (5, 6, 7, 8)]
rows.append({"cls": "tot", "cells": [C("TOTAL", cs=5), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), str(T[0]), str(T[3])]})
head = [[C("Código", rs=2), C("Cargo", rs=2), C("Requisitos mínimos", rs=2), C("Carga horária semanal", rs=2), C("Vencimento inicial", rs=2), C("Vagas", cs=4), C("Cadastro reserva", rs=2)], ["Ampla", "PcD", "Negros", "Total"]]
cfg = base_cfg("2026-04-06", site="www.institutoconsulplan.org.br", banca="Instituto Consulplan", orgao_curto="Câmara Municipal", cidades="Teófilo Otoni/MG",
               neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 7.412, de 30 de junho de 2022, sempre que o número de vagas oferecidas por cargo for igual ou superior a 3 (três)",
               veiculo="Diário Oficial Eletrônico do Poder Legislativo de Teófilo Otoni", local_data="Teófilo Otoni/MG, 6 de abril de 2026.",
               assinaturas=["Vereador GERALDO ANTÔNIO DE SOUZA ALVES\nPresidente da Câmara Municipal de Teófilo Otoni"],
               taxas=[["Cargos de nível superior", "R$ 120,00"], ["Cargos de nível médio", "R$ 85,00"], ["Cargos de nível fundamental", "R$ 60,00"]])
B = [("title", "CÂMARA MUNICIPAL DE TEÓFILO OTONI\nESTADO DE MINAS GERAIS\nCONCURSO PÚBLICO – EDITAL Nº 01/2026"),
     ("p", "A CÂMARA MUNICIPAL DE TEÓFILO OTONI, Estado de Minas Gerais, por meio de seu Presidente, no uso de suas atribuições legais, e considerando a Resolução nº 512, de 2024, que dispõe sobre a estrutura administrativa e o plano de cargos e salários dos servidores do Poder Legislativo, torna pública a realização de concurso público para provimento de cargos efetivos do seu quadro de pessoal, mediante as condições estabelecidas neste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Instituto Consulplan, com o acompanhamento da Comissão Especial de Concurso instituída pela Portaria nº 28/2026.",
                 "O regime jurídico dos cargos é o estatutário, nos termos da Lei Municipal nº 5.292, de 2003, vinculado ao Regime Próprio de Previdência Social do Município.",
                 "Os vencimentos têm como referência o mês de janeiro de 2026. Os servidores farão jus a auxílio-alimentação de R$ 900,00 (novecentos reais)."])
B += [("h", "2. DOS CARGOS, DOS REQUISITOS E DAS VAGAS"), ("p", "2.1 Os cargos, os requisitos mínimos, a carga horária, o vencimento inicial e o quantitativo de vagas são os seguintes:"),
      ("table", {"caption": "QUADRO I – CARGOS E VAGAS", "head": head, "rows": rows, "colgroup": [5, 24, 25, 7, 10, 6, 5, 6, 5, 7],
                 "note": "Ampla – ampla concorrência. PcD – pessoas com deficiência (5%). Negros – candidatos negros (20%), conforme a Lei Municipal nº 7.412/2022. Nos cargos com menos de 3 (três) vagas não há reserva imediata para negros."})]
B += corpo(cfg, 3, titulos=True, extra=[ch_heteroid]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO II – ATRIBUIÇÕES DOS CARGOS", [(v[1], v[2]) for v in V])
B += ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Direito Administrativo"])
hp = os.path.join(SRC, NAME + ".html")
write(hp, html_doc(B, CSS_BASE, "Câmara Municipal de Teófilo Otoni – Edital nº 01/2026"))
print("pages ~%.1f" % page_est(B))
finish3(NAME, entries, "pandoc-plain", hp, {"body": "Câmara de Teófilo Otoni (MG)", "board": "Consulplan", "producer": "HTML page", "shape": "colspan Vagas header, long requisitos, TOTAL"}, totals=(T[0], T[2]))
