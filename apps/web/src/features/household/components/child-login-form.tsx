import type { HouseholdChild } from '@academy/contract';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useSetChildLogin } from '../api/household';

/** A login for the child (username + six-digit PIN), or a new PIN; the guardian tells the child. */
export function ChildLoginForm({ child }: { child: HouseholdChild }) {
  const { t } = useTranslation();
  const ids = useId();
  const setLogin = useSetChildLogin();
  const { register, getValues, setValue } = useForm({
    defaultValues: { username: child.username ?? '', pin: '' },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit() {
    const { username, pin } = getValues();
    const next: Record<string, string> = {};
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/.test(username.trim()))
      next.username = t('household.login.usernameRule');
    if (!/^\d{6}$/.test(pin)) next.pin = t('household.login.pinRule');
    setErrors(next);
    if (Object.keys(next).length) return;
    setLogin.mutate(
      { playerId: child.playerId, username: username.trim(), pin },
      {
        onSuccess: (saved) => {
          setValue('pin', '');
          showToast({
            type: 'success',
            message: t('household.login.saved', { name: child.firstName, username: saved.username }),
          });
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.length) {
            setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
          }
        },
      },
    );
  }

  return (
    <Form
      noValidate
      className="border rounded p-3 mt-2"
      aria-label={t('household.login.formLabel', { name: child.firstName })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!setLogin.isPending) submit();
      }}
    >
      <p className="small mb-2">{t('household.login.intro', { name: child.firstName })}</p>
      <FormField
        id={`${ids}-username`}
        label={t('household.login.username')}
        className="mb-2"
        autoComplete="off"
        autoCapitalize="none"
        {...register('username')}
        error={errors.username ? { message: errors.username } : undefined}
      />
      <FormField
        id={`${ids}-pin`}
        label={t('household.login.pin')}
        hint={t('household.login.pinHint')}
        className="mb-3"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        {...register('pin', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
        error={errors.pin ? { message: errors.pin } : undefined}
      />
      <BusyButton type="submit" variant="outline-primary" size="sm" busy={setLogin.isPending}>
        {child.username ? t('household.login.reset') : t('household.login.give')}
      </BusyButton>
    </Form>
  );
}
