# t03: Tribunal de Justiça do Estado do Paraná, servidores (Analista e Técnico Judiciário), AOCP style, PR Lei 14.274/2003 (10%);
# body: python-docx -> Writer PDF with a sumário; Anexo I: an openpyxl workbook of three sheets (Analista by especialidade,
# Técnico by polo regional, a consolidated summary), each landscape and fitted to width -> Calc PDF; joined with pypdf.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
import openpyxl
from openpyxl.utils import get_column_letter

NAME = "t03_aocp_tjpr_servidores_docx_calc_xlsx_sheets"
TMP = "/tmp/w15/t03"
os.makedirs(TMP, exist_ok=True)


def afro(t):
    return int(t * 0.10 + 0.5)


def pcd(t):
    return 1 if t >= 5 else 0


# código, especialidade, requisitos, total
AN = [("AJ-01", "Área Judiciária", "Bacharelado em Direito", 12),
      ("AJ-02", "Psicologia", "Bacharelado em Psicologia e registro no CRP-08", 3),
      ("AJ-03", "Serviço Social", "Bacharelado em Serviço Social e registro no CRESS-11", 4),
      ("AJ-04", "Contabilidade", "Bacharelado em Ciências Contábeis e registro no CRC-PR", 2),
      ("AJ-05", "Engenharia Civil", "Bacharelado em Engenharia Civil e registro no CREA-PR", 1),
      ("AJ-06", "Tecnologia da Informação – Desenvolvimento de Sistemas", "Curso superior na área de TI ou qualquer curso superior com pós-graduação em TI", 5),
      ("AJ-07", "Tecnologia da Informação – Infraestrutura e Redes", "Curso superior na área de TI ou qualquer curso superior com pós-graduação em TI", 3),
      ("AJ-08", "Medicina do Trabalho", "Medicina com residência ou título de especialista em Medicina do Trabalho; registro no CRM-PR", 1),
      ("AJ-09", "Arquivologia", "Bacharelado em Arquivologia", 0)]
TE = [("TJ-10", "Polo Regional de Curitiba", "Curitiba, Região Metropolitana e Litoral", 20),
      ("TJ-11", "Polo Regional de Londrina", "Londrina, Cambé, Rolândia, Apucarana, Arapongas e Cornélio Procópio", 8),
      ("TJ-12", "Polo Regional de Maringá", "Maringá, Sarandi, Paiçandu, Campo Mourão e Paranavaí", 7),
      ("TJ-13", "Polo Regional de Cascavel", "Cascavel, Toledo, Foz do Iguaçu e Medianeira", 5),
      ("TJ-14", "Polo Regional de Ponta Grossa", "Ponta Grossa, Castro, Telêmaco Borba e Irati", 4),
      ("TJ-15", "Polo Regional de Guarapuava", "Guarapuava, Pitanga e Laranjeiras do Sul", 3),
      ("TJ-16", "Polo Regional de Umuarama", "Umuarama, Cianorte e Goioerê", 2),
      ("TJ-17", "Polo Regional de Francisco Beltrão", "Francisco Beltrão, Pato Branco e Dois Vizinhos", 0)]
entries = [{"name_has": e, "vacancies": t, "negros_stated": afro(t)} for c, e, r, t in AN if t]
entries += [{"name_has": e, "vacancies": t, "negros_stated": afro(t)} for c, e, r, t in TE if t]

S = xl_styles()
wb = openpyxl.Workbook()


