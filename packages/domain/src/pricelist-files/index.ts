export * from './json-file';
export * from './excel-grid';
export * from './name-match';
