import { LANGUAGES, type User } from '@academy/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './profile-section';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { knownTimeZones } from '@/lib/time-zone';
import { showToast } from '@/lib/toast-store';
import { useUpdatePerson } from '../api/profile';
import { type PersonFormValues, personFormSchema } from '../schemas';

/** Each language named in itself, the way the flags' menu does. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  sv: 'Svenska',
  fr: 'Français',
  pt: 'Português',
};

function valuesOf(user: User): PersonFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    language: user.language,
    timeZone: user.timeZone ?? '',
  };
}

/** Name and language of the signed-in user (PUT /v1/user/{id}/person); players and coaches alike. */
export function PersonForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const mutation = useUpdatePerson();
  const zones = useMemo(() => {
    const known = knownTimeZones();
    return user.timeZone && !known.includes(user.timeZone) ? [user.timeZone, ...known] : known;
  }, [user.timeZone]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PersonFormValues>({ resolver: zodResolver(personFormSchema), defaultValues: valuesOf(user) });

  // Another tab or dialog changed the user: show what is saved unless something is being typed.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(user));
  }, [user, isDirty, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const updated = await mutation.mutateAsync({ user, person: values });
      reset(valuesOf(updated));
      showToast({ type: 'success', message: t('account.profile.personSaved') });
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        firstName: 'firstName',
        lastName: 'lastName',
        language: 'language',
        timeZone: 'timeZone',
      });
      if (message) setError('root', { type: 'server', message: t('account.profile.failed') });
    }
  });

  const busy = mutation.isPending;
  return (
    <ProfileSection
      id="person-form"
      className="mb-4"
      title={t('account.profile.personTitle')}
      onSubmit={submit}
      busy={busy}
      error={errors.root?.message}
      saveLabel={t('account.profile.savePerson')}
    >
      <Row className="g-3 mb-3">
        <Col xs={12} sm={6}>
          <FormField
            id="person-first-name"
            label={t('account.profile.firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            {...register('firstName')}
          />
        </Col>
        <Col xs={12} sm={6}>
          <FormField
            id="person-last-name"
            label={t('account.profile.lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            {...register('lastName')}
          />
        </Col>
        <Col xs={12} sm={6}>
          <Form.Group controlId="person-language">
            <Form.Label>{t('account.profile.language')}</Form.Label>
            <Form.Select aria-describedby="person-language-hint" {...register('language')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="person-language-hint">{t('account.profile.languageHint')}</Form.Text>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Group controlId="person-time-zone">
            <Form.Label>{t('timeZone.label')}</Form.Label>
            <Form.Select
              aria-describedby="person-time-zone-hint"
              isInvalid={Boolean(errors.timeZone)}
              {...register('timeZone')}
            >
              {!user.timeZone && <option value="">{t('timeZone.notSet')}</option>}
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="person-time-zone-hint">{t('timeZone.hint')}</Form.Text>
            {errors.timeZone?.message && (
              <Form.Control.Feedback type="invalid">{t(errors.timeZone.message)}</Form.Control.Feedback>
            )}
          </Form.Group>
        </Col>
      </Row>
    </ProfileSection>
  );
}
