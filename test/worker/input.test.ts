/**
 * One normalisation at the edge, by construction: every string any route's schema takes from a request (body, query,
 * path parameters, record keys) enters through `text()` (worker/lib/input.ts). The walk below reads the schemas off
 * the app's own routes, so a new route or field that skips it fails here.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import app from '../../worker/app';
import { devCredentials } from '../../worker/auth/config';
import { isNormalisedInput, text } from '../../worker/lib/input';
import { validatorSchema } from '../../worker/lib/validate';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Types that take no free text from a request. */
const NO_TEXT = new Set(['number', 'boolean', 'literal', 'enum', 'null', 'undefined', 'nan', 'never', 'bigint', 'date']);

/** The paths of every string in `schema` that a request can fill without going through `text()`. */
function rawStrings(schema: z.ZodType, path = '', found: string[] = [], seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, at: string) => rawStrings(inner as z.ZodType, at, found, seen);
  switch (def.type) {
    case 'string':
      if (!isNormalisedInput(schema)) found.push(path || '(root)');
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(value, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{value}`);
      break;
    case 'union':
      (def.options as z.ZodType[]).forEach((option) => walk(option, path));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'tuple':
      (def.items as z.ZodType[]).forEach((item, i) => walk(item, `${path}[${i}]`));
      if (def.rest) walk(def.rest, `${path}[]`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      walk(def.innerType, path);
      break;
    case 'lazy':
      walk((def.getter as () => z.ZodType)(), path);
      break;
    case 'pipe': {
      // The request's value enters `in`; `out` sees only what `in` produced. A bare transform in front
      // (z.preprocess) hands the raw value on, so then `out` is what parses it.
      const input = def.in as z.ZodType;
      walk(defOf(input).type === 'transform' ? def.out : input, path);
      break;
    }
    default:
      if (!NO_TEXT.has(def.type)) found.push(`${path || '(root)'} (${def.type}: takes anything)`);
  }
  return found;
}

interface Checked {
  route: string;
  target: string;
  schema: z.ZodType;
}

/** Every validator on every route of the app, with the route it guards. */
function validatedRoutes(): Checked[] {
  return app.routes.flatMap((route) => {
    const found = validatorSchema(route.handler);
    return found ? [{ route: `${route.method} ${route.path}`, target: found.target, schema: found.schema }] : [];
  });
}

describe('every string field of every request schema is normalised by text()', () => {
  it('the walk finds what skips text(): a bare string, a record key, a string behind a wrapper, an open type', () => {
    const schema = z.object({
      good: text({ max: 10 }),
      chained: text({ max: 10 })
        .refine((s) => s !== 'x')
        .optional(),
      piped: text({ max: 10 }).pipe(z.email()),
      bare: z.string().max(10),
      trimmed: z.string().trim().optional(),
      keys: z.record(z.string(), text({ max: 10 })),
      list: z.array(z.object({ deep: z.string().nullable() })),
      either: z.union([text({ max: 5 }), z.string()]),
      preprocessed: z.preprocess((v) => v, z.string()),
      open: z.unknown(),
    });
    expect(rawStrings(schema)).toEqual([
      '.bare',
      '.trimmed',
      '.keys{key}',
      '.list[].deep',
      '.either',
      '.preprocessed',
      '.open (unknown: takes anything)',
    ]);
  });

  it('finds the validators on the routes that take input (so the walk below cannot pass by finding nothing)', () => {
    const routes = validatedRoutes().map((v) => `${v.route} ${v.target}`);
    for (const expected of [
      'POST /api/ai/suggest-features json',
      'POST /api/ai/generate-questions json',
      'POST /api/ai/generate-prompt json',
      'POST /api/prompts/:id/versions json',
      'POST /api/prompts/:id/versions/:number/restore param',
      'POST /api/prompts/:id/shares json',
      'DELETE /api/shares/:shareId param',
      'PATCH /api/profile json',
      'DELETE /api/account json',
      'GET /api/admin/users query',
      'PATCH /api/admin/users/:userId/subscription json',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('no route’s schema takes a string that skips text()', () => {
    const problems = validatedRoutes().flatMap(({ route, target, schema }) =>
      rawStrings(schema).map((path) => `${route} ${target}${path}`),
    );
    expect(problems).toEqual([]);
  });

  it('nor does the development sign-in (Auth.js reads its form, not a route validator)', () => {
    expect(rawStrings(devCredentials)).toEqual([]);
  });

  it('every route with a path parameter validates it', () => {
    const validated = new Set(validatedRoutes().flatMap((v) => (v.target === 'param' ? [v.route] : [])));
    const withParams = [
      ...new Set(
        app.routes
          .filter((r) => r.path.includes('/:') && r.method !== 'ALL' && !r.path.startsWith('/api/auth/'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(withParams.length).toBeGreaterThan(5);
    expect(withParams.filter((route) => !validated.has(route))).toEqual([]);
  });
});
