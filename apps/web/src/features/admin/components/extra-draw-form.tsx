import '@/styles/mantine-forms.css';
import { Button, Card, NativeSelect, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createExtraDrawSchema } from '@charity/domain/api/extra-draws';
import {
  CUTOFF_AFTER_MAIN_DRAW,
  EXTRA_DRAW_AFTER_MAIN_DRAW,
  EXTRA_DRAW_BEFORE_CUTOFF,
} from '@charity/domain/draws/extra-draw-rules';
import { instantOfWallTime } from '@charity/domain/setup/wall-time-instant';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { isApiError } from '@/lib/api-error';
import { useAddExtraDraw } from '../api/extra-draws';

const EMPTY = { name: '', nameFr: '', kind: 'Fixed', amount: '', cutoffAt: '', drawAt: '' };
type Values = typeof EMPTY;
/** "50", "50.5" or "50,50" (a French keyboard) in cents; NaN when it is not an amount. */
const centsOf = (text: string) =>
  /^\d+([.,]\d{1,2})?$/.test(text.trim())
    ? Math.round(Number(text.trim().replace(',', '.')) * 100)
    : NaN;
type Problems = Partial<Record<'Name' | 'NameFr' | 'Prize' | 'CutoffAt' | 'DrawAt', string>>;

/** The server's rule on the times, said in the reader's language by the field it concerns. */
const TIME_RULES: Record<string, [keyof Problems, string]> = {
  [CUTOFF_AFTER_MAIN_DRAW]: ['CutoffAt', 'cutoffAfterSalesClose'],
  [EXTRA_DRAW_AFTER_MAIN_DRAW]: ['DrawAt', 'drawAfterMainDraw'],
  [EXTRA_DRAW_BEFORE_CUTOFF]: ['DrawAt', 'drawBeforeCutoff'],
};

interface ExtraDrawFormProps {
  organizationId: string;
  instanceId: string;
  /** The game's IANA zone: the clock the times are typed on. */
  timeZone: string;
}

/** Adds an early bird or a second prize to the current draw: name, prize, cut-off, draw time. */
export function ExtraDrawForm({ organizationId, instanceId, timeZone }: ExtraDrawFormProps) {
  const { t } = useTranslation();
  const add = useAddExtraDraw();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const set = (field: keyof Values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const word = (key: string) => t(`adminExtraDraws.form.problems.${key}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setAdded(null);
    const amount = centsOf(values.amount);
    const parsed = createExtraDrawSchema.safeParse({
      OrganizationId: organizationId,
      GameInstanceId: instanceId,
      Name: values.name,
      ...(values.nameFr.trim() ? { translations: { fr: { name: values.nameFr } } } : {}),
      Prize:
        values.kind === 'Fixed'
          ? { Kind: 'Fixed', Amount: amount }
          : { Kind: 'Share', Percent: Number(values.amount.trim() || Number.NaN) },
      CutoffAt: instantOfWallTime(values.cutoffAt, timeZone),
      DrawAt: instantOfWallTime(values.drawAt, timeZone),
    });
    if (!parsed.success) {
      // `translations.fr.name` is said on the French name's own field.
      const fields = parsed.error.issues.map((issue) =>
        issue.path[0] === 'translations' ? 'NameFr' : String(issue.path[0]),
      );
      setProblems(Object.fromEntries(fields.map((field) => [field, word(field)])));
      return setRefusal(t('adminExtraDraws.form.notAdded'));
    }
    setProblems({});
    add.mutate(parsed.data, {
      onSuccess: (draw) => {
        setValues(EMPTY);
        setAdded(draw.Name);
      },
      onError: (error) => {
        const errors = isApiError(error) ? (error.ApiErrorResponse?.Errors ?? []) : [];
        const rules = errors.flatMap((e) =>
          TIME_RULES[e.Message] ? [TIME_RULES[e.Message]!] : [],
        );
        setProblems(Object.fromEntries(rules.map(([field, key]) => [field, word(key)])));
        const message = isApiError(error) ? error.ApiErrorResponse?.Message : null;
        setRefusal(
          rules.length > 0
            ? t('adminExtraDraws.form.notAdded')
            : (message ?? t('common.loadFailed')),
        );
      },
    });
  }

  const prizeLabel =
    values.kind === 'Fixed' ? t('adminExtraDraws.form.amount') : t('adminExtraDraws.form.percent');
  return (
    <Card withBorder component="section" aria-labelledby="extra-draw-add">
      <Title order={3} size="h5" id="extra-draw-add" mb="xs">
        {t('adminExtraDraws.form.title')}
      </Title>
      {added && <SuccessNotice title={t('adminExtraDraws.form.added', { name: added })} />}
      <form onSubmit={submit} noValidate aria-label={t('adminExtraDraws.form.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label={t('adminExtraDraws.form.name')}
            description={t('adminExtraDraws.form.nameHelp')}
            value={values.name}
            error={problems.Name}
            maxLength={80}
            required
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <TextInput
            label={t('adminExtraDraws.form.nameFr')}
            description={t('adminExtraDraws.form.nameFrHelp')}
            value={values.nameFr}
            error={problems.NameFr}
            maxLength={80}
            onChange={(event) => set('nameFr', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('adminExtraDraws.form.kind')}
            value={values.kind}
            data={[
              { value: 'Fixed', label: t('adminExtraDraws.form.fixed') },
              { value: 'Share', label: t('adminExtraDraws.form.share') },
            ]}
            onChange={(event) => set('kind', event.currentTarget.value)}
          />
          <TextInput
            label={prizeLabel}
            inputMode="decimal"
            value={values.amount}
            error={problems.Prize}
            required
            onChange={(event) => set('amount', event.currentTarget.value)}
          />
          {(['cutoffAt', 'drawAt'] as const).map((field) => (
            <TextInput
              key={field}
              type="datetime-local"
              label={t(`adminExtraDraws.form.${field}`)}
              description={timeZone}
              value={values[field]}
              error={problems[field === 'cutoffAt' ? 'CutoffAt' : 'DrawAt']}
              required
              onChange={(event) => set(field, event.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <FormError message={refusal} />
        <Button type="submit" mt="md" loading={add.isPending}>
          {t('adminExtraDraws.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
