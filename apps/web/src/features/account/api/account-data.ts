import type { AccountExport } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/lib/api-client';
import { saveJsonFile } from '@/lib/download';

/** GET /v1/user/export, saved by the browser as one JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiGet<AccountExport>('/v1/user/export', { silent: true });
  saveJsonFile(data, `football-academy-data-${data.exportedAt.slice(0, 10)}.json`);
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
