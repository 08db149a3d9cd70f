import { apiErrorFrom } from '@/lib/api-error';
import { getAccessToken } from '@/lib/auth/session';
import { loadConfig } from '@/lib/config';
import { currentLanguage } from '@/lib/i18n/i18n';

/**
 * A file behind the bearer token cannot be a plain link: it is fetched, then handed to the
 * browser as a download under the server's file name.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | number>,
  accept: string,
  fallbackName: string,
): Promise<void> {
  const { CommonUrl } = await loadConfig();
  const url = new URL(path, CommonUrl.endsWith('/') ? CommonUrl : `${CommonUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const token = await getAccessToken();
  const response = await fetch(url, {
    // In the console's language, like every call: the file names draws and actions in words.
    headers: {
      Accept: accept,
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    throw apiErrorFrom('GET', url.toString(), response.status, null, response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
