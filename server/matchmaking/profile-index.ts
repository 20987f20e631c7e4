import type { DB } from '../../storage/database.js';
import type { ProfileTagKind } from '../../storage/schema/matchmaking.js';
import { loadProfileTags, profileTagChangesSince, type ProfileTagChange, type ProfileTagList } from '../../storage/repositories/recommendations.js';

/**
 * The tags of an event's networking profiles, held in this node's memory so that a viewer's candidates are scored
 * here (issue 24): per (kind, slug) the people who have it, as a packed list. Scoring adds each of the viewer's ~10
 * tags' weight over the matching list (~42,500 additions at 50,000 attendees, well under a millisecond), where
 * PostgreSQL would read, group and sort the same rows for each request (~30 ms). The database stays the truth: every
 * answer carries the profile_tags version the database saw (storage/migrations/20261127T1100), and the index catches
 * up on the users changed since its own version before an answer computed from it is used.
 */

/** What each kind of the viewer's matches in other people, and its weight: score = 3·|they_offer| + 3·|they_look_for| + |shared_interests| (CONTRACT 11). */
const MATCH: Record<ProfileTagKind, { kind: ProfileTagKind; weight: number }> = {
  looking_for: { kind: 'offering', weight: 3 },
  offering: { kind: 'looking_for', weight: 3 },
  interest: { kind: 'interest', weight: 1 },
};

/** A viewer's candidates: everyone sharing a tag with them (score > 0), not yet filtered. */
export interface Ranking {
  /** The profile_tags version the ranking was computed at. */
  readonly version: number;
  /** How many people share a tag with the viewer (the viewer excluded). */
  readonly count: number;
  /**
   * The first candidates' user ids, by score descending, then id ascending: at least the `want` asked for (whole
   * score buckets, so often more), or all `count` of them.
   */
  readonly ids: Int32Array;
}

/** Rankings kept per event for the viewers who asked last (ids in all, ~4 bytes each); a new version clears them. */
const MAX_CACHED_IDS = 1_000_000;

const keyOf = (kind: ProfileTagKind, slug: string) => `${kind} ${slug}`;

/** One event's profiles at one version. Mutated only by `apply` (catching up); ranking is synchronous. */
export class EventProfiles {
  version: number;
  /** Tag rows held (the memory measure). */
  size = 0;
  private readonly keyIds = new Map<string, number>();
  private readonly keyKinds: ProfileTagKind[] = [];
  private readonly keySlugs: string[] = [];
  /** Per key: the key it matches in others (MATCH: the same slug, the complementary kind), -1 while none exists. */
  private readonly complements: number[] = [];
  /** Per key: dense indexes of the people who have it. */
  private postings: Int32Array[] = [];
  private readonly indexOfUser = new Map<number, number>();
  private userIds: Int32Array = new Int32Array(1024);
  private users = 0;
  /** Per dense index: the person's keys (undefined: none). */
  private readonly keysOfUser: Array<number[] | undefined> = [];
  /** Scratch scores, zero between calls (ranking is synchronous, so one buffer serves every request). */
  private scores: Uint16Array = new Uint16Array(1024);
  /** Scratch: the dense indexes a ranking touched. */
  private touched: Int32Array = new Int32Array(1024);
  /** The latest rankings at this version, by viewer, oldest first. */
  private readonly rankings = new Map<number, Ranking>();
  private rankedIds = 0;

  constructor(version: number, lists: readonly ProfileTagList[]) {
    this.version = version;
    const byKey = new Map<number, number[]>();
    for (const list of lists) {
      const key = this.key(list.kind, list.slug);
      const members = byKey.get(key) ?? [];
      for (const userId of list.users) {
        const idx = this.dense(userId);
        members.push(idx);
        (this.keysOfUser[idx] ??= []).push(key);
      }
      byKey.set(key, members);
    }
    for (const [key, members] of byKey) {
      this.postings[key] = Int32Array.from(members);
      this.size += members.length;
    }
  }

