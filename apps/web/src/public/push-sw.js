/*
 * Web push for Football Academy (docs/habits.md): shows a reminder the server sent and opens its
 * page when tapped. The app's worker takes it in (`importScripts`, apps/web/build/pwa.ts); the
 * development server, which has no worker, registers this file on its own.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Football Academy', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON payload shows the product's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
