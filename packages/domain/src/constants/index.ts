export * from './permissions';
export * from './limits';
export * from './units';
export * from './currencies';
export * from './conditions';
export * from './countries';
export * from './pricing';
export * from './unit-words';
