// Types for the TypeScript callers of server-build.mjs (bench/start.ts, the built-server test).
export const SERVER_ENTRIES: Record<string, string>;
export const defaultOutDir: string;
export function serverBuildState(outDir?: string): 'missing' | 'stale' | 'fresh';
export function buildServer(outDir?: string): Promise<void>;
export function canBuildServer(): Promise<boolean>;
export function ensureServerBuilt(outDir?: string, log?: Pick<Console, 'log' | 'warn' | 'error'>): Promise<boolean>;
