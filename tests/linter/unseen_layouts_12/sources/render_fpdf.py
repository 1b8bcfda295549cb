# fpdf2 page-drawing renderer: every line placed with absolute coordinates,
# tables drawn cell by cell with rect() borders (row by row or a column at a time).
from fpdf import FPDF

FONTS = {
 'LiberationSans': '/usr/share/fonts/truetype/liberation/LiberationSans-%s.ttf',
 'LiberationSerif': '/usr/share/fonts/truetype/liberation/LiberationSerif-%s.ttf',
 'LiberationSansNarrow': '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-%s.ttf',
}
DJ = {'DejaVuSans': ('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'),
      'DejaVuSansCondensed': ('DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf'),
      'DejaVuSerif': ('DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf')}

class R(FPDF):
    def __init__(self, cfg):
        super().__init__(orientation=cfg.get('orient', 'P'), unit='mm', format='A4')
        self.cfg = cfg
        fam = cfg.get('font', 'LiberationSans'); self.fam = fam
        if fam in FONTS:
            self.add_font(fam, '', FONTS[fam] % 'Regular'); self.add_font(fam, 'B', FONTS[fam] % 'Bold')
        else:
            p = '/usr/share/fonts/truetype/dejavu/'
            self.add_font(fam, '', p + DJ[fam][0]); self.add_font(fam, 'B', p + DJ[fam][1])
        self.set_auto_page_break(False)
        self.set_margins(cfg.get('ml', 20), cfg.get('mt', 28), cfg.get('mr', 20))
        self.bottom = self.h - cfg.get('mb', 20)
        self.ncols = cfg.get('cols', 1); self.gutter = cfg.get('gutter', 6)
        self.fs = cfg.get('size', 10); self.lh = self.fs * 0.42
        self.col = 0; self.top = None
    # running head and foot, drawn by the program on each page
    def header(self):
        hf = self.cfg.get('head')
        if hf: hf(self)
    def footer(self):
        ff = self.cfg.get('foot')
        if ff: ff(self)
    # frames
    def colw(self):
        W = self.w - self.l_margin - self.r_margin
        return (W - (self.ncols - 1) * self.gutter) / self.ncols
    def colx(self):
        return self.l_margin + self.col * (self.colw() + self.gutter)
    def newpage(self):
        self.span_bottom = 0
        self.add_page(); self.col = 0
        self.top = self.cfg.get('mt_first', self.t_margin) if self.page_no() == 1 else self.t_margin
        self.set_y(self.top)
    def need(self, h):
        if self.get_y() + h > self.bottom:
            if self.col < self.ncols - 1:
                self.col += 1; self.set_y(self.top)
            else:
                self.newpage()
    def lines(self, text, w, style='', size=None):
        self.set_font(self.fam, style, size or self.fs)
        return self.multi_cell(w, self.lh, text, dry_run=True, output='LINES')
    def put_lines(self, text, style='', size=None, align='L', indent=0, after=1.2):
        size = size or self.fs; lh = size * 0.42
        for ln in self.lines(text, self.colw() - indent, style, size):
            self.need(lh)
            self.set_font(self.fam, style, size)
            x = self.colx() + indent; w = self.colw() - indent
            sw = self.get_string_width(ln)
            if align == 'C': x += (w - sw) / 2
            elif align == 'R': x += w - sw
            self.text(x, self.get_y() + lh * 0.8, ln)
            self.set_y(self.get_y() + lh)
        self.set_y(self.get_y() + after)

    # tables ----------------------------------------------------------
    def table(self, t, span=False):
        size = t.get('size') or self.fs - 1; lh = size * 0.42; pad = 1.0
        if span:
            W = self.w - self.l_margin - self.r_margin; x0 = self.l_margin
        else:
            W = self.colw(); x0 = self.colx()
        tw = t.get('tw', 1.0) * W
        ws = [f * tw for f in t['widths']]; s = sum(ws); ws = [w * tw / s for w in ws]
        xs = [x0]
        for w in ws: xs.append(xs[-1] + w)
        align = t.get('align') or ['L'] + ['C'] * (len(ws) - 1)
        def cell_lines(txt, w, style):
            out = []
            for part in str(txt).split('\n'):
                out += self.lines(part, w - 2 * pad, style, size) if part else ['']
            return out
        # header rows: cells are str or (str, span)
        hrows = []
        for hr in t['header']:
            cells = []; ci = 0
            for c in hr:
                txt, sp = (c if isinstance(c, tuple) else (c, 1))
                w = xs[ci + sp] - xs[ci]
                cells.append((ci, sp, cell_lines(txt, w, 'B')))
                ci += sp
            h = max(len(c[2]) for c in cells) * lh + 2 * pad
            hrows.append((cells, h))
        body = []
        for ri, r in enumerate(t['rows']):
            style = 'B' if ri in t.get('bold_rows', ()) else ''
            cells = [(i, 1, cell_lines(v, ws[i], style)) for i, v in enumerate(r)]
            h = max(len(c[2]) for c in cells) * lh + 2 * pad
            body.append((cells, h, style))
        hh = sum(h for _, h in hrows)
        if t.get('caption'):
            self.need(hh + body[0][1] + lh + 2)
            if span: self.set_font(self.fam, 'B', size + 0.5); self.text(x0, self.get_y() + lh, t['caption']); self.set_y(self.get_y() + lh + 1.5)
            else: self.put_lines(t['caption'], 'B', size + 0.5, 'L', after=0.5)
        mode = self.cfg.get('tmode', 'rows')
        i = 0
        while i < len(body):
            self.need(hh + body[i][1])
            if span: x0p = x0
            else: x0p = self.colx()
            dx = x0p - xs[0]
            # rows that fit on this page/column
            y = self.get_y() + hh; chunk = []
            while i < len(body) and y + body[i][1] <= self.bottom:
                chunk.append(body[i]); y += body[i][1]; i += 1
            if not chunk:
                chunk.append(body[i]); i += 1
            self._draw(hrows, chunk, xs, dx, lh, pad, size, align, mode, t)
        if t.get('note'):
            self.set_y(self.get_y() + 1)
            if span:
                self.set_font(self.fam, '', size - 0.5)
                for ln in self.lines(t['note'], W, '', size - 0.5):
                    self.text(x0, self.get_y() + lh * 0.8, ln); self.set_y(self.get_y() + lh)
            else:
                self.put_lines(t['note'], '', size - 0.5)
        self.set_y(self.get_y() + 2)
        if span:
            self.span_bottom = self.get_y(); self.top = self.get_y()
    def _draw(self, hrows, chunk, xs, dx, lh, pad, size, align, mode, t):
        y0 = self.get_y()
        self.set_line_width(0.2)
        shade = t.get('shade', self.cfg.get('shade'))
        # borders first (as report engines do: band frames, then contents)
        y = y0
        boxes = []
        for cells, h in hrows:
            for ci, sp, ls in cells:
                boxes.append((xs[ci] + dx, y, xs[ci + sp] - xs[ci], h, ls, 'B', 'C', h))
            y += h
        for cells, h, st in chunk:
            for ci, sp, ls in cells:
                boxes.append((xs[ci] + dx, y, xs[ci + 1] - xs[ci], h, ls, st, align[ci], h, ci))
            y += h
        for b in boxes:
            if b[5] == 'B' and len(b) == 8 and shade:
                self.set_fill_color(*shade); self.rect(b[0], b[1], b[2], b[3], 'DF')
            else:
                self.rect(b[0], b[1], b[2], b[3])
        def put(b):
            x, yy, w, h, ls, st, al = b[:7]
            self.set_font(self.fam, st, size)
            ty = yy + pad + (h - 2 * pad - len(ls) * lh) / 2 if self.cfg.get('vcenter', True) else yy + pad
            for k, ln in enumerate(ls):
                sw = self.get_string_width(ln)
                xx = x + pad
                if al == 'C': xx = x + (w - sw) / 2
                elif al == 'R': xx = x + w - pad - sw
                if ln: self.text(xx, ty + k * lh + lh * 0.8, ln)
        hdr = [b for b in boxes if len(b) == 8]; bod = [b for b in boxes if len(b) == 9]
        for b in hdr: put(b)
        if mode == 'columns':
            ncol = len(xs) - 1
            for c in range(ncol):
                for b in bod:
                    if b[8] == c: put(b)
        elif mode == 'colsrev':
            ncol = len(xs) - 1
            for c in list(range(1, ncol)) + [0]:
                for b in bod:
                    if b[8] == c: put(b)
        else:
            for b in bod: put(b)
        self.set_y(y)