def sheet(ws, title, sub, first_head, rows, widths, venc, ch):
    ws.merge_cells("A1:I1"); ws["A1"] = "TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ – CONCURSO PÚBLICO – EDITAL Nº 1/2026"
    ws.merge_cells("A2:I2"); ws["A2"] = title
    ws.merge_cells("A3:I3"); ws["A3"] = sub
    for a in ("A1", "A2", "A3"):
        ws[a].font = S["title_font"]; ws[a].alignment = S["center"]
    hd = ["Cód.", first_head[0], first_head[1], "Nº DE VAGAS", None, None, None, "Cadastro de reserva", "Remuneração inicial / Jornada"]
    for i, h in enumerate(hd, 1):
        if h:
            ws.cell(4, i, h)
    for i, h in enumerate(["TOTAL", "Ampla Concorrência", "Afrodescendentes", "PcD"], 4):
        ws.cell(5, i, h)
    for i in (1, 2, 3, 8, 9):
        ws.merge_cells(start_row=4, start_column=i, end_row=5, end_column=i)
    ws.merge_cells("D4:G4")
    for r in (4, 5):
        for i in range(1, 10):
            c = ws.cell(r, i); c.font = S["head_font"]; c.alignment = S["center"]; c.fill = S["fill"]; c.border = S["border"]
    r = 6
    for cod, nome, req, t in rows:
        a, p = afro(t), pcd(t)
        vals = [cod, nome, req, t, t - a - p, a, p, "Sim", "%s – %s" % (venc, ch)]
        for i, v in enumerate(vals, 1):
            c = ws.cell(r, i, v); c.font = S["font"]; c.border = S["border"]
            c.alignment = S["wrap"] if i in (2, 3, 9) else S["center"]
            if 4 <= i <= 7:
                c.number_format = "00"
                if t == 0:
                    c.value = "CR" if i == 4 else "–"
        ws.row_dimensions[r].height = 30
        r += 1
    ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=3)
    ws.cell(r, 1, "Total geral")
    tt = [sum(x[3] for x in rows), sum(x[3] - afro(x[3]) - pcd(x[3]) for x in rows), sum(afro(x[3]) for x in rows), sum(pcd(x[3]) for x in rows)]
    for i, v in zip(range(4, 8), tt):
        ws.cell(r, i, v).number_format = "00"
    for i in range(1, 10):
        c = ws.cell(r, i); c.font = S["bold"]; c.border = S["border"]; c.alignment = S["center"]; c.fill = S["fill2"]
    for i, w in enumerate(widths, 1):
        ws.column_dimensions[get_column_letter(i)].width = w
    ws.row_dimensions[5].height = 30
    ws.page_setup.orientation = "landscape"; ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1; ws.page_setup.fitToHeight = 0; ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_title_rows = "4:5"
    ws.oddFooter.left.text = "Anexo I – &A"
    ws.oddFooter.right.text = "&P/&N"
    return r


ws = wb.active; ws.title = "Analista Judiciário"
r = sheet(ws, "ANEXO I – QUADRO DE VAGAS", "CARGO: ANALISTA JUDICIÁRIO (nível superior)", ("Especialidade", "Requisitos"), AN,
          [8, 34, 52, 9, 13, 15, 9, 12, 22], "R$ 12.410,18", "40h")
ws2 = wb.create_sheet("Técnico Judiciário")
r2 = sheet(ws2, "ANEXO I – QUADRO DE VAGAS (continuação)", "CARGO: TÉCNICO JUDICIÁRIO (nível médio) – vagas por polo regional", ("Polo regional", "Comarcas abrangidas"), TE,
           [8, 30, 56, 9, 13, 15, 9, 12, 22], "R$ 6.987,52", "40h")
ws2.cell(r2 + 1, 1, "Nota: o candidato ao cargo de Técnico Judiciário concorrerá às vagas do polo regional escolhido no ato da inscrição, e a classificação será feita por polo.").font = S["font"]
ws3 = wb.create_sheet("Consolidado")
ws3.merge_cells("A1:E1"); ws3["A1"] = "ANEXO I – QUADRO CONSOLIDADO DE VAGAS POR CARGO (informativo)"; ws3["A1"].font = S["title_font"]
for i, h in enumerate(["Cargo", "Vagas", "Ampla Concorrência", "Afrodescendentes", "PcD"], 1):
    c = ws3.cell(2, i, h); c.font = S["head_font"]; c.fill = S["fill"]; c.border = S["border"]; c.alignment = S["center"]
for k, (nm, rows) in enumerate([("Analista Judiciário (todas as especialidades)", AN), ("Técnico Judiciário (todos os polos)", TE)]):
    vals = [nm, sum(x[3] for x in rows), sum(x[3] - afro(x[3]) - pcd(x[3]) for x in rows), sum(afro(x[3]) for x in rows), sum(pcd(x[3]) for x in rows)]
    for i, v in enumerate(vals, 1):
        c = ws3.cell(3 + k, i, v); c.font = S["font"]; c.border = S["border"]
        if i > 1:
            c.number_format = "00"; c.alignment = S["center"]
