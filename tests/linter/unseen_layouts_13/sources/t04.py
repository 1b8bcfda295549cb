# t04: Diário Oficial do Município de Nova Esperança de Minas (MG) with a Fundep-style edital, WeasyPrint 2 columns
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t04_fundep_dom_novaesperanca_weasyprint_2colunas_licitacao"
cfg = dict(site="www.gestaodeconcursos.com.br", insc_periodo="9h do dia 1º de setembro de 2025 e 16h do dia 1º de outubro de 2025",
           venc="2 de outubro de 2025", isen_periodo="1º a 5 de setembro de 2025", isen_res="19 de setembro de 2025",
           banca="Fundação de Desenvolvimento da Pesquisa – Fundep", orgao_curto="Município", data_prova="16 de novembro de 2025",
           cidades="Nova Esperança de Minas/MG", pcd_pct="10% (dez por cento)", pcd_max="20%", pcd_min="5 (cinco)",
           neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 2.664, de 9 de março de 2023", veiculo="Diário Oficial do Município – DOM",
           ordem="A convocação dos candidatos com deficiência ocorrerá na 5ª, na 15ª e na 25ª vagas e a dos candidatos negros na 3ª, na 8ª, na 13ª e na 18ª vagas, e assim sucessivamente, para cada cargo.",
           local_data="Nova Esperança de Minas, 14 de agosto de 2025.",
           assinaturas=["WALDIR ANTUNES PIMENTA\nPrefeito Municipal"], desempate=("Conhecimentos Específicos", "Língua Portuguesa"),
           nota_final="a nota obtida na prova objetiva, acrescida, para o cargo de Professor, da nota da prova de títulos")
cfg["taxas"] = [["Ensino Fundamental (cargo 02)", "R$ 60,00"], ["Ensino Médio/Técnico (cargos 01, 03 e 11)", "R$ 80,00"], ["Ensino Superior (cargos 04 a 10)", "R$ 110,00"]]
cfg["provas_tabs"] = [{"caption": "Quadro de Provas Objetivas", "head": [["Cargos", "Conteúdo", "Nº de questões", "Pontos"]],
                       "rows": [[C("01, 02, 03 e 11", rs=3), "Língua Portuguesa", "10", "20"], ["Noções de Saúde Pública / Educação", "10", "20"], ["Conhecimentos Específicos", "20", "60"],
                                [C("04 a 10", rs=3), "Língua Portuguesa", "10", "20"], ["Legislação do SUS / da Educação", "10", "20"], ["Conhecimentos Específicos", "20", "60"]],
                       "cls": "t"}]
cfg["titulos"] = [["A", "Doutorado em Educação", "2,0", "2,0"], ["B", "Mestrado em Educação", "1,5", "1,5"], ["C", "Especialização em Educação (360 h)", "1,0", "2,0"]]
cfg["tit_max"] = "5,0"
cfg["tit_conv"] = " para o cargo 10 – Professor de Educação Básica (PEB I)"
cfg["crono"] = [["Inscrições", "01/09 a 01/10/2025"], ["Isenção", "01/09 a 05/09/2025"], ["Prova objetiva", "16/11/2025"], ["Títulos (cargo 10)", "24/11 a 26/11/2025"], ["Resultado final", "29/01/2026"]]

V = [("01", "Agente Comunitário de Saúde", 9, 6, 1, 2, "Ensino Médio", "1.518,00", "40h"),
     ("02", "Auxiliar de Saúde Bucal", 2, 2, 0, 0, "Ensino Fundamental + curso de ASB", "1.645,31", "40h"),
     ("03", "Técnico de Enfermagem", 7, 5, 1, 1, "Ensino Médio Técnico + COREN", "2.012,77", "40h"),
     ("04", "Enfermeiro", 5, 3, 1, 1, "Enfermagem + COREN", "4.873,40", "40h"),
     ("05", "Farmacêutico", 1, 1, 0, 0, "Farmácia + CRF", "4.873,40", "30h"),
     ("06", "Fisioterapeuta", "CR", "CR", 0, 0, "Fisioterapia + CREFITO", "3.410,55", "30h"),
     ("07", "Médico de Saúde da Família", 6, 4, 1, 1, "Medicina + CRM", "14.236,20", "40h"),
     ("08", "Odontólogo", 3, 2, 0, 1, "Odontologia + CRO", "6.102,90", "40h"),
     ("09", "Nutricionista", 1, 1, 0, 0, "Nutrição + CRN", "3.410,55", "30h"),
     ("10", "Professor de Educação Básica – PEB I", 18, 12, 2, 4, "Normal Superior ou Pedagogia", "2.764,44", "24h"),
     ("11", "Monitor de Creche", 10, 7, 1, 2, "Ensino Médio", "1.702,18", "40h")]
