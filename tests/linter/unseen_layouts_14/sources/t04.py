# t04: Diário Oficial do Estado do Maranhão (online edition), an edital of the DETRAN-MA (Fundação Sousândrade style),
# MA Lei 10.404/2015 (20%); the .txt is Chromium's document.body.innerText of the whole page (menus, breadcrumb, other
# acts of the day, footer): tables copy as tab-separated cells, rowspan cells only on their first row. No PDF.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t04_fsadu_detranma_doe_online_innertext_rowspan"
# cargo, especialidade, requisitos, vencimento, AC, PcD, N
V = [("Analista de Trânsito", "Engenharia de Tráfego", "Graduação em Engenharia Civil, de Transportes ou Arquitetura e Urbanismo<br>Registro no CREA ou CAU", "R$ 6.218,40", 3, 0, 1),
     ("Analista de Trânsito", "Direito", "Bacharelado em Direito", "R$ 6.218,40", 2, 0, 1),
     ("Analista de Trânsito", "Administração", "Bacharelado em Administração<br>Registro no CRA-MA", "R$ 6.218,40", 3, 1, 1),
     ("Analista de Trânsito", "Psicologia", "Bacharelado em Psicologia<br>Registro no CRP-22<br>Título de especialista em Psicologia do Trânsito", "R$ 6.218,40", 2, 0, 0),
     ("Assistente de Trânsito", "–", "Ensino médio completo", "R$ 3.104,77", 18, 2, 5),
     ("Examinador de Trânsito", "–", "Ensino médio completo<br>CNH categoria \"D\" há pelo menos 2 anos<br>Curso de examinador (Resolução Contran nº 789/2020)", "R$ 3.482,10", 7, 1, 2),
     ("Agente de Fiscalização de Trânsito", "–", "Ensino médio completo<br>CNH categoria \"B\"", "R$ 3.482,10", 11, 1, 3),
     ("Técnico em Informática", "–", "Curso técnico em Informática ou ensino médio com curso de 200 horas na área", "R$ 3.104,77", 2, 0, 1)]
NH = {"Engenharia de Tráfego": "Engenharia de Tráfego", "Direito": "Direito", "Administração": "Administração", "Psicologia": "Psicologia",
      "Assistente de Trânsito": "Assistente de Trânsito", "Examinador de Trânsito": "Examinador", "Agente de Fiscalização de Trânsito": "Agente de Fiscalização",
      "Técnico em Informática": "Técnico em Informática"}
entries = [{"name_has": NH[e if e != "–" else c], "vacancies": a + p + n, "negros_stated": n} for c, e, r, v, a, p, n in V]

rows = []
for i, (c, e, r, v, a, p, n) in enumerate(V):
    tds = ""
    if c == "Analista de Trânsito":
        if i == 0:
            tds += '<td rowspan="4">%s</td>' % c
        tds += "<td>%s</td>" % e
    else:
        tds += '<td colspan="2">%s</td>' % c
    tds += "<td>%s</td><td>%s</td><td>%02d</td><td>%02d</td><td>%02d</td><td><b>%02d</b></td>" % (r, v, a, p, n, a + p + n)
    rows.append("<tr>%s</tr>" % tds)
tot = [sum(x[4] for x in V), sum(x[5] for x in V), sum(x[6] for x in V)]
rows.append('<tr class="tot"><td colspan="4">TOTAL</td><td>%02d</td><td>%02d</td><td>%02d</td><td>%02d</td></tr>' % (tot[0], tot[1], tot[2], sum(tot)))
QUADRO = """<table class="q"><caption>ANEXO I – QUADRO DE VAGAS</caption>
<thead><tr><th rowspan="2">CARGO</th><th rowspan="2">ESPECIALIDADE</th><th rowspan="2">REQUISITOS</th><th rowspan="2">VENCIMENTO</th><th colspan="4">VAGAS</th></tr>
<tr><th>AC</th><th>PcD</th><th>Negros</th><th>Total</th></tr></thead><tbody>
%s</tbody></table>
<p class="nota">AC – ampla concorrência; PcD – pessoas com deficiência (Lei Estadual nº 11.441/2021); Negros – candidatos pretos e pardos (Lei Estadual nº 10.404/2015).</p>""" % "\n".join(rows)


