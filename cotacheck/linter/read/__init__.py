"""Read: a file's bytes or an edital's text → numbered lines.

In: the bytes of a .txt or .pdf (`files.file_text`), or text. Out: `text.Line`s (number, text, and
for a PDF read by position the page and columns), the page furniture to skip, and what was left
out. PDFs are read by pypdf (`pdf`), faster where text extraction allows (`pdf_fast`), by word
position where the plain text loses a table's rows (`pdf_layout`), decrypted when copy-protected
(`pdf_crypto`). `text` is shared by every later step (`Line`, `fold`).
"""
