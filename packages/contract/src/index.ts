export * from './enums.ts';
export * from './errors.ts';
export * from './health.ts';
