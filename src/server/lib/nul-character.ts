import { badRequest } from './app-error';

export const NUL_MESSAGE = 'Text cannot contain the invisible NUL character. Remove it and try again.';

/** The 400 for a NUL found at `path` (field names joined with dots). */
export const nulError = (path: string[]) =>
  badRequest(NUL_MESSAGE, { [path.join('.') || '_']: NUL_MESSAGE }, 'NUL_CHARACTER');

/**
 * The path of the first string (or key) holding a NUL, or null when there is none. Walks with its
 * own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findNul(root: unknown): string[] | null {
  interface Step {
    key: string;
    parent: Step | null;
  }
  const pathOf = (step: Step | null): string[] => {
    const keys: string[] = [];
    for (let s = step; s; s = s.parent) keys.unshift(s.key);
    return keys;
  };
  const stack: [unknown, Step | null][] = [[root, null]];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(at);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const step = { key, parent: at };
        if (key.includes('\u0000')) return pathOf(step);
        stack.push([inner, step]);
      }
    }
  }
  return null;
}
