import { describe, expect, it } from 'vitest';
import { placeSearchQueryOptions } from './places';

// The place search follows the interface language and the browser's locale.
describe('place search country', () => {
  it('asks for the interface language’s country unless the browser names its own region', () => {
    expect(placeSearchQueryOptions('porto', 'pt').queryKey).toEqual([
      'places',
      'search',
      'porto',
      'pt',
      'PT',
    ]);
    expect(placeSearchQueryOptions('paris', 'fr').queryKey.at(-1)).toBe('FR');
    expect(placeSearchQueryOptions('göteborg', 'sv').queryKey.at(-1)).toBe('SE');
  });
});
