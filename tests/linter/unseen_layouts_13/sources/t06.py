# t06: Instituto Federal do Vale do São Lourenço (IFVSL), técnico-administrativos, own commission, pdflatex twocolumn + booktabs annex
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t06_ifvsl_tae_pdflatex_twocolumn_campus_columns"
cfg = dict(site="https://concursos.ifvsl.edu.br", insc_periodo="8 de julho e 7 de agosto de 2024", venc="8 de agosto de 2024",
           isen_periodo="8 a 12 de julho de 2024", isen_res="22 de julho de 2024", banca="Comissão Permanente de Concursos (COPEC/IFVSL)",
           orgao_curto="IFVSL", data_prova="22 de setembro de 2024", cidades="Serra Azul, Lagoa Seca e Porto Alto", duracao="4 (quatro) horas",
           pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)", neg_pct="20% (vinte por cento)", veiculo="Diário Oficial da União",
           validade="1 (um) ano", multi="apenas um cargo",
           ordem="A nomeação observará a ordem de classificação por cargo, sendo a 3ª, a 8ª e a 13ª vagas de cada cargo destinadas a candidatos negros e a 5ª vaga a candidato com deficiência, e a escolha do campus de lotação será feita pelos aprovados segundo a ordem de classificação.",
           local_data="Serra Azul/MT, 24 de junho de 2024.", assinaturas=["Prof. Me. ORLANDO CÉSAR PIMENTEL NOGUEIRA\nReitor"],
           nota_final="a nota obtida na prova objetiva", desempate=("Conhecimentos Específicos", "Legislação"))
cfg["taxas"] = [["Nível E", "R$ 150,00"], ["Nível D", "R$ 100,00"], ["Nível C", "R$ 70,00"]]
cfg["provas_tabs"] = [{"caption": "Quadro 3 – Composição da prova objetiva",
                       "head": [["Conteúdo", "Nº de questões", "Peso", "Pontos"]],
                       "rows": [["Língua Portuguesa", "10", "1", "10"], ["Legislação (Lei 8.112/1990, Lei 11.091/2005, Lei 11.892/2008)", "10", "1", "10"],
                                ["Conhecimentos Específicos", "30", "2", "60"], [C("Total", cls="b"), "50", "–", "80"]],
                       "spec": "|p{3.6cm}|c|c|c|", "ncol": 4}]
cfg["crono"] = [["Publicação do edital", "25/06/2024"], ["Inscrições", "08/07/2024 a 07/08/2024"], ["Isenção", "08/07/2024 a 12/07/2024"],
                ["Homologação das inscrições", "23/08/2024"], ["Prova objetiva", "22/09/2024"], ["Gabarito preliminar", "23/09/2024"],
                ["Prova prática (Tradutor e Intérprete de Libras)", "13/10/2024"], ["Heteroidentificação e perícia médica", "26/10/2024 e 27/10/2024"],
                ["Resultado final", "22/11/2024"]]

CAMPI = ["Reitoria", "Campus Serra Azul", "Campus Lagoa Seca", "Campus Porto Alto"]
V = [("E", "Técnico em Assuntos Educacionais", [0, 1, 1, 1], 1, 0),
     ("E", "Psicólogo", [0, 1, 0, 1], 0, 0),
     ("E", "Assistente Social", [0, 1, 1, 1], 1, 0),
     ("E", "Bibliotecário-Documentalista", [0, 0, 0, 1], 0, 0),
     ("E", "Médico – Clínica Geral (20 h)", [1, 0, 0, 0], 0, 0),
     ("D", "Assistente em Administração", [3, 2, 2, 2], 2, 1),
     ("D", "Técnico de Laboratório – Área Química", [0, 1, 0, 1], 0, 0),
     ("D", "Técnico de Tecnologia da Informação", [2, 1, 1, 1], 1, 1),
     ("D", "Tradutor e Intérprete de Linguagem de Sinais", [0, 1, 1, 1], 1, 0),
     ("C", "Auxiliar em Administração", [0, 0, 1, 1], 0, 0)]
NH = {"Técnico em Assuntos Educacionais": "Assuntos Educacionais", "Médico – Clínica Geral (20 h)": "Clínica Geral",
      "Técnico de Laboratório – Área Química": "Laboratório", "Técnico de Tecnologia da Informação": "Tecnologia da Informação",
      "Tradutor e Intérprete de Linguagem de Sinais": "Tradutor", "Bibliotecário-Documentalista": "Bibliotec"}
lines, entries = [], []
colsum = [0] * 4
tn = tp = 0
prev = None
for lvl, nm, per, neg, pcd in V:
    t = sum(per)
    for i, x in enumerate(per):
        colsum[i] += x
    tn += neg; tp += pcd
    cells = [lvl if lvl != prev else "", l_esc(nm)] + [str(x) if x else "--" for x in per] + [r"\textbf{%d}" % t, str(neg) if neg else "--", str(pcd) if pcd else "--"]
    if prev is not None and lvl != prev:
        lines.append(r"\midrule")
    prev = lvl
    lines.append(" & ".join(cells) + r" \\")
    entries.append({"name_has": NH.get(nm, nm), "vacancies": t, "negros_stated": neg})
