export * from './route';
export * from './mounts';
export * from './surcharges.routes';
