# Helpers of the twentieth set. The block model, chapter texts, producers and reserve arithmetic of sets 16-19 are
# imported from their folders (lib.py, lib17.py, lib18.py, lib19.py), not copied; only what is new is here: this set's
# folders (/tmp/w21 scratch), Chromium's document.body.innerText as a text path of its own name, the quadro rows of the
# two reserve shapes used here, and the tables of numbers that are not vacancies which whole editais print around
# their quadro (Decreto 9.739/2019 Anexo II limits, provas, taxas, convocados, lotação, remuneração, locais de prova,
# ordem de convocação, gazette acts, resultado lists).
import json, os, sys

os.environ["W18_TMP"] = os.environ.get("W21_TMP", "/tmp/w21")
os.environ["W18_PYLIB"] = os.environ.get("W21_PYLIB", "/tmp/w21/pylib")   # python-docx, pdfplumber, reportlab
os.makedirs(os.environ["W18_TMP"], exist_ok=True)
HERE = os.path.dirname(os.path.abspath(__file__))
LIN = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(LIN, "unseen_layouts_19", "sources"))
import lib19 as L19  # noqa: E402  (puts the sixteenth to eighteenth sets' folders on the path)
import lib as L16  # noqa: E402
import lib17 as L17  # noqa: E402
import lib18 as L18  # noqa: E402
from lib19 import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))  # again: the * import brought lib19's own HERE
OUT = os.path.dirname(HERE)   # tests/linter/unseen_layouts_20
SRC = HERE
TMP = os.environ["W18_TMP"]
PYLIB = os.environ["W18_PYLIB"]
for m in (L16, L17, L18, L19):
    m.OUT, m.SRC = OUT, SRC
L16.PYLIB = PYLIB
if PYLIB not in sys.path:
    sys.path.insert(0, PYLIB)


def innertext_txt(src):
    """Chromium (Playwright, /usr/bin/chromium) document.body.innerText of sources/NAME.html: select all + copy"""
    return L16.innertext(src)


EXTRACT.update({"chromium-innertext": innertext_txt})
PDF_KINDS = ("pypdf", "pdftotext", "pdftotext-layout", "pdfplumber")


def finish7(name, entries, kind, source, meta=None, totals=None, cadastro=None):
    return L19.finish6(name, entries, kind, source, meta, totals, cadastro)


# ---------------------------------------------------------------- quadro rows
def rows_ppp(V, lead=lambda v: [v[0]], tot=lambda v: v[-1], cr="CR"):
    """rows Total / AC / PcD / PPP / PI / PQ (Lei 15.142 and CNJ Res. 203/657) for V; a 0 total is a CR row;
    returns rows, entries, (total, pcd, ppp, pi, pq)"""
    rows, ent, T = [], [], [0, 0, 0, 0, 0]
    for v in V:
        t = tot(v)
        if not t:
            rows.append(lead(v) + [cr] * 6)
            continue
        p, r = pcd5(t), r15142(t)
        rows.append(lead(v) + [str(t), str(t - p - sum(r)), str(p)] + [str(x) for x in r])
        for i, x in enumerate((t, p) + tuple(r)):
            T[i] += x
    return rows, T


def rows_neg(V, neg, lead=lambda v: [v[0]], tot=lambda v: v[-1], pcd=pcd5, cr="CR", order=("t", "ac", "pcd", "neg")):
    """rows in the given column order (t / ac / pcd / neg) for a single negros reserve neg(t); 0 total = CR row;
    returns rows, (total, pcd, negros)"""
    rows, T = [], [0, 0, 0]
    for v in V:
        t = tot(v)
        if not t:
            rows.append(lead(v) + [cr] * len(order))
            continue
        p, n = pcd(t), neg(t)
        d = {"t": t, "ac": t - p - n, "pcd": p, "neg": n}
        rows.append(lead(v) + [str(d[k]) for k in order])
        T[0] += t; T[1] += p; T[2] += n
    return rows, T


def anexo_9739():
    """Decreto nº 9.739/2019, Anexo II: the most candidates approved for a number of vacancies (1 -> 5, 2 -> 9, ...)"""
    lim = [5, 9, 14, 18, 22, 25, 29, 32, 35, 38, 40, 42, 45, 47, 48, 50, 52, 53, 54, 56, 57, 58, 60, 61, 62, 64, 65, 67, 68, 70]
    return [[str(i + 1), str(x)] for i, x in enumerate(lim)], lim
