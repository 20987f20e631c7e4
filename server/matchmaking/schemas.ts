import { z } from 'zod';
import { publicUserWithPresence } from '../networking/schemas.js';

/** Matchmaking inputs and item shapes (CONTRACT 11): the one source for routes, types and documents. */
export const tagSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'A tag slug is 1–40 characters: a–z, 0–9 and -, not starting with -.');

export const tag = z.object({ slug: tagSlug, title: z.string().trim().min(1).max(80) });
export type Tag = z.infer<typeof tag>;

export const tagsInput = z
  .object({
    tags: z
      .array(tag)
      .max(200)
      .superRefine((tags, ctx) => {
        const seen = new Set<string>();
        tags.forEach((t, i) => {
          if (seen.has(t.slug)) ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `The tag slug ${t.slug} appears twice.` });
          seen.add(t.slug);
        });
      }),
  })
  .strict();

export const tagList = z.object({ data: z.array(tag) });

const tagSlugList = z.array(tagSlug).max(10);

/** The networking fields a profile and an attendee item carry. */
export const networkingFields = z.object({
  interests: z.array(z.string()),
  looking_for: z.array(z.string()),
  offering: z.array(z.string()),
  available_for_meetings: z.boolean(),
});
export type NetworkingFields = z.infer<typeof networkingFields>;

/** The caller's own profile: the networking fields plus their consent for exhibitors (CONTRACT 20), never shown to others. */
export const ownNetworkingProfile = networkingFields.extend({
  share_contact_with_exhibitors: z.boolean().meta({ description: 'Whether exhibitors holding a lead of yours see your e-mail and mobile (default false; change it with PATCH).' }),
});
export type OwnNetworkingProfile = z.infer<typeof ownNetworkingProfile>;

export const networkingProfileInput = z
  .object({
    interests: tagSlugList.default([]),
    looking_for: tagSlugList.default([]),
    offering: tagSlugList.default([]),
    available_for_meetings: z.boolean().default(true),
  })
  .strict();
export type NetworkingProfileInput = z.infer<typeof networkingProfileInput>;

/** `interest=`, `looking_for=`, `offering=` on the attendee list (one slug each). */
export const attendeeTagFilters = {
  interest: tagSlug.optional(),
  looking_for: tagSlug.optional(),
  offering: tagSlug.optional(),
};

/** Why someone is recommended: the tags behind each part of the score (CONTRACT 11). */
export const recommendationReasons = z.object({
  they_offer: z.array(z.string()),
  they_look_for: z.array(z.string()),
  shared_interests: z.array(z.string()),
});
export type RecommendationReasons = z.infer<typeof recommendationReasons>;

/** An item of `GET {connect_url}/event/recommendations`: a public user with presence, their networking fields, score and reasons. */
export const recommendation = publicUserWithPresence
  .extend(networkingFields.shape)
  .extend({
    score: z.number().int().meta({ description: '3·|they_offer| + 3·|they_look_for| + |shared_interests|' }),
    reasons: recommendationReasons,
  })
  .meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof recommendation>;
