# t07: Prefeitura de Santa Luzia do Paraíso (PR), own text, printed, signed, scanned and OCR'd (tesseract por)
import glob
import os
import random
import shutil
import subprocess
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t07_proprio_pm_santaluzia_ocr_tesseract_scan"
cfg = dict(site="www.santaluzia.pr.gov.br", insc_periodo="15 de maio de 2023 e 13 de junho de 2023", venc="14 de junho de 2023",
           isen_periodo="15 a 19 de maio de 2023", isen_res="26 de maio de 2023", banca="Comissão Especial de Concurso Público",
           orgao_curto="Município", data_prova="9 de julho de 2023", cidades="Santa Luzia do Paraíso/PR", duracao="3 (três) horas",
           pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)", neg_pct="10% (dez por cento)",
           neg_lei="Lei Municipal nº 1.288, de 2 de abril de 2019, que reserva vagas aos afrodescendentes", veiculo="Órgão Oficial do Município",
           ordem="Os candidatos afrodescendentes e com deficiência aprovados serão convocados alternadamente, a cada fração de 10 (dez) e de 20 (vinte) vagas, respectivamente, iniciando-se pela 2ª vaga para afrodescendente e pela 5ª vaga para pessoa com deficiência.",
           local_data="Santa Luzia do Paraíso, 5 de maio de 2023.", assinaturas=["ADEMIR JOSÉ KRUGER\nPrefeito Municipal"],
           desempate=("Conhecimentos Específicos", "Língua Portuguesa"))
cfg["taxas"] = [["Ensino Fundamental", "R$ 50,00"], ["Ensino Médio e Técnico", "R$ 70,00"], ["Ensino Superior", "R$ 100,00"]]
cfg["provas_tabs"] = [{"caption": "QUADRO II – PROVAS", "head": [["Cargo", "Disciplinas", "Nº de questões", "Valor por questão"]],
                       "rows": [[C("Todos os cargos de Ensino Fundamental", rs=2), "Português e Matemática", "20", "2,5"], ["Conhecimentos Gerais", "20", "2,5"],
                                [C("Cargos de Ensino Médio e Superior", rs=2), "Português, Matemática e Informática", "15", "2,0"], ["Conhecimentos Específicos", "25", "2,8"]],
                       "cls": "t"}]
cfg["crono"] = [["Publicação do edital", "05/05/2023"], ["Inscrições", "15/05/2023 a 13/06/2023"], ["Homologação", "21/06/2023"],
                ["Prova objetiva", "09/07/2023"], ["Prova prática (Motorista)", "23/07/2023"], ["Resultado final", "11/08/2023"]]
V = [("Auxiliar Operacional", 6, 1, 1, "40h", "1.447,18", "Ensino Fundamental incompleto"),
     ("Motorista de Veículos Leves", 2, 0, 0, "40h", "1.962,30", "Ensino Fundamental completo e CNH \"B\""),
     ("Agente Administrativo", 3, 0, 1, "40h", "2.105,64", "Ensino Médio completo"),
     ("Técnico em Enfermagem", 2, 0, 0, "40h", "2.390,00", "Curso Técnico e COREN"),
     ("Professor de Educação Infantil", 5, 1, 1, "20h", "2.210,27", "Magistério ou Pedagogia"),
     ("Enfermeiro", 1, 0, 0, "40h", "5.115,80", "Enfermagem e COREN"),
     ("Fonoaudiólogo", "CR", 0, 0, "20h", "3.080,11", "Fonoaudiologia e CRFa")]
# parts the OCR read right (the OCR splits the wrapped names and garbles some cells)
NH = {"Auxiliar Operacional": "Auxiliar", "Motorista de Veículos Leves": "Motorista de", "Agente Administrativo": "Administrativo",
      "Técnico em Enfermagem": "Técnico em", "Professor de Educação Infantil": "Professor de"}
rows, entries = [], []
for nm, t, p, n, ch, venc, esc in V:
    rows.append([nm, "%02d" % t if t != "CR" else "C.R.", "%02d" % p if p else "-", "%02d" % n if n else "-", ch, venc, esc])
    if t != "CR":
        entries.append({"name_has": NH.get(nm, nm), "vacancies": t, "negros_stated": n})
vac = {"caption": "QUADRO I – DOS CARGOS E VAGAS", "head": [["Cargo", "Nº de vagas", "Vagas PcD", "Vagas afrodescen-dentes", "Carga horária", "Vencimento (R$)", "Escolaridade / requisitos"]],
       "rows": rows, "cls": "t vag", "note": "C.R. = cadastro reserva. As vagas reservadas estão incluídas no número de vagas."}

B = [("raw", '<div class="cab"><b>ESTADO DO PARANÁ<br>PREFEITURA MUNICIPAL DE SANTA LUZIA DO PARAÍSO</b><br>CNPJ 76.208.441/0001-30 – Rua Sete de Setembro, 455 – CEP 85.918-000</div>'),
     ("title", "EDITAL DE CONCURSO PÚBLICO Nº 001/2023"),
     ("p", "O Prefeito Municipal de Santa Luzia do Paraíso, Estado do Paraná, no uso de suas atribuições legais e com fundamento no art. 37 da Constituição Federal, na Lei Municipal nº 612/2003 (Estatuto dos Servidores) e na Lei Municipal nº 1.402/2022 (Plano de Cargos), TORNA PÚBLICO que estarão abertas as inscrições ao Concurso Público para provimento de cargos efetivos do Quadro Geral do Município, que se regerá pelas disposições deste Edital."),
     ("h", "1. DOS CARGOS E VAGAS"),
     ("p", "1.1 O concurso destina-se ao provimento dos cargos abaixo, no número de vagas, carga horária, vencimento e requisitos seguintes:"),
     ("table", vac),
     ("p", "1.2 O candidato nomeado será lotado conforme a necessidade da Administração, na sede do Município ou no Distrito de Alto Paraíso.")]
