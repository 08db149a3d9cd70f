import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@charity/domain/paths';
import { publishSessionUser, peekStoredUser } from '@/lib/auth/session-store';
import { loadConfig } from '@/lib/config';

const worksWithoutConfig: string[] = [paths.badRequest, paths.browserNotSupported];

/** Spec §2/§8: configuration loads at start; a failure sends the app to /bad-request. */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  try {
    publishSessionUser(peekStoredUser(await loadConfig()));
  } catch {
    if (!worksWithoutConfig.includes(new URL(request.url).pathname))
      throw redirect(paths.badRequest);
  }
  return null;
}
