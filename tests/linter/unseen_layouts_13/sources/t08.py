# t08: Câmara Municipal de Itapetinga do Sul (BA), Consulplan style, DOCX by python-docx -> LibreOffice PDF
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.enum.section import WD_ORIENT, WD_SECTION
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

NAME = "t08_consulplan_cm_itapetinga_docx_libreoffice_merged"
cfg = dict(site="www.institutoconsulplan.org.br", insc_periodo="12 de fevereiro de 2024 a 12 de março de 2024", venc="13 de março de 2024",
           isen_periodo="12 a 16 de fevereiro de 2024", isen_res="27 de fevereiro de 2024", banca="Consulplan", orgao_curto="Câmara Municipal",
           data_prova="21 de abril de 2024", cidades="Itapetinga do Sul/BA e Vitória da Conquista/BA", pcd_pct="5% (cinco por cento)",
           pcd_min="5 (cinco)", neg_pct="30% (trinta por cento)", neg_lei="Lei Municipal nº 1.077, de 17 de agosto de 2021 (Estatuto Municipal da Igualdade Racial)",
           veiculo="Diário Oficial do Legislativo", local_data="Itapetinga do Sul/BA, 1º de fevereiro de 2024.",
           assinaturas=["Vereador RAIMUNDO NONATO SOUZA PASSOS\nPresidente da Câmara Municipal"],
           ordem="Os candidatos negros aprovados serão nomeados na 2ª, na 5ª, na 8ª e na 12ª vagas de cada cargo, e os candidatos com deficiência na 5ª vaga, prevalecendo, em caso de coincidência, a convocação do candidato negro.",
           tit_max="10,00", tit_conv=" para os cargos de Analista Legislativo e Procurador Legislativo",
           nota_final="a soma das notas da prova objetiva, da prova discursiva (Procurador) e da avaliação de títulos (nível superior)")
cfg["titulos"] = [["A", "Doutorado na área do cargo", "4,00", "4,00"], ["B", "Mestrado na área do cargo", "3,00", "3,00"],
                  ["C", "Pós-graduação lato sensu na área do cargo", "1,50", "3,00"]]

# cargo, área, req, AC, PcD, Negros, venc, ch
V = [("Analista Legislativo", "Processo Legislativo", "Curso superior em Direito, Administração ou Ciências Sociais", 1, 0, 1, "5.820,40", "30h"),
     ("Analista Legislativo", "Contabilidade", "Curso superior em Ciências Contábeis e registro no CRC", 1, 0, 0, "5.820,40", "30h"),
     ("Procurador Legislativo", "–", "Curso superior em Direito e inscrição na OAB", 1, 0, 0, "8.312,77", "20h"),
     ("Técnico Legislativo", "–", "Ensino Médio completo", 2, 1, 2, "2.960,15", "30h"),
     ("Assistente Administrativo", "–", "Ensino Médio completo", 3, 0, 1, "2.104,33", "40h"),
     ("Agente de Portaria e Zeladoria", "–", "Ensino Fundamental completo", 1, 0, 1, "1.412,00", "40h"),
     ("Motorista", "–", "Ensino Fundamental completo e CNH \"D\"", 1, 0, 0, "1.980,62", "40h"),
     ("Intérprete de Libras", "–", "Ensino Médio e certificação Prolibras", 0, 0, 0, "2.960,15", "30h")]
NH = {"Processo Legislativo": "Processo", "Contabilidade": "Contabilidade", "Procurador Legislativo": "Procurador",
      "Técnico Legislativo": "Técnico", "Assistente Administrativo": "Assistente",
      "Agente de Portaria e Zeladoria": "Portaria", "Motorista": "Motorista"}
entries = []
for c, a, r, ac, p, n, v, ch in V:
    t = ac + p + n
    if t:
        entries.append({"name_has": NH.get(a) if a != "–" else NH[c], "vacancies": t, "negros_stated": n})
