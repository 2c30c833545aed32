import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useKeptEarlyInput } from './useKeptEarlyInput.ts';

/**
 * react-hook-form with a zod schema of the shared contract (contract/src/validation.ts): each
 * field is checked when it loses focus and on submit, then again as it is corrected; the schema's
 * message shows under the field verbatim. `Values` is what the inputs hold (strings); the submit
 * handler receives the schema's output (trimmed email, 10-digit mobile, ...). A server-drawn form keeps what the
 * shopper typed in it before it hydrated (useKeptEarlyInput).
 */
export function useZodForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  options: Omit<UseFormProps<Values, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  const form = useForm<Values, unknown, z.output<Schema>>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    ...options,
    // The contract's schemas accept `unknown` (preprocess), which the resolver's input type cannot follow.
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>,
  });
  useKeptEarlyInput(form);
  return form;
}
