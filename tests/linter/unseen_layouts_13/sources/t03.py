# t03: Agência Nacional de Energias Renováveis (ANER), Cebraspe style under Lei 15.142/2025, WeasyPrint
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t03_cebraspe_aner_weasyprint_lei15142_landscape_annex"
cfg = dict(site="http://www.cebraspe.org.br/concursos/aner_26", insc_periodo="10 horas do dia 16 de março de 2026 e 18 horas do dia 6 de abril de 2026",
           venc="17 de abril de 2026", isen_periodo="16 a 20 de março de 2026", isen_res="31 de março de 2026",
           banca="Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe)", orgao_curto="ANER",
           veiculo="Diário Oficial da União", validade="2 (dois) anos",
           local_data="Brasília/DF, 9 de março de 2026.", assinaturas=["LUCIANA DE ALMEIDA CASTRO VELOSO\nDiretora-Presidente da Agência Nacional de Energias Renováveis"],
           tit_max="10,00", tit_conv=" e na prova discursiva e classificados até 3 (três) vezes o número de vagas",
           tit_caption="QUADRO DE ATRIBUIÇÃO DE PONTOS PARA A AVALIAÇÃO DE TÍTULOS (somente cargos 1 a 7)")
cfg["titulos"] = [["A", "Diploma de curso de doutorado na área a que concorre", "2,00", "2,00"],
                  ["B", "Diploma de curso de mestrado na área a que concorre", "1,50", "1,50"],
                  ["C", "Certificado de curso de especialização (mínimo de 360 h/a) na área a que concorre", "0,50", "1,00"],
                  ["D", "Exercício de atividade profissional de nível superior na Administração Pública ou na iniciativa privada, em empregos/cargos na área a que concorre (por ano completo, sem sobreposição de tempo)", "1,00", "5,00"],
                  ["E", "Aprovação em concurso público de nível superior (por aprovação)", "0,25", "0,50"],
                  [C("Total máximo de pontos", cs=3, cls="b"), "10,00"]]

# Anexo I: cargo, área, AC, PcD, PP, Ind, Quil
V = [(1, "Especialista em Regulação de Energias Renováveis", [
        ("Área 1: Regulação Econômica e Tarifária", 7, 1, 3, 1, 0),
        ("Área 2: Engenharia Elétrica e Sistemas de Potência", 6, 1, 2, 1, 0),
        ("Área 3: Geologia e Recursos Hídricos", 3, 1, 1, 0, 0),
        ("Área 4: Direito Regulatório", 3, 0, 1, 0, 0)]),
     (2, "Analista Administrativo", [
        ("Área 1: Administração e Gestão Pública", 5, 1, 2, 0, 0),
        ("Área 2: Tecnologia da Informação", 3, 1, 1, 1, 0),
        ("Área 3: Ciências Contábeis", 1, 0, 1, 0, 0)]),
     (3, "Técnico em Regulação de Energias Renováveis", [("", 9, 1, 3, 1, 0)]),
     (4, "Técnico Administrativo", [("", 5, 1, 2, 0, 1)])]
rows, entries = [], []
SH = {"Área 1: Regulação Econômica e Tarifária": "Regulação Econômica", "Área 2: Engenharia Elétrica e Sistemas de Potência": "Engenharia Elétrica",
      "Área 3: Geologia e Recursos Hídricos": "Geologia", "Área 4: Direito Regulatório": "Direito Regulatório",
      "Área 1: Administração e Gestão Pública": "Administração e Gestão Pública", "Área 2: Tecnologia da Informação": "Área 2: Tecnologia",
      "Área 3: Ciências Contábeis": "Ciências Contábeis"}
tot_all = [0] * 6
FLAT = []
for num, cargo, areas in V:
    for (area, ac, pcd, pp, ind, qu) in areas:
        FLAT.append((len(FLAT) + 1, cargo, area, ac, pcd, pp, ind, qu))
