import { type FocusEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREENSHOT_KEYS, SCREENSHOT_SIZE, screenshotSrc, videoLanguage } from '../media';

export const CAROUSEL_INTERVAL_MS = 3000;
const count = SCREENSHOT_KEYS.length;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseGlyph({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
      {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zm5 0h3v11H9z" />}
    </svg>
  );
}

/**
 * Five app screenshots (spec §2): a new one every 3000 ms, paused while the pointer is over it or
 * focus is inside it, no indicators. A stop button is there too, for visitors who want it still.
 */
export function ScreenshotCarousel({ interval = CAROUSEL_INTERVAL_MS }: { interval?: number }) {
  const { t, i18n } = useTranslation();
  const language = videoLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Visitors who ask for less motion get a still carousel; the start button is there for them.
  const [stopped, setStopped] = useState(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const paused = hovered || focused || stopped;
  const slidesId = useId();

  useEffect(() => {
    if (paused) return;
    // Keyed on the index: a manual step restarts the full interval.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [paused, index, interval]);

  const show = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="screens-carousel"
      aria-roledescription={t('home.screens.roleDescription')}
      aria-label={t('home.screens.label')}
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="screens-controls">
        <button
          type="button"
          className="btn btn-light screens-button"
          aria-controls={slidesId}
          aria-label={t('home.screens.previous')}
          onClick={() => show(index - 1)}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className="btn btn-light screens-button"
          aria-label={stopped ? t('home.screens.start') : t('home.screens.stop')}
          onClick={() => setStopped((s) => !s)}
        >
          <PauseGlyph paused={stopped} />
        </button>
        <button
          type="button"
          className="btn btn-light screens-button"
          aria-controls={slidesId}
          aria-label={t('home.screens.next')}
          onClick={() => show(index + 1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <div id={slidesId} className="screens-slides" aria-live={paused ? 'polite' : 'off'}>
        {SCREENSHOT_KEYS.map((key, i) => (
          // A figure with a figcaption may not take a role (HTML): the slide group wraps it.
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group named "n of 5"
          <div
            key={key}
            className={`screens-slide${i === index ? ' active' : ''}`}
            role="group"
            aria-roledescription={t('home.screens.slide')}
            aria-label={t('home.screens.position', { position: i + 1, total: count })}
            aria-hidden={i !== index}
          >
            <figure>
              <div className="phone-frame">
                <img
                  src={screenshotSrc(key, language)}
                  width={SCREENSHOT_SIZE.width}
                  height={SCREENSHOT_SIZE.height}
                  alt={t(`home.screens.items.${key}.alt`)}
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <figcaption className="screens-caption">{t(`home.screens.items.${key}.caption`)}</figcaption>
            </figure>
          </div>
        ))}
      </div>
    </section>
  );
}
