/** Every `error.code` the API sends in its envelope `{ "error": { "code", "message" } }`; the client switches on it. */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'quota_exceeded',
  'feature_limit',
  'share_limit',
  'version_limit',
  'codebase_invalid',
  'codebase_empty',
  'not_github',
  'repository_not_found',
  'github_rate_limited',
  'github_timeout',
  'github_unavailable',
  'upstream_error',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Codes the client gives failures that never reached the API or broke on the way back. */
export type ClientErrorCode = 'network_error' | 'stream_broken' | 'http_error';

export type ErrorCode = ApiErrorCode | ClientErrorCode;

export interface FieldIssue {
  path: string;
  message: string;
}

export interface ErrorEnvelope {
  error: { code: ApiErrorCode; message: string; details?: FieldIssue[] };
}

function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The envelope inside a response body, checked field by field; null when the body is not one. */
export function parseErrorEnvelope(body: unknown): ErrorEnvelope['error'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || !isApiErrorCode(error.code) || !('message' in error) || typeof error.message !== 'string') {
    return null;
  }
  const details = 'details' in error && Array.isArray(error.details) ? error.details.filter(isFieldIssue) : undefined;
  return details?.length ? { code: error.code, message: error.message, details } : { code: error.code, message: error.message };
}
