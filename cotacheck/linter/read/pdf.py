"""Text out of a PDF with pypdf (pure Python, also runs in Pyodide), imported only when needed.

Copy-protected PDFs (an empty user password plus an owner password) are read like any other: pypdf
tries the empty password itself, and `pdf_crypto` gives it AES where no cryptography library is
installed (the page). A PDF that needs a password to open says so. Pages past `MAX_PAGES` are not
read, and the text ends with a line saying which (`text.OMITTED_MARK`), so the findings can say
they cover only what was read.

`pdf_text` reads every page. A `PdfFile` reads the pages it is handed, so that several readers can
read one file at once (the page's two engines, a few pages at a time); `joined_text` puts their
shares back together, with the same checks, into the same text.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from contextlib import contextmanager
from dataclasses import dataclass, field

from cotacheck.errors import InputError
from cotacheck.linter.read import pdf_budget, pdf_crypto, pdf_fast
from cotacheck.linter.read.pdf_box import VisiblePage, extraction_failed
from cotacheck.linter.read.pdf_layout import page_text_auto
from cotacheck.linter.read.pdf_repair import BoundedBytes, repair_xref, revisions
from cotacheck.linter.read.sniff import not_a_pdf, text_with_pdf_signature
from cotacheck.linter.read.text import omitted_pages_line, reading_note_line, unread_page_line, unread_reasons

#: Pages read at most; real editais have tens to a few hundred.
MAX_PAGES = 2000


def is_pdf(data: bytes, filename: str | None = None) -> bool:
    return data[:1024].lstrip().startswith(b"%PDF") or bool(filename and filename.lower().endswith(".pdf"))


def _password_message(filename: str) -> str:
    return (
        f"{filename}: o PDF está protegido por senha (é preciso uma senha para abri-lo); não foi possível ler o texto. "
        "Abra-o com a senha e salve uma cópia sem senha, ou copie o texto para um arquivo .txt."
    )


def _opened(reader) -> bool:
    """Whether the empty password, tried by pypdf while opening, decrypted the file (no second try:
    with pure-Python AES-256 each try costs a fraction of a second)."""
    encryption = getattr(reader, "_encryption", None)
    if encryption is not None and callable(getattr(encryption, "is_decrypted", None)):
        return bool(encryption.is_decrypted())
    from pypdf import PasswordType

    return reader.decrypt("") != PasswordType.NOT_DECRYPTED


@contextmanager
def _collected_per_page():
    """Python's cycle collector off while a page is read, then run once on what the page left (its
    young objects): a page makes hundreds of thousands of objects, and the collector's passes over
    them cost about a tenth of the reading. Memory stays bounded: what one page left in cycles is
    collected before the next."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect(0)


@dataclass
class PdfPages:
    """A share of a PDF's pages, read: `texts` maps a page's index (from 0) to its text, or to the
    line saying it could not be read (those indexes are in `unread`)."""

    total: int  # pages in the file
    texts: dict[int, str] = field(default_factory=dict)
    unread: list[int] = field(default_factory=list)
    decoded: dict[int, int] = field(default_factory=dict)  # bytes each page read decoded (the document's budget)


class _ExtractionFailed(Exception):
    """A page that gave no text though it names content that could not be read."""


def _page_text(opened: PdfFile, number: int) -> str:
    """One page's text as a viewer shows it: only the text inside its visible box, and a page whose
    content could not be reached told as such."""
    page = VisiblePage(opened.reader.pages[number])
    text = page_text_auto(page)  # by position where the plain text lost a table's rows
    if page.hidden:
        text = (
            page.text_inside()
            + "\n"
            + reading_note_line(
                f"na página {number + 1}, texto posto fora da área visível da página (que um leitor de PDF não mostra) "
                "não foi lido"
            )
        )
    if not any(c.isalnum() for c in text) and extraction_failed(opened.reader, page.page, opened.data):
        raise _ExtractionFailed
    return text


