# t03: Universidade Federal de Goiás (UFG), técnico-administrativos em educação, under Lei nº 15.142/2025 (25 % PPP,
# 3 % PI, 2 % PQ, from 2 vacancies). The edital reached the journalist as an e-mail: a union officer pasted the edital's
# text (one line a paragraph, the quadro as space-aligned columns) into a plain-text message to the union's list, which
# a member forwarded; the mail client hard-wraps at 72 columns (format=flowed off, textwrap per line) and quotes "> ".
# Source: sources/NAME.mail.json + NAME.body.txt; text path lib18.email_fwd. Quadro: Cargo / Nível / Vagas / AC / PcD /
# PPP / PI / PQ, TOTAL row; rows longer than 72 columns are broken by the wrap.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t03_csufg_ufg_tae_email_forward_72col_quoted_wrapped_rows"
V = [("Administrador", "E", 3), ("Analista de Tecnologia da Informação", "E", 4), ("Arquivista", "E", 1), ("Assistente em Administração", "D", 16),
     ("Auxiliar em Administração", "C", 6), ("Bibliotecário-Documentalista", "E", 2), ("Contador", "E", 2), ("Enfermeiro", "E", 5),
     ("Engenheiro Eletricista", "E", 1), ("Médico Veterinário", "E", 2), ("Nutricionista-Habilitação", "E", 1), ("Psicólogo-Área", "E", 2),
     ("Técnico de Laboratório – Área Biologia", "D", 4), ("Técnico de Laboratório – Área Química", "D", 3), ("Técnico de Tecnologia da Informação", "D", 6),
     ("Técnico em Assuntos Educacionais", "E", 3), ("Técnico em Enfermagem", "D", 8), ("Tradutor e Intérprete de Linguagem de Sinais", "D", 2)]
P = lambda t: pcd5(t)
R = lambda t: r15142(t)
entries = [{"name_has": c, "vacancies": t, "negros_stated": sum(R(t))} for c, _, t in V]
rows = [[c, n, str(t), str(t - P(t) - sum(R(t))), str(P(t))] + [str(x) for x in R(t)] for c, n, t in V]
T = [sum(t for *_, t in V), sum(P(t) for *_, t in V)] + [sum(R(t)[i] for *_, t in V) for i in range(3)]
rows.append(["TOTAL", "", str(T[0]), str(T[0] - T[1] - sum(T[2:])), str(T[1]), str(T[2]), str(T[3]), str(T[4])])
cfg = cfg18("2026-08-17", site="concursos.ufg.br", banca="Centro de Seleção da UFG (CS/UFG)", cidades="Goiânia, Aparecida de Goiânia, Cidade de Goiás e Goiás (Regional Goiás)",
            veiculo="Diário Oficial da União", local_data="Goiânia, 17 de agosto de 2026.", assinaturas=["ANGELITA PEREIRA DE LIMA", "Reitora"], onde="quadro do item 2.1")
Q = [("p", "2.1 O concurso destina-se ao provimento dos cargos abaixo, do Plano de Carreira dos Cargos Técnico-Administrativos em Educação (Lei nº 11.091/2005), com a seguinte distribuição de vagas (AC: ampla concorrência; PcD: pessoas com deficiência; PPP: pessoas pretas e pardas; PI: indígenas; PQ: quilombolas):"),
     ("table", {"head": [["CARGO", "NÍVEL", "VAGAS", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}),
     ("p", "2.2 O vencimento básico é de R$ 2.667,19 para o nível C, R$ 3.265,30 para o nível D e R$ 5.345,65 para o nível E, acrescido de auxílio-alimentação de R$ 1.000,00 e, quando couber, de incentivo à qualificação.")]
B = edital("SERVIÇO PÚBLICO FEDERAL\nUNIVERSIDADE FEDERAL DE GOIÁS\nEDITAL Nº 41, DE 17 DE AGOSTO DE 2026\nCONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO",
           "A REITORA DA UNIVERSIDADE FEDERAL DE GOIÁS, no uso de suas atribuições legais e estatutárias, e tendo em vista o disposto no Decreto nº 9.739, de 28 de março de 2019, e na Portaria MGI nº 5.120, de 2026, que autorizou o provimento de cargos, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos técnico-administrativos em educação, nos termos a seguir.",
           Q, cfg, law="15142", cargos=[(c, "conforme o Anexo II do Decreto nº 5.824/2006") for c, *_ in V])
body = plain(B)
write(os.path.join(SRC, NAME + ".body.txt"), body)
mail = {"intro": "Pessoal, segue o edital dos TAEs que saiu hoje no DOU, com o quadro. Repassem nos grupos dos campi.\n\nAbraço,\nMárcio\nSINT-IFESgo – Secretaria de Comunicação",
        "headers": ["De: Coordenação Geral SINT-IFESgo <coordenacao@sintifesgo.org.br>", "Data: seg., 17 de ago. de 2026 às 14:22",
                    "Assunto: Fwd: EDITAL 41/2026 UFG - CONCURSO TAE - TEXTO INTEGRAL", "Para: <lista-base@sintifesgo.org.br>"],
        "inner": ["---------- Forwarded message ---------", "From: Diretoria de Comunicação UFG <dircom@ufg.br>", "Date: Mon, Aug 17, 2026 at 11:05 AM",
                  "Subject: EDITAL 41/2026 UFG - CONCURSO TAE - TEXTO INTEGRAL", "To: <imprensa@ufg.br>"],
        "body": NAME + ".body.txt"}
json.dump(mail, open(os.path.join(SRC, NAME + ".mail.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
finish5(NAME, entries, "email-fwd-72", os.path.join(SRC, NAME + ".mail.json"), {"body": "UFG (federal university, Lei 15.142)", "board": "CS/UFG",
        "producer": "plain-text e-mail forward (Python textwrap at 72, '> ' quoting)", "shape": "space-aligned quadro, long rows broken by the 72-column wrap, PPP/PI/PQ columns, TOTAL"},
        totals=(T[0], sum(T[2:])))
