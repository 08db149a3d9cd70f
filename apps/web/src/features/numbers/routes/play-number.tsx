import { SimplePage } from '@/components/ui/simple-page';

export function PlayNumberPage() {
  return <SimplePage messages="pages.playNumber" />;
}
