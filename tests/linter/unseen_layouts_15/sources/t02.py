# t02: Instituto de Previdência dos Servidores do Estado do Espírito Santo (IPAJM), autarquia estadual, FGV style; negros
# 20% by state law; quadro with the cargo merged over its especialidades (rowspan), long requisitos wrapped in their cells,
# a numeric CR column beside the immediate vacancies; Chromium print, the .txt is poppler `pdftotext -layout`.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t02_fgv_ipajm_es_chromium_pdftotext_layout_rowspan"
# grupo, especialidade, código, requisitos, total, pcd, negros, cr
G = [("Analista Previdenciário", "R$ 8.946,27", [
        ("Atuária", "A01", "Diploma de graduação em Ciências Atuariais e registro no Instituto Brasileiro de Atuária (IBA)", 2, 0, 0, 4),
        ("Ciências Contábeis", "A02", "Diploma de graduação em Ciências Contábeis e registro no Conselho Regional de Contabilidade", 4, 0, 1, 8),
        ("Direito", "A03", "Diploma de graduação em Direito", 5, 1, 1, 10),
        ("Economia", "A04", "Diploma de graduação em Ciências Econômicas e registro no CORECON-ES", 1, 0, 0, 3),
        ("Tecnologia da Informação – Desenvolvimento de Sistemas", "A05", "Diploma de graduação em qualquer área de Tecnologia da Informação, ou em qualquer curso superior com pós-graduação lato sensu em TI de no mínimo 360 horas", 3, 0, 1, 6),
        ("Tecnologia da Informação – Infraestrutura e Segurança", "A06", "Diploma de graduação em qualquer área de Tecnologia da Informação", 2, 0, 0, 4),
        ("Engenharia Civil", "A07", "Diploma de graduação em Engenharia Civil e registro no CREA-ES", 0, 0, 0, 2),
        ("Serviço Social", "A08", "Diploma de graduação em Serviço Social e registro no CRESS-ES", 2, 0, 0, 4)]),
     ("Técnico Previdenciário", "R$ 4.937,60", [
        ("Área Administrativa", "T01", "Certificado de conclusão de ensino médio", 12, 1, 2, 24),
        ("Área de Atendimento ao Segurado", "T02", "Certificado de conclusão de ensino médio", 8, 1, 2, 16),
        ("Área Contábil", "T03", "Curso técnico em Contabilidade e registro no CRC-ES", 3, 0, 1, 6)]),
     ("Médico Perito Previdenciário", "R$ 12.311,45", [
        ("Medicina do Trabalho", "M01", "Diploma de graduação em Medicina, título de especialista ou residência médica em Medicina do Trabalho e registro no CRM-ES", 3, 0, 1, 6),
        ("Clínica Médica", "M02", "Diploma de graduação em Medicina, residência médica em Clínica Médica e registro no CRM-ES", 2, 0, 0, 4)])]
NH = {"Atuária": "Atuária", "Ciências Contábeis": "Ciências Contábeis", "Direito": "Direito", "Economia": "Economia",
      "Tecnologia da Informação – Desenvolvimento de Sistemas": "Desenvolvimento", "Tecnologia da Informação – Infraestrutura e Segurança": "Infraestrutura",
      "Serviço Social": "Serviço Social", "Área Administrativa": "Área Administrativa", "Área de Atendimento ao Segurado": "Área de Atendimento",
      "Área Contábil": "Área Contábil", "Medicina do Trabalho": "Medicina do Trabalho", "Clínica Médica": "Clínica Médica"}
entries, rows = [], []
for g, sal, esp in G:
    for i, (e, cod, req, t, pcd, neg, cr) in enumerate(esp):
        if t:
            entries.append({"name_has": NH[e], "vacancies": t, "negros_stated": neg})
        first = '<td rowspan="%d"><b>%s</b><br>Vencimento inicial: %s</td>' % (len(esp), g, sal) if i == 0 else ""
        cnt = [t - pcd - neg, pcd, neg, t, cr] if t else ["–", "–", "–", "–", cr]
        rows.append("<tr>%s<td>%s</td><td>%s</td><td>%s</td>%s</tr>" % (first, cod, e, req, tds(cnt)))