  private key(kind: ProfileTagKind, slug: string): number {
    const k = keyOf(kind, slug);
    let id = this.keyIds.get(k);
    if (id === undefined) {
      id = this.keyKinds.length;
      this.keyIds.set(k, id);
      this.keyKinds.push(kind);
      this.keySlugs.push(slug);
      this.postings[id] = new Int32Array(0);
      const other = kind === 'interest' ? id : this.keyIds.get(keyOf(MATCH[kind].kind, slug));
      this.complements[id] = other ?? -1;
      if (other !== undefined) this.complements[other] = id;
    }
    return id;
  }

  private dense(userId: number): number {
    let idx = this.indexOfUser.get(userId);
    if (idx === undefined) {
      idx = this.users++;
      if (idx >= this.userIds.length) {
        const grown = new Int32Array(this.userIds.length * 2);
        grown.set(this.userIds);
        this.userIds = grown;
      }
      this.userIds[idx] = userId;
      this.indexOfUser.set(userId, idx);
    }
    return idx;
  }

  /** Brings the listed users to their tags now (a catch-up), at `version`. */
  apply(version: number, changes: readonly ProfileTagChange[]): void {
    const changed = new Set<number>();
    const touchedKeys = new Set<number>();
    const added = new Map<number, number[]>();
    for (const change of changes) {
      const idx = this.dense(change.userId);
      changed.add(idx);
      for (const key of this.keysOfUser[idx] ?? []) touchedKeys.add(key);
      const keys = [...new Set(change.tags.map((t) => this.key(t.kind, t.slug)))];
      this.keysOfUser[idx] = keys.length > 0 ? keys : undefined;
      for (const key of keys) {
        touchedKeys.add(key);
        const list = added.get(key) ?? [];
        list.push(idx);
        added.set(key, list);
      }
    }
    for (const key of touchedKeys) {
      const before = this.postings[key]!;
      const kept = before.filter((idx) => !changed.has(idx));
      const plus = added.get(key) ?? [];
      const next = new Int32Array(kept.length + plus.length);
      next.set(kept);
      next.set(plus, kept.length);
      this.postings[key] = next;
      this.size += next.length - before.length;
    }
    this.version = version;
    this.rankings.clear();
    this.rankedIds = 0;
  }

  /**
   * The viewer's first `want` candidates at this version (the viewer excluded), by score desc then id asc; the same
   * answer as sorting everyone who shares a tag. Kept for the viewers who asked last until the version changes (a
   * viewer reading page after page ranks once). Synchronous.
   */
  rank(viewerId: number, want: number): Ranking {
    const kept = this.rankings.get(viewerId);
    if (kept && (kept.ids.length >= want || kept.ids.length === kept.count)) {
      this.rankings.delete(viewerId);
      this.rankings.set(viewerId, kept);
      return kept;
    }
    const ranking = this.compute(viewerId, want);
    if (kept) {
      this.rankings.delete(viewerId);
      this.rankedIds -= kept.ids.length;
    }
    this.rankings.set(viewerId, ranking);
    this.rankedIds += ranking.ids.length;
    for (const [viewer, old] of this.rankings) {
      if (this.rankedIds <= MAX_CACHED_IDS || viewer === viewerId) break;
      this.rankings.delete(viewer);
      this.rankedIds -= old.ids.length;
    }
    return ranking;
  }

