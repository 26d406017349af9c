// Public surface of the domain package. Each area adds its own export line.
export * from './constants/index';
export * from './schemas/index';
