import './styles/mantine-core.css';
import './styles/global.css';
import './styles/showcase.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { keepServerPage } from './app/server-page';
import { installGlobalErrorReporting } from './lib/error-reporting';
import { i18nReady } from './lib/i18n/i18n';
import { warmUpDateFormats } from './lib/warm-up-date-formats';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
keepServerPage(container);

/** Resolves in a task of its own: the browser may paint and answer a tap in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Issue 28: a phone's main thread must not be held for long at start (Lighthouse's total
 * blocking time). Evaluating the app's modules is one task; the router's start (its first
 * navigation: matching, guards, loaders) and the first render each get a task of their own
 * instead of running in it. The router starts before the first render, so the first route's
 * code and data (configuration, guards) load beside the visitor's language (issue 14). The
 * first render is a transition: it yields to the browser every few milliseconds (the
 * server's page shows meanwhile). The first date format is made in a task of its own too.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const router = createAppRouter();
  warmUpDateFormats();
  await nextTask();
  await i18nReady;
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

void start(container);
