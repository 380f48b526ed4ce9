import { type ComponentType, useId } from 'react';
import type { Language } from '@academy/contract';

const size = { width: 28, height: 20 };

function PortugalFlag() {
  return (
    <svg viewBox="0 0 30 20" {...size} aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#da291c" />
      <rect width="12" height="20" fill="#046a38" />
      <circle cx="12" cy="10" r="4" fill="#ffe900" stroke="#da291c" strokeWidth="0.8" />
      <path d="M10.2 8h3.6v3a1.8 1.8 0 0 1-3.6 0z" fill="#fff" stroke="#da291c" strokeWidth="0.6" />
    </svg>
  );
}

function FranceFlag() {
  return (
    <svg viewBox="0 0 3 2" {...size} aria-hidden="true" focusable="false">
      <rect width="3" height="2" fill="#ed2939" />
      <rect width="2" height="2" fill="#fff" />
      <rect width="1" height="2" fill="#002395" />
    </svg>
  );
}

function SwedenFlag() {
  return (
    <svg viewBox="0 0 16 10" {...size} aria-hidden="true" focusable="false">
      <rect width="16" height="10" fill="#006aa7" />
      <rect x="5" width="2" height="10" fill="#fecc00" />
      <rect y="4" width="16" height="2" fill="#fecc00" />
    </svg>
  );
}

function UnitedKingdomFlag() {
  const clipId = useId();
  return (
    <svg viewBox="0 0 60 30" {...size} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clipId})`} stroke="#c8102e" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}

const flags: Record<Language, ComponentType> = {
  pt: PortugalFlag,
  fr: FranceFlag,
  sv: SwedenFlag,
  en: UnitedKingdomFlag,
};

/** A decorative flag for a language; the control around it carries the label. */
export function FlagIcon({ language }: { language: Language }) {
  const Flag = flags[language];
  return <Flag />;
}
