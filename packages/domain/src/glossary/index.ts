export * from './glossary';
export * from './display';
