import 'bootstrap/dist/css/bootstrap.min.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

// Started before the first render: the translations download while React mounts, and the
// providers' Suspense boundary shows a spinner until they are in.
void initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
