import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AuthedEnv } from '../auth/session';
import { updateProfile, type ProfileChanges } from '../db/queries/profiles';
import { loadSessionUser } from '../db/queries/users';
import { ApiError } from '../lib/errors';
import { text } from '../lib/input';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';

const optionalText = (max: number) =>
  text({ max })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** A real calendar date (YYYY-MM-DD), in the past, not before 1900. */
const dateOfBirth = text({ max: 10, long: 'Enter a real date in the past (YYYY-MM-DD).' })
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))
  .refine((v) => {
    if (v == null) return true;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!match) return false;
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    return real && y >= 1900 && date.getTime() < Date.now();
  }, 'Enter a real date in the past (YYYY-MM-DD).');

const profileUpdate = z
  .object({
    first_name: optionalText(60),
    last_name: optionalText(60),
    date_of_birth: dateOfBirth,
    mobile_country_code: optionalText(5).refine((v) => v == null || /^\+[1-9]\d{0,3}$/.test(v), 'Use a country code like +44.'),
    mobile_number: optionalText(15).refine((v) => v == null || /^\d{4,15}$/.test(v), 'Use digits only (4 to 15).'),
  })
  .strict();

/** The user corrects their own details (the privacy policy's right to correct). */
export const profile = new Hono<AuthedEnv>()
  .use(requireUser)
  .patch('/', validate('json', profileUpdate), rateLimit('account'), async (c) => {
    const changes: ProfileChanges = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, v]) => v !== undefined));
    const id = c.var.user.profile.id;
    await updateProfile(c.env.DB, id, changes);
    const session = await loadSessionUser(c.env.DB, c.var.session.id, id);
    if (!session) throw new ApiError(404, 'not_found', 'Your profile no longer exists.');
    return c.json({ profile: session.user.profile });
  });
