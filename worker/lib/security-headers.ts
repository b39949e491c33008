import { BOOT_SCRIPT_SHA256 } from '../../common/boot';

/**
 * Security headers for every response. The Worker sets them on /api; the build writes the same
 * values into the static assets' `_headers` file, so there is one source for both.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The prerendered pages' boot script is inline (common/boot.ts), allowed by its hash alone.
  `script-src 'self' ${BOOT_SCRIPT_SHA256}`,
  // Toasts and Radix position themselves with inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.googleusercontent.com",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}
