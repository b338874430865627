import { pdfSafe } from "@/lib/guides/pdf-text";

/**
 * Layout primitives for the PDF guides on top of pdfkit: headings, paragraphs, bullets, tables,
 * cards and link lists. Every block checks the space left on the page first, so nothing runs into
 * the footer and table rows and cards are never split; long paragraphs flow onto the next page.
 * Every string goes through pdfSafe, so callers can pass content as it is.
 */
type Doc = PDFKit.PDFDocument;

export const colors = {
  teal: "#0f766e",
  tealDark: "#115e59",
  tealSoft: "#ccfbf1",
  tealWash: "#f0fdfa",
  amber: "#f59e0b",
  text: "#0f172a",
  muted: "#475569",
  subtle: "#64748b",
  rule: "#e2e8f0",
  zebra: "#f8fafc",
  white: "#ffffff",
};

export const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };

/** A4 with room for the running header (pages 2+) and the footer. */
export const pageMargins = { top: 70, bottom: 64, left: 56, right: 56 };

export type TextStyle = {
  font?: string;
  size?: number;
  color?: string;
  lineGap?: number;
  characterSpacing?: number;
  align?: "left" | "right" | "center";
};

export type Card = { label: string; value: string; note?: string; highlight?: boolean };
export type Column = { header: string; width: number; align?: "left" | "right"; bold?: boolean };
export type LinkItem = { title: string; url: string };
/** A figure in a stat box; `weight` widens its column for longer values. */
export type Stat = { label: string; value: string; weight?: number };

const STAT_PAD = 9;
const STAT_LABEL: TextStyle = { font: fonts.bold, size: 6.8, characterSpacing: 0.6, color: colors.subtle };
const STAT_VALUE: TextStyle = { font: fonts.bold, size: 9.2, color: colors.text, lineGap: 1 };

const BODY: Required<Pick<TextStyle, "font" | "size" | "color" | "lineGap">> = {
  font: fonts.regular,
  size: 9.5,
  color: colors.text,
  lineGap: 2.6,
};

type PendingHeading = { space: number; height: number; draw: () => void };

export class GuideLayout {
  private pending: PendingHeading[] = [];

  constructor(readonly doc: Doc) {}

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** Lowest y content may reach on this page. */
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private get atPageTop(): boolean {
    return this.doc.y <= this.doc.page.margins.top + 0.5;
  }

  private apply(style: TextStyle): void {
    this.doc
      .font(style.font ?? BODY.font)
      .fontSize(style.size ?? BODY.size)
      .fillColor(style.color ?? BODY.color);
  }

  private options(width: number, style: TextStyle): PDFKit.Mixins.TextOptions {
    return {
      width,
      lineGap: style.lineGap ?? BODY.lineGap,
      characterSpacing: style.characterSpacing ?? 0,
      align: style.align ?? "left",
    };
  }

  measure(text: string, width: number, style: TextStyle = {}): number {
    this.apply(style);
    return this.doc.heightOfString(pdfSafe(text), this.options(width, style));
  }

  /** Writes text at (x, y); doc.y ends below it. */
  write(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle = {},
    extra: PDFKit.Mixins.TextOptions = {},
  ): void {
    this.apply(style);
    this.doc.text(pdfSafe(text), x, y, { ...this.options(width, style), ...extra });
  }

  textWidth(text: string, style: TextStyle = {}): number {
    this.apply(style);
    return this.doc.widthOfString(pdfSafe(text), { characterSpacing: style.characterSpacing ?? 0 });
  }

  /**
   * Starts a new page unless `height` points, plus any headings waiting to be drawn, still fit above
   * the footer; then draws those headings. Every block calls this before drawing, so a heading is
   * never left alone at the foot of a page.
   */
  ensureSpace(height: number): void {
    const waiting = this.pending.reduce((sum, heading) => sum + heading.space + heading.height, 0);
    if (this.doc.y + waiting + height > this.bottom - 1) this.doc.addPage();
    const headings = this.pending;
    this.pending = [];
    for (const heading of headings) {
      this.space(heading.space);
      heading.draw();
    }
  }

  /** Vertical space, skipped at the top of a page so pages never start with a gap. */
  space(points: number): void {
    if (!this.atPageTop) this.doc.y += points;
  }

  sectionHeading(title: string): void {
    this.pending.push({
      space: 16,
      height: 32,
      draw: () => {
        const y = this.doc.y;
        this.doc.rect(this.left, y + 1, 4, 15).fill(colors.amber);
        this.write(title, this.left + 12, y, this.width - 12, {
          font: fonts.bold,
          size: 15,
          color: colors.teal,
          lineGap: 0,
        });
        this.hrule(y + 24, colors.tealSoft, 0.75);
        this.doc.y = y + 32;
      },
    });
  }

