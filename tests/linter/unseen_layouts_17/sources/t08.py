# t08: Fundação Nacional dos Povos Indígenas (Funai), Cebraspe style, Lei 15.142/2025 (PPP 25 %, PI 3 %, PQ 2 %, from 2
# vacancies); a DOCX edital exported to PDF by LibreOffice Writer; the .txt is how journalists pull a quadro with
# pdfplumber: the body from page.extract_text(), then every table of page.extract_tables() written as CSV. Quadro:
# cargo at several Coordenações Regionais (cargo repeated), over two pages with the header repeated (so the CSV holds
# the header twice), CR column, TOTAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t08_cebraspe_funai_writer_pdfplumber_tables_csv"
# cargo, [(coordenação regional, total, cr)]
G = [("Indigenista Especializado", [("CR Alto Solimões – Tabatinga/AM", 8, 16), ("CR Rio Negro – São Gabriel da Cachoeira/AM", 7, 14), ("CR Xingu – Canarana/MT", 5, 10),
                                    ("CR Nordeste I – Maceió/AL", 3, 6), ("CR Litoral Sul – Itanhaém/SP", 2, 4), ("CR Kayapó Sul do Pará – Redenção/PA", 4, 8)]),
     ("Agente em Indigenismo", [("CR Alto Solimões – Tabatinga/AM", 12, 24), ("CR Rio Negro – São Gabriel da Cachoeira/AM", 10, 20), ("CR Xingu – Canarana/MT", 6, 12),
                                ("CR Nordeste I – Maceió/AL", 4, 8), ("CR Vale do Javari – Atalaia do Norte/AM", 9, 18), ("CR Kayapó Sul do Pará – Redenção/PA", 5, 10)]),
     ("Antropólogo", [("Sede – Brasília/DF", 4, 8)]), ("Engenheiro Agrônomo", [("Sede – Brasília/DF", 2, 4), ("CR Xingu – Canarana/MT", 1, 2)]),
     ("Analista Administrativo", [("Sede – Brasília/DF", 6, 12)]), ("Contador", [("Sede – Brasília/DF", 2, 4)]),
     ("Arqueólogo", [("Sede – Brasília/DF", 0, 2)]), ("Auxiliar em Indigenismo", [("CR Vale do Javari – Atalaia do Norte/AM", 3, 6), ("CR Rio Negro – São Gabriel da Cachoeira/AM", 2, 4)])]
P = lambda t: pcd5(t, 5, 5)
entries, rows = [], []
T = [0] * 6
for cargo, ls in G:
    for lot, t, cr in ls:
        ppp, pi, pq = r15142(t)
        p = P(t)
        if t:
            entries.append({"name_has": cargo, "vacancies": t, "negros_stated": ppp + pi + pq})
        rows.append([cargo, lot, str(t - ppp - pi - pq - p), str(ppp), str(pi), str(pq), str(p), str(t), str(cr)])
        for k, v in enumerate((t, ppp, pi, pq, p, cr)):
            T[k] += v
rows.append([C("TOTAL", cs=2, cls="b")] + [C(str(x), cls="b") for x in (T[0] - sum(T[1:5]), T[1], T[2], T[3], T[4], T[0], T[5])])
head = [["Cargo", "Lotação (Coordenação Regional)", "AC", "PPP", "PI", "PQ", "PcD", "Total", "CR"]]
cfg = base_cfg("2026-08-03", site="www.cebraspe.org.br/concursos/funai_26", banca="Cebraspe", orgao_curto="Funai", cidades="todas as capitais e em Tabatinga/AM, São Gabriel da Cachoeira/AM, Redenção/PA e Canarana/MT",
               veiculo="Diário Oficial da União", local_data="Brasília, 3 de agosto de 2026.", assinaturas=["Presidenta da Fundação Nacional dos Povos Indígenas"], onde="quadro do item 2.1",
               taxas=[["Cargos de nível superior", "R$ 130,00"], ["Cargos de nível intermediário", "R$ 85,00"]])
