"""The eighth round of invented editais (`unseen_layouts_8/`, the right reading of each in `expected.json`),
written without reading the reader, two thirds of them the ordinary tables of the boards as their usual
extractors give them (FCC, Cebraspe, FGV, Cesgranrio, Vunesp, IBFC, AOCP, Idecan, IADES, NC-UFPR, Comperve,
FUMARC, Objetiva, Legalle, FEPESE, Fundatec, Instituto Consulplan, Access, Avança SP, Nosso Rumo, Gualimp,
Instituto Verbena, Unesc, a university's own commission, Instituto Mais), the rest forms not probed before:
a portal's JSON answer, the Diário Oficial's INLabs XML, a row per vacancy with its modalidade's label, a
`lynx -dump` of a web page, an HTML page's source. First contact, before the reader was changed for them:
136 of 257 entries right, 17 phantoms, 8 confirmed wrong (`docs/unseen-layouts-8-first-contact.txt`). Files
outside the wrong ones never give a confirmed wrong reading nor a phantom; files outside the limits read whole.
r20's names are labelled without their footnote marks ("Condutor Socorrista – Pedra Azul"), as the reader
gives every name (its writer had kept them; so labelled, first contact was 143/257, 10 phantoms, 8 confirmed
wrong)."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_8", wrong=WRONG, limits=READ_IN_PART
)
