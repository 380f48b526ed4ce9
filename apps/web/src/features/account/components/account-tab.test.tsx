import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { renderWithClient, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { AccountTab } from './account-tab';
import { renderQrCode } from '@/components/ui/two-factor-parts';
import { TwoFactorKeyModal } from './two-factor-key-modal';

// The recovery codes' row asks the API; it has its own test (recovery-codes-row.test.tsx).
vi.mock('./recovery-codes-row', () => ({ RecoveryCodesRow: () => null }));

const user = testUser({ twoFAEnabledStatus: true });

describe('account tab (spec §2)', () => {
  it('lists the e-mail, the password, "Empty" for a missing phone and the two-factor switch', () => {
    renderWithClient(<AccountTab user={user} onOpen={() => {}} />);
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByText('Empty')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change e-mail address' })).toHaveTextContent('Change');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change phone number' })).toBeVisible();
    expect(screen.getByRole('switch', { name: /Two-factor authentication\s*Enabled/ })).toBeChecked();
  });

  it('keeps the switch on while the key waits for its code, and off before and after', () => {
    const off = testUser({ twoFAEnabledStatus: false });
    const client = createQueryClient();
    const tab = (shown: boolean) =>
      withQueryClient(<AccountTab user={off} onOpen={() => {}} twoFactorKeyShown={shown} />, client);
    const { rerender } = render(tab(false));
    expect(screen.getByRole('switch', { name: /Two-factor authentication\s*Disabled/ })).not.toBeChecked();
    rerender(tab(true));
    expect(screen.getByRole('switch', { name: /Two-factor authentication\s*Enabled/ })).toBeChecked();
    rerender(tab(false));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it.each(['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as const)(
    'lets %s turn two-factor on, and keeps it on (admins work with it)',
    (role) => {
      const { unmount } = renderWithClient(
        <AccountTab user={{ ...user, twoFAEnabledStatus: false, authorities: [role] }} onOpen={() => {}} />,
      );
      expect(screen.getByRole('switch')).toBeEnabled();
      unmount();
      renderWithClient(<AccountTab user={{ ...user, authorities: [role] }} onOpen={() => {}} />);
      expect(screen.getByRole('switch')).toBeDisabled();
      expect(screen.getByText('Admin accounts keep two-factor authentication on.')).toBeVisible();
    },
  );
});

describe('two-factor key modal', () => {
  const otpauthUrl =
    'otpauth://totp/Football%20Academy:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Football%20Academy';

  it('renders the otpauth URL as an SVG QR code', async () => {
    const src = await renderQrCode(otpauthUrl);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
  });

  it('shows the key, the QR code and asks for a code before two-factor turns on', async () => {
    renderWithClient(
      <TwoFactorKeyModal
        userId={user.id}
        secret={{ key: 'JBSWY3DPEHPK3PXP', otpauthUrl }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Code from your authenticator app' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Authenticator key' })).toBeVisible();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code of your authenticator key' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
  });

  it('on the same phone: the key copies in one tap and the otpauth: link opens the authenticator app', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithClient(
      <TwoFactorKeyModal
        userId={user.id}
        secret={{ key: 'JBSWY3DPEHPK3PXP', otpauthUrl }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open in my authenticator app' })).toHaveAttribute(
      'href',
      otpauthUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(await screen.findByRole('button', { name: 'Key copied' })).toBeVisible();
  });
});
