import type { z } from 'zod';
import type { chat, chatMessage, chatRead, chatTyping, chatTypingAck, livefeedMessage, ownProfile, presenceChange, publicUser } from './schemas.js';
import type { Page, PageRequest } from '../paging.js';

/** The area's shapes as TypeScript types, inferred from their one declaration in schemas.ts. */
export type PublicUser = z.infer<typeof publicUser>;
/** The caller's own profile: the public fields plus their own mobile and e-mail. */
export type OwnProfile = z.infer<typeof ownProfile>;
export type LivefeedItem = z.infer<typeof livefeedMessage>;
export type ChatMessageItem = z.infer<typeof chatMessage>;
export type ChatItem = z.infer<typeof chat>;
export type PresencePayload = z.infer<typeof presenceChange>;
export type ChatTypingPayload = z.infer<typeof chatTyping>;
export type ChatReadPayload = z.infer<typeof chatRead>;
export type ChatTypingAck = z.infer<typeof chatTypingAck>;

export type { Page, PageRequest };
