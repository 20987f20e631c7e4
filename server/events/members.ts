import type { DB } from '../../storage/database.js';
import { findOrganizationBySlug } from '../../storage/repositories/organizations.js';
import { addMember, listMembers, memberRole, removeMember, type MemberRow } from '../../storage/repositories/organization-members.js';
import { findOrCreateUserByMobile } from '../../storage/repositories/users.js';
import { normalizeMobile } from '../auth/mobile.js';
import { conflict, forbidden, invalid, notFound } from '../errors.js';

/**
 * Who manages an organization's events. Members see the list; the owner adds members by mobile (the user is
 * created when new, like an attendee) and removes them. Nobody is shown another member's mobile or e-mail.
 */
export const presentMember = (m: MemberRow) => ({ user_id: m.user_id, name: m.name, surname: m.surname, role: m.role, joined_at: m.created_at.toISOString() });

async function organizationFor(db: DB, slug: string, userId: number, need: 'member' | 'owner') {
  const org = await findOrganizationBySlug(db, slug);
  if (!org) throw notFound('Organization');
  const role = await memberRole(db, org.id, userId);
  if (!role) throw forbidden('Only members of the organization may do this.', 'not_member');
  if (need === 'owner' && role !== 'owner') throw forbidden('Only the organization’s owner may change its members.', 'not_owner');
  return org;
}

export async function getMembers(db: DB, userId: number, slug: string) {
  const org = await organizationFor(db, slug, userId, 'member');
  return (await listMembers(db, org.id)).map(presentMember);
}

export async function inviteMember(db: DB, userId: number, slug: string, rawMobile: string) {
  const org = await organizationFor(db, slug, userId, 'owner');
  const mobile = normalizeMobile(rawMobile);
  if (!mobile) throw invalid('mobile', 'mobile must be an Iranian mobile number such as 09121234567.');
  const user = await findOrCreateUserByMobile(db, mobile);
  const added = await addMember(db, org.id, user.id);
  if (!added) throw conflict('already_member', 'This user already belongs to the organization.', 'mobile');
  return presentMember({ user_id: user.id, name: user.name, surname: user.surname, ...added });
}

export async function dismissMember(db: DB, userId: number, slug: string, memberId: number): Promise<void> {
  const org = await organizationFor(db, slug, userId, 'owner');
  const role = await memberRole(db, org.id, memberId);
  if (role === 'owner') throw conflict('owner_stays', 'The owner cannot be removed.');
  if (!(await removeMember(db, org.id, memberId))) throw notFound('Member');
}
