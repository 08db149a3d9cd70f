import type { ClientErrorReport } from '@charity/domain/api/client-error';

const WINDOW_MS = 60_000;
const MAX_PER_WINDOW = 5;
let windowStart = 0;
let sentInWindow = 0;
const seen = new Set<string>();

/** At most a few reports a minute and each distinct message once per page. */
export function shouldReport(message: string, now = Date.now()): boolean {
  if (now - windowStart > WINDOW_MS) {
    windowStart = now;
    sentInWindow = 0;
  }
  if (seen.has(message) || sentInWindow >= MAX_PER_WINDOW) return false;
  seen.add(message);
  sentInWindow += 1;
  return true;
}

export function toReport(error: unknown): ClientErrorReport {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    Message: (asError.message || asError.name || 'Unknown error').slice(0, 2000),
    Stack: asError.stack?.slice(0, 20_000) ?? null,
    Url: window.location.href.slice(0, 2000),
    AppVersion: import.meta.env.VITE_APP_VERSION,
    UserAgent: navigator.userAgent.slice(0, 1000),
  };
}

/** Spec §8: production errors go to the error-reporting service (`POST /api/client-errors`). */
export function reportClientError(error: unknown): void {
  if (!import.meta.env.PROD) return;
  const report = toReport(error);
  if (!shouldReport(report.Message)) return;
  void fetch(`${window.location.origin}/api/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
