export function ensureDevVars(): void;
export function applyMigrations(persistTo?: string): void;
