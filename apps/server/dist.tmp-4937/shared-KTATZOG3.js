import {
  ERROR_MESSAGES,
  LANGUAGES,
  ROLES,
  USER_MESSAGES,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MESSAGES,
  auditEvents,
  managers,
  players,
  teamMemberships,
  users,
  verifications
} from "./shared-ZJ5J7UNT.js";

// apps/server/src/lib/errors.ts
var AppError = class extends Error {
  constructor(statusCode, message, errors, headers) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
    this.name = "AppError";
  }
  statusCode;
  errors;
  headers;
};
var badRequest = (message, errors) => new AppError(400, message, errors);
var fieldError = (field, message) => new AppError(400, message, [{ field, message }]);
var forbidden = (message = ERROR_MESSAGES.forbidden) => new AppError(403, message);
var notFound = (message = ERROR_MESSAGES.notFound) => new AppError(404, message);
var conflict = (message, field) => new AppError(409, message, field ? [{ field, message }] : void 0);
var OAuthError = class extends Error {
  constructor(statusCode, error, description, headers) {
    super(description ?? error);
    this.statusCode = statusCode;
    this.error = error;
    this.description = description;
    this.headers = headers;
    this.name = "OAuthError";
  }
  statusCode;
  error;
  description;
  headers;
};

// apps/server/src/modules/users/users.service.ts
import { randomUUID as randomUUID2 } from "node:crypto";

// apps/server/src/lib/audit.repo.ts
import { and, desc, eq } from "drizzle-orm";
async function recordAuditEvent(db, event) {
  await db.insert(auditEvents).values({ ...event, detail: event.detail ?? {} });
}
async function findLastAuditEvent(db, action, targetId) {
  const [row] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId))).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(1);
  return row ?? null;
}

// apps/server/src/lib/db-errors.ts
function uniqueViolation(error) {
  let current = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current;
    if (e.code === "23505") return e.constraint ?? "";
    current = e.cause;
  }
  return null;
}
var DATABASE_RETRY_AFTER_SECONDS = 2;
var NETWORK_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH"
]);
var UNAVAILABLE_SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;
var UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;
function isDatabaseUnavailable(error) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = e.cause;
  }
  return false;
}

// apps/server/src/lib/language.ts
function asLanguage(value) {
  return value && LANGUAGES.includes(value) ? value : "en";
}
function resolveLanguage(requested, user) {
  return requested ?? asLanguage(user?.language);
}
function acceptLanguage(header) {
  for (const part of (header ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(code)) return code;
  }
  return "en";
}
function translate(texts, language) {
  return texts[language] ?? texts.en;
}

// apps/server/src/lib/passwords.ts
var argon2;
var loadArgon2 = () => argon2 ??= import("@node-rs/argon2");
async function hashPassword(password) {
  return (await loadArgon2()).hash(password);
}
async function verifyPassword(passwordHash, password) {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// apps/server/src/lib/player-access.repo.ts
import { and as and2, eq as eq2 } from "drizzle-orm";
async function findPlayerOwner(db, playerId) {
  const [row] = await db.select({ id: players.id, userId: players.userId }).from(players).where(eq2(players.id, playerId));
  return row ?? null;
}
async function findCoachOfPlayer(db, userId, playerId) {
  const [row] = await db.select({ managerId: managers.id, firstName: users.firstName, lastName: users.lastName }).from(managers).innerJoin(users, eq2(users.id, managers.userId)).innerJoin(
    teamMemberships,
    and2(eq2(teamMemberships.managerId, managers.id), eq2(teamMemberships.playerId, playerId))
  ).where(eq2(managers.userId, userId));
  return row ?? null;
}

// apps/server/src/lib/viewer.ts
var ADMIN_ROLES = ["ROLE_ADMIN", "ROLE_SUPER_ADMIN"];
function isAdmin(user) {
  return !!user && user.authorities.some((role) => ADMIN_ROLES.includes(role));
}

// apps/server/src/lib/player-access.ts
var RELATIONS = ["self", "coach", "admin"];
var POLICY = {
  // The player profile (and the account it belongs to): read, create, correct, resend the guardian mail.
  "read-profile": ["self", "admin"],
  "manage-profile": ["self", "admin"],
  // The player's program, phases and progress; only the player trains (an admin never trains for them).
  "read-progress": ["self", "admin"],
  train: ["self"],
  // What a coach sees of a player, and the feedback thread (a coach reads only their own words).
  "read-training": ["self", "coach", "admin"],
  "read-feedback": ["self", "coach", "admin"],
  coach: ["coach"],
  // A coach's team list (the subject is the coach's user).
  "read-team": ["self", "admin"],
  // The paid lifecycle.
  "read-subscription": ["self", "admin"],
  subscribe: ["self", "admin"],
  pay: ["self", "admin"],
  "read-payments": ["self", "admin"],
  // Everything held about the account, as one document (another user's: recorded in the audit trail).
  export: ["self", "admin"]
};
var NONE = { coach: null };
var LOOKUPS = {
  self: async (_db, actor, subject) => actor.id === subject.userId ? NONE : null,
  coach: async (db, actor, subject) => {
    if (!subject.playerId) return null;
    const coach = await findCoachOfPlayer(db, actor.id, subject.playerId);
    if (!coach) return null;
    const managerName = `${coach.firstName} ${coach.lastName}`.trim();
    return { coach: { managerId: coach.managerId, managerName } };
  },
  admin: async (_db, actor) => isAdmin(actor) ? NONE : null
};
function allows(relation, action) {
  return POLICY[action].includes(relation);
}
async function accessTo(db, actor, action, subject) {
  if (!actor) return null;
  for (const relation of RELATIONS) {
    if (!allows(relation, action)) continue;
    const standing = await LOOKUPS[relation](db, actor, subject);
    if (standing) return { as: relation, subject, ...standing };
  }
  return null;
}
async function requireAccess(db, actor, action, subject) {
  const access = await accessTo(db, actor, action, subject);
  if (!access) throw forbidden();
  return access;
}
function requireUserAccess(db, actor, action, userId) {
  return requireAccess(db, actor, action, { userId, playerId: null });
}
async function requirePlayer(db, actor, action, playerId) {
  const player = await findPlayerOwner(db, playerId);
  if (!player) throw isAdmin(actor) ? notFound(ERROR_MESSAGES.playerNotFound) : forbidden();
  const access = await requireAccess(db, actor, action, { userId: player.userId, playerId: player.id });
  return { ...access, player };
}

// apps/server/src/modules/verification/verification.service.ts
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";

// apps/server/src/lib/reauthenticate.ts
async function confirmPassword(limiter, user, password, field = "password") {
  if (!password) throw fieldError(field, USER_MESSAGES.currentPasswordRequired);
  await limiter.consume(user.id);
  if (!await verifyPassword(user.passwordHash, password)) {
    throw fieldError(
      field,
      field === "existingPassword" ? USER_MESSAGES.existingPasswordWrong : USER_MESSAGES.currentPasswordWrong
    );
  }
  await limiter.refund(user.id);
}

// apps/server/src/lib/text.ts
function escapeHtml(value) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function fillTemplate(text, values) {
  return text.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? "");
}

