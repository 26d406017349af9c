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
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // Where each line starts, found once: an element's line is a binary search, not a scan.
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (index: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const fail = (index: number, message: string): never => {
    throw new XmlFormatError(`line ${lineAt(index)}: ${message}`);
  };
  const decode = (raw: string, index: number) =>
    raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) fail(index, `"&${ref}" is not a complete reference (write &amp; for &)`);
      if (ref in PREDEFINED) return PREDEFINED[ref]!;
      const code = /^#x([0-9a-fA-F]{1,6})$/.exec(ref)?.[1] ?? /^#(\d{1,7})$/.exec(ref)?.[1];
      if (code !== undefined) {
        const point = ref.startsWith('#x') ? parseInt(code, 16) : Number(code);
        if (point === 0 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) fail(index, `&${ref}; is not a character`);
        return String.fromCodePoint(point);
      }
      return fail(index, `&${ref}; is an undefined entity (entities are refused)`);
    });

  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const chunk = text.slice(at, open === -1 ? text.length : open);
    if (chunk) {
      const top = stack.at(-1);
      if (top) top.text += decode(chunk, at);
      else if (chunk.trim()) fail(at, root ? 'text after the root element' : 'text before the root element: this is not XML');
    }
    if (open === -1) break;
    at = open;
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) fail(at, 'a comment is not closed');
      at = end + 3;
    } else if (text.startsWith('<!', at)) {
      const what = /^<!(\[CDATA\[|[A-Z]+)/.exec(text.slice(at, at + 12))?.[1] ?? '';
      fail(at, what === 'DOCTYPE' || what === 'ENTITY' ? `<!${what}> is refused: no DTDs or entities` : `<!${what}... is refused`);
    } else if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1) fail(at, 'a processing instruction is not closed');
      const target = /^<\?([^\s?]+)/.exec(text.slice(at, end))?.[1] ?? '';
      if (target.toLowerCase() === 'xml') {
        if (at > (text.charCodeAt(0) === 0xfeff ? 1 : 0)) fail(at, 'the XML declaration must come first');
        const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(text.slice(at, end))?.[1];
        if (encoding && !/^(utf-8|us-ascii)$/i.test(encoding)) fail(at, `the encoding is ${encoding}; UTF-8 is read`);
      }
      at = end + 2;
    } else if (text.startsWith('</', at)) {
      const end = text.indexOf('>', at);
      if (end === -1) fail(at, 'an end tag is not closed');
      const name = text.slice(at + 2, end).trim();
      const top = stack.pop();
      if (!top) fail(at, `</${name}> closes nothing`);
      if (top!.name !== name) fail(at, `</${name}> closes <${top!.name}> (line ${top!.line})`);
      at = end + 1;
    } else {
      at = readStartTag(at);
    }
  }
  if (stack.length) fail(text.length, `<${stack.at(-1)!.name}> (line ${stack.at(-1)!.line}) is not closed`);
  if (!root) throw new XmlFormatError('the document has no element: this is not XML');
  return root;

  /** Reads `<name attr="v" ...>` or `.../>` at `start`; answers where reading goes on. */
  function readStartTag(start: number): number {
    const nameMatch = /^<([^\s/>]*)/.exec(text.slice(start, start + 256));
    const name = nameMatch?.[1] ?? '';
    if (!NAME.test(name)) fail(start, `"<${name.slice(0, 40)}" is not an element name: this is not XML`);
    const element: XmlElement = { name, attributes: new Map(), children: [], text: '', line: lineAt(start) };
    let at = start + 1 + name.length;
    for (;;) {
      const space = /^\s*/.exec(text.slice(at, at + 1024))![0].length;
      at += space;
      if (at >= text.length) fail(start, `<${name}> is not closed`);
      if (text.startsWith('/>', at) || text[at] === '>') break;
      if (!space) fail(at, `<${name}>: attributes must be separated by spaces`);
      const attribute = /^([^\s=/>]+)\s*=\s*(["'])/.exec(text.slice(at, at + 256));
      if (!attribute) fail(at, `<${name}>: an attribute is not written name="value"`);
      const [whole, attributeName, quote] = attribute!;
      if (!NAME.test(attributeName!)) fail(at, `<${name}>: "${attributeName}" is not an attribute name`);
      if (element.attributes.has(attributeName!)) fail(at, `<${name}> has the attribute ${attributeName} twice`);
      const valueStart = at + whole.length;
      const valueEnd = text.indexOf(quote!, valueStart);
      if (valueEnd === -1) fail(at, `<${name}>: the value of ${attributeName} is not closed`);
      const raw = text.slice(valueStart, valueEnd);
      if (raw.includes('<')) fail(at, `<${name}>: the value of ${attributeName} contains "<"`);
      element.attributes.set(attributeName!, decode(raw, at));
      at = valueEnd + 1;
    }
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) fail(start, `a second root element <${name}>`);
    else root = element;
    if (text[at] === '>') {
      if (stack.length >= MAX_DEPTH) fail(start, `elements nest deeper than ${MAX_DEPTH} levels`);
      stack.push(element);
      return at + 1;
    }
    return at + 2;
  }
}
