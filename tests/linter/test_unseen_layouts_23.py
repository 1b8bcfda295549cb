"""The twenty-third round of invented editais (`unseen_layouts_23/`, the right reading of each in `expected.json`):
an edital as it changes after publication and as the big exams print it. A retificação that republishes the quadro
("ONDE SE LÊ:" the old quadro, "LEIA-SE:" the new), one that republishes only the rows it changes (a TOTAL of the whole
quadro under them), an edital consolidado with the rows changed marked and a note, an edital republished with the old
figures in a column beside the new; a national unified exam's annex with dozens of cargos by bloco temático, a federal
autarquia's cargo by UF (27 rows, the siglas AC and PI over the columns AC and PI), a wide quadro that the PDF splits
across two pages side by side (the name and first columns on one page, the other columns on the next), a Bahia
processo seletivo simplificado with vagas and cadastro reserva per município (30 %, 0,5 rounding down), a federal
university's docentes by área with Classe / Nível / Regime columns; and beside the quadros the cronograma, taxas,
provas and weights, títulos, remuneração and limits. Texts by pypdf, pdftotext (plain and -layout), pdfplumber,
Chromium's innerText and pandoc, from Chromium and LibreOffice (Writer and Calc) PDFs, HTML and DOCX (`sources/`).
Only the rows in force are entries: a reading that takes the old quadro, the old-figures column, the summary by bloco,
the other tables or the CR counts as vacancies is a phantom or a confirmed wrong reading. Files outside the wrong ones
never give a confirmed wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom: t05's text (the quadro's second page, its other columns, read as rows
#: named by their codes, uncertain), t08 (the whole quadro's TOTAL under the changed rows, uncertain). t02's legend
#: and t03's summary by bloco, confirmed phantoms at first contact (docs/unseen-layouts-23-first-contact.txt), are
#: no longer read as cargos.
WRONG = "t05.txt t08"
#: Read in part (docs/linter.md, "Known limits"): t05's PDF (the split quadro, nothing read), t06's text (a PSS's
#: rows per município under função groups, uncertain), t09 (the old and current figures side by side, uncertain).
READ_IN_PART = "t05.pdf t06.txt t09"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_23", wrong=WRONG, limits=READ_IN_PART
)
