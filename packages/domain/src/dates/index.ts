export * from './calendar';
export * from './zoned-clock';
export * from './holidays';
export * from './transit-dates';
export * from './date-input';