for n, cargo, area, ac, pcd, pp, ind, qu in FLAT:
        t = ac + pcd + pp + ind + qu
        z = lambda v: str(v) if v else "–"
        label = "Cargo %d: %s" % (n, cargo) + (" – " + area if area else "")
        rows.append([label, str(ac), z(pcd), z(pp), z(ind), z(qu), str(t)])
        for k, v in enumerate([ac, pcd, pp, ind, qu, t]):
            tot_all[k] += v
        nh = SH.get(area) or {"Técnico em Regulação de Energias Renováveis": "Técnico em Regulação", "Técnico Administrativo": "Técnico Administrativo"}[cargo]
        entries.append({"name_has": nh, "vacancies": t, "negros_stated": pp + ind + qu})
rows.append({"cls": "tot", "cells": ["Total", *[str(v) for v in tot_all]]})
print("total", tot_all)
vac = {"caption": "ANEXO I – DISTRIBUIÇÃO DAS VAGAS",
       "head": [[C("Cargo/área", rs=2), C("Ampla concorrência", rs=2), C("Pessoas com deficiência", rs=2),
                 C("Reserva – Lei nº 15.142/2025", cs=3), C("Total", rs=2)],
                ["Pretos e pardos", "Indígenas", "Quilombolas"]],
       "rows": rows, "cls": "t vag"}
limite = {"caption": "ANEXO II – QUANTIDADE MÁXIMA DE CANDIDATOS APROVADOS (Anexo II do Decreto nº 9.739, de 28 de março de 2019)",
          "head": [["Quantidade de vagas previstas no edital por cargo ou emprego", "Número máximo de candidatos aprovados"]],
          "rows": [[str(a), str(b)] for a, b in [(1, 5), (2, 9), (3, 14), (4, 18), (5, 22), (6, 25), (7, 29), (8, 32), (9, 35), (10, 38), (11, 40), (12, 42), (13, 45), (14, 47), (15, 48), (16, 50), (17, 52), (18, 53), (19, 55), (20, 56)]]
                  + [["21 a 30", "duas vezes o número de vagas"], ["acima de 30", "uma vez e meia o número de vagas"]],
          "cls": "t lim"}
provas = {"caption": "QUADRO DE PROVAS", "head": [["Prova/tipo", "Área de conhecimento", "Número de itens", "Caráter"]],
          "rows": [[C("(P1) Objetiva", rs=2), "Conhecimentos Gerais", "50", C("Eliminatório e classificatório", rs=3)], ["Conhecimentos Específicos", "70"],
                   ["(P2) Discursiva", "Estudo de caso / questões", "2", ], ["(P3) Avaliação de títulos", "–", "–", "Classificatório"]], "cls": "t"}
remun = {"caption": "QUADRO DE REMUNERAÇÃO INICIAL (Lei nº 10.871/2004 e Lei nº 14.673/2023)",
         "head": [["Cargo", "Vencimento básico (R$)", "Gratificação de Desempenho de Atividade de Regulação – GDAR (R$)", "Remuneração total (R$)"]],
         "rows": [["Cargos 1 a 4 – Especialista em Regulação", "11.084,35", "5.611,20", "16.695,55"], ["Cargos 5 a 7 – Analista Administrativo", "10.215,77", "5.170,82", "15.386,59"],
                  ["Cargo 8 – Técnico em Regulação", "4.977,12", "2.930,45", "7.907,57"], ["Cargo 9 – Técnico Administrativo", "4.521,06", "2.662,10", "7.183,16"]], "cls": "t"}

cfg["crono"] = [["Período de solicitação de inscrição", "16/3/2026 a 6/4/2026"], ["Período de solicitação de isenção", "16/3/2026 a 20/3/2026"],
                ["Consulta aos locais de provas", "15/5/2026"], ["Aplicação das provas objetivas e discursivas", "24/5/2026"],
                ["Divulgação do gabarito oficial preliminar", "26/5/2026"], ["Resultado final nas provas objetivas e provisório na prova discursiva", "19/6/2026"],
                ["Procedimento de heteroidentificação e verificação (indígenas e quilombolas)", "4/7/2026 e 5/7/2026"],
                ["Perícia médica dos candidatos que se declararam com deficiência", "4/7/2026 e 5/7/2026"], ["Envio da documentação para avaliação de títulos", "6/7/2026 a 8/7/2026"],
                ["Resultado final no concurso", "14/8/2026"]]

