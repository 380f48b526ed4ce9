/**
 * Spec §3/§9: the 54 countries of the reduced price rule, as ISO 3166-1 alpha-2 codes
 * (the 54 sovereign states of Africa).
 */
// biome-ignore format: a compact table reads better than 54 lines
export const AFRICAN_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER',
  'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ',
  'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW',
]);

export function isAfricanCountry(countryCode: string | null | undefined): boolean {
  return !!countryCode && AFRICAN_COUNTRY_CODES.has(countryCode.toUpperCase());
}
