/**
 * The codebase on the wire: the profile request (`POST /api/codebase/profile`) and the profile itself, as the
 * suggestion, question and prompt requests carry it back. A profile comes from the client, so every field is bounded
 * and every value that reaches a file is one line without backticks (`oneLine`), whatever the client sends.
 */
import { z } from 'zod';
import { CODEBASE_LIMITS, FOLDER_ROLES, WORK_KINDS, pathProblem, type CodebaseProfile } from '../../common/codebase';
import { text } from '../lib/input';
import { oneLine } from './profile';

const repoPath = text({ max: CODEBASE_LIMITS.pathLength * 2 }).superRefine((path, ctx) => {
  const problem = pathProblem(path);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const profileBody = z
  .object({
    /** What the browser picked: every path of the tree. */
    tree: z
      .array(repoPath)
      .max(CODEBASE_LIMITS.treePaths, `At most ${CODEBASE_LIMITS.treePaths.toLocaleString('en-US')} paths.`)
      .optional(),
    /** The files the importer reads, with their text (common/codebase.ts fileKind). */
    files: z
      .array(
        z.object({
          path: repoPath,
          content: text({
            max: CODEBASE_LIMITS.fileChars,
            long: `A file may hold at most ${CODEBASE_LIMITS.fileChars.toLocaleString('en-US')} characters.`,
            verbatim: true,
          }),
        }),
      )
      .max(CODEBASE_LIMITS.files, `At most ${CODEBASE_LIMITS.files} files.`)
      .optional(),
    /** A public GitHub repository's address. */
    github: text({ max: 300, blank: 'Enter a GitHub repository address.' }).optional(),
    /** The folder's or archive's name, shown with the profile. */
    name: text({ max: 120 }).optional(),
    /** A pasted manifest rather than a folder. */
    source: z.enum(['upload', 'manifest']).optional(),
  })
  .strict();

const line = (max: number) => text({ max: max * 2 }).transform((s) => oneLine(s, max));
const nullableLine = (max: number) => line(max).nullable().default(null);
const lines = (max: number, items: number) => z.array(line(max)).max(items).default([]);

/** A profile as a client sends it back: bounded, and every value on one line. */
export const codebaseProfileSchema = z
  .object({
    version: z.literal(1),
    source: z.object({
      kind: z.enum(['upload', 'github', 'manifest']),
      name: line(120),
      url: text({ max: 300 })
        .pipe(z.string().regex(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/, 'A GitHub repository address.'))
        .optional(),
    }),
    summary: nullableLine(200),
    language: nullableLine(40),
    languages: lines(40, 5),
    framework: nullableLine(60),
    frameworks: lines(60, 8),
    packageManager: nullableLine(40),
    commands: z.object({
      install: nullableLine(120),
      dev: nullableLine(120),
      build: nullableLine(120),
      test: nullableLine(120),
      lint: nullableLine(120),
    }),
    testFramework: nullableLine(60),
    database: nullableLine(60),
    orm: nullableLine(60),
    auth: nullableLine(60),
    styling: nullableLine(60),
    hosting: nullableLine(60),
    ci: nullableLine(60),
    folders: z
      .array(z.object({ path: repoPath.pipe(line(80)), role: z.enum(FOLDER_ROLES).nullable() }))
      .max(24)
      .default([]),
    globs: lines(120, 8),
    tables: lines(60, 40),
    agentFiles: z
      .array(
        z.object({
          path: repoPath.pipe(line(120)),
          content: text({ max: CODEBASE_LIMITS.agentFileChars, multiline: true }),
          truncated: z.boolean(),
        }),
      )
      .max(8)
      .default([])
      .refine(
        (files) => files.reduce((sum, f) => sum + f.content.length, 0) <= CODEBASE_LIMITS.agentChars,
        `Agent files may hold at most ${CODEBASE_LIMITS.agentChars.toLocaleString('en-US')} characters together.`,
      ),
    conventions: lines(240, 30),
    detected: z
      .array(text({ max: 40 }).pipe(z.string().regex(/^[a-z0-9-]+$/)))
      .max(40)
      .default([]),
    fileCount: z.number().int().min(0).max(CODEBASE_LIMITS.treePaths),
  })
  .strict() satisfies z.ZodType<CodebaseProfile, unknown>;

/** What the work is: absent is a new project. */
export const workKind = z.enum(WORK_KINDS).optional();
