import '@/styles/mantine-forms.css';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bundleProblems, singlesPriceCents } from '@charity/domain/bundles/bundle-rules';
import { gameBundlesBodySchema, type BundleSpec } from '@charity/domain/bundles/bundles';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { SuccessNotice } from '@/components/form/success-notice';
import { formatMoney } from '@/lib/i18n/format';
import { useSaveBundles } from '../api/game-bundles';
import { problemsFromError, problemsOf, refusalOf, type Problems } from './field-problems';

interface Row {
  numbers: string;
  price: string;
}

const toRow = (bundle: { numbers: number; priceCents: number }): Row => ({
  numbers: String(bundle.numbers),
  price: (bundle.priceCents / 100).toFixed(2),
});

/** "10", "10.5" or "10,50" (a French keyboard) in cents; NaN when it is not an amount. */
const cents = (price: string) =>
  /^\d+([.,]\d{1,2})?$/.test(price.trim())
    ? Math.round(Number(price.trim().replace(',', '.')) * 100)
    : Number.NaN;

/** An empty field is a missing value (the schema says "required"), not 0. */
const typed = (text: string, read: (text: string) => number) =>
  text.trim() === '' ? null : read(text);

/**
 * The game's price bundles, all of them at once: what is saved is on sale from then on (a
 * player who still sees an old price is refused it and shown the new ones).
 */
export function BundlesForm({ game }: { game: GameSetup }) {
  const { t } = useTranslation();
  const save = useSaveBundles(game.id);
  const [rows, setRows] = useState<Row[]>(game.bundles.map(toRow));
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);
  /** No bundle of 1, none dearer than its numbers at the single price (issue 27). */
  const beSingles = (bundles: readonly BundleSpec[]): Problems =>
    Object.fromEntries(
      bundleProblems(bundles, game.ticketPriceCents).map((problem) => {
        const bundle = bundles[Number(problem.Path.split('.')[1])];
        const words =
          problem.Code === 'BundleOfOne'
            ? t('staffGames.bundleOfOne', { price: formatMoney(game.ticketPriceCents) })
            : t('staffGames.bundleNotCheaper', {
                numbers: bundle?.numbers ?? 0,
                price: formatMoney(singlesPriceCents(bundle?.numbers ?? 0, game.ticketPriceCents)),
              });
        return [problem.Path, words];
      }),
    );
  const edit = (index: number, field: keyof Row, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const body = {
      bundles: rows.map((row) => ({
        numbers: typed(row.numbers, Number),
        priceCents: typed(row.price, cents),
      })),
    };
    const parsed = gameBundlesBodySchema.safeParse(body);
    if (!parsed.success) return setProblems(problemsOf(parsed.error.issues));
    const beside = beSingles(parsed.data.bundles);
    if (Object.keys(beside).length > 0) return setProblems(beside);
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setRows(answer.bundles.map(toRow));
        setSaved(true);
      },
      onError: (error) =>
        setProblems({ ...problemsFromError(error), bundles: refusalOf(error) ?? '' }),
    });
  }

  const listProblem = problems.bundles;
  return (
    <form onSubmit={submit} noValidate aria-label={t('staffGames.bundlesOf', { name: game.name })}>
      <Stack gap="xs">
        {saved && <SuccessNotice title={t('staffGames.bundlesSaved')} />}
        {listProblem && (
          <Alert color="red" role="alert">
            {listProblem}
          </Alert>
        )}
        {rows.map((row, index) => (
          <Group key={index} align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              label={t('staffGames.bundleNumbers', { index: index + 1 })}
              inputMode="numeric"
              w={200}
              value={row.numbers}
              error={problems[`bundles.${index}.numbers`]}
              onChange={(event) => edit(index, 'numbers', event.currentTarget.value)}
            />
            <TextInput
              label={t('staffGames.bundlePrice', { index: index + 1 })}
              inputMode="decimal"
              w={200}
              value={row.price}
              error={problems[`bundles.${index}.priceCents`]}
              onChange={(event) => edit(index, 'price', event.currentTarget.value)}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            >
              {t('staffGames.removeBundle', { index: index + 1 })}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => setRows((current) => [...current, { numbers: '', price: '' }])}
          >
            {t('staffGames.addBundle')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('staffGames.saveBundles')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
