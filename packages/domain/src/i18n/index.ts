export * from './languages';
export { CATALOGS, translate, translator, type MessageValues, type Translate } from './translate';
export type { Catalog, MessageKey } from './messages/en';
export { TERMS, type TermWords } from './terms';
