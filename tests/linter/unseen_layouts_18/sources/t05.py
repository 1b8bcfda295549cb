# t05: Instituto Federal do Rio Grande do Norte (IFRN), professores EBTT, under Lei nº 15.142/2025. The newsroom's copy
# is a .txt the institute's press office sent: the edital's text followed by the quadro exported as ';' CSV (one row
# per área and campus), saved in UTF-8 without BOM; opened on a Windows machine as Windows-1252 (Notepad / Excel's
# default), every accented letter comes out as two or three characters ("Ã§Ã£o"). The whole text, quadro included,
# is mojibake; the labels' name_has are the mojibake forms of the names, as they stand in the text. Source
# sources/NAME.utf8.txt; text path lib18.mojibake. Shape: several campi per área (name repeated, figures apart), TOTAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t05_coadc_ifrn_ebtt_utf8_read_as_cp1252_mojibake_csv_campi"
V = [("Administração", [("Natal-Central", 2), ("Mossoró", 1)]), ("Biologia", [("Currais Novos", 2)]), ("Artes Visuais", [("Natal-Cidade Alta", 2), ("Caicó", 1)]),
     ("Engenharia Elétrica", [("Natal-Central", 3), ("Mossoró", 2)]), ("Física", [("Pau dos Ferros", 3), ("Santa Cruz", 2), ("Ipanguaçu", 1)]),
     ("Geografia", [("João Câmara", 1)]), ("Informática – Programação", [("Natal-Central", 4), ("Parnamirim", 2), ("Caicó", 3)]),
     ("Língua Portuguesa", [("São Gonçalo do Amarante", 2), ("Macau", 1)]), ("Matemática", [("Natal-Central", 3), ("Apodi", 2), ("Nova Cruz", 1)]),
     ("Química", [("Apodi", 2), ("Ceará-Mirim", 0)]), ("Segurança do Trabalho", [("Mossoró", 2)]), ("Zootecnia", [("Ipanguaçu", 2)])]
R = lambda t: r15142(t)
P = lambda t: pcd5(t)
entries, csvrows, co = [], [], []
for a, ls in V:
    for l, t in ls:
        if t:
            entries.append({"name_has": moji(a), "vacancies": t, "negros_stated": sum(R(t))})
            csvrows.append(";".join([a, l, str(t), str(t - P(t) - sum(R(t))), str(P(t))] + [str(x) for x in R(t)]))
        else:
            co.append({"name_has": moji(a), "where": l + " (CR only)"})
            csvrows.append(";".join([a, l, "CR", "CR", "CR", "CR", "CR", "CR"]))
T = [sum(t for _, ls in V for _, t in ls), sum(sum(R(t)) for _, ls in V for _, t in ls), sum(P(t) for _, ls in V for _, t in ls)]
TR = [sum(R(t)[i] for _, ls in V for _, t in ls) for i in range(3)]
csvrows.append(";".join(["TOTAL", "", str(T[0]), str(T[0] - T[2] - T[1]), str(T[2])] + [str(x) for x in TR]))
cfg = cfg18("2026-06-08", site="portal.ifrn.edu.br/concursos", banca="Coordenação de Acesso Discente e Concursos (COADC/IFRN)", cidades="Natal, Mossoró, Caicó, Pau dos Ferros e Currais Novos",
            veiculo="Diário Oficial da União", local_data="Natal/RN, 8 de junho de 2026.", assinaturas=["JOSÉ ARNÓBIO DE ARAÚJO FILHO", "Reitor"], onde="Anexo I (quadro de vagas por área e campus)", por=" e área")
Q = [("p", "2.1 O concurso destina-se ao provimento de cargos de Professor do Ensino Básico, Técnico e Tecnológico (EBTT), classe D I, nível 1, em regime de dedicação exclusiva, nas áreas e campi do Anexo I."),
     ("p", "2.2 A remuneração inicial é de R$ 5.831,21 (vencimento básico) acrescida de Retribuição por Titulação (RT), conforme a titulação apresentada: especialização R$ 1.113,81; mestrado R$ 2.799,09; doutorado R$ 6.354,34.")]
B = edital("SERVIÇO PÚBLICO FEDERAL\nINSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO RIO GRANDE DO NORTE\nEDITAL Nº 22/2026-RE/IFRN\nCONCURSO PÚBLICO PARA PROFESSOR EBTT",
           "O REITOR DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO RIO GRANDE DO NORTE, no uso das atribuições que lhe confere a Lei nº 11.892, de 29 de dezembro de 2008, torna pública a abertura de inscrições do concurso público de provas e títulos para provimento de cargos de Professor do Ensino Básico, Técnico e Tecnológico.",
           Q, cfg, law="15142", cargos=[("Professor EBTT – " + a, "graduação na área, conforme o Anexo I") for a, _ in V])
txt = plain(B) + "\nANEXO I - QUADRO DE VAGAS (exportado da planilha)\n" + "Área;Campus;Vagas;AC;PcD;PPP;PI;PQ\n" + "\n".join(csvrows) + "\n"
with open(os.path.join(SRC, NAME + ".utf8.txt"), "w", encoding="utf-8", newline="\r\n") as f:
    f.write(txt)
finish5(NAME, entries, "utf8-read-as-cp1252", os.path.join(SRC, NAME + ".utf8.txt"), {"body": "IFRN (federal, Lei 15.142)", "board": "COADC/IFRN",
        "producer": "UTF-8 .txt (CRLF) opened as Windows-1252", "shape": "mojibake throughout; ';' CSV quadro, área repeated per campus, CR row, TOTAL"}, totals=(T[0], T[1]))
json.dump({NAME + ".txt": co}, open(os.path.join(SRC, NAME + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
