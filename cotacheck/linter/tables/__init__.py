"""Tables: lines → cargos and their figures (`position.Position`, made by `extract`).

In: the lines read and the furniture to skip. Out: one position per cargo or slice, with its
vacancies, the reserves stated, and how it was read and how sure (`confidence`, `reading`,
`doubt`). A table's columns are named by its header (`header`, with the edital's own abbreviations
from `legend`), each row's cells (`cells`) assigned so its sums hold (`arithmetic`), the table's
reading confirmed or not as a whole (`decide`), its rows named (`names`); prose statements read by
`prose`; a reserve stated once for a cargo spread over its rows (`cargo_reserve`), titles and page
markers kept out (`plausibility`); `given` makes positions from a table a reader corrected.
Imports only `read`.
"""
