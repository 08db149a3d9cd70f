import { bundleInForce, parseStoredBundles, type Bundle } from '@charity/domain/bundles/bundles';
import { MoneyOperationCode } from '@charity/domain/bundles/money-operation-errors';
import { HttpError } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';
import './bundle-tables';

/**
 * The bundle a purchase asked for, as the game sells it now; a 409 when it is not on sale at
 * that price (changed or removed since the player saw it), before anything is written.
 */
export function assertBundleInForce(game: { bundles: unknown }, asked: Bundle): Bundle {
  const inForce = parseStoredBundles(game.bundles);
  const bundle = bundleInForce(inForce, asked);
  if (bundle) return bundle;
  throw new HttpError(
    409,
    MoneyOperationCode.BundleNotInForce,
    refusal('bundle.notInForce', { asked, onSale: inForce }),
  );
}
