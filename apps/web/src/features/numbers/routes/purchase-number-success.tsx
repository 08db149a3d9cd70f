import { CheckoutSuccess } from '../components/checkout-success';

export function PurchaseNumberSuccessPage() {
  return <CheckoutSuccess kind="purchase" />;
}