blocks = [("raw", '<div class="cab">SERVIÇO PÚBLICO FEDERAL<br>AGÊNCIA NACIONAL DE ENERGIAS RENOVÁVEIS</div>'),
          ("title", "CONCURSO PÚBLICO PARA O PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE RESERVA NOS CARGOS DE ESPECIALISTA EM REGULAÇÃO, ANALISTA ADMINISTRATIVO, TÉCNICO EM REGULAÇÃO E TÉCNICO ADMINISTRATIVO\nEDITAL Nº 1 – ANER, DE 9 DE MARÇO DE 2026"),
          ("p", "A DIRETORA-PRESIDENTE DA AGÊNCIA NACIONAL DE ENERGIAS RENOVÁVEIS (ANER), no uso de suas atribuições legais, tendo em vista a autorização constante da Portaria MGI nº 2.217, de 14 de agosto de 2025, publicada no Diário Oficial da União de 15 de agosto de 2025, e em observância ao Decreto nº 9.739, de 28 de março de 2019, à Lei nº 15.142, de 3 de junho de 2025, e à Instrução Normativa MGI nº 23, de 17 de julho de 2025, torna pública a realização de concurso público para o provimento de vagas e a formação de cadastro de reserva nos cargos de Especialista em Regulação de Energias Renováveis, Analista Administrativo, Técnico em Regulação de Energias Renováveis e Técnico Administrativo, mediante as condições estabelecidas neste edital."),
          ("h", "1 DAS DISPOSIÇÕES PRELIMINARES")]
blocks += [("p", "1.1 O concurso público será regido por este edital, por seus anexos e eventuais retificações e será executado pelo Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe)."),
           ("p", "1.2 A seleção para os cargos de que trata este edital compreenderá as seguintes fases: a) provas objetivas, de caráter eliminatório e classificatório, de responsabilidade do Cebraspe; b) prova discursiva, de caráter eliminatório e classificatório; c) avaliação de títulos, de caráter classificatório, somente para os cargos de nível superior."),
           ("p", "1.3 As provas objetivas e a prova discursiva serão realizadas nas 27 capitais das unidades da Federação."),
           ("p", "1.4 Os candidatos nomeados estarão subordinados à Lei nº 8.112, de 11 de dezembro de 1990, e às leis específicas das carreiras de que trata a Lei nº 10.871, de 20 de maio de 2004."),
           ("h", "2 DOS CARGOS")]
reqs = {1: ("diploma, devidamente registrado, de conclusão de curso de graduação de nível superior em qualquer área de formação, fornecido por instituição de ensino superior reconhecida pelo Ministério da Educação (MEC).", "R$ 16.695,55"),
        2: ("diploma de conclusão de curso de graduação de nível superior em qualquer área de formação; para o Cargo 7, graduação em Ciências Contábeis e registro no Conselho Regional de Contabilidade.", "R$ 15.386,59"),
        3: ("certificado, devidamente registrado, de conclusão de curso de nível médio, expedido por instituição de ensino reconhecida pelo órgão competente.", "R$ 7.907,57"),
        4: ("certificado de conclusão de curso de nível médio.", "R$ 7.183,16")}
REQ = {"Especialista em Regulação de Energias Renováveis": 1, "Analista Administrativo": 2, "Técnico em Regulação de Energias Renováveis": 3, "Técnico Administrativo": 4}
for n, cargo, area, *_r in FLAT:
    blocks.append(("p", "2.1.%d CARGO %d: %s%s" % (n, n, cargo.upper(), (" – " + area.upper()) if area else "")))
    r = reqs[REQ[cargo]]
    blocks.append(("pi", "REQUISITO: %s" % r[0]))
    blocks.append(("pi", "REMUNERAÇÃO INICIAL: %s." % r[1]))
    blocks.append(("pi", "VAGAS: conforme o Anexo I deste edital."))
