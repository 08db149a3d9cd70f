import { CheckoutSuccess } from '../components/checkout-success';

export function PlayNumberSuccessPage() {
  return <CheckoutSuccess kind="play" />;
}