def ol(items_, cls="n"):
    out = ['<ol class="%s">' % cls]
    for it in items_:
        if isinstance(it, tuple):
            out.append("<li>%s%s</li>" % (it[0], ol(it[1], "a")))
        else:
            out.append("<li>%s</li>" % it)
    out.append("</ol>")
    return "".join(out)


def sec(title, its):
    return "<h4>%s</h4>%s" % (title, ol(its))


cfgp = dict(pcd_pct="5% (cinco por cento)", pcd_extra=" e da Lei Estadual nº 11.441, de 14 de abril de 2021", neg_pct="20% (vinte por cento)",
            neg_lei="Lei Estadual nº 10.404, de 29 de dezembro de 2015")
pcd_items = [t for k, t in ch_pcd(3, cfgp)[1:]]
neg_items = [t for k, t in ch_negros_12990(4, cfgp)[1:]]
strip = lambda t: t.split(" ", 1)[1]

EDITAL = ("""<div class="materia" id="materia-48211">
<p class="orgao">DEPARTAMENTO ESTADUAL DE TRÂNSITO DO MARANHÃO – DETRAN/MA</p>
<h3>EDITAL Nº 01/2026 – CONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS EFETIVOS</h3>
<p>O DIRETOR-GERAL DO DEPARTAMENTO ESTADUAL DE TRÂNSITO DO MARANHÃO – DETRAN/MA, no uso das atribuições que lhe confere a Lei Estadual nº 7.356, de 29 de dezembro de 1998, e tendo em vista a autorização governamental constante do Processo nº 118.402/2025-SEGEP, torna pública a realização de concurso público para provimento de 67 (sessenta e sete) vagas em cargos efetivos do Quadro de Pessoal do DETRAN/MA, a ser executado pela Fundação Sousândrade de Apoio ao Desenvolvimento da UFMA – FSADU.</p>"""
           + sec("1. DAS DISPOSIÇÕES PRELIMINARES", ["O concurso será regido por este edital e executado pela FSADU, com sede em São Luís/MA.",
                                                  ("O concurso compreenderá as seguintes etapas:", ["prova objetiva, de caráter eliminatório e classificatório, para todos os cargos;",
                                                   "prova discursiva, de caráter eliminatório e classificatório, para o cargo de Analista de Trânsito;",
                                                   "teste de aptidão física (TAF), de caráter eliminatório, para o cargo de Agente de Fiscalização de Trânsito;",
                                                   "avaliação psicológica, de caráter eliminatório, para os cargos de Examinador de Trânsito e Agente de Fiscalização de Trânsito."]),
                                                  "Os cargos, as especialidades, os requisitos, o vencimento e o número de vagas constam do Anexo I deste edital.",
                                                  "A jornada de trabalho é de 40 (quarenta) horas semanais, em regime estatutário (Lei Estadual nº 6.107/1994)."])
           + QUADRO
           + sec("2. DAS INSCRIÇÕES", ["As inscrições serão realizadas exclusivamente pela internet, no endereço www.fsadu.org.br, das 10h do dia 23 de março de 2026 às 23h59 do dia 22 de abril de 2026.",
                                      ("O valor da taxa de inscrição é de:", ["R$ 130,00 (cento e trinta reais) para Analista de Trânsito;", "R$ 90,00 (noventa reais) para os demais cargos."]),
                                      "O boleto deverá ser pago até o dia 23 de abril de 2026.",
                                      ("Terão direito à isenção da taxa de inscrição, na forma da Lei Estadual nº 9.470/2011:", ["os inscritos no CadÚnico com renda familiar per capita de até meio salário-mínimo;", "os doadores de medula óssea;", "os doadores regulares de sangue, com no mínimo 3 (três) doações nos últimos 12 (doze) meses."])])
           + sec("3. DAS VAGAS DESTINADAS ÀS PESSOAS COM DEFICIÊNCIA", [strip(t) for t in pcd_items])
           + sec("4. DAS VAGAS RESERVADAS AOS CANDIDATOS NEGROS", [strip(t) for t in neg_items])
           + sec("5. DO TESTE DE APTIDÃO FÍSICA", ["O TAF será aplicado aos candidatos ao cargo de Agente de Fiscalização de Trânsito aprovados na prova objetiva e classificados até 3 (três) vezes o número de vagas, respeitados os empates e a reserva de vagas.",
                                                   "Os índices mínimos são os seguintes:"])
           + """<table class="q"><thead><tr><th rowspan="2">Teste</th><th colspan="2">Índice mínimo</th></tr><tr><th>Masculino</th><th>Feminino</th></tr></thead>
<tbody><tr><td>Corrida de 12 minutos</td><td>2.000 metros</td><td>1.600 metros</td></tr><tr><td>Flexão abdominal em 1 minuto</td><td>30 repetições</td><td>24 repetições</td></tr>
<tr><td>Flexão de braços</td><td>18 repetições</td><td>10 repetições (apoio de joelhos)</td></tr><tr><td>Corrida de 50 metros</td><td>9 segundos</td><td>11 segundos</td></tr></tbody></table>"""
           + sec("6. DAS PROVAS", ["A prova objetiva terá 60 (sessenta) questões de múltipla escolha, com 5 (cinco) alternativas cada, e será aplicada em 31 de maio de 2026, em São Luís, Imperatriz, Caxias e Bacabal.",
                                   "Será eliminado o candidato que obtiver menos de 50% (cinquenta por cento) dos pontos da prova objetiva ou nota zero em qualquer disciplina.",
                                   "A prova discursiva do cargo de Analista de Trânsito valerá 20 (vinte) pontos e será corrigida apenas para os candidatos classificados até a 10ª (décima) posição por especialidade, além dos empatados e observada a reserva."])
           + sec("7. DO CRONOGRAMA", [("Datas prováveis:", ["Inscrições: 23/03/2026 a 22/04/2026;", "Isenção: 23/03/2026 a 27/03/2026;", "Prova objetiva e discursiva: 31/05/2026;", "TAF e avaliação psicológica: 05/07/2026 a 12/07/2026;", "Heteroidentificação: 20/07/2026 a 24/07/2026;", "Resultado final: 28/08/2026."])])
           + sec("8. DAS DISPOSIÇÕES FINAIS", ["O prazo de validade do concurso será de 2 (dois) anos, prorrogável uma vez por igual período.",
                                              "Os casos omissos serão resolvidos pela Comissão do Concurso, em conjunto com a FSADU."])
           + """<p>São Luís/MA, 9 de março de 2026.</p><p class="c">RAIMUNDO NONATO CARVALHO FILHO<br>Diretor-Geral do DETRAN/MA</p></div>""")