for i, w in enumerate([46, 10, 18, 16, 10], 1):
    ws3.column_dimensions[get_column_letter(i)].width = w
ws3.page_setup.orientation = "landscape"; ws3.page_setup.paperSize = ws3.PAPERSIZE_A4
ws3.oddFooter.left.text = "Anexo I – &A"
wb.save(SRC + "/" + NAME + ".xlsx")

cfg = dict(site="www.institutoaocp.org.br", insc_periodo="10h do dia 16 de março de 2026 e as 23h59min do dia 16 de abril de 2026", venc="17 de abril de 2026",
           isen_periodo="16 a 20 de março de 2026", isen_res="1º de abril de 2026", banca="Instituto AOCP", orgao_curto="Tribunal de Justiça do Estado do Paraná",
           data_prova="7 de junho de 2026", cidades="Curitiba, Londrina, Maringá, Cascavel, Ponta Grossa, Guarapuava, Umuarama e Francisco Beltrão",
           pcd_pct="5% (cinco por cento)", pcd_extra=" e da Lei Estadual nº 18.419, de 7 de janeiro de 2015 (Estatuto da Pessoa com Deficiência do Estado do Paraná)",
           neg_pct="10% (dez por cento)", neg_lei="Lei Estadual nº 14.274, de 24 de dezembro de 2003, aos candidatos afrodescendentes",
           veiculo="Diário da Justiça Eletrônico do Paraná (DJE-PR)", local_data="Curitiba, 2 de março de 2026.",
           assinaturas=["Desembargador LUIZ FERNANDO TOMASI KEPPEN\nPresidente do Tribunal de Justiça", "Desembargadora ANA LÚCIA LOURENÇO\nPresidente da Comissão do Concurso"],
           ordem="A nomeação dos candidatos afrodescendentes observará a 10ª, a 20ª e a 30ª vagas de cada cargo, especialidade ou polo, e a dos candidatos com deficiência, a 5ª, a 25ª e a 45ª vagas.",
           taxas=[["Analista Judiciário (todas as especialidades)", "R$ 140,00"], ["Técnico Judiciário (todos os polos)", "R$ 100,00"]],
           multi="um cargo/especialidade ou polo apenas")
cfg["provas_tabs"] = [{"caption": "Quadro 1 – Etapas do concurso", "head": [["Etapa", "Cargo", "Nº de questões", "Valor", "Caráter"]],
                       "rows": [["Prova objetiva", "Analista e Técnico", "70", "70 pontos", "Eliminatório e classificatório"],
                                ["Prova discursiva (peça ou estudo de caso)", "Analista Judiciário", "2", "30 pontos", "Eliminatório e classificatório"],
                                ["Redação", "Técnico Judiciário", "1", "30 pontos", "Eliminatório e classificatório"]]}]
cfg["crono"] = [["Publicação do edital", "02/03/2026"], ["Inscrições", "16/03 a 16/04/2026"], ["Isenção: pedidos", "16/03 a 20/03/2026"],
                ["Isenção: resultado", "01/04/2026"], ["Locais de prova", "27/05/2026"], ["Provas objetivas e discursivas", "07/06/2026"],
                ["Gabaritos preliminares", "09/06/2026"], ["Heteroidentificação (afrodescendentes)", "03/08 a 07/08/2026"], ["Resultado final", "14/09/2026"]]

TOC = [("1. Das disposições preliminares", 2), ("2. Dos cargos e das vagas", 2), ("3. Das inscrições", 2), ("4. Da isenção da taxa", 3),
       ("5. Das vagas destinadas às pessoas com deficiência", 3), ("6. Das vagas destinadas aos candidatos afrodescendentes", 4),
       ("7. Das provas", 4), ("8. Da classificação", 5), ("9. Dos recursos", 5), ("10. Da nomeação e da posse", 5), ("11. Das disposições finais", 6),
       ("Anexo I – Quadro de vagas (planilha)", 8), ("Anexo II – Cronograma", 7), ("Anexo III – Conteúdos programáticos", 7), ("Anexo IV – Autodeclaração", 8)]