def _revisions_note(opened: PdfFile) -> str:
    """The line after the last page read of a file with several revisions (after it, so that no line
    of the text changes its number)."""
    return reading_note_line(
        f"o PDF guarda {opened.revisions} versões (atualizações salvas sobre o arquivo original); foi lida a "
        "última, a que um leitor de PDF mostra"
    )


def _read_pages(opened: PdfFile, numbers: Iterable[int]) -> PdfPages:
    """Each page's text; a page pypdf cannot read (a content stream past its limits, a broken
    stream, nesting too deep) becomes a line saying so, and the other pages are still read; past the
    file's budget of decoded bytes, the pages left are not read."""
    from pypdf import errors

    limit_reached = getattr(errors, "LimitReachedError", errors.PdfReadError)  # pypdf >= 6 has reading limits

    found = PdfPages(total=opened.total)
    for number in numbers:
        before = opened.budget.spent
        if opened.budget.spent > opened.budget.limit:
            reason = pdf_budget.message(opened.budget)
        else:
            try:
                with _collected_per_page(), pdf_budget.counting(opened.budget):
                    found.texts[number] = _page_text(opened, number)
                continue
            except pdf_budget.BudgetExceeded:
                reason = pdf_budget.message(opened.budget)
            except limit_reached:
                reason = "conteúdo grande demais (limite de segurança do leitor)"
            except RecursionError:
                reason = "estrutura aninhada demais"
            except _ExtractionFailed:
                reason = "a página tem conteúdo, mas a estrutura dele está corrompida e não pôde ser lida"
            except (errors.PdfReadError, errors.PdfStreamError, ValueError, KeyError, TypeError):
                reason = "conteúdo ilegível"
            finally:
                _release(opened.reader, number)
                found.decoded[number] = opened.budget.spent - before
        found.texts[number] = unread_page_line(number + 1, reason)
        found.unread.append(number)
    if opened.revisions > 1 and opened.limit - 1 in found.texts and opened.limit - 1 not in found.unread:
        found.texts[opened.limit - 1] += "\n" + _revisions_note(opened)
    return found


def _release(reader, number: int) -> None:
    try:
        pdf_budget.release(reader.pages[number])
    except Exception:  # noqa: S110 - a page that cannot be opened holds nothing decoded
        pass


def pdf_text(data: bytes, filename: str = "arquivo.pdf") -> str:
    """The text of every page (up to MAX_PAGES), checked as `joined_text` checks it."""
    return joined_text([PdfFile(data, filename).read()], filename)


