export * from './diff';
export * from './backtest';
