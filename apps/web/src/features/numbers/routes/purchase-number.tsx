import { SimplePage } from '@/components/ui/simple-page';

export function PurchaseNumberPage() {
  return <SimplePage messages="pages.purchaseNumber" />;
}
