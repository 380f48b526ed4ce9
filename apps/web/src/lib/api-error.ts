import type { ErrorBody, FieldError } from '@academy/contract';
import { isServerMessage, type ServerMessageCode, translateServerMessage } from './server-messages';

/** Body of every non-OAuth error of the API. */
export type ApiErrorBody = ErrorBody;

/** RFC 6749 §5.2 body of /api/oauth/* errors (`error` may also be the server's own codes). */
export interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own message (English), for recognising it: see `is()`. */
  get serverMessage(): string | undefined {
    if (isApiErrorBody(this.body)) return this.body.message;
    if (isOAuthErrorBody(this.body)) return this.body.error_description;
    return undefined;
  }

  /** The answer carries one of the contract's messages `codes`, overall or on a field. */
  is(...codes: ServerMessageCode[]): boolean {
    const fields = isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
    return (
      isServerMessage(this.serverMessage, ...codes) ||
      fields.some((f) => isServerMessage(f.message, ...codes))
    );
  }

  /** The per-field validation messages, when the server sent any, in the interface language. */
  get fieldErrors(): FieldError[] {
    const fields = isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
    return fields.map(({ field, message }) => ({ field, message: translateServerMessage(message) }));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string';
}

export function isOAuthErrorBody(body: unknown): body is OAuthErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as OAuthErrorBody).error === 'string' &&
    !('message' in body)
  );
}
