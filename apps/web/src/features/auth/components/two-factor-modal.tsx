import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { login } from '@/lib/sign-in';

const twoFactorSchema = z.object({
  code: z.string().trim().min(1, 'validation.twoFactorCodeRequired'),
});
type TwoFactorValues = z.infer<typeof twoFactorSchema>;

interface TwoFactorModalProps {
  username: string;
  password: string;
  onClose: () => void;
}

/**
 * Spec §2/§4: asks for the authenticator code and re-sends the login with code, username and
 * password, then closes. A wrong code keeps it open with the server's reason, so the visitor can
 * type the next code without starting over.
 */
export default function TwoFactorModal({ username, password, onClose }: TwoFactorModalProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorValues>({ resolver: zodResolver(twoFactorSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await login(username, password, code);
    if (result === 'two-factor') {
      setError('code', { message: 'auth.twoFactor.invalidCode' }, { shouldFocus: true });
      return;
    }
    onClose();
  });

  const codeError = errors.code?.message;
  return (
    <Modal show onHide={onClose} centered aria-labelledby="two-factor-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('auth.twoFactor.close')}>
          <Modal.Title id="two-factor-title" as="h2" className="h5">
            {t('auth.twoFactor.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p id="two-factor-help">{t('auth.twoFactor.text')}</p>
          <Form.Group controlId="two-factor-code">
            <Form.Label>{t('auth.twoFactor.codeLabel')}</Form.Label>
            <Form.Control
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              isInvalid={Boolean(codeError)}
              aria-invalid={Boolean(codeError)}
              aria-describedby={codeError ? 'two-factor-help two-factor-code-error' : 'two-factor-help'}
              aria-required="true"
            />
            <Form.Control.Feedback type="invalid" id="two-factor-code-error">
              {codeError && t(codeError)}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={isSubmitting}>
            {t('auth.twoFactor.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {t('auth.twoFactor.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
