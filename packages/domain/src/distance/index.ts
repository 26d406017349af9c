// Distance-priced loads and emissions (docs/emissions.md): points, road distance, per-km prices, ISO 14083 emissions.
export * from './geo';
export * from './road-distance';
export * from './postcode-point';
export * from './geonames';
export * from './emissions';
