import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** zValidator whose failures become a 400 envelope listing each field's problem. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const details = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || target,
        message: issue.message,
      }));
      throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', details);
    }
  });
