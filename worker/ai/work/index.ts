/** The kinds of work on an existing app (data files beside this one), parsed once. */
import type { WorkKind } from '../../../common/codebase';
import feature from './feature';
import fix from './fix';
import rework from './rework';
import { work, type WorkRecord } from './work-record';

export const WORK_FILES = { feature, fix, rework } as const;

let parsed: Map<WorkKind, WorkRecord> | undefined;

/** The record for a kind of work; undefined for a new project. */
export function workRecord(kind: WorkKind | undefined): WorkRecord | undefined {
  if (!kind || kind === 'new') return undefined;
  parsed ??= new Map(Object.values(WORK_FILES).map((file) => [file.id, work.parse(file)]));
  return parsed.get(kind);
}
