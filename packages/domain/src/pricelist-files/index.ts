export * from './json-file';
export * from './excel-grid';
