export * from './findings';
export * from './grid-health';
export * from './pricelist-health';