OUTRAS = """<div class="materia"><p class="orgao">SECRETARIA DE ESTADO DA GESTÃO, PATRIMÔNIO E ASSISTÊNCIA DOS SERVIDORES – SEGEP</p>
<h3>PORTARIA Nº 311, DE 6 DE MARÇO DE 2026</h3><p>A SECRETÁRIA DE ESTADO DA GESTÃO, PATRIMÔNIO E ASSISTÊNCIA DOS SERVIDORES, no uso de suas atribuições, RESOLVE nomear, em caráter efetivo, os candidatos abaixo relacionados, aprovados no concurso público regido pelo Edital nº 02/2023 – SEGEP, para o cargo de Técnico da Receita Estadual:</p>
<table class="q"><thead><tr><th>Nome</th><th>Classificação</th><th>Lista</th></tr></thead><tbody>
<tr><td>ANA PAULA SANTOS RIBEIRO</td><td>41</td><td>Ampla concorrência</td></tr><tr><td>CARLOS EDUARDO MENDES FILHO</td><td>42</td><td>Ampla concorrência</td></tr>
<tr><td>JOSÉ RIBAMAR COSTA NETO</td><td>9</td><td>Negros</td></tr><tr><td>LUCIANA FERREIRA DO NASCIMENTO</td><td>3</td><td>PcD</td></tr></tbody></table></div>
<div class="materia"><p class="orgao">SECRETARIA DE ESTADO DA INFRAESTRUTURA – SINFRA</p><h3>EXTRATO DO CONTRATO Nº 57/2026-SINFRA</h3>
<p>PARTES: Estado do Maranhão, por intermédio da SINFRA, e a empresa Construtora Itapecuru Ltda. OBJETO: recuperação de 14,2 km da MA-014. VALOR: R$ 3.418.990,12. VIGÊNCIA: 240 (duzentos e quarenta) dias. PROCESSO: 22.190/2025.</p></div>"""

