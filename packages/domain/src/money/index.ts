export * from './arithmetic';
export * from './decimal';
export * from './currency';
