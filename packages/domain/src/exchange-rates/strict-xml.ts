/**
 * A small, strict XML reader for short data documents (the ECB's reference rates): elements,
 * attributes, text, comments and processing instructions. It refuses what a data file has no use
 * for and what makes XML dangerous: any `<!DOCTYPE`, `<!ENTITY` or `<![CDATA[` (no DTD, so no
 * entity expansion and no external entity), references other than the five predefined entities and
 * character references. No recursion: the depth is bounded, the input's length by the caller.
 */

/** An element as read: its qualified name, attributes in order, children and the line it starts on. */
export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  /** Its text content (whitespace kept), children's text not included. */
  text: string;
  line: number;
}

/** Thrown with a message a person can act on ("line 4: ..."). */
export class XmlFormatError extends Error {}

/** Deeper than this is no data document of ours. */
const MAX_DEPTH = 32;
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The local part of a qualified name: `Envelope` of `gesmes:Envelope`. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Reads `text` (already decoded) into its root element, or throws XmlFormatError naming the fault and its line. */
export function readXml(text: string): XmlElement {
  return new XmlReader(text).read();
}

/** One document being read: where reading is, the open elements, the root once met. */
class XmlReader {
  private at: number;
  /** Where each line starts, found once: an element's line is a binary search, not a scan. */
  private readonly lineStarts = [0];
  private readonly stack: XmlElement[] = [];
  private root: XmlElement | null = null;

