# t07: a small town of Rio Grande do Norte, Prefeitura de São José do Seridó (municipal law: 20 % to negros from 3
# vacancies): a Código column (numbers that are not vacancies), mostly one-vacancy cargos (no reserve), cargos offered
# only for the cadastro de reserva ("CR" in the Vagas column: no entry, listed in cadastro_only), columns Vagas / PcD /
# Negros (20%) / CR / Carga horária / Vencimento, a TOTAL row and asterisk notes. DOCX (python-docx); pandoc -t plain.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t07_pm_sao_jose_do_serido_2027_docx_pandoc_plain_one_vacancy_cr_only"
V = [("101", "Agente Administrativo", 3, "40h", "1.518,00"), ("102", "Auxiliar de Serviços Gerais", 6, "40h", "1.518,00"), ("103", "Motorista – Categoria D", 2, "40h", "1.650,00"),
     ("104", "Vigia", 1, "40h", "1.518,00"), ("105", "Merendeira", 1, "40h", "1.518,00"), ("106", "Operador de Máquinas Pesadas", 0, "40h", "1.890,00"),
     ("201", "Técnico em Enfermagem", 2, "40h", "1.720,00"), ("202", "Agente Comunitário de Saúde", 1, "40h", "3.036,00"), ("203", "Técnico em Radiologia", 0, "24h", "2.200,00"),
     ("301", "Professor de Educação Infantil", 4, "30h", "4.867,77"), ("302", "Professor de Matemática", 1, "30h", "4.867,77"), ("303", "Professor de Língua Portuguesa", 1, "30h", "4.867,77"),
     ("401", "Enfermeiro", 1, "40h", "3.800,00"), ("402", "Psicólogo", 1, "30h", "3.200,00"), ("403", "Fonoaudiólogo", 0, "30h", "3.200,00"), ("404", "Contador", 1, "20h", "3.500,00"),
     ("405", "Procurador Jurídico", 1, "20h", "5.200,00")]
entries, cad, rows, T = [], [], [], [0, 0, 0]
for cod, c, t, h, v in V:
    if not t:
        rows.append([cod, c, "CR*", "–", "–", "5", h, v])
        cad.append({"name_has": c})
        continue
    p, n = pcd5(t), neg20(t)
    rows.append([cod, c, str(t), str(p), str(n), str(2 * t), h, v])
    T = [a + b for a, b in zip(T, (t, p, n))]
    entries.append(ent(c, t, cr=2 * t))
rows.append([C("TOTAL", cs=2), str(T[0]), str(T[1]), str(T[2]), "", "", ""])
cfg = cfg19("2027-10-04", site="www.fundacaofafire.org.br/saojosedoserido", banca="Instituto de Seleção do Seridó (ISS)", cidades="São José do Seridó/RN",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 612, de 18 de abril de 2023, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial dos Municípios do Rio Grande do Norte (FEMURN)", local_data="São José do Seridó/RN, 4 de outubro de 2027.", assinaturas=["JACKSON DANTAS DE MEDEIROS", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, o número de vagas, a reserva às pessoas com deficiência e às pessoas negras, o cadastro de reserva, a carga horária semanal e o vencimento são os do quadro a seguir:"),
     ("table", {"caption": "ANEXO I – QUADRO DE CARGOS E VAGAS", "head": [["Código", "Cargo", "Vagas", "PcD", "Negros (20%)", "CR", "Carga horária", "Vencimento (R$)"]], "rows": rows,
                "widths": [1.1, 6.8, 1.1, 0.9, 1.5, 0.9, 1.2, 1.8]}),
     ("p", "* CR: cargo oferecido apenas para formação de cadastro de reserva (5 aprovados), sem vaga imediata. Nos cargos com menos de 3 (três) vagas não há reserva imediata às pessoas negras; nos cargos com menos de 5 (cinco) vagas não há reserva imediata às pessoas com deficiência, assegurada a inscrição na condição de cotista."),
     ("p", "2.2 A taxa de inscrição é de R$ 60,00 (nível fundamental), R$ 80,00 (nível médio e técnico) e R$ 110,00 (nível superior).")]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nPREFEITURA MUNICIPAL DE SÃO JOSÉ DO SERIDÓ\nEDITAL DE CONCURSO PÚBLICO Nº 001/2027",
           "O PREFEITO MUNICIPAL DE SÃO JOSÉ DO SERIDÓ, Estado do Rio Grande do Norte, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos efetivos do Município.",
           Q, cfg, cargos=[(c, "conforme a Lei Municipal nº 480/2019") for _, c, *_ in V])
src = docx_edital(NAME, B, ["PREFEITURA MUNICIPAL DE SÃO JOSÉ DO SERIDÓ", "ESTADO DO RIO GRANDE DO NORTE"], "Edital nº 001/2027 – São José do Seridó/RN", when="2027-10-04")
finish8(NAME, entries, "pandoc-plain", src, {"body": "Prefeitura de São José do Seridó (RN, municipal law 20 %)", "board": "ISS", "producer": "DOCX (python-docx), pandoc -t plain",
        "shape": "Código column, one-vacancy cargos, CR-only rows (cadastro_only), Vagas/PcD/Negros (20%)/CR, TOTAL, asterisk notes"},
        totals=(T[0], T[2]), cadastro=cad)
