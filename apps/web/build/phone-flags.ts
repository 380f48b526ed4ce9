import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the phone input finds a country's flag: `PHONE_FLAG_URL` in the web app says the same. */
const FLAG_PATH = '/assets/flags/';

/** country-flag-icons' 3:2 SVG flags (the set react-phone-number-input draws from). */
function flagsDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('country-flag-icons')), '3x2');
}

/**
 * Ships every country's flag with the app as `/assets/flags/XX.svg` (≈ 1 kB each, never fetched
 * from anyone else's site). The phone input shows the chosen country's flag as an image, so a
 * page downloads one flag, when a phone field shows, instead of a bundle of all 250.
 */
export function phoneFlags(): Plugin {
  const dir = flagsDir();
  const flagFiles = () => readdirSync(dir).filter((file) => /^[A-Z]{2}\.svg$/.test(file));
  return {
    name: 'academy:phone-flags',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.startsWith(FLAG_PATH)
          ? /^([A-Z]{2})\.svg$/.exec(req.url.slice(FLAG_PATH.length))
          : null;
        if (!match) return next();
        try {
          const svg = readFileSync(path.join(dir, `${match[1]}.svg`));
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const file of flagFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/flags/${file}`,
          source: readFileSync(path.join(dir, file)),
        });
      }
    },
  };
}
