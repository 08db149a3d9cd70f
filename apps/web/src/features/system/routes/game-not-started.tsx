import { SimplePage } from '@/components/ui/simple-page';

export function GameNotStartedPage() {
  return <SimplePage messages="pages.gameNotStarted" />;
}
