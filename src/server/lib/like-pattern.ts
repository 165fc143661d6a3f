import { normaliseIndianMobile } from '../../domain/schemas/common';

/** A search term for ILIKE, with the wildcards a person might type taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Mobiles are stored as their 10 digits, so a whole number is searched the way it is stored
 * (the one rule: "+91 98220 12345" and "098220-12345" are 9822012345); a part of one typed with
 * spaces or dashes ("98220 12") loses them so it still matches.
 */
export function mobileSearchTerm(search: string): string {
  const mobile = normaliseIndianMobile(search);
  if (mobile) return mobile;
  const digits = search.replace(/[\s\-.()]/g, '');
  return /^\d+$/.test(digits) ? digits : search;
}
