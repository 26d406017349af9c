/**
 * The pseudo-locale: a development language that shows what a longer language would cut or push
 * out of place (docs/decisions/0021-languages.md). Each message is the English one with its letters
 * accented ("Save" -> "Šàvé"), 30 % longer by a padding of middle dots, between brackets, so a cut
 * end shows and a text that is not from the catalogs stands out unaccented: '[Šàvé··]'. The
 * message's arguments (names, numbers, dates) and its ICU syntax are left as they are. Not a
 * language of the product: the server does not take it, the language menu does not offer it.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageKey } from './messages';
import { formatters, type MessageValues } from './translate';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The element kinds of intl-messageformat's AST this walk changes (its TYPE enum's values). */
const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

/** A literal's letters accented; a mark's link target ("[text](name)", help/rich-text.tsx) kept as it is. */
function accent(text: string): string {
  return text
    .split(/(\]\(\w+\))/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!)))
    .join('');
}

function accentElements(elements: Element[]): Element[] {
  return elements.map((element): Element => {
    if (element.type === LITERAL) return { ...element, value: accent(element.value) } as Element;
    if (element.type === SELECT || element.type === PLURAL) {
      const { options } = element as Extract<Element, { options: unknown }>;
      const accented = Object.fromEntries(
        Object.entries(options).map(([selector, option]) => [selector, { ...option, value: accentElements(option.value) }]),
      );
      return { ...element, options: accented } as Element;
    }
    if (element.type === TAG) {
      const tag = element as Extract<Element, { children: unknown }>;
      return { ...tag, children: accentElements(tag.children) } as Element;
    }
    return element;
  });
}

/** The accented text padded 30 % longer (at least one dot) and bracketed. */
export function lengthen(text: string): string {
  return `[${text}${'·'.repeat(Math.max(1, Math.ceil(text.length * 0.3)))}]`;
}

const compiled = new Map<MessageKey, IntlMessageFormat>();

/** The English message of `key` in the pseudo-locale: accented, 30 % longer, bracketed; its values as they are. */
export function pseudoLocalize(key: MessageKey, values?: MessageValues): string {
  let message = compiled.get(key);
  if (!message) {
    const ast = new IntlMessageFormat(en[key], 'en', undefined, { formatters }).getAst();
    message = new IntlMessageFormat(accentElements(ast), 'en', undefined, { formatters });
    compiled.set(key, message);
  }
  const text = message.format(values);
  return lengthen(typeof text === 'string' ? text : String(text));
}
