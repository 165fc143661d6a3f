import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

type FieldValues = Record<string, string>;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface LazySchemaFormOptions<S extends z.ZodType<unknown, FieldValues>> {
  /**
   * Imports the form's shared zod schema (src/domain/schemas). Called once the form has painted, on
   * the first keystroke at the latest, and awaited on submit.
   */
  schema: () => Promise<S>;
  defaultValues: z.input<S>;
}

/** The first message for each field, as @hookform/resolvers/zod reports them. */
function fieldErrors<V>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * A form of text fields validated with the one shared zod schema, for the signed-out screens:
 * the schema (and zod, ~40 KB gz with react-hook-form) is imported after the first paint instead of
 * with the screen (decision 070). It behaves as the app's react-hook-form forms do: nothing is
 * checked until the first submit, which flags every invalid field and focuses the first; after it,
 * a field is checked again as it changes. `onValid` gets the parsed values; what it throws becomes
 * `submitError`, and `isSubmitting` lasts until it settles.
 */
export function useLazySchemaForm<S extends z.ZodType<unknown, FieldValues>>(options: LazySchemaFormOptions<S>) {
  type Values = z.input<S>;
  type Name = keyof Values & string;
  const [values, setValues] = useState<Values>(options.defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const current = useRef(values);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const loadSchema = useRef(options.schema);
  const loading = useRef<Promise<S> | null>(null);
  const schema = useRef<S | null>(null);

  const load = useCallback((): Promise<S> => {
    loading.current ??= loadSchema.current().then(
      (loaded) => {
        schema.current = loaded;
        return loaded;
      },
      () => {
        // Offline or a new release removed the chunk: the next submit tries again.
        loading.current = null;
        throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
      },
    );
    return loading.current;
  }, []);

  useEffect(() => {
    load().catch(() => {
      // Reported on submit, where it matters.
    });
  }, [load]);

  const setValue = useCallback((name: Name, value: string) => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    if (!submitted.current || !schema.current) return;
    const result = schema.current.safeParse(next);
    const message = result.success ? undefined : fieldErrors<Values>(result.error)[name];
    setErrors((previous) => {
      const { [name]: _old, ...rest } = previous;
      return (message ? { ...rest, [name]: message } : rest) as FieldErrors<Values>;
    });
  }, []);

  /** Props for a Mantine text or password input. */
  const field = (name: Name) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  const handleSubmit =
    (onValid: (data: z.output<S>) => unknown) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitError(null);
      setSubmitting(true);
      try {
        const result = (await load()).safeParse(current.current);
        if (!result.success) {
          const found = fieldErrors<Values>(result.error);
          setErrors(found);
          const first = Object.keys(options.defaultValues).find((name) => found[name as Name]);
          if (first) inputs.current.get(first)?.focus();
          return;
        }
        setErrors({});
        await onValid(result.data);
      } catch (error) {
        setSubmitError(error);
      } finally {
        setSubmitting(false);
      }
    };

  return { values, errors, field, handleSubmit, isSubmitting, submitError };
}
