export * from './diff';
export * from './backtest';
export * from './priced-alone';
