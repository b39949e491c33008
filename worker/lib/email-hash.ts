/**
 * A salted (keyed) hash of an email address: HMAC-SHA-256 of the lower-cased address under AUTH_SECRET. The same
 * address always gives the same key, so a re-created account finds its quota period in quota_ledger, while the
 * stored value tells nobody the address. Rotating AUTH_SECRET forgets the ledger (and signs everyone out).
 */
export async function emailHash(secret: string | undefined, email: string): Promise<string> {
  if (!secret) throw new Error('AUTH_SECRET is not set');
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`quota-ledger:${email.trim().toLowerCase()}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
