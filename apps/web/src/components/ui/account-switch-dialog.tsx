import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { AccountSwitchPrompt } from '@/lib/account-switch';

/** "You are signed in as A: continue as B?" before a link's token replaces the session. */
export default function AccountSwitchDialog({ prompt }: { prompt: AccountSwitchPrompt }) {
  const { t } = useTranslation();
  return (
    <Modal show centered onHide={() => prompt.answer(false)} aria-labelledby="account-switch-title">
      <Modal.Header closeButton closeLabel={t('toast.close')}>
        <Modal.Title id="account-switch-title" as="h2" className="h5">
          {t('accountSwitch.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-break">
          {t('accountSwitch.body', { current: prompt.current, next: prompt.next })}
        </p>
      </Modal.Body>
      <Modal.Footer className="flex-column flex-sm-row align-items-stretch">
        <Button variant="primary" onClick={() => prompt.answer(false)} className="text-break">
          {t('accountSwitch.stay', { current: prompt.current })}
        </Button>
        <Button variant="outline-secondary" onClick={() => prompt.answer(true)} className="text-break">
          {t('accountSwitch.switch', { next: prompt.next })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
