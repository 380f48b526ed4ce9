import type { Clip } from '@academy/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportButton } from '@/components/ui/report-button';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useAddComment, useGiveVerdict } from '../api/clips';

/** 75.3 → "1:15.3". */
export function formatMoment(seconds: number): string {
  const whole = Math.floor(seconds);
  const tenths = Math.round((seconds - whole) * 10) % 10;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}.${tenths}`;
}

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? errorText(error.code, error.message) : fallback;

/**
 * The clip with its comments at their moments (a comment's time seeks the video), and for a coach or
 * a guardian the timeline to pick a moment (clicking it seeks too) with a comment field; a coach
 * also gives the verdict. No download button (`controlsList="nodownload"`, no link to the file).
 */
export function ClipReview({
  clip,
  canComment,
  canJudge,
}: {
  clip: Clip;
  canComment: boolean;
  canJudge: boolean;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [moment, setMoment] = useState(0);
  const [text, setText] = useState('');
  const comment = useAddComment(clip.id);
  const verdict = useGiveVerdict(clip.id);
  const duration = clip.durationSeconds ?? 60;

  const seek = (seconds: number) => {
    setMoment(seconds);
    if (video.current) video.current.currentTime = seconds;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    comment.mutate({ atSeconds: moment, text: text.trim() }, { onSuccess: () => setText('') });
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/useMediaCaption: a drill filmed by a player has no speech to caption */}
      <video
        ref={video}
        src={clip.playbackUrl ?? undefined}
        poster={clip.posterUrl ?? undefined}
        controls
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        onContextMenu={(event) => event.preventDefault()}
        preload="metadata"
        playsInline
        aria-label={t('clips.video')}
        onTimeUpdate={(event) => setMoment(Math.round(event.currentTarget.currentTime * 10) / 10)}
        className="mb-1 rounded"
      />
      <div className="mb-3">
        <ReportButton targetType="CLIP" targetId={clip.id} />
      </div>
      {canComment && (
        <form onSubmit={submit} className="card card-body mb-3">
          <label htmlFor="clip-timeline" className="form-label">
            {t('clips.review.timeline', { time: formatMoment(moment) })}
          </label>
          <input
            id="clip-timeline"
            type="range"
            className="form-range clip-timeline"
            min={0}
            max={duration}
            step={0.1}
            value={moment}
            onChange={(event) => seek(Number(event.target.value))}
          />
          <label htmlFor="clip-comment" className="form-label mt-2">
            {t('clips.review.commentLabel', { time: formatMoment(moment) })}
          </label>
          <textarea
            id="clip-comment"
            className="form-control mb-2"
            rows={2}
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {comment.error && (
            <p className="alert alert-danger" role="alert">
              {messageOf(comment.error, t('clips.review.failed'))}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary align-self-start"
            disabled={comment.isPending || !text.trim()}
          >
            {comment.isPending ? t('clips.review.sending') : t('clips.review.send')}
          </button>
        </form>
      )}
      <section aria-labelledby="clip-comments-heading" className="mb-3">
        <h2 id="clip-comments-heading" className="h5">
          {t('clips.review.comments')}
        </h2>
        {clip.comments.length === 0 ? (
          <p>{t('clips.review.noComments')}</p>
        ) : (
          <ul className="list-unstyled">
            {clip.comments.map((c) => (
              <li key={c.id} className="mb-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary me-2"
                  onClick={() => seek(c.atSeconds)}
                >
                  {t('clips.review.at', { time: formatMoment(c.atSeconds) })}
                </button>
                <strong>{c.authorName}</strong>: <span className="text-break">{c.text}</span>
                <span className="ms-2">
                  <ReportButton targetType="COMMENT" targetId={c.id} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {canJudge && (
        <section aria-labelledby="clip-verdict-heading" className="card card-body">
          <h2 id="clip-verdict-heading" className="h5">
            {t('clips.review.verdictHeading')}
          </h2>
          <div className="d-flex flex-wrap gap-2">
            {(['APPROVED', 'TRY_AGAIN'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={`btn ${clip.verdict === value ? 'btn-success' : 'btn-outline-success'}`}
                aria-pressed={clip.verdict === value}
                disabled={verdict.isPending}
                onClick={() => verdict.mutate(value)}
              >
                {t(`clips.review.${value}`)}
              </button>
            ))}
          </div>
          {verdict.error && (
            <p className="alert alert-danger mt-2" role="alert">
              {messageOf(verdict.error, t('clips.review.failed'))}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
