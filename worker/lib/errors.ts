import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode, ErrorEnvelope, FieldIssue } from '../../common/errors';

/** An error that is safe to show the client: its code and message go out as the envelope. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

export function envelope(code: ApiErrorCode, message: string, details?: FieldIssue[]): ErrorEnvelope {
  return { error: details ? { code, message, details } : { code, message } };
}

/** Codes for plain HTTPExceptions thrown by Hono itself (malformed JSON, body limit, ...). */
export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
