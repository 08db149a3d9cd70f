import { bundleProblemWords, type BundleProblemCode } from '@charity/domain/bundles/bundle-rules';
import { fixedPrizeAbovePotWords } from '@charity/domain/draws/extra-prize-warning';
import { singlesPriceCents } from '@charity/domain/bundles/bundle-rules';
import { singlePriceBelowBundleWords } from '@charity/domain/bundles/single-price-rule';
import { fixed, frenchMoney, frenchNumber, worded } from './refusal-words';

interface BundleProblemFacts {
  code: BundleProblemCode;
  numbers: number;
  singlePriceCents: number;
}

interface SinglePriceBelowBundle {
  numbers: number;
  bundlePriceCents: number;
  lowestCents: number;
}

interface PrizeAbovePot {
  prizeCents: number;
  potCents: number;
}

/** The console's set-up: price bundles and an extra draw's prize (issue 27). */
export const setupWords = {
  'bundles.refused': fixed(
    'These bundles cannot go on sale beside the single price.',
    'Ces forfaits ne peuvent pas être mis en vente à côté du prix à l’unité.',
  ),
  'bundles.problem': worded(
    ({ code, numbers, singlePriceCents }: BundleProblemFacts) =>
      bundleProblemWords(code, numbers, singlePriceCents),
    ({ code, numbers, singlePriceCents }) =>
      code === 'BundleOfOne'
        ? `Un numéro se vend au prix à l’unité (${frenchMoney(singlePriceCents)}) : un forfait compte au moins 2 numéros.`
        : `Un forfait doit coûter moins cher que ses numéros au prix à l’unité : ${frenchNumber(numbers)} numéros coûtent ${frenchMoney(singlesPriceCents(numbers, singlePriceCents))} à l’unité.`,
  ),
  'game.singlePriceRefused': fixed(
    'This ticket price would make a bundle dearer than singles.',
    'Ce prix du billet rendrait un forfait plus cher que les numéros à l’unité.',
  ),
  'game.singlePriceBelowBundle': worded(
    ({ numbers, bundlePriceCents, lowestCents }: SinglePriceBelowBundle) =>
      singlePriceBelowBundleWords(numbers, bundlePriceCents, lowestCents),
    ({ numbers, bundlePriceCents, lowestCents }) =>
      `À ce prix, le forfait de ${frenchNumber(numbers)} numéros à ${frenchMoney(bundlePriceCents)} ne coûterait pas moins cher que ses numéros à l’unité : le prix du billet doit être d’au moins ${frenchMoney(lowestCents)}, ou modifiez d’abord les forfaits.`,
  ),
  'extraDraw.prizeAbovePot': worded(
    ({ prizeCents, potCents }: PrizeAbovePot) => fixedPrizeAbovePotWords(prizeCents, potCents),
    ({ prizeCents, potCents }) =>
      `Le prix fixe (${frenchMoney(prizeCents)}) dépasse la cagnotte actuelle (${frenchMoney(potCents)}) : l’organisme le paie en entier, même si les ventes restent faibles.`,
  ),
};
