import { SimplePage } from '@/components/ui/simple-page';

/** The route's loader completes sign-in and moves on; this shows while it does. */
export function AuthCallbackPage() {
  return <SimplePage messages="pages.authCallback" />;
}
