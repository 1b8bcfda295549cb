# Helpers of the seventeenth set. The block model of an edital, the chapter texts and the DOCX producer are the
# sixteenth set's lib.py, imported from its folder (not copied); only what is new is here: this set's folders and
# scratch paths, the reserve arithmetic, LibreOffice conversions (DOC / RTF / ODT / XLSX -> CSV / PPTX -> PDF), a
# monospace plain-text renderer (for enscript), a slide renderer (python-pptx, for Impress), and the new text paths.
import csv, io, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "unseen_layouts_16", "sources"))
import lib as L16  # noqa: E402
from lib import *  # noqa: E402,F401,F403  (block model, chapters, docx_builder, base_cfg, corpo, C, items ...)

OUT = os.path.dirname(HERE)   # tests/linter/unseen_layouts_17
SRC = HERE                    # tests/linter/unseen_layouts_17/sources
TMP = os.environ.get("W18_TMP", "/tmp/w18")
PYLIB = os.environ.get("W18_PYLIB", TMP + "/pylib")
L16.LO_PROFILE = "file://%s/lo" % TMP  # LibreOffice's own profile (lib.soffice_pdf / soffice_txt read it)
L16.PYLIB = PYLIB
if PYLIB not in sys.path:
    sys.path.insert(0, PYLIB)
LO_ENV = dict(os.environ, LC_ALL="pt_BR.UTF-8", LANG="pt_BR.UTF-8")


# ---------------------------------------------------------------- reserves (integer arithmetic, 0.5 rounds up)
def rhu(n, pct):
    """n * pct / 100 rounded half up"""
    return (2 * n * pct + 100) // 200


def neg20(n, pct=20, minimo=3):
    return rhu(n, pct) if n >= minimo else 0


def r15142(n):
    """Lei 15.142/2025 (and CNJ Res. 657/2025): 25 % PPP, 3 % PI, 2 % PQ, from 2 vacancies"""
    if n < 2:
        return (0, 0, 0)
    return (rhu(n, 25), rhu(n, 3), rhu(n, 2))


def pcd5(n, pct=5, minimo=5):
    import math
    return max(1, math.ceil(n * pct / 100)) if n >= minimo else 0


# ---------------------------------------------------------------- LibreOffice conversions
def soffice_convert(src, fmt, outdir=None):
    """soffice --headless --convert-to FMT SRC (pt-BR locale, own profile); returns the output path"""
    outdir = outdir or tempfile.mkdtemp(prefix="w18lo", dir=TMP)
    os.makedirs(outdir, exist_ok=True)
    r = subprocess.run(["soffice", "-env:UserInstallation=" + L16.LO_PROFILE, "--headless", "--convert-to", fmt, "--outdir", outdir, src],
                       capture_output=True, text=True, env=LO_ENV)
    ext = fmt.split(":")[0]
    out = os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + "." + ext)
    if not os.path.exists(out):
        raise RuntimeError("soffice %s: %s %s" % (fmt, r.stdout, r.stderr))
    return out


def docx_to(src_docx, ext, dest):
    """the DOCX converted by LibreOffice Writer to ext (doc = "MS Word 97", rtf, odt, pdf), copied to dest"""
    d = tempfile.mkdtemp(prefix="w18cv", dir=TMP)
    tmp = os.path.join(d, "edital.docx")
    shutil.copy(src_docx, tmp)
    out = soffice_convert(tmp, ext, d)
    shutil.copy(out, dest)
    shutil.rmtree(d)
    return dest


# ---------------------------------------------------------------- the seventeenth set's text paths
def _cmd(cmd, env=None, enc="utf-8"):
    r = subprocess.run(cmd, capture_output=True, env=env)
    if r.returncode != 0:
        raise RuntimeError("%s: %s" % (cmd, r.stderr.decode("utf-8", "replace")[-800:]))
    return r.stdout.decode(enc)


def antiword_txt(doc):
    """antiword -m UTF-8.txt FILE.doc (its default width, 76 columns)"""
    return _cmd(["antiword", "-m", "UTF-8.txt", doc])


def catdoc_txt(doc):
    """catdoc -d utf-8 FILE.doc (its default: paragraphs unwrapped, table cells separated by tabs)"""
    return _cmd(["catdoc", "-d", "utf-8", doc])


def unrtf_txt(rtf):
    """unrtf --text FILE.rtf; unrtf 0.21 writes its text output in ISO-8859-1 (its text.conf maps characters to
    Latin-1 bytes; the en dash, absent from Latin-1, comes out as the control byte 0x13), decoded here as Latin-1"""
    return _cmd(["unrtf", "--text", rtf], enc="latin-1")