B = [("title", "MINISTÉRIO DOS POVOS INDÍGENAS\nFUNDAÇÃO NACIONAL DOS POVOS INDÍGENAS – FUNAI\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS DO QUADRO DE PESSOAL\nEDITAL Nº 1 – FUNAI, DE 3 DE AGOSTO DE 2026"),
     ("p", "A PRESIDENTA DA FUNDAÇÃO NACIONAL DOS POVOS INDÍGENAS – FUNAI, no uso de suas atribuições, e tendo em vista a autorização constante da Portaria MGI nº 4.120, de 2026, torna pública a realização de concurso público para provimento de vagas em cargos de nível superior e intermediário do Plano Especial de Cargos da Funai, nos termos da Lei nº 8.112, de 11 de dezembro de 1990, do Decreto nº 9.739, de 28 de março de 2019, e da Lei nº 15.142, de 3 de junho de 2025."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Cebraspe.",
                 "As vagas estão distribuídas por Coordenação Regional (CR), e o candidato concorrerá às vagas da lotação escolhida no ato da inscrição.",
                 "A reserva de vagas da Lei nº 15.142/2025 foi calculada sobre as vagas de cada cargo em cada lotação, conforme o quadro do item 2.1.",
                 "A remuneração inicial é de R$ 7.650,30 para Indigenista Especializado, Antropólogo, Engenheiro Agrônomo, Analista Administrativo, Contador e Arqueólogo, e de R$ 4.310,12 para Agente em Indigenismo e Auxiliar em Indigenismo."])
B += [("h", "2. DOS CARGOS, DAS LOTAÇÕES E DAS VAGAS"), ("p", "2.1 As vagas são distribuídas da seguinte forma:"),
      ("table", {"caption": "QUADRO DE VAGAS POR CARGO E LOTAÇÃO", "head": head, "rows": rows, "widths": [4.0, 6.2, 1.0, 1.0, 0.9, 0.9, 1.0, 1.1, 1.0], "fs": 8.5}),
      ("p", "AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; PcD – pessoas com deficiência; CR – cadastro de reserva.")]
B += corpo(cfg, 3, law="15142", extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO II – REQUISITOS E ATRIBUIÇÕES", [(c, "nível superior" if c not in ("Agente em Indigenismo", "Auxiliar em Indigenismo") else "nível médio") for c, _ in G])
B += ch_conteudo("ANEXO III – OBJETOS DE AVALIAÇÃO", ["Língua Portuguesa", "Raciocínio Lógico", "Direito Administrativo", "Legislação"])
EXTRA = ["1.6 O exercício nas Coordenações Regionais da Amazônia Legal implica deslocamentos frequentes a terras indígenas de difícil acesso, por via fluvial ou aérea, com permanência em campo por períodos de até 30 (trinta) dias.",
         "1.7 Os servidores lotados em localidades de fronteira farão jus à indenização de que trata a Lei nº 12.855, de 2 de setembro de 2013, nos termos do regulamento.",
         "1.8 É vedada a remoção a pedido antes de completados 3 (três) anos de efetivo exercício na lotação inicial, ressalvadas as hipóteses do art. 36, parágrafo único, inciso III, da Lei nº 8.112/1990.",
         "1.9 Os horários mencionados neste edital referem-se ao horário oficial de Brasília/DF; os candidatos que realizarão as provas em localidades com fuso horário diverso deverão observar a diferença.",
         "1.10 O candidato poderá obter informações sobre o concurso na central de atendimento do Cebraspe, por telefone, de segunda a sexta-feira, das 9 horas às 18 horas, ou por correio eletrônico.",
         "1.11 Os atos relativos ao concurso serão publicados no Diário Oficial da União e divulgados no endereço eletrônico do Cebraspe, sendo de inteira responsabilidade do candidato o seu acompanhamento."]
# the quadro starts low on page 1 so that it runs over to page 2 (Writer repeats its header row there)
B = B[:4] + [("p", "1.%d Os candidatos indígenas poderão realizar as provas com o auxílio de intérprete da língua indígena que falarem, mediante solicitação no ato da inscrição, nos termos do Anexo IV." % k) for k in (5,)] + [("p", t) for t in EXTRA] + B[4:]
src = docx_edital(NAME, B, ["FUNDAÇÃO NACIONAL DOS POVOS INDÍGENAS – FUNAI", "SCS Quadra 9, Bloco B, Edifício Parque Cidade Corporate – Brasília/DF"], "Edital nº 1 – Funai, de 3 de agosto de 2026")
pdf = docx_to(src, "pdf", os.path.join(OUT, NAME + ".pdf"))
finish4(NAME, entries, "pdfplumber-text+tables-csv", pdf, {"body": "Funai (Lei 15.142/2025)", "board": "Cebraspe", "producer": "python-docx -> LibreOffice Writer PDF", "shape": "cargo at several lotações (repeated), quadro over two pages with header repeated, CR column, TOTAL"}, totals=(T[0], T[1] + T[2] + T[3]))