def render(doc, path, cfg):
    # two passes: the first counts the pages for the "Página X/Y" footers
    cfg['nb'] = '?'
    cfg['nb'] = _render(doc, None, cfg)
    _render(doc, path, cfg)

def _render(doc, path, cfg):
    p = R(cfg)
    p.set_title(cfg.get('title', '')); p.set_creator(cfg.get('creator', 'FPDF2'))
    p.set_producer(cfg.get('producer', 'PyFPDF/fpdf2'))
    p.newpage()
    fs = p.fs
    for b in doc.blocks:
        k = b[0]
        if k == 'title': p.put_lines(b[1], 'B', fs + 2, 'C', after=1)
        elif k == 'sub': p.put_lines(b[1], 'B', fs, 'C', after=2)
        elif k == 'h':
            p.need(p.lh * 4); p.set_y(p.get_y() + 1.5); p.put_lines(b[1], 'B', fs, 'L', after=1)
        elif k == 'p': p.put_lines(b[1], '', fs)
        elif k == 'li': p.put_lines(b[1], '', fs, indent=6, after=0.6)
        elif k == 'table': p.table(b[1], span=b[1].get('span', False))
        elif k == 'pb': p.newpage()
        elif k == 'annex':
            p.newpage(); p.put_lines(b[1], 'B', fs + 1, 'C', after=3)
        elif k == 'sig':
            p.set_y(p.get_y() + 4)
            for ln in b[1]: p.put_lines(ln, '', fs, 'C', after=0.3)
        elif k == 'span_pb':  # start a new page for a full-width table in column layouts
            p.newpage()
        elif k == 'raw':
            b[1](p)
    if path: p.output(path)
    return p.page_no()
