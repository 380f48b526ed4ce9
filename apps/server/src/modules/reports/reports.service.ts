import {
  type AdminReport,
  type CreateReport,
  REPORT_MESSAGES,
  type ReportAction,
  type ReportReceipt,
  type ReportStatus,
  type ReportTargetType,
  type ResolveReport,
} from '@academy/contract';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { isAdmin, type ViewerOf } from '../../lib/viewer.ts';
import { clipLinkKey } from '../clips/clips.service.ts';
import { signedMediaUrl } from '../clips/media.ts';
import {
  findReportedContent,
  insertReport,
  listReports,
  lockReport,
  playerNames,
  type ReportedContent,
  type ReportRow,
  setHidden,
  settleReportsOf,
  targetOf,
} from './reports.repo.ts';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

/**
 * The content, if the viewer can see it: a clip (or a comment on a clip) through `read-clip`, a
 * coach's feedback through `read-feedback` (a coach reads only their own). Hidden or absent: 404
 * (admins see hidden content); a stranger: 403, as on the read paths.
 */
async function visibleContent(ctx: Ctx, viewer: ViewerOf, type: ReportTargetType, id: string) {
  const content = await findReportedContent(ctx.db, type, id);
  const hidden = content && (content.hidden || content.clipHidden);
  if (!content || (hidden && !isAdmin(viewer))) throw notFound(REPORT_MESSAGES.targetNotFound);
  const access = await requirePlayer(
    ctx.db,
    viewer,
    type === 'FEEDBACK' ? 'read-feedback' : 'read-clip',
    content.playerId,
  );
  if (type === 'FEEDBACK' && access.as === 'coach' && access.coach?.managerId !== content.managerId) {
    throw notFound(REPORT_MESSAGES.targetNotFound);
  }
  return content;
}

const receiptOf = (row: ReportRow): ReportReceipt => {
  const target = targetOf(row);
  return {
    id: row.id,
    targetType: target.type,
    targetId: target.id,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
};

/** `POST /api/v1/reports`: once per user and item (409 the second time, also for two at once). */
export async function createReport(ctx: Ctx, viewer: ViewerOf, body: CreateReport): Promise<ReportReceipt> {
  await visibleContent(ctx, viewer, body.targetType, body.targetId);
  const row = await insertReport(
    ctx.db,
    {
      userId: viewer.id,
      type: body.targetType,
      targetId: body.targetId,
      reason: body.reason,
      note: body.note ? body.note : null,
    },
    ctx.clock.now(),
  );
  if (!row) throw conflict(REPORT_MESSAGES.alreadyReported);
  return receiptOf(row);
}

function contentJson(ctx: Ctx, content: ReportedContent | null, names: Map<string, string>) {
  if (!content) return null;
  const playable = content.clipStatus === 'READY' && !content.hidden;
  return {
    playerId: content.playerId,
    playerName: names.get(content.playerId) ?? '',
    clipId: content.clipId,
    text: content.text,
    authorName: content.authorName,
    atSeconds: content.atSeconds,
    posterUrl: playable ? signedMediaUrl(clipLinkKey(ctx), content.clipId!, 'poster', ctx.clock.now()) : null,
    hidden: content.hidden || content.clipHidden,
  };
}

async function reportsJson(ctx: Ctx, rows: ReportRow[]): Promise<AdminReport[]> {
  const contents = await Promise.all(
    rows.map((row) => {
      const target = targetOf(row);
      return findReportedContent(ctx.db, target.type, target.id);
    }),
  );
  const names = await playerNames(ctx.db, [...new Set(contents.flatMap((c) => (c ? [c.playerId] : [])))]);
  return rows.map((row, i) => ({
    ...receiptOf(row),
    note: row.note,
    status: row.status,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolutionNote: row.resolutionNote,
    content: contentJson(ctx, contents[i] ?? null, names),
  }));
}

/** `GET /api/v1/admin/reports?status=`: the welfare queue (at most 200). */
export async function getReports(ctx: Ctx, status: ReportStatus): Promise<AdminReport[]> {
  return reportsJson(ctx, await listReports(ctx.db, status, 200));
}

/** Which reports an action takes, and what it makes of them and of the content. */
const ACTIONS: Record<ReportAction, { from: ReportStatus; to: ReportStatus; hide: boolean | null }> = {
  HIDE: { from: 'OPEN', to: 'HIDDEN', hide: true },
  DISMISS: { from: 'OPEN', to: 'DISMISSED', hide: null },
  RESTORE: { from: 'HIDDEN', to: 'RESTORED', hide: false },
};

const AUDIT_TARGET: Record<ReportTargetType, string> = {
  CLIP: 'clip',
  COMMENT: 'clip-comment',
  FEEDBACK: 'coach-feedback',
};

/**
 * `PUT /api/v1/admin/reports/{id}`: HIDE or DISMISS an OPEN report, RESTORE a HIDDEN one, with a note.
 * The action settles every report of the same content in that state, and is audited in the same
 * transaction. Two admins at once: the report is locked, the second gets 409.
 */
export async function resolveReport(
  ctx: Ctx,
  adminId: string,
  id: string,
  body: ResolveReport,
): Promise<AdminReport> {
  const rule = ACTIONS[body.action];
  const row = await ctx.db.transaction(async (tx) => {
    const found = await lockReport(tx, id);
    if (!found) throw notFound(REPORT_MESSAGES.reportNotFound);
    if (found.status !== rule.from) {
      throw new AppError(
        409,
        body.action === 'RESTORE' ? REPORT_MESSAGES.nothingToRestore : REPORT_MESSAGES.alreadyHandled,
      );
    }
    const target = targetOf(found);
    const now = ctx.clock.now();
    if (rule.hide !== null) await setHidden(tx, target, rule.hide ? now : null);
    await settleReportsOf(tx, target, rule.from, rule.to, { by: adminId, at: now, note: body.note });
    await recordAuditEvent(tx, {
      actorId: adminId,
      action: `report.${body.action.toLowerCase()}`,
      targetType: AUDIT_TARGET[target.type],
      targetId: target.id,
      detail: {
        reportId: found.id,
        reason: found.reason,
        note: body.note,
        before: { status: found.status },
        after: { status: rule.to },
      },
    });
    return (await lockReport(tx, id))!;
  });
  const [json] = await reportsJson(ctx, [row]);
  return json!;
}
