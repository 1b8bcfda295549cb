# State university technical-staff edital (own commission, CEV-like), typeset by groff -ms with tbl tables.
# Vacancy table: campus columns then Total/AC/PcD/Negros; traps: remuneração by classe/referência,
# taxa, prova, títulos, cronograma. Written as sources/t04...ms then groff -k -ms -t -Tpdf.
import sys, os, subprocess; sys.path.insert(0, '.')
from common import *

c = dict(board="Comissão Executiva de Concursos e Vestibular (CECV/UECO)", board_addr="Av. Leão Sampaio, nº 3.400, Bairro Lagoa Seca, Juazeiro Velho/CE, CEP 63040-005",
         site="www.cecv.ueco.br", body_short="Reitoria da UECO", cidade="Juazeiro Velho/CE", ano="2025",
         vagas_txt="28 (vinte e oito) vagas", anexo_vagas="Anexo I deste edital", anexo_conteudo="Anexo III",
         etapas="prova objetiva, de caráter eliminatório e classificatório, e avaliação de títulos, de caráter classificatório, esta somente para os cargos de Analista Universitário",
         pcd_pct="5% (cinco por cento)", pcd_local=", e da Lei Estadual nº 14.211, de 29 de setembro de 2008",
         negros_mode='mun', negros_text="Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas oferecidas por cargo, nos termos da Lei Estadual nº 17.432, de 25 de março de 2021, sempre que o número de vagas oferecidas para o cargo for igual ou superior a 3 (três).",
         insc_ini="08/09/2025", insc_fim="08/10/2025", isen_per="08 a 12/09/2025", data_prova="23/11/2025",
         fone="(88) 3102-1280", edital_no="nº 27/2025", do="Diário Oficial do Estado do Ceará", duracao="4 (quatro) horas")
d = Doc(44)
d.title("UNIVERSIDADE ESTADUAL DO CARIRI OCIDENTAL – UECO")
d.sub("EDITAL Nº 27/2025\nCONCURSO PÚBLICO PARA OS CARGOS DE ANALISTA, TÉCNICO E AUXILIAR UNIVERSITÁRIO")
d.para("O REITOR DA UNIVERSIDADE ESTADUAL DO CARIRI OCIDENTAL – UECO, no uso de suas atribuições legais e estatutárias, tendo em vista a autorização governamental contida no Processo SEPLAG nº 08711.002245/2025-13, a Lei Estadual nº 9.826, de 14 de maio de 1974 (Estatuto dos Funcionários Públicos Civis do Estado), a Lei Estadual nº 15.937, de 15 de janeiro de 2016 (Plano de Cargos e Carreiras dos Servidores Técnico-Administrativos das Universidades Estaduais), e o Decreto Estadual nº 35.188, de 17 de fevereiro de 2023, torna pública a realização de concurso público para provimento de cargos efetivos do seu quadro de pessoal técnico-administrativo, de acordo com as normas estabelecidas neste edital.")
disposicoes_preliminares(d, c)
d.chapter("Dos cargos, das vagas e da remuneração")
d.item("O número de vagas por cargo e por campus e a distribuição por modalidade de concorrência constam do Anexo I.")
d.item("A remuneração inicial corresponde à Referência 1 da Classe A de cada carreira, conforme a tabela a seguir:")
d.table([["Carreira", "Classe", "Referência", "Vencimento-base (R$)", "GDAU (R$)", "Total (R$)"]],
        [["Analista Universitário", "A", "1", "4.812,33", "1.443,70", "6.256,03"], ["Técnico Universitário", "A", "1", "2.906,18", "871,85", "3.778,03"],
         ["Auxiliar Universitário", "A", "1", "1.902,44", "570,73", "2.473,17"]], [0.3, 0.1, 0.12, 0.18, 0.15, 0.15],
        caption="Tabela 1 – Remuneração inicial (Lei Estadual nº 15.937/2016, Anexo IV)")
