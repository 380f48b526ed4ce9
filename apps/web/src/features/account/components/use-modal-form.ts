import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** What the hook needs of a TanStack mutation: whether it runs, and how to forget its result. */
interface ModalMutation {
  isPending: boolean;
  reset: () => void;
}

interface ModalFormOptions<TValues extends FieldValues> {
  schema: z.ZodType<TValues, TValues>;
  defaultValues: DefaultValues<TValues>;
  mutation: ModalMutation;
  /** The dialog's own close (×, Escape, Cancel). */
  onClose: () => void;
}

/**
 * The form plumbing of a {@link FormModal}: react-hook-form with the zod schema, a `close` that
 * waits while the call runs (the buttons are disabled, but Escape is not) and forgets what was
 * typed and the call's result, and `finish` for after a success (the same reset, then `onClose`,
 * or what the caller passes instead).
 */
export function useModalForm<TValues extends FieldValues>({
  schema,
  defaultValues,
  mutation,
  onClose,
}: ModalFormOptions<TValues>) {
  const form = useForm<TValues>({ resolver: zodResolver(schema), defaultValues });

  function forget() {
    form.reset();
    mutation.reset();
  }

  function close() {
    if (mutation.isPending) return;
    forget();
    onClose();
  }

  function finish(then: () => void = onClose) {
    forget();
    then();
  }

  return { form, busy: mutation.isPending, close, finish };
}
