import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { PageIntro } from '@/components/ui/page-intro';
import { isApiError } from '@/lib/api-client';

/** The words of one such page, already translated. */
export interface TokenPasswordTexts {
  title: string;
  purpose: string;
  invalid: string;
  password: string;
  hint?: string;
  confirm: string;
  submit: string;
  mismatch: string;
  signIn: string;
}

/**
 * A page a mailed link opens (`?token=…`) to choose a password, typed twice: a new admin's own
 * password, a grown-up child taking over their account. A link without a token, or one the server
 * refuses on `token`, says the link no longer works; any other refusal stays on the form with its
 * message. `send` makes the call; `done` says what happened, above the link to sign in.
 */
export function TokenPasswordPage<Result>({
  texts,
  send,
  done,
}: {
  texts: TokenPasswordTexts;
  send: (token: string, password: string) => Promise<Result>;
  done: (result: Result) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit, formState } = useForm({ defaultValues: { password: '', confirm: '' } });
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'invalid' | { result: Result }>(token ? 'form' : 'invalid');

  async function save({ password, confirm }: { password: string; confirm: string }) {
    if (!password) return setError(t('validation.passwordRequired'));
    if (password !== confirm) return setError(texts.mismatch);
    setError(null);
    try {
      setState({ result: await send(token, password) });
    } catch (failure) {
      if (isApiError(failure) && failure.fieldErrors.some((f) => f.field === 'token')) setState('invalid');
      else if (isApiError(failure)) setError(failure.fieldErrors[0]?.message ?? failure.message);
      else setError(t('messages.somethingWentWrong'));
    }
  }

  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro title={texts.title} purpose={texts.purpose} />
      {state === 'invalid' && <Alert variant="warning">{texts.invalid}</Alert>}
      {typeof state === 'object' && (
        <Alert variant="success">
          <p>{done(state.result)}</p>
          <Link to="/auth/login">{texts.signIn}</Link>
        </Alert>
      )}
      {state === 'form' && (
        <Form noValidate onSubmit={handleSubmit(save)}>
          <FormField
            id={`${ids}-password`}
            label={texts.password}
            hint={texts.hint}
            type="password"
            autoComplete="new-password"
            className="mb-3"
            error={error ? { type: 'server', message: error } : undefined}
            {...register('password')}
          />
          <FormField
            id={`${ids}-confirm`}
            label={texts.confirm}
            type="password"
            autoComplete="new-password"
            className="mb-3"
            {...register('confirm')}
          />
          <BusyButton type="submit" variant="primary" className="w-100" busy={formState.isSubmitting}>
            {texts.submit}
          </BusyButton>
        </Form>
      )}
    </div>
  );
}