def odt2txt_txt(odt):
    """odt2txt --encoding=UTF-8 FILE.odt (its default width, 65 columns)"""
    return _cmd(["odt2txt", "--encoding=UTF-8", odt])


def gs_txtwrite(pdf):
    """Ghostscript's text device: gs -sDEVICE=txtwrite -o - FILE.pdf (-q so that gs's banner stays out)"""
    return _cmd(["gs", "-q", "-sDEVICE=txtwrite", "-o", "-", pdf])


def body_of(src):
    """the edital's body (its DOCX beside the spreadsheet, sources/NAME.docx) as LibreOffice's "save as text" gives it"""
    return L16.soffice_txt(os.path.splitext(src)[0] + ".docx")


def calc_csv_1252(xlsx):
    """the quadro's XLSX saved by LibreOffice Calc as CSV the Brazilian way: ';' separator, '"' quotes, Windows-1252,
    cells as shown (pt-BR: decimal comma, R$ format) -- soffice --convert-to
    'csv:Text - txt - csv (StarCalc):59,34,1,1,,1046,false,false,true' (charset 1 = RTL_TEXTENCODING_MS_1252) -- the bytes re-encoded to UTF-8 (iconv -f
    CP1252 -t UTF-8), after the body; the two pasted one after the other"""
    d = tempfile.mkdtemp(prefix="w18csv", dir=TMP)
    tmp = os.path.join(d, "quadro.xlsx")
    shutil.copy(xlsx, tmp)
    out = soffice_convert(tmp, "csv:Text - txt - csv (StarCalc):59,34,1,1,,1046,false,false,true", d)
    raw = open(out, "rb").read()
    shutil.rmtree(d)
    return body_of(xlsx) + "\n" + raw.decode("cp1252")


def xlsx2csv_txt(xlsx):
    """the quadro's XLSX through xlsx2csv (PyPI, defaults: ',' separator, raw cell values, merged cells left empty):
    python3 -m xlsx2csv FILE.xlsx, after the body"""
    env = dict(os.environ, PYTHONPATH=PYLIB)
    return body_of(xlsx) + "\n" + _cmd([sys.executable, "-m", "xlsx2csv", xlsx], env=env)


def pdfplumber_tables(pdf):
    """how journalists pull a quadro with pdfplumber: the body from page.extract_text() (pages joined by a newline),
    then every table of page.extract_tables() written with Python's csv.writer (default dialect, ',' and CRLF)"""
    import pdfplumber
    with pdfplumber.open(pdf) as doc:
        body = "\n".join((p.extract_text() or "") for p in doc.pages)
        buf = io.StringIO()
        w = csv.writer(buf)
        for p in doc.pages:
            for t in p.extract_tables():
                w.writerows(t)
    return body + "\n" + buf.getvalue()


EXTRACT.update({"antiword": antiword_txt, "catdoc": catdoc_txt, "unrtf-text": unrtf_txt, "odt2txt": odt2txt_txt,
                "gs-txtwrite": gs_txtwrite, "soffice-txt+calc-csv-1252": calc_csv_1252, "soffice-txt+xlsx2csv": xlsx2csv_txt,
                "pdfplumber-text+tables-csv": pdfplumber_tables})
PDF_KINDS = ("gs-txtwrite", "pdfplumber-text+tables-csv", "pypdf")


def finish4(name, entries, kind, source, meta=None, totals=None):
    """source: the file the text path reads (OUT/name.pdf for the PDF paths, else a file in sources/);
    writes OUT/name.txt and sources/name.entries.json"""
    txt = EXTRACT[kind](source)
    with open(os.path.join(OUT, name + ".txt"), "w", encoding="utf-8", newline="") as f:
        f.write(txt)
    pdf = name + ".pdf" if os.path.exists(os.path.join(OUT, name + ".pdf")) else None
    d = {"file": name + ".txt", "pdf": pdf, "kind": kind, "source": os.path.relpath(source, SRC), "entries": entries,
         "meta": meta or {}, "stated_totals": {"vacancies": totals[0], "negros": totals[1]}}
    with open(os.path.join(SRC, name + ".entries.json"), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=1)
    sq = re.sub(r"\s+", "", txt)
    miss = [e["name_has"] for e in entries if e["name_has"] not in txt]
    miss_ws = [e["name_has"] for e in entries if re.sub(r"\s+", "", e["name_has"]) not in sq]
    names = [e["name_has"] for e in entries]
    dup = [a for a in names if any(a in b for b in names if b != a)]
    info = ""
    if pdf:
        import pypdf
        info = "pages %d size %d" % (len(pypdf.PdfReader(os.path.join(OUT, pdf)).pages), os.path.getsize(os.path.join(OUT, pdf)))
    print(name, kind, info, "chars", len(txt), "~pages", round(len(txt) / 3300.0, 1), "entries", len(entries),
          "vagas", sum(e["vacancies"] for e in entries), "negros", sum(e["negros_stated"] for e in entries),
          "missing", miss, "missing-ws", miss_ws, "not unique", dup, "totals", totals)
    return txt


