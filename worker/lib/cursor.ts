/** The admin user list's opaque page cursor: base64url of `created_at|id` of the last user on the page. */
export function encodeCursor(createdAt: string, id: string): string {
  const bytes = new TextEncoder().encode(`${createdAt}|${id}`);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const bar = text.indexOf('|');
    const createdAt = text.slice(0, bar);
    const id = text.slice(bar + 1);
    if (bar < 0 || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) || !id) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
