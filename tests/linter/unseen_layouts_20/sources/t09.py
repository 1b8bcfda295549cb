# t09: Diário Oficial do Município de Currais Novos (RN): one gazette page set in two columns (ReportLab frames) whose
# acts are full of numbers (portarias with matrícula numbers, an aviso de licitação with values, CNPJ and processo
# numbers, a decree with a table of diárias) and, among them, the "extrato do edital" of the concurso: the cargos,
# vacancies and reserve in running prose and a short table Cargo / Vagas / PcD / Negros with a TOTAL row. Negros 25 %
# under an invented municipal law (4 or more vacancies). The text is poppler's pdftotext -layout of the PDF. Only the
# extrato's table and prose are vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t09_comissao_pm_currais_novos_gazette_extrato_pdftotext_layout_acts_numbers"
V = [("Agente Administrativo", 10), ("Agente Comunitário de Saúde", 12), ("Agente de Endemias", 5), ("Auxiliar de Serviços Gerais", 8),
     ("Motorista Categoria D", 6), ("Técnico em Enfermagem", 7), ("Enfermeiro da ESF", 4), ("Médico da ESF", 4), ("Cirurgião-Dentista da ESF", 2),
     ("Professor de Educação Infantil", 14), ("Professor de Língua Portuguesa", 3), ("Professor de Matemática", 3), ("Psicólogo", 2), ("Fiscal de Tributos", 3)]
N = lambda t: neg20(t, 25, 4)
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t in V]
rows, T = rows_neg(V, N, order=("t", "pcd", "neg"))
rows.append(["TOTAL", str(T[0]), str(T[1]), str(T[2])])
acts = [("h", "GABINETE DO PREFEITO"), ("h", "PORTARIA Nº 412, DE 3 DE AGOSTO DE 2026"),
        ("p", "O PREFEITO MUNICIPAL DE CURRAIS NOVOS, no uso de suas atribuições legais, RESOLVE: Art. 1º Conceder férias regulamentares aos servidores abaixo, referentes ao período aquisitivo 2025/2026: JOSÉ WILSON DE MEDEIROS, matrícula 10.422-3, 30 dias, a partir de 10/08/2026; MARIA LÚCIA DANTAS, matrícula 11.907-1, 30 dias, a partir de 17/08/2026; RAIMUNDO NONATO ARAÚJO, matrícula 09.118-6, 15 dias, a partir de 24/08/2026. Art. 2º Esta Portaria entra em vigor na data de sua publicação."),
        ("h", "PORTARIA Nº 413, DE 3 DE AGOSTO DE 2026"),
        ("p", "Nomeia, em caráter efetivo, em virtude de aprovação no Concurso Público nº 001/2022, FRANCISCA ELIZÂNGELA BEZERRA, 7ª classificada, para o cargo de Técnico em Enfermagem, matrícula 13.208-9, e ANTÔNIO MARCOS SILVA, 12º classificado, para o cargo de Agente Administrativo, matrícula 13.209-7, com lotação na Secretaria Municipal de Saúde."),
        ("h", "SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO – SETOR DE LICITAÇÕES"), ("h", "AVISO DE LICITAÇÃO – PREGÃO ELETRÔNICO Nº 027/2026"),
        ("p", "Processo Administrativo nº 2026.07.0318. Objeto: registro de preços para aquisição de gêneros alimentícios destinados à alimentação escolar, em 14 (quatorze) lotes. Valor estimado: R$ 1.284.517,40. Abertura: 20/08/2026, às 09h00, no Portal de Compras Públicas. Edital: www.curraisnovos.rn.gov.br/licitacoes. Informações: (84) 3405-2716."),
        ("h", "EXTRATO DE CONTRATO Nº 118/2026"),
        ("p", "Contratante: Município de Currais Novos, CNPJ 08.095.960/0001-94. Contratada: Comercial Seridó de Alimentos Ltda., CNPJ 14.562.238/0001-07. Processo nº 2026.05.0211. Objeto: fornecimento de material de limpeza. Valor global: R$ 87.340,00. Vigência: 12 (doze) meses. Dotação: 02.010.04.122.0002.2.003 – 3.3.90.30.00."),
        ("h", "DECRETO Nº 5.102, DE 31 DE JULHO DE 2026"),
        ("p", "Atualiza os valores das diárias devidas aos servidores e agentes políticos do Município em deslocamento a serviço. Art. 1º Os valores das diárias passam a ser os da tabela a seguir:"),
        ("table", {"caption": "ANEXO ÚNICO – VALORES DAS DIÁRIAS (R$)", "head": [["Cargo / função", "No Estado", "Fora do Estado", "Brasília/DF"]],
                   "rows": [["Prefeito", "450,00", "700,00", "900,00"], ["Vice-Prefeito e Secretários", "350,00", "550,00", "750,00"],
                            ["Cargos em comissão CC-1 a CC-3", "220,00", "380,00", "480,00"], ["Demais servidores", "150,00", "260,00", "340,00"],
                            ["Motoristas (por pernoite)", "120,00", "200,00", "260,00"]], "fr": [2.6, 1, 1.1, 1.1]}),
        ("p", "Art. 2º Este Decreto entra em vigor na data de sua publicação, revogado o Decreto nº 4.877, de 2 de março de 2024."), ("sep",)]
