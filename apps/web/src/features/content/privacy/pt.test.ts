import { describe, expect, it } from 'vitest';
import { policy } from './pt';

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (!tree || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(strings);
}

// The privacy policy is in European Portuguese, as the app and the mails.
describe('the Portuguese privacy policy', () => {
  it('has no Brazilian words or forms', () => {
    const brazilian =
      /(?<!\p{L})(você|vocês|senha|celular|arquivo|usuári[oa]s?|cadastr\p{L}*|tela|registro|contato|compartilh\p{L}*|coletamos|seção|link|na hora)(?!\p{L})/iu;
    expect(strings(policy).filter((text) => brazilian.test(text))).toEqual([]);
  });
});
