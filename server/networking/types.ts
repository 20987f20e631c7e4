import type { z } from 'zod';
import type { chat, chatMessage, chatRead, chatTyping, chatTypingAck, livefeedMessage, ownProfile, presenceChange, publicUser } from './schemas.js';
import type { Page, PageRequest } from '../paging.js';
import type { AccessClaims } from '../identity/tokens.js';

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

export interface LivefeedService {
  post(actor: AccessClaims, input: { message?: unknown; client_message_id?: unknown }): Promise<{ item: LivefeedItem; created: boolean }>;
  /** Messages of actor's event with id > afterId, oldest first, at most `limit`. */
  listAfter(actor: AccessClaims, afterId: number, limit: number): Promise<LivefeedItem[]>;
  /** The REST list: newest first, or with `after` the ones after that id, oldest first. */
  list(actor: AccessClaims, options: PageRequest & { after?: number | undefined }): Promise<Page<LivefeedItem>>;
}

export interface ChatService {
  send(actor: AccessClaims, input: { to: unknown; message?: unknown; client_message_id?: unknown }): Promise<{ item: ChatMessageItem; created: boolean }>;
  markRead(actor: AccessClaims, chatId: number): Promise<void>;
  /** Messages of every chat the actor is a member of with id > afterId, oldest first, at most `limit`. */
  listAfter(actor: AccessClaims, afterId: number, limit: number): Promise<ChatMessageItem[]>;
  /** The actor's chats, latest activity first. */
  listChats(actor: AccessClaims, page: PageRequest): Promise<Page<ChatItem>>;
  /** Messages of one chat (404 unless the actor is a member): newest first, or after an id oldest first. */
  chatMessages(actor: AccessClaims, chatId: number, options: PageRequest & { after?: number | undefined }): Promise<Page<ChatMessageItem>>;
  /** Messages of the actor's chat with a user (404 unknown user; an empty page when they have not talked yet). */
  messagesWith(actor: AccessClaims, userId: number, options: PageRequest & { after?: number | undefined }): Promise<Page<ChatMessageItem>>;
}
