import { CLIP_MAX_SECONDS } from '@academy/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The first WebM type this browser's MediaRecorder can write, or null (no in-page recording). */
export function recorderType(): string | null {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  const types = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];
  return types.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

type State = 'idle' | 'starting' | 'recording';

/**
 * Records a clip in the page (MediaRecorder, WebM) with a live preview and a visible countdown: it
 * stops by itself at 60 s. `onRecorded` gets the file; `onUnavailable` when the camera cannot start
 * (refused, none), so the page offers the file picker instead. Rendered only where `recorderType()`.
 */
export function ClipRecorder({
  mimeType,
  disabled,
  onRecorded,
  onUnavailable,
}: {
  mimeType: string;
  disabled: boolean;
  onRecorded: (file: File) => void;
  onUnavailable: () => void;
}) {
  const { t } = useTranslation();
  const preview = useRef<HTMLVideoElement>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<State>('idle');
  const [left, setLeft] = useState(CLIP_MAX_SECONDS);

  const release = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (preview.current) preview.current.srcObject = null;
  };
  // Leaving the page mid-recording: drop the recording and free the camera.
  useEffect(
    () => () => {
      const rec = recorder.current;
      if (rec?.state === 'recording') {
        rec.onstop = null;
        rec.stop();
      }
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  // The countdown; at 0 the recording stops (the clip may be at most 60 s).
  useEffect(() => {
    if (state !== 'recording') return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, CLIP_MAX_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) recorder.current?.stop();
    }, 250);
    return () => window.clearInterval(timer);
  }, [state]);

  const start = async () => {
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
    } catch {
      setState('idle');
      onUnavailable();
      return;
    }
    if (preview.current) {
      preview.current.srcObject = stream.current;
      preview.current.play()?.catch(() => {});
    }
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(stream.current, { mimeType, videoBitsPerSecond: 2_500_000 });
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      release();
      setState('idle');
      setLeft(CLIP_MAX_SECONDS);
      const type = mimeType.split(';')[0]!;
      onRecorded(new File(chunks, `clip-${Date.now()}.webm`, { type, lastModified: Date.now() }));
    };
    recorder.current = rec;
    rec.start(1000);
    setLeft(CLIP_MAX_SECONDS);
    setState('recording');
  };

  return (
    <div className="w-100">
      <video
        ref={preview}
        muted
        playsInline
        aria-label={t('clips.recorder.preview')}
        className={state === 'idle' ? 'd-none' : 'mb-2 rounded'}
      />
      {state === 'recording' ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <button type="button" className="btn btn-danger" onClick={() => recorder.current?.stop()}>
            {t('clips.recorder.stop')}
          </button>
          <p className="mb-0 fw-semibold" role="timer" aria-live="off">
            {t('clips.recorder.left', { seconds: left })}
          </p>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={disabled || state === 'starting'}
          onClick={() => void start()}
        >
          {t('clips.recorder.start')}
        </button>
      )}
    </div>
  );
}
