/**
 * A message with elements in it (a link, a code span) where its values stand: the message is
 * formatted with a mark in each value's place, then split around the marks, so each language puts
 * the elements where its sentence needs them ('The API is described at {docs}.').
 */
import { Fragment, type ReactNode } from 'react';

/** A character no message or value uses. */
const MARK = '\u0000';

export function withElements(text: (values: Record<string, string>) => string, elements: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(elements);
  const parts = text(Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]))).split(MARK);
  // Odd parts are the names between the marks.
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 ? elements[part] : part}</Fragment>);
}
