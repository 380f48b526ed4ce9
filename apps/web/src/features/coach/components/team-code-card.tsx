import type { ManagerMe } from '@academy/contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { joinPath } from '@/lib/flows/team-invite';
import { useRenewTeamCode } from '../api/coach';

/** The join link players open: the code in the address, on this site. */
export function joinLink(teamCode: string): string {
  return new URL(joinPath(teamCode), window.location.origin).toString();
}

/** The team code to hand out, its join link with a Copy button, and a new code on request. */
export function TeamCodeCard({ me }: { me: ManagerMe }) {
  const { t } = useTranslation();
  const renew = useRenewTeamCode();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const linkId = useId();
  const link = joinLink(me.teamCode);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      // No clipboard (an old browser, a web view): the field is selected for a manual copy.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  }

  return (
    <section className="card mb-4" aria-labelledby={`${linkId}-heading`}>
      <div className="card-body">
        <h2 id={`${linkId}-heading`} className="h5 card-title">
          {t('coach.code.heading')}
        </h2>
        <p className="mb-2">{t('coach.code.intro')}</p>
        <p className="team-code mb-3">
          <span className="visually-hidden">
            {t('coach.code.codeLabel', { code: me.teamCode.split('').join(' ') })}
          </span>
          <span aria-hidden="true">{me.teamCode}</span>
        </p>
        <label htmlFor={linkId} className="form-label">
          {t('coach.code.linkLabel')}
        </label>
        <div className="input-group mb-2">
          <input
            id={linkId}
            className="form-control"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <Button variant="primary" onClick={copy}>
            {t('coach.code.copy')}
          </Button>
        </div>
        <p className="small mb-3" role="status">
          {copied === 'ok' && t('coach.code.copied')}
          {copied === 'failed' && t('coach.code.copyFailed')}
        </p>
        {confirming ? (
          <div className="alert alert-warning mb-0">
            <p className="mb-2">{t('coach.code.renewConfirm')}</p>
            <div className="d-flex flex-wrap gap-2">
              <BusyButton
                variant="warning"
                busy={renew.isPending}
                onClick={() =>
                  renew.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      setCopied(null);
                    },
                  })
                }
              >
                {t('coach.code.renewYes')}
              </BusyButton>
              <Button
                variant="outline-secondary"
                disabled={renew.isPending}
                onClick={() => setConfirming(false)}
              >
                {t('coach.code.renewNo')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline-secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('coach.code.renew')}
          </Button>
        )}
        {renew.isError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {t('coach.code.renewFailed')}
          </div>
        )}
      </div>
    </section>
  );
}