def docx_edital(name, blocks, header_lines, footer, when=None, **kw):
    """the blocks as a DOCX (lib.docx_builder), saved as sources/NAME.docx; its author is the body (header_lines[0])
    and, given when ("AAAA-MM-DD"), its creation and revision dates (unrtf prints them)"""
    import datetime as dt
    doc, render = docx_builder(header_lines, footer, **kw)
    doc.core_properties.author = doc.core_properties.last_modified_by = header_lines[0]
    if when:
        doc.core_properties.created = doc.core_properties.modified = dt.datetime.fromisoformat(when + "T10:30:00")
    render(blocks)
    p = os.path.join(SRC, name + ".docx")
    doc.save(p)
    return p


# ---------------------------------------------------------------- chapters new in this set
def ch_negros_cnj(n, cfg):
    b = [("h", "%d. DA RESERVA DE VAGAS PARA PESSOAS PRETAS E PARDAS, INDÍGENAS E QUILOMBOLAS" % n)]
    b += items(str(n), [
        "Em cumprimento à Resolução CNJ nº 203, de 23 de junho de 2015, com a redação dada pela Resolução CNJ nº 657, de 19 de novembro de 2025, e à Lei nº 15.142, de 3 de junho de 2025, serão reservadas 30% (trinta por cento) das vagas oferecidas para cada cargo e especialidade, sendo 25% (vinte e cinco por cento) às pessoas pretas e pardas, 3% (três por cento) às pessoas indígenas e 2% (dois por cento) às pessoas quilombolas.",
        "A reserva será aplicada sempre que o número de vagas oferecidas para o cargo e especialidade for igual ou superior a 2 (dois), vedado o fracionamento das vagas por localidade para reduzir a reserva; a fração igual ou superior a 0,5 (cinco décimos) será arredondada para o número inteiro imediatamente superior.",
        "A distribuição das vagas reservadas consta do quadro do item 2.1. As vagas que surgirem durante a validade do concurso observarão a mesma proporção.",
        "Poderão concorrer às vagas reservadas às pessoas pretas e pardas os candidatos que assim se autodeclararem no ato da inscrição, conforme o quesito cor ou raça utilizado pelo IBGE; a autodeclaração será submetida a procedimento de heteroidentificação, exclusivamente com base no fenótipo.",
        "A condição de pessoa indígena será verificada por comissão específica, à vista de documento emitido pela comunidade ou organização indígena; a de pessoa quilombola, à vista de declaração da comunidade quilombola, assinada por 3 (três) de suas lideranças.",
        "Os candidatos concorrerão concomitantemente às vagas reservadas e às de ampla concorrência, e as vagas reservadas não preenchidas por um grupo serão revertidas, sucessivamente, aos demais grupos e à ampla concorrência.",
    ])
    return b


# ---------------------------------------------------------------- monospace plain text (enscript input)
def _wrap(s, w):
    import textwrap
    out = []
    for ln in s.split("\n"):
        out += textwrap.wrap(ln, w, break_long_words=True) or [""]
    return out


def mono_table(b, widths):
    """a table drawn with +---+ and | borders; cells wrapped in their column; head rows separated by +===+"""
    def sep(ch="-"):
        return "+" + "+".join(ch * (w + 2) for w in widths) + "+"

    def line(r):
        cells, ci = [], 0
        for c in r:
            c = cell(c)
            w = sum(widths[ci:ci + c["cs"]]) + 3 * (c["cs"] - 1)
            cells.append((_wrap(c["t"], w), w, c.get("cls")))
            ci += c["cs"]
        h = max(len(x[0]) for x in cells)
        out = []
        for i in range(h):
            parts = []
            for lines, w, cls in cells:
                t = lines[i] if i < len(lines) else ""
                num = re.fullmatch(r"[\d.,–\-]+|CR", t.strip() or "x") is not None
                parts.append(" " + (t.rjust(w) if num else t.ljust(w)) + " ")
            out.append("|" + "|".join(parts) + "|")
        return out
    out = []
    if b.get("caption"):
        out.append(b["caption"])
    out.append(sep())
    for r in b.get("head", []):
        out += line(r)
    if b.get("head"):
        out.append(sep("="))
    for r in b["rows"]:
        out += line(r["cells"] if isinstance(r, dict) else r)
        out.append(sep())
    if b.get("note"):
        out += _wrap(b["note"], sum(widths) + 3 * len(widths) + 1)
    return out