B += ch_pcd(2, cfg) + ch_negros_12990(3, cfg)[:5] + ch_inscricao(4, cfg) + ch_provas(5, cfg)
B += [("h", "6. DA PROVA PRÁTICA"),
      ("p", "6.1 Os candidatos ao cargo de Motorista de Veículos Leves classificados até a 10ª (décima) posição serão convocados para prova prática, valendo 100 pontos, conforme o quadro abaixo:"),
      ("table", {"head": [["Item", "Pontos"]], "rows": [["Verificação do veículo", "10"], ["Percurso em via urbana", "60"], ["Estacionamento", "30"]], "cls": "t narrow"})]
B += ch_classificacao(7, cfg) + ch_recursos(8, cfg) + ch_nomeacao(9, cfg) + ch_finais(10, cfg)
B += [("pagebreak",)] + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Matemática", "Saúde Pública"])
B += [("pagebreak",)] + autodeclaracao("ANEXO III – AUTODECLARAÇÃO DE AFRODESCENDENTE", "Prefeitura Municipal de Santa Luzia do Paraíso")

css = """
@page { size: A4; margin: 20mm 20mm 20mm 22mm; }
body{font-family:'Liberation Serif',serif;font-size:12pt;line-height:1.3}
.cab{text-align:center;font-size:12pt;margin-bottom:10px} h1.title{font-size:13pt;text-align:center}
h2{font-size:12pt;margin:10px 0 3px 0} p{margin:3px 0;text-align:justify} p.c{text-align:center;white-space:pre-line;margin-top:24px}
table.t{border-collapse:collapse;width:100%;margin:6px 0;font-size:11pt} table.t td,table.t th{border:1px solid #000;padding:3px}
table.vag{font-size:10.5pt} table.vag td:nth-child(n+2){text-align:center} table.narrow{width:60%} caption{font-weight:bold;padding:4px}
.pb{break-after:page} thead{display:table-header-group} tr{break-inside:avoid} p.note{font-size:10pt}
"""
write(SRC + "/" + NAME + ".html", html_doc(B, css, "Edital 001/2023"))
tmp = "/tmp/w13ocr_" + NAME
if os.environ.get("ONLY_ENTRIES"):
    finish(NAME, entries, {"body": "Prefeitura Municipal de Santa Luzia do Paraíso/PR", "board": "own text (Comissão Especial)", "producer": "WeasyPrint → scan → tesseract OCR"})
    raise SystemExit
shutil.rmtree(tmp, ignore_errors=True)
os.makedirs(tmp)
run(["weasyprint", SRC + "/" + NAME + ".html", tmp + "/orig.pdf"])
run(["pdftoppm", "-r", "200", "-png", tmp + "/orig.pdf", tmp + "/pg"])
from PIL import Image, ImageDraw, ImageFilter, ImageFont
random.seed(13)
pages = sorted(glob.glob(tmp + "/pg-*.png"))
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 34) if os.path.exists("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf") else None
outs = []
for i, f in enumerate(pages):
    im = Image.open(f).convert("L")
    d = ImageDraw.Draw(im)
    w, h = im.size
    if i == 0 or i == len(pages) - 1:  # stamp of the mural
        x0, y0 = w - 560, 120 if i == 0 else h - 420
        d.rectangle([x0, y0, x0 + 460, y0 + 170], outline=90, width=5)
        d.text((x0 + 25, y0 + 20), "PUBLICADO NO MURAL", fill=90, font=font)
        d.text((x0 + 25, y0 + 70), "EM 05/05/2023", fill=90, font=font)
        d.text((x0 + 25, y0 + 115), "Ass.: ____________", fill=90, font=font)
    # signature scribble near the signature line on the page that carries it
    for k in range(3):
        pts = [(w // 2 - 200 + j * 18, h - 300 + int(25 * random.random()) - (j % 3) * 12) for j in range(22)]
        if i == 4:
            d.line(pts, fill=40, width=3)
    # rotation, noise, blur
    im = im.rotate(random.uniform(-0.6, 0.6), resample=Image.BICUBIC, fillcolor=255)
    px = im.load()
    for _ in range(6000):
        x, y = random.randrange(w), random.randrange(h)
        px[x, y] = random.choice([0, 60, 120])
    im = im.filter(ImageFilter.GaussianBlur(0.6))
    im = im.point(lambda v: 255 if v > 150 else 0).convert("1")  # bilevel scanner output
    p = tmp + "/scan-%02d.png" % (i + 1)
    im.save(p)
    run(["tesseract", p, tmp + "/ocr-%02d" % (i + 1), "-l", "por", "pdf"])
    outs.append(tmp + "/ocr-%02d.pdf" % (i + 1))
import pypdf
wr = pypdf.PdfWriter()
for o in outs:
    for pg in pypdf.PdfReader(o).pages:
        wr.add_page(pg)
wr.compress_identical_objects() if hasattr(wr, "compress_identical_objects") else None
with open(OUT + "/" + NAME + ".pdf", "wb") as fh:
    wr.write(fh)
finish(NAME, entries, {"body": "Prefeitura Municipal de Santa Luzia do Paraíso/PR", "board": "own text (Comissão Especial)", "producer": "WeasyPrint → scan → tesseract OCR"})
