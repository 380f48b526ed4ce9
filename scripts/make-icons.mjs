// The PWA's PNG icons, drawn from the favicon by the test Chromium (/usr/bin/chromium). Run after
// the logo changes (`node scripts/make-icons.mjs`); the PNGs are committed. The maskable icon and
// the Apple touch icon keep the logo inside the safe zone on a white square.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('apps/web/src/public/favicon.svg', 'utf8');
const out = 'apps/web/src/public/icons';
const icons = [
  { file: 'icon-192.png', size: 192, logo: 192, background: 'transparent' },
  { file: 'icon-512.png', size: 512, logo: 512, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, logo: 380, background: '#ffffff' },
  { file: 'apple-touch-icon.png', size: 180, logo: 150, background: '#ffffff' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = svg.replace('<svg ', `<svg width="${icon.logo}" height="${icon.logo}" `);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;height:100vh;background:${icon.background}">${sized}</body>`,
    );
    await page.screenshot({ path: `${out}/${icon.file}`, omitBackground: icon.background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
