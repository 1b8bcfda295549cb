"""cotacheck: the racial quota reserve that Brazilian law requires in concurso editais.

The rules core (lawbook, rounding, calculator) uses only the standard library so that the
same code runs in CPython and, unchanged, in the browser through Pyodide.
"""

__version__ = "0.1.0"
