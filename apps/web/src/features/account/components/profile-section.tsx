import type { BaseSyntheticEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';

interface ProfileSectionProps {
  /** Prefix of the heading's id (the section is labelled by its heading). */
  id: string;
  title: string;
  /** A sentence under the heading, if any. */
  intro?: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  /** An error that belongs to no field (shown above the fields). */
  error?: string;
  saveLabel: string;
  className?: string;
  children: ReactNode;
}

/**
 * One correctable part of the Profile tab (the person, the player, the coach): a titled section
 * with its own form, an error above the fields, and a Save that shows "Saving…" while busy.
 */
export function ProfileSection({
  id,
  title,
  intro,
  onSubmit,
  busy,
  error,
  saveLabel,
  className = '',
  children,
}: ProfileSectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-title`} className={`border rounded p-3 ${className}`.trim()}>
      <h2 id={`${id}-title`} className="h5">
        {title}
      </h2>
      {intro && <p className="text-body-secondary">{intro}</p>}
      <Form noValidate onSubmit={onSubmit} aria-busy={busy}>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        {children}
        <BusyButton type="submit" variant="primary" busy={busy}>
          {busy ? t('account.profile.saving') : saveLabel}
        </BusyButton>
      </Form>
    </section>
  );
}
