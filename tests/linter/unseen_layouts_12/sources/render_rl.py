# ReportLab renderer: platypus flow for text; tables are a custom Flowable that draws
# borders first and then fills the cells a column at a time (as a report engine fills bands),
# header repeated after each page split; "Página X de Y" via a two-pass canvas.
from reportlab.lib.pagesizes import A4, landscape
from reportlab.platypus import BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, PageBreak, Flowable, CondPageBreak
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER, TA_LEFT
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from xml.sax.saxutils import escape

def reg(name, reg_path, bold_path):
    pdfmetrics.registerFont(TTFont(name, reg_path)); pdfmetrics.registerFont(TTFont(name + '-B', bold_path))
reg('DVS', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf')
reg('DVSC', '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf')
reg('LSe', '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf')
reg('LSa', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf')

class ColTable(Flowable):
    def __init__(self, t, font, size, width, mode):
        super().__init__(); self.t = t; self.font = font; self.size = size; self.W = width; self.mode = mode
        self.lh = size * 1.2; self.pad = 2
        ws = t['widths']; s = sum(ws); self.ws = [w * width / s for w in ws]
        self.xs = [0]
        for w in self.ws: self.xs.append(self.xs[-1] + w)
        self.align = t.get('align') or ['L'] + ['C'] * (len(ws) - 1)
        self.hrows = []
        for hr in t['header']:
            cells = []; ci = 0
            for c in hr:
                txt, sp = c if isinstance(c, tuple) else (c, 1)
                cells.append((ci, sp, self._split(txt, self.xs[ci + sp] - self.xs[ci], True))); ci += sp
            self.hrows.append((cells, max(len(c[2]) for c in cells) * self.lh + 2 * self.pad))
        if t.get('_body') is not None:
            self.body = t['_body']
        else:
            self.body = []
            for ri, r in enumerate(t['rows']):
                b = ri in t.get('bold_rows', ())
                cells = [(i, 1, self._split(v, self.ws[i], b)) for i, v in enumerate(r)]
                self.body.append((cells, max(len(c[2]) for c in cells) * self.lh + 2 * self.pad, b))
    def _split(self, txt, w, bold):
        f = self.font + ('-B' if bold else ''); out = []
        for part in str(txt).split('\n'):
            out += simpleSplit(part, f, self.size, w - 2 * self.pad) or ['']
        return out
    def wrap(self, aw, ah):
        self.h = sum(h for _, h in self.hrows) + sum(h for _, h, _ in self.body)
        return self.W, self.h
    def split(self, aw, ah):
        hh = sum(h for _, h in self.hrows); y = hh; k = 0
        while k < len(self.body) and y + self.body[k][1] <= ah:
            y += self.body[k][1]; k += 1
        if k == 0: return []
        a = ColTable(dict(self.t, _body=self.body[:k]), self.font, self.size, self.W, self.mode)
        b = ColTable(dict(self.t, _body=self.body[k:]), self.font, self.size, self.W, self.mode)
        return [a, b]
    def draw(self):
        cv = self.canv; cv.setLineWidth(0.5)
        H = self.h; y = H; boxes = []
        for cells, h in self.hrows:
            for ci, sp, ls in cells: boxes.append((self.xs[ci], y - h, self.xs[ci + sp] - self.xs[ci], h, ls, True, 'C', -1))
            y -= h
        for cells, h, b in self.body:
            for ci, sp, ls in cells: boxes.append((self.xs[ci], y - h, self.xs[ci + 1] - self.xs[ci], h, ls, b, self.align[ci], ci))
            y -= h
        for x, yy, w, h, ls, b, al, ci in boxes:
            if ci == -1 and self.t.get('shade', True):
                cv.setFillGray(0.85); cv.rect(x, yy, w, h, stroke=1, fill=1); cv.setFillGray(0)
            else: cv.rect(x, yy, w, h)
        order = [b for b in boxes if b[7] == -1]
        ncol = len(self.ws)
        if self.mode == 'columns':
            for c in range(ncol): order += [b for b in boxes if b[7] == c]
        else: order += [b for b in boxes if b[7] >= 0]
        for x, yy, w, h, ls, b, al, ci in order:
            cv.setFont(self.font + ('-B' if b else ''), self.size)
            ty = yy + h - self.pad - (h - 2 * self.pad - len(ls) * self.lh) / 2 - self.size
            for k, ln in enumerate(ls):
                yy2 = ty - k * self.lh
                if al == 'C': cv.drawCentredString(x + w / 2, yy2, ln)
                elif al == 'R': cv.drawRightString(x + w - self.pad, yy2, ln)
                else: cv.drawString(x + self.pad, yy2, ln)

from reportlab.platypus import LongTable, TableStyle
from reportlab.lib import colors
def plat_table(t, font, size, width):
    al = t.get('align') or ['L'] + ['C'] * (len(t['widths']) - 1)
    AL = {'L': TA_LEFT, 'C': TA_CENTER, 'R': 2}
    sty = {a: ParagraphStyle('c' + a, fontName=font, fontSize=size, leading=size * 1.2, alignment=AL[a]) for a in 'LCR'}
    hs = ParagraphStyle('hc', fontName=font + '-B', fontSize=size, leading=size * 1.2, alignment=TA_CENTER)
    data = []; spans = []
    for ri, hr in enumerate(t['header']):
        row = []; ci = 0
        for c in hr:
            txt, sp = c if isinstance(c, tuple) else (c, 1)
            row.append(Paragraph(escape(txt).replace('\n', '<br/>'), hs) if txt != '^' else '')
            if sp > 1: spans.append(('SPAN', (ci, ri), (ci + sp - 1, ri)))
            row += [''] * (sp - 1); ci += sp
        data.append(row)
    for ri, r in enumerate(t['rows']):
        b = ri in t.get('bold_rows', ())
        data.append([Paragraph(('<b>%s</b>' if b else '%s') % escape(str(v)).replace('\n', '<br/>'), sty[al[i]]) for i, v in enumerate(r)])
    for (c0, r0, c1, r1) in t.get('spans', []):
        spans.append(('SPAN', (c0, r0), (c1, r1)))
    ws = t['widths']; s = sum(ws)
    lt = LongTable(data, colWidths=[w * width / s for w in ws], repeatRows=len(t['header']))
    lt.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.5, colors.black), ('BACKGROUND', (0, 0), (-1, len(t['header']) - 1), colors.Color(0.82, 0.86, 0.92)),
                            ('VALIGN', (0, 0), (-1, -1), 'MIDDLE'), ('TOPPADDING', (0, 0), (-1, -1), 1.5), ('BOTTOMPADDING', (0, 0), (-1, -1), 1.5), ('LEFTPADDING', (0, 0), (-1, -1), 2), ('RIGHTPADDING', (0, 0), (-1, -1), 2)] + spans))
    return lt

