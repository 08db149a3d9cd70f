import { SimplePage } from '@/components/ui/simple-page';

export function CharityPledgePage() {
  return <SimplePage messages="pages.registerCharityPledge" />;
}