tot = sum(colsum)
print(tot, tn, tp)
vac_tex = r"""\begin{center}\textbf{ANEXO I -- QUADRO DE VAGAS POR CARGO E CAMPUS}\end{center}
{\small
\begin{longtable}{c p{5.2cm} cccc c cc}
\toprule
\textbf{Nível} & \textbf{Cargo} & \rotatebox{90}{\textbf{Reitoria}} & \rotatebox{90}{\textbf{Serra Azul}} & \rotatebox{90}{\textbf{Lagoa Seca}} & \rotatebox{90}{\textbf{Porto Alto}} & \rotatebox{90}{\textbf{Total de vagas}} & \rotatebox{90}{\textbf{Negros\textsuperscript{(a)}}} & \rotatebox{90}{\textbf{PcD\textsuperscript{(b)}}} \\
\midrule
\endhead
%s
\midrule
 & \textbf{Total} & %s & \textbf{%d} & %d & %d \\
\bottomrule
\end{longtable}}
{\footnotesize (a) Vagas reservadas a candidatos negros (Lei nº 12.990/2014), calculadas sobre o total de vagas do cargo; a vaga reservada será preenchida no campus escolhido pelo candidato segundo a ordem de classificação. (b) Vagas reservadas a pessoas com deficiência (Decreto nº 9.508/2018). -- = não há vaga.\par}
""" % ("\n".join(lines), " & ".join(str(x) for x in colsum), tot, tn, tp)

req = [("Técnico em Assuntos Educacionais (E)", "Curso superior em Pedagogia ou licenciaturas."), ("Psicólogo (E)", "Curso superior em Psicologia e registro no CRP."),
       ("Assistente Social (E)", "Curso superior em Serviço Social e registro no CRESS."), ("Bibliotecário-Documentalista (E)", "Curso superior em Biblioteconomia e registro no CRB."),
       ("Médico – Clínica Geral (E)", "Curso superior em Medicina e registro no CRM; jornada de 20 horas semanais."),
       ("Assistente em Administração (D)", "Médio profissionalizante ou médio completo com experiência de 12 meses."),
       ("Técnico de Laboratório – Área Química (D)", "Médio profissionalizante em Química ou médio completo com curso técnico em Química."),
       ("Técnico de Tecnologia da Informação (D)", "Médio profissionalizante na área de TI ou médio completo com curso técnico em área afim."),
       ("Tradutor e Intérprete de Linguagem de Sinais (D)", "Médio completo e proficiência em Libras (Prolibras) ou curso de formação de intérprete."),
       ("Auxiliar em Administração (C)", "Fundamental completo e experiência de 6 meses.")]
pay = {"caption": "Quadro 2 – Vencimento básico inicial (Lei nº 11.091/2005, Anexo I-C, a partir de 1º/1/2025)",
       "head": [["Nível de classificação", "Vencimento básico (R$)"]],
       "rows": [["E – Nível de capacidade I – Padrão 1", "4.967,04"], ["D – Nível de capacidade I – Padrão 1", "2.997,39"], ["C – Nível de capacidade I – Padrão 1", "2.399,15"]],
       "spec": "|p{4.3cm}|c|", "ncol": 2}
iq = {"caption": "Quadro 2-A – Incentivo à Qualificação (percentuais sobre o vencimento)",
      "head": [["Titulação", "Área direta", "Área indireta"]],
      "rows": [["Ensino médio profissionalizante", "15%", "10%"], ["Graduação", "25%", "15%"], ["Especialização", "30%", "20%"], ["Mestrado", "52%", "35%"], ["Doutorado", "75%", "50%"]],
      "spec": "|p{3.3cm}|c|c|", "ncol": 3}
lim = {"caption": "Quadro 4 – Número máximo de candidatos aprovados (Anexo II do Decreto nº 9.739/2019)",
       "head": [["Vagas do cargo", "Máximo de aprovados"]],
       "rows": [["1", "5"], ["2", "9"], ["3", "14"], ["4", "18"], ["5", "22"], ["6", "25"], ["7", "29"], ["8", "32"], ["9", "35"], ["10", "38"]],
       "spec": "|c|c|", "ncol": 2}

