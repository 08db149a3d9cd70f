import { SimplePage } from '@/components/ui/simple-page';

export function ManagePlayerInfoPage() {
  return <SimplePage messages="pages.managePlayerInfo" />;
}
