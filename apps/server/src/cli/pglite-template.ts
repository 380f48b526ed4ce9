// Built as dist/pglite-template.js and run once by scripts/build-server.mjs: writes the ready-made
// database a first start copies (db/pglite-template.ts) into the folder it is given.
import { writeSeededPgliteFolder } from '../db/pglite-template.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: pglite-template.js <folder>');
await writeSeededPgliteFolder(target);
