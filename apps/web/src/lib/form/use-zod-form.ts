import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessageKey } from './issue-message';

/** A react-hook-form form validated by a domain zod schema, messages as i18n keys. */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, { error: issueMessageKey }),
    defaultValues,
    mode: 'onTouched',
  });
}
