import '@/styles/mantine-forms.css';
import {
  Box,
  Fieldset,
  NativeSelect,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameFormValues } from './game-form-values';

interface GameFormFieldsProps {
  values: GameFormValues;
  problems: Record<string, string>;
  adding: boolean;
  typeFixed: boolean;
  set: <Field extends keyof GameFormValues>(field: Field, value: GameFormValues[Field]) => void;
  onKeyTyped: () => void;
}

/** Sunday 29 November 2026 and the six days after it, named in the reader's language. */
function weekdays(language: string) {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => ({
    value: String(day),
    label: format.format(new Date(Date.UTC(2026, 10, 29 + day, 12))),
  }));
}

export function GameFormFields({
  values,
  problems,
  adding,
  typeFixed,
  set,
  onKeyTyped,
}: GameFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const label = (field: string) => t(`staffGameForm.fields.${field}`);
  const text = (
    field: keyof GameFormValues & string,
    extra: { help?: string; numeric?: boolean } = {},
  ) => (
    <TextInput
      label={label(field)}
      description={extra.help}
      inputMode={extra.numeric ? 'decimal' : undefined}
      value={String(values[field])}
      error={problems[field]}
      onChange={(event) => set(field, event.currentTarget.value as never)}
    />
  );
  const toggle = (
    field: 'manualDraw' | 'subscriptionsEnabled' | 'prepaid' | 'lockPlayersToRegion',
    help?: string,
  ) => (
    <Switch
      label={label(field)}
      description={help}
      checked={values[field]}
      onChange={(event) => set(field, event.currentTarget.checked)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Fieldset legend={t('staffGameForm.english')}>
          {text('name')}
          <Textarea
            mt="xs"
            autosize
            minRows={2}
            label={label('description')}
            value={values.description}
            error={problems.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
        </Fieldset>
        <Fieldset legend={t('staffGameForm.french')} lang="fr">
          {text('nameFr', { help: t('staffGameForm.frenchHelp') })}
          <Textarea
            mt="xs"
            autosize
            minRows={2}
            label={label('descriptionFr')}
            value={values.descriptionFr}
            error={problems.descriptionFr}
            onChange={(event) => set('descriptionFr', event.currentTarget.value)}
          />
        </Fieldset>
      </SimpleGrid>
      <Fieldset legend={t('staffGameForm.gameLegend')} mt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {adding && (
            <TextInput
              label={label('key')}
              description={t('staffGameForm.keyHelp')}
              value={values.key}
              error={problems.key}
              onChange={(event) => {
                onKeyTyped();
                set('key', event.currentTarget.value);
              }}
            />
          )}
          <NativeSelect
            label={label('type')}
            description={typeFixed ? t('staffGameForm.typeFixedHelp') : undefined}
            disabled={typeFixed}
            value={values.type}
            error={problems.type}
            data={[
              { value: 'GoldRush', label: t('staffGameForm.types.GoldRush') },
              {
                value: 'ProgressiveFiftyFifty',
                label: t('staffGameForm.types.ProgressiveFiftyFifty'),
              },
            ]}
            onChange={(event) => set('type', event.currentTarget.value as GameFormValues['type'])}
          />
          {text('price', { numeric: true })}
          {text('winnerShare', { numeric: true })}
          {text('numberRangeMax', { numeric: true, help: t('staffGameForm.numberRangeHelp') })}
          {text('maxNumbersPerPlayer', { numeric: true, help: t('staffGameForm.perPlayerHelp') })}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {t('staffGameForm.rule')}
        </Text>
      </Fieldset>
      <Fieldset legend={t('staffGameForm.drawLegend')} mt="sm">
        {toggle('manualDraw', t('staffGameForm.manualDrawHelp'))}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="xs">
          <NativeSelect
            label={label('drawWeekday')}
            value={values.drawWeekday}
            error={problems.drawWeekday}
            data={[
              { value: '', label: t('staffGameForm.noWeeklyDraw') },
              ...weekdays(i18n.language),
            ]}
            onChange={(event) => set('drawWeekday', event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={label('drawTime')}
            value={values.drawTime}
            error={problems.drawTime}
            onChange={(event) => set('drawTime', event.currentTarget.value)}
          />
          {text('timeZone')}
          {text('salesCloseMinutes', { numeric: true })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('staffGameForm.playersLegend')} mt="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            {toggle('prepaid', t('staffGameForm.prepaidHelp'))}
            {values.prepaid && <Box mt="xs">{text('maxPrepaidDraws', { numeric: true })}</Box>}
          </div>
          {toggle('subscriptionsEnabled', t('staffGameForm.subscriptionsHelp'))}
        </SimpleGrid>
        <Box mt="xs">{toggle('lockPlayersToRegion', t('staffGameForm.regionLockHelp'))}</Box>
        <Textarea
          mt="xs"
          autosize
          minRows={2}
          maxRows={8}
          label={label('region')}
          description={t('staffGameForm.regionHelp')}
          value={values.region}
          error={problems.region}
          styles={{ input: { fontFamily: 'monospace' } }}
          onChange={(event) => set('region', event.currentTarget.value)}
        />
      </Fieldset>
    </>
  );
}
