import type { GuardianView } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLiveFees } from '@/lib/flows/live-fees';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter } from '@/test/render';
import GuardianApprovalPage from './guardian-approval-page';

const TOKEN = 'a'.repeat(43);
const view: GuardianView = {
  guardianEmail: 'parent@example.com',
  language: 'en',
  policyVersion: '2026-11-01',
  expiresAt: '2026-12-04T10:00:00.000Z',
  child: {
    firstName: 'Elsa',
    lastName: 'Berg',
    email: 'elsa@example.com',
    phoneNumber: null,
    dateOfBirth: '2013-05-01',
    gender: 'FEMALE',
    clubName: 'Hammarby IF',
    position: 'CENTER_FORWARD',
    heightCm: 150,
    weightKg: 40,
    nationality: 'SE',
    city: 'Stockholm',
    country: 'Sweden',
  },
};

const api = setupApiServer('/guardian-approval');
let decisions: unknown[];

beforeEach(() => {
  decisions = [];
  resetLiveFees();
  api.on('GET /api/v1/prices', (_req, res) =>
    json(res, 200, {
      fees: [
        { region: 'DEFAULT', type: 'MONTHLY', amount: 9900, currency: 'SEK', label: '99 kr', varies: false },
        { region: 'DEFAULT', type: 'YEARLY', amount: 99500, currency: 'SEK', label: '995 kr', varies: false },
        { region: 'AFRICA', type: 'MONTHLY', amount: 900, currency: 'SEK', label: '1 $', varies: false },
        { region: 'AFRICA', type: 'YEARLY', amount: 9900, currency: 'SEK', label: '10 $', varies: false },
      ],
    }),
  );
  api.on('GET /api/v1/guardian-approval', (req, res) =>
    req.query.get('token') === TOKEN ? json(res, 200, view) : json(res, 404, { message: 'Not found' }),
  );
  api.on('POST /api/v1/guardian-approval', (req, res) => {
    decisions.push(req.json);
    const { decision } = req.json as { decision: string };
    json(res, 200, { result: decision === 'APPROVE' ? 'APPROVED' : 'DECLINED' });
  });
});

const open = (token = TOKEN) =>
  renderWithRouter(<GuardianApprovalPage />, { path: `/guardian-approval?token=${token}` });

describe('the guardian’s approval page', () => {
  it('shows what the child shared and records an approval, once', async () => {
    const u = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { name: 'Approve Elsa Berg’s use of Football Academy' }),
    ).toBeVisible();
    const shared = screen.getByRole('region', { name: 'What Elsa Berg shared' });
    expect(within(shared).getByText('elsa@example.com')).toBeVisible();
    expect(within(shared).getByText('Hammarby IF')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    // The price and how paying works, plainly, before deciding.
    // The live fees (GET /api/v1/prices), not figures written into the page.
    const price = screen.getByRole('region', { name: 'What it costs' });
    await waitFor(() =>
      expect(price).toHaveTextContent('A plan costs SEK 99 a month or SEK 995 a year (SEK 9 and SEK 99'),
    );
    expect(price).toHaveTextContent('Nothing is charged now.');

    await u.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Thank you: Elsa Berg is approved' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('A receipt is on its way to parent@example.com.');
    expect(decisions).toEqual([{ token: TOKEN, decision: 'APPROVE' }]);
    // No dead end: sign in, create an account to follow the child, or ask.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('region', { name: 'What it costs' })).toBeVisible();
  });

  it('asks before declining, can go back, and says the account is deleted', async () => {
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('button', { name: 'Decline' }));
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Declining deletes Elsa Berg’s account and everything in it.');
    await u.click(within(warning).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(decisions).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Decline' }));
    await u.click(screen.getByRole('button', { name: 'Decline and delete the account' }));
    expect(
      await screen.findByRole('heading', { name: 'Elsa Berg’s account has been deleted' }),
    ).toBeVisible();
    expect(decisions).toEqual([{ token: TOKEN, decision: 'DECLINE' }]);
  });

  it('says when the answer could not be saved, and keeps the buttons for another try', async () => {
    api.on('POST /api/v1/guardian-approval', (_req, res) => json(res, 503, { message: 'Unavailable' }));
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('a used, old or cut link says it cannot be used', async () => {
    open('b'.repeat(43));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    open('short');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'This link cannot be used' })).toHaveLength(2),
    );
  });
});
