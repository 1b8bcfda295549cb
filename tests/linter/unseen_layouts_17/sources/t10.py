# t10: Câmara Municipal de Parnamirim (RN), an edital published as a slide deck: a PPTX (python-pptx) exported to PDF
# by LibreOffice Impress (soffice --convert-to pdf); negros 20 % by municipal law (3 or more vacancies). Each chapter on
# its own slides (text boxes); the quadro as slide tables, split over two slides with its header row repeated on each,
# TOTAL on the last; the .txt is pypdf's text of the PDF (pages joined with "\n").
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t10_propria_cm_parnamirim_impress_pypdf_slide_tables"
V = [("Analista Legislativo", "Superior", "R$ 6.410,00", 5), ("Assessor Jurídico", "Direito + OAB", "R$ 7.950,00", 2), ("Contador", "Ciências Contábeis + CRC", "R$ 6.410,00", 1),
     ("Analista de Comunicação", "Comunicação Social", "R$ 6.410,00", 2), ("Analista de Informática", "Área de TI", "R$ 6.410,00", 2), ("Arquivista", "Arquivologia", "R$ 6.410,00", 0),
     ("Assistente Legislativo", "Médio completo", "R$ 3.480,00", 12), ("Recepcionista", "Médio completo", "R$ 2.310,00", 3), ("Técnico de Áudio e Vídeo", "Médio + curso técnico", "R$ 3.480,00", 2),
     ("Intérprete de Libras", "Médio + PROLIBRAS", "R$ 3.480,00", 2), ("Motorista", "Fundamental + CNH D", "R$ 2.310,00", 4), ("Vigilante", "Fundamental + curso", "R$ 2.310,00", 6),
     ("Copeira", "Fundamental incompleto", "R$ 1.820,00", 3), ("Zelador", "Fundamental incompleto", "R$ 1.820,00", 5)]
P = lambda t: pcd5(t, 5, 5)
entries = [{"name_has": v[0], "vacancies": v[3], "negros_stated": neg20(v[3])} for v in V if v[3]]
rows = [[c, esc, venc] + ([str(t - P(t) - neg20(t)), str(P(t)), str(neg20(t)), str(t)] if t else ["–", "–", "–", "CR"]) for c, esc, venc, t in V]
T = [sum(v[3] for v in V), sum(P(v[3]) for v in V), sum(neg20(v[3]) for v in V)]
rows.append(["TOTAL", "", "", str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), str(T[0])])
head = ["Cargo", "Escolaridade", "Vencimento", "AC", "PcD", "Negros", "Total"]
cfg = base_cfg("2026-10-05", site="www.parnamirim.rn.leg.br/concurso", banca="Comissão Especial de Concurso", orgao_curto="Câmara Municipal", cidades="Parnamirim/RN",
               neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 2.310, de 12 de junho de 2024, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
               veiculo="Diário Oficial do Município de Parnamirim", local_data="Parnamirim/RN, 5 de outubro de 2026.", assinaturas=["PRESIDENTE DA CÂMARA MUNICIPAL DE PARNAMIRIM"],
               taxas=[["Nível superior", "R$ 110,00"], ["Nível médio", "R$ 70,00"], ["Nível fundamental", "R$ 50,00"]])
B = [("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["A Câmara Municipal de Parnamirim torna pública a abertura de concurso público para provimento de cargos efetivos do seu quadro de pessoal, regido pela Resolução nº 8, de 2019 (Plano de Cargos), executado por Comissão Especial de Concurso.",
                 "As vagas, a escolaridade, o vencimento e a reserva de vagas constam do Quadro de Vagas (item 2), apresentado nos slides seguintes.",
                 "A reserva de 20% das vagas aos candidatos negros observa a Lei Municipal nº 2.310/2024 e, no que couber, a Lei estadual nº 11.015/2021."])
