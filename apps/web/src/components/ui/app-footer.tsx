import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer border-top bg-body-tertiary py-3 mt-auto">
      <div className="container d-flex flex-column flex-sm-row gap-2 justify-content-between small">
        <p className="mb-0">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.links')}>
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <Link to="/terms-of-service">{t('footer.terms')}</Link>
            </li>
            <li className="list-inline-item">
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
