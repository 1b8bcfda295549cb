# Municipal Diário Oficial issue (3 CSS columns, printed by headless Chromium) carrying other acts
# before and after a Guarda Civil Municipal edital; the vacancy table spans the page width.
# Traps: extratos with CNPJ/values, nomeação portarias with numbers, TAF index tables by sex and age,
# curso de formação (2x vagas) table, CR numeric column, pay table, cronograma.
import sys, os, subprocess; sys.path.insert(0, '.')
from common import *
from html import escape as E

c = dict(board="Instituto Brasileiro de Seleção Municipal (IBSM)", board_addr="Rua Visconde de Inhaúma, nº 134, sala 1.902, Centro, Rio de Janeiro/RJ, CEP 20091-007",
         site="www.ibsm.org.br/concursos", body_short="Prefeitura", cidade="São Sebastião do Paraíba/RJ", ano="2026",
         vagas_txt="38 (trinta e oito) vagas", anexo_vagas="Quadro I deste edital",
         etapas="prova objetiva; teste de aptidão física (TAF); avaliação psicológica; investigação social; exame médico; e curso de formação",
         pcd_pct="5% (cinco por cento)", pcd_local=", e da Lei Municipal nº 1.987, de 4 de maio de 2012",
         negros_mode='mun', negros_text="Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas oferecidas, na forma da Lei Municipal nº 2.611, de 30 de agosto de 2019.",
         insc_ini="16/03/2026", insc_fim="15/04/2026", isen_per="16 a 20/03/2026", data_prova="24/05/2026",
         fone="(21) 3942-1180", edital_no="nº 001/2026", do="Diário Oficial do Município", minimo="50% (cinquenta por cento)")
d = Doc(33)
d.title("EDITAL DE CONCURSO PÚBLICO Nº 001/2026 – GUARDA CIVIL MUNICIPAL E AGENTE DE FISCALIZAÇÃO DE TRÂNSITO")
d.para("O SECRETÁRIO MUNICIPAL DE ADMINISTRAÇÃO E GESTÃO DE PESSOAS, no uso de suas atribuições legais, tendo em vista a autorização do Prefeito contida no Processo Administrativo nº 14.522/2025, e considerando o disposto na Lei Federal nº 13.022, de 8 de agosto de 2014 (Estatuto Geral das Guardas Municipais), na Lei Municipal nº 2.204, de 12 de dezembro de 2016, e na Lei Complementar Municipal nº 96, de 20 de junho de 2018, torna pública a realização de concurso público para provimento de cargos efetivos da Guarda Civil Municipal e de Agente de Fiscalização de Trânsito, que se regerá pelas normas a seguir.")
disposicoes_preliminares(d, c)
d.chapter("Dos cargos e das vagas")
d.item("Os cargos, as vagas, o cadastro de reserva e a distribuição das vagas por modalidade de concorrência são os constantes do Quadro I:")
d.table([["Cargo", "Sexo", "Vagas ampla concorrência", "Vagas PcD", "Vagas negros", "Total de vagas", "Cadastro de reserva"]],
        [["Guarda Civil Municipal de 3ª Classe", "Masculino", "18", "1", "5", "24", "48"],
         ["", "Feminino", "6", "0", "2", "8", "16"],
         ["Agente de Fiscalização de Trânsito", "Ambos", "5", "0", "1", "6", "12"],
         ["TOTAL", "", "29", "1", "8", "38", "76"]],
        [0.26, 0.1, 0.14, 0.1, 0.1, 0.1, 0.14], caption="QUADRO I – DISTRIBUIÇÃO DE VAGAS", span=True, bold_rows=(3,), rowspan0=(0, 2))
d.item("A remuneração inicial e os requisitos dos cargos são os seguintes:")
d.table([["Cargo", "Vencimento (R$)", "Gratificação de risco (R$)", "Jornada"]],
        [["Guarda Civil Municipal de 3ª Classe", "3.148,72", "944,62", "Escala 12x36"], ["Agente de Fiscalização de Trânsito", "2.906,50", "581,30", "40h semanais"]],
        [0.4, 0.2, 0.2, 0.2], caption="QUADRO II – REMUNERAÇÃO")
