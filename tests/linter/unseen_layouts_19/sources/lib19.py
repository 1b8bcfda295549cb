# Helpers of the nineteenth set. The block model, chapter texts, producers and reserve arithmetic of sets 16-18 are
# imported from their folders (lib.py, lib17.py, lib18.py), not copied; only what is new is here: this set's folders
# (/tmp/w20 scratch), a minified-HTML page writer (a gov.br / Plone-like portal page) and the newsroom text paths:
# BeautifulSoup get_text() (no separator / "\n"), trafilatura.extract(), markitdown, pdfplumber extract_text(layout=True),
# PyMuPDF words joined by a script, pdfminer's pdf2txt.py -A, LibreOffice Calc "Text (tab delimited)", hand-typed notes,
# abiword --to=txt.
import json, os, re, subprocess, sys

os.environ.setdefault("W18_TMP", "/tmp/w20")
os.environ.setdefault("W18_PYLIB", "/tmp/w20/pylib")
os.makedirs("/tmp/w20", exist_ok=True)
HERE = os.path.dirname(os.path.abspath(__file__))
LIN = os.path.dirname(os.path.dirname(HERE))
for d in ("unseen_layouts_16", "unseen_layouts_17", "unseen_layouts_18"):
    sys.path.insert(0, os.path.join(LIN, d, "sources"))
import lib as L16  # noqa: E402
import lib17 as L17  # noqa: E402
import lib18 as L18  # noqa: E402
from lib18 import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))  # again: the * import brought lib18's own HERE
OUT = os.path.dirname(HERE)   # tests/linter/unseen_layouts_19
SRC = HERE
TMP = "/tmp/w20"
PYLIB = os.environ["W18_PYLIB"]            # bs4, trafilatura (+ lxml_html_clean), pymupdf
PYLIB2 = PYLIB + "2"                        # markitdown[xlsx] + mammoth (its own numpy/pandas/onnxruntime)
PDFMINER = "/tmp/w18/pylib"                 # pdfminer.six 20260107 and its pdf2txt.py (the seventeenth set's scratch)
for m in (L16, L17, L18):
    m.OUT, m.SRC = OUT, SRC
for p in (PYLIB, PDFMINER):
    if p not in sys.path:
        sys.path.append(p)


def minify(html_text):
    """a portal's HTML as served: no whitespace between tags (CMS templates and minifiers strip it)"""
    return re.sub(r">\s+<", "><", html_text)


def portal_page(blocks, title, site, crumbs, css=""):
    """a gov.br / Plone-like page: header with portal name and menu, breadcrumbs, the edital in #content-core,
    footer; minified"""
    from lib import to_html
    head = ('<div id="portal-header"><a class="portal-logo" href="/">%s</a><ul id="portal-globalnav"><li><a href="/">Início</a></li>'
            '<li><a href="/concursos">Concursos e Seleções</a></li><li><a href="/transparencia">Transparência</a></li>'
            '<li><a href="/contato">Fale Conosco</a></li></ul></div>' % site)
    bc = '<div id="portal-breadcrumbs"><span>Você está aqui: </span>' + " › ".join('<a href="#">%s</a>' % c for c in crumbs) + "</div>"
    body = ('<div id="content"><h1 class="documentFirstHeading">%s</h1><div class="documentByLine">Publicado em 20/04/2026 10h12 '
            '· Atualizado em 20/04/2026 16h40</div><div id="content-core">%s</div></div>' % (title, to_html(blocks)))
    foot = '<div id="portal-footer"><p>%s · Todos os direitos reservados</p></div>' % site
    return minify('<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>%s — %s</title><style>%s</style></head><body>%s%s%s%s</body></html>'
                  % (title, site, css, head, bc, body, foot))


# ---------------------------------------------------------------- the nineteenth set's text paths
def bs4_glued(src):
    """BeautifulSoup(html, "html.parser").get_text(): no separator, so cells and paragraphs of minified markup run together"""
    from bs4 import BeautifulSoup
    return BeautifulSoup(open(src, encoding="utf-8").read(), "html.parser").get_text()


def bs4_nl(src):
    """BeautifulSoup(html, "html.parser").get_text(separator="\\n") (no strip): every text node on its own line"""
    from bs4 import BeautifulSoup
    return BeautifulSoup(open(src, encoding="utf-8").read(), "html.parser").get_text(separator="\n")


def trafilatura_txt(src):
    """trafilatura.extract(html, include_tables=True) (defaults otherwise: txt output, no comments)"""
    import trafilatura
    return trafilatura.extract(open(src, encoding="utf-8").read(), include_tables=True, include_comments=False) + "\n"


def markitdown_md(src):
    """Microsoft markitdown's Python API on a DOCX or XLSX: MarkItDown().convert(path).text_content (run in its own
    interpreter with the markitdown folder first on the path)"""
    code = ("import sys; sys.path.insert(0, %r); from markitdown import MarkItDown; "
            "sys.stdout.buffer.write(MarkItDown().convert(sys.argv[1]).text_content.encode('utf-8'))" % PYLIB2)
    return subprocess.run([sys.executable, "-c", code, src], capture_output=True, check=True).stdout.decode("utf-8")