print(sum(e["vacancies"] for e in entries))

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Carlito" if False else "Liberation Sans"
st.font.size = Pt(10)
st.paragraph_format.space_after = Pt(3)
sec = doc.sections[0]
sec.page_width, sec.page_height = Cm(21), Cm(29.7)
sec.left_margin = sec.right_margin = Cm(2.2)
sec.top_margin, sec.bottom_margin = Cm(2.0), Cm(1.8)


def field(par, code):
    r = par.add_run()
    for tag, txt in (("begin", None), (None, code), ("end", None)):
        if tag:
            e = OxmlElement("w:fldChar"); e.set(qn("w:fldCharType"), tag); r._r.append(e)
        else:
            e = OxmlElement("w:instrText"); e.set(qn("xml:space"), "preserve"); e.text = txt; r._r.append(e)


def header_footer(s):
    hp = s.header.paragraphs[0]
    hp.text = "CÂMARA MUNICIPAL DE ITAPETINGA DO SUL – ESTADO DA BAHIA\nConcurso Público – Edital nº 01/2024"
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    for r in hp.runs:
        r.font.size = Pt(8); r.bold = True
    fp = s.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    fp.add_run("Praça Cel. Gentil Prates, 40 – Centro – CEP 45.770-000 – Tel. (77) 3261-1180      Página ").font.size = Pt(7)
    field(fp, "PAGE")
    fp.add_run(" de ").font.size = Pt(7)
    field(fp, "NUMPAGES")


header_footer(sec)


def shade(cell, color):
    tcPr = cell._tc.get_or_add_tcPr()
    sh = OxmlElement("w:shd"); sh.set(qn("w:val"), "clear"); sh.set(qn("w:color"), "auto"); sh.set(qn("w:fill"), color); tcPr.append(sh)


def repeat_header(row):
    trPr = row._tr.get_or_add_trPr()
    e = OxmlElement("w:tblHeader"); e.set(qn("w:val"), "true"); trPr.append(e)


def add_table(b, widths=None, font=8.5):
    head, rows = b.get("head", []), [r["cells"] if isinstance(r, dict) else r for r in b["rows"]]
    ncol = sum(cell(c)["cs"] for c in head[0]) if head else len(rows[0])
    allrows = head + rows
    if b.get("caption"):
        p = doc.add_paragraph(); rr = p.add_run(b["caption"]); rr.bold = True; rr.font.size = Pt(9); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    t = doc.add_table(rows=len(allrows), cols=ncol)
    t.style = "Table Grid"
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    occ = set()
    for ri, r in enumerate(allrows):
        ci = 0
        for c in r:
            c = cell(c)
            while (ri, ci) in occ:
                ci += 1
            tc = t.cell(ri, ci)
            if c["rs"] > 1 or c["cs"] > 1:
                tc = tc.merge(t.cell(ri + c["rs"] - 1, ci + c["cs"] - 1))
            for a in range(c["rs"]):
                for k in range(c["cs"]):
                    occ.add((ri + a, ci + k))
            tc.text = ""
            lines = c["t"].split("\n")
            par = tc.paragraphs[0]
            for li, ln in enumerate(lines):
                run = par.add_run(ln)
                run.font.size = Pt(font)
                if ri < len(head) or c["cls"] == "b":
                    run.bold = True
                if li < len(lines) - 1:
                    run.add_break()
            if ri < len(head):
                shade(tc, "D9D9D9")
                par.alignment = WD_ALIGN_PARAGRAPH.CENTER
            elif ci > 0 and len(c["t"]) < 12:
                par.alignment = WD_ALIGN_PARAGRAPH.CENTER
            ci += c["cs"]
    for ri in range(len(head)):
        repeat_header(t.rows[ri])
    if widths:
        t.autofit = False
        for i, w in enumerate(widths):
            t.columns[i].width = Cm(w)
        for row in t.rows:
            for i, w in enumerate(widths):
                row.cells[i].width = Cm(w)
    if b.get("note"):
        p = doc.add_paragraph(); r = p.add_run(b["note"]); r.font.size = Pt(7.5); r.italic = True
    return t


