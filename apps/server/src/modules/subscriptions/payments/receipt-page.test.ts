import type { Language } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import type { PaymentRow } from './payments.repo.ts';
import { type ReceiptRefund, renderReceiptPage } from './receipt-page.ts';

const PUBLIC_URL = 'https://academy.example';
const CONSOLE_USER_ID = '6f1c2a4e-3b5d-4c7e-9f80-1a2b3c4d5e6f';

const PAYMENT: PaymentRow = {
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  subscriptionId: '0a1b2c3d-0000-4000-8000-000000000002',
  userId: CONSOLE_USER_ID,
  provider: 'sandbox',
  providerInvoiceId: 'in_1',
  amount: 9900,
  currency: 'SEK',
  label: '99 kr',
  paymentModel: 'MONTHLY',
  periodStart: new Date('2026-04-01T00:00:00Z'),
  periodEnd: new Date('2026-05-01T00:00:00Z'),
  receiptToken: 'abcdefghijklmnopqrstuvwxyz012345',
  cardBrand: 'visa',
  cardLast4: '4242',
  paidAt: new Date('2026-04-01T10:00:00Z'),
  createdAt: new Date('2026-04-01T10:00:00Z'),
};

/** The receipt's one link: where it leads and what it says. */
function backLink(language: Language, consoleUserId?: string) {
  const html = renderReceiptPage({
    payment: PAYMENT,
    programTitles: { en: 'U12 Development' },
    user: { firstName: 'Alex', lastName: 'Player', email: 'alex@example.com' },
    language,
    publicUrl: PUBLIC_URL,
    consoleUserId,
  });
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
  expect(links).toHaveLength(1);
  return { href: links[0]![1], text: links[0]![2] };
}

describe('the receipt page’s back link', () => {
  it('leads the player back to their account', () => {
    expect(backLink('en')).toEqual({ href: `${PUBLIC_URL}/account`, text: 'Back to your account' });
    expect(backLink('sv')).toEqual({ href: `${PUBLIC_URL}/account`, text: 'Tillbaka till ditt konto' });
  });

  it('leads an admin back to the console’s page of the user, in each language', () => {
    const href = `${PUBLIC_URL}/admin/users/${CONSOLE_USER_ID}`;
    expect(backLink('en', CONSOLE_USER_ID)).toEqual({ href, text: 'Back to the user’s page' });
    expect(backLink('sv', CONSOLE_USER_ID)).toEqual({ href, text: 'Tillbaka till användarens sida' });
    expect(backLink('fr', CONSOLE_USER_ID)).toEqual({ href, text: 'Retour à la page de l’utilisateur' });
    expect(backLink('pt', CONSOLE_USER_ID)).toEqual({ href, text: 'Voltar à página do utilizador' });
  });
});

describe('a receipt a family can file', () => {
  it('names the seller, the VAT included with its amount and the card', () => {
    const html = renderReceiptPage({
      payment: PAYMENT,
      programTitles: { en: 'U12 Development' },
      user: { firstName: 'Alex', lastName: 'Player', email: 'alex@example.com' },
      language: 'sv',
      publicUrl: PUBLIC_URL,
    });
    expect(html).toContain('<dt>Säljare</dt><dd>Football Academy Sverige AB, Sverige</dd>');
    expect(html).toContain('Betalt belopp: 99 kr');
    expect(html).toContain('Varav moms (25 %): 19,80 kr');
    expect(html).toContain('Betalt med kort: Visa •••• 4242. Tack!');
    // The app's icon, as on every other page (no 404 for /favicon.ico).
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });
});

describe('a receipt after a refund', () => {
  const refunds: ReceiptRefund[] = [
    {
      amount: 2000,
      status: 'SUCCEEDED',
      refundedAt: new Date('2026-04-10T09:00:00Z'),
      createdAt: new Date('2026-04-10T09:00:00Z'),
    },
    {
      amount: 500,
      status: 'FAILED',
      refundedAt: null,
      createdAt: new Date('2026-04-11T09:00:00Z'),
    },
  ];
  const receipt = (language: Language, list = refunds) =>
    renderReceiptPage({
      payment: PAYMENT,
      programTitles: { en: 'U12 Development' },
      user: { firstName: 'Alex', lastName: 'Player', email: 'alex@example.com' },
      language,
      publicUrl: PUBLIC_URL,
      refunds: list,
    });

  it('lists each refund made with its date and amount, and the net paid, in each language', () => {
    const en = receipt('en');
    expect(en).toContain('<h2>Refunds</h2>');
    expect(en).toContain('<dt>Refunded on 10 April 2026</dt><dd>−SEK 20</dd>');
    expect(en).toContain('<strong>Net paid: SEK 79</strong>');
    // VAT of what stays paid: 79 kr × 20 %.
    expect(en).toContain('Of which VAT (25 %): SEK 15.80');
    // A refund the provider refused is no refund.
    expect(en).not.toContain('SEK 5');
    expect(receipt('sv')).toContain('<dt>Återbetalt den 10 april 2026</dt><dd>−20 kr</dd>');
    expect(receipt('sv')).toContain('<strong>Betalt netto: 79 kr</strong>');
    expect(receipt('fr')).toContain('<dt>Remboursé le 10 avril 2026</dt><dd>−20 SEK</dd>');
    expect(receipt('fr')).toContain('<strong>Montant net payé: 79 SEK</strong>');
    expect(receipt('pt')).toContain('<dt>Reembolsado a 10 de abril de 2026</dt><dd>−20 SEK</dd>');
    expect(receipt('pt')).toContain('<strong>Montante líquido pago: 79 SEK</strong>');
  });

  it('says a refund under way is not made yet, and a whole refund leaves nothing paid', () => {
    const pending = receipt('en', [{ ...refunds[0]!, status: 'PENDING', refundedAt: null }]);
    expect(pending).toContain('<dt>Refund under way since 10 April 2026</dt><dd>−SEK 20</dd>');
    expect(pending).toContain('<strong>Net paid: SEK 99</strong>');
    const whole = receipt('en', [{ ...refunds[0]!, amount: 9900 }]);
    expect(whole).toContain('<strong>Net paid: SEK 0</strong>');
    expect(whole).toContain('Of which VAT (25 %): SEK 0');
  });

  it('shows no refund section on a receipt without refunds', () => {
    expect(receipt('en', [])).not.toContain('Refunds');
    expect(receipt('en', [])).toContain('Of which VAT (25 %): SEK 19.80');
  });
});
