import { SimplePage } from '@/components/ui/simple-page';

export function ManageCharityPledgePage() {
  return <SimplePage messages="pages.manageCharityPledge" />;
}