d.item("São requisitos para a investidura no cargo de Guarda Civil Municipal: ensino médio completo; idade mínima de 18 (dezoito) anos; Carteira Nacional de Habilitação, no mínimo, categoria \"B\"; altura mínima de 1,65 m para homens e 1,60 m para mulheres; e aptidão no exame de saúde e na avaliação psicológica, nos termos do art. 10 da Lei nº 13.022/2014.")
reserva_pcd(d, c)
reserva_negros(d, c)
inscricoes(d, c, [["Guarda Civil Municipal de 3ª Classe", "R$ 80,00"], ["Agente de Fiscalização de Trânsito", "R$ 80,00"]], ("Cargo", "Taxa"))
provas_obj(d, c, [["Disciplina", "Nº de questões", "Pontos por questão", "Total"]],
           [["Língua Portuguesa", "15", "2", "30"], ["Matemática", "10", "2", "20"], ["Noções de Direito", "15", "2", "30"], ["Legislação Municipal", "10", "2", "20"], ["Total", "50", "–", "100"]],
           [0.4, 0.2, 0.2, 0.2], caption="QUADRO III – PROVA OBJETIVA", bold_rows=(4,))
d.chapter("Do teste de aptidão física")
d.item("Serão convocados para o teste de aptidão física (TAF), de caráter eliminatório, os candidatos aprovados na prova objetiva e classificados até 3 (três) vezes o número de vagas de cada cargo e sexo, respeitados os empates na última posição.")
d.item("O TAF consistirá nos testes a seguir, com os índices mínimos por sexo e faixa etária:")
d.table([["Teste", "Sexo", "18 a 25 anos", "26 a 30 anos", "31 a 35 anos", "36 anos ou mais"]],
        [["Flexão de braço (repetições)", "Masc.", "25", "22", "20", "16"], ["", "Fem.", "14", "12", "10", "8"],
         ["Abdominal remador em 1 min (repetições)", "Masc.", "35", "32", "29", "26"], ["", "Fem.", "30", "27", "24", "21"],
         ["Corrida de 12 minutos (metros)", "Masc.", "2.400", "2.300", "2.200", "2.000"], ["", "Fem.", "2.000", "1.900", "1.800", "1.600"],
         ["Barra fixa (repetições / segundos)", "Masc.", "5", "4", "3", "3"], ["", "Fem.", "15 s", "12 s", "10 s", "8 s"]],
        [0.3, 0.1, 0.15, 0.15, 0.15, 0.15], caption="QUADRO IV – ÍNDICES MÍNIMOS DO TAF", span=True)
d.item("O candidato terá apenas uma tentativa em cada teste, exceto na barra fixa, em que poderá realizar até 2 (duas) tentativas, com intervalo mínimo de 5 (cinco) minutos.")
d.chapter("Da avaliação psicológica, da investigação social e do exame médico")
d.item("A avaliação psicológica, de caráter eliminatório, verificará se o candidato possui características de personalidade, capacidades cognitivas e habilidades específicas compatíveis com o porte de arma de fogo e com o exercício do cargo, na forma da Resolução CFP nº 2, de 21 de janeiro de 2016.")
d.item("A investigação social, de caráter eliminatório, será realizada durante todo o concurso, podendo o candidato ser eliminado a qualquer tempo se verificada conduta incompatível com o cargo.")
exame_medico(d, c)
d.chapter("Do curso de formação")
d.item("Serão convocados para a matrícula no curso de formação os candidatos aprovados nas etapas anteriores, até o limite abaixo, por cargo e sexo:")
d.table([["Cargo / sexo", "Vagas", "Convocados para o curso de formação"]],
        [["GCM – Masculino", "24", "até 48"], ["GCM – Feminino", "8", "até 16"], ["Agente de Trânsito", "6", "até 12"]],
        [0.5, 0.2, 0.3], caption="QUADRO V – CONVOCAÇÃO PARA O CURSO DE FORMAÇÃO")
