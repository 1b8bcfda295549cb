# t01: Prefeitura de Vargem Alegre do Sul (SP), Instituto Mais style, printed by wkhtmltopdf
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t01_institutomais_pm_vargemalegre_wkhtmltopdf_rowspan_niveis"

cfg = dict(site="www.institutomais.org.br", insc_periodo="10 de março de 2025 a 8 de abril de 2025",
           venc="9 de abril de 2025", isen_periodo="10 a 14 de março de 2025", isen_res="21 de março de 2025",
           banca="Instituto Mais de Gestão e Desenvolvimento Social", orgao_curto="Município",
           data_prova="11 de maio de 2025", cidades="Vargem Alegre do Sul/SP e, se necessário, municípios vizinhos",
           duracao="3 (três) horas", pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)",
           neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 3.417, de 22 de novembro de 2021",
           veiculo="Diário Oficial Eletrônico do Município", validade="2 (dois) anos",
           ordem="A convocação dos candidatos negros observará a 3ª, a 8ª, a 13ª e a 18ª vagas de cada cargo, e a dos candidatos com deficiência, a 5ª, a 25ª e a 45ª vagas.",
           local_data="Vargem Alegre do Sul, 27 de fevereiro de 2025.",
           assinaturas=["ROSÂNGELA MARTINS DE ALCÂNTARA\nPrefeita Municipal", "EDUARDO FIORAVANTE BRESSAN\nPresidente da Comissão Especial de Concurso Público"])
cfg["taxas"] = [["Nível Fundamental (cargos 101 a 104)", "R$ 48,00"], ["Nível Médio / Técnico (cargos 201 a 204)", "R$ 72,00"],
                ["Nível Superior (cargos 301 a 305)", "R$ 98,00"]]
cfg["provas_tabs"] = [
    {"caption": "QUADRO DE PROVAS – COMPOSIÇÃO POR CARGO",
     "head": [[C("Cargos", rs=2), C("Nº de questões por disciplina", cs=4), C("Total de questões", rs=2), C("Pontuação máxima", rs=2)],
              ["Língua Portuguesa", "Matemática", "Conhecimentos Gerais", "Conhecimentos Específicos"]],
     "rows": [["101 – Auxiliar de Serviços Gerais; 104 – Coveiro", "15", "15", "10", "–", "40", "100"],
              ["102 – Motorista; 103 – Operador de Máquinas Pesadas", "10", "10", "5", "15", "40", "100"],
              ["201 – Agente Administrativo; 204 – Fiscal de Tributos", "10", "10", "5", "15", "40", "100"],
              ["202 – Agente Comunitário de Saúde; 203 – Técnico em Enfermagem", "10", "5", "5", "20", "40", "100"],
              ["301 a 305 – Nível Superior", "10", "–", "10", "20", "40", "100"]], "cls": "t small"},
    {"caption": "PROVA PRÁTICA (cargos 102 e 103)",
     "head": [["Item avaliado", "Pontos", "Faltas graves (desconto)", "Mínimo para aprovação"]],
     "rows": [["Verificação do veículo/máquina (checklist)", "10", "5", "–"], ["Condução em percurso urbano / operação de manobras", "60", "20", "–"],
              ["Estacionamento e baliza / carregamento de caçamba", "30", "10", "–"], [C("Total", cls="b"), "100", "–", "50"]],
     "cls": "t small"}]
cfg["titulos"] = [["A", "Doutorado na área da Educação", "3,00", "3,00"], ["B", "Mestrado na área da Educação", "2,00", "2,00"],
                  ["C", "Pós-graduação lato sensu (mínimo 360 horas) na área da Educação", "0,50", "1,00"],
                  ["D", "Tempo de serviço no magistério público (por ano completo, máximo de 5 anos)", "0,20", "1,00"]]
