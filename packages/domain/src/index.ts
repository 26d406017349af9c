// Public surface of the domain package. Each area adds its own export line.
export * from './constants/index';
export * from './schemas/index';
export * from './data-error';
export * from './errors/index';
export * from './money/index';
export * from './shipment/index';
export * from './conditions/index';
export * from './zones/index';
export * from './dates/index';
export * from './pricing/index';
export * from './health/index';
export * from './helpers/index';
export * from './pricelist-files/index';
export * from './exchange-rates/index';
export * from './versions/index';
export * from './glossary/index';
export * from './contract/index';
