export * from './records';
export * from './messages';
export * from './trace';
export * from './grid';
export * from './surcharges';
export * from './pricelist';
export * from './carrier';
export * from './route-table';
