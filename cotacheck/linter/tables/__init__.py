"""Tables: lines → cargos and their figures (`extract.Position`).

In: the lines read and the furniture to skip. Out: one position per cargo or slice, with its
vacancies, the reserves stated, and how it was read and how sure (`confidence`, `reading`). A
table's columns are named by its header (`header`), its numbers assigned so its sums hold
(`arithmetic`), a reserve stated once for a cargo spread over its rows (`cargo_reserve`), titles and
page markers kept out (`plausibility`); `given` makes positions from a table a reader corrected.
Imports only `read`.
"""
