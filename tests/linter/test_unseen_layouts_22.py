"""The twenty-second round of invented editais (`unseen_layouts_22/`, the right reading of each in `expected.json`):
the founding laws' own states and their towns. State bodies of Goiás and Rio Grande do Norte (a secretaria de
educação's professores by Coordenação or Diretoria Regional and disciplina, the Polícia Penal by região, a health
secretaria by unidade hospitalar, a state university's docentes by câmpus and área, the Assembleia) and municipalities
(Goiânia, Parnamirim, Mossoró, a small town with one-vacancy cargos and cadastro reserva), printed as those bodies
print them: subtotals per regional, disciplinas as rows under their cargo, places as columns with a total per
disciplina, "Vagas AC / Vagas PcD / Vagas Negros (20%)", Indígenas and Quilombolas columns, CR, carga horária and
vencimento columns, a Código column, two-row headers, legends and asterisk notes, and beside the quadro the cronograma,
taxas, provas and classificação limits. Texts by pypdf, pdftotext (plain and -layout), pdfplumber, Chromium's
innerText and pandoc, from Chromium and LibreOffice PDFs, HTML and DOCX (`sources/`). Only the quadro's rows are
entries: a reading that takes the other tables or the CR counts as vacancies is a phantom or a confirmed wrong reading.
Files outside the wrong ones never give a confirmed wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom: none (t10's quadro by nível, its header a cell's line a line with words
#: cut at the cells' width, Negros and Quilombolas columns, is read whole: `tables/cut_header_cells.py`).
WRONG = ""
#: Read in part (docs/linter.md, "Known limits"): t05's text (pdfplumber's header at three heights, each label
#: centred on the tallest, over names wrapped around their counts and a cargo's row with no counts over its
#: disciplinas: nothing read).
READ_IN_PART = "t05.txt"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_22", wrong=WRONG, limits=READ_IN_PART
)
