import { bundleInForce, parseStoredBundles, type Bundle } from '@charity/domain/bundles/bundles';
import { MoneyOperationCode } from '@charity/domain/bundles/money-operation-errors';
import { formatCents } from '@charity/domain/currency';
import { HttpError } from '../errors/http-errors';
import './bundle-tables';

const named = (bundle: Bundle) => `${bundle.Numbers} for ${formatCents(bundle.Price)}`;

/**
 * The bundle a purchase asked for, as the game sells it now; a 409 when it is not on sale at
 * that price (changed or removed since the player saw it), before anything is written.
 */
export function assertBundleInForce(game: { bundles: unknown }, asked: Bundle): Bundle {
  const inForce = parseStoredBundles(game.bundles);
  const bundle = bundleInForce(inForce, asked);
  if (bundle) return bundle;
  const offer = inForce.length ? inForce.map(named).join(', ') : 'none';
  throw new HttpError(
    409,
    MoneyOperationCode.BundleNotInForce,
    `The bundle ${named(asked)} is not on sale for this draw. Bundles on sale: ${offer}.`,
  );
}
