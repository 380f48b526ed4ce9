import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { connectSessionRouter } from '@/lib/session-navigation';

/** Renders an element (or a route table) inside a memory router at `path`. */
export function renderWithRouter(ui: ReactElement | RouteObject[], { path = '/' }: { path?: string } = {}) {
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** As `renderWithRouter`, with the session's navigation (sign-in, onboarding steps) going to that router. */
export function renderWithSession(routes: RouteObject[], options: { path?: string } = {}) {
  const rendered = renderWithRouter(routes, options);
  connectSessionRouter(rendered.router);
  return rendered;
}

/** Wraps an element in a query client provider (a fresh client unless one is given). */
export function withQueryClient(ui: ReactElement, client: QueryClient = createQueryClient()): ReactElement {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

/** Renders an element inside a query client provider (a fresh client unless one is given). */
export function renderWithClient(ui: ReactElement, client?: QueryClient) {
  return render(withQueryClient(ui, client));
}
