import { formatMoney } from '@charity/domain/money-format';

/** A refusal's words in English and in French, from the same parameters. */
export interface Words<P extends unknown[]> {
  en: (...params: P) => string;
  fr: (...params: P) => string;
}

/** A refusal that says the same whatever happened: one sentence in each language. */
export const fixed = (en: string, fr: string): Words<[]> => ({ en: () => en, fr: () => fr });

/** A refusal with parameters (numbers, amounts, names): one function per language. */
export const worded = <P>(en: (params: P) => string, fr: (params: P) => string): Words<[P]> => ({
  en,
  fr,
});

/** A refusal naming one thing by its id (a payment, a player, a draw). */
export const aboutId = (en: (id: string) => string, fr: (id: string) => string) =>
  worded(
    ({ id }: { id: string }) => en(id),
    ({ id }) => fr(id),
  );

let french: Intl.NumberFormat | undefined;
/** 500000 as a French reader writes it: 500 000. */
export const frenchNumber = (value: number) => {
  french ??= new Intl.NumberFormat('fr-CA');
  return french.format(value);
};

/** Cents as a French reader writes an amount: 1 234,00 $. */
export const frenchMoney = (cents: number) => formatMoney(cents, 'fr');
