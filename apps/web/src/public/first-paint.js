// See apps/web/build/first-paint.ts: the static first screen shows only to an English, signed-out first visit.
try {
  const s = localStorage;
  let plain = location.search === '';
  for (let i = 0; i < s.length; i++)
    if (s.key(i) !== 'language' || s.getItem('language') !== 'en') plain = false;
  if (plain) document.documentElement.classList.add('first-paint');
} catch {}
