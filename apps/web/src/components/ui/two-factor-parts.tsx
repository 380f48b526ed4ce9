import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** The pieces of turning two-factor on that the account page and the admin console share. */

/** The QR code as an SVG data URL; the qrcode library downloads only when a key is shown. */
export async function renderQrCode(text: string): Promise<string> {
  const { toString: renderSvg } = await import('qrcode');
  const svg = await renderSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCode({ otpauthUrl }: { otpauthUrl: string }) {
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

/** The ten recovery codes, shown this once, with a copy button. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <div className="alert alert-warning" role="status">
        {t('account.twoFactor.recoveryIntro')}
      </div>
      <ul className="list-unstyled row row-cols-2 g-1 font-monospace fs-6" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="col user-select-all">
            {code}
          </li>
        ))}
      </ul>
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() =>
          void navigator.clipboard?.writeText(codes.join('\n')).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('account.twoFactor.copied') : t('account.twoFactor.copy')}
      </Button>
    </>
  );
}
