import { z } from 'zod';

/** Spec §5 "Support": subject and message are required; a visitor also gives an e-mail. Messages are i18n keys. */
export function supportMessageSchema(anonymous: boolean) {
  return z.object({
    email: anonymous
      ? z
          .string()
          .trim()
          .min(1, 'support.validation.emailRequired')
          .pipe(z.email('support.validation.emailInvalid'))
      : z.string().optional(),
    subject: z
      .string()
      .trim()
      .min(1, 'support.validation.subjectRequired')
      .max(200, 'support.validation.subjectTooLong'),
    message: z
      .string()
      .trim()
      .min(1, 'support.validation.messageRequired')
      .max(5000, 'support.validation.messageTooLong'),
  });
}
export type SupportMessageValues = z.infer<ReturnType<typeof supportMessageSchema>>;