  /**
   * The tags of the viewer and of these candidates at this version, held for describing them after an await (a
   * catch-up while the page's statement runs changes this index, not what `tagsAt` took). Takes references only.
   */
  tagsAt(viewerId: number, candidates: ArrayLike<number>): CandidateTags {
    const viewer = this.indexOfUser.get(viewerId);
    const of: Array<readonly number[] | undefined> = new Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) {
      const idx = this.indexOfUser.get(candidates[i]!);
      of[i] = idx === undefined ? undefined : this.keysOfUser[idx];
    }
    return new CandidateTags(this.version, this.keyKinds, this.keySlugs, this.complements, viewer === undefined ? [] : (this.keysOfUser[viewer] ?? []), of);
  }

  private compute(viewerId: number, want: number): Ranking {
    const version = this.version;
    const viewer = this.indexOfUser.get(viewerId);
    const mine = viewer === undefined ? undefined : this.keysOfUser[viewer];
    if (viewer === undefined || !mine) return { version, count: 0, ids: new Int32Array(0) };
    if (this.scores.length < this.users) {
      this.scores = new Uint16Array(Math.max(this.users, this.scores.length * 2));
      this.touched = new Int32Array(this.scores.length);
    }
    const { scores, touched } = this;
    let touchedCount = 0;
    let top = 0;
    // Each of the viewer's tags adds its weight to everyone on the matching list.
    for (const key of mine) {
      const match = MATCH[this.keyKinds[key]!];
      const target = this.keyIds.get(keyOf(match.kind, this.keySlugs[key]!));
      if (target === undefined) continue;
      const list = this.postings[target]!;
      const w = match.weight;
      for (let i = 0; i < list.length; i++) {
        const idx = list[i]!;
        const s = scores[idx]!;
        if (s === 0) touched[touchedCount++] = idx;
        scores[idx] = s + w;
        if (s + w > top) top = s + w;
      }
    }
    // People per score; then the lowest score whose bucket, with those above it, holds `want` people.
    const counts = new Int32Array(top + 1);
    let count = 0;
    for (let i = 0; i < touchedCount; i++) {
      const idx = touched[i]!;
      if (idx === viewer) continue;
      counts[scores[idx]!]!++;
      count++;
    }
    let floor = top;
    let kept = counts[top] ?? 0;
    while (floor > 1 && kept < want) kept += counts[--floor]!;
    // Those buckets in score order (a counting sort), each sorted by id.
    const starts = new Int32Array(top + 2);
    for (let s = top, at = 0; s >= floor; s--) {
      starts[s] = at;
      at += counts[s]!;
    }
    const fill = Int32Array.from(starts);
    const ids = new Int32Array(kept);
    for (let i = 0; i < touchedCount; i++) {
      const idx = touched[i]!;
      const s = scores[idx]!;
      scores[idx] = 0;
      if (idx !== viewer && s >= floor) ids[fill[s]!++] = this.userIds[idx]!;
    }
    for (let s = top; s >= floor; s--) ids.subarray(starts[s], starts[s]! + counts[s]!).sort();
    return { version, count, ids };
  }
}

/** What a candidate is shown with (CONTRACT 11): their networking lists, score and reasons, each list in the event's tag order. */
export interface CandidateProfile {
  interests: string[];
  looking_for: string[];
  offering: string[];
  score: number;
  reasons: { they_offer: string[]; they_look_for: string[]; shared_interests: string[] };
}

const LIST_OF: Record<ProfileTagKind, 0 | 1 | 2> = { interest: 0, looking_for: 1, offering: 2 };

/** The viewer's and some candidates' tags at one version (EventProfiles.tagsAt). */
export class CandidateTags {
  private readonly mine: Set<number>;

  constructor(
    readonly version: number,
    // The index's key tables: only ever appended to, so a key id means the same (kind, slug) for good.
    private readonly kinds: readonly ProfileTagKind[],
    private readonly slugs: readonly string[],
    private readonly complements: readonly number[],
    viewer: readonly number[],
    private readonly candidates: ReadonlyArray<readonly number[] | undefined>,
  ) {
    this.mine = new Set(viewer);
  }

  /**
   * The candidate at `position` (0-based, in the list given to tagsAt) as the viewer sees them: their offering that
   * the viewer looks for, their looking_for that the viewer offers, the interests both have; score = 3·|they_offer| +
   * 3·|they_look_for| + |shared_interests|. Lists follow `order` (slug → the event's tag position).
   */
  describe(position: number, order: ReadonlyMap<string, number>): CandidateProfile {
    const lists: [string[], string[], string[]] = [[], [], []];
    const reasons: [string[], string[], string[]] = [[], [], []];
    for (const key of this.candidates[position] ?? []) {
      const list = LIST_OF[this.kinds[key]!];
      const slug = this.slugs[key]!;
      lists[list].push(slug);
      const match = this.complements[key]!;
      if (match >= 0 && this.mine.has(match)) reasons[list].push(slug);
    }
    const rank = (slug: string) => order.get(slug) ?? Number.MAX_SAFE_INTEGER;
    const sorted = (slugs: string[]) => (slugs.length > 1 ? slugs.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)) : slugs);
    const [interests, lookingFor, offering] = lists.map(sorted) as [string[], string[], string[]];
    const [shared, theyLookFor, theyOffer] = reasons.map(sorted) as [string[], string[], string[]];
    return {
      interests,
      looking_for: lookingFor,
      offering,
      score: 3 * theyOffer.length + 3 * theyLookFor.length + shared.length,
      reasons: { they_offer: theyOffer, they_look_for: theyLookFor, shared_interests: shared },
    };
  }
}

