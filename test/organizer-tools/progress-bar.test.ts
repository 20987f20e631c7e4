import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';

let server: TestServer;
let organizerToken: string;
let outsiderToken: string;
let organizationId: number;
let organizerId: number;

const KEYS = ['description', 'invitation_email', 'sales_collaboration', 'advertising', 'logo_and_cover', 'survey'];

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  const organizer = await createUser(ctx);
  organizerId = organizer.id;
  organizerToken = await tokenFor(ctx, organizer);
  outsiderToken = await tokenFor(ctx, await createUser(ctx));
  organizationId = (await createOrganization(ctx, organizer)).id;
});
afterAll(async () => {
  await server.stop();
});

async function progress(slug: string, token = organizerToken) {
  const res = await server.http.get(`/api/events/${slug}/progress-bar`, { token });
  return res;
}

const doneKeys = (data: Array<{ key: string; done: boolean }>) => data.filter((i) => i.done).map((i) => i.key);

describe('GET /events/{slug}/progress-bar', () => {
  it('lists the six items in seed order, none done for a fresh event', async () => {
    const event = await createEvent(server.ctx, organizationId);
    const res = await progress(event.slug);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(KEYS.map((key) => ({ key, done: false })));
  });

  it('marks each item done from the event state', async () => {
    const { db } = server.ctx;
    const org = await createOrganization(server.ctx, await createUser(server.ctx));
    await db.insertInto('organization_members').values({ organization_id: org.id, user_id: organizerId }).execute();
    const event = await createEvent(server.ctx, org.id);

    // A description widget with empty text does not count; one with text does.
    await db.insertInto('event_widgets').values({ event_id: event.id, position: 1, type: 'description', title: 'About', description: '   ' }).execute();
    await db.insertInto('event_widgets').values({ event_id: event.id, position: 2, type: 'speakers', title: 'Speakers', description: 'not a description widget' }).execute();
    expect(doneKeys((await progress(event.slug)).body.data)).toEqual([]);
    await db.insertInto('event_widgets').values({ event_id: event.id, position: 3, type: 'description', title: 'About', description: '<p>Welcome</p>' }).execute();
    expect(doneKeys((await progress(event.slug)).body.data)).toEqual(['description']);

    await db.updateTable('events').set({ invitation_email_enabled: true }).where('id', '=', event.id).execute();
    expect(doneKeys((await progress(event.slug)).body.data)).toEqual(['description', 'invitation_email']);
    await db.updateTable('events').set({ sales_collaboration_enabled: true }).where('id', '=', event.id).execute();

    const ordered = await server.http.post(`/api/events/${event.slug}/advertise`, { retargeting: { list: ['150C_45KV'] } }, { token: organizerToken });
    expect(ordered.status).toBe(201);
    expect(doneKeys((await progress(event.slug)).body.data)).toEqual(['description', 'invitation_email', 'sales_collaboration', 'advertising']);

    // Logo alone is not enough: both logo and cover.
    await db.updateTable('organizations').set({ logo: 'https://cdn.example.com/logo.png' }).where('id', '=', org.id).execute();
    expect(doneKeys((await progress(event.slug)).body.data)).not.toContain('logo_and_cover');
    await db.updateTable('organizations').set({ cover: 'https://cdn.example.com/cover.png' }).where('id', '=', org.id).execute();

    const survey = await server.http.post(
      `/api/events/${event.slug}/surveys`,
      { title: 'Feedback', questions: [{ title: 'Comments', type: 'text' }] },
      { token: organizerToken },
    );
    expect(survey.status).toBe(201);
    const res = await progress(event.slug);
    expect(res.body.data).toEqual(KEYS.map((key) => ({ key, done: true })));
  });

  it('counts an advertising order whatever its status, and only for its own event', async () => {
    const event = await createEvent(server.ctx, organizationId);
    const other = await createEvent(server.ctx, organizationId);
    const ordered = await server.http.post(`/api/events/${event.slug}/advertise`, { retargeting: { list: ['250C_75KV'] } }, { token: organizerToken });
    await server.ctx.db.updateTable('ad_orders').set({ status: 'canceled' }).where('id', '=', ordered.body.data.id).execute();
    expect(doneKeys((await progress(event.slug)).body.data)).toEqual(['advertising']);
    expect(doneKeys((await progress(other.slug)).body.data)).toEqual([]);
  });

  it('is for organizers only', async () => {
    const event = await createEvent(server.ctx, organizationId);
    expect((await server.http.get(`/api/events/${event.slug}/progress-bar`)).status).toBe(401);
    const res = await progress(event.slug, outsiderToken);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('not_organizer');
    expect(res.body.data).toBeUndefined();
    expect((await progress('no-such-event')).status).toBe(404);
    const oldSlug = `old-${event.slug}`;
    await server.ctx.db.insertInto('event_slug_history').values({ slug: oldSlug, event_id: event.id }).execute();
    const moved = await progress(oldSlug);
    expect(moved.status).toBe(404);
    expect(moved.body.errors[0]).toMatchObject({ code: 'slug_changed', new_slug: event.slug });
  });
});

describe('OpenAPI', () => {
  it('documents every organizer-tools operation', async () => {
    const res = await server.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const expected: Array<[string, string[]]> = [
      ['/api/events/{slug}/surveys', ['get', 'post']],
      ['/api/surveys/{id}', ['get']],
      ['/api/surveys/{id}/answers', ['post']],
      ['/api/surveys/{id}/results', ['get']],
      ['/api/seating/templates', ['get', 'post']],
      ['/api/seating/templates/{id}', ['get', 'patch', 'delete']],
      ['/api/events/{slug}/advertise_calculator', ['post']],
      ['/api/events/{slug}/advertise', ['post']],
      ['/api/discounts', ['get', 'post']],
      ['/api/events/{slug}/progress-bar', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(paths[path], path).toBeDefined();
      for (const method of methods) expect(Object.keys(paths[path]!), `${method} ${path}`).toContain(method);
    }
    const schemas = res.body.components.schemas as Record<string, unknown>;
    for (const name of ['Survey', 'SurveyAnswerSubmission', 'SurveyResults', 'SeatingTemplate', 'RetargetingSelection', 'RetargetingQuote', 'AdvertisingOrder', 'Discount', 'ProgressBarItem']) {
      expect(schemas[name], name).toBeDefined();
    }
  });
});
