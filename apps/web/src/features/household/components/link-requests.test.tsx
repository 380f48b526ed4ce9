import type { LinkRequest } from '@academy/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { LinkRequests } from './link-requests';

const api = setupApiServer('/household');

function request(overrides: Partial<LinkRequest>): LinkRequest {
  return {
    id: 'l-1',
    status: 'PENDING',
    direction: 'INCOMING',
    childFirstName: 'Maja',
    requesterName: 'Jonas Berg',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('POST /api/v1/household/link-requests/l-1/approve', (_request, res) =>
    json(res, 200, request({ status: 'APPROVED' })),
  );
});

describe('requests to follow a child', () => {
  it('shows nothing when there are none', () => {
    const { container } = renderWithClient(<LinkRequests requests={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the payer approve an incoming request and tells an asker where theirs stands', async () => {
    renderWithClient(
      <LinkRequests
        requests={[
          request({}),
          request({
            id: 'l-2',
            direction: 'OUTGOING',
            status: 'DECLINED',
            childFirstName: null,
            requesterName: null,
          }),
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Jonas Berg asks to follow Maja.');
    expect(items[1]).toHaveTextContent('Your request was declined.');
    expect(within(items[1]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Approve' }));
    await expect.poll(() => api.calls('POST /api/v1/household/link-requests/l-1/approve').length).toBe(1);
    expect(api.calls('POST /api/v1/household/link-requests/l-1/decline')).toHaveLength(0);
  });

  it('shows a decided request’s outcome instead of the buttons', () => {
    renderWithClient(<LinkRequests requests={[request({ status: 'APPROVED' })]} />);
    expect(screen.getByText('Approved')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
