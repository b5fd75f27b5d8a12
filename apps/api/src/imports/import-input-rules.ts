import { z } from 'zod';

/**
 * The rules of the .mat inputs (core/validation). A .mat file is plain text: a 25-point match is about
 * 40 kB, so 90,000 characters leave room under the HTTP body limit (BODY_LIMIT, 100 kB). A bigger upload is
 * refused at the door (413) before it reaches the resolver.
 */
export const MAT_MAX_CHARACTERS = 90_000;

export const matTextRules = z
  .string()
  .min(1, 'The .mat file is empty')
  .max(MAT_MAX_CHARACTERS, `A .mat file has at most ${MAT_MAX_CHARACTERS} characters`);