T = [sum(x[k] for _, _, es in G for x in es) for k in (3, 4, 5, 6)]
rows.append('<tr class="tot"><td colspan="4">Total</td>%s</tr>' % tds([T[0] - T[1] - T[2], T[1], T[2], T[0], T[3]]))
Q = quadro_html("QUADRO I – CARGOS, ESPECIALIDADES, REQUISITOS E VAGAS",
                '<tr><th rowspan="2">Cargo</th><th rowspan="2">Código</th><th rowspan="2">Especialidade</th><th rowspan="2">Requisitos para investidura</th><th colspan="4">Vagas imediatas</th><th rowspan="2">Cadastro de reserva</th></tr><tr><th>AC</th><th>PcD</th><th>Negros</th><th>Total</th></tr>',
                rows, "AC: ampla concorrência; PcD: pessoas com deficiência; Negros: candidatos autodeclarados pretos ou pardos. O cadastro de reserva indica o número máximo de candidatos aprovados além das vagas imediatas, por especialidade.",
                colgroup='<colgroup><col style="width:15%"><col style="width:6%"><col style="width:17%"><col style="width:34%"><col style="width:5%"><col style="width:5%"><col style="width:6%"><col style="width:5%"><col style="width:7%"></colgroup>')
cfg = base_cfg("2026-02-23", site="conhecimento.fgv.br/concursos/ipajm26", banca="Fundação Getulio Vargas – FGV", orgao_curto="IPAJM",
               cidades="Vitória/ES, Cachoeiro de Itapemirim/ES, Colatina/ES e Linhares/ES", neg_lei="Lei Estadual nº 11.094, de 8 de janeiro de 2020",
               veiculo="Diário Oficial do Estado do Espírito Santo", local_data="Vitória/ES, 23 de fevereiro de 2026.",
               assinaturas=["JOSÉ ELIAS DO NASCIMENTO MARÇAL\nDiretor-Presidente do IPAJM"], nota_final="a soma das notas das provas objetiva e discursiva",
               taxas=[["Analista Previdenciário e Médico Perito Previdenciário", "R$ 130,00"], ["Técnico Previdenciário", "R$ 90,00"]])
REM = [("h", "2. DA REMUNERAÇÃO E DA JORNADA"), ("p", "2.1 A remuneração inicial dos cargos é composta do vencimento e das vantagens abaixo:"),
       ("table", {"head": [["Cargo", "Vencimento", "Auxílio-alimentação", "Gratificação de Desempenho (até)", "Total (até)"]],
                  "rows": [["Analista Previdenciário", "R$ 8.946,27", "R$ 900,00", "R$ 1.789,25", "R$ 11.635,52"],
                           ["Técnico Previdenciário", "R$ 4.937,60", "R$ 900,00", "R$ 987,52", "R$ 6.825,12"],
                           ["Médico Perito Previdenciário", "R$ 12.311,45", "R$ 900,00", "R$ 2.462,29", "R$ 15.673,74"]]}),
       ("p", "2.2 A jornada de trabalho é de 40 (quarenta) horas semanais, exceto para o cargo de Médico Perito Previdenciário, cuja jornada é de 20 (vinte) horas semanais.")]
B = [("title", "GOVERNO DO ESTADO DO ESPÍRITO SANTO\nINSTITUTO DE PREVIDÊNCIA DOS SERVIDORES DO ESTADO DO ESPÍRITO SANTO – IPAJM\nCONCURSO PÚBLICO PARA O PROVIMENTO DE CARGOS EFETIVOS\nEDITAL Nº 1 – IPAJM, DE 23 DE FEVEREIRO DE 2026"),
     ("p", "O Diretor-Presidente do Instituto de Previdência dos Servidores do Estado do Espírito Santo – IPAJM, no uso de suas atribuições legais, e tendo em vista a autorização governamental constante do Processo E-Docs nº 2025-7KQ3M, torna pública a realização de concurso público para provimento de vagas e formação de cadastro de reserva nos cargos de Analista Previdenciário, Técnico Previdenciário e Médico Perito Previdenciário, mediante as condições estabelecidas neste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pela Fundação Getulio Vargas – FGV.",
                 "A seleção compreenderá prova objetiva, de caráter eliminatório e classificatório, para todos os cargos, e prova discursiva, de caráter eliminatório e classificatório, para os cargos de nível superior.",
                 "Os cargos, as especialidades, os requisitos e o quantitativo de vagas estão dispostos no Quadro I a seguir.", ])
B += [("raw", Q)] + REM + corpo(cfg, 3) + [("pagebreak",)] + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDO PROGRAMÁTICO (CONHECIMENTOS GERAIS)", ["Língua Portuguesa", "Raciocínio Lógico", "Direito Administrativo"])
chromium_edital(NAME, B, CSS_BASE + " table.q{table-layout:fixed;font-size:8pt}", "IPAJM – Concurso Público – Edital nº 1/2026", "Edital IPAJM")
finish2(NAME, entries, "pdftotext-layout", {"body": "IPAJM (ES)", "board": "FGV", "producer": "Chromium print", "shape": "rowspan cargo, wrapped requisitos, CR column"}, totals=(T[0], T[2]))
