import { z } from 'zod';

/** "depth_of_split" -> "Depth of split"; a field's name as people read it. */
export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (!last) return 'This value';
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typeNames: Record<string, string> = {
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  int: 'a whole number',
};

/**
 * Messages people can act on ("Depth must be a number"), for every schema of the contract that names
 * no message of its own, on the server and in the web app alike.
 */
export const contractErrorMap: z.core.$ZodErrorMap = (issue) => {
  const name = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${name} is required.`;
      return `${name} must be ${typeNames[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${name} is required.` : `${name} must be at least ${issue.minimum} characters.`;
      if (issue.origin === 'array') return `${name} needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}.`;
      return `${name} must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${name} must be at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `${name} takes at most ${issue.maximum} items.`;
      return `${name} must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}.`;
    case 'invalid_value':
      return `${name} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return issue.format === 'email' ? `${name} must be an email address.` : `${name} is not in the expected format.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
};

z.config({ customError: contractErrorMap });