d.item("A jornada de trabalho é de 40 (quarenta) horas semanais para todos os cargos, podendo ser cumprida em regime de turnos nos campi que funcionam nos três períodos.")
reserva_pcd(d, c)
reserva_negros(d, c)
inscricoes(d, c, [["Analista Universitário", "R$ 140,00"], ["Técnico Universitário", "R$ 95,00"], ["Auxiliar Universitário", "R$ 70,00"]], ("Cargo", "Valor"))
provas_obj(d, c, [["Cargo", "Disciplina", "Questões", "Peso", "Pontos"]],
   [["Analista Universitário", "Língua Portuguesa", "15", "1,0", "15"], ["", "Legislação", "10", "1,0", "10"], ["", "Conhecimentos Específicos", "35", "2,0", "70"],
    ["Técnico Universitário", "Língua Portuguesa", "15", "1,0", "15"], ["", "Informática", "10", "1,0", "10"], ["", "Conhecimentos Específicos", "25", "2,0", "50"],
    ["Auxiliar Universitário", "Língua Portuguesa", "20", "1,0", "20"], ["", "Matemática", "20", "1,0", "20"], ["", "Conhecimentos Específicos", "20", "1,0", "20"]],
   [0.28, 0.34, 0.12, 0.12, 0.14], caption="Tabela 2 – Estrutura da prova objetiva")
titulos(d, c, [["a", "Doutorado na área do cargo", "4,0", "4,0"], ["b", "Mestrado na área do cargo", "2,5", "2,5"], ["c", "Especialização (360 h) na área do cargo", "1,0", "2,0"],
               ["d", "Experiência profissional no cargo, por ano completo", "0,5", "1,5"]])
classificacao(d, c)
recursos(d, c)
nomeacao(d, c)
disposicoes_finais(d, c)
d.sig(["Juazeiro Velho (CE), 29 de agosto de 2025.", "", "Prof. Dr. Severino Lucena de Albuquerque", "Reitor"])
d.annex("ANEXO I – QUADRO DE VAGAS POR CARGO E CAMPUS")
V = [("Analista Universitário", "Administrador", 2, 1, 0, 2, 0, 1),
     ("", "Bibliotecário", 1, 1, 1, 2, 0, 1),
     ("", "Contador", 1, 0, 0, 1, 0, 0),
     ("", "Engenheiro Civil", 1, 0, 0, 1, 0, 0),
     ("Técnico Universitário", "Técnico em Laboratório de Biologia", 1, 1, 1, 2, 0, 1),
     ("", "Assistente Administrativo", 6, 2, 2, 7, 1, 2),
     ("", "Técnico em Informática", 2, 1, 1, 3, 0, 1),
     ("Auxiliar Universitário", "Motorista", 2, 0, 1, 2, 0, 1)]
rows = []; T = [0] * 7
for car, fn, s, n, su, ac, pcd, ng in V:
    tot = s + n + su; assert ac + pcd + ng == tot, fn
    rows.append([car, fn, str(s), str(n), str(su), str(tot), str(ac), str(pcd), str(ng)])
    for i, v in enumerate([s, n, su, tot, ac, pcd, ng]): T[i] += v
assert T[3] == 28
rows.append(["TOTAL GERAL", "", *map(str, T)])
d.table([["Cargo", "Função", ("Vagas por campus", 3), ("Vagas por modalidade", 4)],
         ["", "", "Sede", "Norte", "Sul", "Total", "AC", "PcD", "Negros"]], rows,
        [0.2, 0.28, 0.07, 0.07, 0.07, 0.08, 0.07, 0.07, 0.09], grp=True)
d.para("Sede: Campus Pimenta, Juazeiro Velho. Norte: Campus Avançado de Santana do Acaraú Velho. Sul: Faculdade de Ciências de Missão Nova. AC: ampla concorrência. PcD: pessoas com deficiência.")
d.annex("ANEXO II – CRONOGRAMA")
d.table([["Atividade", "Data"]], [["Inscrições", "08/09 a 08/10/2025"], ["Isenção – pedidos", "08 a 12/09/2025"], ["Prova objetiva", "23/11/2025"],
        ["Gabarito preliminar", "24/11/2025"], ["Entrega de títulos", "15 a 19/12/2025"], ["Heteroidentificação", "26/01/2026"], ["Resultado final", "27/02/2026"]], [0.6, 0.4])
