export * from './age-groups.ts';
export * from './tokens.ts';
export * from './users.ts';
export * from './verifications.ts';
export * from './clubs.ts';
export * from './managers.ts';
export * from './players.ts';
export * from './support.ts';
