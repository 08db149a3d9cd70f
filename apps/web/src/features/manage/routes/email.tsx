import { SimplePage } from '@/components/ui/simple-page';

export function ManageEmailPage() {
  return <SimplePage messages="pages.manageEmail" />;
}
