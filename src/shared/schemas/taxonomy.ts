// The category taxonomy as operators edit it at /admin: names, parents and aliases.
import { z } from 'zod';
import { domainSchema } from './experts';

export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_ALIASES_MAX = 30;

const taxonomyMessages = {
  name: 'Enter a category name.',
  nameTooLong: `A category name has at most ${CATEGORY_NAME_MAX} characters.`,
  alias: 'An alias cannot be empty.',
  aliasTooLong: `An alias has at most ${CATEGORY_NAME_MAX} characters.`,
  tooManyAliases: `A category has at most ${CATEGORY_ALIASES_MAX} aliases.`,
  emptyUpdate: 'Change the name, the parent or the aliases.',
} as const;

/** Spaces collapsed and trimmed: "  Spoken   English " is "Spoken English". */
export const tidyCategoryName = (s: string) => s.replace(/\s+/g, ' ').trim();

const nameSchema = z
  .string()
  .transform(tidyCategoryName)
  .pipe(z.string().min(1, taxonomyMessages.name).max(CATEGORY_NAME_MAX, taxonomyMessages.nameTooLong));
const aliasSchema = z
  .string()
  .transform(tidyCategoryName)
  .pipe(z.string().min(1, taxonomyMessages.alias).max(CATEGORY_NAME_MAX, taxonomyMessages.aliasTooLong));
const aliasesSchema = z.array(aliasSchema).max(CATEGORY_ALIASES_MAX, taxonomyMessages.tooManyAliases);

/** A category as operators see it: the public fields, whether it came from the catalogue, and what uses it. */
export const adminDomainSchema = domainSchema.extend({
  isReference: z.boolean(),
  /** Tutor profiles filed under it. */
  tutors: z.number().int().nonnegative(),
  /** Offers filed under its name. */
  offers: z.number().int().nonnegative(),
});
export type AdminDomain = z.infer<typeof adminDomainSchema>;

export const createDomainSchema = z.object({
  name: nameSchema,
  parentId: z.uuid('parentId must be a valid id').nullable().default(null),
  aliases: aliasesSchema.default([]),
});
export type CreateDomain = z.input<typeof createDomainSchema>;

export const updateDomainSchema = z
  .object({
    name: nameSchema.optional(),
    parentId: z.uuid('parentId must be a valid id').nullable().optional(),
    aliases: aliasesSchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.parentId !== undefined || b.aliases !== undefined, { message: taxonomyMessages.emptyUpdate });
export type UpdateDomain = z.input<typeof updateDomainSchema>;

export const deleteDomainQuerySchema = z.object({
  /** Where the tutors and offers filed under the deleted category go; required when any use it. */
  moveTo: z.uuid('moveTo must be a valid id').optional(),
});
export type DeleteDomainQuery = z.infer<typeof deleteDomainQuerySchema>;
