import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';

type Errors<Values> = Partial<Record<keyof Values, string>>;

/**
 * A small form of text fields checked by a shared zod/mini schema (`@paylink/shared`), for the signed-out pages
 * where react-hook-form would be a quarter of the script (docs/benchmarks.md, issue 36). It behaves as those forms
 * did with react-hook-form and its zod resolver: nothing is checked before the first submit; a submit shows each
 * field's first message and focuses the first field in error, or hands the schema's output (trimmed email) to
 * `onValid`; after a submit, a field is checked again as it changes.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(
  schema: ZodMiniType<Output, Values>,
  initial: Values,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const current = useRef(initial);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({});

  function check(checked: Values): { success: true; data: Output } | { success: false; errors: Errors<Values> } {
    const result = schema.safeParse(checked);
    if (result.success) return { success: true, data: result.data };
    const found: Errors<Values> = {};
    for (const issue of result.error.issues) found[issue.path.join('.') as keyof Values] ??= issue.message;
    return { success: false, errors: found };
  }

  /** The props of the field's <input>: its value, change handler and name. */
  function field<Name extends keyof Values & string>(name: Name) {
    return {
      name,
      value: values[name],
      ref: (input: HTMLInputElement | null) => {
        inputs.current[name] = input;
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...current.current, [name]: event.target.value };
        current.current = next;
        setValues(next);
        if (!submitted.current) return;
        const result = check(next);
        setErrors((shown) => ({ ...shown, [name]: result.success ? undefined : result.errors[name] }));
      },
    };
  }

  function handleSubmit(onValid: (data: Output) => unknown) {
    return async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      const result = check(current.current);
      setErrors(result.success ? {} : result.errors);
      if (!result.success) {
        const first = (Object.keys(initial) as (keyof Values)[]).find(
          (name) => result.errors[name] && inputs.current[name],
        );
        if (first) inputs.current[first]?.focus();
        return;
      }
      setIsSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setIsSubmitting(false);
      }
    };
  }

  /** Back to `next` (the initial values by default), unchecked until the next submit. */
  function reset(next: Values = initial) {
    current.current = next;
    submitted.current = false;
    setValues(next);
    setErrors({});
  }

  return { values, errors, isSubmitting, field, handleSubmit, reset };
}
