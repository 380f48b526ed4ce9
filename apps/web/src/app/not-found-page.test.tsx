import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { showToast } from '@/lib/toast-store';
import { AppProvider } from './provider';
import { routes } from './routes';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('not-found page', () => {
  it('answers an unknown path inside the layout, with a way home', async () => {
    const user = userEvent.setup();
    const router = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Football Academy'));

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    // The home page is its feature's business; here it is enough that the app went there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument(),
    );
  });

  it('also answers a path that only starts like a real route', async () => {
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    const user = userEvent.setup();
    renderApp('/missing');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await user.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeInTheDocument();
  });
});

describe('app shell', () => {
  it('mounts the toast region when the first toast arrives', async () => {
    renderApp('/missing');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => {
      showToast({ type: 'success', message: 'Message sent' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Message sent');
  });
});
