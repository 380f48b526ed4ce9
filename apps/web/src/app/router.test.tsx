import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUser } from '@/lib/load-user';
import { AppProvider } from './provider';

// The app's router starts on the address the page has when its module loads.
beforeAll(() => {
  window.history.replaceState(null, '', '/no-such-page');
});

/** A page's code loads (and compiles, in a test) on its first visit: that can take a while. */
function findHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

async function renderApp() {
  const { AppRouter } = await import('./router');
  render(
    <AppProvider>
      <AppRouter />
    </AppProvider>,
  );
}

describe("the app's router (the route table in the browser)", () => {
  it('shows the page of the address inside its layout, follows links and keeps guards and handles', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    await renderApp();
    expect(await findHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    // Every page of the main layout has the navbar's home button but the home page (its route's handle).
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await findHeading('Football training for young players')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();

    // Back and forward return to the pages of those history entries.
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await findHeading('Sign in')).toBeInTheDocument();
    act(() => window.history.back());
    expect(await findHeading('Football training for young players')).toBeInTheDocument();

    // /program is for signed-in players: an anonymous visitor is sent to sign in.
    act(() => {
      window.history.pushState(null, '', '/program');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await findHeading('Sign in')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
  });

  it("waits with the session's navigations until the new page is on screen", {
    timeout: 60_000,
  }, async () => {
    window.history.replaceState(null, '', '/');
    await renderApp();
    expect(await findHeading('Football training for young players')).toBeInTheDocument();
    // No stored token: loading the user ends the session and goes to sign-in (spec §4).
    // (Not inside act(): act holds React's work back until its callback is done, and this call
    // resolves only once React has shown the sign-in page.)
    await loadUser();
    expect(window.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
