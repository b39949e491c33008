export function displayName(profile: { first_name: string | null; last_name: string | null } | null | undefined): string | null {
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}
