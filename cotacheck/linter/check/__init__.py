"""Check: the law as applied to one edital, and what a rule is.

In: the law id, the day, Poder and kind, and the document (lines, positions, facts). Out: a
`context.Context` that gives every required figure from the rules core (`reserve.compute`), the
`rule.Rule` record each rule of `rules/` declares, and `confidence` (errors only from confirmed
readings). Imports `read`, `tables` and `facts`.
"""
