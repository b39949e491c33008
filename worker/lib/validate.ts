import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** Which schema checks which part of the request, per validator middleware (the schema walk in the tests reads it). */
const schemas = new WeakMap<MiddlewareHandler, { target: keyof ValidationTargets; schema: z.ZodType }>();

export function validatorSchema(handler: unknown): { target: keyof ValidationTargets; schema: z.ZodType } | undefined {
  return typeof handler === 'function' ? schemas.get(handler as MiddlewareHandler) : undefined;
}

/** An issue's own message; a record key's problem is inside it (zod only says "Invalid key in record"). */
function describe(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code === 'invalid_key' && issue.issues[0]) {
    return { path: [...issue.path, ...issue.issues[0].path], message: issue.issues[0].message };
  }
  return { path: issue.path, message: issue.message };
}

/** zValidator whose failures become a 400 envelope listing each field's problem. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) => {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const details = result.error.issues.map((issue) => {
        const { path, message } = describe(issue);
        return { path: path.map(String).join('.') || target, message };
      });
      throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', details);
    }
  });
  schemas.set(middleware as MiddlewareHandler, { target, schema });
  return middleware;
};
