export * from './api-error';
export * from './field-labels';
