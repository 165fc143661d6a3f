/**
 * Turns one zod issue into a sentence for a person. Our schemas carry their own messages; zod's
 * built-in English ones ("Invalid input: expected string, received undefined", "Invalid option:
 * expected one of …") are written for developers, so those are rewritten from the issue's code,
 * naming the field by its path.
 */
export interface ValidationIssue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  params: Record<string, unknown>;
}

// Every default message of zod's English locale starts with one of these; none of ours does.
const ZOD_DEFAULT = /^(Invalid |Invalid$|Too big:|Too small:|Unrecognized key)/;

/** "accNo" → "Acc no", "billing.state" → "State"; an index names the list it is in. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part) => typeof part === 'string' && !/^\d+$/.test(part));
  if (typeof name !== 'string' || name === '') return 'This value';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KIND: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  date: 'a date',
};

function sizeMessage(label: string, params: Record<string, unknown>, big: boolean): string {
  const limit = Number(big ? params.maximum : params.minimum);
  const origin = params.origin;
  if (origin === 'string') {
    if (!big && limit <= 1) return `${label} is required.`;
    return `${label} must be ${big ? 'at most' : 'at least'} ${limit} characters.`;
  }
  if (origin === 'array' || origin === 'set') {
    if (!big && limit <= 1) return `${label}: add at least one.`;
    return `${label} can have ${big ? 'at most' : 'at least'} ${limit} items.`;
  }
  if (origin === 'date') return `${label} is too ${big ? 'late' : 'early'}.`;
  const strict = big ? params.inclusive === false : params.inclusive === false;
  const limitText = Number.isFinite(limit) ? limit.toLocaleString('en-IN') : String(limit);
  if (strict) return `${label} must be ${big ? 'less' : 'more'} than ${limitText}.`;
  return `${label} must be ${big ? 'at most' : 'at least'} ${limitText}.`;
}

export function validationMessage(issue: ValidationIssue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const label = fieldLabel(issue.path);
  const { params } = issue;
  switch (issue.code) {
    case 'invalid_type': {
      // The final issue no longer carries the input; zod's message still says what it received.
      if (/received (undefined|null)$/.test(issue.message)) return `${label} is required.`;
      const kind = KIND[String(params.expected)];
      return kind ? `${label} must be ${kind}.` : `${label} is not valid.`;
    }
    case 'invalid_value':
      return `Choose a ${label.toLowerCase()} from the list.`;
    case 'too_big':
      return sizeMessage(label, params, true);
    case 'too_small':
      return sizeMessage(label, params, false);
    case 'invalid_format':
      if (params.format === 'email') return 'Enter a valid email address.';
      if (params.format === 'uuid' || params.format === 'guid') return `${label} does not name a known record.`;
      return `${label} is not in the right format.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(params.divisor)}.`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return keys.length > 1
        ? `These fields are not accepted: ${keys.join(', ')}.`
        : `${keys[0] ?? 'A field'} is not accepted.`;
    }
    default:
      return `${label} is not valid.`;
  }
}