  subheading(title: string): void {
    const style: TextStyle = { font: fonts.bold, size: 10.5, color: colors.tealDark, lineGap: 1 };
    this.pending.push({
      space: 8,
      height: this.measure(title, this.width, style) + 4,
      draw: () => {
        this.write(title, this.left, this.doc.y, this.width, style);
        this.doc.y += 4;
      },
    });
  }

  /** A short introductory text kept on the same page as the block that follows, like a heading. */
  leadIn(text: string, style: TextStyle = {}): void {
    this.pending.push({
      space: 0,
      height: this.measure(text, this.width, style) + 6,
      draw: () => {
        this.write(text, this.left, this.doc.y, this.width, style);
        this.doc.y += 6;
      },
    });
  }

  /** pdfkit advances each line by this much and breaks when the next line would pass the margin. */
  private lineHeight(style: TextStyle): number {
    this.apply(style);
    return this.doc.currentLineHeight(true) + (style.lineGap ?? BODY.lineGap);
  }

  /** Room a paragraph needs at the foot of a page: all of it, or its first 3 lines. */
  private leadHeight(text: string, width: number, style: TextStyle = {}): number {
    return Math.min(this.measure(text, width, style), this.lineHeight(style) * 3);
  }

  paragraph(text: string, style: TextStyle = {}): void {
    const width = this.width;
    const height = this.measure(text, width, style);
    const lineHeight = this.lineHeight(style);
    const lines = Math.round(height / lineHeight);
    // No lone first line at the foot of a page (short paragraphs move whole).
    this.ensureSpace(this.leadHeight(text, width, style));
    // No lone last line at the top of the next page either: break one line earlier.
    const fitting = Math.floor((this.bottom - this.doc.y) / lineHeight);
    const lift = lines - fitting === 1 && fitting >= 3 ? lineHeight : 0;
    const page = this.doc.page;
    page.margins.bottom += lift;
    this.write(text, this.left, this.doc.y, width, style);
    page.margins.bottom -= lift;
    this.doc.y += 6;
  }

  /** A bold lead-in followed by a paragraph, used for passages ("Title" then text). */
  titledParagraph(title: string, text: string): void {
    const titleHeight = this.measure(title, this.width, { font: fonts.bold });
    this.ensureSpace(titleHeight + 2 + this.leadHeight(text, this.width));
    this.write(title, this.left, this.doc.y, this.width, { font: fonts.bold });
    this.doc.y += 2;
    this.paragraph(text);
  }

  bullets(items: string[], style: TextStyle = {}): void {
    const indent = 14;
    const size = style.size ?? BODY.size;
    for (const item of items) {
      const height = this.measure(item, this.width - indent, style);
      this.ensureSpace(height);
      const y = this.doc.y;
      this.doc.circle(this.left + 3.5, y + size * 0.42, 2.1).fill(colors.amber);
      this.write(item, this.left + indent, y, this.width - indent, style);
      this.doc.y = y + height + 4;
    }
    this.doc.y += 3;
  }

  /** Two columns, label and value; rows are never split across pages. */
  keyValues(rows: { label: string; value: string; link?: string }[]): void {
    const labelWidth = 118;
    const pad = 6;
    const valueWidth = this.width - labelWidth - pad * 2;
    const labelStyle: TextStyle = { font: fonts.bold, size: 8.8, color: colors.tealDark };
    const valueStyle = (row: { link?: string }): TextStyle => (row.link ? { color: colors.teal } : {});
    const heights = rows.map(
      (row) =>
        Math.max(
          this.measure(row.value, valueWidth, valueStyle(row)),
          this.measure(row.label, labelWidth - pad * 2, labelStyle),
        ) +
        pad * 2,
    );

    this.ensureSpace((heights[0] ?? 0) + 1);
    this.hrule(this.doc.y, colors.teal, 1);
    rows.forEach((row, i) => {
      const height = heights[i] ?? 0;
      this.ensureSpace(height);
      const y = this.doc.y;
      this.doc.rect(this.left, y, labelWidth, height).fill(colors.tealWash);
      this.write(row.label, this.left + pad, y + pad + 0.8, labelWidth - pad * 2, labelStyle);
      this.write(
        row.value,
        this.left + labelWidth + pad,
        y + pad,
        valueWidth,
        valueStyle(row),
        row.link ? { link: row.link, underline: true } : {},
      );
      this.hrule(y + height, colors.rule, 0.6);
      this.doc.y = y + height;
    });
    this.doc.y += 10;
  }

