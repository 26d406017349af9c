export * from './permissions';
export * from './limits';
