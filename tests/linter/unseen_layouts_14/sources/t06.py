# t06: Prefeitura Municipal de Santa Cruz da Conceição Paulista/SP, edital published on the prefeitura's portal (Vunesp style),
# municipal Lei 4.108/2022 (20%); the .txt is the Chromium selection of only the news article's node (Range over
# "article#edital" + window.getSelection().toString()), not the menus; level rows spanning the quadro, a prose-only
# position, a TAF table by age bands and a call-up limit. No PDF.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t06_vunesp_pm_santacruzdaconceicao_portal_selection_level_rows"
# cargo, AC, Negros, PcD, CH, salário, requisitos
LV = [("NÍVEL FUNDAMENTAL", [("Coveiro", 2, 0, 0, "44h", "R$ 1.804,21", "Ensino fundamental incompleto"),
                             ("Merendeira", 4, 1, 1, "44h", "R$ 1.804,21", "Ensino fundamental completo"),
                             ("Pedreiro", 1, 0, 0, "44h", "R$ 2.233,90", "Ensino fundamental incompleto e experiência de 6 meses")]),
      ("NÍVEL MÉDIO", [("Guarda Civil Municipal – 3ª Classe", 15, 4, 1, "12x36", "R$ 3.412,66", "Ensino médio completo, CNH \"AB\", idade entre 18 e 35 anos"),
                       ("Oficial Administrativo", 5, 2, 1, "40h", "R$ 2.755,40", "Ensino médio completo"),
                       ("Auxiliar de Desenvolvimento Infantil", 7, 2, 1, "40h", "R$ 2.301,18", "Ensino médio completo")]),
      ("NÍVEL TÉCNICO", [("Técnico em Radiologia", 1, 0, 0, "24h", "R$ 3.120,00", "Curso técnico em Radiologia e registro no CRTR"),
                         ("Técnico em Segurança do Trabalho", 1, 0, 0, "40h", "R$ 3.120,00", "Curso técnico em Segurança do Trabalho e registro no MTE")]),
      ("NÍVEL SUPERIOR", [("Professor de Educação Básica I (PEB I)", 11, 3, 1, "30h", "R$ 4.580,57", "Licenciatura em Pedagogia"),
                          ("Professor de Educação Básica II – Matemática", 2, 0, 0, "30h", "R$ 5.303,82", "Licenciatura plena em Matemática"),
                          ("Professor de Educação Básica II – Língua Portuguesa", 2, 1, 0, "30h", "R$ 5.303,82", "Licenciatura plena em Letras"),
                          ("Médico Plantonista", 3, 1, 0, "12h plantão", "R$ 1.450,00 por plantão", "Medicina e registro no CREMESP"),
                          ("Fisioterapeuta", 1, 0, 0, "30h", "R$ 4.218,75", "Fisioterapia e registro no CREFITO"),
                          ("Fonoaudiólogo", 0, 0, 0, "30h", "R$ 4.218,75", "Fonoaudiologia e registro no CRFa")])]
NH = {"Coveiro": "Coveiro", "Merendeira": "Merendeira", "Pedreiro": "Pedreiro", "Guarda Civil Municipal – 3ª Classe": "Guarda Civil",
      "Oficial Administrativo": "Oficial Administrativo", "Auxiliar de Desenvolvimento Infantil": "Desenvolvimento Infantil",
      "Técnico em Radiologia": "Radiologia", "Técnico em Segurança do Trabalho": "Segurança do Trabalho", "Professor de Educação Básica I (PEB I)": "(PEB I)",
      "Professor de Educação Básica II – Matemática": "Básica II – Matemática", "Professor de Educação Básica II – Língua Portuguesa": "Básica II – Língua Portuguesa",
      "Médico Plantonista": "Plantonista", "Fisioterapeuta": "Fisioterapeuta"}
entries = [{"name_has": NH[c[0]], "vacancies": c[1] + c[2] + c[3], "negros_stated": c[2]} for _, cs in LV for c in cs if c[1] + c[2] + c[3]]
entries.append({"name_has": "Procurador do Município", "vacancies": 1, "negros_stated": 0})
TOT = sum(e["vacancies"] for e in entries)

rows = []
for lv, cs in LV:
    rows.append('<tr class="lv"><td colspan="8">%s</td></tr>' % lv)
    for c, ac, n, p, ch, sal, req in cs:
        t = ac + n + p
        f = (lambda x: "%02d" % x) if t else (lambda x: "-")
        rows.append("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>"
                    % (c, f(ac), f(n), f(p), ("%02d" % t) if t else "CR", ch, sal, req))
