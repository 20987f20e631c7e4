import type { Routes } from '../../route.js';
import { dataOf, errorBody } from '../../schemas.js';
import { slugPath } from './event-schemas.js';
import { MIN_PREFIX, VENUE_NETWORKS_MAX, venueNetworksBody, venueNetworksItem } from '../../../server/venue/schemas.js';

const item = venueNetworksItem.openapi('VenueNetworks');
const body = venueNetworksBody.openapi('VenueNetworksUpdate');

const explained =
  'Per-address ceilings do not apply to requests from these ranges that are tied to this event: code requests that name it ' +
  '(`event_id` in `POST /mobile/verification-codes`; `OTP_IP_LIMIT`), and sockets (Engine.IO handshakes and Socket.IO connection ' +
  'attempts that name the event with `?event_id=` in the handshake URL, before any token is seen; open sockets per address, ' +
  'decided from the token’s verified `event_id`). Token grants have no per-address ceiling at all (wrong codes are counted per ' +
  'number and per address and number). Per-number, per-range, SMS budget and per-user limits always apply. ' +
  'Every node reads the list again within 15 seconds of a change (the node that stored it at once).';

/** An event's venue networks (issue 21): organizers declare their hall's addresses. */
export function venueRoutes(routes: Routes): void {
  const { ctx } = routes;
  const forbidden = { description: 'Not an organizer of the event (`not_organizer`)', schema: errorBody };
  const missing = { description: 'Unknown event (`not_found`, or `slug_changed`)', schema: errorBody };

  routes.add({
    method: 'get',
    path: '/events/:slug/venue-networks',
    operationId: 'getVenueNetworks',
    summary: 'The event’s venue networks (organizers)',
    description: `The address ranges of the event's venue (its Wi-Fi, a carrier's NAT pool). ${explained}`,
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The ranges (empty when none)', schema: dataOf(item) }, 403: forbidden, 404: missing },
    async handler({ params, auth }) {
      return { body: { data: await ctx.venue.get(auth.userId, params.slug) } };
    },
  });

  routes.add({
    method: 'put',
    path: '/events/:slug/venue-networks',
    operationId: 'setVenueNetworks',
    summary: 'Set the event’s venue networks (organizers)',
    description:
      `Replaces the list. At most ${VENUE_NETWORKS_MAX} CIDR ranges, each at most /${MIN_PREFIX.ipv4} wide for IPv4 and /${MIN_PREFIX.ipv6} ` +
      'for IPv6 (a bare address is written /32 or /128); answered normalized (host bits cleared, duplicates removed); `[]` clears it. ' +
      explained,
    tags: ['Organizer operations'],
    auth: 'required',
    params: slugPath,
    body,
    responses: {
      200: { description: 'The ranges as stored', schema: dataOf(item) },
      403: forbidden,
      404: missing,
      422: { description: 'Not a CIDR range, too wide, or too many', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.venue.set(auth.userId, params.slug, body.networks) } };
    },
  });
}