blocks += [("p", "2.2 JORNADA DE TRABALHO: 40 horas semanais."), ("p", "2.3 LOTAÇÃO: Brasília/DF e escritórios regionais de Recife/PE, Salvador/BA, Belo Horizonte/MG e Porto Alegre/RS, a critério da Administração."),
           ("table", remun)]
blocks += [("h", "3 DOS REQUISITOS BÁSICOS PARA A INVESTIDURA NO CARGO"),
           ("p", "3.1 Ser aprovado no concurso público. 3.2 Ter a nacionalidade brasileira ou portuguesa e, no caso de nacionalidade portuguesa, estar amparado pelo estatuto de igualdade entre brasileiros e portugueses. 3.3 Estar em gozo dos direitos políticos. 3.4 Estar quite com as obrigações militares, em caso de candidato do sexo masculino. 3.5 Estar quite com as obrigações eleitorais. 3.6 Possuir os requisitos exigidos para o exercício do cargo. 3.7 Ter idade mínima de dezoito anos completos na data da posse. 3.8 Ter aptidão física e mental para o exercício das atribuições do cargo.")]
blocks += ch_pcd(4, dict(cfg, pcd_pct="5%", pcd_min="5 (cinco)"))
blocks += [("h", "5 DAS VAGAS RESERVADAS ÀS PESSOAS PRETAS E PARDAS, INDÍGENAS E QUILOMBOLAS"),
           ("p", "5.1 Das vagas destinadas a cada cargo/área e das que vierem a ser criadas durante o prazo de validade do concurso, 30% serão providas na forma da Lei nº 15.142/2025, distribuídas da seguinte forma: 25% para pessoas pretas e pardas, 3% para pessoas indígenas e 2% para pessoas quilombolas."),
           ("p", "5.1.1 A reserva de vagas será aplicada sempre que o número de vagas oferecidas for igual ou superior a 2 (dois)."),
           ("p", "5.1.2 Na hipótese de quantitativo fracionado para o número de vagas reservadas, este será aumentado para o primeiro número inteiro subsequente, em caso de fração igual ou maior que 0,5, ou diminuído para o número inteiro imediatamente inferior, em caso de fração menor que 0,5."),
           ("p", "5.1.3 Na hipótese de não haver candidatos aprovados em número suficiente para ocupar as vagas reservadas a determinado grupo, as vagas remanescentes serão revertidas para os demais grupos beneficiários da reserva, na seguinte ordem: pessoas pretas e pardas, pessoas indígenas e pessoas quilombolas, e somente depois para a ampla concorrência."),
           ("p", "5.2 A autodeclaração das pessoas pretas e pardas será confirmada por procedimento de heteroidentificação; a condição de pessoa indígena será verificada por comissão de confirmação complementar à autodeclaração, mediante documento emitido por liderança indígena, e a condição de pessoa quilombola, mediante declaração da comunidade quilombola assinada por três lideranças reconhecidas."),
           ("p", "5.3 O candidato que se autodeclarar pertencente a mais de um dos grupos beneficiários deverá optar, no ato da inscrição, por concorrer a apenas uma das modalidades de reserva."),
           ("p", "5.4 Será eliminado do concurso o candidato cuja autodeclaração não for confirmada em procedimento de heteroidentificação ou de verificação, ainda que tenha obtido nota suficiente para aprovação na ampla concorrência, desde que constatada má-fé.")]
