import type { ErrorBody, ErrorCode, FieldError } from '@academy/contract';
import { errorText, isErrorCode } from './error-text';

/** Body of every non-OAuth error of the API. */
export type ApiErrorBody = ErrorBody;

/** RFC 6749 §5.2 body of /api/oauth/* errors (`error` may also be the server's own codes). */
export interface OAuthErrorBody {
  error: string;
  error_description?: string;
  /** The description's code, as on every other error body. */
  code?: string;
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

  /** The error's code (api-contract.md "Error codes"), when the server sent one. */
  get code(): string | undefined {
    return isApiErrorBody(this.body) || isOAuthErrorBody(this.body) ? this.body.code : undefined;
  }

  /** The answer carries one of the error `codes`, overall or on a field. */
  is(...codes: ErrorCode[]): boolean {
    const fields = isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
    return isErrorCode(this.code, codes) || fields.some((f) => isErrorCode(f.code, codes));
  }

  /** The per-field validation messages, when the server sent any, in the interface language. */
  get fieldErrors(): FieldError[] {
    const fields = isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
    return fields.map(({ field, message, code }) => ({ field, message: errorText(code, message), code }));
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