QUADRO = """<table class="vagas"><thead><tr><th>Cargo</th><th>Vagas ampla</th><th>Vagas negros</th><th>Vagas PcD</th><th>Total de vagas</th><th>Carga horária</th><th>Salário-base</th><th>Requisitos</th></tr></thead>
<tbody>%s</tbody></table>""" % "\n".join(rows)
TAF = """<table class="vagas"><thead><tr><th rowspan="2">Prova</th><th colspan="3">Masculino – faixa etária</th><th colspan="3">Feminino – faixa etária</th></tr>
<tr><th>18 a 25</th><th>26 a 30</th><th>31 a 35</th><th>18 a 25</th><th>26 a 30</th><th>31 a 35</th></tr></thead><tbody>
<tr><td>Barra fixa (repetições) / suspensão (segundos)</td><td>5</td><td>4</td><td>3</td><td>15 s</td><td>12 s</td><td>10 s</td></tr>
<tr><td>Abdominal em 1 minuto</td><td>35</td><td>32</td><td>28</td><td>30</td><td>27</td><td>23</td></tr>
<tr><td>Corrida de 12 minutos (metros)</td><td>2.400</td><td>2.300</td><td>2.200</td><td>2.000</td><td>1.900</td><td>1.800</td></tr></tbody></table>"""

cfg = dict(pcd_pct="5% (cinco por cento)", pcd_extra=" e da Lei Complementar Estadual nº 683, de 18 de setembro de 1992", pcd_min="5 (cinco)",
           neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 4.108, de 12 de maio de 2022", site="www.vunesp.com.br",
           insc_periodo="13 de abril de 2026 e 14 de maio de 2026", venc="15 de maio de 2026", multi="até dois cargos de períodos de prova distintos",
           taxas=[["Nível fundamental", "R$ 42,00"], ["Nível médio e técnico", "R$ 58,00"], ["Nível superior", "R$ 79,00"]])
B = [("p", "O PREFEITO DO MUNICÍPIO DE SANTA CRUZ DA CONCEIÇÃO PAULISTA, Estado de São Paulo, torna pública a abertura de inscrições para o Concurso Público nº 01/2026, destinado ao provimento de %d (setenta e cinco) cargos efetivos, sob o regime estatutário, a ser realizado sob a responsabilidade da Fundação para o Vestibular da Universidade Estadual Paulista “Júlio de Mesquita Filho” – VUNESP." % TOT),
     ("h", "1. DOS CARGOS"), ("p", "1.1 Os cargos, as vagas, a carga horária, o salário-base e os requisitos são os constantes da tabela a seguir:"), ("raw", QUADRO),
     ("p", "1.2 Além das vagas da tabela do subitem 1.1, é oferecida 1 (uma) vaga para o cargo de Procurador do Município, de nível superior, exigido bacharelado em Direito e inscrição na OAB, com jornada de 20 (vinte) horas semanais e salário-base de R$ 10.450,00, não havendo reserva imediata em razão do número de vagas."),
     ("p", "1.3 O cargo de Fonoaudiólogo destina-se exclusivamente à formação de cadastro reserva (CR).")]
B += ch_inscricao(2, cfg) + ch_pcd(3, cfg) + ch_negros_12990(4, cfg)
B += [("h", "5. DO TESTE DE APTIDÃO FÍSICA (GUARDA CIVIL MUNICIPAL)"),
      ("p", "5.1 Serão convocados para o teste de aptidão física os candidatos ao cargo de Guarda Civil Municipal habilitados na prova objetiva e classificados até a 80ª (octogésima) posição na lista geral, até a 16ª (décima sexta) na lista de candidatos negros e até a 4ª (quarta) na lista de pessoas com deficiência, além dos empatados na última posição."),
      ("p", "5.2 O candidato deverá atingir os índices mínimos da tabela a seguir, conforme sexo e faixa etária:"), ("raw", TAF),
      ("p", "5.3 O candidato que não atingir o índice mínimo em qualquer das provas será considerado inapto e eliminado do concurso.")]
