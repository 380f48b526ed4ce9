// Deep-merges a JSON file of translations into apps/web/src/public/assets/i18n/<lang>.json.
// Usage: node scripts/i18n-merge.mjs <lang> <file.json>   (several engineers add keys at once: no hand rewrites)
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [lang, file] = process.argv.slice(2);
if (!['en', 'sv', 'fr', 'pt'].includes(lang) || !file) {
  console.error('usage: node scripts/i18n-merge.mjs <en|sv|fr|pt> <file.json>');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'apps/web/src/public/assets/i18n', `${lang}.json`);
const merge = (into, from) => {
  for (const [key, value] of Object.entries(from)) {
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      into[key] &&
      typeof into[key] === 'object'
    ) {
      merge(into[key], value);
    } else into[key] = value;
  }
  return into;
};
const current = JSON.parse(readFileSync(target, 'utf8'));
const merged = merge(current, JSON.parse(readFileSync(file, 'utf8')));
const tmp = `${target}.${process.pid}.tmp`;
writeFileSync(tmp, `${JSON.stringify(merged, null, 2)}\n`);
renameSync(tmp, target);
console.log(`merged ${file} into ${path.relative(root, target)}`);
