# Helpers of the eighteenth set. The block model, chapter texts and producers of sets 16 and 17 are imported from
# their folders (lib.py, lib17.py), not copied; only what is new is here: this set's folders, a generic edital
# skeleton, and the new text paths (a gazette PDF in columns, an e-mail forward, a WhatsApp copy, mojibake, a Firefox
# clipboard copy, a python-docx walk, elinks -dump, Gnumeric's ssconvert CSV, a low-quality scan OCRed by tesseract --psm 4).
import html.parser, json, os, re, subprocess, sys, textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
LIN = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(LIN, "unseen_layouts_17", "sources"))
sys.path.insert(0, os.path.join(LIN, "unseen_layouts_16", "sources"))
os.environ.setdefault("W18_TMP", "/tmp/w19")
os.environ.setdefault("W18_PYLIB", "/tmp/w19/pylib")
os.makedirs("/tmp/w19", exist_ok=True)
import lib as L16  # noqa: E402
import lib17 as L17  # noqa: E402
from lib17 import *  # noqa: E402,F401,F403
for p in ("/tmp/w18/pylib",):  # pdfplumber, pypdfium2 of the seventeenth set's scratch, if present
    if os.path.isdir(p) and p not in sys.path:
        sys.path.append(p)

HERE = os.path.dirname(os.path.abspath(__file__))  # again: lib17's * import brought its own HERE
OUT = os.path.dirname(HERE)   # tests/linter/unseen_layouts_18
SRC = HERE
L17.OUT, L17.SRC = OUT, SRC
L16.OUT, L16.SRC = OUT, SRC
TMP = "/tmp/w19"