B = [("raw", r"\twocolumn[{\begin{center}{\large\textbf{MINISTÉRIO DA EDUCAÇÃO\\ INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO VALE DO SÃO LOURENÇO}}\\[4pt] \textbf{EDITAL Nº 09, DE 24 DE JUNHO DE 2024}\\ CONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO\end{center}\vspace{4pt}}]"),
     ("p", "O REITOR DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO VALE DO SÃO LOURENÇO, nomeado pelo Decreto de 11 de março de 2024, publicado no DOU de 12 de março de 2024, no uso de suas atribuições legais, considerando a Lei nº 8.112/1990, a Lei nº 11.091/2005, o Decreto nº 9.739/2019, a Portaria MEC nº 1.012/2023 e o Decreto nº 7.232/2010, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos do Plano de Carreira dos Cargos Técnico-Administrativos em Educação (PCCTAE)."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES"),
     ("p", "1.1 O concurso será executado pela Comissão Permanente de Concursos (COPEC), designada pela Portaria nº 488/2024-GR, e regido por este edital."),
     ("p", "1.2 O quantitativo de vagas por cargo e campus consta do Anexo I; as atribuições, do Anexo II; e o conteúdo programático, do Anexo III."),
     ("p", "1.3 O concurso constará de prova objetiva, de caráter eliminatório e classificatório, para todos os cargos, e de prova prática, de caráter eliminatório e classificatório, para o cargo de Tradutor e Intérprete de Linguagem de Sinais."),
     ("h", "2. DOS CARGOS, REQUISITOS E REMUNERAÇÃO")]
B += [("p", "2.%d %s: %s" % (i + 1, a, b)) for i, (a, b) in enumerate(req)]
B += [("p", "2.11 A jornada de trabalho é de 40 (quarenta) horas semanais, exceto para o cargo de Médico (20 horas)."), ("table", pay),
      ("p", "2.12 Ao vencimento básico serão acrescidos o Incentivo à Qualificação (Quadro 2-A), o auxílio-alimentação de R$ 1.000,00 e, quando for o caso, auxílio-transporte e auxílio pré-escolar."), ("table", iq)]
B += ch_pcd(3, cfg) + ch_negros_12990(4, cfg) + ch_inscricao(5, cfg) + ch_isencao(6, cfg) + ch_provas(7, cfg)
B += [("p", "7.8 A prova prática para Tradutor e Intérprete de Libras valerá 20 pontos e consistirá de interpretação simultânea Libras-Português e Português-Libras, sendo eliminado o candidato que obtiver menos de 10 pontos."),
      ("h", "8. DO LIMITE DE APROVADOS"),
      ("p", "8.1 Serão considerados aprovados apenas os candidatos classificados até o limite do Anexo II do Decreto nº 9.739/2019, reproduzido no Quadro 4, por cargo, sem prejuízo das listas de reserva:"), ("table", lim)]
B += ch_classificacao(9, cfg) + ch_recursos(10, cfg) + ch_nomeacao(11, cfg) + ch_finais(12, cfg)
body = to_latex(B, env="tabular")
B2 = [("raw", r"\onecolumn"), ("raw", vac_tex)] + ch_cronograma("CRONOGRAMA PREVISTO (ANEXO IV)", cfg)
B2 += [("h", "ANEXO II – ATRIBUIÇÕES DOS CARGOS"),
       ("p", "TÉCNICO EM ASSUNTOS EDUCACIONAIS: coordenar as atividades de ensino, planejamento e orientação, supervisionando e avaliando-as, para assegurar a regularidade do desenvolvimento do processo educativo."),
       ("p", "PSICÓLOGO: estudar, pesquisar e avaliar o desenvolvimento emocional e os processos mentais e sociais de indivíduos, grupos e instituições, com a finalidade de análise, tratamento, orientação e educação."),
       ("p", "ASSISTENTE SOCIAL: prestar serviços sociais orientando indivíduos, famílias, comunidade e instituições sobre direitos e deveres, serviços e recursos sociais e programas de educação; executar a política de assistência estudantil."),
       ("p", "ASSISTENTE EM ADMINISTRAÇÃO: dar suporte administrativo e técnico nas áreas de recursos humanos, administração, finanças e logística; atender usuários, fornecendo e recebendo informações; tratar de documentos variados."),
       ("p", "TÉCNICO DE TECNOLOGIA DA INFORMAÇÃO: desenvolver sistemas e aplicações, determinando interface gráfica, critérios ergonômicos de navegação, montagem da estrutura de banco de dados e codificação de programas; prestar suporte técnico ao usuário."),
       ("p", "TRADUTOR E INTÉRPRETE DE LINGUAGEM DE SINAIS: traduzir e interpretar palavras, conversações, narrativas, palestras e atividades didático-pedagógicas em Libras e em português.")]
B2 += ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Legislação", "Direito Administrativo", "Noções de Informática"])
B2 += autodeclaracao("ANEXO V – AUTODECLARAÇÃO", "Instituto Federal do Vale do São Lourenço")
body += "\n\n" + to_latex(B2)
hf = r"""\fancyhead[L]{\scriptsize IFVSL -- Edital nº 09/2024 -- TAE}\fancyhead[R]{\scriptsize COPEC}
\fancyfoot[R]{\scriptsize \thepage/\pageref{ultimapagina}}"""
build_latex(NAME, body, opts="10pt,twocolumn", font="lmodern", geom="margin=1.8cm,headheight=13pt", hf=hf)
finish(NAME, entries, {"body": "Instituto Federal do Vale do São Lourenço (IFVSL)", "board": "own commission (COPEC)", "producer": "pdflatex"})
