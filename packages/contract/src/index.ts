export * from './enums.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './support.ts';
