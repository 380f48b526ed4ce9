import type { NotificationSettings } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

const KEY = ['habits', 'notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => apiGet<NotificationSettings>('/v1/user/notifications', { signal }),
});

export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiPut<NotificationSettings>('/v1/user/notifications', settings),
    onSuccess: (settings) => queryClient.setQueryData(KEY, settings),
  });
}

/**
 * The service worker with the push handler: the page's registered one (the app's PWA worker imports
 * push-sw.js, apps/web/build/pwa.ts), else push-sw.js on its own (the PWA worker later replaces it
 * at the same scope and keeps the subscription).
 */
export const PUSH_WORKER_URL = '/push-sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushBlockedError extends Error {}

/** Asks the browser's permission, subscribes this device with the server's key and tells the server. */
export async function subscribeThisDevice(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushBlockedError();
  // The app's own worker (it imports the push handler) when the program pages registered it;
  // otherwise the push handler alone. Either way, wait until it is active.
  if (!(await navigator.serviceWorker.getRegistration())) {
    await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  }
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiGet<{ publicKey: string }>('/v1/push/key');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  await apiPost('/v1/push/subscriptions', { endpoint: json.endpoint, keys: json.keys });
}

/** Forgets this device's subscription, here and on the server. */
export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiDelete('/v1/push/subscriptions', {
    query: { endpoint: subscription.endpoint },
    silent: true,
  }).catch(() => undefined);
  await subscription.unsubscribe();
}
