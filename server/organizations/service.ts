import { setOrganizationInvoiceDetails } from '../../storage/repositories/payments.js';
import { isUniqueViolation } from '../../storage/pg-errors.js';
import { addMember, listMembers, listUserOrganizations, memberRole, removeMember, type MemberRow } from '../../storage/repositories/organization-members.js';
import {
  findOrganizationBySlug,
  insertOrganizationWithOwner,
  takenOrganizationSlugs,
  updateOrganizationRow,
  type OrganizationRow,
} from '../../storage/repositories/organizations.js';
import { findOrCreateUserByMobile } from '../../storage/repositories/users.js';
import type { ReadCache } from '../catalogue/read-cache.js';
import { uniqueSlug, slugify } from '../catalogue/slugs.js';
import { conflict, invalid, notFound } from '../errors.js';
import { mobileHint, normalizeMobile } from '../identity/mobile.js';
import type { ServiceDeps } from '../service.js';
import { pageWindow, type PageRequest } from '../paging.js';
import type { MyOrganizationItem, OrganizationInput, OrganizationItem, OrganizationMemberItem, OrganizationPatch } from './schemas.js';

export const presentOrganization = (org: OrganizationRow): OrganizationItem => ({ id: org.id, slug: org.slug, name: org.name, logo: org.logo, cover: org.cover });

/** Nobody is shown another member's mobile or e-mail. */
export const presentMember = (m: MemberRow): OrganizationMemberItem => ({
  user_id: m.user_id,
  name: m.name,
  surname: m.surname,
  role: m.role,
  joined_at: m.created_at.toISOString(),
});

const slugTaken = (slug: unknown) => conflict('slug_taken', `The slug "${String(slug)}" is taken.`, 'slug');

export interface OrganizationService {
  create(userId: number, input: OrganizationInput): Promise<OrganizationItem>;
  update(userId: number, slug: string, patch: OrganizationPatch): Promise<OrganizationItem>;
  get(slug: string): Promise<OrganizationItem>;
  members(userId: number, slug: string): Promise<OrganizationMemberItem[]>;
  /** The organizations the user belongs to, with their role, by name (the console's and the door's picker). */
  mine(userId: number, page: PageRequest): Promise<{ items: MyOrganizationItem[]; total: number }>;
  /** `rawMobile` as sent: checked and normalized here (422 `invalid` naming `mobile`). */
  addMember(userId: number, slug: string, rawMobile: string): Promise<OrganizationMemberItem>;
  removeMember(userId: number, slug: string, memberId: number): Promise<void>;
}

export interface OrganizationServiceDeps extends ServiceDeps {
  cache: ReadCache;
}

/**
 * Organizations and who manages their events. Any authenticated user may create one and becomes its owner;
 * members see the member list and change the organization; the owner adds members by mobile (the user is created
 * when new, like an attendee) and removes them.
 */
export function createOrganizationService(deps: OrganizationServiceDeps): OrganizationService {
  const { db, access, cache } = deps;

  async function requireOrganization(slug: string): Promise<OrganizationRow> {
    const org = await findOrganizationBySlug(db, slug);
    if (!org) throw notFound('Organization');
    return org;
  }

  return {
    async create(userId: number, input: OrganizationInput): Promise<OrganizationItem> {
      const slug = input.slug ?? (await uniqueSlug((s) => takenOrganizationSlugs(db, s), slugify(input.name, 'organization')));
      try {
        const org = await insertOrganizationWithOwner(db, { name: input.name, slug, logo: input.logo ?? null, cover: input.cover ?? null }, userId);
        return presentOrganization(org);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
    },

    async update(userId: number, slug: string, patch: OrganizationPatch): Promise<OrganizationItem> {
      const org = await requireOrganization(slug);
      await access.requireOrganizationRole(userId, org.id, 'member', 'Only members of the organization may change it.');
      const set: Partial<{ name: string; slug: string; logo: string | null; cover: string | null }> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.slug !== undefined) set.slug = patch.slug;
      if (patch.logo !== undefined) set.logo = patch.logo;
      if (patch.cover !== undefined) set.cover = patch.cover;
      if (patch.invoice !== undefined) await setOrganizationInvoiceDetails(db, org.id, patch.invoice);
      if (!Object.keys(set).length) return presentOrganization(org);
      try {
        const updated = await updateOrganizationRow(db, org.id, set);
        // Event records carry the organization's name, slug and logo.
        await cache.changed();
        return presentOrganization(updated);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(patch.slug);
        throw err;
      }
    },

    async get(slug: string): Promise<OrganizationItem> {
      return presentOrganization(await requireOrganization(slug));
    },

    async members(userId: number, slug: string) {
      const org = await requireOrganization(slug);
      await access.requireOrganizationRole(userId, org.id, 'member');
      return (await listMembers(db, org.id)).map(presentMember);
    },

    async mine(userId: number, page: PageRequest) {
      // The primary (a signed-in read: an organization just created must be listed).
      const { rows, total } = await listUserOrganizations(db, userId, pageWindow(page));
      return { items: rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, logo: r.logo, role: r.role })), total };
    },

    async addMember(userId: number, slug: string, rawMobile: string) {
      const org = await requireOrganization(slug);
      await access.requireOrganizationRole(userId, org.id, 'owner', 'Only the organization’s owner may change its members.');
      const mobile = normalizeMobile(rawMobile);
      if (!mobile) throw invalid('mobile', `mobile must be ${mobileHint()}.`);
      const user = await findOrCreateUserByMobile(db, mobile);
      const added = await addMember(db, org.id, user.id);
      if (!added) throw conflict('already_member', 'This user already belongs to the organization.', 'mobile');
      return presentMember({ user_id: user.id, name: user.name, surname: user.surname, ...added });
    },

    async removeMember(userId: number, slug: string, memberId: number): Promise<void> {
      const org = await requireOrganization(slug);
      await access.requireOrganizationRole(userId, org.id, 'owner', 'Only the organization’s owner may change its members.');
      if ((await memberRole(db, org.id, memberId)) === 'owner') throw conflict('owner_stays', 'The owner cannot be removed.');
      if (!(await removeMember(db, org.id, memberId))) throw notFound('Member');
    },
  };
}

