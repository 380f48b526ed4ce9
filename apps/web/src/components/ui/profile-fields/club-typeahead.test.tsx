import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { CLUB_SEARCH_DEBOUNCE_MS, ClubTypeahead, type ClubValue } from './club-typeahead';

const CLUBS = [
  { id: '3f1f0c5e-0000-4000-8000-000000000001', name: 'Hammarby IF' },
  { id: '3f1f0c5e-0000-4000-8000-000000000002', name: 'Hamburger SV' },
  { id: '3f1f0c5e-0000-4000-8000-000000000003', name: 'AIK' },
];

const api = setupApiServer('/onboarding/player-basic-info');
beforeEach(() => {
  storeToken({ access_token: 'tok', expires_in: 3600 });
  api.on('GET /api/v1/club', (req, res) => {
    const query = (req.query.get('query') ?? '').toLowerCase();
    const content = CLUBS.filter((club) => club.name.toLowerCase().includes(query));
    json(res, 200, { content, totalElements: content.length });
  });
});

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function renderTypeahead() {
  const changes: (ClubValue | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<ClubValue | null>(null);
    return (
      <>
        <ClubTypeahead
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
        <div data-testid="value">{JSON.stringify(value)}</div>
      </>
    );
  }
  renderWithClient(<Harness />);
  return { changes, input: screen.getByRole('combobox', { name: 'Club' }) };
}

describe('club typeahead (spec §2, §7, §9)', () => {
  it('searches once, 200 ms after the last key, with the spec parameters and no language', async () => {
    const u = userEvent.setup();
    const { input } = renderTypeahead();
    await u.type(input, 'ham');
    await sleep(CLUB_SEARCH_DEBOUNCE_MS - 80);
    expect(api.calls('GET /api/v1/club')).toHaveLength(0);
    await waitFor(() => expect(api.calls('GET /api/v1/club')).toHaveLength(1));
    const [call] = api.calls('GET /api/v1/club');
    expect(Object.fromEntries(call!.query)).toEqual({
      query: 'ham',
      sortField: 'NAME',
      sortDirection: 'ASC',
      size: '5000',
    });
    expect(call!.headers.authorization).toBe('Bearer tok');
    expect(await screen.findByRole('option', { name: 'Hammarby IF' })).toBeVisible();
    await sleep(300);
    expect(api.calls('GET /api/v1/club')).toHaveLength(1);
  });

  it('is a combobox: arrow keys move through the list (aria-activedescendant), Enter picks', async () => {
    const u = userEvent.setup();
    const { input, changes } = renderTypeahead();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await u.type(input, 'ham');
    const listbox = await screen.findByRole('listbox', { name: 'Club' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');

    await u.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Hammarby IF' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Hamburger SV' }).id,
    );
    await u.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await u.keyboard('{ArrowUp}{Enter}');

    expect(input).toHaveValue('Hamburger SV');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(changes.at(-1)).toEqual(CLUBS[1]);
    expect(input).toHaveFocus();
  });

  it('Escape closes the list; typing again forgets the chosen club', async () => {
    const u = userEvent.setup();
    const { input, changes } = renderTypeahead();
    await u.type(input, 'aik');
    await screen.findByRole('option', { name: 'AIK' });
    await u.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await u.click(input);
    await u.keyboard('{ArrowDown}{Enter}');
    expect(changes.at(-1)).toEqual(CLUBS[2]);
    await u.type(input, 'X');
    expect(changes.at(-1)).toEqual({ name: 'AIKX' });
  });

  it('offers Add for an unknown name, adds it and says so', async () => {
    api.on('POST /api/v1/club', (req, res) =>
      json(res, 201, { id: '3f1f0c5e-0000-4000-8000-000000000009', name: JSON.parse(req.body).name }),
    );
    const u = userEvent.setup();
    const { input, changes } = renderTypeahead();
    await u.type(input, 'Hammarby');
    await screen.findByRole('option', { name: 'Hammarby IF' });
    expect(screen.getByRole('button', { name: 'Add club “Hammarby”' })).toBeVisible();

    await u.clear(input);
    await u.type(input, 'Brand New FC');
    expect(changes.at(-1)).toEqual({ name: 'Brand New FC' });
    const add = await screen.findByRole('button', { name: 'Add club “Brand New FC”' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches'));
    await u.click(add);
    await waitFor(() =>
      expect(changes.at(-1)).toEqual({ id: '3f1f0c5e-0000-4000-8000-000000000009', name: 'Brand New FC' }),
    );
    expect(JSON.parse(api.calls('POST /api/v1/club')[0]!.body)).toEqual({ name: 'Brand New FC' });
    expect(getToasts()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Club added successfully!' }),
    ]);
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('offers no Add for a name already in the list, in any case', async () => {
    const u = userEvent.setup();
    renderTypeahead();
    await u.type(screen.getByRole('combobox', { name: 'Club' }), 'hammarby if');
    await screen.findByRole('option', { name: 'Hammarby IF' });
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});
