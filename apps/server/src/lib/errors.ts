import { ERROR_MESSAGES, type FieldError } from '@academy/contract';

/** A domain error: services throw it, the error handler turns it into the contract's body. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const fieldError = (field: string, message: string) =>
  new AppError(400, message, [{ field, message }]);
export const unauthorized = (message: string = ERROR_MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, field?: string) =>
  new AppError(409, message, field ? [{ field, message }] : undefined);

/** RFC 6749 §5.2 error for /api/oauth/*. */
export class OAuthError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly error: string,
    public readonly description?: string,
    public readonly headers?: Record<string, string>,
  ) {
    super(description ?? error);
    this.name = 'OAuthError';
  }
}
