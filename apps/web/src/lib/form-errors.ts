import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the server's per-field messages (400 `errors: [{ field, message }]`) under the matching
 * inputs. Returns the overall message when nothing could be placed on a field, so the caller can
 * show it elsewhere (a toast or an alert); `null` when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const { field, message } of error.fieldErrors) {
    const target = fields[field];
    if (target) {
      setError(target, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : error.message;
}

/**
 * The text of a field error: rule messages are i18n keys, server messages (`type: 'server'`)
 * are shown as the server wrote them.
 */
export function fieldErrorText(
  t: (key: string) => string,
  error: { type?: string | number; message?: string } | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}