d.annex("ANEXO III – CONTEÚDO PROGRAMÁTICO")
for t in conteudo(['port', 'info', 'adm']) + ["LEGISLAÇÃO: Constituição do Estado do Ceará: arts. 154 a 168; Lei Estadual nº 9.826/1974 (Estatuto dos Funcionários Públicos Civis do Estado do Ceará); Lei Estadual nº 15.937/2016; Estatuto da UECO (Decreto Estadual nº 31.552/2014)."]:
    d.para(t)
autodeclaracao(d, c, "ANEXO IV – AUTODECLARAÇÃO ÉTNICO-RACIAL")

def esc(s):
    s = s.replace('\\', '\\e')
    out = []
    for ln in s.split('\n'):
        out.append(('\\&' + ln) if ln[:1] in ('.', "'") else ln)
    return '\n'.join(out)
L = [".nr PS 10", ".nr VS 12", ".nr PO 1i", ".nr LL 6.3i", ".nr HM 0.9i", ".nr FM 0.8i", ".nr PD 0.35v",
     ".ds LH UECO \\(em Universidade Estadual do Cariri Ocidental", ".ds CH", ".ds RH Edital nº 27/2025",
     ".ds LF CECV/UECO", ".ds CF", ".ds RF Página %", ".fam T", ".nr HY 0", ".nh"]
for b in d.blocks:
    k = b[0]
    if k == 'title': L += [".DS C", ".ft B", ".ps +2", esc(b[1]), ".ps", ".ft", ".DE"]
    elif k == 'sub': L += [".DS C", ".ft B", esc(b[1]), ".ft", ".DE"]
    elif k == 'h': L += [".SH", esc(b[1])]
    elif k == 'p': L += [".LP", esc(b[1])]
    elif k == 'li': L += [".IP \"\" 4", esc(b[1])]
    elif k == 'annex': L += [".bp", ".DS C", ".ft B", esc(b[1]), ".ft", ".DE"]
    elif k == 'sig': L += [".DS C"] + [esc(x) if x else ".sp" for x in b[1]] + [".DE"]
    elif k == 'table':
        t = b[1]; n = len(t['widths'])
        if t.get('caption'): L += [".LP", "\\fB" + esc(t['caption']) + "\\fP"]
        if t.get('grp'):
            fmt = ["cb s s s s s s s s"] if False else []
            L += [".TS H", "center box tab(@);",
                  "cb | cb | cb s s | cb s s s", "^ | ^ | cb | cb | cb | cb | cb | cb | cb", "l | l | n | n | n | n | n | n | n ."]
            L += ["Cargo@Função@Vagas por campus@Vagas por modalidade", "\\^@\\^@Sede@Norte@Sul@Total@AC@PcD@Negros", "_", ".TH"]
            for r in t['rows']:
                r2 = ["\\^" if (i == 0 and v == "" and r[1]) else (("T{\n" + esc(v) + "\nT}") if len(v) > 18 else esc(v)) for i, v in enumerate(r)]
                L += ["@".join(r2)]
            L += [".TE"]
        else:
            al = t.get('align') or ['l'] + ['c'] * (n - 1)
            L += [".TS H", "center box tab(@);", " | ".join(['cb'] * n), " | ".join(a.lower() if a != 'R' else 'r' for a in al) + " ."]
            L += ["@".join(esc(x) for x in t['header'][0]), "=", ".TH"]
            for r in t['rows']:
                L += ["@".join(("T{\n" + esc(v) + "\nT}") if len(v) > 30 else (esc(v) if v else "\\^") for v in r)]
            L += [".TE"]
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), 't04_uecariri_tecnicos_groff_tbl.ms')
open(src, 'w').write('\n'.join(L) + '\n')
pdf = subprocess.run(['groff', '-k', '-ms', '-t', '-Tpdf', '-P-pa4', '-dpaper=a4', src], check=True, capture_output=True)
open(sys.argv[1], 'wb').write(pdf.stdout)
sys.stderr.write(pdf.stderr.decode()[:2000])