PAGE = """<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Diário Oficial do Estado do Maranhão – Edição nº 47 – Caderno Executivo</title>
<style>body{font-family:Arial,sans-serif;font-size:14px;margin:0;color:#222} header{background:#0b3d6e;color:#fff;padding:8px 20px}
nav ul{list-style:none;margin:0;padding:0;display:flex;gap:18px} nav a{color:#fff;text-decoration:none} .wrap{display:flex;gap:24px;padding:12px 20px}
main{flex:3} aside{flex:1;font-size:12px;background:#f3f3f3;padding:8px} .bc{font-size:12px;color:#666;padding:6px 20px}
.materia{border-top:2px solid #0b3d6e;margin:14px 0;padding-top:6px} .orgao{font-weight:bold;text-transform:uppercase} h3{font-size:15px}
table.q{border-collapse:collapse;margin:8px 0;font-size:12px} table.q td,table.q th{border:1px solid #888;padding:3px 6px} table.q th{background:#dde6f0}
tr.tot td{font-weight:bold} ol.a{list-style-type:lower-alpha} .nota{font-size:12px} footer{background:#222;color:#ccc;font-size:12px;padding:12px 20px} .c{text-align:center}</style></head>
<body><header><div class="logo">GOVERNO DO ESTADO DO MARANHÃO · Diário Oficial</div>
<nav><ul><li><a href="#">Início</a></li><li><a href="#">Edições anteriores</a></li><li><a href="#">Pesquisa avançada</a></li><li><a href="#">Publicar matéria</a></li><li><a href="#">Legislação</a></li><li><a href="#">Fale conosco</a></li></ul></nav></header>
<div class="bc">Início › Diário Oficial › 2026 › Março › Edição nº 47 de 10/03/2026 › Caderno Executivo › Administração Indireta</div>
<div class="wrap"><main><h2>DIÁRIO OFICIAL DO ESTADO DO MARANHÃO</h2><p>ANO CXX – Nº 47 – SÃO LUÍS, TERÇA-FEIRA, 10 DE MARÇO DE 2026 – EDIÇÃO DE 64 PÁGINAS</p>
<p><a href="#">Baixar edição completa (PDF, 8,4 MB)</a> · <a href="#">Versão para impressão</a> · Matéria 48211 · Páginas 31 a 35</p>
%s%s</main>
<aside><h4>Edições recentes</h4><ul><li>Nº 46 – 09/03/2026 (52 páginas)</li><li>Nº 45 – 06/03/2026 (71 páginas)</li><li>Nº 44 – 05/03/2026 (48 páginas)</li></ul>
<h4>Mais acessadas</h4><ul><li>SEDUC – Resultado final do seletivo nº 03/2026</li><li>PMMA – Convocação para o curso de formação (turma 2026)</li></ul></aside></div>
<footer>Diário Oficial do Estado do Maranhão · Rua da Paz, 203 – Centro – São Luís/MA · CEP 65.020-450 · (98) 3218-9100<br>Documento assinado digitalmente conforme MP nº 2.200-2/2001 · Código de verificação: 7F3A-91C2-0B44<br>© 2026 Secretaria de Estado da Transparência · Todos os direitos reservados</footer></body></html>"""
write(SRC + "/" + NAME + ".html", PAGE % (EDITAL, OUTRAS))
finish(NAME, entries, "innertext", {"body": "DETRAN-MA in the Diário Oficial do Maranhão (web)", "board": "Fundação Sousândrade (FSADU)",
                                    "producer": "Chromium innerText (Playwright)", "law": "MA Lei 10.404/2015 (20%)"})
