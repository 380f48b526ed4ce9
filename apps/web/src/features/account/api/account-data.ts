import type { AccountExport } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/lib/api-client';

/** GET /v1/user/export, saved by the browser as one JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiGet<AccountExport>('/v1/user/export', { silent: true });
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `football-academy-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
