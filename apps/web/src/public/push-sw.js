/*
 * Web push for Football Academy (docs/habits.md): shows a reminder the server sent and opens its
 * page when tapped. Registered on its own when the web app has no service worker of its own; a PWA
 * worker takes it in with `importScripts('/push-sw.js')`.
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