def render(blocks):
    for b in blocks:
        k = b[0]
        if k == "title":
            p = doc.add_paragraph(); r = p.add_run(b[1]); r.bold = True; r.font.size = Pt(12); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif k == "h":
            if b[1]:
                p = doc.add_paragraph(); r = p.add_run(b[1]); r.bold = True; r.font.size = Pt(10.5)
                p.paragraph_format.space_before = Pt(8); p.paragraph_format.keep_with_next = True
        elif k in ("p", "pi"):
            p = doc.add_paragraph(b[1]); p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            m = re.match(r"^(\d+(\.\d+)+)\s", b[1])
            if m and m.group(1).count(".") >= 2:
                p.paragraph_format.left_indent = Cm(0.8)
        elif k == "pc":
            p = doc.add_paragraph(b[1]); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_before = Pt(14)
        elif k == "table":
            add_table(b[1], b[1].get("widths"))
        elif k == "pagebreak":
            doc.add_page_break()


prov = {"caption": "QUADRO 3 – DAS PROVAS OBJETIVAS", "head": [["Cargos", "Conteúdos", "Nº de questões", "Pontos por questão", "Total de pontos"]],
        "rows": [[C("Analista Legislativo\nProcurador Legislativo", rs=4), "Língua Portuguesa", "10", "2,0", "20"], ["Raciocínio Lógico", "5", "2,0", "10"],
                 ["Legislação Municipal", "5", "2,0", "10"], ["Conhecimentos Específicos", "20", "3,0", "60"],
                 [C("Técnico Legislativo\nAssistente Administrativo", rs=3), "Língua Portuguesa", "15", "2,5", "37,5"], ["Noções de Informática", "10", "2,5", "25"],
                 ["Legislação Municipal", "15", "2,5", "37,5"],
                 [C("Agente de Portaria e Zeladoria\nMotorista", rs=2), "Língua Portuguesa", "15", "2,5", "37,5"], ["Matemática e Conhecimentos Gerais", "25", "2,5", "62,5"]],
        "widths": [4.5, 5.2, 2.2, 2.2, 2.2]}
quadro_cargos = {"caption": "ANEXO V – QUADRO DE PESSOAL EFETIVO DA CÂMARA MUNICIPAL (Resolução nº 12/2019, art. 4º)",
                 "head": [["Cargo", "Cargos criados", "Cargos ocupados", "Cargos vagos"]],
                 "rows": [["Analista Legislativo", "6", "4", "2"], ["Procurador Legislativo", "2", "1", "1"], ["Técnico Legislativo", "12", "7", "5"],
                          ["Assistente Administrativo", "10", "6", "4"], ["Agente de Portaria e Zeladoria", "5", "3", "2"], ["Motorista", "3", "2", "1"],
                          ["Intérprete de Libras", "1", "1", "0"]], "widths": [7, 3, 3, 3]}

B = [("title", "EDITAL DE CONCURSO PÚBLICO Nº 01/2024\nCÂMARA MUNICIPAL DE ITAPETINGA DO SUL – BA"),
     ("p", "O PRESIDENTE DA CÂMARA MUNICIPAL DE ITAPETINGA DO SUL, Estado da Bahia, no uso de suas atribuições legais, com fulcro no art. 37, II, da Constituição Federal, na Lei Orgânica do Município, na Resolução nº 12, de 19 de novembro de 2019 (Estrutura Administrativa e Plano de Cargos da Câmara), e considerando o Contrato nº 03/2024 firmado com o INSTITUTO CONSULPLAN DE DESENVOLVIMENTO, PROJETOS E ASSISTÊNCIA SOCIAL, torna pública a realização de Concurso Público para provimento de vagas do quadro efetivo da Câmara Municipal, mediante as condições estabelecidas neste Edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES"),
     ("p", "1.1 O Concurso Público será regido por este Edital e executado pelo INSTITUTO CONSULPLAN, com sede na Rua José Augusto Abreu, nº 1.000, Bairro São Bernardo, Muriaé/MG."),
     ("p", "1.2 A seleção compreenderá: a) prova objetiva de múltipla escolha para todos os cargos, de caráter eliminatório e classificatório; b) prova discursiva para Procurador Legislativo; c) prova prática para Motorista; d) avaliação de títulos para os cargos de nível superior."),
     ("p", "1.3 O quadro de cargos, vagas, requisitos, vencimentos e carga horária consta do item 2.1, e as atribuições, do Anexo II."),
     ("h", "2. DOS CARGOS")]