def to_mono(blocks, width=80):
    out = []
    for b in blocks:
        k = b[0]
        if k == "title":
            out += [ln.center(width).rstrip() for ln in b[1].split("\n")] + [""]
        elif k in ("h", "h3"):
            out += ["", b[1].upper(), ""]
        elif k == "p":
            out += _wrap(b[1], width) + [""]
        elif k == "pi":
            out += ["    " + x for x in _wrap(b[1], width - 4)] + [""]
        elif k == "pc":
            out += [ln.center(width).rstrip() for ln in b[1].split("\n")] + [""]
        elif k == "table":
            t = b[1]
            ncol = sum(cell(c)["cs"] for c in (t["head"][0] if t.get("head") else t["rows"][0]))
            widths = t.get("mw") or [max(8, (width - 1) // ncol - 3)] * ncol
            out += mono_table(t, widths) + [""]
        elif k == "pagebreak":
            out.append("\f")
    return "\n".join(out) + "\n"


def enscript_pdf(txt_latin1_path, pdf_path, font="Courier8", header=None):
    """enscript (Latin-1 input, -X 88591) to PostScript, then ps2pdf"""
    ps = os.path.join(TMP, os.path.basename(pdf_path) + ".ps")
    cmd = ["enscript", "-q", "-X", "88591", "-M", "A4", "-f", font, "-o", ps]
    cmd += (["-b", header] if header else ["-B"])
    subprocess.run(cmd + [txt_latin1_path], check=True)
    subprocess.run(["ps2pdf", "-sPAPERSIZE=a4", ps, pdf_path], check=True)
    os.remove(ps)


def tables_as_lines(blocks, keep=lambda t: False):
    """every table but the kept ones written as lines of text, cells joined by " – " (as small municipal editais do);
    used for antiword, which mangles a .doc from LibreOffice holding more than one table (see t01)"""
    out = []
    for b in blocks:
        if b[0] == "table" and not keep(b[1]):
            t = b[1]
            if t.get("caption"):
                out.append(("p", t["caption"]))
            for r in t.get("head", [])[:1] + t["rows"]:
                r = r["cells"] if isinstance(r, dict) else r
                out.append(("pi", " – ".join(cell(c)["t"] for c in r if cell(c)["t"])))
            if t.get("note"):
                out.append(("p", t["note"]))
        else:
            out.append(b)
    return out


def xlsx_quadro(path, titles, head, rows, widths, money_cols=(), merges=(), sheet="Quadro de vagas"):
    """a quadro annex as an XLSX sheet (openpyxl): title lines, head rows, body rows; numbers as numbers (money_cols
    formatted as R$ #.##0,00), merges as (row0, col0, row1, col1) 0-based inside head+rows"""
    from openpyxl import Workbook
    from openpyxl.utils import get_column_letter
    st = xl_styles()
    wb = Workbook()
    ws = wb.active
    ws.title = sheet
    r0 = 1
    for t in titles:
        ws.cell(row=r0, column=1, value=t).font = st["title_font"]
        r0 += 1
    r0 += 1  # a blank line before the table
    for i, r in enumerate(list(head) + list(rows)):
        for j, v in enumerate(r):
            if v is None:
                continue
            c = ws.cell(row=r0 + i, column=j + 1, value=v)
            c.border = st["border"]
            c.font = st["head_font"] if i < len(head) else st["font"]
            c.alignment = st["center"] if (i < len(head) or not isinstance(v, str) or j >= len(r) - 5) else st["wrap"]
            if j in money_cols and isinstance(v, (int, float)) and i >= len(head):
                c.number_format = '"R$" #,##0.00'
            if i < len(head):
                c.fill = st["fill"]
    for a, b, c_, d in merges:
        ws.merge_cells(start_row=r0 + a, start_column=b + 1, end_row=r0 + c_, end_column=d + 1)
    for j, w in enumerate(widths):
        ws.column_dimensions[get_column_letter(j + 1)].width = w
    wb.save(path)
    return path
