export * from './shipment-helpers';
export * from './grid-helpers';
export * from './paste-helpers';
export * from './paste-header';
export * from './input-masks';
export * from './bulk-paste';
export * from './spreadsheet-text';
export * from './calculation-messages';
