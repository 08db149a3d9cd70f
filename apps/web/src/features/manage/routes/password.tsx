import { SimplePage } from '@/components/ui/simple-page';

export function ManagePasswordPage() {
  return <SimplePage messages="pages.managePassword" />;
}
