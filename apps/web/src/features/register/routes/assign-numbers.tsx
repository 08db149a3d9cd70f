import { SimplePage } from '@/components/ui/simple-page';

export function AssignNumbersPage() {
  return <SimplePage messages="pages.assignNumbers" />;
}