cfg_ins = dict(cfg, taxas=[["Cargos de nível superior (cargos 1 a 7)", "R$ 130,00"], ["Cargos de nível médio (cargos 8 e 9)", "R$ 85,00"]])
blocks += ch_inscricao(6, cfg_ins) + ch_isencao(7, dict(cfg, isen_extra="Não haverá isenção por doação de sangue, por ausência de previsão legal em âmbito federal."))
blocks += [("h", "8 DAS FASES DO CONCURSO"), ("table", provas),
           ("p", "8.1 As provas objetivas serão constituídas de itens para julgamento, agrupados por comandos que deverão ser respeitados. O julgamento de cada item será CERTO ou ERRADO, de acordo com o(s) comando(s) a que se refere o item."),
           ("p", "8.2 A nota em cada item das provas objetivas será igual a: 1,00 ponto, caso a resposta do candidato esteja em concordância com o gabarito oficial definitivo; 1,00 ponto negativo, caso a resposta esteja em discordância; 0,00, caso não haja marcação ou haja marcação dupla."),
           ("p", "8.3 Será reprovado nas provas objetivas e eliminado do concurso o candidato que obtiver nota inferior a 12,00 pontos na prova de Conhecimentos Gerais, nota inferior a 21,00 pontos na prova de Conhecimentos Específicos ou nota inferior a 42,00 pontos no conjunto das provas objetivas."),
           ("p", "8.4 A prova discursiva valerá 30,00 pontos e consistirá de 2 (duas) questões, de até 30 linhas cada, acerca dos objetos de avaliação de Conhecimentos Específicos. Será corrigida a prova discursiva dos candidatos aprovados nas provas objetivas e classificados até 3 vezes o número de vagas, respeitados os empates na última posição.")]
blocks += ch_titulos(9, cfg)
blocks += [("h", "10 DO LIMITE DE APROVADOS"),
           ("p", "10.1 Em cumprimento ao art. 39 do Decreto nº 9.739/2019, os candidatos não classificados no número máximo de aprovados de que trata o Anexo II deste edital, ainda que tenham atingido nota mínima, estarão automaticamente reprovados no concurso público."),
           ("p", "10.2 Os candidatos com deficiência e os candidatos beneficiários da Lei nº 15.142/2025 aprovados não serão computados para efeito do limite de que trata o subitem 10.1.")]
blocks += ch_classificacao(11, dict(cfg, nota_final="o somatório das notas obtidas nas provas objetivas, na prova discursiva e na avaliação de títulos", desempate=("P2 (discursiva)", "Conhecimentos Específicos")))
blocks += ch_recursos(12, cfg)
blocks += ch_nomeacao(13, dict(cfg, ordem="A nomeação dos candidatos aprovados observará os critérios de alternância e proporcionalidade da Lei nº 15.142/2025, na forma do art. 11 da Instrução Normativa MGI nº 23/2025, sendo a 3ª, a 7ª, a 11ª e a 15ª vagas destinadas às pessoas pretas e pardas, a 20ª à pessoa indígena e a 30ª à pessoa quilombola."))
blocks += ch_finais(14, cfg)
blocks += [("raw", '<div class="land">'), ("table", vac),
           ("p", "Notas: (1) Os quantitativos de cada grupo resultam da aplicação dos percentuais do subitem 5.1 sobre o total de vagas de cada cargo/área, com arredondamento na forma do subitem 5.1.2. (2) Não há reserva de vagas para pessoas com deficiência nos Cargos 4 e 7 em razão do quantitativo ofertado. (3) Além das vagas imediatas, será formado cadastro de reserva no limite do Anexo II."),
           ("raw", "</div>"), ("table", limite)]