B += corpo(cfg, 3, titulos=True, extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO II – ATRIBUIÇÕES DOS CARGOS", [(v[0], v[1]) for v in V])
B += ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Legislação"])


def deck():
    from pptx import Presentation
    from pptx.util import Cm, Pt
    prs = Presentation()
    prs.slide_width, prs.slide_height = Cm(29.7), Cm(21.0)
    blank = prs.slide_layouts[6]

    def textslide(title, paras):
        s = prs.slides.add_slide(blank)
        tb = s.shapes.add_textbox(Cm(1.5), Cm(1.0), Cm(26.7), Cm(1.6)).text_frame
        tb.text = title
        tb.paragraphs[0].runs[0].font.size = Pt(20); tb.paragraphs[0].runs[0].font.bold = True
        body = s.shapes.add_textbox(Cm(1.5), Cm(3.0), Cm(26.7), Cm(16.5)).text_frame
        body.word_wrap = True
        for i, p in enumerate(paras):
            par = body.paragraphs[0] if i == 0 else body.add_paragraph()
            par.text = p
            par.runs[0].font.size = Pt(12)
            par.space_after = Pt(6)

    def tableslide(title, rws):
        s = prs.slides.add_slide(blank)
        tb = s.shapes.add_textbox(Cm(1.5), Cm(1.0), Cm(26.7), Cm(1.6)).text_frame
        tb.text = title
        tb.paragraphs[0].runs[0].font.size = Pt(20); tb.paragraphs[0].runs[0].font.bold = True
        widths = [7.5, 6.0, 4.0, 2.2, 2.2, 2.4, 2.4]
        t = s.shapes.add_table(len(rws) + 1, 7, Cm(1.5), Cm(3.0), Cm(sum(widths)), Cm(1.0 * (len(rws) + 1))).table
        for j, w in enumerate(widths):
            t.columns[j].width = Cm(w)
        for i, r in enumerate([head] + rws):
            for j, v in enumerate(r):
                c = t.cell(i, j)
                c.text = v
                if v:
                    c.text_frame.paragraphs[0].runs[0].font.size = Pt(13)
    textslide("CÂMARA MUNICIPAL DE PARNAMIRIM – RN", ["CONCURSO PÚBLICO Nº 01/2026", "EDITAL DE ABERTURA", "Publicado no Diário Oficial do Município de Parnamirim em 5 de outubro de 2026"])
    # chapters: a slide per ~1,400 characters of text
    cur_t, cur, n, part = None, [], 0, 0
    for b in B:
        if b[0] == "h":
            if cur:
                textslide(cur_t + (" (cont.)" if part else ""), cur)
            cur_t, cur, n, part = b[1], [], 0, 0
            if cur_t.startswith("3."):
                tableslide("2. QUADRO DE VAGAS (1/2)", rows[:8])
                tableslide("2. QUADRO DE VAGAS (2/2)", rows[8:])
        elif b[0] == "table":
            for r in b[1].get("head", [])[:1] + b[1]["rows"]:
                cur.append(" – ".join(cell(c)["t"] for c in (r["cells"] if isinstance(r, dict) else r)))
        else:
            if n + len(b[1]) > 1400 and cur:
                textslide(cur_t + (" (cont.)" if part else ""), cur)
                cur, n, part = [], 0, part + 1
            cur.append(b[1]); n += len(b[1])
    textslide(cur_t + (" (cont.)" if part else ""), cur)
    return prs
p = os.path.join(SRC, NAME + ".pptx")
deck().save(p)
import shutil, tempfile
d = tempfile.mkdtemp(prefix="w18imp", dir=TMP)
shutil.copy(p, os.path.join(d, "edital.pptx"))
shutil.copy(soffice_convert(os.path.join(d, "edital.pptx"), "pdf", d), os.path.join(OUT, NAME + ".pdf"))
shutil.rmtree(d)
finish4(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "Câmara Municipal de Parnamirim (RN)", "board": "own commission", "producer": "python-pptx -> LibreOffice Impress PDF", "shape": "quadro as slide tables over two slides, header repeated, CR row, TOTAL"}, totals=(T[0], T[2]))
