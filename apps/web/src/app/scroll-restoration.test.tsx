import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { ScrollRestoration } from './scroll-restoration';

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

const routes = [
  {
    element: (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    ),
    children: [
      { path: '/', element: <Link to="/next">next page</Link> },
      {
        path: '/next',
        element: <p>the next page</p>,
      },
    ],
  },
];

describe('scroll restoration', () => {
  it('starts a new page at the top and returns to the position of a page left with back', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, { path: '/' });
    scrollTo(600);
    expect(window.scrollY).toBe(600);

    await user.click(screen.getByRole('link', { name: 'next page' }));
    expect(await screen.findByText('the next page')).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
    scrollTo(150);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'next page' })).toBeInTheDocument();
    expect(window.scrollY).toBe(600);

    await act(() => router.navigate(1));
    expect(await screen.findByText('the next page')).toBeInTheDocument();
    expect(window.scrollY).toBe(150);
  });
});
