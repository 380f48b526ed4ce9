import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { termsLanguage } from '@/lib/terms';
import { renderWithRouter } from '@/test/render';
import TermsPage from './terms-page';

const TERMS: Record<string, string> = {
  en: 'Last updated: 21 November 2026\n\nThese terms apply to you.\n\n1. The service\n\nWe offer training programs.\n\nYou must not:\n- share your account;\n- copy the programs.\n',
  sv: 'Senast uppdaterad: 21 november 2026\n\nDessa villkor gäller för dig.\n\n1. Tjänsten\n\nVi erbjuder träningsprogram.\n',
  fr: 'Dernière mise à jour : 21 novembre 2026\n\n1. Le service\n\nNous proposons des programmes.\n',
};

function textResponse(body: string, status = 200) {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const lang = /\/terms\/(\w+)\.txt$/.exec(String(input))?.[1] ?? '';
    return lang in TERMS ? textResponse(TERMS[lang]) : textResponse('Not found', 404);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderTermsPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <TermsPage />
    </QueryClientProvider>,
    { path: '/terms-of-service' },
  );
}

function requestedUrls(): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

describe('terms of service page', () => {
  it('shows the English terms with their paragraphs, section headings and lists', async () => {
    renderTermsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the terms of service…');

    expect(await screen.findByRole('heading', { level: 2, name: '1. The service' })).toBeInTheDocument();
    expect(screen.getByText('These terms apply to you.').tagName).toBe('P');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['share your account;', 'copy the programs.']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/terms/en.txt']);
  });

  it('fetches /terms/sv.txt, without a language parameter, when the language is Swedish', async () => {
    await i18n.changeLanguage('sv');
    renderTermsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeInTheDocument();
    expect(await screen.findByText('Dessa villkor gäller för dig.')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/terms/sv.txt']);
  });

  it('falls back to /terms/en.txt for a language the terms do not exist in', async () => {
    await i18n.changeLanguage('de');
    renderTermsPage();
    expect(await screen.findByText('These terms apply to you.')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/terms/en.txt']);
    expect(termsLanguage('de')).toBe('en');
    expect(termsLanguage(undefined)).toBe('en');
  });

  it('loads the terms again in the new language when the language changes', async () => {
    renderTermsPage();
    expect(await screen.findByText('These terms apply to you.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('heading', { level: 2, name: '1. Le service' })).toBeInTheDocument();
    expect(screen.queryByText('These terms apply to you.')).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/terms/en.txt', '/terms/fr.txt']);
  });

  it('only logs a failure and shows a short line with a link to customer support', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('pt');
    renderTermsPage();
    expect(await screen.findByText(/Não foi possível carregar os termos de serviço/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contacte o apoio ao cliente' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(requestedUrls()).toEqual(['/terms/pt.txt']);
    expect(consoleError).toHaveBeenCalledWith(
      'The pt terms of service could not be loaded',
      expect.objectContaining({ message: 'GET /terms/pt.txt answered 404' }),
    );
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });

  it('treats an HTML page (an app fallback for a missing file) as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response('<!doctype html><title>App</title>', { headers: { 'Content-Type': 'text/html' } }),
    );
    renderTermsPage();
    expect(await screen.findByRole('link', { name: 'contact customer support' })).toBeInTheDocument();
    expect(screen.queryByText(/doctype/)).not.toBeInTheDocument();
  });
});
