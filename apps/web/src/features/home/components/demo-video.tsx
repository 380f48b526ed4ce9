import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_VIDEO_SIZE, demoVideo, videoLanguage } from '../media';

function PlayIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="rgba(11, 93, 59, 0.92)" stroke="#fff" strokeWidth="2" />
      <path d="M26 20v24l19-12z" fill="#fff" />
    </svg>
  );
}

/**
 * The demo clip of the current language (spec §2). Until the visitor presses play only the small
 * poster downloads; then the clip plays muted and loops. A language change mounts a new <video>
 * (key), which loads the other language's source.
 */
export function DemoVideo() {
  const { t, i18n } = useTranslation();
  const [started, setStarted] = useState(false);
  const language = videoLanguage(i18n.resolvedLanguage ?? i18n.language);
  const media = demoVideo(language);
  const { width, height } = DEMO_VIDEO_SIZE;
  return (
    <figure className="demo-video mb-0">
      <div className="demo-video-frame">
        {started ? (
          <video
            key={language}
            className="demo-video-media"
            width={width}
            height={height}
            poster={media.poster}
            autoPlay
            loop
            muted
            playsInline
            controls
            preload="auto"
            aria-label={t('home.video.label')}
            data-language={language}
          >
            <source src={media.webm} type="video/webm" />
            <source src={media.mp4} type="video/mp4" />
            {t('home.video.unsupported')}
          </video>
        ) : (
          <button type="button" className="demo-video-cover" onClick={() => setStarted(true)}>
            <img
              className="demo-video-media"
              src={media.poster}
              width={width}
              height={height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <span className="demo-video-play">
              <PlayIcon />
              <span className="visually-hidden">{t('home.video.play')}</span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="small text-center mt-2">{t('home.video.caption')}</figcaption>
    </figure>
  );
}