/** A catch-up larger than this many users reloads the event instead. */
const MAX_CATCH_UP = 2_000;
/** Tag rows held in all (about 4 bytes each, plus ~60 bytes per person): the least recently used events go first. */
export const PROFILE_INDEX_MAX_TAGS = 5_000_000;
/** Events held at most (those without tags hold next to nothing, but would otherwise pile up). */
const MAX_EVENTS = 1_000;

export interface ProfileIndex {
  /** The event's profiles as this node holds them (loaded on first use; possibly behind the database). */
  current(eventId: number): Promise<EventProfiles>;
  /** The event's profiles at `version` or later (catches up on the users changed since, or reloads). */
  catchUp(eventId: number, version: number): Promise<EventProfiles>;
}

interface Entry {
  profiles?: EventProfiles;
  pending?: Promise<EventProfiles>;
  usedAt: number;
}

export function createProfileIndex(deps: { db: DB; maxTags?: number; maxCatchUp?: number }): ProfileIndex {
  const { db } = deps;
  const maxTags = deps.maxTags ?? PROFILE_INDEX_MAX_TAGS;
  const maxCatchUp = deps.maxCatchUp ?? MAX_CATCH_UP;
  const entries = new Map<number, Entry>();
  let clock = 0;

  async function load(eventId: number): Promise<EventProfiles> {
    const { version, lists } = await loadProfileTags(db, eventId);
    return new EventProfiles(version, lists);
  }

  /** Drops the least recently used events (not `keep`, none being loaded) while over either limit. */
  function evict(keep: number): void {
    let total = 0;
    for (const e of entries.values()) total += e.profiles?.size ?? 0;
    while (total > maxTags || entries.size > MAX_EVENTS) {
      let oldest: [number, Entry] | undefined;
      for (const pair of entries) if (pair[0] !== keep && !pair[1].pending && (!oldest || pair[1].usedAt < oldest[1].usedAt)) oldest = pair;
      if (!oldest) return;
      total -= oldest[1].profiles?.size ?? 0;
      entries.delete(oldest[0]);
    }
  }

  /** One load or catch-up at a time per event; the others wait for it. */
  function serialized(eventId: number, entry: Entry, work: (profiles: EventProfiles | undefined) => Promise<EventProfiles>): Promise<EventProfiles> {
    const run = (entry.pending ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then(() => work(entry.profiles))
      .then(
        (profiles) => {
          entry.profiles = profiles;
          if (entry.pending === run) entry.pending = undefined;
          evict(eventId);
          return profiles;
        },
        (err: unknown) => {
          if (entry.pending === run) entry.pending = undefined;
          throw err;
        },
      );
    entry.pending = run;
    return run;
  }

  function entryOf(eventId: number): Entry {
    let entry = entries.get(eventId);
    if (!entry) {
      entry = { usedAt: 0 };
      entries.set(eventId, entry);
    }
    entry.usedAt = ++clock;
    return entry;
  }

  return {
    current(eventId) {
      const entry = entryOf(eventId);
      if (entry.profiles) return Promise.resolve(entry.profiles);
      return serialized(eventId, entry, async (profiles) => profiles ?? load(eventId));
    },
    catchUp(eventId, version) {
      const entry = entryOf(eventId);
      if (entry.profiles && entry.profiles.version >= version) return Promise.resolve(entry.profiles);
      return serialized(eventId, entry, async (profiles) => {
        if (!profiles) return load(eventId);
        if (profiles.version >= version) return profiles;
        const { version: now, changes } = await profileTagChangesSince(db, eventId, profiles.version, maxCatchUp);
        if (!changes) return load(eventId);
        profiles.apply(now, changes);
        return profiles;
      });
    },
  };
}
