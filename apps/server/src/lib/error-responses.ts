import { errorBodySchema } from '@academy/contract';

/** Response schemas of the contract's error body for the given statuses (for the OpenAPI document). */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
