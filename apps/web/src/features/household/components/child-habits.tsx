import {
  FREEZE_REASONS,
  type FreezeReason,
  type HouseholdChild,
  type NotificationSettings,
} from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { showToast } from '@/lib/toast-store';
import { childNotificationsQuery, useFreeze, useSaveChildNotifications } from '../api/habits';

function todayHere(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A guardian pauses a child's weekly goal and turns the child's reminders and push on or off. */
export function ChildHabits({ child }: { child: HouseholdChild }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const freeze = useFreeze(child.playerId);
  const settings = useQuery(childNotificationsQuery(child.playerId));
  const saveSettings = useSaveChildNotifications(child.playerId);
  const [from, setFrom] = useState(todayHere);
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState<FreezeReason>('INJURY');
  const [daysError, setDaysError] = useState<string | null>(null);
  const [form, setForm] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (settings.data) setForm(settings.data);
  }, [settings.data]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });

  function pause(event: FormEvent) {
    event.preventDefault();
    const count = Number(days);
    if (!Number.isInteger(count) || count < 1 || count > 28) {
      setDaysError(t('habits.child.daysRule'));
      return;
    }
    setDaysError(null);
    freeze.mutate(
      { from, days: count, reason },
      {
        onSuccess: (made) =>
          showToast({
            type: 'success',
            message: t('habits.child.frozen', {
              name: child.firstName,
              date: date.format(new Date(`${made.until}T12:00:00Z`)),
            }),
          }),
      },
    );
  }

  function saveReminders(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    saveSettings.mutate(form, {
      onSuccess: () =>
        showToast({ type: 'success', message: t('habits.child.remindersSaved', { name: child.firstName }) }),
    });
  }

  return (
    <div className="border rounded p-2 mt-2">
      <Form onSubmit={pause} noValidate aria-labelledby={`${id}-freeze`}>
        <h3 id={`${id}-freeze`} className="h6">
          {t('habits.child.freezeHeading', { name: child.firstName })}
        </h3>
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <Form.Group controlId={`${id}-from`}>
            <Form.Label className="small mb-1">{t('habits.child.from')}</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={from}
              required
              onChange={(e) => setFrom(e.target.value)}
            />
          </Form.Group>
          <Form.Group controlId={`${id}-days`}>
            <Form.Label className="small mb-1">{t('habits.child.days')}</Form.Label>
            <Form.Control
              type="number"
              size="sm"
              min={1}
              max={28}
              value={days}
              isInvalid={!!daysError}
              onChange={(e) => setDays(e.target.value)}
            />
            <Form.Control.Feedback type="invalid">{daysError}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label className="small mb-1">{t('habits.child.reason')}</Form.Label>
            <Form.Select size="sm" value={reason} onChange={(e) => setReason(e.target.value as FreezeReason)}>
              {FREEZE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`habits.child.reasons.${r}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <BusyButton type="submit" size="sm" variant="outline-primary" busy={freeze.isPending}>
            {t('habits.child.freeze')}
          </BusyButton>
        </div>
      </Form>
      <Form onSubmit={saveReminders} className="mt-3" aria-labelledby={`${id}-reminders`}>
        <h3 id={`${id}-reminders`} className="h6">
          {t('habits.child.remindersHeading', { name: child.firstName })}
        </h3>
        {settings.isPending && <LoadingSpinner />}
        {form && (
          <>
            <Form.Check
              type="switch"
              id={`${id}-email`}
              label={t('habits.child.reminders')}
              checked={form.email.reminders}
              disabled={saveSettings.isPending}
              onChange={(e) => setForm({ ...form, email: { ...form.email, reminders: e.target.checked } })}
            />
            <Form.Check
              type="switch"
              id={`${id}-push`}
              label={t('habits.child.push')}
              checked={form.push.enabled}
              disabled={saveSettings.isPending}
              onChange={(e) => setForm({ ...form, push: { enabled: e.target.checked } })}
            />
            <BusyButton
              type="submit"
              size="sm"
              variant="outline-primary"
              className="mt-2"
              busy={saveSettings.isPending}
            >
              {t('habits.child.saveReminders')}
            </BusyButton>
          </>
        )}
      </Form>
    </div>
  );
}
