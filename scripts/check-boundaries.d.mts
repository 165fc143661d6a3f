// Types for the TypeScript callers of check-boundaries.mjs (scripts/import-rules.test.ts).
export function boundaryProblems(src: string): string[];