def plumber_layout(pdf):
    """pdfplumber: the pages' extract_text(layout=True) joined by "\\n" (layout mode pads with spaces to the page's
    width and height)"""
    import pdfplumber
    with pdfplumber.open(pdf) as d:
        return "\n".join(p.extract_text(layout=True) for p in d.pages)


def mupdf_words(pdf):
    """a newsroom script on PyMuPDF's page.get_text("words"): the words sorted by (round(y0), x0) and joined, a space
    between words of one y, a newline when y changes, a blank line between pages"""
    import pymupdf
    out = []
    with pymupdf.open(pdf) as d:
        for p in d:
            ws = sorted(p.get_text("words"), key=lambda w: (round(w[1]), w[0]))
            lines, cur, y = [], [], None
            for w in ws:
                if y is not None and round(w[1]) != y:
                    lines.append(" ".join(cur))
                    cur = []
                y = round(w[1])
                cur.append(w[4])
            if cur:
                lines.append(" ".join(cur))
            out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


def pdf2txt_all(pdf):
    """pdfminer.six's pdf2txt.py -A (all texts, figures' too, laid out; the form of the Querido Diário gazette texts
    when Tika is not at hand)"""
    env = dict(os.environ, PYTHONPATH=PDFMINER)
    return subprocess.run([sys.executable, os.path.join(PDFMINER, "bin", "pdf2txt.py"), "-A", pdf], capture_output=True,
                          check=True, env=env).stdout.decode("utf-8")


def calc_tsv(xlsx):
    """the body (LibreOffice txt of sources/NAME.docx beside the .xlsx), then the quadro's XLSX as LibreOffice Calc
    "Text CSV" with the tab as separator, UTF-8 (soffice --convert-to 'csv:Text - txt - csv (StarCalc):9,34,76')"""
    import shutil, tempfile
    body = L16.soffice_txt(os.path.splitext(xlsx)[0] + ".docx")
    d = tempfile.mkdtemp(prefix="w20lo")
    tmp = os.path.join(d, "quadro.xlsx")
    shutil.copy(xlsx, tmp)
    subprocess.run(["soffice", "-env:UserInstallation=" + L16.LO_PROFILE, "--headless", "--convert-to", "csv:Text - txt - csv (StarCalc):9,34,76",
                    "--outdir", d, tmp], capture_output=True, env=L17.LO_ENV, check=True)
    with open(os.path.join(d, "quadro.csv"), encoding="utf-8", newline="") as f:
        t = f.read()
    shutil.rmtree(d)
    return body + "\n" + t


def as_typed(src):
    """hand-typed: sources/NAME.notes.txt is the text itself (a journalist's paste of the edital with the quadro
    re-typed as notes); the path is the file read as it is"""
    with open(src, encoding="utf-8", newline="") as f:
        return f.read()


def abiword_txt(docx):
    """abiword --to=txt FILE.docx (AbiWord 3.0.5; table cells one to a line, a cell's line breaks kept)"""
    import shutil, tempfile
    d = tempfile.mkdtemp(prefix="w20aw")
    tmp = os.path.join(d, "edital.docx")
    shutil.copy(docx, tmp)
    subprocess.run(["abiword", "--to=txt", "-o", os.path.join(d, "edital.txt"), tmp], capture_output=True, check=True,
                   env=dict(os.environ, HOME=d))
    with open(os.path.join(d, "edital.txt"), encoding="utf-8", newline="") as f:
        t = f.read()
    shutil.rmtree(d)
    return t


EXTRACT.update({"bs4-get_text": bs4_glued, "bs4-get_text-newline": bs4_nl, "trafilatura": trafilatura_txt,
                "markitdown": markitdown_md, "pdfplumber-layout": plumber_layout, "pymupdf-words-joined": mupdf_words,
                "pdf2txt-A": pdf2txt_all, "soffice-txt+calc-tsv": calc_tsv, "hand-typed": as_typed, "abiword-txt": abiword_txt})
PDF_KINDS = ("pdfplumber-layout", "pymupdf-words-joined", "pdf2txt-A")


def finish6(name, entries, kind, source, meta=None, totals=None, cadastro=None):
    txt = L17.finish4(name, entries, kind, source, meta, totals)
    if cadastro:
        json.dump({name + ".txt": cadastro}, open(os.path.join(SRC, name + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    return txt


def cfg19(pub, **kw):
    return base_cfg(pub, **kw)


# ---------------------------------------------------------------- figures written with words
_UN = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze", "treze", "quatorze",
       "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"]
_DEZ = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]


def extenso(n, fem=True):
    """0..99 in words, feminine by default (vagas): 1 uma, 2 duas, 21 vinte e uma"""
    def u(k):
        w = _UN[k]
        if fem and k in (1, 2):
            w = ("uma", "duas")[k - 1]
        return w
    if n < 20:
        return u(n)
    d, k = divmod(n, 10)
    return _DEZ[d] + (" e " + u(k) if k else "")


def fig(n, fem=True, pad=2):
    """"02 (duas)" as editais write a count"""
    return "%0*d (%s)" % (pad, n, extenso(n, fem))
