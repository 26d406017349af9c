export * from './conditions';
export * from './condition-fields';
