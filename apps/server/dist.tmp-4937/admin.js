import {
  ConfigError,
  DataDirLockedError,
  loadConfig,
  openReadyDatabase
} from "./shared-XGXJMM3T.js";
import "./shared-26GRAGQD.js";
import {
  AppError,
  createAdminUser
} from "./shared-KTATZOG3.js";
import {
  createAdminRequestSchema
} from "./shared-ZJ5J7UNT.js";
import "./shared-L3IDO5JF.js";

// apps/server/src/cli/admin.ts
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

// apps/server/src/cli/read-password.ts
async function readPassword(input = process.stdin, output = process.stderr) {
  if (!input.isTTY) return firstLine(input);
  const first = await promptHidden(input, output, "Password: ");
  const second = await promptHidden(input, output, "Repeat the password: ");
  if (first !== second) throw new Error("The two passwords differ; nothing was changed.");
  return first;
}
async function firstLine(input) {
  let text = "";
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}
function promptHidden(input, output, question) {
  return new Promise((resolve, reject) => {
    output.write(question);
    let typed = "";
    input.setRawMode(true);
    input.resume();
    const done = (error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      output.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data) => {
      for (const char of data.toString("utf8")) {
        if (char === "\r" || char === "\n") return done();
        if (char === "" || char === "") return done(new Error("Cancelled."));
        if (char === "\x7F" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on("data", onData);
  });
}

// apps/server/src/cli/admin.ts
var USAGE = `Operator commands of the Football Academy server.

Usage:
  npm run admin -- create-super-admin --email <e-mail> [--first-name <name>] [--last-name <name>]

The password is asked for at the prompt (twice, not shown), or read from the first line of standard
input when that is not a terminal: printf '%s
' "$PASSWORD" | npm run admin -- create-super-admin \u2026
It is never given on the command line, where other users and the shell history could read it.

Opens the configured database (DATABASE_URL, else the PGlite folder in DATA_DIR; a running server
holding that folder must be stopped first), applies migrations, and creates an ACTIVE user with
ROLE_SUPER_ADMIN. The password needs 6\u2013128 characters.`;
async function runAdminCli(argv, env, askPassword = readPassword) {
  const out = [];
  const err = [];
  const done = (code) => ({ code, stdout: out.join("\n"), stderr: err.join("\n") });
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    out.push(USAGE);
    return done(command ? 0 : 64);
  }
  if (command !== "create-super-admin") {
    err.push(`Unknown command "${command}".

${USAGE}`);
    return done(64);
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" }
      },
      strict: true
    }));
  } catch (error) {
    err.push(`${error.message}

${USAGE}`);
    return done(64);
  }
  if (values.password !== void 0) {
    err.push(
      "--password: a password on the command line is visible to other users and kept in the shell history; leave it out and type it at the prompt, or pipe it to standard input."
    );
    return done(64);
  }
  let password;
  try {
    password = await askPassword();
  } catch (error) {
    err.push(error.message);
    return done(64);
  }
  const parsed = createAdminRequestSchema.safeParse({
    email: values.email,
    password,
    firstName: values["first-name"] ?? "Super",
    lastName: values["last-name"] ?? "Admin"
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "input").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      err.push(`--${field}: ${issue.message}`);
    }
    return done(64);
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      err.push(error.message);
      return done(78);
    }
    throw error;
  }
  let opened;
  try {
    opened = await openReadyDatabase(config);
  } catch (error) {
    err.push(
      error instanceof DataDirLockedError ? error.message : `Could not open the database: ${error.message}`
    );
    return done(error instanceof DataDirLockedError ? 75 : 1);
  }
  try {
    const user = await createAdminUser(opened.database.db, parsed.data, "ROLE_SUPER_ADMIN");
    out.push(`Created super admin ${user.email} (id ${user.id}) in the ${opened.database.kind} database.`);
    return done(0);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) {
      err.push(`A user with the e-mail ${parsed.data.email} already exists; nothing was changed.`);
      return done(1);
    }
    err.push(`Could not create the super admin: ${error.message}`);
    return done(1);
  } finally {
    await opened.database.close();
    opened.release();
  }
}
var isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const result = await runAdminCli(process.argv.slice(2), process.env);
  if (result.stdout) console.log(result.stdout);
  if (result.stderr) console.error(result.stderr);
  process.exit(result.code);
}
export {
  runAdminCli
};
//# sourceMappingURL=admin.js.map
