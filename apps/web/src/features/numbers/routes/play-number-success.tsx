import { SimplePage } from '@/components/ui/simple-page';

export function PlayNumberSuccessPage() {
  return <SimplePage messages="pages.playNumberSuccess" />;
}
