/**
 * A catalog message with marks in its text, for the long pages (help, legal, the index): **bold**,
 * *italic*, `code` and [a link](name), the link's target given by the page by its name. The marks
 * are read after the message is formatted (translate gives plain text), so each language puts them
 * where its sentence needs them. The marks are read in the arguments' values too: the pages pass
 * amounts, numbers, addresses and code, none with a * or a backtick.
 */
import { Code } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** A link of a message: its text in, the element out. */
export type LinkTo = (children: string) => ReactNode;

/** The marks, in the order they are tried: bold before italic (both start with *). */
const MARKS = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((\w+)\)/g;

/** The kinds of marks in a message, in order ('b', 'i', 'code', 'link:name'): a translation has the English's. */
export function marksOf(text: string): string[] {
  return [...text.matchAll(MARKS)].map(([, bold, italic, code, , link]) =>
    bold !== undefined ? 'b' : italic !== undefined ? 'i' : code !== undefined ? 'code' : `link:${link}`,
  );
}

/** The formatted message `text` with its marks as elements; a link the page does not name is its text. */
export function rich(text: string, links: Readonly<Record<string, LinkTo>> = {}): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, bold, italic, code, linkText, linkName] = match;
    const key = parts.length;
    if (bold !== undefined) parts.push(<b key={key}>{bold}</b>);
    else if (italic !== undefined) parts.push(<i key={key}>{italic}</i>);
    else if (code !== undefined) parts.push(<Code key={key}>{code}</Code>);
    else parts.push(<Fragment key={key}>{links[linkName!]?.(linkText!) ?? linkText}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