render(B)
p = doc.add_paragraph("2.1 Quadro de cargos, vagas, requisitos, vencimento e carga horária semanal:")
rows = []
for i, (c, a, r, ac, pc, n, v, ch) in enumerate(V):
    t = ac + pc + n
    z = lambda x: "%02d" % x if x else "-"
    cc = C(c, rs=2) if (c == "Analista Legislativo" and a == "Processo Legislativo") else c
    row = ([cc] if not (c == "Analista Legislativo" and a == "Contabilidade") else []) + [a, r, z(ac), z(pc), z(n), "%02d" % t if t else "CR", "R$ " + v, ch]
    rows.append(row)
vac = {"caption": "QUADRO 1 – CARGOS E VAGAS",
       "head": [[C("Cargo", rs=2), C("Área / Especialidade", rs=2), C("Requisitos", rs=2), C("Vagas", cs=4), C("Vencimento", rs=2), C("CH semanal", rs=2)],
                ["AC", "PcD", "Negros*", "Total"]],
       "rows": rows, "note": "AC = ampla concorrência. * Reserva de 30% das vagas aos candidatos negros, nos termos da Lei Municipal nº 1.077/2021. CR = cadastro de reserva. As vagas reservadas integram o total."}
add_table(vac, [2.6, 2.3, 3.6, 0.9, 0.9, 1.4, 1.1, 2.0, 1.2], font=8)
B = [("p", "2.2 Os servidores farão jus, além do vencimento, a auxílio-alimentação de R$ 500,00 e gratificação de produtividade legislativa de até 20% do vencimento, nos termos da Resolução nº 12/2019."),
     ("p", "2.3 O valor da taxa de inscrição, por nível, é o seguinte (pagamento até " + cfg["venc"] + "):"),
     ("p", "Nível Superior ........................................................ R$ 120,00\nNível Médio ........................................................... R$ 85,00\nNível Fundamental ................................................. R$ 60,00")]
render(B)
rest = ch_pcd(3, cfg) + ch_negros_12990(4, cfg) + ch_isencao(5, cfg)
rest += [("h", "6. DAS PROVAS"), ("p", "6.1 A prova objetiva terá a composição do Quadro 3 e será aplicada em " + cfg["data_prova"] + ", no turno da manhã para nível superior e à tarde para os demais."), ("table", prov),
         ("p", "6.2 Será considerado aprovado na prova objetiva o candidato que obtiver, no mínimo, 50% do total de pontos e não zerar nenhum dos conteúdos."),
         ("p", "6.3 A prova discursiva para Procurador Legislativo consistirá na elaboração de uma peça jurídica (parecer ou projeto de lei), valendo 40 pontos, sendo corrigidas apenas as provas dos candidatos classificados na prova objetiva até a 10ª posição."),
         ("p", "6.4 A prova prática para Motorista valerá 100 pontos e será aplicada aos candidatos classificados até a 8ª posição, em veículo tipo micro-ônibus.")]
