# ruff: noqa: E402, F403, F405
# Helpers of the twenty-third set: the twenty-second set's lib22.py (and through it sets 16-21) imported, not copied,
# with this set's folders put on every earlier module and /tmp/w23 as scratch; new here only the entry of a row under
# Lei 15.142/2025 (one reserve of pretas e pardas, indígenas and quilombolas) and the Bahia reserve (30 % from 3
# vacancies, a fraction above 0,5 rounding up, 0,5 itself down).
import os
import sys

os.environ.setdefault("W21_TMP", "/tmp/w23")
os.environ.setdefault("W21_PYLIB", "/tmp/w23/pylib")  # python-docx, pdfplumber
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "unseen_layouts_22", "sources"))
import lib22 as L22  # noqa: E402
from lib22 import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)  # tests/linter/unseen_layouts_23
SRC = HERE
for m in (L16, L17, L18, L19, L20, L21, L22):
    m.OUT, m.SRC = OUT, SRC
L16.LO_PROFILE = "file:///tmp/w23/lo"


def ppp(t):
    """Lei 15.142/2025: (PPP, PI, PQ) of t vacancies, each rounded half up, from 2"""
    return r15142(t)


def neg15142(t):
    """the one reserve of Lei 15.142/2025: pretas e pardas + indígenas + quilombolas"""
    return sum(r15142(t))


def ent_f(name, t, cr=None, pcd=pcd5):
    """the entry of a row under Lei 15.142 (negros_stated = PPP + PI + PQ)"""
    return ent(name, t, neg=neg15142, pcd=pcd, cr=cr)


def neg_ba(n, pct=30, minimo=3):
    """Bahia (Lei 13.182/2014, art. 49; Decreto 15.353/2014): 30 % from 3 vacancies, a fraction above 0,5 up, 0,5 or below down"""
    if n < minimo:
        return 0
    q, r = divmod(n * pct, 100)
    return q + (1 if r > 50 else 0)