d.item("O curso de formação terá carga horária mínima de 476 (quatrocentas e setenta e seis) horas-aula, conforme a Matriz Curricular Nacional para Guardas Municipais, e o candidato matriculado fará jus a bolsa correspondente a 50% (cinquenta por cento) do vencimento inicial do cargo.")
classificacao(d, c)
recursos(d, c)
d.chapter("Do cronograma")
d.table([["Evento", "Data"]], [["Inscrições", "16/03 a 15/04/2026"], ["Prova objetiva", "24/05/2026"], ["TAF", "27 e 28/06/2026"], ["Avaliação psicológica", "19/07/2026"], ["Curso de formação (início)", "05/10/2026"]],
        [0.6, 0.4], align=['L', 'C'])
nomeacao(d, c)
disposicoes_finais(d, c)
d.chapter("Das atribuições e do conteúdo programático")
d.item("GUARDA CIVIL MUNICIPAL DE 3ª CLASSE: exercer a proteção sistêmica da população que utiliza os bens, serviços e instalações municipais; prevenir e inibir, pela presença e vigilância, infrações penais ou administrativas e atos infracionais que atentem contra os bens, serviços e instalações municipais; colaborar, de forma integrada com os órgãos de segurança pública, em ações conjuntas que contribuam com a paz social; atuar na proteção do patrimônio ecológico, histórico, cultural, arquitetônico e ambiental do Município; exercer as competências de trânsito que lhes forem conferidas, nas vias e logradouros municipais, nos termos da Lei nº 9.503/1997 (Código de Trânsito Brasileiro).")
d.item("AGENTE DE FISCALIZAÇÃO DE TRÂNSITO: fiscalizar o cumprimento da legislação de trânsito no âmbito da circunscrição do Município; lavrar autos de infração; operar o trânsito em eventos e situações de emergência; orientar pedestres e condutores; executar a fiscalização do transporte coletivo, do transporte escolar e do serviço de táxi.")
for t in conteudo(['port', 'rlm', 'leg_mun']) + ["NOÇÕES DE DIREITO: 1 Direito Constitucional: direitos e garantias fundamentais (art. 5º da Constituição Federal); segurança pública (art. 144). 2 Direito Penal: crimes contra a pessoa, contra o patrimônio e contra a administração pública. 3 Direito Processual Penal: prisão em flagrante; inquérito policial. 4 Lei nº 13.022/2014 (Estatuto Geral das Guardas Municipais). 5 Lei nº 13.869/2019 (abuso de autoridade). 6 Lei nº 10.826/2003 (Estatuto do Desarmamento). 7 Lei nº 8.069/1990 (ECA): arts. 1º a 6º, 98 a 109. 8 Lei nº 11.340/2006 (Lei Maria da Penha).", "LEGISLAÇÃO DE TRÂNSITO (somente Agente de Fiscalização de Trânsito): Lei nº 9.503/1997 e Resoluções do CONTRAN nº 789/2020, 798/2020 e 918/2022; Manual Brasileiro de Fiscalização de Trânsito; sinalização viária."]:
    d.item(t)
d.sig(["São Sebastião do Paraíba, 9 de março de 2026.", "RODRIGO ALVES TEIXEIRA DA CUNHA", "Secretário Municipal de Administração e Gestão de Pessoas"])

def tab_html(t):
    h = ['<table class="%s">' % ('wide' if t.get('span') else 'col')]
    if t.get('caption'): h.append('<caption>%s</caption>' % E(t['caption']))
    for hr in t['header']:
        h.append('<tr>' + ''.join('<th>%s</th>' % E(x) for x in hr) + '</tr>')
    rs = t.get('rowspan0')
    for i, r in enumerate(t['rows']):
        cells = []
        for j, v in enumerate(r):
            if rs and j == 0 and i == rs[0]:
                cells.append('<td rowspan="%d">%s</td>' % (rs[1], E(v))); continue
            if rs and j == 0 and rs[0] < i < rs[0] + rs[1]: continue
            cls = ' class="n"' if j > 0 else ''
            cells.append('<td%s>%s</td>' % (cls, E(v).replace('\n', '<br>')))
        h.append('<tr%s>' % (' class="b"' if i in t.get('bold_rows', ()) else '') + ''.join(cells) + '</tr>')
    h.append('</table>')
    return '\n'.join(h)

