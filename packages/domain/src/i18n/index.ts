export * from './languages';
export { translate, translator, type MessageValues, type Translate } from './translate';
export { CATALOGS, type Catalog, type MessageKey } from './messages';
export { TERMS, type TermWords } from './terms';
export { localizeError, localizeReason } from './reasons';
export { pseudoLocalize } from './pseudo';