B = [("title", "TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS DE ANALISTA JUDICIÁRIO E TÉCNICO JUDICIÁRIO\nEDITAL Nº 1/2026 – DE ABERTURA"),
     ("p", "SUMÁRIO"), ("toc", TOC), ("pagebreak",),
     ("p", "O PRESIDENTE DO TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ, no uso de suas atribuições legais e regimentais, tendo em vista o disposto na Lei Estadual nº 16.748, de 29 de dezembro de 2010, e na Resolução nº 203, de 23 de junho de 2015, do Conselho Nacional de Justiça, torna pública a realização de concurso público para provimento de cargos efetivos do Quadro de Pessoal do Poder Judiciário do Estado do Paraná e formação de cadastro de reserva, mediante as condições estabelecidas neste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Instituto AOCP, sob a supervisão da Comissão do Concurso designada pelo Decreto Judiciário nº 118/2026.",
                 "O concurso destina-se ao provimento de vagas nos cargos de Analista Judiciário, por especialidade, e de Técnico Judiciário, por polo regional, e à formação de cadastro de reserva."])
B += [("h", "2. DOS CARGOS E DAS VAGAS")]
B += items("2", ["O número de vagas por especialidade e por polo regional, a distribuição entre ampla concorrência e reserva, os requisitos e a remuneração constam do Anexo I, em planilha, ao final deste edital.",
                 "A reserva aos candidatos afrodescendentes e às pessoas com deficiência foi calculada por especialidade e por polo regional, considerando-se cada uma dessas unidades como um cargo para fins de reserva.",
                 "A remuneração inicial é de R$ 12.410,18 para Analista Judiciário e de R$ 6.987,52 para Técnico Judiciário, acrescida de auxílio-alimentação de R$ 2.044,00 e de auxílio-saúde de até R$ 1.046,00."])
B += ch_inscricao(3, cfg) + ch_isencao(4, cfg) + ch_pcd(5, cfg)
neg = ch_negros_12990(6, cfg)
neg[0] = ("h", "6. DAS VAGAS DESTINADAS AOS CANDIDATOS AFRODESCENDENTES")
neg = [(k, t.replace("candidatos negros", "candidatos afrodescendentes").replace("candidato negro", "candidato afrodescendente")) if k == "p" else (k, t) for k, t in neg]
B += neg + ch_provas(7, cfg) + ch_classificacao(8, cfg) + ch_recursos(9, cfg) + ch_nomeacao(10, cfg) + ch_finais(11, cfg)
B += [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA PREVISTO", cfg)
B += ch_conteudo("ANEXO III – CONTEÚDOS PROGRAMÁTICOS (CONHECIMENTOS BÁSICOS)", ["Língua Portuguesa", "Noções de Informática", "Direito Administrativo"])
B += [("pagebreak",)] + autodeclaracao("ANEXO IV – AUTODECLARAÇÃO DE AFRODESCENDÊNCIA", "Tribunal de Justiça do Estado do Paraná", "Cargo/especialidade/polo")
doc, render = docx_builder(["PODER JUDICIÁRIO DO ESTADO DO PARANÁ", "TRIBUNAL DE JUSTIÇA", "Edital nº 1/2026 – Concurso Público para Servidores"],
                           "Praça Nossa Senhora da Salete, s/n – Centro Cívico – Curitiba/PR", font="Liberation Serif", size=10.5)
render(B)
doc.save(SRC + "/" + NAME + ".docx")
body = soffice_pdf(SRC + "/" + NAME + ".docx", TMP)
annex = soffice_pdf(SRC + "/" + NAME + ".xlsx", TMP)
join_pdfs([body, annex], OUT + "/" + NAME + ".pdf")
finish(NAME, entries, "pypdf", {"body": "Tribunal de Justiça do Estado do Paraná", "board": "Instituto AOCP",
                                 "producer": "python-docx + openpyxl (3 sheets) -> LibreOffice Writer/Calc, pypdf join", "law": "PR Lei 14.274/2003 (10%)",
                                 "note": "Técnico Judiciário positions are its polos (classification by polo); the Consolidado sheet is a summary, not positions"})
