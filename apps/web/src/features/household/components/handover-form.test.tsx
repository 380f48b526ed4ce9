import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { householdChild } from '../test/fixtures';
import { HandoverForm } from './handover-form';

const api = setupApiServer('/household');
const child = householdChild({
  dateOfBirth: '2009-01-01',
  ageGroupId: 'U17',
  username: 'maja',
  guardians: [],
});

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('POST /api/v1/household/children/p-1/handover', (request, res) =>
    json(res, 202, { email: (request.json as { email: string }).email, expiresAt: '2026-12-04T10:00:00Z' }),
  );
});

// The payer hands a child of 16 their own account from /household.
describe('handing a child their account', () => {
  it('checks the address, sends the link and says where it went', async () => {
    renderWithClient(<HandoverForm child={child} />);
    const email = screen.getByLabelText('Maja’s e-mail address');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter valid email address')).toBeVisible();
    expect(api.calls('POST /api/v1/household/children/p-1/handover')).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'maja@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The link is on its way to maja@example.test.',
    );
    expect(api.calls('POST /api/v1/household/children/p-1/handover')[0]!.json).toMatchObject({
      email: 'maja@example.test',
    });
  });
});