def make_canvas(headfoot):
    class NC(canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k); self._saved = []
        def showPage(self):
            self._saved.append(dict(self.__dict__)); self._startPage()
        def save(self):
            n = len(self._saved)
            for st in self._saved:
                self.__dict__.update(st); headfoot(self, self._pageNumber, n); super().showPage()
            super().save()
    return NC

def render(doc, path, cfg):
    font = cfg.get('font', 'DVS'); fs = cfg.get('size', 9.5)
    ps = cfg.get('pagesize', A4)
    st = dict(
        title=ParagraphStyle('t', fontName=font + '-B', fontSize=fs + 2.5, leading=(fs + 2.5) * 1.25, alignment=TA_CENTER, spaceAfter=4),
        sub=ParagraphStyle('s', fontName=font + '-B', fontSize=fs, leading=fs * 1.3, alignment=TA_CENTER, spaceAfter=6),
        h=ParagraphStyle('h', fontName=font + '-B', fontSize=fs, leading=fs * 1.3, spaceBefore=6, spaceAfter=3, keepWithNext=1),
        p=ParagraphStyle('p', fontName=font, fontSize=fs, leading=fs * 1.3, alignment=TA_JUSTIFY, spaceAfter=3),
        li=ParagraphStyle('li', fontName=font, fontSize=fs, leading=fs * 1.3, leftIndent=14, spaceAfter=1.5, alignment=TA_JUSTIFY),
        cap=ParagraphStyle('c', fontName=font + '-B', fontSize=fs - 0.5, leading=fs * 1.3, spaceBefore=3, spaceAfter=2, keepWithNext=1),
        note=ParagraphStyle('n', fontName=font, fontSize=fs - 1.5, leading=(fs - 1.5) * 1.3, spaceAfter=5),
        annex=ParagraphStyle('a', fontName=font + '-B', fontSize=fs + 1, leading=(fs + 1) * 1.3, alignment=TA_CENTER, spaceAfter=8))
    lm, rm, tm, bm = cfg.get('margins', (20 * mm, 20 * mm, 30 * mm, 22 * mm))
    W = ps[0] - lm - rm
    dt = BaseDocTemplate(path, pagesize=ps, leftMargin=lm, rightMargin=rm, topMargin=tm, bottomMargin=bm,
                         title=cfg.get('title', ''), author=cfg.get('author', ''), creator=cfg.get('creator', 'ReportLab'))
    fr = Frame(lm, bm, W, ps[1] - tm - bm, id='f')
    dt.addPageTemplates([PageTemplate(id='p', frames=[fr])])
    story = []
    E = lambda s: escape(s).replace('\n', '<br/>')
    for b in doc.blocks:
        k = b[0]
        if k in ('title', 'sub', 'h', 'p', 'li'): story.append(Paragraph(E(b[1]), st[k]))
        elif k == 'annex': story += [PageBreak(), Paragraph(E(b[1]), st['annex'])]
        elif k == 'pb': story.append(PageBreak())
        elif k == 'sig': story += [Spacer(1, 10)] + [Paragraph(E(x) or ' ', st['sub']) for x in b[1]]
        elif k == 'table':
            t = b[1]
            if t.get('caption'): story.append(Paragraph(E(t['caption']), st['cap']))
            if t.get('platypus') or cfg.get('platypus'):
                story.append(plat_table(t, cfg.get('tfont', font), t.get('size') or fs - 1.5, W * t.get('tw', 1.0)))
            else:
                story.append(ColTable(t, cfg.get('tfont', font), t.get('size') or fs - 1.5, W * t.get('tw', 1.0), t.get('mode', cfg.get('tmode', 'rows'))))
            if t.get('note'): story.append(Paragraph(E(t['note']), st['note']))
            else: story.append(Spacer(1, 5))
    dt.build(story, canvasmaker=make_canvas(cfg['headfoot']))
