import { SimplePage } from '@/components/ui/simple-page';

export function ManagePaymentInfoPage() {
  return <SimplePage messages="pages.managePaymentInfo" />;
}
