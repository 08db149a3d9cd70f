import { SimplePage } from '@/components/ui/simple-page';

export function RegisterTermsPage() {
  return <SimplePage messages="pages.registerTerms" />;
}