blocks += ch_cronograma("ANEXO III – CRONOGRAMA PREVISTO", cfg)
blocks += [("h", "ANEXO IV – OBJETOS DE AVALIAÇÃO (CONTEÚDOS PROGRAMÁTICOS)"), ("p", "CONHECIMENTOS GERAIS (para todos os cargos)")]
blocks += ch_conteudo("", ["Língua Portuguesa", "Raciocínio Lógico", "Direito Administrativo", "Legislação"])[1:]
blocks += [("p", "CONHECIMENTOS ESPECÍFICOS – CARGO 1: Teoria da regulação econômica; falhas de mercado; regulação por incentivos (price cap, revenue cap, yardstick competition); revisão e reajuste tarifários; custo de capital (WACC); análise de impacto regulatório (Decreto nº 10.411/2020); Lei nº 13.848/2019 (Lei Geral das Agências Reguladoras)."),
           ("p", "CONHECIMENTOS ESPECÍFICOS – CARGO 2: Circuitos elétricos; máquinas elétricas; sistemas de potência: fluxo de carga, curto-circuito, estabilidade; geração distribuída (Lei nº 14.300/2022); fontes eólica e solar fotovoltaica; qualidade de energia (PRODIST, Módulo 8); proteção de sistemas elétricos."),
           ("p", "CONHECIMENTOS ESPECÍFICOS – CARGO 3: Hidrologia; gestão de recursos hídricos (Lei nº 9.433/1997); outorga; geologia de barragens; avaliação de impacto ambiental; geoprocessamento."),
           ("p", "CONHECIMENTOS ESPECÍFICOS – CARGO 4: Direito constitucional econômico (arts. 170 a 181 da Constituição Federal); agências reguladoras; processo administrativo sancionador; contratos de concessão (Lei nº 8.987/1995)."),
           ("h", "ANEXO V – MODELO DE DECLARAÇÃO DE PERTENCIMENTO ÉTNICO (INDÍGENA)"),
           ("p", "Nós, lideranças da comunidade indígena ______________________, localizada no município de ______________, UF ___, declaramos que ______________________________________, CPF nº ____.____.____-___, é membro desta comunidade. Nome e assinatura das lideranças: 1) ______________________ 2) ______________________ 3) ______________________")]
blocks += autodeclaracao("ANEXO VI – AUTODECLARAÇÃO", "Agência Nacional de Energias Renováveis", "Cargo/área")

css = """
@page { size: A4; margin: 22mm 18mm 20mm 18mm;
  @top-center { content: "EDITAL Nº 1 – ANER, DE 9 DE MARÇO DE 2026"; font-size: 7.5pt; font-family: 'DejaVu Sans'; }
  @bottom-right { content: "Página " counter(page) " de " counter(pages); font-size: 7.5pt; font-family: 'DejaVu Sans'; }
  @bottom-left { content: "Cebraspe – ANER_26"; font-size: 7pt; font-family: 'DejaVu Sans'; } }
@page paisagem { size: A4 landscape; }
.land { page: paisagem; }
body{font-family:'DejaVu Serif',serif;font-size:9.5pt;line-height:1.3;}
.cab{text-align:center;font-weight:bold;font-size:10pt}
h1.title{font-size:10.5pt;text-align:center;white-space:pre-line} h2{font-size:9.5pt;margin:10px 0 3px 0}
p{margin:2px 0 3px 0;text-align:justify} p.i{margin-left:1.5em} p.c{text-align:center;white-space:pre-line;margin-top:14px}
table.t{border-collapse:collapse;width:100%;margin:6px 0;font-size:8.5pt} table.t td,table.t th{border:0.6pt solid #000;padding:2px 4px}
table.t th{background:#e6e6e6} caption{font-weight:bold;padding:4px;caption-side:top}
table.vag{font-size:10pt} table.vag td{text-align:center} table.vag td:first-child{text-align:left}
tr.tot td{font-weight:bold} table.lim{width:70%;margin-left:15%} table.lim td{text-align:center}
thead{display:table-header-group} tr{break-inside:avoid} .pb{break-after:page}
"""
write(SRC + "/" + NAME + ".html", html_doc(blocks, css, "Edital 1 ANER"))
run(["weasyprint", SRC + "/" + NAME + ".html", OUT + "/" + NAME + ".pdf"])
finish(NAME, entries, {"body": "Agência Nacional de Energias Renováveis (ANER)", "board": "Cebraspe", "producer": "WeasyPrint"})
