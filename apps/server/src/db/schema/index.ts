export * from './age-groups.ts';
export * from './tokens.ts';
export * from './users.ts';
export * from './verifications.ts';
