export * from './enums.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './support.ts';
export * from './locations.ts';
export * from './clubs.ts';