extrato = [("h", "COMISSÃO ESPECIAL DO CONCURSO PÚBLICO"), ("h", "EXTRATO DO EDITAL DE ABERTURA Nº 001/2026 – CONCURSO PÚBLICO"),
           ("p", "O MUNICÍPIO DE CURRAIS NOVOS/RN, por sua Comissão Especial do Concurso Público (Portaria nº 298/2026), torna público o extrato do Edital de Abertura nº 001/2026, cujo inteiro teor está disponível em www.curraisnovos.rn.gov.br/concurso2026. São oferecidas %d (%s) vagas em cargos efetivos, das quais %d reservadas às pessoas com deficiência e %d às pessoas negras, nos termos da Lei Municipal nº 3.611, de 12 de dezembro de 2024 (25%% das vagas do cargo, sempre que em número igual ou superior a 4), distribuídas conforme o quadro abaixo:" % (T[0], extenso(T[0]), T[1], T[2])),
           ("table", {"caption": "QUADRO DE VAGAS", "head": [["Cargo", "Vagas", "PcD", "Negros"]], "rows": rows, "fr": [3.2, 1, 1, 1]}),
           ("p", "Inscrições: de 10/08/2026 a 09/09/2026, exclusivamente pela internet. Taxas: R$ 60,00 (fundamental), R$ 80,00 (médio) e R$ 110,00 (superior). Provas objetivas: 18/10/2026, às 08h30 (nível superior) e às 14h30 (demais). Vencimentos de R$ 1.518,00 a R$ 11.450,00, jornada de 30 ou 40 horas semanais. Validade: 2 (dois) anos, prorrogável uma vez por igual período."),
           ("p", "Currais Novos/RN, 3 de agosto de 2026. LÍVIA MARIA DE MEDEIROS – Presidente da Comissão Especial do Concurso Público."), ("sep",)]
after = [("h", "SECRETARIA MUNICIPAL DE SAÚDE"), ("h", "PORTARIA Nº 57/2026 – SMS"),
         ("p", "Designa os servidores CARLOS ALBERTO FERNANDES, matrícula 08.331-0, e TEREZINHA DE JESUS SOUZA, matrícula 10.015-5, para atuarem como fiscais do Contrato nº 094/2026 (Processo nº 2026.04.0187), cujo objeto é a locação de 3 (três) veículos tipo ambulância, no valor mensal de R$ 28.900,00."),
         ("h", "SECRETARIA MUNICIPAL DE TRIBUTAÇÃO"), ("h", "EDITAL DE NOTIFICAÇÃO Nº 09/2026"),
         ("p", "Ficam notificados os contribuintes abaixo para, no prazo de 30 (trinta) dias, regularizarem os débitos de IPTU: inscrição imobiliária 01.02.031.0412.001, R$ 2.314,77; inscrição 01.04.118.0096.002, R$ 987,10; inscrição 02.01.007.0233.001, R$ 4.102,55.")]
pdf = os.path.join(OUT, NAME + ".pdf")
gazette_pdf(extrato + after, pdf, ("DIÁRIO OFICIAL DO MUNICÍPIO DE CURRAIS NOVOS", "Ano VII – Nº 1.533 – Currais Novos/RN, terça-feira, 4 de agosto de 2026",
                                   "Lei Municipal nº 3.210/2019 – www.curraisnovos.rn.gov.br/diario – assinado digitalmente (ICP-Brasil)"), 2, acts)
finish7(NAME, entries, "pdftotext-layout", pdf, {"body": "Prefeitura de Currais Novos (RN, municipal law 25 %, ≥4)", "board": "municipal commission",
        "producer": "ReportLab 2-column gazette", "shape": "extrato do edital (prose + short table, TOTAL) among gazette acts with matrículas, values, CNPJ, processos, diárias table"},
        totals=(T[0], T[2]))