cfg["tit_max"] = "7,00"
cfg["tit_conv"] = " para o cargo 303 – Professor de Educação Básica I, até o limite de 5 (cinco) vezes o número de vagas"
cfg["crono"] = [["Publicação do extrato do edital", "28/02/2025"], ["Período de inscrições", "10/03/2025 a 08/04/2025"],
                ["Pedidos de isenção", "10/03/2025 a 14/03/2025"], ["Resultado dos pedidos de isenção", "21/03/2025"],
                ["Homologação das inscrições", "23/04/2025"], ["Prova objetiva", "11/05/2025"], ["Gabarito preliminar", "12/05/2025"],
                ["Prova prática (cargos 102 e 103)", "01/06/2025"], ["Entrega de títulos (cargo 303)", "02/06/2025 a 04/06/2025"],
                ["Resultado final e homologação", "30/06/2025"]]

# vacancy table (Anexo I) -------------------------------------------------
# code, name, total, ac, pcd, negros, ch, venc, req
V = [
    ("NÍVEL FUNDAMENTAL", [
        ("101", "Auxiliar de Serviços Gerais", "12", "9", "1", "2", "40h", "1.712,40", "Ensino Fundamental incompleto (4ª série)"),
        ("102", "Motorista", "05", "3", "1", "1", "40h", "2.318,77", "Ensino Fundamental completo e CNH categoria \"D\""),
        ("103", "Operador de Máquinas Pesadas", "02", "02", "–", "–", "44h", "2.596,03", "Ensino Fundamental completo e CNH categoria \"C\""),
        ("104", "Coveiro", "CR", "CR", "–", "–", "40h", "1.712,40", "Alfabetizado"),
    ]),
    ("NÍVEL MÉDIO / TÉCNICO", [
        ("201", "Agente Administrativo", "08", "5", "1", "2", "40h", "2.684,15", "Ensino Médio completo"),
        ("202", "Agente Comunitário de Saúde – ESF Jardim Primavera", "03", "2", "–", "1", "40h", "3.036,00", "Ensino Médio completo e residência na área da microrregião desde a data de publicação do edital"),
        ("203", "Técnico em Enfermagem", "06", "4", "1", "1", "36h", "3.102,58", "Curso Técnico em Enfermagem e registro no COREN"),
        ("204", "Fiscal de Tributos", "01", "01", "–", "–", "40h", "3.250,90", "Ensino Médio completo"),
    ]),
    ("NÍVEL SUPERIOR", [
        ("301", "Enfermeiro da Estratégia Saúde da Família", "04", "3", "–", "1", "40h", "6.418,22", "Graduação em Enfermagem e registro no COREN"),
        ("302", "Médico Clínico Geral", "02", "02", "–", "–", "20h", "11.940,00", "Graduação em Medicina e registro no CRM"),
        ("303", "Professor de Educação Básica I", "15", "11", "1", "3", "30h", "4.867,90", "Licenciatura plena em Pedagogia"),
        ("304", "Psicólogo", "CR", "CR", "–", "–", "30h", "5.120,44", "Graduação em Psicologia e registro no CRP"),
        ("305", "Engenheiro Civil", "01", "01", "–", "–", "20h", "7.035,61", "Graduação em Engenharia Civil e registro no CREA"),
    ])]
SHORT = {"Auxiliar de Serviços Gerais": "Auxiliar", "Operador de Máquinas Pesadas": "Operador", "Agente Administrativo": "Administrativo",
         "Agente Comunitário de Saúde – ESF Jardim Primavera": "Comunitário", "Técnico em Enfermagem": "Técnico", "Fiscal de Tributos": "Fiscal",
         "Enfermeiro da Estratégia Saúde da Família": "Enfermeiro", "Médico Clínico Geral": "Médico", "Professor de Educação Básica I": "Professor",
         "Engenheiro Civil": "Engenheiro"}  # wkhtmltopdf text comes out with tabs between words: one-word parts
rows = []
entries = []
for nivel, lst in V:
    rows.append({"cls": "grp", "cells": [C(nivel, cs=9)]})
    for code, nm, tot, ac, pcd, neg, ch, venc, req in lst:
        rows.append([code, nm, tot, ac, pcd, neg, ch, venc, req])
        if tot != "CR":
            t = int(tot); n = 0 if neg == "–" else int(neg); p = 0 if pcd == "–" else int(pcd)
            a = t - n - p
            assert a == int(ac), (nm, a, ac)
            entries.append({"name_has": SHORT.get(nm, nm), "vacancies": t, "negros_stated": n})
