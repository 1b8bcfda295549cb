"""What the reading left out: the JSON's `truncated` list and the words of the CQ305 note that says so.

Limits protect the page (`pdf.MAX_PAGES`, `text.MAX_LINE`); they stay, but nothing is dropped
without a word: each omission is listed with its line, and a note tells the reader that the
findings cover only what was read.
"""

from __future__ import annotations


def _thousands(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def describe(item: dict) -> str:
    """One omission in Portuguese: "as páginas 2.001 a 2.500 (o limite é de 2.000 páginas)"."""
    if item["kind"] == "pages":
        return (
            f"as páginas {_thousands(item['first_page'])} a {_thousands(item['last_page'])} do PDF não foram lidas "
            f"(o limite é de {_thousands(item['limit'])} páginas)"
        )
    if item["kind"] == "page_unread":
        return f"a página {_thousands(item['page'])} do PDF não foi lida ({item['reason']})"
    if item["kind"] == "note":
        return item["what"]
    if item["kind"] == "bidi":
        return _bidi(item)
    count = item["count"]
    lines = ", ".join(_thousands(entry["line"]) for entry in item["lines"])
    more = f" e outras {_thousands(count - len(item['lines']))}" if count > len(item["lines"]) else ""
    which = f"a linha {lines} tem" if count == 1 else f"as linhas {lines}{more} têm"
    return (
        f"{which} mais de {_thousands(item['limit'])} caracteres e {'foram lidas' if count > 1 else 'foi lida'} "
        f"em trechos de até {_thousands(item['limit'])} caracteres; um cargo ou uma cláusula que atravesse os trechos "
        "(por exemplo, um nome de cargo longo demais) pode não ter sido reconhecido"
    )


def _bidi(item: dict) -> str:
    count = item["count"]
    listed = ", ".join(_thousands(n) for n in item["lines"])
    more = f" e outras {_thousands(count - len(item['lines']))}" if count > len(item["lines"]) else ""
    which = f"a linha {listed} tem" if count == 1 else f"as linhas {listed}{more} têm"
    cells = "; ".join(f"na linha {_thousands(c['line'])}, “{c['cell']}”" for c in item.get("cells", ())[:5])
    return (
        f"{which} caracteres invisíveis de controle de direção do texto (bidi) ou letras escritas da direita para "
        "a esquerda, que fazem um leitor de tela ou de PDF mostrar o texto em outra ordem (por exemplo, 02 aparece "
        f"como 20, ou uma linha da tabela aparece invertida){f' ({cells})' if cells else ''}; foi lida a ordem em "
        "que o texto está gravado, e nenhum número dessas linhas foi confirmado"
    )


def omitted(lines) -> list[dict]:
    """What `split_lines` (and the PDF reader before it) left out, one record per omission."""
    return list(getattr(lines, "omitted", ()))
