# Helpers of the twenty-second set: the twenty-first set's lib21.py (and through it sets 16-20) imported, not copied,
# with this set's folders put on every earlier module and /tmp/w22 as scratch; new here only the entry of a quadro row
# with the reserves the quadro states (negros, and PcD and the cadastro de reserva count where printed) and the Goiás and
# Rio Grande do Norte reserve (20 % from 3 vacancies, half rounds up: Lei GO 23.389/2025, Lei RN 11.015/2021).
import os, sys

os.environ.setdefault("W21_TMP", "/tmp/w22")
os.environ.setdefault("W21_PYLIB", "/tmp/w22/pylib")   # python-docx, pdfplumber
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "unseen_layouts_21", "sources"))
import lib21 as L21  # noqa: E402
from lib21 import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)   # tests/linter/unseen_layouts_22
SRC = HERE
for m in (L16, L17, L18, L19, L20, L21):
    m.OUT, m.SRC = OUT, SRC

#: Lei GO 23.389/2025 and Lei RN 11.015/2021: 20 % to negros from 3 vacancies, a fraction of 0,5 or more rounds up
neg_law = neg20


def ent(name, t, neg=neg_law, pcd=pcd5, cr=None):
    """the entry of a quadro row of t immediate vacancies: the reserves it states, the CR count where printed"""
    e = {"name_has": name, "vacancies": t, "negros_stated": neg(t), "pcd_stated": pcd(t)}
    if cr is not None:
        e["cr"] = cr
    return e


def split(t, neg=neg_law, pcd=pcd5):
    """(AC, PcD, negros) of t vacancies"""
    n, p = neg(t), pcd(t)
    return t - n - p, p, n


L16.LO_PROFILE = "file:///tmp/w22/lo"


def lo_pdf(name, docx):
    """the DOCX exported to PDF by LibreOffice Writer (headless, pt-BR), kept beside the text as OUT/NAME.pdf"""
    return L17.docx_to(docx, "pdf", os.path.join(OUT, name + ".pdf"))
