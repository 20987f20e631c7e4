/**
 * The user columns another user may see (seed 2.1 plus id). Queries that show other users select exactly
 * these, never `selectAll`, so mobile and e-mail never leave the database for them.
 */
export const publicUserColumns = ['id', 'name', 'surname', 'avatar', 'biography', 'job_title', 'organization', 'website', 'telegram', 'linkedin'] as const;

export type PublicUserColumn = (typeof publicUserColumns)[number];

/** `u.id as u_id, …`: the public columns of a joined users alias, so a list joins users once (no N+1). */
export function prefixedUserColumns<A extends string, P extends string>(alias: A, prefix: P) {
  return publicUserColumns.map((c) => `${alias}.${c} as ${prefix}${c}` as `${A}.${PublicUserColumn} as ${P}${PublicUserColumn}`);
}