rows, entries, tot = [], [], 0
SH = {"Professor de Educação Básica – PEB I": "PEB I", "Médico de Saúde da Família": "Médico de Saúde"}
for cod, nm, t, ac, p, n, esc, venc, ch in V:
    z = lambda v: "%02d" % v if v else "-"
    rows.append([cod, nm, esc, ("%02d" % t) if t != "CR" else "CR", ("%02d" % ac) if ac != "CR" else "CR", z(p), z(n), venc, ch])
    if t != "CR":
        assert ac + p + n == t, nm
        tot += t
        entries.append({"name_has": SH.get(nm, nm), "vacancies": t, "negros_stated": n})
sums = [sum(v[k] for v in V if v[2] != "CR") for k in (3, 4, 5)]
rows.append({"cls": "tot", "cells": [C("TOTAL DE VAGAS", cs=3), str(tot)] + ["%02d" % x for x in sums] + ["", ""]})
print("sums", sums)
assert tot == 62, tot
vac = {"caption": "ANEXO I – QUADRO DE CARGOS, VAGAS, ESCOLARIDADE, VENCIMENTO E JORNADA",
       "head": [[C("Cód.", rs=2), C("Cargo", rs=2), C("Escolaridade / pré-requisitos", rs=2), C("Vagas", cs=4), C("Vencimento inicial (R$)", rs=2), C("Jornada semanal", rs=2)],
                ["Total", "AC", "PcD", "Negros"]], "rows": rows, "cls": "t vag wide"}

lic = {"head": [["Lote", "Item", "Descrição", "Qtd.", "Valor unit. estimado (R$)"]],
       "rows": [["01", "1", "Dipirona 500 mg comprimido", "30.000", "0,09"], ["01", "2", "Amoxicilina 500 mg cápsula", "12.000", "0,31"],
                ["02", "3", "Seringa descartável 5 ml", "8.000", "0,27"], ["02", "4", "Luva de procedimento (caixa c/ 100)", "600", "24,90"]], "cls": "t"}
nomeados = {"head": [["Classif.", "Nome", "Cargo", "Matrícula"]],
            "rows": [["1º", "Ana Cláudia Ferreira Lustosa", "Auxiliar Administrativo", "20.417"], ["2º", "Renato Bicalho Queiroga", "Auxiliar Administrativo", "20.418"],
                     ["3º", "Márcia Helena Tupinambá", "Auxiliar Administrativo", "20.419"], ["1º", "Jefferson Luís Calado", "Operário", "20.420"]], "cls": "t"}

