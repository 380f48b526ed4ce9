let coder: Promise<typeof import('@rapideditor/country-coder')> | undefined;

/**
 * The ISO 3166-1 alpha-2 code of the country at a coordinate (sovereign level: a territory counts
 * as its country), or null at sea. Offline (bundled borders), loaded on first use.
 */
export async function countryCodeAt(latitude: number, longitude: number): Promise<string | null> {
  coder ??= import('@rapideditor/country-coder');
  return (await coder).iso1A2Code([longitude, latitude]) ?? null;
}
