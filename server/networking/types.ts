import type { Page, PageRequest } from '../paging.js';
import type { AccessClaims } from '../identity/tokens.js';

/** Seed 2.1 plus `id`: the only shape in which another user is ever shown (see public-user.ts). */
export interface PublicUser {
  id: number;
  name: string;
  surname: string;
  avatar: string | null;
  biography: string | null;
  jobTitle: string | null;
  organization: string | null;
  website: string | null;
  telegram: string | null;
  linkedin: string | null;
}

/** The caller's own profile: the public fields plus their own mobile and e-mail. */
export interface OwnProfile extends PublicUser {
  mobile: string;
  email: string | null;
  directory_visible: boolean;
}

export interface LivefeedItem {
  id: number;
  message: string;
  created_at: string;
  user: PublicUser;
}

export interface ChatMessageItem {
  id: number;
  chat_id: number;
  from: number;
  to: number;
  message: string;
  created_at: string;
  /** When the sender last edited it (live chat); absent when never edited. */
  edited_at?: string;
  /** Present (true) once deleted; `message` is then "". */
  deleted?: true;
}

export interface ChatItem {
  id: number;
  user: PublicUser;
  last_message: ChatMessageItem | null;
  unread: number;
  /** The newest message id the other member has read, or null. */
  other_last_read_id: number | null;
}

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
