import { describe, expect, it } from 'vitest';
import { isWebPagePath } from './web-pages.ts';

describe('isWebPagePath', () => {
  it('knows the pages, ignores a trailing slash and matches :name segments', () => {
    expect(isWebPagePath('/')).toBe(true);
    expect(isWebPagePath('/auth/login/')).toBe(true);
    expect(isWebPagePath('/auth')).toBe(false);
    expect(isWebPagePath('/auth/login/more')).toBe(false);
    expect(isWebPagePath('/teams/42', ['/teams/:id'])).toBe(true);
    expect(isWebPagePath('/teams/', ['/teams/:id'])).toBe(false);
  });
});
