export * from './calendar';
export * from './zoned-clock';
export * from './transit-dates';
