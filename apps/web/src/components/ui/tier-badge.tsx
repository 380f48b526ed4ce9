import type { ChallengeTier } from '@academy/contract';
import './tier-badge.css';
import { useTranslation } from 'react-i18next';

const TIER_CLASS: Record<ChallengeTier, string> = {
  GOLD: 'tier-badge tier-gold',
  SILVER: 'tier-badge tier-silver',
  BRONZE: 'tier-badge tier-bronze',
  NONE: 'tier-badge tier-none',
};

/** A challenge tier as a medal: its name in words (never only a colour) and a shape. */
export function TierBadge({ tier, className = '' }: { tier: ChallengeTier; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TIER_CLASS[tier]} ${className}`} data-tier={tier}>
      {tier !== 'NONE' && (
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="me-1" focusable="false">
          <circle cx="6" cy="6" r="5" fill="currentColor" opacity="0.35" />
          <circle cx="6" cy="6" r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      )}
      {t(`challenges.tier.${tier}`)}
    </span>
  );
}
