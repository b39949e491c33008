import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { profiles, type Profile } from '../schema';

export type ProfileChanges = Partial<
  Pick<Profile, 'first_name' | 'last_name' | 'date_of_birth' | 'mobile_country_code' | 'mobile_number'>
>;

/** Writes the given fields of the user's own profile; nothing when there is nothing to change. */
export async function updateProfile(db: D1Database, userId: string, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await drizzle(db).update(profiles).set(changes).where(eq(profiles.id, userId));
}
