import { SimplePage } from '@/components/ui/simple-page';

export function AdminReportsPage() {
  return <SimplePage messages="pages.adminReports" />;
}
