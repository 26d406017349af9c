export * from './diff';
export * from './backtest';
export * from './priced-alone';
export * from './change-log-lines';
