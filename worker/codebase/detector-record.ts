/**
 * The shape of a detector: one data file per ecosystem, framework or tool (detectors/), naming the files that reveal
 * it and what they tell. Adding an ecosystem is adding one file; `test/worker/codebase.test.ts` parses every file.
 */
import { z } from 'zod';
import { FOLDER_ROLES } from '../../common/codebase';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a kebab-case id such as nextjs.');
/** A path pattern over the repository's tree: `*` within a folder, `**` across folders, `{a,b}` alternatives. */
const glob = z.string().min(1).max(120);
const phrase = z.string().min(1).max(80);

/** What reveals something. A list of evidence holds when any one of it does. */
export const evidence = z.union([
  /** A path in the tree matches. */
  z.object({ path: glob }).strict(),
  /** The ecosystem's manifests depend on this package (a trailing `*` matches a prefix: `@nestjs/*`). */
  z.object({ dependency: z.string().min(1).max(120) }).strict(),
  /** A file the importer read (matching the glob) contains this text. */
  z.object({ file: glob, contains: z.string().min(1).max(120) }).strict(),
]);
export type Evidence = z.infer<typeof evidence>;

export const COMMANDS = ['install', 'dev', 'build', 'test', 'lint'] as const;
export type CommandName = (typeof COMMANDS)[number];

/** Facts a detector can tell about a repository. */
export const FACTS = ['testFramework', 'database', 'orm', 'auth', 'styling', 'hosting', 'ci'] as const;
export type FactName = (typeof FACTS)[number];
const facts = z
  .object(Object.fromEntries(FACTS.map((f) => [f, phrase.optional()])) as Record<FactName, z.ZodOptional<z.ZodString>>)
  .strict();

/** A command as the repository runs it: the first rule whose evidence holds (or that needs none) gives it. */
const commandRule = z
  .object({
    /** One line, as typed in a terminal. */
    run: z.string().min(1).max(120),
    /** Run through the package manager's `exec` (`uv run …`, `bundle exec …`). */
    exec: z.boolean().optional(),
    when: z.array(evidence).min(1).optional(),
  })
  .strict();

const packageManager = z
  .object({
    name: phrase,
    /** Absent: the default, when no other package manager's evidence holds. */
    when: z.array(evidence).min(1).optional(),
    install: z.string().min(1).max(120),
    /** Runs a named script: `{script}` is its name. */
    run: z.string().includes('{script}').optional(),
    /** Runs the script named "test" (`npm test`). */
    test: z.string().optional(),
    /** Runs a tool installed in the project: `{command}` is the tool's command line. */
    exec: z.string().includes('{command}'),
  })
  .strict();

export const detector = z
  .object({
    id,
    /** As people write it: "Next.js", "Ruby on Rails". */
    name: phrase,
    kind: z.enum(['ecosystem', 'framework', 'tool']),
    /** A framework's or tool's ecosystem: its dependencies are that ecosystem's. */
    ecosystem: id.optional(),
    /** Any one of these reveals it. */
    evidence: z.array(evidence).min(1),
    /** Among frameworks found together, the higher one leads ("Next.js" over "React"). */
    priority: z.number().int().min(0).max(100).default(0),
    /** An ecosystem's language, and other languages on evidence (TypeScript when there is a tsconfig.json). */
    language: phrase.optional(),
    languages: z.array(z.object({ name: phrase, when: z.array(evidence).min(1) }).strict()).optional(),
    /** Source file extensions (without the dot): which folders hold code, and the Cursor rule's globs. */
    extensions: z.array(z.string().regex(/^[a-z0-9]+$/)).optional(),
    /** Where an ecosystem's dependencies are listed: JSON keys, or a pattern whose first group is the name. */
    manifests: z
      .array(
        z
          .object({
            path: glob,
            json: z.array(z.string()).min(1).optional(),
            patterns: z.array(z.string().min(1)).min(1).optional(),
          })
          .strict()
          .refine((m) => Boolean(m.json) !== Boolean(m.patterns), 'Give either json keys or patterns.'),
      )
      .optional(),
    packageManagers: z.array(packageManager).optional(),
    /** Named scripts the repository defines (package.json's `scripts`, a Makefile's targets) and how to run one. */
    scripts: z
      .object({
        path: glob,
        /** The JSON key holding them; absent: Makefile targets. */
        json: z.string().optional(),
        /** How to run one; absent: the package manager's `run`. */
        run: z.string().includes('{script}').optional(),
        /** How to run the one named "test"; absent: the package manager's `test`, else `run`. */
        test: z.string().optional(),
        /** Which script is each command, in order of preference. */
        names: z.partialRecord(z.enum(COMMANDS), z.array(z.string().min(1).max(40)).min(1)),
      })
      .strict()
      .optional(),
    commands: z.partialRecord(z.enum(COMMANDS), z.array(commandRule).min(1)).optional(),
    /** What holds whenever it is detected (a framework's defaults). */
    sets: facts.optional(),
    /** What holds on evidence: the first entry that holds gives each fact. */
    facts: z.array(z.object({ when: z.array(evidence).min(1), set: facts }).strict()).optional(),
    /** Folders the framework gives a meaning, reported when they exist. */
    folders: z.array(z.object({ path: z.string().min(1).max(80), role: z.enum(FOLDER_ROLES) }).strict()).optional(),
    /** Tables or models in schema files: the first group of each pattern's matches. */
    tables: z.array(z.object({ file: glob, pattern: z.string().min(1) }).strict()).optional(),
  })
  .strict();

export type Detector = z.infer<typeof detector>;
export type DetectorInput = z.input<typeof detector>;