  constructor(private readonly text: string) {
    this.at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  read(): XmlElement {
    const { text } = this;
    while (this.at < text.length) {
      const open = text.indexOf('<', this.at);
      this.readText(open);
      if (open === -1) break;
      this.at = open;
      if (text.startsWith('<!--', open)) this.skipComment();
      else if (text.startsWith('<!', open)) this.refuseDeclaration();
      else if (text.startsWith('<?', open)) this.readProcessingInstruction();
      else if (text.startsWith('</', open)) this.readEndTag();
      else this.at = this.readStartTag(open);
    }
    const { stack } = this;
    if (stack.length) this.fail(text.length, `<${stack.at(-1)!.name}> (line ${stack.at(-1)!.line}) is not closed`);
    if (!this.root) throw new XmlFormatError('the document has no element: this is not XML');
    return this.root;
  }

  private lineAt(index: number): number {
    const { lineStarts } = this;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  private fail(index: number, message: string): never {
    throw new XmlFormatError(`line ${this.lineAt(index)}: ${message}`);
  }

  /** Text with its references replaced: the five predefined entities and character references, nothing else. */
  private decode(raw: string, index: number): string {
    return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) this.fail(index, `"&${ref}" is not a complete reference (write &amp; for &)`);
      if (ref in PREDEFINED) return PREDEFINED[ref]!;
      const code = /^#x([0-9a-fA-F]{1,6})$/.exec(ref)?.[1] ?? /^#(\d{1,7})$/.exec(ref)?.[1];
      if (code !== undefined) {
        const point = ref.startsWith('#x') ? parseInt(code, 16) : Number(code);
        if (point === 0 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) this.fail(index, `&${ref}; is not a character`);
        return String.fromCodePoint(point);
      }
      return this.fail(index, `&${ref}; is an undefined entity (entities are refused)`);
    });
  }

  /** The text before the next `<` (at `open`, -1: none): the open element's, or only whitespace outside the root. */
  private readText(open: number): void {
    const chunk = this.text.slice(this.at, open === -1 ? this.text.length : open);
    if (!chunk) return;
    const top = this.stack.at(-1);
    if (top) top.text += this.decode(chunk, this.at);
    else if (chunk.trim()) this.fail(this.at, this.root ? 'text after the root element' : 'text before the root element: this is not XML');
  }

  private skipComment(): void {
    const end = this.text.indexOf('-->', this.at + 4);
    if (end === -1) this.fail(this.at, 'a comment is not closed');
    this.at = end + 3;
  }

  /** `<!DOCTYPE`, `<!ENTITY`, `<![CDATA[` or any other `<!`: always refused. */
  private refuseDeclaration(): never {
    const what = /^<!(\[CDATA\[|[A-Z]+)/.exec(this.text.slice(this.at, this.at + 12))?.[1] ?? '';
    this.fail(this.at, what === 'DOCTYPE' || what === 'ENTITY' ? `<!${what}> is refused: no DTDs or entities` : `<!${what}... is refused`);
  }

  /** Skips a processing instruction; the XML declaration must come first and name UTF-8 (or none). */
  private readProcessingInstruction(): void {
    const { text, at } = this;
    const end = text.indexOf('?>', at + 2);
    if (end === -1) this.fail(at, 'a processing instruction is not closed');
    const target = /^<\?([^\s?]+)/.exec(text.slice(at, end))?.[1] ?? '';
    if (target.toLowerCase() === 'xml') {
      if (at > (text.charCodeAt(0) === 0xfeff ? 1 : 0)) this.fail(at, 'the XML declaration must come first');
      const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(text.slice(at, end))?.[1];
      if (encoding && !/^(utf-8|us-ascii)$/i.test(encoding)) this.fail(at, `the encoding is ${encoding}; UTF-8 is read`);
    }
    this.at = end + 2;
  }

  /** `</name>`: closes the open element of that name. */
  private readEndTag(): void {
    const { text, at } = this;
    const end = text.indexOf('>', at);
    if (end === -1) this.fail(at, 'an end tag is not closed');
    const name = text.slice(at + 2, end).trim();
    const top = this.stack.pop();
    if (!top) this.fail(at, `</${name}> closes nothing`);
    if (top.name !== name) this.fail(at, `</${name}> closes <${top.name}> (line ${top.line})`);
    this.at = end + 1;
  }

  /** Reads `<name attr="v" ...>` or `.../>` at `start`; answers where reading goes on. */
  private readStartTag(start: number): number {
    const { text } = this;
    const nameMatch = /^<([^\s/>]*)/.exec(text.slice(start, start + 256));
    const name = nameMatch?.[1] ?? '';
    if (!NAME.test(name)) this.fail(start, `"<${name.slice(0, 40)}" is not an element name: this is not XML`);
    const element: XmlElement = { name, attributes: new Map(), children: [], text: '', line: this.lineAt(start) };
    const at = this.readAttributes(element, start);
    const parent = this.stack.at(-1);
    if (parent) parent.children.push(element);
    else if (this.root) this.fail(start, `a second root element <${name}>`);
    else this.root = element;
    if (text[at] === '>') {
      if (this.stack.length >= MAX_DEPTH) this.fail(start, `elements nest deeper than ${MAX_DEPTH} levels`);
      this.stack.push(element);
      return at + 1;
    }
    return at + 2;
  }

  /** Reads the attributes of the start tag at `start` into `element`; answers where its `>` or `/>` is. */
  private readAttributes(element: XmlElement, start: number): number {
    const { text } = this;
    const { name } = element;
    let at = start + 1 + name.length;
    for (;;) {
      const space = /^\s*/.exec(text.slice(at, at + 1024))![0].length;
      at += space;
      if (at >= text.length) this.fail(start, `<${name}> is not closed`);
      if (text.startsWith('/>', at) || text[at] === '>') return at;
      if (!space) this.fail(at, `<${name}>: attributes must be separated by spaces`);
      const attribute = /^([^\s=/>]+)\s*=\s*(["'])/.exec(text.slice(at, at + 256));
      if (!attribute) this.fail(at, `<${name}>: an attribute is not written name="value"`);
      const [whole, attributeName, quote] = attribute;
      if (!NAME.test(attributeName!)) this.fail(at, `<${name}>: "${attributeName}" is not an attribute name`);
      if (element.attributes.has(attributeName!)) this.fail(at, `<${name}> has the attribute ${attributeName} twice`);
      const valueStart = at + whole.length;
      const valueEnd = text.indexOf(quote!, valueStart);
      if (valueEnd === -1) this.fail(at, `<${name}>: the value of ${attributeName} is not closed`);
      const raw = text.slice(valueStart, valueEnd);
      if (raw.includes('<')) this.fail(at, `<${name}>: the value of ${attributeName} contains "<"`);
      element.attributes.set(attributeName!, this.decode(raw, at));
      at = valueEnd + 1;
    }
  }
}
