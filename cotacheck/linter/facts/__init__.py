"""Facts: lines → what the edital says about itself.

In: the lines read. Out: the law it names and its Poder and kind of post (`detect`), its own date
and how sure (`dating`), whether it is an excerpt (`excerpt`), the act it cites for the reserve
(`cited_law`), the rule it states itself (`own_rule`), the parameters of "outra lei" completed by
that rule (`custom_law_params`) and the clauses the laws require (`clauses`).
Imports only `read` and `tables`.
"""
