/** Body of every non-OAuth error of the API. */
export interface ApiErrorBody {
  status: number;
  error: string;
  message: string;
  path: string;
  errors?: { field: string; message: string }[];
}

/** RFC 6749 §5.2 body of /api/oauth/* errors. */
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

  /** The per-field validation messages, when the server sent any. */
  get fieldErrors(): { field: string; message: string }[] {
    return isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
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