// apps/server/src/modules/verification/security-mail.texts.ts
var SECURITY_TEXTS = {
  en: {
    PASSWORD_RESET: {
      subject: "Reset your Football Academy password",
      paragraphs: [
        "Hello {name},",
        "Use the code {code} to choose a new password. It is valid for 15 minutes.",
        "If you did not ask for this, you can ignore this e-mail; your password stays as it is."
      ]
    },
    PASSWORD_CHANGED: {
      subject: "Your password was changed",
      paragraphs: [
        "Hello {name},",
        "The password of your Football Academy account was changed. Other sessions have been signed out.",
        "If you did not do this, reset your password and contact support at {support} right away."
      ]
    },
    PHONE_CHANGED: {
      subject: "Your phone number was changed",
      paragraphs: [
        "Hello {name},",
        "The phone number of your Football Academy account was changed.",
        "If you did not do this, contact support at {support} right away."
      ]
    },
    TWO_FACTOR_ENABLED: {
      subject: "Two-factor authentication is on",
      paragraphs: [
        "Hello {name},",
        "Two-factor authentication was turned on for your Football Academy account. Keep your recovery codes somewhere safe.",
        "If you did not do this, contact support at {support} right away."
      ]
    },
    TWO_FACTOR_DISABLED: {
      subject: "Two-factor authentication is off",
      paragraphs: [
        "Hello {name},",
        "Two-factor authentication was turned off for your Football Academy account.",
        "If you did not do this, change your password and contact support at {support} right away."
      ]
    }
  },
  sv: {
    PASSWORD_RESET: {
      subject: "\xC5terst\xE4ll ditt l\xF6senord hos Football Academy",
      paragraphs: [
        "Hej {name}!",
        "Anv\xE4nd koden {code} f\xF6r att v\xE4lja ett nytt l\xF6senord. Koden g\xE4ller i 15 minuter.",
        "Om du inte har bett om detta kan du bortse fr\xE5n det h\xE4r mejlet; ditt l\xF6senord f\xF6rblir of\xF6r\xE4ndrat."
      ]
    },
    PASSWORD_CHANGED: {
      subject: "Ditt l\xF6senord har \xE4ndrats",
      paragraphs: [
        "Hej {name}!",
        "L\xF6senordet f\xF6r ditt konto hos Football Academy har \xE4ndrats. Andra sessioner har loggats ut.",
        "Om det inte var du, \xE5terst\xE4ll l\xF6senordet och kontakta supporten p\xE5 {support} omedelbart."
      ]
    },
    PHONE_CHANGED: {
      subject: "Ditt telefonnummer har \xE4ndrats",
      paragraphs: [
        "Hej {name}!",
        "Telefonnumret f\xF6r ditt konto hos Football Academy har \xE4ndrats.",
        "Om det inte var du, kontakta supporten p\xE5 {support} omedelbart."
      ]
    },
    TWO_FACTOR_ENABLED: {
      subject: "Tv\xE5faktorsautentisering \xE4r p\xE5",
      paragraphs: [
        "Hej {name}!",
        "Tv\xE5faktorsautentisering har slagits p\xE5 f\xF6r ditt konto hos Football Academy. F\xF6rvara dina \xE5terst\xE4llningskoder p\xE5 ett s\xE4kert st\xE4lle.",
        "Om det inte var du, kontakta supporten p\xE5 {support} omedelbart."
      ]
    },
    TWO_FACTOR_DISABLED: {
      subject: "Tv\xE5faktorsautentisering \xE4r av",
      paragraphs: [
        "Hej {name}!",
        "Tv\xE5faktorsautentisering har st\xE4ngts av f\xF6r ditt konto hos Football Academy.",
        "Om det inte var du, byt l\xF6senord och kontakta supporten p\xE5 {support} omedelbart."
      ]
    }
  },
  fr: {
    PASSWORD_RESET: {
      subject: "R\xE9initialisez votre mot de passe Football Academy",
      paragraphs: [
        "Bonjour {name},",
        "Utilisez le code {code} pour choisir un nouveau mot de passe. Il est valable 15 minutes.",
        "Si vous n'avez rien demand\xE9, vous pouvez ignorer cet e-mail : votre mot de passe reste inchang\xE9."
      ]
    },
    PASSWORD_CHANGED: {
      subject: "Votre mot de passe a \xE9t\xE9 modifi\xE9",
      paragraphs: [
        "Bonjour {name},",
        "Le mot de passe de votre compte Football Academy a \xE9t\xE9 modifi\xE9. Vos autres sessions ont \xE9t\xE9 ferm\xE9es.",
        "Si ce n'est pas vous, r\xE9initialisez votre mot de passe et contactez imm\xE9diatement le support \xE0 l'adresse {support}."
      ]
    },
    PHONE_CHANGED: {
      subject: "Votre num\xE9ro de t\xE9l\xE9phone a \xE9t\xE9 modifi\xE9",
      paragraphs: [
        "Bonjour {name},",
        "Le num\xE9ro de t\xE9l\xE9phone de votre compte Football Academy a \xE9t\xE9 modifi\xE9.",
        "Si ce n'est pas vous, contactez imm\xE9diatement le support \xE0 l'adresse {support}."
      ]
    },
    TWO_FACTOR_ENABLED: {
      subject: "L'authentification \xE0 deux facteurs est activ\xE9e",
      paragraphs: [
        "Bonjour {name},",
        "L'authentification \xE0 deux facteurs a \xE9t\xE9 activ\xE9e pour votre compte Football Academy. Conservez vos codes de r\xE9cup\xE9ration en lieu s\xFBr.",
        "Si ce n'est pas vous, contactez imm\xE9diatement le support \xE0 l'adresse {support}."
      ]
    },
    TWO_FACTOR_DISABLED: {
      subject: "L'authentification \xE0 deux facteurs est d\xE9sactiv\xE9e",
      paragraphs: [
        "Bonjour {name},",
        "L'authentification \xE0 deux facteurs a \xE9t\xE9 d\xE9sactiv\xE9e pour votre compte Football Academy.",
        "Si ce n'est pas vous, changez votre mot de passe et contactez imm\xE9diatement le support \xE0 l'adresse {support}."
      ]
    }
  },
  pt: {
    PASSWORD_RESET: {
      subject: "Redefina a sua palavra-passe da Football Academy",
      paragraphs: [
        "Ol\xE1 {name},",
        "Use o c\xF3digo {code} para escolher uma nova palavra-passe. \xC9 v\xE1lido durante 15 minutos.",
        "Se voc\xEA n\xE3o pediu isto, pode ignorar este e-mail: a sua palavra-passe fica como est\xE1."
      ]
    },
    PASSWORD_CHANGED: {
      subject: "A sua palavra-passe foi alterada",
      paragraphs: [
        "Ol\xE1 {name},",
        "A palavra-passe da sua conta Football Academy foi alterada. As outras sess\xF5es foram terminadas.",
        "Se n\xE3o foi voc\xEA, redefina a palavra-passe e contacte imediatamente o suporte atrav\xE9s de {support}."
      ]
    },
    PHONE_CHANGED: {
      subject: "O seu n\xFAmero de telefone foi alterado",
      paragraphs: [
        "Ol\xE1 {name},",
        "O n\xFAmero de telefone da sua conta Football Academy foi alterado.",
        "Se n\xE3o foi voc\xEA, contacte imediatamente o suporte atrav\xE9s de {support}."
      ]
    },
    TWO_FACTOR_ENABLED: {
      subject: "A autentica\xE7\xE3o de dois fatores est\xE1 ativada",
      paragraphs: [
        "Ol\xE1 {name},",
        "A autentica\xE7\xE3o de dois fatores foi ativada na sua conta Football Academy. Guarde os seus c\xF3digos de recupera\xE7\xE3o num lugar seguro.",
        "Se n\xE3o foi voc\xEA, contacte imediatamente o suporte atrav\xE9s de {support}."
      ]
    },
    TWO_FACTOR_DISABLED: {
      subject: "A autentica\xE7\xE3o de dois fatores est\xE1 desativada",
      paragraphs: [
        "Ol\xE1 {name},",
        "A autentica\xE7\xE3o de dois fatores foi desativada na sua conta Football Academy.",
        "Se n\xE3o foi voc\xEA, altere a palavra-passe e contacte imediatamente o suporte atrav\xE9s de {support}."
      ]
    }
  }
};

