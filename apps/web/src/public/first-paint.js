// Shows the static first screen that index.html and pages/auth/login.html carry
// (apps/web/build/first-paint.ts) only to a visitor who sees it exactly so: English, signed out,
// nothing else stored, no query string. A plain script in the head (the CSP allows no inline one),
// so the class is set before anything is drawn; without it the page loads as it always did.
try {
  const storage = window.localStorage;
  let plain = window.location.search === '';
  for (let i = 0; plain && i < storage.length; i++) {
    const key = storage.key(i);
    if (!(key === 'language' && storage.getItem(key) === 'en')) plain = false;
  }
  if (plain) document.documentElement.classList.add('first-paint');
} catch {
  // No storage (blocked cookies): the app's usual first load.
}
