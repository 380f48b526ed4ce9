import type { AccountExport } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/lib/api-client';
import { saveHtmlFile, saveJsonFile } from '@/lib/download';
import { getLanguage, i18n } from '@/lib/i18n';
import { exportDocument } from '../export-document';

/**
 * GET /v1/user/export, saved by the browser: as a page a person reads (grouped, explained, the JSON
 * at its end), or as the JSON alone for another service.
 */
export async function downloadMyData(format: 'html' | 'json'): Promise<void> {
  const data = await apiGet<AccountExport>('/v1/user/export', { silent: true });
  const name = `football-academy-data-${data.exportedAt.slice(0, 10)}`;
  if (format === 'json') saveJsonFile(data, `${name}.json`);
  else saveHtmlFile(exportDocument(data, i18n.t.bind(i18n), getLanguage()), `${name}.html`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** DELETE /v1/user { password }: the account, for good. */
export function deleteMyAccount(password: string): Promise<unknown> {
  return apiDelete('/v1/user', { body: { password }, silent: true });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