// apps/server/src/modules/verification/verification.mail.ts
var CODE_TEXTS = {
  en: {
    ACCOUNT_VERIFICATION: {
      subject: "Your Football Academy verification code",
      paragraphs: [
        "Hello {name},",
        "Your verification code is {code}. It is valid for 15 minutes.",
        "If you did not create an account, you can ignore this e-mail."
      ]
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: "Confirm your new e-mail address",
      paragraphs: [
        "Hello {name},",
        "Use the code {code} to confirm this address as the new e-mail of your Football Academy account. It is valid for 15 minutes.",
        "If you did not ask for this change, you can ignore this e-mail; your account stays as it is."
      ]
    },
    EMAIL_CHANGED: {
      subject: "Your e-mail address was changed",
      paragraphs: [
        "Hello {name},",
        "The e-mail address of your Football Academy account was changed to {newEmail}. You have been signed out everywhere.",
        "If you did not do this, contact support at {support} right away."
      ]
    }
  },
  sv: {
    ACCOUNT_VERIFICATION: {
      subject: "Din verifieringskod f\xF6r Football Academy",
      paragraphs: [
        "Hej {name}!",
        "Din verifieringskod \xE4r {code}. Den g\xE4ller i 15 minuter.",
        "Om du inte har skapat n\xE5got konto kan du bortse fr\xE5n det h\xE4r mejlet."
      ]
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: "Bekr\xE4fta din nya e-postadress",
      paragraphs: [
        "Hej {name}!",
        "Anv\xE4nd koden {code} f\xF6r att bekr\xE4fta den h\xE4r adressen som ny e-postadress f\xF6r ditt konto hos Football Academy. Koden g\xE4ller i 15 minuter.",
        "Om du inte har beg\xE4rt \xE4ndringen kan du bortse fr\xE5n det h\xE4r mejlet; ditt konto f\xF6rblir of\xF6r\xE4ndrat."
      ]
    },
    EMAIL_CHANGED: {
      subject: "Din e-postadress har \xE4ndrats",
      paragraphs: [
        "Hej {name}!",
        "E-postadressen f\xF6r ditt konto hos Football Academy har \xE4ndrats till {newEmail}. Du har loggats ut \xF6verallt.",
        "Om det inte var du, kontakta supporten p\xE5 {support} omedelbart."
      ]
    }
  },
  fr: {
    ACCOUNT_VERIFICATION: {
      subject: "Votre code de v\xE9rification Football Academy",
      paragraphs: [
        "Bonjour {name},",
        "Votre code de v\xE9rification est {code}. Il est valable 15 minutes.",
        "Si vous n'avez pas cr\xE9\xE9 de compte, vous pouvez ignorer cet e-mail."
      ]
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: "Confirmez votre nouvelle adresse e-mail",
      paragraphs: [
        "Bonjour {name},",
        "Utilisez le code {code} pour confirmer cette adresse comme nouvelle adresse e-mail de votre compte Football Academy. Il est valable 15 minutes.",
        "Si vous n'avez pas demand\xE9 ce changement, ignorez cet e-mail : votre compte reste inchang\xE9."
      ]
    },
    EMAIL_CHANGED: {
      subject: "Votre adresse e-mail a \xE9t\xE9 modifi\xE9e",
      paragraphs: [
        "Bonjour {name},",
        "L'adresse e-mail de votre compte Football Academy a \xE9t\xE9 remplac\xE9e par {newEmail}. Vous avez \xE9t\xE9 d\xE9connect\xE9 de tous vos appareils.",
        "Si ce n'est pas vous, contactez imm\xE9diatement le support \xE0 l'adresse {support}."
      ]
    }
  },
  pt: {
    ACCOUNT_VERIFICATION: {
      subject: "O seu c\xF3digo de verifica\xE7\xE3o da Football Academy",
      paragraphs: [
        "Ol\xE1 {name},",
        "O seu c\xF3digo de verifica\xE7\xE3o \xE9 {code}. \xC9 v\xE1lido durante 15 minutos.",
        "Se n\xE3o criou uma conta, pode ignorar este e-mail."
      ]
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: "Confirme o seu novo endere\xE7o de e-mail",
      paragraphs: [
        "Ol\xE1 {name},",
        "Utilize o c\xF3digo {code} para confirmar este endere\xE7o como o novo e-mail da sua conta Football Academy. \xC9 v\xE1lido durante 15 minutos.",
        "Se n\xE3o pediu esta altera\xE7\xE3o, ignore este e-mail: a sua conta fica como est\xE1."
      ]
    },
    EMAIL_CHANGED: {
      subject: "O seu endere\xE7o de e-mail foi alterado",
      paragraphs: [
        "Ol\xE1 {name},",
        "O endere\xE7o de e-mail da sua conta Football Academy foi alterado para {newEmail}. A sua sess\xE3o foi terminada em todos os dispositivos.",
        "Se n\xE3o foi voc\xEA, contacte imediatamente o suporte atrav\xE9s de {support}."
      ]
    }
  }
};
function accountMail(kind, language, to, values) {
  const lang = CODE_TEXTS[language] ? language : "en";
  const texts = kind in SECURITY_TEXTS[lang] ? SECURITY_TEXTS[lang][kind] : CODE_TEXTS[lang][kind];
  const fill = (paragraph, html) => paragraph.replace(/\{(code|name|newEmail|support)\}/g, (_, key) => {
    const value = values[key] ?? "";
    if (!html) return value;
    return key === "code" ? `<strong style="font-size:22px;letter-spacing:4px">${escapeHtml(value)}</strong>` : escapeHtml(value);
  });
  return {
    to,
    subject: texts.subject,
    text: `${texts.paragraphs.map((p) => fill(p, false)).join("\n\n")}

\u2014 Football Academy
`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${texts.paragraphs.map((p) => `<p>${fill(p, true)}</p>`).join("")}<p>\u2014 Football Academy</p></body></html>`
  };
}

// apps/server/src/modules/verification/verification.repo.ts
import { and as and3, desc as desc2, eq as eq3, gt, isNull, lt, sql } from "drizzle-orm";
var MAX_ATTEMPTS = 5;
async function insertVerification(db, row) {
  const [created] = await db.insert(verifications).values(row).returning();
  return created;
}
async function findVerificationById(db, id) {
  const [row] = await db.select().from(verifications).where(eq3(verifications.id, id)).limit(1);
  return row ?? null;
}
async function reserveAttempt(db, id) {
  const [row] = await db.update(verifications).set({ failedAttempts: sql`${verifications.failedAttempts} + 1` }).where(
    and3(
      eq3(verifications.id, id),
      isNull(verifications.consumedAt),
      lt(verifications.failedAttempts, MAX_ATTEMPTS),
      gt(verifications.expiresAt, sql`now()`)
    )
  ).returning();
  return row ?? null;
}
async function consumeVerification(db, id, codeHash) {
  const rows = await db.update(verifications).set({ consumedAt: sql`now()`, failedAttempts: sql`greatest(${verifications.failedAttempts} - 1, 0)` }).where(
    and3(eq3(verifications.id, id), isNull(verifications.consumedAt), eq3(verifications.codeHash, codeHash))
  ).returning({ id: verifications.id });
  return rows.length === 1;
}
async function replaceCode(db, id, codeHash, expiresAt, sendTo) {
  const [row] = await db.update(verifications).set({ codeHash, expiresAt, failedAttempts: 0, ...sendTo ? { sendTo } : {} }).where(and3(eq3(verifications.id, id), isNull(verifications.consumedAt))).returning();
  return row ?? null;
}
async function expireOpenVerifications(db, userId, type) {
  await db.update(verifications).set({ expiresAt: sql`now()` }).where(
    and3(
      eq3(verifications.userId, userId),
      eq3(verifications.type, type),
      isNull(verifications.consumedAt),
      gt(verifications.expiresAt, sql`now()`)
    )
  );
}
async function findCodeRecipient(db, userId) {
  const [row] = await db.select({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    language: users.language,
    status: users.status,
    passwordHash: users.passwordHash,
    verificationId: users.verificationId
  }).from(users).where(eq3(users.id, userId)).limit(1);
  return row ?? null;
}
async function isEmailInUse(db, email) {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).limit(1);
  return Boolean(row);
}
async function setUnverifiedEmail(db, userId, email) {
  const rows = await db.update(users).set({ email, updatedAt: sql`now()` }).where(and3(eq3(users.id, userId), eq3(users.status, "NON_VERIFIED"))).returning({ id: users.id });
  return rows.length === 1;
}
async function findOpenVerification(db, userId, type) {
  const [row] = await db.select().from(verifications).where(
    and3(
      eq3(verifications.userId, userId),
      eq3(verifications.type, type),
      isNull(verifications.consumedAt),
      gt(verifications.expiresAt, sql`now()`)
    )
  ).orderBy(desc2(verifications.createdAt)).limit(1);
  return row ?? null;
}

// apps/server/src/modules/verification/verification.service.ts
var CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60 * 1e3;
function hmac(salt, code) {
  return createHmac("sha256", salt).update(code).digest();
}
function createCode() {
  const code = String(randomInt(0, 1e6)).padStart(6, "0");
  const salt = randomBytes(16);
  return { code, codeHash: `${salt.toString("base64url")}.${hmac(salt, code).toString("base64url")}` };
}
function codeMatches(stored, code) {
  const [salt, digest] = stored.split(".");
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, "base64url");
  const actual = hmac(Buffer.from(salt, "base64url"), code.trim());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
function codeExpiry(now = Date.now()) {
  return new Date(now + CODE_TTL_MS);
}
function findVerification(db, id) {
  return findVerificationById(db, id);
}
function findOpenVerificationOf(db, userId, type) {
  return findOpenVerification(db, userId, type);
}
function replaceVerification(db, input) {
  return db.transaction(async (tx) => {
    const txDb = tx;
    await expireOpenVerifications(txDb, input.userId, input.type);
    return startVerification(txDb, input);
  });
}
async function startVerification(db, input) {
  const { code, codeHash } = createCode();
  const row = await insertVerification(db, {
    id: input.id ?? randomUUID(),
    userId: input.userId,
    type: input.type,
    sendTo: input.sendTo,
    codeHash,
    expiresAt: codeExpiry()
  });
  return { row, code };
}
var mailFailed = () => new AppError(503, "Verification code could not be sent at the moment");
async function mailCode(ctx, input) {
  await ctx.mailer.send(
    accountMail(input.type, input.language, input.to, { name: input.name, code: input.code })
  );
}
async function loadOwnVerification(db, id, requester) {
  const row = await findVerificationById(db, id);
  if (!row || requester && row.userId !== requester.id) throw notFound(VERIFICATION_MESSAGES.notFound);
  return row;
}
async function consumeCode(db, verification, code, field, effect) {
  const reserved = await reserveAttempt(db, verification.id);
  if (!reserved) {
    const current = await findVerificationById(db, verification.id) ?? verification;
    if (current.consumedAt) throw fieldError(field, VERIFICATION_MESSAGES.alreadyUsed);
    if (current.failedAttempts >= MAX_ATTEMPTS)
      throw fieldError(field, VERIFICATION_MESSAGES.tooManyAttempts);
    throw fieldError(field, VERIFICATION_MESSAGES.expired);
  }
  if (!codeMatches(reserved.codeHash, code)) {
    throw fieldError(
      field,
      reserved.failedAttempts >= MAX_ATTEMPTS ? VERIFICATION_MESSAGES.tooManyAttempts : VERIFICATION_MESSAGES.invalidCode
    );
  }
  return db.transaction(async (tx) => {
    const txDb = tx;
    if (!await consumeVerification(txDb, reserved.id, reserved.codeHash)) {
      throw fieldError(field, VERIFICATION_MESSAGES.invalidCode);
    }
    return effect(txDb, reserved);
  });
}
async function createEmailChangeVerification(ctx, passwordLimiter, requester, input) {
  if (requester.id !== input.userId) throw forbidden();
  const user = await findCodeRecipient(ctx.db, input.userId);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  if (user.email.toLowerCase() === input.sendEmailTo)
    throw fieldError("sendEmailTo", USER_MESSAGES.sameEmail);
  await confirmPassword(passwordLimiter, user, input.password);
  if (await isEmailInUse(ctx.db, input.sendEmailTo)) {
    throw conflict(VERIFICATION_MESSAGES.emailTaken, "sendEmailTo");
  }
  if (user.status === "NON_VERIFIED") return correctUnverifiedEmail(ctx, user, input);
  const { row, code } = await replaceVerification(ctx.db, {
    userId: user.id,
    type: input.type,
    sendTo: input.sendEmailTo
  });
  try {
    await mailCode(ctx, {
      type: input.type,
      language: input.language,
      to: input.sendEmailTo,
      name: user.firstName,
      code
    });
  } catch (error) {
    ctx.log.error({ err: error, verificationId: row.id }, "verification mail could not be sent");
    throw mailFailed();
  }
  ctx.log.info({ verificationId: row.id, userId: user.id, type: input.type }, "verification created");
  return { id: row.id };
}
async function resendVerificationCode(ctx, requester, input) {
  const verification = await loadOwnVerification(ctx.db, input.id, requester);
  if (verification.consumedAt) throw fieldError("id", VERIFICATION_MESSAGES.alreadyUsed);
  const user = await findCodeRecipient(ctx.db, verification.userId);
  if (!user) throw notFound(VERIFICATION_MESSAGES.notFound);
  const { code, codeHash } = createCode();
  const updated = await replaceCode(ctx.db, verification.id, codeHash, codeExpiry());
  if (!updated) throw fieldError("id", VERIFICATION_MESSAGES.alreadyUsed);
  const language = input.language ?? user.language;
  try {
    await mailCode(ctx, {
      type: verification.type,
      language,
      to: verification.sendTo,
      name: user.firstName,
      code
    });
  } catch (error) {
    ctx.log.error({ err: error, verificationId: verification.id }, "verification mail could not be sent");
    throw mailFailed();
  }
  ctx.log.info({ verificationId: verification.id, userId: user.id }, "verification code resent");
  return { id: verification.id };
}
async function mailSecurityNotice(ctx, kind, user, extra = {}) {
  try {
    await ctx.mailer.send(
      accountMail(kind, asLanguage(user.language), user.email, {
        name: user.firstName,
        support: ctx.config.supportEmail,
        ...extra
      })
    );
    ctx.log.info({ userId: user.id, kind }, "security notice mailed");
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id, kind }, "security notice could not be sent");
  }
}
async function correctUnverifiedEmail(ctx, user, input) {
  if (!user.verificationId) throw notFound(VERIFICATION_MESSAGES.notFound);
  const verificationId = user.verificationId;
  const { code, codeHash } = createCode();
  try {
    await ctx.db.transaction(async (tx) => {
      const txDb = tx;
      if (!await setUnverifiedEmail(txDb, user.id, input.sendEmailTo))
        throw notFound(USER_MESSAGES.userNotFound);
      if (!await replaceCode(txDb, verificationId, codeHash, codeExpiry(), input.sendEmailTo)) {
        throw fieldError("sendEmailTo", VERIFICATION_MESSAGES.alreadyUsed);
      }
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(VERIFICATION_MESSAGES.emailTaken, "sendEmailTo");
    throw error;
  }
  ctx.log.info({ userId: user.id, verificationId }, "unverified e-mail corrected; new code mailed");
  try {
    await mailCode(ctx, {
      type: "ACCOUNT_VERIFICATION",
      language: input.language,
      to: input.sendEmailTo,
      name: user.firstName,
      code
    });
  } catch (error) {
    ctx.log.error({ err: error, verificationId }, "verification mail could not be sent");
    throw mailFailed();
  }
  return { id: verificationId };
}

// apps/server/src/lib/phone.ts
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
var CALLING_CODES = new Set(getCountries().map((country) => getCountryCallingCode(country)));
function normalizePhone(phone) {
  const callingCode = phone.countryCode.replace(/\D/g, "");
  const raw = phone.number.replace(/[\s()-]/g, "");
  if (!raw || !callingCode && !raw.startsWith("+")) return null;
  if (callingCode && !CALLING_CODES.has(callingCode)) return null;
  try {
    const parsed = parsePhoneNumberFromString(raw, { defaultCallingCode: callingCode || void 0 });
    if (!parsed?.isValid()) return null;
    return {
      countryCode: `+${parsed.countryCallingCode}`,
      number: parsed.nationalNumber,
      e164: parsed.number
    };
  } catch {
    return null;
  }
}
function requirePhone(phone) {
  const callingCode = phone.countryCode.replace(/\D/g, "");
  if (callingCode && !CALLING_CODES.has(callingCode)) {
    throw fieldError("phoneNumber.countryCode", USER_MESSAGES.phoneInvalid);
  }
  const normalized = normalizePhone(phone);
  if (!normalized) throw fieldError("phoneNumber.number", USER_MESSAGES.phoneInvalid);
  return normalized;
}
function phoneUsernameToE164(username) {
  const value = username.trim();
  if (!value.startsWith("+")) return null;
  try {
    const parsed = parsePhoneNumberFromString(value.replace(/[\s()-]/g, ""));
    return parsed ? parsed.number : null;
  } catch {
    return null;
  }
}

// apps/server/src/modules/users/users.repo.ts
import { and as and4, asc, desc as desc3, eq as eq4, sql as sql2 } from "drizzle-orm";

// apps/server/src/db/prepared.ts
function preparedFor(prepare) {
  const made = /* @__PURE__ */ new WeakMap();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = prepare(db);
      made.set(db, statement);
    }
    return statement;
  };
}

// apps/server/src/modules/users/users.repo.ts
async function insertUser(db, row) {
  const [created] = await db.insert(users).values(row).returning();
  return created;
}
async function findUserById(db, id) {
  const [row] = await db.select().from(users).where(eq4(users.id, id)).limit(1);
  return row ?? null;
}
async function findUserByEmail(db, email) {
  const [row] = await db.select().from(users).where(sql2`lower(${users.email}) = lower(${email.trim()})`).limit(1);
  return row ?? null;
}
async function findUserByPhone(db, e164) {
  const [row] = await db.select().from(users).where(eq4(users.phoneE164, e164)).limit(1);
  return row ?? null;
}
var flagColumns = {
  user: users,
  player: sql2`exists (select 1 from ${players} where ${players}."user_id" = ${users}."id")`,
  manager: sql2`exists (select 1 from ${managers} where ${managers}."user_id" = ${users}."id")`
};
async function selectWithFlags(db, where) {
  return db.select(flagColumns).from(users).where(where).orderBy(asc(users.createdAt), asc(users.id));
}
var userWithFlags = preparedFor(
  (db) => db.select(flagColumns).from(users).where(eq4(users.id, sql2.placeholder("id"))).prepare("find_user_with_flags")
);
async function findUserWithFlags(db, id) {
  const [row] = await userWithFlags(db).execute({ id });
  return row ?? null;
}
async function listAdminUsers(db) {
  return selectWithFlags(db, sql2`${users.authorities} && array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']::text[]`);
}
async function updateUser(db, id, patch) {
  const [row] = await db.update(users).set({ ...patch, updatedAt: sql2`now()` }).where(eq4(users.id, id)).returning();
  return row ?? null;
}
async function setFirstAuthority(db, id, authority) {
  const rows = await db.update(users).set({ authorities: [authority], updatedAt: sql2`now()` }).where(and4(eq4(users.id, id), sql2`cardinality(${users.authorities}) = 0`)).returning({ id: users.id });
  return rows.length === 1;
}
async function activateUser(db, id) {
  await db.update(users).set({ status: "ACTIVE", updatedAt: sql2`now()` }).where(and4(eq4(users.id, id), eq4(users.status, "NON_VERIFIED")));
}
function likePattern(value) {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
async function searchUsers(db, search) {
  const conditions = [];
  const query = search.query?.trim();
  if (query) {
    const pattern = likePattern(query.toLowerCase());
    const digits = query.replace(/[^\d]/g, "");
    const matches = [
      sql2`lower(${users.email}) like ${pattern}`,
      sql2`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`
    ];
    if (digits.length >= 3) {
      matches.push(sql2`${users.phoneE164} like ${likePattern(digits.replace(/^0+/, ""))}`);
    }
    conditions.push(sql2`(${sql2.join(matches, sql2` or `)})`);
  }
  if (search.role) conditions.push(sql2`${search.role} = any(${users.authorities})`);
  if (search.status) conditions.push(eq4(users.status, search.status));
  const where = conditions.length ? and4(...conditions) : void 0;
  const rows = await db.select(flagColumns).from(users).where(where).orderBy(desc3(users.createdAt), desc3(users.id)).limit(search.size).offset(search.page * search.size);
  const [count] = await db.select({ n: sql2`count(*)::int` }).from(users).where(where);
  return { rows, total: count?.n ?? 0 };
}
async function lockUserById(db, id) {
  const [row] = await db.select().from(users).where(eq4(users.id, id)).for("update").limit(1);
  return row ?? null;
}
async function turnOnTwoFactor(db, id, step) {
  const rows = await db.update(users).set({ twoFaEnabled: true, totpLastStep: step, updatedAt: sql2`now()` }).where(and4(eq4(users.id, id), eq4(users.twoFaEnabled, false), sql2`${users.totpSecret} is not null`)).returning({ id: users.id });
  return rows.length === 1;
}

// apps/server/src/modules/users/users.service.ts
var KNOWN_ROLES = new Set(ROLES);
var SELF_SERVICE_ROLES = ["PLAYER", "MANAGER", "PUBLIC"];
var ADMIN_AUTHORITIES = ["ROLE_ADMIN", "ROLE_SUPER_ADMIN"];
function toUserJson({ user, player, manager }) {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneCountryCode && user.phoneNumber ? { countryCode: user.phoneCountryCode, number: user.phoneNumber } : null,
    status: user.status,
    verificationId: user.verificationId,
    authorities: user.authorities.filter((role) => KNOWN_ROLES.has(role)),
    twoFAEnabledStatus: user.twoFaEnabled,
    player: Boolean(player),
    manager: Boolean(manager),
    language: asLanguage(user.language)
  };
}
async function getUserJson(db, id) {
  const found = await findUserWithFlags(db, id);
  if (!found) throw notFound(USER_MESSAGES.userNotFound);
  return toUserJson(found);
}
function duplicateUserError(error, emailField = "email") {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return constraint.includes("phone") ? conflict(USER_MESSAGES.phoneTaken, "phoneNumber") : conflict(USER_MESSAGES.emailTaken, emailField);
}
async function signUp(ctx, input) {
  const phone = requirePhone(input.phoneNumber);
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(USER_MESSAGES.emailTaken, "email");
  if (await findUserByPhone(ctx.db, phone.e164)) throw conflict(USER_MESSAGES.phoneTaken, "phoneNumber");
  const passwordHash = await hashPassword(input.password);
  const verificationId = randomUUID2();
  let created;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const txDb = tx;
      const user = await insertUser(txDb, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneCountryCode: phone.countryCode,
        phoneNumber: phone.number,
        phoneE164: phone.e164,
        passwordHash,
        status: "NON_VERIFIED",
        authorities: [],
        language: input.language,
        verificationId
      });
      const { code } = await startVerification(txDb, {
        id: verificationId,
        userId: user.id,
        type: "ACCOUNT_VERIFICATION",
        sendTo: user.email
      });
      return { user, code };
    });
  } catch (error) {
    throw duplicateUserError(error) ?? error;
  }
  ctx.log.info({ userId: created.user.id }, "account created");
  try {
    await mailCode(ctx, {
      type: "ACCOUNT_VERIFICATION",
      language: input.language,
      to: created.user.email,
      name: created.user.firstName,
      code: created.code
    });
  } catch (error) {
    ctx.log.error({ err: error, userId: created.user.id }, "sign-up code could not be mailed");
  }
  return toUserJson({ user: created.user, player: false, manager: false });
}
async function verifyAccount(ctx, requester, input) {
  let verification = await findVerification(ctx.db, input.id);
  if (!verification) {
    const user = await findUserById(ctx.db, input.id);
    if (user?.verificationId) verification = await findVerification(ctx.db, user.verificationId);
  }
  if (verification?.type !== "ACCOUNT_VERIFICATION" || requester && requester.id !== verification.userId) {
    throw notFound(VERIFICATION_MESSAGES.notFound);
  }
  await consumeCode(ctx.db, verification, input.code, "code", (tx, used) => activateUser(tx, used.userId));
  ctx.log.info({ userId: verification.userId }, "account verified");
  return getUserJson(ctx.db, verification.userId);
}
async function setRole(ctx, requester, input) {
  const authority = `ROLE_${input.role}`;
  if (!isAdmin(requester)) {
    if (requester.id !== input.id || !SELF_SERVICE_ROLES.includes(input.role)) throw forbidden();
    if (!await setFirstAuthority(ctx.db, input.id, authority)) {
      const current = await findUserById(ctx.db, input.id);
      const same = current?.authorities.length === 1 && current.authorities[0] === authority;
      if (!same) throw forbidden(USER_MESSAGES.roleAlreadyChosen);
    }
    ctx.log.info({ userId: input.id, role: authority }, "role chosen");
    return getUserJson(ctx.db, input.id);
  }
  const target = await findUserById(ctx.db, input.id);
  if (!target) throw notFound(USER_MESSAGES.userNotFound);
  const touchesAdmin = ADMIN_AUTHORITIES.includes(authority) || target.authorities.some((r) => ADMIN_AUTHORITIES.includes(r));
  if (touchesAdmin && !requester.authorities.includes("ROLE_SUPER_ADMIN")) {
    throw forbidden(USER_MESSAGES.adminRoleNeedsSuperAdmin);
  }
  await ctx.db.transaction(async (tx) => {
    const txDb = tx;
    await updateUser(txDb, input.id, { authorities: [authority] });
    await recordAuditEvent(txDb, {
      actorId: requester.id,
      action: "user.role",
      targetType: "user",
      targetId: input.id,
      detail: {
        email: target.email,
        before: { authorities: target.authorities },
        after: { authorities: [authority] }
      }
    });
  });
  ctx.log.info({ userId: input.id, role: authority, by: requester.id }, "role set by an admin");
  return getUserJson(ctx.db, input.id);
}
async function listAdmins(db) {
  return (await listAdminUsers(db)).map(toUserJson);
}
async function createAdminUser(db, input, authority, actorId = null) {
  if (await findUserByEmail(db, input.email)) throw conflict(USER_MESSAGES.emailTaken, "email");
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const txDb = tx;
      const created = await insertUser(txDb, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        status: "ACTIVE",
        authorities: [authority],
        language: "en"
      });
      await recordAuditEvent(txDb, {
        actorId,
        action: "admin.create",
        targetType: "user",
        targetId: created.id,
        detail: { after: { email: created.email, authorities: created.authorities } }
      });
      return created;
    });
    return toUserJson({ user, player: false, manager: false });
  } catch (error) {
    throw duplicateUserError(error) ?? error;
  }
}
async function readUser(db, requester, id) {
  await requireUserAccess(db, requester, "read-profile", id);
  return getUserJson(db, id);
}

export {
  ADMIN_ROLES,
  isAdmin,
  recordAuditEvent,
  findLastAuditEvent,
  AppError,
  badRequest,
  fieldError,
  forbidden,
  notFound,
  conflict,
  OAuthError,
  escapeHtml,
  fillTemplate,
  uniqueViolation,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  asLanguage,
  resolveLanguage,
  acceptLanguage,
  translate,
  preparedFor,
  findUserById,
  findUserByEmail,
  findUserByPhone,
  updateUser,
  searchUsers,
  lockUserById,
  turnOnTwoFactor,
  hashPassword,
  verifyPassword,
  requireAccess,
  requireUserAccess,
  requirePlayer,
  confirmPassword,
  findOpenVerificationOf,
  replaceVerification,
  mailCode,
  loadOwnVerification,
  consumeCode,
  createEmailChangeVerification,
  resendVerificationCode,
  mailSecurityNotice,
  requirePhone,
  phoneUsernameToE164,
  toUserJson,
  getUserJson,
  duplicateUserError,
  signUp,
  verifyAccount,
  setRole,
  listAdmins,
  createAdminUser,
  readUser
};
//# sourceMappingURL=shared-KTATZOG3.js.map
