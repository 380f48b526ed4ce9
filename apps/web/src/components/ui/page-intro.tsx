import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageIntroProps {
  title: string;
  purpose?: string;
  children?: ReactNode;
}

/** The page heading (the only h1) and its lead text; also names the browser tab after the page. */
export function PageIntro({ title, purpose, children }: PageIntroProps) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <div className="mb-4">
      <h1 className="h2">{title}</h1>
      {purpose && <p className="lead mb-0">{purpose}</p>}
      {children}
    </div>
  );
}
