import { PRIVACY_POLICY_VERSION } from '@academy/contract';

/** The policy's sections in order (spec §1); the ids are the in-page anchors in every language. */
export const PRIVACY_SECTION_IDS = [
  'data-collected',
  'use-of-data',
  'sharing',
  'legal-basis',
  'users-under-16',
  'retention',
  'account-deletion',
  'right-to-be-forgotten',
  'access-and-portability',
  'security',
  'changes',
  'communication',
] as const;

export type PrivacySectionId = (typeof PRIVACY_SECTION_IDS)[number];

/** A list item, optionally led by a term in bold ("Account data:"). */
export type PrivacyListItem = string | { term: string; text: string };

export interface PrivacySection {
  title: string;
  paragraphs: readonly string[];
  items?: readonly PrivacyListItem[];
  /** Paragraphs after the list. */
  closing?: readonly string[];
}

/** One language's policy text; `Record` makes a missing section a type error. */
export interface PrivacyPolicy {
  intro: readonly string[];
  sections: Record<PrivacySectionId, PrivacySection>;
  /** The link to the support page at the end of the communication section. */
  contactLinkLabel: string;
}

/** The date of the policy's last change: the version a guardian approves. */
export const PRIVACY_LAST_CHANGED = PRIVACY_POLICY_VERSION;