B += [("h", "6. DA PROVA OBJETIVA"), ("p", "6.1 A prova objetiva será aplicada em 21 de junho de 2026, com duração de 3 (três) horas, e terá 40 (quarenta) questões para os cargos de nível fundamental e 50 (cinquenta) questões para os demais."),
      ("p", "6.2 Será habilitado o candidato que obtiver nota igual ou superior a 50 (cinquenta) pontos."),
      ("h", "7. DO CRONOGRAMA"), ("raw", "<ul><li>Inscrições: 13/04 a 14/05/2026</li><li>Prova objetiva: 21/06/2026<ul><li>manhã: nível fundamental e médio</li><li>tarde: nível técnico e superior</li></ul></li><li>TAF (Guarda Civil Municipal): 19/07/2026</li><li>Resultado final: 21/08/2026</li></ul>"),
      ("h", "8. DAS DISPOSIÇÕES FINAIS"), ("p", "8.1 O concurso terá validade de 2 (dois) anos, prorrogável uma vez por igual período, a critério da Administração."),
      ("p", "Santa Cruz da Conceição Paulista, 27 de março de 2026."), ("pc", "JOÃO BATISTA FERRAZ DE CAMARGO\nPrefeito Municipal")]

PAGE = """<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Prefeitura abre Concurso Público nº 01/2026 – Prefeitura de Santa Cruz da Conceição Paulista</title>
<style>body{font-family:'Open Sans',Arial,sans-serif;margin:0;font-size:15px} header{background:#1b5e20;color:#fff;padding:10px 40px} header nav a{color:#fff;margin-right:16px}
.acc{background:#000;color:#fff;font-size:11px;padding:3px 40px} .bc{padding:8px 40px;font-size:12px} #conteudo{display:flex;gap:30px;padding:0 40px}
article{flex:3} .lateral{flex:1;font-size:13px} table.vagas{border-collapse:collapse;font-size:12.5px;margin:8px 0} table.vagas td,table.vagas th{border:1px solid #aaa;padding:3px 5px}
tr.lv td{background:#c8e6c9;font-weight:bold} .share{font-size:12px;color:#555} footer{background:#1b5e20;color:#eee;padding:16px 40px;font-size:12px;margin-top:20px} h2{font-size:15px}</style></head>
<body><div class="acc">Acessibilidade: A+ A- Alto contraste · VLibras · Mapa do site</div>
<header><b>PREFEITURA DE SANTA CRUZ DA CONCEIÇÃO PAULISTA</b><nav><a href="#">A Prefeitura</a><a href="#">Secretarias</a><a href="#">Serviços</a><a href="#">Portal da Transparência</a><a href="#">Ouvidoria</a><a href="#">Concursos e Processos Seletivos</a><a href="#">Notícias</a></nav></header>
<div class="bc">Você está aqui: Início » Notícias » Administração » Prefeitura abre Concurso Público nº 01/2026</div>
<div id="conteudo"><article id="edital"><h1>Prefeitura abre Concurso Público nº 01/2026 com %d vagas; veja o edital na íntegra</h1>
<p class="share">Publicado em 27/03/2026 11h42 · Atualizado em 30/03/2026 08h10 · Compartilhar: Facebook · WhatsApp · X</p>
<h2>EDITAL DE ABERTURA DE INSCRIÇÕES – CONCURSO PÚBLICO Nº 01/2026</h2>
%s
<p><i>Anexos disponíveis no site da Vunesp: Anexo I – Atribuições; Anexo II – Conteúdo programático; Anexo III – Modelo de autodeclaração.</i></p></article>
<div class="lateral"><h3>Notícias relacionadas</h3><ul><li>Processo seletivo da Saúde convoca 14 aprovados (20/03/2026)</li><li>Câmara aprova reajuste de 4,83%% aos servidores (12/03/2026)</li><li>Guarda Civil recebe 6 novas viaturas (02/03/2026)</li></ul>
<h3>Serviços mais acessados</h3><ul><li>IPTU 2026 – 2ª via</li><li>Nota fiscal eletrônica</li><li>Holerite on-line</li></ul></div></div>
<footer>Prefeitura Municipal de Santa Cruz da Conceição Paulista · Praça Cel. Joaquim Ferraz, 100 – Centro · CEP 13.625-000 · (19) 3565-1200 · Atendimento: 8h às 17h<br>© 2026 – Todos os direitos reservados · Desenvolvido por Portal Cidadão</footer></body></html>"""
write(SRC + "/" + NAME + ".html", PAGE % (TOT, to_html(B)))
finish(NAME, entries, "selection", {"body": "Prefeitura Municipal de Santa Cruz da Conceição Paulista/SP", "board": "Vunesp",
                                    "producer": "Chromium selection of article#edital (Playwright)", "law": "Lei Municipal 4.108/2022 (20%)"},
       selector="article#edital")
