import '@/styles/mantine-forms.css';
import { Alert, Button, Group } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyFromName } from './key-from-name';
import {
  gameAddSchema,
  gameEditSchema,
  type GameSaveResult,
} from '@charity/domain/setup/game-edit';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { singlePriceProblem } from '@charity/domain/bundles/single-price-rule';
import { formatMoney } from '@/lib/i18n/format';
import { isApiError } from '@/lib/api-error';
import { useSaveGame } from '../api/game-edit';
import { GameFormFields } from './game-form-fields';
import { bodyOf, fieldOfPath, initialValues, type GameFormValues } from './game-form-values';

interface GameFormProps {
  /** The game to edit, or null to add one. */
  game: GameSetup | null;
  /** The zone a new game starts with (the organization's other games'). */
  timeZone: string;
  onDone: (saved: GameSaveResult) => void;
  onCancel: () => void;
}

type Problems = Record<string, string>;

/**
 * Each field's problem in the reader's language, said once per field from what it takes
 * (the schema's and the server's words are English).
 */
function useProblemWords() {
  const { t } = useTranslation();
  const checked = (paths: string[]): Problems =>
    Object.fromEntries(
      paths.map((path) => {
        const field = fieldOfPath(path);
        return [
          field,
          t(`staffGameForm.problems.${field}`, { defaultValue: t('staffGameForm.problems.other') }),
        ];
      }),
    );
  const refused = (error: unknown): { problems: Problems; refusal: string } => {
    const body = isApiError(error) ? error.ApiErrorResponse : null;
    const errors = body?.Errors ?? [];
    if (body?.Status === 409) {
      const problems = Object.fromEntries(
        errors.map((e) => {
          const field = fieldOfPath(e.Path);
          const why =
            e.Path === 'type' ? 'type' : e.Message.startsWith('players hold') ? 'held' : 'sold';
          return [field, t(`staffGameForm.fixed.${why}`)];
        }),
      );
      return { problems, refusal: t('staffGameForm.refusedFixed') };
    }
    if (errors.some((e) => e.Message.includes('already has the key'))) {
      return {
        problems: { key: t('staffGameForm.keyTaken') },
        refusal: t('staffGameForm.notSaved'),
      };
    }
    if (errors.length > 0)
      return { problems: checked(errors.map((e) => e.Path)), refusal: t('staffGameForm.notSaved') };
    return { problems: {}, refusal: body?.Message ?? t('staffGameForm.failed') };
  };
  return { checked, refused };
}

/** Add a game or change one: texts in English and French, price, prize, draws, players. */
export function GameForm({ game, timeZone, onDone, onCancel }: GameFormProps) {
  const { t } = useTranslation();
  const save = useSaveGame();
  const words = useProblemWords();
  const [values, setValues] = useState(() => initialValues(game, timeZone));
  const [keyTouched, setKeyTouched] = useState(game !== null);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = <Field extends keyof GameFormValues>(field: Field, value: GameFormValues[Field]) =>
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !keyTouched ? { key: keyFromName(String(value)) } : {}),
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const body = bodyOf(values);
    const parsed = game
      ? gameEditSchema.safeParse(body)
      : gameAddSchema.safeParse({ ...body, key: values.key });
    if (!parsed.success) {
      setProblems(words.checked(parsed.error.issues.map((issue) => issue.path.join('.'))));
      setRefusal(t('staffGameForm.notSaved'));
      return;
    }
    // The game's bundles stay cheaper than singles: the server's rule, said on the price field.
    const dearer = game ? singlePriceProblem(game.bundles, parsed.data.ticketPriceCents) : null;
    if (dearer) {
      setProblems({
        price: t('staffGameForm.problems.priceBelowBundle', {
          numbers: dearer.Numbers,
          bundlePrice: formatMoney(dearer.BundlePriceCents),
          lowest: formatMoney(dearer.LowestCents),
        }),
      });
      setRefusal(t('staffGameForm.notSaved'));
      return;
    }
    setProblems({});
    const request =
      game && !('key' in parsed.data)
        ? { id: game.id, game: parsed.data }
        : { id: null, game: { ...parsed.data, key: values.key } };
    save.mutate(request, {
      onSuccess: onDone,
      onError: (error) => {
        const answer = words.refused(error);
        setProblems(answer.problems);
        setRefusal(answer.refusal);
      },
    });
  }

  const label = game ? t('staffGameForm.editOf', { name: game.name }) : t('staffGameForm.add');
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {refusal && (
        <Alert color="red" role="alert" mb="sm">
          {refusal}
        </Alert>
      )}
      <GameFormFields
        values={values}
        problems={problems}
        adding={game === null}
        typeFixed={(game?.instances.length ?? 0) > 0}
        set={set}
        onKeyTyped={() => setKeyTouched(true)}
      />
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          {t(game ? 'staffGameForm.save' : 'staffGameForm.create')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('staffGameForm.cancel')}
        </Button>
      </Group>
    </form>
  );
}
