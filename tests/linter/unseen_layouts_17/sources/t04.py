# t04: Secretaria de Estado da Educação de Goiás (Seduc-GO), Cebraspe style, negros 20 % by Lei estadual 23.389/2025 (3 or
# more vacancies, 0.5 rounds up); a DOCX edital saved by LibreOffice Writer as ODT; the .txt is odt2txt's text of the
# ODT. Quadro: each cargo offered at several Coordenações Regionais de Educação (the cargo repeated on each row, an
# entry each, told apart by the figures), CR rows, TOTAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t04_cebraspe_seduc_go_odt_odt2txt_lotacoes"
# cargo, vencimento, [(CRE, total)]
G = [("Professor de Língua Portuguesa", "R$ 5.210,37", [("CRE Anápolis", 9), ("CRE Aparecida de Goiânia", 12), ("CRE Formosa", 5), ("CRE Rio Verde", 4)]),
     ("Professor de Matemática", "R$ 5.210,37", [("CRE Anápolis", 8), ("CRE Aparecida de Goiânia", 10), ("CRE Formosa", 6), ("CRE Rio Verde", 3)]),
     ("Professor de Ciências da Natureza", "R$ 5.210,37", [("CRE Anápolis", 4), ("CRE Aparecida de Goiânia", 6), ("CRE Formosa", 2)]),
     ("Professor de História", "R$ 5.210,37", [("CRE Anápolis", 3), ("CRE Rio Verde", 2), ("CRE Formosa", 0)]),
     ("Professor de Educação Física", "R$ 5.210,37", [("CRE Aparecida de Goiânia", 5), ("CRE Rio Verde", 1)]),
     ("Professor Pedagogo (Anos Iniciais)", "R$ 5.210,37", [("CRE Anápolis", 15), ("CRE Aparecida de Goiânia", 20), ("CRE Formosa", 7), ("CRE Rio Verde", 6)]),
     ("Analista Educacional – Psicologia", "R$ 6.480,00", [("Sede – Goiânia", 4)]), ("Analista Educacional – Nutrição", "R$ 6.480,00", [("Sede – Goiânia", 2)]),
     ("Assistente Administrativo Educacional", "R$ 3.090,55", [("CRE Anápolis", 6), ("CRE Aparecida de Goiânia", 7), ("CRE Formosa", 3)])]
P = lambda t: pcd5(t, 5, 5)
entries, rows = [], []
T = [0, 0, 0]
for cargo, venc, ls in G:
    for cre, t in ls:
        n, p = neg20(t), P(t)
        if t:
            entries.append({"name_has": cargo.split(" – ")[-1] if "–" in cargo else cargo, "vacancies": t, "negros_stated": n})
        rows.append([cargo, cre, venc] + ([str(t - p - n), str(p), str(n), str(t)] if t else ["–", "–", "–", "CR"]))
        T[0] += t; T[1] += p; T[2] += n
rows.append([C("TOTAL", cs=3, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b")])
cfg = base_cfg("2026-01-19", site="www.cebraspe.org.br/concursos/seduc_go_26", banca="Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos – Cebraspe",
               orgao_curto="Secretaria", cidades="Goiânia, Anápolis, Aparecida de Goiânia, Formosa e Rio Verde", neg_pct="20% (vinte por cento)",
               neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, com as alterações da Lei nº 23.719, de 1º de outubro de 2025, sempre que o número de vagas oferecidas for igual ou superior a 3 (três)",
               veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia, 19 de janeiro de 2026.", assinaturas=["Secretária de Estado da Educação de Goiás"],
               taxas=[["Professor e Analista Educacional", "R$ 115,00"], ["Assistente Administrativo Educacional", "R$ 80,00"]])
B = [("title", "ESTADO DE GOIÁS\nSECRETARIA DE ESTADO DA EDUCAÇÃO\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS DO QUADRO DO MAGISTÉRIO E DO QUADRO ADMINISTRATIVO\nEDITAL Nº 1 – SEDUC/GO, DE 19 DE JANEIRO DE 2026"),
     ("p", "A SECRETÁRIA DE ESTADO DA EDUCAÇÃO DE GOIÁS, no uso de suas atribuições legais, e tendo em vista a autorização governamental constante do Processo SEI nº 202500006051234, torna pública a realização de concurso público para provimento de vagas e formação de cadastro de reserva nos cargos de Professor Nível III, de Analista Educacional e de Assistente Administrativo Educacional, mediante as condições estabelecidas neste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Cebraspe.",
                 "As vagas estão distribuídas por Coordenação Regional de Educação (CRE), e o candidato concorrerá às vagas da CRE escolhida no ato da inscrição.",
                 "A reserva de vagas para candidatos negros e para pessoas com deficiência foi calculada sobre as vagas de cada cargo em cada CRE, conforme o quadro do item 2.1.",
                 "O vencimento inicial do Professor Nível III corresponde à jornada de 40 (quarenta) horas semanais."])
B += [("h", "2. DOS CARGOS, DAS LOTAÇÕES E DAS VAGAS"), ("p", "2.1 As vagas são distribuídas da seguinte forma:"),
      ("table", {"caption": "QUADRO DE DISTRIBUIÇÃO DAS VAGAS POR CRE", "head": [["Cargo", "Lotação (CRE)", "Vencimento inicial", "AC", "PcD", "Negros", "Total"]], "rows": rows,
                 "widths": [5.2, 4.2, 2.4, 1.2, 1.2, 1.4, 1.3], "fs": 8.5}),
      ("p", "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos pretos e pardos (Lei estadual nº 23.389/2025); CR – cadastro de reserva.")]
B += corpo(cfg, 3, titulos=True, extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA PREVISTO", cfg)
B += anexo_atrib("ANEXO II – REQUISITOS E ATRIBUIÇÕES", [(c, "licenciatura plena na disciplina" if c.startswith("Professor") else "graduação na área ou ensino médio, conforme o cargo") for c, _, _ in G])
B += ch_conteudo("ANEXO III – OBJETOS DE AVALIAÇÃO", ["Língua Portuguesa", "Raciocínio Lógico", "Legislação", "Noções de Informática"])
B += autodeclaracao("ANEXO IV – AUTODECLARAÇÃO", "Secretaria de Estado da Educação de Goiás")
src = docx_edital(NAME, B, ["ESTADO DE GOIÁS – SECRETARIA DE ESTADO DA EDUCAÇÃO", "Av. Anhanguera, 7171 – Setor Oeste – Goiânia/GO"], "Edital nº 1 – Seduc/GO")
odt = docx_to(src, "odt", os.path.join(SRC, NAME + ".odt"))
os.remove(src)
finish4(NAME, entries, "odt2txt", odt, {"body": "Seduc-GO (Lei 23.389/2025)", "board": "Cebraspe", "producer": "python-docx -> LibreOffice Writer (ODT)", "shape": "one cargo at several CREs (cargo repeated), CR rows, TOTAL"}, totals=(T[0], T[2]))
