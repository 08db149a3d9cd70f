import { SimplePage } from '@/components/ui/simple-page';

export function BrowserNotSupportedPage() {
  return <SimplePage messages="pages.browserNotSupported" />;
}