vac_table = {"caption": "ANEXO I – QUADRO DE CARGOS, VAGAS, CARGA HORÁRIA, VENCIMENTOS E REQUISITOS",
             "head": [[C("Cód.", rs=2), C("Cargo", rs=2), C("Vagas", cs=4), C("Carga horária semanal", rs=2), C("Vencimento (R$)", rs=2), C("Requisitos mínimos", rs=2)],
                      ["Total", "Ampla Concorrência", "PcD*", "Negros**"]],
             "rows": rows, "cls": "t vag",
             "note": "* Reserva às pessoas com deficiência, nos termos do Capítulo 4.  ** Reserva aos candidatos negros, nos termos da Lei Municipal nº 3.417/2021 e do Capítulo 5.  CR = cadastro de reserva.  Os vencimentos referem-se a março de 2025."}

# pay table annex (trap)
pay = {"caption": "ANEXO IV – TABELA DE VENCIMENTOS DO PLANO DE CARGOS (Lei Complementar nº 214/2019)",
       "head": [["Referência", "Padrão A", "Padrão B", "Padrão C", "Padrão D", "Padrão E"]],
       "rows": [["1", "1.712,40", "1.763,77", "1.816,68", "1.871,18", "1.927,32"], ["3", "2.318,77", "2.388,33", "2.459,98", "2.533,78", "2.609,79"],
                ["4", "2.596,03", "2.673,91", "2.754,13", "2.836,75", "2.921,85"], ["5", "2.684,15", "2.764,67", "2.847,61", "2.933,04", "3.021,03"],
                ["7", "3.102,58", "3.195,66", "3.291,53", "3.390,27", "3.491,98"], ["12", "4.867,90", "5.013,94", "5.164,36", "5.319,29", "5.478,87"],
                ["15", "6.418,22", "6.610,77", "6.809,09", "7.013,36", "7.223,76"], ["20", "11.940,00", "12.298,20", "12.667,15", "13.047,16", "13.438,58"]],
       "cls": "t small"}

