import {
  writeSeededPgliteFolder
} from "./shared-26GRAGQD.js";
import "./shared-ZJ5J7UNT.js";
import "./shared-L3IDO5JF.js";

// apps/server/src/cli/pglite-template.ts
var target = process.argv[2];
if (!target) throw new Error("usage: pglite-template.js <folder>");
await writeSeededPgliteFolder(target);
//# sourceMappingURL=pglite-template.js.map
