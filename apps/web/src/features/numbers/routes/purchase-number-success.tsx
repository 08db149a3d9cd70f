import { SimplePage } from '@/components/ui/simple-page';

export function PurchaseNumberSuccessPage() {
  return <SimplePage messages="pages.purchaseNumberSuccess" />;
}
