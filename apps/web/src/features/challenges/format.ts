import type { Challenge, ChallengeUnit } from '@academy/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';

/** A result as the player reads it: "23" or "14,9 s". */
export function formatValue(value: number, unit: ChallengeUnit, t: TFunction, language: string): string {
  return t(`challenges.value.${unit}`, { value: formatNumber(value, language) });
}

/** The key of the message when `raw` cannot be a result of the challenge, or null when it can. */
export function valueProblem(raw: string, challenge: Pick<Challenge, 'unit' | 'maxValue'>): string | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return 'challenges.record.errors.required';
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return 'challenges.record.errors.number';
  if (value > challenge.maxValue) return 'challenges.record.errors.tooHigh';
  if (challenge.unit === 'COUNT') return Number.isInteger(value) ? null : 'challenges.record.errors.whole';
  if (value === 0) return 'challenges.record.errors.positive';
  return Math.abs(value * 10 - Math.round(value * 10)) > 1e-6 ? 'challenges.record.errors.tenths' : null;
}

/** The value of a valid entry (a comma is a decimal mark too). */
export function parseValue(raw: string): number {
  return Number(raw.trim().replace(',', '.'));
}