class PdfFile:
    """An opened PDF whose pages are read on demand: a reader (one of the page's engines) reads the
    pages it is handed, a few at a time, and `joined_text` puts them together. Errors that concern
    the whole file (a password, a broken file) are raised on opening, by every reader alike."""

    def __init__(self, data: bytes, filename: str = "arquivo.pdf"):
        if refused := not_a_pdf(data, filename):  # told even where pypdf is missing
            raise InputError(refused)
        try:
            import pypdf
        except ImportError:
            raise InputError(
                "Para ler PDF é preciso o pacote pypdf (pip install pypdf); ou copie o texto para um arquivo .txt."
            ) from None
        import logging

        logging.getLogger("pypdf").setLevel(logging.ERROR)
        pdf_crypto.install()  # AES for pypdf when no cryptography library is installed; no-op otherwise
        pdf_fast.install()  # the same operations out of content streams, about a fifth less time in all
        self.data, self.filename = data, filename
        self.budget = pdf_budget.Budget()
        self.revisions = revisions(data)
        with self._errors():
            self.reader = pypdf.PdfReader(BoundedBytes(data))  # an encrypted PDF: pypdf tries the empty password
            repair_xref(self.reader, data, self.revisions)
            if self.reader.is_encrypted and not _opened(self.reader):
                raise InputError(_password_message(filename))
            self.total = len(self.reader.pages)
        self.limit = min(self.total, MAX_PAGES)  # pages read at most

    def read(self, pages: Iterable[int] | None = None) -> PdfPages:
        """The pages given by index (every page by default); indexes past `limit` are passed over."""
        wanted = range(self.limit) if pages is None else sorted({n for n in pages if 0 <= n < self.limit})
        with self._errors():
            return _read_pages(self, wanted)

    @contextmanager
    def _errors(self):
        """pypdf's failures on the whole file, as one Portuguese line each."""
        from pypdf.errors import DependencyError, FileNotDecryptedError

        filename = self.filename
        try:
            yield
        except FileNotDecryptedError:  # WrongPasswordError too: the empty password does not open it
            raise InputError(_password_message(filename)) from None
        except (DependencyError, NotImplementedError):  # e.g. a certificate handler, not a password one
            raise InputError(
                f"{filename}: o PDF usa uma proteção que este leitor não conhece; não foi possível ler o texto. "
                "Abra-o no leitor de PDF e salve uma cópia sem proteção, ou copie o texto para um arquivo .txt."
            ) from None
        except InputError:
            raise
        except RecursionError:
            raise InputError(
                f"{filename}: não foi possível ler o PDF (estrutura aninhada demais). O arquivo pode estar corrompido."
            ) from None
        except MemoryError:
            raise InputError(f"{filename}: o PDF é grande demais para ser lido aqui (memória insuficiente).") from None
        except Exception as error:
            if text_with_pdf_signature(self.data):
                raise InputError(
                    f"{filename}: o arquivo começa com a assinatura de um PDF (%PDF), mas não tem nenhuma parte de "
                    "um PDF: é um arquivo de texto. Se for o texto do edital, tire a primeira linha (%PDF…), "
                    "salve-o como .txt e escolha-o de novo."
                ) from None
            if b"%%EOF" not in self.data[-2048:]:
                raise InputError(
                    f"{filename}: o PDF está incompleto (o arquivo termina antes do fim, como num download "
                    "interrompido); não foi possível ler o texto. Baixe o arquivo de novo."
                ) from None
            raise InputError(
                f"{filename}: não foi possível ler o PDF ({type(error).__name__}). O arquivo pode estar corrompido."
            ) from None


def shares_refused(filename: str) -> str:
    """What the reader is told when the shares handed back are not one whole file (a page bug)."""
    return f"{filename}: as partes lidas do PDF não formam o arquivo inteiro; verifique de novo."


def joined_text(shares: list[PdfPages], filename: str = "arquivo.pdf") -> str:
    """The whole text from the shares of one file's pages (`PdfFile.read`), page after page, with a
    line naming the pages past MAX_PAGES; a PDF with no text is an error, as for `pdf_text`."""
    total = shares[0].total if shares else 0
    texts = {number: text for share in shares for number, text in share.texts.items()}
    expected = min(total, MAX_PAGES)
    unread_numbers = [number for share in shares for number in share.unread]
    if (
        not shares
        or any(share.total != total for share in shares)
        or sorted(texts) != list(range(expected))
        or not set(unread_numbers) <= set(texts)
    ):
        raise InputError(shares_refused(filename))
    unread_numbers += pdf_budget.past_budget(texts, {n: size for share in shares for n, size in share.decoded.items()})
    unread = [texts[number] for number in sorted(set(unread_numbers))]
    text = "\n".join(texts[number] for number in range(expected))
    read_text = (line for line in text.split("\n") if not line.startswith("[cotacheck: "))  # not our own lines
    if sum(1 for line in read_text for c in line if c.isalnum()) < 20:
        if unread:
            raise InputError(f"{filename}: não foi possível ler o texto do PDF: " + unread_reasons(unread) + ".")
        raise InputError(
            f"{filename}: o PDF não tem texto extraível (parece digitalizado, uma imagem de cada página). "
            "Use um PDF com texto ou passe o edital por um OCR e cole o texto."
        )
    if total > MAX_PAGES:
        text += "\n" + omitted_pages_line(MAX_PAGES + 1, total, MAX_PAGES)
    return text
