import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** The QR code as an SVG data URL; the qrcode library downloads only when a key is shown. */
export async function renderQrCode(text: string): Promise<string> {
  const { toString: renderSvg } = await import('qrcode');
  const svg = await renderSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function QrCode({ otpauthUrl }: { otpauthUrl: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    renderQrCode(otpauthUrl).then(
      (src) => live && setImage({ url: otpauthUrl, src }),
      (error: unknown) => {
        console.error('QR code not rendered', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [otpauthUrl]);

  if (failed) return null;
  if (image?.url !== otpauthUrl) {
    return (
      <div className="d-flex justify-content-center align-items-center" style={{ width: 200, height: 200 }}>
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('account.twoFactor.qrLoading')}</span>
        </Spinner>
      </div>
    );
  }
  return (
    <img src={image.src} width={200} height={200} alt={t('account.twoFactor.qrAlt')} className="img-fluid" />
  );
}

interface TwoFactorKeyModalProps {
  secret: { key: string; otpauthUrl: string | null } | null;
  onClose: () => void;
}

/** Spec §2 "Two-factor code display": the authenticator key after enabling, with its QR code. */
export function TwoFactorKeyModal({ secret, onClose }: TwoFactorKeyModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={!!secret} onHide={onClose} backdrop="static" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('account.modal.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('account.twoFactor.keyTitle')}
        </Modal.Title>
      </Modal.Header>
      {secret && (
        <Modal.Body className="text-center">
          <p className="text-start">{t('account.twoFactor.keyIntro')}</p>
          {secret.otpauthUrl && <QrCode otpauthUrl={secret.otpauthUrl} />}
          <p className="mt-3 mb-1 small text-body-secondary">{t('account.twoFactor.keyLabel')}</p>
          <code className="d-block fs-5 text-break user-select-all" data-testid="two-factor-key">
            {secret.key}
          </code>
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          {t('account.twoFactor.done')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
