import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import './styles.css';

initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (vite-plugin-pwa, Workbox) serves the shell offline. A new version installs in
// the background and waits: it is taken when every window of the app has closed, at the next start,
// never in the middle of a form (decision 211).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch(() => undefined);
  });
}