blocks = [("raw", '<div class="brasao">PREFEITURA MUNICIPAL DE VARGEM ALEGRE DO SUL<br>ESTADO DE SÃO PAULO<br><small>Praça Coronel Joaquim Pires, 120 – Centro – CEP 13.748-000 – Fone (19) 3654-1200</small></div>'),
          ("title", "EDITAL DE ABERTURA DE INSCRIÇÕES – CONCURSO PÚBLICO Nº 01/2025"),
          ("p", "A Prefeita do Município de Vargem Alegre do Sul, Estado de São Paulo, no uso de suas atribuições legais, com fundamento no art. 37, inciso II, da Constituição Federal, na Lei Orgânica do Município, na Lei Complementar Municipal nº 214, de 17 de dezembro de 2019 (Plano de Cargos, Carreiras e Vencimentos), e na Lei Municipal nº 3.417, de 22 de novembro de 2021, TORNA PÚBLICA a abertura de inscrições para o CONCURSO PÚBLICO Nº 01/2025, destinado ao provimento de cargos efetivos do quadro de pessoal, sob o regime estatutário, que será regido pelas instruções especiais que fazem parte integrante deste edital, organizado e executado pelo INSTITUTO MAIS DE GESTÃO E DESENVOLVIMENTO SOCIAL, inscrito no CNPJ sob o nº 04.715.893/0001-02."),
          ("h", "SUMÁRIO"),
          ("toc", [("1. Das disposições preliminares", 1), ("2. Dos cargos", 1), ("3. Dos requisitos para investidura", 2), ("4. Das vagas destinadas às pessoas com deficiência", 2),
                   ("5. Das vagas destinadas aos candidatos negros", 2), ("6. Das inscrições", 2), ("7. Da isenção da taxa de inscrição", 3), ("8. Das provas", 3),
                   ("9. Da avaliação de títulos", 4), ("10. Da classificação e dos critérios de desempate", 4), ("11. Dos recursos", 4), ("12. Da nomeação e da posse", 4),
                   ("13. Das disposições finais", 5), ("Anexo I – Quadro de cargos e vagas", 6), ("Anexo II – Atribuições dos cargos", 7), ("Anexo III – Conteúdo programático", 7),
                   ("Anexo IV – Tabela de vencimentos", 8), ("Anexo V – Cronograma", 8), ("Anexo VI – Formulários", 9)]),
          ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
blocks += items("1", [
    "O concurso público será regido por este edital e executado pelo Instituto Mais, sob a supervisão da Comissão Especial de Concurso Público nomeada pela Portaria nº 1.183, de 3 de fevereiro de 2025.",
    "O concurso destina-se ao provimento de 59 (cinquenta e nove) vagas imediatas e à formação de cadastro de reserva, conforme o Anexo I deste edital, para os cargos que vagarem ou forem criados durante o prazo de validade do certame.",
    "A descrição sumária das atribuições dos cargos consta do Anexo II; o conteúdo programático, do Anexo III; a tabela de vencimentos, do Anexo IV; e o cronograma previsto, do Anexo V.",
    "Os candidatos nomeados estarão subordinados ao Regime Jurídico Único dos Servidores Públicos do Município (Lei Complementar nº 96, de 4 de maio de 2006) e vinculados ao Regime Próprio de Previdência Social – VAPREV.",
    "Toda menção a horário neste edital terá como referência o horário oficial de Brasília/DF.",
])
blocks += [("h", "2. DOS CARGOS")]
blocks += items("2", [
    "Os cargos, o número de vagas, a carga horária semanal, o vencimento inicial e os requisitos exigidos são os estabelecidos no Anexo I deste edital.",
    "Além do vencimento, o servidor fará jus a auxílio-alimentação no valor de R$ 650,00 (seiscentos e cinquenta reais) mensais, nos termos da Lei Municipal nº 3.088/2017, e, quando for o caso, aos adicionais de insalubridade de 10%, 20% ou 40% sobre o menor vencimento do quadro.",
    "O candidato aprovado para o cargo 202 – Agente Comunitário de Saúde deverá residir na área da comunidade em que atuar desde a data da publicação deste edital, nos termos do art. 6º, inciso I, da Lei nº 11.350, de 5 de outubro de 2006.",
])
blocks += [("h", "3. DOS REQUISITOS PARA INVESTIDURA")]
blocks += items("3", [
    "São requisitos para a investidura no cargo: a) ter sido aprovado no concurso; b) ser brasileiro nato ou naturalizado, ou cidadão português amparado pelo Estatuto da Igualdade; c) gozar dos direitos políticos; d) estar quite com as obrigações eleitorais e militares; e) possuir o nível de escolaridade e os requisitos exigidos para o cargo; f) ter idade mínima de 18 (dezoito) anos completos na data da posse; g) ter aptidão física e mental para o exercício das atribuições do cargo.",
    "Não poderá tomar posse o candidato que, nos últimos 5 (cinco) anos, tenha sido demitido ou exonerado a bem do serviço público, em qualquer esfera de governo.",
])
blocks += ch_pcd(4, cfg) + ch_negros_12990(5, cfg) + ch_inscricao(6, cfg) + ch_isencao(7, cfg) + ch_provas(8, cfg) + ch_titulos(9, cfg)
blocks += ch_classificacao(10, cfg) + ch_recursos(11, cfg) + ch_nomeacao(12, cfg) + ch_finais(13, cfg)
blocks += [("pagebreak",), ("table", vac_table), ("pagebreak",), ("h", "ANEXO II – ATRIBUIÇÕES DOS CARGOS")]
atr = {"Auxiliar de Serviços Gerais": "executar serviços de limpeza e conservação de prédios públicos, copa, jardinagem e apoio às unidades escolares e de saúde.",
       "Motorista": "dirigir veículos leves e pesados da frota municipal, transporte escolar e de pacientes, zelando pela manutenção preventiva e pelo preenchimento do diário de bordo.",
       "Operador de Máquinas Pesadas": "operar motoniveladora, pá carregadeira, retroescavadeira e rolo compactador na manutenção das estradas vicinais.",
       "Coveiro": "abrir e fechar sepulturas, realizar exumações e zelar pela conservação do cemitério municipal.",
       "Agente Administrativo": "executar serviços de protocolo, arquivo, digitação, atendimento ao público, controle de materiais e apoio administrativo às secretarias.",
       "Agente Comunitário de Saúde": "realizar visitas domiciliares, cadastramento das famílias, ações de promoção da saúde e prevenção de doenças na microárea de atuação.",
       "Técnico em Enfermagem": "executar procedimentos de enfermagem de nível médio sob supervisão do enfermeiro, vacinação, curativos e coleta de exames.",
       "Fiscal de Tributos": "fiscalizar o cumprimento da legislação tributária municipal, lavrar autos de infração e realizar diligências.",
       "Enfermeiro": "planejar, coordenar e executar a assistência de enfermagem na Estratégia Saúde da Família, realizar consultas e supervisionar a equipe técnica.",
       "Médico Clínico Geral": "realizar consultas, diagnósticos e tratamentos clínicos, emitir laudos e atestados e participar de programas de saúde pública.",
       "Professor de Educação Básica I": "ministrar aulas na Educação Infantil e nos anos iniciais do Ensino Fundamental, elaborar planos de ensino e participar do HTPC.",
       "Psicólogo": "prestar atendimento psicológico individual e em grupo nos equipamentos da Saúde e da Assistência Social.",
       "Engenheiro Civil": "elaborar projetos, orçamentos e fiscalizar obras públicas, emitir ART e pareceres técnicos."}
for k, v in atr.items():
    blocks.append(("p", "%s: %s" % (k.upper(), v[0].upper() + v[1:])))
blocks += ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Matemática", "Noções de Informática", "Legislação", "Saúde Pública"])
blocks.append(("p", "CONHECIMENTOS GERAIS (todos os cargos): História, geografia, economia e aspectos culturais do Município de Vargem Alegre do Sul e do Estado de São Paulo. Atualidades veiculadas pela imprensa nos últimos 12 (doze) meses."))
blocks += [("pagebreak",), ("table", pay), ("p", "Reajuste anual conforme a Lei Municipal nº 3.512/2024. A progressão horizontal entre padrões ocorre a cada 3 (três) anos de efetivo exercício.")]
blocks += ch_cronograma("ANEXO V – CRONOGRAMA PREVISTO", cfg)
blocks += [("pagebreak",)] + requerimento("ANEXO VI – FORMULÁRIOS", "Instituto Mais") + autodeclaracao("", "Prefeitura Municipal de Vargem Alegre do Sul", "cargo")

css = """
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:13pt;line-height:1.25;}
.brasao{text-align:center;font-weight:bold;font-size:15pt;border-bottom:2px solid #000;padding-bottom:4px;margin-bottom:8px}
h1.title{font-size:15pt;text-align:center} h2{font-size:13.5pt;margin:10px 0 4px 0;background:#ddd;padding:2px}
p{margin:3px 0;text-align:justify} p.c{text-align:center;white-space:pre-line;margin-top:14px}
table.t{border-collapse:collapse;width:100%;margin:6px 0;font-size:11pt} table.t td,table.t th{border:1px solid #000;padding:2px 3px}
table.t th{background:#cfcfcf} table.small{font-size:11pt} caption{font-weight:bold;padding:4px}
table.vag{font-size:10pt} table.vag td:nth-child(n+3){text-align:center} table.vag td:nth-child(9){text-align:left;width:22%}
tr.grp td{background:#eee;font-weight:bold;text-align:left!important}
thead{display:table-header-group} tr{page-break-inside:avoid}
.pb{page-break-after:always} p.note{font-size:10pt}
table.toc{width:90%} table.toc td.r{text-align:right}
"""
write(SRC + "/" + NAME + ".html", html_doc(blocks, css, "Edital 01/2025"))
run(["wkhtmltopdf", "--quiet", "-s", "A4", "-T", "18mm", "-B", "16mm", "-L", "15mm", "-R", "15mm",
     "--header-left", "Prefeitura Municipal de Vargem Alegre do Sul/SP", "--header-right", "Concurso Público nº 01/2025", "--header-font-size", "7",
     "--footer-center", "Página [page] de [topage]", "--footer-font-size", "7", "--header-spacing", "3",
     SRC + "/" + NAME + ".html", OUT + "/" + NAME + ".pdf"])
finish(NAME, entries, {"body": "Prefeitura Municipal de Vargem Alegre do Sul/SP", "board": "Instituto Mais", "producer": "wkhtmltopdf"})
