/**
 * Work on an existing app, as data: per kind of work (a feature, a fix, a rework), the parts of the change it suggests
 * and the questions it asks, in the knowledge's own record shapes, and which of a new project's questions it skips.
 */
import { z } from 'zod';
import { feature, question } from '../knowledge/records';

export const work = z
  .object({
    id: z.enum(['feature', 'fix', 'rework']),
    /** The parts of the change, suggested beside what the description names. */
    features: z.array(feature).min(4).max(10),
    questions: z.array(question).min(4).max(10),
    /** Whether what the description names leads the suggestions (a feature) or the work's own parts do (a fix). */
    lead: z.enum(['named', 'work']),
    /** `all`: a new project's questions too, less those skipped; `work`: only the work's own (and what the repository settles). */
    asks: z.enum(['all', 'work']),
    /** Questions about the whole app, which an existing app has already answered: not asked. */
    skip: z.array(z.string()).default([]),
  })
  .strict();

export type WorkRecord = z.infer<typeof work>;
export type WorkInput = z.input<typeof work>;
