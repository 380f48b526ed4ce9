import type { NotificationSettings } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { showToast } from '@/lib/toast-store';
import {
  notificationsQuery,
  PushBlockedError,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
  useSaveNotifications,
} from '../api/notifications';

/**
 * The notification settings (api-contract.md part 2, "Habits"): e-mail reminders, the weekly
 * digest, push on this device and the quiet hours. Push asks the browser's permission first.
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(notificationsQuery);
  const save = useSaveNotifications();
  const [form, setForm] = useState<NotificationSettings | null>(null);
  const [pushBusy, setPushBusy] = useState(false);
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);

  async function flipPush(on: boolean) {
    if (!form) return;
    setPushProblem(null);
    setPushBusy(true);
    try {
      if (on) await subscribeThisDevice();
      else await unsubscribeThisDevice();
      const next = { ...form, push: { enabled: on } };
      await save.mutateAsync(next);
      setForm(next);
      showToast({
        type: 'success',
        message: t(on ? 'habits.notifications.pushOn' : 'habits.notifications.pushOff'),
      });
    } catch (error) {
      if (error instanceof PushBlockedError) setPushProblem(t('habits.notifications.pushDenied'));
      else if (on) await unsubscribeThisDevice().catch(() => undefined);
    } finally {
      setPushBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    save.mutate(form, {
      onSuccess: () => showToast({ type: 'success', message: t('habits.notifications.saved') }),
    });
  }

  const busy = save.isPending || pushBusy;
  return (
    <section aria-labelledby={`${id}-heading`} className="border rounded p-3 mt-4">
      <h2 id={`${id}-heading`} className="h6">
        {t('habits.notifications.heading')}
      </h2>
      <p className="small text-body-secondary">{t('habits.notifications.intro')}</p>
      {query.isPending && <LoadingSpinner />}
      {query.isError && <Alert variant="danger">{t('habits.notifications.loadFailed')}</Alert>}
      {form && (
        <Form onSubmit={submit}>
          <Form.Check
            type="switch"
            id={`${id}-reminders`}
            label={t('habits.notifications.emailReminders')}
            checked={form.email.reminders}
            disabled={busy}
            onChange={(e) => setForm({ ...form, email: { ...form.email, reminders: e.target.checked } })}
          />
          <Form.Check
            type="switch"
            id={`${id}-digest`}
            label={t('habits.notifications.weeklyDigest')}
            checked={form.email.weeklyDigest}
            disabled={busy}
            onChange={(e) => setForm({ ...form, email: { ...form.email, weeklyDigest: e.target.checked } })}
          />
          <Form.Check
            type="switch"
            id={`${id}-push`}
            label={t('habits.notifications.push')}
            checked={form.push.enabled}
            disabled={busy || !pushSupported()}
            onChange={(e) => void flipPush(e.target.checked)}
          />
          {!pushSupported() && (
            <p className="small text-body-secondary mb-0">{t('habits.notifications.pushUnsupported')}</p>
          )}
          {pushProblem && (
            <p className="small text-danger mb-0" role="alert">
              {pushProblem}
            </p>
          )}
          <fieldset className="d-flex flex-wrap gap-3 mt-3">
            <legend className="small fw-semibold mb-1">{t('habits.notifications.quietHours')}</legend>
            <Form.Group controlId={`${id}-quiet-from`}>
              <Form.Label className="small mb-1">{t('habits.notifications.quietFrom')}</Form.Label>
              <Form.Control
                type="time"
                size="sm"
                required
                value={form.quietHours.from}
                disabled={busy}
                onChange={(e) =>
                  setForm({ ...form, quietHours: { ...form.quietHours, from: e.target.value } })
                }
              />
            </Form.Group>
            <Form.Group controlId={`${id}-quiet-to`}>
              <Form.Label className="small mb-1">{t('habits.notifications.quietTo')}</Form.Label>
              <Form.Control
                type="time"
                size="sm"
                required
                value={form.quietHours.to}
                disabled={busy}
                onChange={(e) => setForm({ ...form, quietHours: { ...form.quietHours, to: e.target.value } })}
              />
            </Form.Group>
          </fieldset>
          <p className="small text-body-secondary mt-2">{t('habits.notifications.childNote')}</p>
          <BusyButton type="submit" size="sm" variant="primary" busy={save.isPending} disabled={pushBusy}>
            {t('habits.notifications.save')}
          </BusyButton>
        </Form>
      )}
    </section>
  );
}