rest += ch_titulos(7, cfg) + ch_classificacao(8, cfg) + ch_recursos(9, cfg) + ch_nomeacao(10, cfg) + ch_finais(11, cfg)
rest += [("pagebreak",), ("h", "ANEXO I – CRONOGRAMA PREVISTO")]
render(rest)
# cronograma tab-aligned (no table), as many legislative secretariats type it
for ev, dt in [("Publicação do Edital", "01/02/2024"), ("Período de inscrições", "12/02/2024 a 12/03/2024"), ("Pedidos de isenção", "12/02/2024 a 16/02/2024"),
               ("Resultado da isenção", "27/02/2024"), ("Homologação das inscrições", "02/04/2024"), ("Prova objetiva e discursiva", "21/04/2024"),
               ("Gabarito preliminar", "22/04/2024"), ("Prova prática (Motorista)", "19/05/2024"), ("Entrega de títulos", "20/05/2024 a 22/05/2024"), ("Resultado final", "14/06/2024")]:
    p = doc.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(11))
    p.add_run(ev + "\t" + dt)
render([("h", "ANEXO II – ATRIBUIÇÕES DOS CARGOS"),
        ("p", "ANALISTA LEGISLATIVO – PROCESSO LEGISLATIVO: assessorar as comissões permanentes e temporárias; elaborar minutas de proposições, pareceres e redações finais; acompanhar a tramitação dos projetos e organizar a pauta das sessões."),
        ("p", "ANALISTA LEGISLATIVO – CONTABILIDADE: executar a contabilidade orçamentária, financeira e patrimonial da Câmara; elaborar balancetes e prestações de contas ao TCM/BA; acompanhar a execução do duodécimo."),
        ("p", "PROCURADOR LEGISLATIVO: representar judicial e extrajudicialmente a Câmara; emitir pareceres jurídicos sobre proposições, licitações e contratos; assessorar a Mesa Diretora."),
        ("p", "TÉCNICO LEGISLATIVO: apoiar as atividades de secretaria das sessões; registrar presenças e votações; digitar atas e documentos; atender o público."),
        ("p", "ASSISTENTE ADMINISTRATIVO: executar atividades de protocolo, arquivo, almoxarifado e patrimônio; redigir ofícios e memorandos."),
        ("p", "AGENTE DE PORTARIA E ZELADORIA: controlar o acesso ao prédio; zelar pela conservação e limpeza das dependências; abrir e fechar as instalações."),
        ("p", "MOTORISTA: conduzir veículos oficiais da Câmara; zelar pela manutenção e documentação dos veículos."),
        ("p", "INTÉRPRETE DE LIBRAS: interpretar as sessões plenárias e audiências públicas em Libras, inclusive nas transmissões pela TV Câmara.")])
render(ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Direito Administrativo"]))
render([("p", "LEGISLAÇÃO MUNICIPAL: Lei Orgânica do Município de Itapetinga do Sul; Regimento Interno da Câmara Municipal (Resolução nº 07/2017); Resolução nº 12/2019; Estatuto dos Servidores Públicos Municipais (Lei nº 812/2010).")])
render(autodeclaracao("ANEXO IV – AUTODECLARAÇÃO", "Câmara Municipal de Itapetinga do Sul"))
# landscape section for Anexo V
ns = doc.add_section(WD_SECTION.NEW_PAGE)
ns.orientation = WD_ORIENT.LANDSCAPE
ns.page_width, ns.page_height = Cm(29.7), Cm(21)
add_table(quadro_cargos, quadro_cargos["widths"], font=10)
doc.add_paragraph("Os cargos vagos constantes deste Anexo não correspondem necessariamente às vagas ofertadas neste concurso, que são as do Quadro 1.")
doc.save(SRC + "/" + NAME + ".docx")
r = run(["soffice", "-env:UserInstallation=file:///tmp/lo_writer13", "--headless", "--convert-to", "pdf:writer_pdf_Export", "--outdir", OUT, SRC + "/" + NAME + ".docx"])
finish(NAME, entries, {"body": "Câmara Municipal de Itapetinga do Sul/BA", "board": "Consulplan", "producer": "python-docx DOCX → LibreOffice"})
