import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneController } from '@/components/ui/phone-input';
import { type SignupValues, signupSchema } from './signup-schema';

/** A message for one field from the server (a 409 for a taken e-mail or phone, or a 400). */
export interface ServerFieldError {
  field: 'fullName' | 'email' | 'phone' | 'password';
  message: string;
}

interface SignupInfoFormProps {
  defaultValues: SignupValues;
  serverErrors: ServerFieldError[];
  onContinue: (values: SignupValues) => void;
}

/** Sign-up step 1 (spec §2, §5): full name, e-mail, phone, password and its confirmation. */
export function SignupInfoForm({ defaultValues, serverErrors, onContinue }: SignupInfoFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupValues>({ resolver: zodResolver(signupSchema), defaultValues });

  useEffect(() => {
    serverErrors.forEach((error, index) => {
      setError(error.field, { type: 'server', message: error.message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError]);

  const message = (name: keyof SignupValues) => {
    const text = errors[name]?.message;
    return text ? t(text) : undefined;
  };
  const errorId = (name: string) => `${ids}-${name}-error`;

  const textField = (
    name: 'fullName' | 'email' | 'password' | 'confirmPassword',
    type: string,
    autoComplete: string,
  ) => {
    const error = message(name);
    return (
      <Form.Group className="mb-3" controlId={`${ids}-${name}`}>
        <Form.Label>{t(`auth.signup.${name}Label`)}</Form.Label>
        <Form.Control
          {...register(name)}
          type={type}
          autoComplete={autoComplete}
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-required="true"
          aria-describedby={error ? errorId(name) : undefined}
        />
        <Form.Control.Feedback type="invalid" id={errorId(name)}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onContinue)}>
      {textField('fullName', 'text', 'name')}
      {textField('email', 'email', 'email')}
      <PhoneController control={control} name="phone" id={`${ids}-phone`} className="mb-3" showValidity />
      {textField('password', 'password', 'new-password')}
      {textField('confirmPassword', 'password', 'new-password')}
      <Button type="submit" variant="primary" className="w-100 mt-2">
        {t('auth.signup.continue')}
      </Button>
    </Form>
  );
}