  /** A table with a coloured header row (repeated after a page break) and zebra rows. */
  table(columns: Column[], rows: string[][]): void {
    const pad = 6;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const headerStyle: TextStyle = {
      font: fonts.bold,
      size: 8.5,
      color: colors.white,
      characterSpacing: 0.3,
    };

    const drawHeader = () => {
      const y = this.doc.y;
      const height = 8.5 * 1.2 + pad * 2;
      this.doc.rect(this.left, y, this.width, height).fill(colors.teal);
      let x = this.left;
      columns.forEach((column, i) => {
        const width = widths[i] ?? 0;
        this.write(column.header.toUpperCase(), x + pad, y + pad + 0.5, width - pad * 2, {
          ...headerStyle,
          align: column.align,
        });
        x += width;
      });
      this.doc.y = y + height;
    };

    const rowHeight = (row: string[]) =>
      Math.max(...row.map((cell, i) => this.measure(cell, (widths[i] ?? 0) - pad * 2))) + pad * 2;

    // Start the table only where its header and first rows fit together.
    const leadHeight = rows.slice(0, 3).reduce((sum, row) => sum + rowHeight(row), 0);
    this.ensureSpace(8.5 * 1.2 + pad * 2 + leadHeight);
    drawHeader();
    rows.forEach((row, index) => {
      const height = rowHeight(row);
      if (this.doc.y + height > this.bottom - 1) {
        this.doc.addPage();
        drawHeader();
      }
      const y = this.doc.y;
      if (index % 2 === 1) this.doc.rect(this.left, y, this.width, height).fill(colors.zebra);
      let x = this.left;
      row.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        const column = columns[i];
        const style: TextStyle = { align: column?.align, font: column?.bold ? fonts.bold : fonts.regular };
        this.write(cell, x + pad, y + pad, width - pad * 2, style);
        x += width;
      });
      this.hrule(y + height, colors.rule, 0.6);
      this.doc.y = y + height;
    });
    this.doc.y += 10;
  }

  /** A row of equal-width cards (key facts, budgets); the row is kept on one page. */
  cards(cards: Card[], valueSize = 13): void {
    const gap = 10;
    const pad = 10;
    const cardWidth = (this.width - gap * (cards.length - 1)) / cards.length;
    const inner = cardWidth - pad * 2;
    const labelStyle = (card: Card): TextStyle => ({
      font: fonts.bold,
      size: 7,
      characterSpacing: 0.7,
      color: card.highlight ? colors.tealSoft : colors.subtle,
      lineGap: 1,
    });
    const valueStyle = (card: Card): TextStyle => ({
      font: fonts.bold,
      size: valueSize,
      color: card.highlight ? colors.white : colors.teal,
      lineGap: 1,
    });
    const noteStyle = (card: Card): TextStyle => ({
      size: 8,
      color: card.highlight ? colors.tealSoft : colors.muted,
      lineGap: 1,
    });

    const heights = cards.map(
      (card) =>
        this.measure(card.label.toUpperCase(), inner, labelStyle(card)) +
        5 +
        this.measure(card.value, inner, valueStyle(card)) +
        (card.note ? 3 + this.measure(card.note, inner, noteStyle(card)) : 0),
    );
    const height = Math.max(...heights) + pad * 2;
    this.ensureSpace(height);
    const y = this.doc.y;
    cards.forEach((card, i) => {
      const x = this.left + i * (cardWidth + gap);
      if (card.highlight) this.doc.roundedRect(x, y, cardWidth, height, 6).fill(colors.teal);
      else this.doc.roundedRect(x, y, cardWidth, height, 6).fillAndStroke(colors.tealWash, colors.tealSoft);
      this.doc.rect(x + pad, y, 22, 2.5).fill(colors.amber);
      this.write(card.label.toUpperCase(), x + pad, y + pad + 1, inner, labelStyle(card));
      this.write(card.value, x + pad, this.doc.y + 4, inner, valueStyle(card));
      if (card.note) this.write(card.note, x + pad, this.doc.y + 2, inner, noteStyle(card));
    });
    this.doc.y = y + height + 12;
  }

  /** Small figures in a light box, e.g. a city's internet, cost and coworking numbers. */
  statBox(stats: Stat[]): void {
    const { height, widths, valueOffset } = this.statLayout(stats);
    this.ensureSpace(height);
    const y = this.doc.y;
    this.doc.roundedRect(this.left, y, this.width, height, 5).fillAndStroke(colors.zebra, colors.rule);
    let x = this.left + STAT_PAD;
    stats.forEach((stat, i) => {
      const width = widths[i] ?? 0;
      if (i > 0) this.vrule(x - 7, y + STAT_PAD, y + height - STAT_PAD);
      this.write(stat.label.toUpperCase(), x, y + STAT_PAD, width - 14, STAT_LABEL);
      this.write(stat.value, x, y + STAT_PAD + valueOffset, width - 14, STAT_VALUE);
      x += width;
    });
    this.doc.y = y + height + 8;
  }

  statBoxHeight(stats: Stat[]): number {
    return this.statLayout(stats).height + 8;
  }

  private statLayout(stats: Stat[]): { height: number; widths: number[]; valueOffset: number } {
    const total = stats.reduce((sum, stat) => sum + (stat.weight ?? 1), 0);
    const widths = stats.map((stat) => ((stat.weight ?? 1) / total) * (this.width - STAT_PAD * 2));
    const labelHeight = Math.max(
      ...stats.map((stat, i) => this.measure(stat.label.toUpperCase(), (widths[i] ?? 0) - 14, STAT_LABEL)),
    );
    const valueHeight = Math.max(
      ...stats.map((stat, i) => this.measure(stat.value, (widths[i] ?? 0) - 14, STAT_VALUE)),
    );
    return { height: labelHeight + 4 + valueHeight + STAT_PAD * 2, widths, valueOffset: labelHeight + 4 };
  }

  /** Clickable links in two columns, title then URL; numbered for the sources list. */
  links(items: LinkItem[], numbered = false): void {
    const indent = numbered ? 18 : 12;
    const titleWidth = (this.width - indent) * 0.42;
    const urlWidth = this.width - indent - titleWidth - 10;
    const titleStyle: TextStyle = { font: fonts.bold, size: 8.8, lineGap: 1.5 };
    const urlStyle: TextStyle = { size: 8.5, color: colors.teal, lineGap: 1.5 };
    const pad = 4.5;
    const heights = items.map(
      (item) =>
        Math.max(
          this.measure(item.title, titleWidth, titleStyle),
          this.measure(item.url, urlWidth, urlStyle),
        ) +
        pad * 2,
    );
    // Start the list only where its first few entries fit together.
    this.ensureSpace(heights.slice(0, 3).reduce((sum, height) => sum + height, 0));
    items.forEach((item, i) => {
      const height = heights[i] ?? 0;
      this.ensureSpace(height);
      const y = this.doc.y;
      if (numbered)
        this.write(`${i + 1}.`, this.left, y + pad, indent, {
          font: fonts.bold,
          size: 8.8,
          color: colors.amber,
        });
      else this.doc.circle(this.left + 3, y + pad + 3.6, 2).fill(colors.amber);
      this.write(item.title, this.left + indent, y + pad, titleWidth, titleStyle, { link: item.url });
      this.write(item.url, this.left + indent + titleWidth + 10, y + pad, urlWidth, urlStyle, {
        link: item.url,
        underline: true,
      });
      this.hrule(y + height, colors.rule, 0.5);
      this.doc.y = y + height;
    });
    this.doc.y += 8;
  }

  hrule(y: number, color: string, width: number): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  private vrule(x: number, top: number, bottom: number): void {
    this.doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.6).strokeColor(colors.rule).stroke();
  }

  /** Draws the running header (pages 2+) and the footer, with "Page n of N", on every buffered page. */
  finish(runningTitle: string, disclaimer: string, pageLabel: (page: number, count: number) => string): void {
    const range = this.doc.bufferedPageRange();
    const count = range.count;
    for (let index = range.start; index < range.start + count; index += 1) {
      this.doc.switchToPage(index);
      const margins = this.doc.page.margins;
      const savedBottom = margins.bottom;
      // pdfkit starts a new page when text goes below the bottom margin; lift it while writing the footer.
      margins.bottom = 0;
      const height = this.doc.page.height;
      if (index > range.start) {
        this.write(
          "LATITUD",
          this.left,
          32,
          100,
          { font: fonts.bold, size: 8, color: colors.teal, characterSpacing: 2 },
          { lineBreak: false },
        );
        this.write(
          runningTitle,
          this.left + 100,
          32,
          this.width - 100,
          { size: 8, color: colors.subtle, align: "right" },
          { lineBreak: false },
        );
        this.hrule(46, colors.rule, 0.6);
      }
      const footerY = height - 44;
      this.hrule(footerY - 8, colors.rule, 0.6);
      this.write(disclaimer, this.left, footerY, this.width - 80, {
        size: 7,
        color: colors.subtle,
        lineGap: 1,
      });
      this.write(pageLabel(index - range.start + 1, count), this.left + this.width - 80, footerY, 80, {
        font: fonts.bold,
        size: 7.5,
        color: colors.muted,
        align: "right",
      });
      margins.bottom = savedBottom;
    }
  }
}