blocks = [("raw", '<div class="mast"><div class="mt">DIÁRIO OFICIAL DO MUNICÍPIO</div><div>NOVA ESPERANÇA DE MINAS – MG</div><div class="ms">Lei Municipal nº 2.208/2017 – Ano IX – Nº 1.732 – Sexta-feira, 15 de agosto de 2025 – 6 páginas</div></div>'),
          ("raw", '<div class="cols">'),
          ("h", "PODER EXECUTIVO"), ("h3", "DECRETO Nº 4.118, DE 13 DE AGOSTO DE 2025"),
          ("p", "Nomeia candidatos aprovados no Concurso Público nº 02/2022 e dá outras providências. O PREFEITO MUNICIPAL DE NOVA ESPERANÇA DE MINAS, no uso das atribuições que lhe confere o art. 71, inciso VI, da Lei Orgânica do Município, DECRETA: Art. 1º Ficam nomeados, para provimento efetivo, os candidatos abaixo relacionados, aprovados no Concurso Público nº 02/2022, homologado pelo Decreto nº 3.780, de 2 de dezembro de 2022:"),
          ("table", nomeados),
          ("p", "Art. 2º Os nomeados terão o prazo de 30 (trinta) dias para a posse. Art. 3º Este Decreto entra em vigor na data de sua publicação. Nova Esperança de Minas, 13 de agosto de 2025. WALDIR ANTUNES PIMENTA – Prefeito Municipal."),
          ("h3", "PORTARIA Nº 612, DE 12 DE AGOSTO DE 2025"),
          ("p", "Designa a Comissão Especial de Acompanhamento do Concurso Público nº 01/2025. Art. 1º Ficam designados os servidores Célia Regina Moura (matrícula 11.205), Paulo Henrique Dornelas (matrícula 14.882) e Viviane Salles Barbosa (matrícula 17.031), sob a presidência da primeira, para compor a Comissão. Art. 2º Esta Portaria entra em vigor na data de sua publicação."),
          ("h3", "EXTRATO DO CONTRATO Nº 118/2025"),
          ("p", "Contratante: Município de Nova Esperança de Minas. Contratada: Fundação de Desenvolvimento da Pesquisa – Fundep, CNPJ 18.720.938/0001-41. Objeto: organização e realização de concurso público para provimento de 62 vagas e cadastro de reserva em cargos efetivos. Fundamento: art. 75, inciso XV, da Lei nº 14.133/2021. Valor global: R$ 318.400,00. Vigência: 12 (doze) meses. Dotação: 02.03.01.04.122.0002.2.011 – 3.3.90.39.00. Data: 30/07/2025."),
          ("h3", "AVISO DE LICITAÇÃO – PREGÃO ELETRÔNICO Nº 47/2025"),
          ("p", "Processo nº 211/2025. Objeto: registro de preços para aquisição de medicamentos e insumos para a rede municipal de saúde, conforme quadro abaixo. Abertura: 29/08/2025, às 9h, na plataforma Licitar Digital. Edital disponível em www.novaesperanca.mg.gov.br."),
          ("table", lic),
          ("h3", "LEI COMPLEMENTAR Nº 77, DE 4 DE AGOSTO DE 2025"),
          ("p", "Altera o Anexo II da Lei Complementar nº 61, de 22 de setembro de 2014, que dispõe sobre o Plano de Cargos e Carreiras dos servidores do Município, e dá outras providências. A CÂMARA MUNICIPAL DE NOVA ESPERANÇA DE MINAS aprovou e eu, Prefeito Municipal, sanciono a seguinte Lei Complementar: Art. 1º O quantitativo de cargos de provimento efetivo constante do Anexo II da Lei Complementar nº 61/2014 passa a ser o seguinte, para os cargos abaixo:"),
          ("table", {"head": [["Cargo", "Quantitativo anterior", "Cargos criados", "Quantitativo total"]],
                     "rows": [["Agente Comunitário de Saúde", "42", "6", "48"], ["Técnico de Enfermagem", "31", "4", "35"], ["Enfermeiro", "18", "3", "21"],
                              ["Médico de Saúde da Família", "14", "4", "18"], ["Professor de Educação Básica – PEB I", "126", "12", "138"], ["Monitor de Creche", "40", "8", "48"]], "cls": "t"}),
          ("p", "Art. 2º As despesas decorrentes desta Lei Complementar correrão à conta das dotações orçamentárias próprias, observados os limites da Lei Complementar nº 101, de 4 de maio de 2000. Art. 3º Esta Lei Complementar entra em vigor na data de sua publicação. Nova Esperança de Minas, 4 de agosto de 2025. WALDIR ANTUNES PIMENTA – Prefeito Municipal."),
          ("h3", "DECRETO Nº 4.115, DE 8 DE AGOSTO DE 2025"),
          ("p", "Regulamenta o procedimento de heteroidentificação complementar à autodeclaração dos candidatos negros em concursos públicos municipais. Art. 1º O procedimento de heteroidentificação previsto na Lei Municipal nº 2.664/2023 será realizado por comissão de 5 (cinco) membros, titulares e suplentes, designados pelo Secretário Municipal de Administração. Art. 2º A comissão considerará exclusivamente os aspectos fenotípicos do candidato, aferidos obrigatoriamente na presença do candidato. Art. 3º O procedimento será filmado e a gravação utilizada na análise de eventuais recursos. Art. 4º Das decisões da comissão caberá recurso no prazo de 2 (dois) dias úteis a comissão recursal composta por 3 (três) membros distintos. Art. 5º Este Decreto entra em vigor na data de sua publicação."),
          ("h", "SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO"),
          ("title", "CONCURSO PÚBLICO Nº 01/2025 – EDITAL DE ABERTURA"),
          ("p", "O Prefeito Municipal de Nova Esperança de Minas, Estado de Minas Gerais, no uso de suas atribuições legais e nos termos do art. 37 da Constituição da República, da Lei Complementar Municipal nº 45/2011 (Estatuto dos Servidores) e da Lei Complementar Municipal nº 61/2014 (Plano de Cargos e Carreiras), torna pública a abertura de inscrições para o Concurso Público nº 01/2025, de provas e de provas e títulos, para provimento de cargos efetivos, sob a execução técnico-administrativa da Fundação de Desenvolvimento da Pesquisa – Fundep."),
          ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
blocks += items("1", ["O Concurso Público destina-se ao provimento de 62 (sessenta e duas) vagas nos cargos constantes do Anexo I deste Edital, além das que vierem a vagar durante o prazo de validade.",
                      "Os cargos, vagas, escolaridade, vencimento e jornada estão no Anexo I, publicado ao final deste Edital.",
                      "O Concurso será realizado em duas etapas: 1ª etapa – prova objetiva, de caráter eliminatório e classificatório, para todos os cargos; 2ª etapa – prova de títulos, de caráter classificatório, somente para o cargo 10."])
blocks += ch_pcd(2, cfg) + ch_negros_12990(3, cfg) + ch_inscricao(4, cfg) + ch_isencao(5, cfg) + ch_provas(6, cfg) + ch_titulos(7, cfg)
blocks += ch_classificacao(8, cfg) + ch_recursos(9, cfg) + ch_nomeacao(10, cfg) + ch_finais(11, cfg)
blocks += [("raw", "</div>"), ("table", vac), ("raw", '<div class="cols">')]
blocks += ch_cronograma("ANEXO II – CRONOGRAMA", cfg)
blocks += ch_conteudo("ANEXO III – CONTEÚDOS PROGRAMÁTICOS", ["Língua Portuguesa", "Saúde Pública", "Legislação"])
ATR = [("Agente Comunitário de Saúde", "cadastrar e acompanhar as famílias da microárea por meio de visitas domiciliares; orientar sobre a utilização dos serviços de saúde; desenvolver ações de promoção da saúde e prevenção de doenças e agravos; registrar as atividades no sistema e-SUS APS."),
       ("Auxiliar de Saúde Bucal", "organizar e executar atividades de higiene bucal; processar filme radiográfico; preparar o paciente para o atendimento; instrumentalizar o cirurgião-dentista; realizar limpeza, assepsia, desinfecção e esterilização do instrumental."),
       ("Técnico de Enfermagem", "executar ações assistenciais de enfermagem, sob supervisão do enfermeiro; administrar medicamentos e vacinas; realizar curativos e coleta de material para exames; participar das ações de vigilância em saúde."),
       ("Enfermeiro", "realizar consulta de enfermagem, procedimentos, atividades em grupo e, conforme protocolos, solicitar exames complementares e prescrever medicações; planejar, gerenciar e avaliar as ações desenvolvidas pelos técnicos e ACS."),
       ("Farmacêutico", "responsabilizar-se tecnicamente pela farmácia básica municipal; dispensar medicamentos; controlar estoque e medicamentos sujeitos a controle especial (Portaria SVS/MS nº 344/1998)."),
       ("Médico de Saúde da Família", "realizar atenção à saúde dos indivíduos sob sua responsabilidade; consultas clínicas, pequenos procedimentos cirúrgicos e atividades em grupo; encaminhar usuários a outros pontos de atenção, respeitando fluxos locais."),
       ("Odontólogo", "realizar diagnóstico, procedimentos clínicos e cirúrgicos de atenção básica em saúde bucal; coordenar e participar de ações coletivas de promoção da saúde bucal."),
       ("Professor de Educação Básica – PEB I", "ministrar aulas na Educação Infantil e nos anos iniciais do Ensino Fundamental; elaborar planejamento e avaliações; participar de reuniões pedagógicas e do conselho de classe."),
       ("Monitor de Creche", "cuidar da higiene, alimentação, repouso e segurança das crianças nos Centros Municipais de Educação Infantil; auxiliar o professor nas atividades pedagógicas.")]
blocks += [("h", "ANEXO IV – ATRIBUIÇÕES SUMÁRIAS DOS CARGOS")] + [("p", "%s: %s" % (a.upper(), b[0].upper() + b[1:])) for a, b in ATR]
blocks += autodeclaracao("ANEXO V – AUTODECLARAÇÃO", "Município de Nova Esperança de Minas")
blocks += [("h", "PODER LEGISLATIVO"), ("h3", "CÂMARA MUNICIPAL – RESOLUÇÃO Nº 14, DE 11 DE AGOSTO DE 2025"),
           ("p", "Fixa o número de vagas de estágio remunerado na Câmara Municipal para o exercício de 2026. Art. 1º Ficam fixadas 6 (seis) vagas de estágio de nível superior e 4 (quatro) vagas de nível médio, com bolsa de R$ 900,00 e R$ 650,00, respectivamente. Art. 2º Esta Resolução entra em vigor na data de sua publicação. Ver. SÉRGIO LACERDA FONTES – Presidente."),
           ("raw", "</div>")]

css = """
@page { size: A4; margin: 20mm 12mm 16mm 12mm;
  @top-left { content: "DOM – Nova Esperança de Minas"; font: 7pt 'DejaVu Sans'; }
  @top-right { content: "Ano IX – Nº 1.732 – 15/08/2025 – Pág. " counter(page); font: 7pt 'DejaVu Sans'; }
  @bottom-center { content: "Documento assinado digitalmente conforme MP nº 2.200-2/2001 – ICP-Brasil. Autenticidade em www.novaesperanca.mg.gov.br/dom"; font: 6pt 'DejaVu Sans'; } }
@page :first { @top-left { content: none } @top-right { content: none } }
body{font-family:'Liberation Serif',serif;font-size:9.5pt;line-height:1.25;}
.mast{text-align:center;border-top:3px double #000;border-bottom:3px double #000;margin-bottom:6px;padding:4px}
.mt{font-size:20pt;font-weight:bold;font-family:'Liberation Sans'} .ms{font-size:7.5pt}
.cols{column-count:2;column-gap:6mm;column-rule:0.5pt solid #888}
h1.title{font-size:9pt;text-align:center} h2{font-size:9pt;margin:6px 0 2px 0;background:#000;color:#fff;padding:1px 3px;font-family:'Liberation Sans'}
h3{font-size:8.5pt;margin:6px 0 2px 0}
p{margin:1px 0 2px 0;text-align:justify} p.c{text-align:center;white-space:pre-line;margin-top:8px}
table.t{border-collapse:collapse;width:100%;margin:4px 0;font-size:7pt} table.t td,table.t th{border:0.5pt solid #000;padding:1px 2px}
table.t th{background:#ddd} caption{font-weight:bold;padding:3px}
table.wide{font-size:8pt;margin-top:8px} table.vag td:nth-child(n+4){text-align:center} tr.tot td{font-weight:bold}
thead{display:table-header-group} tr{break-inside:avoid}
"""
write(SRC + "/" + NAME + ".html", html_doc(blocks, css, "DOM 1732"))
run(["weasyprint", SRC + "/" + NAME + ".html", OUT + "/" + NAME + ".pdf"])
finish(NAME, entries, {"body": "Prefeitura Municipal de Nova Esperança de Minas/MG (DOM)", "board": "Fundep", "producer": "WeasyPrint"})
