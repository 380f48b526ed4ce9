import { WEB_PAGE_PATHS } from '@academy/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every page path of a route table (pathless groups and the catch-all contribute none). */
function pagePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && route.path !== '*' && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('the route table', () => {
  it("matches the contract's page list, by which the server answers 200 or 404", () => {
    expect(pagePaths(routes).sort()).toEqual([...WEB_PAGE_PATHS].sort());
  });
});
