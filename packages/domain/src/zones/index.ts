export * from './postcode';
export * from './area-index';
export * from './zone-locator';
export * from './address-classes';
export * from './postcode-format';
