import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/users';
import { getToken, storeToken } from '@/lib/auth-store';
import { i18n, readStoredLanguage } from '@/lib/i18n';
import { clearUser, getUserState, setUser } from '@/lib/user-store';
import { renderWithRouter } from '@/test/render';
import { AppNavbar } from './app-navbar';

const player = testUser({ id: 'u1' });

function Page() {
  return (
    <>
      <AppNavbar showHome buttons={<button type="button">Extra</button>} />
      <h1>{i18n.t('pages.home.title')}</h1>
    </>
  );
}

describe('navigation bar (spec §2)', () => {
  it('offers the four languages in the order pt, fr, sv, en with English chosen by default', () => {
    renderWithRouter(<AppNavbar />);
    const group = screen.getByRole('group', { name: 'Language' });
    const flags = Array.from(group.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(flags).toEqual(['Português', 'Français', 'Svenska', 'English']);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the language of the text, stores the choice and sets the page language', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AppNavbar />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(await screen.findByRole('link', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('language')).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    expect(readStoredLanguage()).toBe('sv');

    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Português' }));
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('pt');
  });

  it('falls back to the browser language, then English, when the stored choice is not a language of the app', () => {
    window.localStorage.setItem('language', 'de');
    expect(readStoredLanguage()).toBe('sv');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(readStoredLanguage()).toBe('en');
  });

  it('shows the optional home button and buttons block, a support link and a sign-in link to anonymous users', () => {
    renderWithRouter(<Page />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Extra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('gives a signed-in user settings (to /account with the token) and logout', async () => {
    const user = userEvent.setup();
    storeToken({ access_token: 'tok-9', expires_in: 3600 });
    setUser(player);
    const { router } = renderWithRouter(<AppNavbar />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Hi, Ada' }));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      access_token: 'tok-9',
      isUserFromWebView: 'true',
    });

    await user.click(screen.getByRole('button', { name: 'Hi, Ada' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument());
    expect(getToken()).toBeNull();
    expect(getUserState().user).toBeNull();
  });

  it('gives a player a "My program" link to /program, and nobody else', () => {
    setUser(player);
    const { unmount } = renderWithRouter(<AppNavbar />);
    expect(screen.getByRole('link', { name: 'My program' })).toHaveAttribute('href', '/program');
    unmount();
    setUser(testUser({ authorities: ['ROLE_MANAGER'] }));
    renderWithRouter(<AppNavbar />);
    expect(screen.queryByRole('link', { name: 'My program' })).not.toBeInTheDocument();
    clearUser();
  });

  it('on phones, a labelled toggle opens the menu; Escape and a navigation close it', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<AppNavbar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Sign in' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('open');
    screen.getByRole('button', { name: 'Svenska' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Customer support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
