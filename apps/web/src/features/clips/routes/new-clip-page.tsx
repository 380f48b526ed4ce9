import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { playerQuery } from '@/lib/queries/player';
import { useUserState } from '@/lib/user-store';
import { startClipUpload, tooLarge } from '../api/tus-upload';
import { ClipRecorder, recorderType } from '../components/clip-recorder';
import '../clips.css';

type Phase = 'idle' | 'uploading' | 'done' | 'failed';

/**
 * /clips/new?sessionId=|challengeId= (&playerId= for a guardian): record (the phone's camera) or
 * pick a video and send it with tus, with a progress bar; a broken-off upload continues where it
 * stopped, also after the tab was closed (the same file picked again).
 */
export default function NewClipPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const challengeId = params.get('challengeId') ?? undefined;
  const userId = useUserState().user?.id ?? '';
  const ownPlayer = useQuery({ ...playerQuery(userId), enabled: !!userId && !params.get('playerId') });
  const playerId = params.get('playerId') ?? ownPlayer.data?.id ?? '';
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [resumed, setResumed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clipId, setClipId] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  // In-page recording where the browser can (MediaRecorder, WebM); else the camera through the file input.
  const [recordType, setRecordType] = useState(() => recorderType());
  const [cameraFailed, setCameraFailed] = useState(false);
  useEffect(() => () => stop.current?.(), []);

  const pick = (picked: File | undefined) => {
    setError(null);
    setPhase('idle');
    setProgress(0);
    setResumed(false);
    if (!picked) return setFile(null);
    if (tooLarge(picked)) {
      setFile(null);
      setError(t('serverErrors.clip.tooLarge'));
      return;
    }
    setFile(picked);
  };

  const send = async () => {
    if (!file || !playerId) return;
    setPhase('uploading');
    setError(null);
    stop.current = await startClipUpload(
      file,
      { playerId, sessionId, challengeId },
      {
        onProgress: (sent, total) => setProgress(total ? Math.round((sent / total) * 100) : 0),
        onResumed: () => setResumed(true),
        onSuccess: (id) => {
          setClipId(id);
          setPhase('done');
        },
        onError: (message) => {
          setError(message);
          setPhase('failed');
        },
      },
      t('clips.upload.failed'),
    );
  };

  const target = sessionId ?? challengeId;
  const busy = phase === 'uploading';
  return (
    <div className="container py-4 clips-page">
      <PageIntro title={t('clips.upload.title')} purpose={t('clips.upload.intro')} />
      {!target ? (
        <p className="alert alert-info">{t('clips.upload.missingTarget')}</p>
      ) : !playerId ? (
        ownPlayer.isError ? (
          <p className="alert alert-danger" role="alert">
            {t('clips.loadFailed')}
          </p>
        ) : (
          <LoadingSpinner label={t('clips.loading')} />
        )
      ) : (
        <section className="card" aria-labelledby="clip-upload-heading">
          <div className="card-body">
            <h2 id="clip-upload-heading" className="h5">
              {t('clips.upload.heading')}
            </h2>
            <div className="d-flex flex-wrap gap-2 mb-3">
              {recordType ? (
                <ClipRecorder
                  mimeType={recordType}
                  disabled={busy}
                  onRecorded={pick}
                  onUnavailable={() => {
                    setRecordType(null);
                    setCameraFailed(true);
                  }}
                />
              ) : (
                <label className={`btn btn-outline-primary${busy ? ' disabled' : ''}`}>
                  {t('clips.upload.record')}
                  <input
                    type="file"
                    accept="video/*"
                    capture="environment"
                    className="visually-hidden"
                    disabled={busy}
                    onChange={(event) => pick(event.target.files?.[0])}
                  />
                </label>
              )}
              <label className={`btn btn-outline-primary${busy ? ' disabled' : ''}`}>
                {t('clips.upload.choose')}
                <input
                  type="file"
                  accept="video/mp4,video/quicktime,video/webm,video/x-matroska"
                  className="visually-hidden"
                  data-testid="clip-file"
                  disabled={busy}
                  onChange={(event) => pick(event.target.files?.[0])}
                />
              </label>
            </div>
            {cameraFailed && <p className="alert alert-warning">{t('clips.recorder.unavailable')}</p>}
            {file && <p className="text-break">{t('clips.upload.picked', { name: file.name })}</p>}
            {phase !== 'idle' && (
              <div className="mb-3">
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={t('clips.upload.progress')}
                  aria-valuenow={progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="progress-bar" style={{ width: `${progress}%` }}>
                    {progress} %
                  </div>
                </div>
                {resumed && <p className="small mt-1 mb-0">{t('clips.upload.resumed')}</p>}
              </div>
            )}
            {error && (
              <p className="alert alert-danger" role="alert">
                {error}
              </p>
            )}
            {phase === 'done' && clipId ? (
              <div className="alert alert-success" role="status">
                <p>{t('clips.upload.done')}</p>
                <Link to={`/clips/${clipId}`} className="btn btn-success">
                  {t('clips.upload.open')}
                </Link>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={!file || busy}
                onClick={() => void send()}
              >
                {busy
                  ? t('clips.upload.sending')
                  : phase === 'failed'
                    ? t('clips.upload.retry')
                    : t('clips.upload.send')}
              </button>
            )}
            <p className="small text-body-secondary mt-3 mb-0">{t('clips.upload.rules')}</p>
          </div>
        </section>
      )}
    </div>
  );
}
