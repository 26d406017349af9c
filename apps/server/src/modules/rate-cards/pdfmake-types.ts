/**
 * The part of pdfmake 0.3's API the rate card uses, typed here: @types/pdfmake pulls the DOM's
 * types into every project that compiles the server (its ReadableStream is not Node's).
 * See https://pdfmake.github.io/docs/0.3/ (document definition, tables, footer).
 */

/** A table cell: a text, or a node with its own style. */
export type TableCell = string | (Content & { rowSpan?: number; colSpan?: number });

/** A table's look: fill, lines and padding by row and column. */
export interface TableLayout {
  fillColor?: (rowIndex: number) => string | null;
  hLineWidth?: (i: number) => number;
  vLineWidth?: (i: number) => number;
  hLineColor?: (i: number) => string;
  vLineColor?: (i: number) => string;
  paddingLeft?: (i: number) => number;
  paddingRight?: (i: number) => number;
  paddingTop?: (i: number) => number;
  paddingBottom?: (i: number) => number;
}

/** A node of the document (the kinds the rate card draws). */
export type Content =
  | string
  | Content[]
  | {
      text?: string;
      stack?: Content[];
      columns?: Content[];
      columnGap?: number;
      ul?: Content[];
      image?: string;
      fit?: [number, number];
      width?: number | string;
      table?: {
        headerRows?: number;
        /** Rows after the heading rows kept on the page with them. */
        keepWithHeaderRows?: number;
        dontBreakRows?: boolean;
        widths?: (number | string)[];
        body: TableCell[][];
      };
      /** A heading's level, read by the document's `pageBreakBefore`. */
      headlineLevel?: number;
      layout?: TableLayout | 'noBorders';
      style?: string;
      alignment?: 'left' | 'right' | 'center';
      margin?: [number, number, number, number];
      /** Starts the node on a new page. */
      pageBreak?: 'before' | 'after';
    };

/** A style's properties. */
export interface Style {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  color?: string;
  /** Line spacing, a multiple of the font size. */
  lineHeight?: number;
  margin?: [number, number, number, number];
}

/** A whole document. */
export interface DocumentDefinition {
  pageSize: 'A4';
  pageOrientation: 'landscape' | 'portrait';
  pageMargins: [number, number, number, number];
  info?: { title?: string; author?: string; subject?: string };
  images?: Record<string, string>;
  content: Content[];
  footer?: (currentPage: number, pageCount: number) => Content;
  /** Asked of each node once laid out: true starts it on a new page (pdfmake lays the document out again). */
  pageBreakBefore?: (node: { headlineLevel?: number; startPosition?: { verticalRatio: number } }) => boolean;
  defaultStyle?: Style;
  styles?: Record<string, Style>;
}

/** The Node entry of the package (`require('pdfmake')`). */
export interface PdfMake {
  setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
  setUrlAccessPolicy(allowed: (url: string) => boolean): void;
  setLocalAccessPolicy(allowed: (path: string) => boolean): void;
  createPdf(document: DocumentDefinition): { getBuffer(): Promise<Buffer> };
}