def edital(title, pream, quadro, cfg, law="12990", extra=(), anexos=True, cargos=()):
    """title, preamble, chapter 1, chapter 2 (the quadro blocks), the common chapters, cronograma and annexes"""
    B = [("title", title), ("p", pream), ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
    B += items("1", ["O concurso público será regido por este Edital e executado por %s." % cfg["banca"],
                     "As provas serão aplicadas em %s." % cfg["cidades"],
                     "Toda menção a horário neste Edital terá como referência o horário oficial de Brasília/DF.",
                     "O extrato deste Edital será publicado no %s, e o Edital completo estará disponível no endereço eletrônico %s." % (cfg["veiculo"], cfg["site"])])
    B += [("h", "2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO")] + quadro
    B += corpo(cfg, 3, law=law, titulos=False, extra=[ch_heteroid] + list(extra))
    B += [("p", cfg["local_data"]), ("pc", "\n".join(cfg["assinaturas"]))]
    if anexos:
        B += ch_cronograma("ANEXO I – CRONOGRAMA PREVISTO", cfg)
        B += anexo_atrib("ANEXO II – REQUISITOS E ATRIBUIÇÕES DOS CARGOS", cargos)
        B += ch_conteudo("ANEXO III – CONTEÚDOS PROGRAMÁTICOS", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Legislação"])
    return B


def cfg18(pub, **kw):
    c = base_cfg(pub, **kw)
    return c


# ---------------------------------------------------------------- plain text renderings (inputs of the hand paths)
def _w(s, w):
    out = []
    for ln in s.split("\n"):
        out += textwrap.wrap(ln, w) or [""]
    return out


def grid(t):
    """the table as a grid of strings: rowspan cells blank below their first row, colspan text in the first column"""
    rows = [r["cells"] if isinstance(r, dict) else r for r in t.get("head", []) + t["rows"]]
    ncol = sum(cell(c)["cs"] for c in rows[0])
    g, hold = [], {}
    for r in rows:
        line, it, j = [""] * ncol, iter(r), 0
        while j < ncol:
            if hold.get(j, 0) > 0:
                hold[j] -= 1
                j += 1
                continue
            c = cell(next(it, ""))
            line[j] = c["t"].replace("\n", " ")
            if c["rs"] > 1:
                for k in range(c["cs"]):
                    hold[j + k] = c["rs"] - 1
            j += c["cs"]
        g.append(line)
    return g


def aligned(t, sep="  "):
    """columns padded with spaces (a table typed or pasted into a plain-text body)"""
    g = grid(t)
    w = [max(len(r[j]) for r in g) for j in range(len(g[0]))]
    out = [t["caption"]] if t.get("caption") else []
    for r in g:
        out.append(sep.join(x.ljust(w[j]) if j == 0 or not re.fullmatch(r"[\d.,]+", x) else x.rjust(w[j]) for j, x in enumerate(r)).rstrip())
    if t.get("note"):
        out.append(t["note"])
    return out


def plain(blocks, width=None, table=aligned, hmark=("", "")):
    """the blocks as plain text: paragraphs one line each (width None) or wrapped; headings wrapped in hmark"""
    out = []
    for b in blocks:
        k = b[0]
        if k in ("title", "pc"):
            out += b[1].split("\n") + [""]
        elif k in ("h", "h3"):
            out += [hmark[0] + b[1] + hmark[1], ""]
        elif k in ("p", "pi"):
            out += (_w(b[1], width) if width else [b[1]]) + [""]
        elif k == "table":
            out += table(b[1]) + [""]
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- the eighteenth set's text paths
def email_fwd(src):
    """sources/NAME.mail.json: {"headers": [outer forward header lines], "inner": [inner forward header lines], "intro":
    text, "body": file of the edital as pasted (plain text, one line a paragraph)}; the body hard-wrapped at 72 columns
    (textwrap.wrap per line, as a mail client without format=flowed), quoted "> " under the inner forward header, then
    the whole quoted again "> " under the outer one (each quoting re-wraps nothing: quoted lines may pass 72)"""
    m = json.load(open(src, encoding="utf-8"))
    body = open(os.path.join(os.path.dirname(src), m["body"]), encoding="utf-8").read()
    wrapped = []
    for ln in body.split("\n"):
        wrapped += textwrap.wrap(ln, 72, break_long_words=False, break_on_hyphens=False) or [""]
    inner = m["inner"] + [""] + wrapped
    q1 = [("> " + x) if x else ">" for x in inner]
    outer = [m["intro"], "", "-------- Mensagem encaminhada --------"] + m["headers"] + [""] + q1
    return "\n".join(outer) + "\n"


def wa_copy(src):
    """sources/NAME.wa.json: a list of messages {"t": "dd/mm/aaaa hh:mm", "who": sender, "text": ...}; WhatsApp
    Web's copy of selected messages: "[hh:mm, dd/mm/aaaa] Sender: " before each message's first line"""
    ms = json.load(open(src, encoding="utf-8"))
    out = []
    for m in ms:
        d, h = m["t"].split(" ")
        out.append("[%s, %s] %s: %s" % (h, d, m["who"], m["text"]))
    return "\n".join(out) + "\n"


def mojibake(src):
    """sources/NAME.utf8.txt (UTF-8 bytes) opened as Windows-1252, as Notepad / Excel do with a file without BOM; the five
    bytes cp1252 leaves undefined (0x81 0x8D 0x8F 0x90 0x9D) come out as the C1 control of the same number"""
    raw = open(src, "rb").read()
    return "".join(bytes([b]).decode("cp1252") if b < 0x80 or b not in (0x81, 0x8D, 0x8F, 0x90, 0x9D) else chr(b) for b in raw)


def moji(s):
    return "".join(bytes([b]).decode("cp1252") if b < 0x80 or b not in (0x81, 0x8D, 0x8F, 0x90, 0x9D) else chr(b) for b in s.encode("utf-8"))


class _FF(html.parser.HTMLParser):
    """Firefox's text/plain serialisation of a whole-page selection (select all, copy): block elements on their own
    lines with a blank line between paragraphs, table cells parted by tabs, rows by newlines, <br> a newline"""
    BLOCK = {"p", "h1", "h2", "h3", "div", "caption"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip, self.incell, self.cellcount = [], 0, False, 0

    def handle_starttag(self, tag, a):
        if tag in ("style", "title", "head"):
            self.skip += 1
        elif tag == "br":
            self.out.append("\n")
        elif tag == "tr":
            self.cellcount = 0
        elif tag in ("td", "th"):
            if self.cellcount:
                self.out.append("\t")
            self.cellcount += 1
        elif tag == "table":
            self.out.append("\n")

    def handle_endtag(self, tag):
        if tag in ("style", "title", "head"):
            self.skip -= 1
        elif tag in self.BLOCK:
            self.out.append("\n\n")
        elif tag == "tr":
            self.out.append("\n")
        elif tag == "table":
            self.out.append("\n")

    def handle_data(self, d):
        if not self.skip:
            self.out.append(re.sub(r"\s+", " ", d))


def firefox_copy(src):
    p = _FF()
    p.feed(open(src, encoding="utf-8").read())
    s = "".join(p.out)
    s = re.sub(r"[ ]*\n[ ]*", "\n", s)
    s = re.sub(r"\n{3,}", "\n\n", s)
    return s.strip() + "\n"


def docx_walk(src):
    """a newsroom script on a DOCX: python-docx, the body's paragraphs and tables in order; each table row as its
    row.cells' texts joined by " | " (python-docx repeats a merged cell's text in every grid cell it covers)"""
    import docx
    from docx.table import Table
    from docx.text.paragraph import Paragraph
    d = docx.Document(src)
    out = []
    for el in d.element.body.iterchildren():
        if el.tag.endswith("}p"):
            out.append(Paragraph(el, d).text)
        elif el.tag.endswith("}tbl"):
            for row in Table(el, d).rows:
                out.append(" | ".join(c.text.replace("\n", " ") for c in row.cells))
    return "\n".join(out) + "\n"


def elinks_dump(src):
    """elinks -dump 1 -dump-charset utf-8 -dump-width 110 FILE.html (no link references: the page has none)"""
    return L17._cmd(["elinks", "-dump", "1", "-dump-charset", "utf-8", "-dump-width", "110", "-no-home", "1", src], env=dict(os.environ, HOME=TMP))


def ssconvert_csv(xlsx):
    """the body (LibreOffice txt of sources/NAME.docx), then the quadro's XLSX through Gnumeric: ssconvert FILE.xlsx FILE.csv
    (its defaults: ',' separator, quotes where needed, values as formatted)"""
    out = os.path.join(TMP, os.path.basename(xlsx) + ".csv")
    L17._cmd(["ssconvert", xlsx, out])
    return L17.body_of(xlsx) + "\n" + open(out, encoding="utf-8").read()


def ocr_psm4(pdf):
    """a scanned PDF (one grey JPEG a page) read back: pdftoppm -r 150 -gray -png, then tesseract PAGE stdout -l por
    --psm 4 (a single column of text of variable sizes) page by page, the pages joined with a form feed"""
    import glob, shutil, tempfile
    d = tempfile.mkdtemp(prefix="ocr", dir=TMP)
    L17._cmd(["pdftoppm", "-r", "150", "-gray", "-png", pdf, d + "/p"])
    out = []
    for p in sorted(glob.glob(d + "/p-*.png")):
        out.append(L17._cmd(["tesseract", p, "stdout", "-l", "por", "--psm", "4"], env=dict(os.environ, OMP_THREAD_LIMIT="1")))
    shutil.rmtree(d)
    return "\f".join(out)


EXTRACT.update({"email-fwd-72": email_fwd, "whatsapp-copy": wa_copy, "utf8-read-as-cp1252": mojibake, "firefox-copy": firefox_copy,
                "python-docx-walk": docx_walk, "elinks-dump": elinks_dump, "soffice-txt+ssconvert-csv": ssconvert_csv,
                "tesseract-psm4": ocr_psm4})
PDF_KINDS = L17.PDF_KINDS + ("pdftotext", "tesseract-psm4")


def finish5(name, entries, kind, source, meta=None, totals=None):
    return L17.finish4(name, entries, kind, source, meta, totals)


# ---------------------------------------------------------------- a gazette page in columns (ReportLab frames)
def gazette_pdf(blocks, pdf_path, masthead, ncol=2, before=(), font_size=7.6):
    """the blocks set as a Diário Oficial: a masthead and page line on every page, the text in ncol frames (columns)
    per page; tables fit their column, split at a column or page break with their header rows repeated (repeatRows);
    before: the gazette's other acts (blocks) printed ahead of the edital"""
    sys.path.insert(0, L17.PYLIB)
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import cm
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Table, TableStyle, Spacer
    from reportlab.lib import colors
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from xml.sax.saxutils import escape
    fd = "/usr/share/fonts/truetype/liberation/"
    pdfmetrics.registerFont(TTFont("LibSans", fd + "LiberationSans-Regular.ttf"))
    pdfmetrics.registerFont(TTFont("LibSansB", fd + "LiberationSans-Bold.ttf"))
    fs = font_size
    st = {"p": ParagraphStyle("p", fontName="LibSans", fontSize=fs, leading=fs * 1.22, alignment=TA_JUSTIFY, spaceAfter=2),
          "h": ParagraphStyle("h", fontName="LibSansB", fontSize=fs, leading=fs * 1.25, spaceBefore=3, spaceAfter=2),
          "c": ParagraphStyle("c", fontName="LibSansB", fontSize=fs + 0.4, leading=fs * 1.3, alignment=TA_CENTER, spaceAfter=3),
          "td": ParagraphStyle("td", fontName="LibSans", fontSize=fs - 1, leading=(fs - 1) * 1.15),
          "th": ParagraphStyle("th", fontName="LibSansB", fontSize=fs - 1, leading=(fs - 1) * 1.15, alignment=TA_CENTER)}
    W, H = A4
    m, gap, top = 1.4 * cm, 0.5 * cm, 2.6 * cm
    cw = (W - 2 * m - (ncol - 1) * gap) / ncol
    frames = [Frame(m + i * (cw + gap), 1.5 * cm, cw, H - top - 1.5 * cm, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="c%d" % i)
              for i in range(ncol)]

    def page(c, doc):
        c.saveState()
        c.setFont("LibSansB", 13)
        c.drawCentredString(W / 2, H - 1.35 * cm, masthead[0])
        c.setFont("LibSans", 7)
        c.drawString(m, H - 1.85 * cm, masthead[1])
        c.drawRightString(W - m, H - 1.85 * cm, "Página %d" % doc.page)
        c.setLineWidth(0.8)
        c.line(m, H - 2.0 * cm, W - m, H - 2.0 * cm)
        for i in range(1, ncol):
            x = m + i * cw + (i - 0.5) * gap
            c.setLineWidth(0.3)
            c.line(x, 1.5 * cm, x, H - top)
        c.setFont("LibSans", 6)
        c.drawCentredString(W / 2, 0.9 * cm, masthead[2])
        c.restoreState()

    doc = BaseDocTemplate(pdf_path, pagesize=A4, title=masthead[0], author=masthead[0])
    doc.addPageTemplates([PageTemplate(id="g", frames=frames, onPage=page)])
    fl = []
    for b in list(before) + list(blocks):
        k = b[0]
        if k in ("title", "pc"):
            fl.append(Paragraph(escape(b[1]).replace("\n", "<br/>"), st["c"]))
        elif k in ("h", "h3"):
            fl.append(Paragraph(escape(b[1]), st["h"]))
        elif k in ("p", "pi"):
            fl.append(Paragraph(escape(b[1]), st["p"]))
        elif k == "sep":
            fl.append(Spacer(1, 6))
        elif k == "table":
            t = b[1]
            if t.get("caption"):
                fl.append(Paragraph(escape(t["caption"]), st["h"]))
            nh = len(t.get("head", []))
            rows = [r["cells"] if isinstance(r, dict) else r for r in t.get("head", []) + t["rows"]]
            ncols = sum(cell(c)["cs"] for c in rows[0])
            data, spans, hold = [], [], {}
            for i, r in enumerate(rows):
                line, it, j = [""] * ncols, iter(r), 0
                while j < ncols:
                    if hold.get(j, 0) > 0:
                        hold[j] -= 1
                        j += 1
                        continue
                    c = cell(next(it, ""))
                    line[j] = Paragraph(escape(c["t"]).replace("\n", "<br/>"), st["th" if i < nh else "td"])
                    if c["rs"] > 1 or c["cs"] > 1:
                        spans.append(("SPAN", (j, i), (j + c["cs"] - 1, i + c["rs"] - 1)))
                        for k2 in range(c["cs"]):
                            hold[j + k2] = c["rs"] - 1
                    j += c["cs"]
                data.append(line)
            fr = t.get("fr") or [1.0 / ncols] * ncols
            tb = Table(data, colWidths=[cw * f / sum(fr) for f in fr], repeatRows=nh)
            tb.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.black), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                                    ("BACKGROUND", (0, 0), (-1, nh - 1), colors.lightgrey), ("LEFTPADDING", (0, 0), (-1, -1), 2),
                                    ("RIGHTPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)] + spans))
            fl.append(tb)
            if t.get("note"):
                fl.append(Paragraph(escape(t["note"]), st["td"]))
            fl.append(Spacer(1, 4))
    doc.build(fl)
    return pdf_path


def scan_pdf(pdf_in, pdf_out, dpi=120, threshold=150, skew=(0.35, -0.25, 0.5)):
    """a photocopier-grade scan of a PDF: pdftoppm -r DPI -gray, each page turned a little (skew degrees, in turn) and
    thresholded to black and white (as an office scanner's "text" mode does), the pages put together as an image-only PDF
    by Pillow (1-bit images, CCITT G4 through libtiff; DPI kept)"""
    import glob, shutil, tempfile
    from PIL import Image
    d = tempfile.mkdtemp(prefix="scan", dir=TMP)
    L17._cmd(["pdftoppm", "-r", str(dpi), "-gray", "-png", pdf_in, d + "/p"])
    ims = []
    for i, p in enumerate(sorted(glob.glob(d + "/p-*.png"))):
        im = Image.open(p).convert("L").rotate(skew[i % len(skew)], resample=Image.BICUBIC, expand=False, fillcolor=255)
        ims.append(im.point(lambda v: 255 if v > threshold else 0).convert("1"))
    ims[0].save(pdf_out, save_all=True, append_images=ims[1:], resolution=float(dpi))
    shutil.rmtree(d)
    return pdf_out
