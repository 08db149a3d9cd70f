import { SimplePage } from '@/components/ui/simple-page';

export function SubscriptionPage() {
  return <SimplePage messages="pages.subscription" />;
}
