import './styles/mantine-core.css';
import './styles/global.css';
import './styles/showcase.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepServerPage } from './app/first-screen-fallback';
import { createAppRouter } from './app/router';
import { installGlobalErrorReporting } from './lib/error-reporting';
import { i18nReady } from './lib/i18n/i18n';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
keepServerPage(container);
// The visitor's language loads beside the app's first screen, and the first render is a
// transition: it yields to the browser every few milliseconds instead of holding a phone's
// main thread for the whole app at once (the server's page shows meanwhile).
// The router starts at once: the first route's code and data (configuration, guards) load
// beside the language, not after it (issue 14: one round trip less before the first screen).
const router = createAppRouter();
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  ),
);
