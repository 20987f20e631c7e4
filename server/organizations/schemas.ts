import { z } from 'zod';
import { imageUrlInput, nameInput, slugInput } from '../catalogue/schemas.js';

/**
 * Organizations and their members ({api_url}, CONTRACT 3): the ONE source of the area's inputs and items. The
 * service's types are inferred from these, and the routes (gateway/routes/api/organizer.ts,
 * organization-members.ts) use them, so the OpenAPI document shows them under their ids.
 */

export const organization = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable(), cover: z.string().nullable() })
  .meta({ id: 'Organization' });

/** `POST /organizations`: the slug is made from the name when not given. */
export const organizationCreate = z
  .object({ name: nameInput, slug: slugInput.optional(), logo: imageUrlInput.nullable().optional(), cover: imageUrlInput.nullable().optional() })
  .strict();

/** `PATCH /organizations/{slug}`: only the fields sent change. */
export const organizationPatch = organizationCreate
  .partial()
  .extend({
    /** The seller on the organization's invoices (CONTRACT 15); every field replaces the stored one. */
    invoice: z
      .object({
        legal_name: z.string().trim().min(1).max(200).nullable(),
        address: z.string().trim().min(1).max(500).nullable(),
        tax_id: z.string().trim().min(1).max(50).nullable(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** A member as other members see them: names only, never a mobile or e-mail. */
export const organizationMember = z
  .object({ user_id: z.number().int(), name: z.string(), surname: z.string(), role: z.enum(['owner', 'member']), joined_at: z.string() })
  .meta({ id: 'OrganizationMember' });

/** `GET {api_url}/me/organizations`: an organization the caller belongs to, and their role in it. */
export const myOrganization = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), logo: z.string().nullable(), role: z.enum(['owner', 'member']) })
  .meta({ id: 'MyOrganization', description: 'An organization the caller belongs to, with their role (`owner` or `member`).' });

/** `POST /organizations/{slug}/members`: the number is checked and normalized by the service (server/identity/mobile.ts). */
export const organizationMemberAdd = z.object({ mobile: z.string().max(32).meta({ example: '09121234567' }) }).strict();

export type OrganizationItem = z.infer<typeof organization>;
export type OrganizationInput = z.infer<typeof organizationCreate>;
export type OrganizationPatch = z.infer<typeof organizationPatch>;
export type OrganizationMemberItem = z.infer<typeof organizationMember>;
export type MyOrganizationItem = z.infer<typeof myOrganization>;
export type OrganizationMemberAdd = z.infer<typeof organizationMemberAdd>;