def body_html(doc):
    out = []
    for b in doc.blocks:
        k = b[0]
        if k == 'title': out.append('<h3 class="act">%s</h3>' % E(b[1]))
        elif k == 'h': out.append('<h4>%s</h4>' % E(b[1]))
        elif k in ('p', 'li'): out.append('<p%s>%s</p>' % (' class="li"' if k == 'li' else '', E(b[1])))
        elif k == 'table': out.append(tab_html(b[1]))
        elif k == 'sig': out.append('<p class="sig">' + '<br>'.join(E(x) for x in b[1]) + '</p>')
    return '\n'.join(out)

before = """
<h2 class="sec">PODER EXECUTIVO</h2>
<h3 class="act">DECRETO Nº 7.412, DE 6 DE MARÇO DE 2026</h3>
<p class="em">Abre crédito adicional suplementar no orçamento vigente e dá outras providências.</p>
<p>O PREFEITO DO MUNICÍPIO DE SÃO SEBASTIÃO DO PARAÍBA, no uso de suas atribuições legais e com fundamento no art. 7º da Lei Municipal nº 2.988, de 18 de dezembro de 2025 (Lei Orçamentária Anual), DECRETA:</p>
<p>Art. 1º Fica aberto crédito adicional suplementar no valor de R$ 1.284.600,00 (um milhão, duzentos e oitenta e quatro mil e seiscentos reais), para reforço das dotações 02.08.10.301.0012.2.041 – 3.3.90.39 (R$ 842.000,00) e 02.11.12.361.0020.2.063 – 3.1.90.11 (R$ 442.600,00).</p>
<p>Art. 2º Os recursos necessários decorrerão da anulação parcial da dotação 02.15.99.999.9999.9.999 – 9.9.99.99 (Reserva de Contingência).</p>
<p>Art. 3º Este Decreto entra em vigor na data de sua publicação.</p>
<p class="sig">JOÃO BATISTA MEIRELES NETO<br>Prefeito</p>
<h3 class="act">PORTARIA Nº 1.208/2026</h3>
<p>O PREFEITO, no uso de suas atribuições, RESOLVE: NOMEAR, em caráter efetivo, em virtude de habilitação no Concurso Público nº 002/2023, os candidatos abaixo, para o cargo de Professor II – Anos Iniciais, matrícula e classificação: ANA PAULA RIBEIRO SODRÉ (12ª), mat. 30.441; CLÁUDIO HENRIQUE VIANA (13ª), mat. 30.442; FERNANDA LOPES DE MIRANDA (14ª), mat. 30.443; e, para o cargo de Técnico de Enfermagem, MARCELO AUGUSTO PIRES (7ª), mat. 30.444.</p>
<h3 class="act">PORTARIA Nº 1.209/2026</h3>
<p>EXONERAR, a pedido, a partir de 2 de março de 2026, LUCIANA MARTINS FERRAZ, matrícula nº 21.873, do cargo de Agente Administrativo, Nível 04, Referência C.</p>
<h2 class="sec">SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E GESTÃO DE PESSOAS</h2>
<h3 class="act">EXTRATO DO CONTRATO Nº 037/2026</h3>
<p>PARTES: Município de São Sebastião do Paraíba e Instituto Brasileiro de Seleção Municipal – IBSM, CNPJ nº 18.402.331/0001-75. OBJETO: prestação de serviços técnicos especializados para planejamento, organização e realização de concurso público para os cargos de Guarda Civil Municipal e Agente de Fiscalização de Trânsito. VALOR: R$ 0,00 (sem ônus; remuneração pelas taxas de inscrição). PRAZO: 12 (doze) meses. FUNDAMENTO: art. 75, inciso XV, da Lei nº 14.133/2021. PROCESSO: 14.522/2025. DATA: 20/02/2026.</p>
<h3 class="act">EXTRATO DO 2º TERMO ADITIVO AO CONTRATO Nº 112/2024</h3>
<p>CONTRATADA: Auto Posto Serrano Ltda., CNPJ nº 05.118.907/0001-30. OBJETO: prorrogação do fornecimento de combustível para a frota da Guarda Civil Municipal por mais 12 (doze) meses, no valor estimado de R$ 386.420,00 (18.500 litros de gasolina comum e 42.000 litros de óleo diesel S-10). DATA: 27/02/2026.</p>
"""
after = """
<h2 class="sec">SECRETARIA MUNICIPAL DE OBRAS</h2>
<h3 class="act">AVISO DE LICITAÇÃO – PREGÃO ELETRÔNICO Nº 019/2026</h3>
<p>OBJETO: registro de preços para aquisição de 24 (vinte e quatro) rádios transceptores portáteis e 6 (seis) motocicletas de 300 cc para a Guarda Civil Municipal. Valor estimado: R$ 512.880,00. Abertura: 25/03/2026, às 10h, no portal www.comprasssp.rj.gov.br. Edital disponível no mesmo endereço. Informações: (21) 3942-1125.</p>
<h3 class="act">RESULTADO DE JULGAMENTO – TOMADA DE PREÇOS Nº 004/2026</h3>
<p>Vencedora: Construtora Vale do Paraíba Ltda., CNPJ nº 22.719.604/0001-12, com o valor global de R$ 1.947.315,88, para a reforma da Base Operacional 3 da Guarda Civil Municipal (Rua Marechal Hermes, nº 40, Vila Santa Cecília). Prazo de execução: 8 (oito) meses.</p>
<h2 class="sec">PODER LEGISLATIVO</h2>
<h2 class="sec">SECRETARIA MUNICIPAL DE SAÚDE</h2>
<h3 class="act">PORTARIA SMS Nº 214/2026</h3>
<p>A SECRETÁRIA MUNICIPAL DE SAÚDE, no uso de suas atribuições, RESOLVE: Art. 1º Designar os servidores Renata Coelho Amaral, matrícula 18.902, Gilberto Nunes Prado, matrícula 20.117, e Simone Cardoso Lemos, matrícula 24.650, para comporem a Comissão de Avaliação do Processo Seletivo Simplificado nº 03/2026, destinado à contratação temporária de 12 (doze) Técnicos de Enfermagem, 4 (quatro) Enfermeiros e 2 (dois) Médicos Plantonistas para a Unidade de Pronto Atendimento do bairro Parque Alvorada. Art. 2º Esta Portaria entra em vigor na data de sua publicação.</p>
<h3 class="act">EXTRATO DE ATA DE REGISTRO DE PREÇOS Nº 051/2026</h3>
<p>PREGÃO ELETRÔNICO Nº 088/2025. OBJETO: aquisição de medicamentos da farmácia básica. FORNECEDORES E VALORES: Dismed Distribuidora de Medicamentos Ltda., CNPJ nº 09.334.210/0001-48, lotes 1, 4 e 9, valor total R$ 238.117,40; Farmacêutica Fluminense Comércio Ltda., CNPJ nº 31.207.955/0001-03, lotes 2, 3, 5 a 8, valor total R$ 411.906,12. VIGÊNCIA: 12 meses a contar de 02/03/2026.</p>
<h2 class="sec">SECRETARIA MUNICIPAL DE FAZENDA</h2>
<h3 class="act">EDITAL DE NOTIFICAÇÃO Nº 006/2026 – IPTU</h3>
<p>Ficam notificados os contribuintes abaixo relacionados do lançamento do Imposto Predial e Territorial Urbano relativo ao exercício de 2026, cujas notificações retornaram por endereço insuficiente: inscrição 01.02.034.0118.001 – R$ 1.248,30; inscrição 01.04.112.0090.002 – R$ 986,14; inscrição 02.01.007.0331.001 – R$ 3.417,92; inscrição 03.08.021.0045.001 – R$ 612,40; inscrição 04.03.019.0202.003 – R$ 2.090,55. O prazo para impugnação é de 30 (trinta) dias contados desta publicação.</p>
<h3 class="act">CÂMARA MUNICIPAL – ATO DA MESA Nº 011/2026</h3>
<p>Designa os vereadores Paulo Sérgio Amaral, Carla Regina Fontes e Wilson Dias Peixoto para compor a Comissão Especial de acompanhamento da implantação do videomonitoramento municipal, com prazo de 90 (noventa) dias.</p>
"""
css = """
@page { size: A4; margin: 24mm 12mm 16mm 12mm;
  @top-left { content: "DIÁRIO OFICIAL DO MUNICÍPIO DE SÃO SEBASTIÃO DO PARAÍBA – ESTADO DO RIO DE JANEIRO"; font: bold 7.5pt 'Liberation Sans'; }
  @top-right { content: "Ano XIV – Nº 2.847 – Terça-feira, 10 de março de 2026 – Página " counter(page); font: 7.5pt 'Liberation Sans'; }
  @bottom-center { content: "Documento assinado digitalmente conforme MP nº 2.200-2/2001 – Código de verificação 7F3A-91C2-0DE4 – www.ssparaiba.rj.gov.br/diario"; font: 6.5pt 'Liberation Sans'; } }
body { font: 8pt/1.22 'Liberation Serif'; }
.mast { text-align:center; border-bottom: 2px solid #000; margin-bottom: 4px; }
.mast h1 { font: bold 20pt 'Liberation Sans'; margin: 0; letter-spacing: 1px; }
.mast p { margin: 0; font: 7.5pt 'Liberation Sans'; }
.cols { column-count: 3; column-gap: 5mm; column-rule: 0.5px solid #777; text-align: justify; }
h2.sec { font: bold 8.5pt 'Liberation Sans'; background:#ddd; padding:1px 2px; margin:4px 0 2px; break-after: avoid; }
h3.act { font: bold 8pt 'Liberation Sans'; margin: 5px 0 2px; text-align:center; break-after: avoid; }
h4 { font: bold 7.8pt 'Liberation Sans'; margin: 4px 0 1px; break-after: avoid; }
p { margin: 0 0 2px; } p.li { margin-left: 8px; } p.em { font-style: italic; margin-left: 30%; }
p.sig { text-align:center; font-weight:bold; margin:4px 0; }
table { border-collapse: collapse; font: 7pt 'Liberation Sans'; margin: 3px 0 5px; width: 100%; break-inside: avoid; }
table.wide { column-span: all; font-size: 8pt; }
caption { font-weight: bold; text-align: left; padding: 2px 0; }
th, td { border: 0.6px solid #000; padding: 1px 2px; } th { background: #e4e4e4; } td.n { text-align:center; }
tr.b td { font-weight: bold; }
"""
html = f"""<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>DOM 2847</title><style>{css}</style></head><body>
<div class="mast"><h1>DIÁRIO OFICIAL</h1><p>MUNICÍPIO DE SÃO SEBASTIÃO DO PARAÍBA – Lei Municipal nº 2.140/2015 – Edição nº 2.847 – 10 de março de 2026</p></div>
<div class="cols">{before}
<h2 class="sec">SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E GESTÃO DE PESSOAS – CONCURSOS</h2>
{body_html(d)}
{after}</div></body></html>"""
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), 't03_dom_guarda_chromium_3col.html')
open(src, 'w').write(html)
subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', '--user-data-dir=/tmp/w1chrome',
                '--print-to-pdf=' + os.path.abspath(sys.argv[1]), 'file://' + src], check=True, capture_output=True)
