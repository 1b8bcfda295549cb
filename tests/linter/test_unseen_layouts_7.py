"""The seventh round of invented editais (`unseen_layouts_7/`, the right reading of each in `expected.json`),
written without reading the reader, half of them the usual tables of the big boards as their usual
extractors give them (FGV, Cebraspe, Cesgranrio, Vunesp, IBFC, AOCP, Quadrix, Consulplan, Idecan, FEPESE,
Instituto Mais, IBAM, Consesp, Igeduc), the rest layouts not probed before: a wide table printed across two
pages, ditto marks, syllable-hyphenated names, counts inside the lotação cell, a long-format open-data CSV, a
newspaper's extrato, "8 (5+1+2)" cells, a pandas printout, a Diário Oficial paragraph of "/" cells, a
registration form's options, an Excel pivot. First contact, before the reader was changed for them: 151 of
283 entries right, 16 phantoms, 0 confirmed wrong (`docs/unseen-layouts-7-first-contact.txt`). Files outside
`KNOWN_WRONG` never give a confirmed wrong reading nor a phantom; files outside `KNOWN_LIMITS` read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: No file gives a confirmed wrong reading nor a phantom; these read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_7", wrong="", limits=READ_IN_PART
)
