"""CQ305 leitura-parcial: Parte do arquivo não foi lida; os achados valem só para o que foi lido."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, finding
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.read.omissions import describe, omitted

RULE = Rule(
    code="CQ305",
    name="leitura-parcial",
    title="Leitura parcial",
    severity="info",
    summary="Parte do arquivo não foi lida (limite de páginas ou linha longa demais); os achados valem só para o que "
    "foi lido.",
    message="Leitura parcial: {what}. Os achados valem só para o que foi lido; confira essa parte no edital.",
    basis={},
    docs={
        "what": "Informa o que a leitura deixou de fora e onde: páginas de um PDF além do limite de 2.000 e linhas com "
        "mais de 2.000 caracteres, lidas em trechos (um nome de cargo gigante ou um texto sem quebras de linha). "
        "Informa também o que foi lido com dúvida: linhas com caracteres de controle de direção (bidi), que um "
        "leitor pode ver em outra ordem; linhas fora da codificação do resto do arquivo; texto fora da área "
        "visível de uma página; um PDF com várias versões salvas, do qual só a última é lida; uma célula com letra no "
        "lugar de algarismo (“2O”, “l5”, como em texto escaneado), cuja linha não é confirmada; e uma declaração de "
        "vagas em texto que contradiz outra do mesmo cargo, ou cujo cargo não foi reconhecido.",
        "why": "Os limites protegem o navegador e o computador de arquivos enormes, mas um cargo nas páginas não lidas "
        "não é conferido. Sem este aviso, um edital lido pela metade pareceria conferido por inteiro.",
        "bad": "Um PDF de 2.500 páginas: as páginas 2.001 a 2.500 não são lidas.",
        "good": "Divida o PDF ou copie para um .txt só as partes com o quadro de vagas e as regras das cotas.",
        "ignore": "Quando a parte não lida é um anexo sem vagas nem regras de reserva.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """One note per omission, on its line."""
    return [finding(RULE, RULE.message.format(what=describe(item)), ctx, item["line"]) for item in omitted(doc.lines)]
