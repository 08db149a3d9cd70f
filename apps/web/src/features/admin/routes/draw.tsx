import { SimplePage } from '@/components/ui/simple-page';

export function AdminDrawPage() {
  return <SimplePage messages="pages.adminDraw" />;
}
