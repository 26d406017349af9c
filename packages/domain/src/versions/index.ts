export * from './diff';
export * from './backtest';
export * from './priced-alone';
export * from './change-log-lines';
export * from './rate-increase';
export * from './increase-preview';
