import {
  ERROR_MESSAGES,
  type ErrorBody,
  type ErrorCode,
  errorCode,
  type FieldError,
  HTTP_REASONS,
  messageCode,
  statusErrorCode,
  VALIDATION_MESSAGES,
} from '@academy/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError, OAuthError } from '../lib/errors.ts';

/** `Validation failed` names where (`… in querystring`); its code is the same everywhere. */
const VALIDATION_CODE: ErrorCode = 'validation.failed';

/**
 * The contract's error body. `code` is the message's (constants/error-codes.ts), else the status's;
 * a caller passes one only when its message is built from parts (docs/errors.md).
 */
export function errorBody(
  request: FastifyRequest,
  status: number,
  message: string,
  errors?: FieldError[],
  code: ErrorCode = errorCode(status, message),
): ErrorBody {
  const body: ErrorBody = {
    status,
    error: HTTP_REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request'),
    code,
    message,
    path: request.url.split('?')[0] ?? request.url,
  };
  if (errors?.length) body.errors = errors.map(withCode);
  return body;
}

/** A field's message with its code when the contract names it (a zod default message has none). */
function withCode(field: FieldError): FieldError {
  const code = messageCode(field.message);
  return code ? { ...field, code } : field;
}

function fieldName(instancePath: string, missing?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missing === 'string') parts.push(missing);
  return parts.join('.') || 'body';
}

function send(reply: FastifyReply, status: number, payload: unknown, headers?: Record<string, string>) {
  if (headers) reply.headers(headers);
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

/** RFC 6749 §5.2 body, with the description's code as on every other error body. */
function oauthBody(
  status: number,
  error: string,
  description?: string,
  code?: ErrorCode,
): Record<string, string> {
  return description
    ? { error, error_description: description, code: code ?? errorCode(status, description) }
    : { error, code: code ?? statusErrorCode(status) };
}

/** /api/oauth/* answers every error in the RFC 6749 §5.2 shape (api-contract.md, "Error bodies"). */
function sendOAuthError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OAuthError) {
    return send(
      reply,
      error.statusCode,
      oauthBody(error.statusCode, error.error, error.description),
      error.headers,
    );
  }
  const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
  const headers = error instanceof AppError ? error.headers : undefined;
  if (status === 429) {
    return send(reply, 429, oauthBody(429, 'too_many_requests', ERROR_MESSAGES.tooManyRequests), headers);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => fieldName(issue.instancePath)).join(', ');
    return send(
      reply,
      400,
      oauthBody(400, 'invalid_request', `Invalid request parameters: ${fields}`, VALIDATION_CODE),
    );
  }
  if (status >= 400 && status < 500) {
    const description = error instanceof AppError ? error.message : 'Malformed request';
    return send(reply, status, oauthBody(status, 'invalid_request', description), headers);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return send(reply, 503, oauthBody(503, 'temporarily_unavailable', ERROR_MESSAGES.unavailable), {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, oauthBody(500, 'server_error', ERROR_MESSAGES.internal));
}

/** One error handler for the whole API: the contract's bodies, never a stack, SQL or internal id. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (request.url.startsWith('/api/oauth/')) return sendOAuthError(error, request, reply);
      if (error instanceof OAuthError) {
        // Client-credential failures outside /api/oauth (the sign-up call) use the contract's body.
        const message = error.description ?? error.error;
        return send(reply, error.statusCode, errorBody(request, error.statusCode, message), error.headers);
      }
      if (error instanceof AppError) {
        return send(
          reply,
          error.statusCode,
          errorBody(request, error.statusCode, error.message, error.errors),
          error.headers,
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldName(
            issue.instancePath,
            (issue.params as { missingProperty?: string })?.missingProperty,
          ),
          message: issue.message ?? VALIDATION_MESSAGES.invalidValue,
        }));
        const where = error.validationContext === 'body' ? '' : ` in ${error.validationContext}`;
        return send(
          reply,
          400,
          errorBody(request, 400, `${VALIDATION_MESSAGES.failed}${where}`, errors, VALIDATION_CODE),
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return send(reply, 500, errorBody(request, 500, ERROR_MESSAGES.internal));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return send(reply, 429, errorBody(request, 429, ERROR_MESSAGES.tooManyRequests));
      }
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (status === 400 && error instanceof SyntaxError)
      ) {
        return send(reply, 400, errorBody(request, 400, ERROR_MESSAGES.malformedJson));
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return send(reply, 413, errorBody(request, 413, ERROR_MESSAGES.bodyTooLarge));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (empty body, bad media type…) carry safe, useful messages.
        return send(reply, status, errorBody(request, status, error.message));
      }
      if (isDatabaseUnavailable(error)) {
        // PostgreSQL restarting or out of reach: nothing was written (each write is one statement
        // or a transaction), and the client may simply try again.
        request.log.warn({ err: error }, 'database unavailable');
        return send(reply, 503, errorBody(request, 503, ERROR_MESSAGES.unavailable), {
          'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, errorBody(request, 500, ERROR_MESSAGES.internal));
    });
  },
  { name: 'error-handler' },
);
