// Generated from GET /api/openapi.json by openapi-typescript: `npm run client:types` rewrites it. Do not edit.

export interface paths {
    "/api/mobile/verification-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 5-digit login code by SMS
         * @description The code is valid for 2 minutes, single use, and dies after 5 wrong tries. One code per number per `OTP_RESEND_SECONDS` (429 with Retry-After), `OTP_PREFIX_LIMIT` per number range and `OTP_COUNTRY_LIMIT` per foreign country (numbers outside `DEFAULT_PHONE_REGION`), both for numbers Convene does not know only (known: a valid ticket of an event not yet over, an organization membership, an earlier login), `OTP_IP_LIMIT` per address per 10 minutes (not counted for `TRUSTED_NETWORKS`, nor for the venue networks of the `event_id` sent), none for an address refused for spraying wrong codes across numbers (`OTP_SPRAY_DAILY_LIMIT`, docs/identity.md), and `SMS_BUDGET_PER_MINUTE` codes per minute for the whole deployment (each 429 with Retry-After).
         */
        post: operations["sendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description `sort`: `starts_at` (default: upcoming events soonest first, then past events latest first), `-sales` (most tickets issued first), `user-special-events` (the caller’s user-special events by score, then trended events, then the rest as `starts_at`). Filters: `category` (slug or id), `city` (exact), `online`, `q` (name contains), `state`. `fields=a,b` returns only those fields and never the two flags. Pages: `page` from 1, `per_page` 1–100 (default 20).
         */
        get: operations["listEvents"];
        put?: never;
        /**
         * Create an event (members of the organization)
         * @description Past dates are allowed (imports). Enforced: `starts_at` ≤ `ends_at`, `sales_deadline` ≤ `ends_at` (422 otherwise).
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event by slug
         * @description An old slug answers 404 `{"errors":[{"code":"slug_changed","message":…,"new_slug":…}]}`. Authenticated callers get `_links.user_ticket` (null without a ticket) and the lookup is recorded as a visit (recently visited events).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an event (members of its organization)
         * @description A new `slug` keeps the old one as history: v1 lookups by it answer 404 `slug_changed`, v2 answers 301. Also takes `invitation_email_enabled` and `sales_collaboration_enabled`. `capacity` cannot go below the tickets already issued. The answer is the event record of CONTRACT 3, which does not carry `capacity` or the two settings: read the settings back from `GET /events/{slug}/progress-bar` (`invitation_email`, `sales_collaboration`). An empty body changes nothing and answers the record.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/api/v2/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event by slug (v2)
         * @description As v1, but an old slug answers 301 with `Location: https://events.example.com/api/v2/events/{new_slug}`. The record is the same as v1: its `url` and `_links.self` are the canonical `https://events.example.com/api/events/{slug}` address.
         */
        get: operations["getEventV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event widgets
         * @description Seed 2.5 widget items in the organizer’s order; `description` and `content` appear where set.
         */
        get: operations["getEventWidgets"];
        /**
         * Replace the event widgets (members of its organization)
         * @description The whole ordered array of seed 2.5 items; answers 200 with the stored list.
         */
        put: operations["replaceEventWidgets"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Similar events (v1: full records)
         * @description Upcoming, not canceled events of the same category first, then of the same city (in-person events), soonest first; never the event itself; at most 10.
         */
        get: operations["listSimilarEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/events/{slug}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Similar events (v2: summary items)
         * @description Upcoming, not canceled events of the same category first, then of the same city (in-person events), soonest first; never the event itself; at most 10.
         */
        get: operations["listSimilarEventsV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{slug}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization’s events, ordered by state
         * @description Order: active, sold_out, sales_ended, ended, canceled; inside a state upcoming soonest first, then past latest first.
         */
        get: operations["listOrganizationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followed-categories/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Followed categories with their best-selling events
         * @description Categories the caller follows by `total_sales` (tickets issued for the category’s events, organizer-issued included) descending, each with up to 4 not canceled events, best-selling first.
         */
        get: operations["listFollowedCategoryEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followed-categories/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Follow a category
         * @description Adds the category to the caller’s followed categories (idempotent: following it again changes nothing). 404 for an unknown category.
         */
        put: operations["followCategory"];
        post?: never;
        /**
         * Stop following a category
         * @description Removes the category from the caller’s followed categories; unfollowing one not followed is not an error.
         */
        delete: operations["unfollowCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recently-visited-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recently visited events
         * @description Up to 4 distinct events the caller looked up by slug in the last 14 days, latest visit first.
         */
        get: operations["listRecentlyVisitedEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ticket (its holder or the event’s organizers)
         * @description Anyone else gets 404: ticket codes are not to be confirmed to strangers.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-providers/user-special-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload user-special events (admin)
         * @description Seed 2.12. Each record is kept as received in table `user_special_event`, one row a user (replaced on upload; within one upload the last record of a user wins), stored in batches in one transaction. Up to 20mb of JSON. 422 names the failing path.
         */
        post: operations["uploadUserSpecialEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/trended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark an event trended (admin)
         * @description Administrators curate the `trended` flag: trended events follow the caller’s own special events in the `user-special-events` sort. Idempotent; the catalogue’s cached pages are invalidated on every node. 403 for anyone else, 404 for an unknown slug.
         */
        put: operations["markEventTrended"];
        post?: never;
        /**
         * Unmark a trended event (admin)
         * @description Administrators curate the `trended` flag: trended events follow the caller’s own special events in the `user-special-events` sort. Idempotent; the catalogue’s cached pages are invalidated on every node. 403 for anyone else, 404 for an unknown slug.
         */
        delete: operations["unmarkEventTrended"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket types on sale
         * @description Anyone: the event’s ticket types without hidden ones (those are reached through a voucher), each with `status` (`on_sale`, `sold_out`, `not_yet`, `ended`) and `remaining`: the smallest of what the type, its quotas and the event have left after issued tickets and held places (null when nothing limits it). Read from the primary.
         */
        get: operations["listTicketTypes"];
        put?: never;
        /**
         * Add a ticket type (organizers)
         * @description Members of the event’s organization add a ticket type; others get 403 `not_organizer`. Optional: `description`, `sales_start`, `sales_end` (default: the event’s `sales_deadline`), `min_per_order` (1), `max_per_order` (10), `hidden` (false), `tax_rate` (percent included in the price, 0). `price` is in the smallest unit of the currency.
         */
        post: operations["createTicketType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/ticket-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every ticket type with its counters (organizers)
         * @description Hidden types included, with `sold` and `held`.
         */
        get: operations["listTicketTypesForOrganizer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a ticket type (organizers)
         * @description Only the fields sent change. A `capacity` below what is sold and held → 409 `capacity_below_sold` (checked in the same statement).
         */
        patch: operations["updateTicketType"];
        trace?: never;
    };
    "/api/events/{slug}/quotas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event’s quotas (organizers) */
        get: operations["listQuotas"];
        put?: never;
        /**
         * Create a quota shared by ticket types (organizers)
         * @description A place of a type counts against the type, every quota it is in and the event. A size below what its types already sold and hold → 409 `capacity_below_sold`.
         */
        post: operations["createQuota"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/quotas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quota (organizers) */
        get: operations["getQuota"];
        put?: never;
        post?: never;
        /** Delete a quota (organizers) */
        delete: operations["deleteQuota"];
        options?: never;
        head?: never;
        /**
         * Change a quota (organizers)
         * @description Only the fields sent change; `ticket_ids` replaces the list. Below what is sold and held → 409 `capacity_below_sold`.
         */
        patch: operations["updateQuota"];
        trace?: never;
    };
    "/api/events/{slug}/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s vouchers with their uses (organizers)
         * @description `?format=csv` answers a CSV attachment (UTF-8, header row; cells that would start a formula are prefixed with `'`, as the attendee export does).
         */
        get: operations["listVouchers"];
        put?: never;
        /**
         * Create vouchers (organizers)
         * @description `code` (3-64 letters, digits, - or _; case-insensitive) or `count` (up to 10,000 generated codes of 16 characters, 80 random bits each). `discount`: `{percent}`, `{amount}` off each ticket or a fixed `{price}`; `max_uses` (default 1) counts tickets; `ticket_ids` limits it to those types; `unlocks_hidden` opens hidden types. A code the event has → 409 `voucher_code_taken`. `reserve` is not available yet (422).
         */
        post: operations["createVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a voucher (organizers)
         * @description Orders already placed with it keep their prices.
         */
        delete: operations["deleteVoucher"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s orders (organizers)
         * @description Newest first. `status`, `q` (order code, buyer name, mobile or e-mail contains); `?format=csv` answers every matching order as a CSV attachment (formula cells prefixed with `'`).
         */
        get: operations["listEventOrders"];
        put?: never;
        /**
         * Place an order
         * @description Header `Idempotency-Key` (required, 1-200 characters): the same key and body again → 200 with the first order; the same key with another body → 422 `idempotency_key_reused`. Prices, discounts, tax and the total are computed by the server (anything the client sends of them is ignored). A pending order holds its places for `ORDER_HOLD_MINUTES`; a total of 0 is paid at once and its tickets issued. Refusals: 409 `sold_out` (`field` names the item, `ticket_id`, `waiting_list`), 422 `not_on_sale`, 422 `invalid` (quantity outside the type’s min/max, unknown or hidden type), 422 `voucher_invalid`, 409 `order_pending` (with `order_code`), 409 `event_canceled`, 502 `payment_provider_unavailable` (the order stays pending with a failed payment). Seated ticket types (CONTRACT 19, `PUT /events/{slug}/seat-plan`): an item names its seats (`{ticket_id, seats: [ids]}`), or sends `quantity` alone and gets the best free seats (plan order, side by side in one row when possible); a seat held or sold to another order, or blocked → 409 `seat_taken` (`seats` names them; the database decides, whatever the concurrency), a seat not of that type in the plan → 422. The seats are held with the order and sold when it is paid; the order’s items carry `seats` and its tickets `seat`.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order (its buyer or the event’s organizers)
         * @description With its tickets (`qr`: the text the ticket’s QR code encodes, accepted by check-in) and its latest payment. Anyone else gets 404.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{code}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending order (its buyer)
         * @description Its places and voucher uses are free again at once. Not pending → 409 `order_not_pending`.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{code}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a new payment attempt (its buyer)
         * @description On a pending order: earlier open attempts are canceled, a new one is created at `provider` (default: the first of PAYMENT_PROVIDERS).
         */
        post: operations["startPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The `test` provider’s sandbox page
         * @description An HTML page with Pay and Fail buttons for one attempt (its reference is the key). Only when `test` is enabled (never with NODE_ENV=production).
         */
        get: operations["testPaymentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test/{reference}/{outcome}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox’s Pay or Fail button
         * @description Applies the outcome once (a repeat changes nothing) and answers 303 back to the page.
         */
        post: operations["testPaymentOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales summary (organizers)
         * @description Paid orders, tickets sold (organizer-issued included), gross, refunded and net; per ticket type and per day in the event’s time zone (Asia/Tehran when the event names none).
         */
        get: operations["getSalesSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/waiting-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The waiting list (organizers)
         * @description Live entries in queue order (`position` for those waiting), then the history, newest first: each person by name (no mobile, no e-mail), the ticket type wanted, `state` (`waiting`, `offered`, `done`, `left`, `lapsed`), when the offer was made and ends, and whether it was used.
         */
        get: operations["listWaitingList"];
        /**
         * Join the waiting list
         * @description Logged in. 201 with the new place `{position, state, ticket_id, offer}`, 200 with the place the caller already has (one per person and event). When places free up (an expiry, a cancel, a refund, a void, a larger capacity) the first in line gets an offer: a personal `reserve` voucher for one place, valid WAITING_LIST_OFFER_HOURS (default 24), pushed as `waiting_list:offered` and mailed to the confirmed address; unused in time, it passes to the next. 409 `waiting_list_closed` when the organizer has not opened it (`PATCH /events/{slug}` `{waiting_list_enabled: true}`), 409 `event_canceled`, 422 for a `ticket_id` that is not a visible ticket type of the event.
         */
        put: operations["joinWaitingList"];
        post?: never;
        /**
         * Leave the waiting list
         * @description Logged in; 204 whether or not the caller was in it. An offer the caller holds and has not used is given up and passes to the next at once.
         */
        delete: operations["leaveWaitingList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/seat-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s seat plan
         * @description Anyone, guests too: the seats in plan order with their labels, sections, rows, ticket types, positions (`x`, `y`, for drawing the plan) and whether they are blocked. An event without a plan has no seats. The live states are `GET /events/{slug}/seats`.
         */
        get: operations["getSeatPlan"];
        /**
         * Upload the event’s seat plan (organizers)
         * @description The whole plan, in its order (the best seats first: `quantity` orders get the first free seats side by side in one row). The client derives the seats from the seating template it designed (seed 2.7 stays opaque); `seating_template_id` only records which. Up to 20,000 seats; `id` unique in the plan (422 otherwise), `ticket_id` a ticket type of the event (422). A seated ticket type’s places are its seats: its `capacity` becomes the number of its seats that are not blocked. Seats that are held or sold stay: a plan that drops one or gives it another ticket type → 409 `seats_in_use` (`seats` names them). Blocked states of seats kept in the plan stay. The body may be up to 8 MiB.
         */
        put: operations["putSeatPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seats’ live states
         * @description Anyone, guests too: every seat of the plan in plan order as `{id, status}`, `status` one of `free`, `held` (a pending order), `sold`, `blocked`; never who holds a seat. Carries an `ETag`; `If-None-Match` → 304. Sockets that sent `seats:watch {event_id}` get `seats:changed` pushes instead of polling.
         */
        get: operations["listSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/seats/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block or unblock seats (organizers)
         * @description For guests, cameras, accessibility: a blocked seat is never sold (orders naming it → 409 `seat_taken`; `quantity` orders skip it) and its ticket type’s capacity leaves it out. Seats held or sold cannot be blocked (409 `seats_in_use` naming them); a seat not in the plan → 422. Answers the seats’ states; watchers get `seats:changed`.
         */
        post: operations["blockSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/tickets/{code}/seat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a ticket to another seat (organizers)
         * @description The ticket moves to a free, unblocked seat of its own ticket type; its code (and so its QR code) stays valid. A seat held or sold to another order, or blocked → 409 `seat_taken`; a seat not in the plan, of another type, or a ticket without a seat → 422; a void ticket → 409 `already_void`. Watchers get `seats:changed` for both seats.
         */
        post: operations["moveTicketSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe’s webhook
         * @description Checked with `stripe.webhooks.constructEvent` on the raw body (`Stripe-Signature`, STRIPE_WEBHOOK_SECRET): a bad signature → 400 and nothing changes. `payment_intent.succeeded` confirms the attempt (its amount must be the attempt’s), `payment_intent.payment_failed` / `canceled` fail it, other types are acknowledged and ignored. A duplicated, replayed or out-of-order event changes the order once. 404 for an intent Convene did not create (or when `stripe` is not enabled).
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/zarinpal/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ZarinPal’s callback (the buyer’s browser after StartPay)
         * @description ZarinPal sends the buyer back here with `Authority` and `Status`. Convene verifies every callback with ZarinPal (`/pg/v4/payment/verify.json`, the attempt’s own amount in rials), whatever `Status` says: 100 (paid) or 101 (already verified: a replay) confirm, an error code fails the attempt. Answers a small page for the buyer.
         */
        get: operations["zarinpalCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/orders/{code}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a manual payment (organizers)
         * @description The order’s `manual` attempt is confirmed: the order becomes paid (tickets issued, invoice); after its hold it is paid when its places are still free, otherwise canceled (`expired_before_payment`).
         */
        post: operations["confirmManualPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/orders/{code}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an order, in part or by ticket (organizers)
         * @description Through the provider that was paid (`manual`: recorded as done; `zarinpal`: recorded pending, to be carried out in ZarinPal’s panel). `ticket_codes` refunds those tickets (each its line’s share unless `amount` is sent) and voids them; without either the rest of the order is refunded and every ticket voided. Refunds never add up to more than was paid (409 `refund_exceeds_paid`). A credit note naming the invoice is issued. A provider that fails → 201 with `status: "failed"` (nothing counted, nothing voided).
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/orders/{code}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a paid order (organizers)
         * @description Refunds what is left of it in full, voids its tickets and cancels it (`cancel_reason: "organizer"`, `order.canceled`).
         */
        post: operations["cancelOrderByOrganizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{code}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order’s invoice
         * @description The buyer or the event’s organizers (others 404). The invoice of a paid order with a total above 0, with its credit notes; it never changes.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{code}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order’s invoice as a PDF
         * @description The same invoice as a PDF (its text carries the number, the seller, the buyer, the lines and the total).
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an organization (the caller becomes its owner)
         * @description Creates an organization with a unique slug (409 `slug_taken`); the caller becomes its owner and may add members and events.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization
         * @description The organization’s public fields (name, slug, logo, cover); 404 for an unknown slug.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an organization (members)
         * @description Members change the organization’s name, logo or cover (only the fields sent); the catalogue’s cached pages showing it are invalidated on every node.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/api/events/{slug}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an event (members of its organization)
         * @description Idempotent: canceling again keeps the first cancellation.
         */
        post: operations["cancelEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attendees of an event (organizers)
         * @description Every ticket of the event with its holder, oldest first. Filters: `q` (name, surname, ticket code, mobile or e-mail contains), `status` (`valid`, `void`), `checked_in`. The event’s organizers are the only ones who see the holders’ mobile and e-mail. `?format=csv` or `Accept: text/csv` answers the whole filtered list (no paging) as a CSV attachment, UTF-8 with a header row, streamed from the database in batches; cells that would start a spreadsheet formula (=, +, -, @, tab, CR) are prefixed with `'`. `meta.pagination.total` is exact without `q`; with `q` it is exact up to 1,000 matching tickets and that number beyond (a floor, and `total_pages` with it: follow `links.next` while present). `links.next` of a full page carries a `cursor` that reads the next page from the index at any depth; `page` alone reaches 10,000 tickets deep (422 naming `page` beyond).
         */
        get: operations["listEventAttendees"];
        put?: never;
        /**
         * Issue a ticket to a mobile number (members of its organization)
         * @description Creates the user when the number is new (`name`/`surname` are used only then), counts as a sale. Beyond the event’s capacity → 409 `sold_out`; beyond the ticket type’s → 409 `ticket_sold_out`; a canceled event → 409 `event_canceled`; a seated ticket type (CONTRACT 19: its seats are sold through orders) → 422. The response never carries the mobile.
         */
        post: operations["issueTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories
         * @description Every event category, for filters and for following.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category (admin)
         * @description Administrators add an event category; others get 403.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{slug}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members of an organization (members only)
         * @description Owner first, then by joining time. Names only: no member’s mobile or e-mail is shown.
         */
        get: operations["listOrganizationMembers"];
        put?: never;
        /**
         * Add a member by mobile (owner only)
         * @description Creates the user when the number is new. The member may then manage the organization’s events.
         */
        post: operations["addOrganizationMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{slug}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member (owner only)
         * @description The organization’s owner removes a member; the owner stays (409 `owner_stays`). Others get 403 `not_owner`, an unknown organization or member 404.
         */
        delete: operations["removeOrganizationMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an event's surveys
         * @description Organizers of the event only; newest first.
         */
        get: operations["listSurveys"];
        put?: never;
        /**
         * Create a survey for an event
         * @description Organizers of the event only. Questions are `text`, `single` (one option) or `multiple` (several options); the answer gives the ids.
         */
        post: operations["createSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/surveys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A survey and its questions
         * @description Public: attendees read the questions before answering.
         */
        get: operations["getSurvey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/surveys/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a survey (seed 2.11)
         * @description `attendee_id` is a ticket code of the survey's event (422 otherwise). Each answer must fit its question: a string for `text` and `single` (one of the options), an array of distinct options for `multiple`. Required questions must be answered. One submission per ticket: a second one is 409 `already_answered`; a voided ticket is 409 `ticket_void`.
         */
        post: operations["answerSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/surveys/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results of a survey
         * @description Organizers of the survey's event only. Per question: how many answered it, the count of every option (choice questions) or the texts (text questions).
         */
        get: operations["getSurveyResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seating/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List seating templates
         * @description Administrators see every template; everyone else only published ones. Newest first.
         */
        get: operations["listSeatingTemplates"];
        put?: never;
        /**
         * Create a seating template
         * @description Administrators only. `data` is any JSON (at most 1 MiB, 413 beyond), stored in a json column and returned deep-equal with its key order kept. `published` defaults to false.
         */
        post: operations["createSeatingTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seating/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seating template
         * @description An unpublished template is 404 to everyone but administrators.
         */
        get: operations["getSeatingTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete a seating template
         * @description Administrators only.
         */
        delete: operations["deleteSeatingTemplate"];
        options?: never;
        head?: never;
        /**
         * Edit, publish or unpublish a seating template
         * @description Administrators only. Any of `title`, `data` (replaced whole), `published`.
         */
        patch: operations["updateSeatingTemplate"];
        trace?: never;
    };
    "/api/events/{slug}/advertise_calculator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a retargeting selection
         * @description Organizers of the event only. Prices come from the package's items in the database; a percent discount is rounded down, an amount discount is capped at the subtotal. Unknown item codes (`field` `retargeting.list.N`), unknown, expired or used-up discount codes (`retargeting.discount_id`) are 422. Nothing is stored.
         */
        post: operations["priceAdvertising"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/advertise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order a retargeting package
         * @description Organizers of the event only; same body and checks as the calculator. The order is created `pending` at the current prices. A discount code is used once per order, atomically: when its last use is taken by a concurrent order the request is 422 and nothing is stored.
         */
        post: operations["orderAdvertising"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List discount codes
         * @description Administrators only; newest first, with how often each was used.
         */
        get: operations["listDiscounts"];
        put?: never;
        /**
         * Create a discount code
         * @description Administrators only. Exactly one of `percent` (1–100) or `amount`; optional `expires_at` (future) and `max_uses`.
         */
        post: operations["createDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/progress-bar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organizer checklist (seed 2.14)
         * @description Organizers of the event only. Six items in display order: `description` (a description widget with text), `invitation_email` and `sales_collaboration` (enabled in the event settings), `advertising` (the event has an advertising order, whatever its status), `logo_and_cover` (the organization has both), `survey` (the event has a survey). Texts and links are the client's.
         */
        get: operations["getEventProgressBar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite addresses to the event by e-mail
         * @description Organizers of the event only. JSON `{emails: [..]}` or a `text/csv` body (every cell holding an address). At most 5,000 addresses a call (413) and INVITATIONS_PER_DAY per organization and day (429 `too_many_invitations`); a bad address is 422 naming it; duplicates, and addresses already invited to the event, get one mail. Addresses that unsubscribed get none. Marks the progress bar’s `invitation_email` done. See docs/mail.md.
         */
        post: operations["sendEventInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/networking/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s networking tags
         * @description Organizers of the event only; in the organizer’s order.
         */
        get: operations["getEventNetworkingTags"];
        /**
         * Replace the event’s networking tags
         * @description The whole list (at most 200, slugs unique, `^[a-z0-9][a-z0-9-]{0,39}$`, titles 1–80 characters) in display order. A tag left out is removed from every attendee’s networking profile.
         */
        put: operations["replaceEventNetworkingTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/tickets/{code}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a ticket (organizers)
         * @description The seat is given back (a sold-out event can become `active` again) in the same transaction; the holder no longer takes part in the event (refresh of an event-bound login → `invalid_grant`, feed posts → 403, their sockets leave the event’s room on every node, check-in refused, their pending and future accepted meetings cancelled with `meeting:updated` to both members) unless they hold another valid ticket or belong to the organization. Announced as `ticket.voided`.
         */
        post: operations["voidTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/checkins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a ticket in (organizers)
         * @description One conditional update decides: of concurrent scans of one code exactly one is 201. Again → 409 `already_checked_in` carrying the first `checked_in_at`; a void ticket → 409 `ticket_void`; unknown or another event’s code → 404. Announced as `checkin.created`.
         */
        post: operations["checkInTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/checkins/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload offline check-ins (organizers)
         * @description At most 500 items `{code, checked_in_at}` (more → 422). Answered per item in the order sent; the earliest time of a code wins (also against a time already stored). An item that is not a `{code: string, checked_in_at: ISO time}` (or whose time is more than 5 minutes ahead) answers `invalid` with a `message`, and the other items are still stored.
         */
        post: operations["uploadCheckIns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/checkins/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check-in stats (organizers)
         * @description Valid tickets and how many are checked in, in all and per ticket type (void tickets are not counted). One query, over counters kept in step with every ticket write (a few rows, whatever the event’s size): exact.
         */
        get: operations["getCheckInStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{slug}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhooks of an organization (members; no secrets)
         * @description The organization’s webhooks (URL, event types, creation time) for its members; signing secrets are shown only once, when a webhook is created.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook (members of the organization)
         * @description Deliveries are POSTs of `{type, timestamp, data}` signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`, `webhook-signature`); verify them with the `secret`, shown only in this answer. `url` is http(s), at most 2048 characters, and may not point at a loopback or private address (422 `private_address`). Retried with exponential backoff and jitter on a non-2xx answer or a timeout, with the same `webhook-id`. At most 20 a organization.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{slug}/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook (members)
         * @description Its pending deliveries are dropped.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{slug}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery history of a webhook (members)
         * @description Newest first.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reports filed in an event
         * @description Members of the event’s organization only (403 `not_organizer`). Newest first, optionally of one status. `meta.pagination.total` (and `total_pages`) is exact up to 1,000 reports and that number beyond (a floor: `links.next` is then on every full page). `links.next` of a full page carries a `cursor` beside `page`: following it reads the next page from the index at any depth; `page` alone reaches 10,000 reports deep (422 naming `page` beyond).
         */
        get: operations["listEventReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/reports/{report_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Resolve or dismiss a report
         * @description Members of the event’s organization only (403 `not_organizer`).
         */
        patch: operations["resolveEventReport"];
        trace?: never;
    };
    "/api/events/{slug}/livefeed/messages/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a feed post of the event
         * @description Members of the event’s organization only (403 `not_organizer`). The post leaves lists and `sync`; `livefeed:deleted {id}` is pushed to the event’s sockets on every node.
         */
        delete: operations["deleteEventFeedMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/bans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Participants muted in the event
         * @description Members of the event’s organization only (403 `not_organizer`). Newest first.
         */
        get: operations["listEventBans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/bans/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mute a participant in the event
         * @description Members of the event’s organization only (403 `not_organizer`). With a token of this event, every feed post and chat message of the user is refused (403 `banned`) over REST and over sockets already open, on every node, from the moment the ban is stored; reading still works. Their pending and future accepted meetings in the event are cancelled (`meeting:updated` to both members). Organizers of the event cannot be banned (422).
         */
        put: operations["banEventParticipant"];
        post?: never;
        /**
         * Lift a ban
         * @description Members of the event’s organization only (403 `not_organizer`). Idempotent.
         */
        delete: operations["liftEventBan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event's sessions (CONTRACT 12)
         * @description Anyone, guests too. By `starts_at`, then `id`; `date` (UTC day), `room` and `tag` filter. Items carry `saved` for an authenticated participant. Carries an `ETag`; `If-None-Match` → 304.
         */
        get: operations["listSessions"];
        put?: never;
        /**
         * Add a session to the programme (CONTRACT 12)
         * @description Organizers of the event. `description` is HTML sanitized like widgets; `starts_at` < `ends_at`, both within the event's dates (422). `tags` are slugs of the event's tags. Pushes `session:updated {id}` to the event's room.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One session (CONTRACT 12)
         * @description Anyone, guests too. A session of another event is 404. Carries `saved` for an authenticated participant, as the list does.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /**
         * Delete a session (CONTRACT 12)
         * @description Organizers of the event. Pushes `session:deleted {id}`.
         */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        /**
         * Change a session (CONTRACT 12)
         * @description Organizers of the event; the same rules as creating, `qa_enabled` too. Pushes `session:updated {id}`.
         */
        patch: operations["updateSession"];
        trace?: never;
    };
    "/api/events/{slug}/sessions/{id}/questions/{qid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a question (organizers)
         * @description Organizers of the event; its votes go with it. Pushes `question:deleted {id}` to the session’s room.
         */
        delete: operations["deleteEventQuestion"];
        options?: never;
        head?: never;
        /**
         * Moderate a question (CONTRACT 12)
         * @description Organizers of the event: `status` open, answered or hidden (hidden ones never reach attendees).
         */
        patch: operations["moderateQuestion"];
        trace?: never;
    };
    "/api/events/{slug}/sessions/{id}/polls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a poll to a session (CONTRACT 12)
         * @description Organizers of the event. 2–10 `options` (indexes from 0, in the order given); `multiple` allows several per voter. Starts as a `draft`, seen only by organizers.
         */
        post: operations["createPoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/sessions/{id}/polls/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Open or close a poll (CONTRACT 12)
         * @description Organizers of the event: `open` (a draft, or a closed poll again) or `closed`; closing a draft is 409 `poll_not_open`. Pushes `poll:updated` to the session’s room.
         */
        patch: operations["updatePoll"];
        trace?: never;
    };
    "/api/events/{slug}/meetings/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s meeting settings
         * @description Organizers of the event. Before any are stored: `enabled: false`, no windows, no tables.
         */
        get: operations["getMeetingSettings"];
        /**
         * Replace the event’s meeting settings
         * @description `slot_minutes` 5–120; at most 50 `windows`, not overlapping, each within the event’s starts_at–ends_at (422 naming the window); 1–500 `locations` (tables or booths, one meeting per slot each). A location sent without `id` is new; one sent with its `id` is renamed and reordered; one left out is removed: its future accepted meetings lose their location (`location: null`) and both members get `meeting:updated`. Past meetings keep its name. Changing windows or the slot length leaves existing meetings as they are.
         */
        put: operations["updateMeetingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s meetings
         * @description Organizers of the event. By time (`starts_at`), then id; `status` filters. Members carry only `id`, `name` and `surname`. `meta.pagination.total` (and `total_pages`) is exact up to 1,000 meetings and that number beyond (a floor: `links.next` is then on every full page). `links.next` of a full page carries a `cursor` beside `page`: following it reads the next page from the index at any depth; `page` alone reaches 10,000 meetings deep (422 naming `page` beyond). `?format=csv` (or `Accept: text/csv`) streams the whole filtered list as a CSV attachment (UTF-8, header row: id, status, starts_at, ends_at, location, from_id, from_name, from_surname, to_id, to_name, to_surname, cancelled_by, from_met, to_met, created_at; formula-like cells prefixed with ').
         */
        get: operations["listEventMeetings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/meetings/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meeting figures of the event
         * @description Organizers of the event. Counts by status; `met` and `no_show` from the members’ attendance answers; per live table, its accepted meetings and the slots of the current windows.
         */
        get: operations["getMeetingStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/venue-networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s venue networks (organizers)
         * @description The address ranges of the event's venue (its Wi-Fi, a carrier's NAT pool). Per-address ceilings do not apply to requests from these ranges that are tied to this event: code requests that name it (`event_id` in `POST /mobile/verification-codes`; `OTP_IP_LIMIT`), and sockets (Engine.IO handshakes and Socket.IO connection attempts that name the event with `?event_id=` in the handshake URL, before any token is seen; open sockets per address, decided from the token’s verified `event_id`). Token grants have no per-address ceiling at all (wrong codes are counted per number and per address and number). Per-number, per-range, SMS budget and per-user limits always apply. Every node reads the list again within 15 seconds of a change (the node that stored it at once).
         */
        get: operations["getVenueNetworks"];
        /**
         * Set the event’s venue networks (organizers)
         * @description Replaces the list. At most 16 CIDR ranges, each at most /16 wide for IPv4 and /32 for IPv6 (a bare address is written /32 or /128); answered normalized (host bits cleared, duplicates removed); `[]` clears it. Per-address ceilings do not apply to requests from these ranges that are tied to this event: code requests that name it (`event_id` in `POST /mobile/verification-codes`; `OTP_IP_LIMIT`), and sockets (Engine.IO handshakes and Socket.IO connection attempts that name the event with `?event_id=` in the handshake URL, before any token is seen; open sockets per address, decided from the token’s verified `event_id`). Token grants have no per-address ceiling at all (wrong codes are counted per number and per address and number). Per-number, per-range, SMS budget and per-user limits always apply. Every node reads the list again within 15 seconds of a change (the node that stored it at once).
         */
        put: operations["setVenueNetworks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/exhibitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event’s exhibitors with their lead counts (organizers)
         * @description Oldest first; `leads` is the number of leads each exhibitor holds (the leads themselves go to its staff only).
         */
        get: operations["listEventExhibitors"];
        put?: never;
        /**
         * Add an exhibitor (organizers)
         * @description `name` (1–200 characters), optional `description`, `logo` (an http(s) URL) and `booth`. Staff and qualifying questions are set apart.
         */
        post: operations["createExhibitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/exhibitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exhibitor with its lead count (organizers) */
        get: operations["getEventExhibitor"];
        put?: never;
        post?: never;
        /**
         * Remove an exhibitor (organizers)
         * @description Its staff and leads go with it.
         */
        delete: operations["deleteExhibitor"];
        options?: never;
        head?: never;
        /**
         * Change an exhibitor (organizers)
         * @description Any of `name`, `description`, `logo`, `booth`; `null` clears an optional field.
         */
        patch: operations["updateExhibitor"];
        trace?: never;
    };
    "/api/events/{slug}/exhibitors/{id}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An exhibitor’s leads (organizers)
         * @description The same list its booth staff read (`GET https://events.example.com/connect/exhibitors/{id}/leads`), oldest capture first. `?format=csv` answers a CSV attachment (UTF-8, header row; cells that would start a spreadsheet formula are prefixed with `'`); `?format=vcard` a vCard 4.0 file (RFC 6350), one card per lead. E-mail and mobile only for the people who allow it.
         */
        get: operations["listEventExhibitorLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/exhibitors/{id}/staff/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add booth staff (organizers)
         * @description No body. The user must take part in the event (a valid ticket, or a member of its organization): 422 `staff_not_participant` otherwise. 201 when added, 200 when already staff.
         */
        put: operations["addExhibitorStaff"];
        post?: never;
        /**
         * Remove booth staff (organizers)
         * @description Idempotent: 204 whether or not the user was staff.
         */
        delete: operations["removeExhibitorStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}/exhibitors/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the exhibitor’s qualifying questions (organizers)
         * @description At most 20 questions, each as a survey question: `title`, `type` (`text`, `single`, `multiple`), `options` (2–50 distinct, for single and multiple), `required`. Ids are given in order from 1; leads answer them by `question_id`.
         */
        put: operations["replaceExhibitorQuestions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/mobile/verification-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 5-digit login code by SMS
         * @description The code is valid for 2 minutes, single use, and dies after 5 wrong tries. One code per number per `OTP_RESEND_SECONDS` (429 with Retry-After), `OTP_PREFIX_LIMIT` per number range and `OTP_COUNTRY_LIMIT` per foreign country (numbers outside `DEFAULT_PHONE_REGION`), both for numbers Convene does not know only (known: a valid ticket of an event not yet over, an organization membership, an earlier login), `OTP_IP_LIMIT` per address per 10 minutes (not counted for `TRUSTED_NETWORKS`, nor for the venue networks of the `event_id` sent), none for an address refused for spraying wrong codes across numbers (`OTP_SPRAY_DAILY_LIMIT`, docs/identity.md), and `SMS_BUDGET_PER_MINUTE` codes per minute for the whole deployment (each 429 with Retry-After).
         */
        post: operations["sendConnectVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth 2.0 token endpoint
         * @description Grants: `event_mobile_verification` (token bound to the event; the user must hold a ticket or belong to its organization), `mobile_verification` (creates the user on first login; not bound to an event) and `refresh_token` (rotates; reusing a rotated token revokes the whole login). Client authentication by `client_id`/`client_secret` in the body or HTTP Basic. Errors follow RFC 6749 5.2.
         */
        post: operations["requestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/oauth2/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out: revoke a token (RFC 7009)
         * @description `token` (a refresh or access token) and `token_type_hint?`, with client authentication as at the token endpoint. The whole login ends: its refresh tokens give `invalid_grant` and its access tokens are refused (401). 200 also for an unknown token, or one issued to another client (then nothing changes).
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public keys that verify access tokens
         * @description The JSON Web Key Set whose public keys verify access tokens (`jwks_uri` of the metadata); shared by every node.
         */
        get: operations["getJsonWebKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/livefeed/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live feed of the token’s event
         * @description Needs an access token bound to an event (403 `event_token_required` otherwise). Newest first; with `after=<id>` only the messages after that id, oldest first (to catch up). `_links.next` of a full page carries `before=<last id>`: following it reads the next page from the index (cheap at any depth). `page` alone reaches 10,000 messages deep (422 naming `page` beyond). `_total_items` is exact up to 1,000 and that number beyond (a floor: follow `_links.next` while present).
         */
        get: operations["listFeedMessages"];
        put?: never;
        /**
         * Post to the live feed of the token’s event
         * @description Needs an access token bound to an event (403 `event_token_required` otherwise). A post without `message` (absent or JSON null) answers 500 `message_required` (as the seed specifies); an empty, non-string or over-long message is 422. At most 20 posts a minute per user (429 with Retry-After). The message is also pushed to the event’s sockets (`livefeed:message`).
         */
        post: operations["postFeedMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/users/{user_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of the caller’s chat with a user
         * @description Newest first; with `after=<id>` the ones after that id, oldest first (to catch up). `_links.next` of a full newest-first page carries `before=<last id>` beside `page`: following it reads the next page from the index (cheap at any depth). `page` alone reaches 10,000 messages deep (422 naming `page` beyond). `_total_items` is exact up to 1,000 and that number beyond (a floor: follow `_links.next` while present). An empty page when the two have not talked yet; 404 for an unknown user.
         */
        get: operations["listMessagesWithUser"];
        put?: never;
        /**
         * Send a chat message to a user
         * @description Needs an access token bound to an event (403 `event_token_required`); the recipient must be an attendee or organizer of that event (404 otherwise). One chat per pair of users, created on the first message. At most 30 messages a minute per user (429). A retry with the same `client_message_id` answers 200 with the first message; the same id used for another recipient is not a retry (409 `client_message_id_reused`). Both members’ sockets get `chat:message`.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s chats
         * @description Each with the other member, the last message, the unread count and `other_last_read_id` (how far the other member has read); latest activity first. `_total_items` is exact. `_links.next` of a full page carries a `cursor` beside `page`: following it reads the next page from the index at any depth; `page` alone reaches 10,000 chats deep (422 naming `page` beyond).
         */
        get: operations["listChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/chats/{chat_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of one chat
         * @description Newest first; with `after=<id>` the ones after that id, oldest first (to catch up). `_links.next` of a full newest-first page carries `before=<last id>` beside `page`: following it reads the next page from the index (cheap at any depth). `page` alone reaches 10,000 messages deep (422 naming `page` beyond). `_total_items` is exact up to 1,000 and that number beyond (a floor: follow `_links.next` while present). Only the two members see a chat: for anyone else it is 404.
         */
        get: operations["listChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/chats/{chat_id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a chat read
         * @description Marks every message of the chat read for the caller (its unread count drops to 0); both members’ sockets get `chat:read {chat_id, user_id, last_read_id}`. Only the two members see a chat: for anyone else it is 404.
         */
        put: operations["markChatRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/chats/{chat_id}/messages/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one’s own chat message
         * @description The sender deletes a message (no time window); it then comes back as `{id, chat_id, from, to, deleted: true, message: "", created_at}` in lists and `sync`, and both members’ sockets get `chat:updated`. Deleting it again → 204. Someone else’s message → 403; someone who is not a member of the chat → 404.
         */
        delete: operations["deleteChatMessage"];
        options?: never;
        head?: never;
        /**
         * Edit one’s own chat message
         * @description The sender replaces the text within 15 minutes of sending; the message then carries `edited_at`. Someone else’s message, a deleted one or one past the window → 403; someone who is not a member of the chat → 404. Both members’ sockets get `chat:updated` (the item); lists and `sync` return the current text.
         */
        patch: operations["editChatMessage"];
        trace?: never;
    };
    "/connect/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own profile
         * @description The public fields plus the caller’s own `mobile` and `email` (never shown for other users).
         */
        get: operations["getMyProfile"];
        put?: never;
        post?: never;
        /**
         * Delete the caller’s account
         * @description At once: every refresh token is dead (`invalid_grant`), every access token is refused (401), open sockets are disconnected; the profile is erased (name, surname, avatar, biography, e-mail and every other profile field; the mobile is released, so a later login with it makes a new account); the user leaves attendee lists, bookmarks, blocks and organizations; their pending and future accepted meetings are cancelled (the other member gets `meeting:updated`). Past feed posts and chat messages stay for the others, without any profile field. 409 `organization_owner` while the user owns an organization.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        /**
         * Edit the caller’s own profile
         * @description Edits the seed 2.1 fields and `email`. `role`, `mobile` and any other field are refused (422), never stored.
         */
        patch: operations["updateMyProfile"];
        trace?: never;
    };
    "/connect/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public profile of a user
         * @description Seed 2.1 plus `id` and `online` (a socket of the user is connected on some node); never carries mobile or e-mail. 404 unless the caller is that user, an admin, shares a chat with them, or takes part in an event they take part in (ticket or organization membership), and 404 when either blocked the other or the account was deleted: ids do not enumerate users.
         */
        get: operations["getUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm an e-mail address (the mailed link, no token)
         * @description The link sent after `PATCH /users/me` `{email}`. Single use; only the newest link of the account’s current address works. Until it is used, that address receives no other mail. 422 `link_invalid` otherwise.
         */
        get: operations["confirmEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058)
         * @description The address of the `List-Unsubscribe` header of invitations and reminders; mail clients POST `List-Unsubscribe=One-Click` to it. The address gets no more invitations or reminders. 422 `link_invalid` for a token that is not ours.
         */
        post: operations["unsubscribeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/event/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attendees of the token’s event
         * @description Ticket holders of the event the token is bound to (403 `event_token_required` otherwise), by name, surname, id; `online` tells whether a socket of the user is connected. `_total_items` is exact; with `q` or a tag filter it is exact up to 1,000 matches and that number beyond (a floor: follow `_links.next` while present). A search that is slow in a big event (its matches sort late) keeps its matches on the node for 30 s: its pages then show voids, blocks and leaving the directory at once, but a holder who joined or renamed into it since only when that time is up, and its total counts the listed matches as they were read, before blocks. `_links.next` of a full page carries a `cursor`: following it reads the next page from the index at any depth; `page` alone reaches 10,000 attendees deep (422 naming `page` beyond).
         */
        get: operations["listAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/bookmarks/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s bookmarked users
         * @description Newest bookmark first.
         */
        get: operations["listBookmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/bookmarks/users/{target_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Bookmark a user
         * @description No body. 201 with the bookmarked user when new, 204 when already bookmarked, 404 for an unknown user, and 500 `cannot_bookmark_self` for oneself (the seed’s status, with a clear body).
         */
        put: operations["bookmarkUser"];
        post?: never;
        /**
         * Remove a bookmark
         * @description Idempotent: 204 whether or not the user was bookmarked.
         */
        delete: operations["removeBookmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image
         * @description multipart/form-data with one file in the field `file`, at most `UPLOAD_MAX_BYTES` (5242880 bytes here). The type is decided by the bytes, not the name: JPEG, PNG, WebP or GIF. The image is re-encoded in its own format, which strips metadata (EXIF, GPS) and anything appended to it, and stored under a random name; nothing is stored for a rejected or aborted upload. Images over 40,000,000 pixels are refused (413 `image_too_large`). At most 30 uploads per 10 minutes per user (429). An oversized body is read and dropped up to a bound so the 413 can be read, then the connection is closed.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded image
         * @description Public, no token needed: the URL is unguessable and avatars are embedded in public profiles that apps show in <img> tags. Served by every node (the bytes live in the database) with the image’s type, `X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src 'none'; sandbox` and a long immutable cache (names never change content).
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/blocks/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users the caller blocked
         * @description Newest block first.
         */
        get: operations["listBlockedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/blocks/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Block a user
         * @description A block works both ways: neither can message the other (403 `blocked`, REST and `chat:send`), each is left out of the other’s attendee list, profile (404) and feed (lists, `sync`, socket pushes, posts made before the block too); bookmarks between them are removed; their pending and future accepted meetings with each other are cancelled (`cancelled_by: null`, `meeting:updated` to both). The chat history stays readable.
         */
        put: operations["blockUser"];
        post?: never;
        /**
         * Unblock a user
         * @description Idempotent: 204 whether or not the user was blocked. A block the other user made stays.
         */
        delete: operations["unblockUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a user, feed message or chat message to the event’s organizers
         * @description Needs an access token bound to an event (403 `event_token_required` otherwise). The target must be visible to the reporter: a feed message of the token’s event, a chat message of one of the reporter’s chats, a user who takes part in the token’s event (404 `target_not_found` otherwise). The report keeps a snapshot of the reported text (or the user’s name). Reporting the same target again answers 200 with the first report.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/livefeed/messages/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one’s own feed post
         * @description Only the author (404 for anyone else’s post, or an unknown id). The post leaves lists and `sync`; `livefeed:deleted {id}` is pushed to the event’s sockets.
         */
        delete: operations["deleteFeedMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth 2.0 authorization server metadata
         * @description OAuth 2.0 authorization server metadata (RFC 8414) for the issuer `https://events.example.com/connect`: token, revocation and key endpoints, the grants (`event_mobile_verification`, `mobile_verification`, `refresh_token`) and client authentication by `client_secret_basic` or `client_secret_post`.
         */
        get: operations["getOAuthMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server’s VAPID public key
         * @description Pass it as `applicationServerKey` to `pushManager.subscribe` (base64url of the uncompressed P-256 point).
         */
        get: operations["getVapidPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own push subscriptions
         * @description Only the caller’s own (never another user’s), newest first.
         */
        get: operations["listPushSubscriptions"];
        put?: never;
        /**
         * Subscribe this browser to chat pushes
         * @description A chat message to the caller is pushed to each of their subscriptions when, as the push goes out (moments after the message is stored), no socket of theirs is connected and they have not read it; encrypted (`aes128gcm`) and signed with VAPID, the decrypted payload is `{type: "chat_message", chat_id, message_id, from: {id, name}}` (never the text). Endpoints must be https and public (422 otherwise); keys of the wrong length → 422. The newest 10 subscriptions of a user are kept. A subscription the push service answers 404 or 410 for is removed.
         */
        post: operations["createPushSubscription"];
        /**
         * Unsubscribe a browser
         * @description Removes the caller’s own subscription with this endpoint (204 also when there is none; another user’s subscription is never touched).
         */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/networking/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The networking tags of the token’s event
         * @description In the organizer’s order.
         */
        get: operations["listNetworkingTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/event/networking-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your networking profile in the token’s event
         * @description Interests, what you look for and offer (tag slugs), whether you take meeting requests (default true), and whether exhibitors holding a lead of yours see your contact (`share_contact_with_exhibitors`, default false).
         */
        get: operations["getNetworkingProfile"];
        /**
         * Replace your networking profile in the token’s event
         * @description Each list at most 10 of the event’s tag slugs; an unknown slug → 422 naming it. `share_contact_with_exhibitors` is not part of it (PATCH changes it) and stays as it is.
         */
        put: operations["replaceNetworkingProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change your contact consent for exhibitors in the token’s event
         * @description `share_contact_with_exhibitors` (default false): whether exhibitors whose lead you are see your e-mail and mobile. Applies to leads already captured too.
         */
        patch: operations["patchNetworkingProfile"];
        trace?: never;
    };
    "/connect/event/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People to meet in the token’s event
         * @description Participants whose tags match yours: score = 3·|they_offer| + 3·|they_look_for| + |shared_interests|, only score > 0, by score then id. Never yourself, blocks either way, people out of the directory, non-participants, banned people, or people you dismissed. Every page is exact (the same people in the same order as the full list). `_total_items` is exact when at most 200 people share a tag with you (all of them are checked), and on a page that reaches the end of the list. Otherwise it is an estimate from above: the people who share a tag with you, less those found left out among the ones checked for this page (people further down who are out of the directory, not participants, banned, blocked or dismissed are still counted), so the last pages may hold fewer items than `_total_items` promises and a page past the real end is empty; it is never below the real number, so `_links.next` is present whenever more follow.
         */
        get: operations["listRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/event/recommendations/{user_id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop recommending a user
         * @description The user leaves the caller’s recommendations for this event (idempotent); the directory and chat are unaffected.
         */
        post: operations["dismissRecommendation"];
        /**
         * Undo a dismissal
         * @description The user may be recommended to the caller again (idempotent).
         */
        delete: operations["undismissRecommendation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/agenda/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a session in your agenda (CONTRACT 12)
         * @description Event-bound token. 201 when new, 204 when already saved; 404 for a session of another event.
         */
        put: operations["addAgendaSession"];
        post?: never;
        /**
         * Remove a session from your agenda
         * @description Event-bound token. 204 whether or not it was saved; 404 for a session of another event.
         */
        delete: operations["removeAgendaSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/agenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your agenda: saved sessions (and accepted meetings) by time, overlaps marked
         * @description Event-bound token. `conflicts` lists the other items each item overlaps.
         */
        get: operations["getAgenda"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/sessions/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The questions of a session
         * @description `top`: votes desc, then id; `new`: newest first. Hidden ones only for organizers; none across a block. Anonymous authors are null but for organizers. `_links.next` carries `page` and a keyset cursor `after`: following it reads the next page from the index after the last question shown (no OFFSET), so deep pages of a busy hall stay cheap; `page` alone (no `after`) still works up to 10,000 questions deep (422 naming `page` beyond: follow the next link). Organizers of the session’s event may call this with their own login (a token not bound to an event), as they moderate.
         */
        get: operations["listQuestions"];
        put?: never;
        /**
         * Ask a question in a session (CONTRACT 12)
         * @description `text` 1–500 characters. 409 `qa_closed` when Q&A is off; 429 `rate_limited` past `QA_QUESTION_LIMIT` questions per session per 10 minutes (exact under concurrency, on any node: the count and the insert run under one lock per user and session); 403 `banned`.
         */
        post: operations["askQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/sessions/{id}/questions/{qid}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Vote for a question
         * @description 201 new, 204 already. One vote per user per question whatever the concurrency; 422 `own_question`.
         */
        put: operations["voteForQuestion"];
        post?: never;
        /**
         * Take back a vote
         * @description 204 whether or not there was one.
         */
        delete: operations["withdrawQuestionVote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/sessions/{id}/questions/{qid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a question (its author, or an organizer of the event)
         * @description Its votes go with it. Pushes `question:deleted {id}` to the session’s room. 403 `not_author` for anyone else. Organizers of the session’s event may call this with their own login (a token not bound to an event), as they moderate.
         */
        delete: operations["deleteQuestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/sessions/{id}/polls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The polls of a session (CONTRACT 12)
         * @description Open and closed ones (drafts too for organizers), by id, with their counts and `my_options`, the caller’s current choice. Organizers of the session’s event may call this with their own login (a token not bound to an event), as they moderate.
         */
        get: operations["listPolls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/polls/{pid}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Vote in a poll (CONTRACT 12)
         * @description `options`: option indexes (from 0). Replaces the caller’s earlier choice while the poll is open; several indexes only when `multiple` (422 `single_choice`), each once, each an index of the poll (422 `bad_option`). 409 `poll_closed`, or `poll_not_open` for a draft (not listed to attendees); 403 `banned`. Counts move in the same statement as the ballot, so they always equal the stored ballots.
         */
        put: operations["votePoll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The meeting settings of the token’s event
         * @description Windows, slot length and tables. 404 `meetings_disabled` while the organizers have meetings off (as every `/meetings` call).
         */
        get: operations["getEventMeetingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Slots in which you and another participant are both free
         * @description The future slots (windows cut into `slot_minutes` pieces) in which neither of you has an accepted meeting and at least one table is free, soonest first, with how many tables are free. 404 `user_not_found` for someone who is not a participant you may see; 403 `blocked` across a block.
         */
        get: operations["listMeetingSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your meetings in the token’s event
         * @description Soonest first (by `starts_at`, then id). `status` and `role` (`incoming`: asked of you, `outgoing`: asked by you) filter. `_total_items` is exact. `_links.next` of a full page carries a `cursor` beside `page`: following it reads the next page from the index at any depth; `page` alone reaches 10,000 meetings deep (422 naming `page` beyond).
         */
        get: operations["listMeetings"];
        put?: never;
        /**
         * Ask someone for a meeting
         * @description `starts_at` must be the start of a slot (GET /meetings/slots); `message` at most 500 characters. 201 `pending`; the same pending request again (same person, same slot) → 200 with the first. 422: not a slot’s start, in the past, yourself. 404 `user_not_found`: not a participant you may see. 409 `not_available` (they take no requests), 409 `slot_taken` (either of you is booked then). 429 `too_many_pending`: MEETING_PENDING_LIMIT (default 20) outgoing pending requests in the event; 429 `rate_limited`: more than 30 requests a minute. Both members get `meeting:updated`; the recipient, when offline, a push `{type: "meeting", meeting_id, status}`.
         */
        post: operations["requestMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your meetings
         * @description A meeting the caller is a member of, with both members and its table; anyone else’s meeting is 404 (ids reveal nothing).
         */
        get: operations["getMeeting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a meeting asked of you
         * @description The recipient, while pending and before it starts → `accepted` with the lowest-id free table of that slot. Decided by the database in one transaction: of concurrent accepts that would give either person two meetings at once, or a table two meetings, exactly one succeeds; the others → 409 `slot_taken` or `no_location_free`, and nothing else changes. Both members get `meeting:updated`; the other, when offline, a push. Someone who is not a member → 404.
         */
        post: operations["acceptMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a meeting asked of you
         * @description The recipient, while pending and before it starts → `declined`. Both members get `meeting:updated`; the other, when offline, a push. Someone who is not a member → 404.
         */
        post: operations["declineMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a meeting
         * @description Either member, while pending or accepted and before it starts → `cancelled` with `cancelled_by`; its table is free again. Both members get `meeting:updated`; the other, when offline, a push. Someone who is not a member → 404.
         */
        post: operations["cancelMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/meetings/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say whether an accepted meeting happened
         * @description Either member, after its end (409 `meeting_not_over` before); changeable. The item then carries `attendance: {<user id>: true|false}`.
         */
        post: operations["recordMeetingAttendance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your calendar of the token’s event (iCalendar)
         * @description `text/calendar; charset=utf-8` (RFC 5545), named after the event (`X-WR-CALNAME`): one VEVENT per accepted meeting (`UID` `meeting-{id}@<host>`, `SUMMARY` “Meeting with <name> <surname>”, `LOCATION` the table) and per session on your agenda (`session-{id}@<host>`), each with a `DESCRIPTION` and a `URL` (the web app’s screen), times in UTC, a `SEQUENCE` that grows by one with every change. A meeting cancelled after it was accepted, and a session taken off your agenda (deleted by the organizer, or removed by you), stay with `STATUS:CANCELLED` and one more `SEQUENCE`, so subscribed calendars drop them.
         */
        get: operations["getCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/calendar/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A secret address of your calendar, for calendar apps that subscribe
         * @description The address holds a 256-bit random secret (only its hash is stored) and serves the same calendar without a token. A new POST replaces it: the old address then answers 404. It also stops working when you no longer take part in the event.
         */
        post: operations["rotateCalendarLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A calendar by its secret address (no token)
         * @description The address `POST /calendar/link` answered. 404 `calendar_not_found` for an unknown or replaced address.
         */
        get: operations["getCalendarByLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s orders
         * @description Every order the caller placed, newest first, with its tickets and latest payment.
         */
        get: operations["listMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/exhibitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exhibitors of the token’s event
         * @description Every exhibitor with its booth, description, logo, staff and qualifying questions (participants of the event). One page holds all.
         */
        get: operations["listExhibitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/exhibitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exhibitor of the token’s event (its booth page) */
        get: operations["getExhibitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/badge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your badge in the token’s event
         * @description The code booth staff scan (`B-` and 26 random characters), and a QR code of it (an SVG `data:` URL). It is not your ticket code and admits no one at the door (the check-in endpoints answer 422 `badge_not_ticket`). Made on first read, the same afterwards until rotated.
         */
        get: operations["getBadge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/badge/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace your badge code
         * @description No body. The old code stops working at once (scans of it answer 404); leads already captured stay.
         */
        post: operations["rotateBadge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/exhibitors/{id}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exhibitor’s leads (booth staff)
         * @description Every lead, oldest capture first. `?format=csv` answers a CSV attachment (UTF-8, header row; cells that would start a spreadsheet formula are prefixed with `'`); `?format=vcard` a vCard 4.0 file (RFC 6350), one card per lead. E-mail and mobile only for the people who allow it.
         */
        get: operations["listLeads"];
        put?: never;
        /**
         * Capture a lead by its badge (booth staff)
         * @description A scan of `badge` by the exhibitor’s staff: 201 with the new lead, 200 with the lead updated when the person is already a lead (given `rating`, `notes`, `answers` replace the stored ones). A code that is not a badge of this event (unknown, rotated away, another event’s, or a ticket code) is the same 404 `badge_not_found`. `person` carries `email` and `mobile` only when the person allows it (`share_contact_with_exhibitors`). Answers are checked against the qualifying questions (422 naming the answer). Announced as `lead.captured` to the organization’s webhooks.
         */
        post: operations["captureLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/exhibitors/{id}/visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave your details at a booth
         * @description The caller becomes a lead of the exhibitor (optionally answering its questions); 201 the first time, 200 after. Contact details follow your `share_contact_with_exhibitors`.
         */
        post: operations["visitExhibitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/exhibitors/{id}/leads/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload offline scans (booth staff)
         * @description At most 500 items `{badge, captured_at, rating?, notes?, answers?}` (more → 422). Answered per item in the order sent; the earliest scan of a person wins (within the batch and against the stored lead: `updated` when this scan replaced a later one, `already_captured` when an earlier one is kept). An item that is not well formed (or whose time is more than 5 minutes ahead) answers `invalid` with a `message`, and the others are still stored; an unknown badge answers `not_found`.
         */
        post: operations["uploadLeadScans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/me/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which exhibitors hold a lead of yours
         * @description Every lead of the caller (any event), with whether it carries their e-mail and mobile (`holds_contact`).
         */
        get: operations["listMyLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/me/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw your contact from a lead
         * @description The exhibitor keeps that you visited, but never sees your e-mail or mobile in this lead again (also if you allow sharing later). 404 for a lead that is not yours.
         */
        delete: operations["withdrawMyLead"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth 2.0 authorization server metadata (RFC 8414 location)
         * @description OAuth 2.0 authorization server metadata (RFC 8414) for the issuer `https://events.example.com/connect`: token, revocation and key endpoints, the grants (`event_mobile_verification`, `mobile_verification`, `refresh_token`) and client authentication by `client_secret_basic` or `client_secret_post`.
         */
        get: operations["getOAuthMetadataAtRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/asyncapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AsyncAPI 3.0 document of the realtime (Socket.IO) events
         * @description Every client → server event with its payload and acknowledgement, and every server → client push, at `/connect/socket.io`.
         */
        get: operations["getAsyncApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Errors: {
            errors: ({
                /**
                 * @description The error catalogue. A client switches on `code`; new codes may be added.
                 *
                 *     - `malformed_body`: The body is not valid JSON, or not a JSON object or array.
                 *     - `malformed_path`: The address is not valid percent-encoding.
                 *     - `malformed_multipart`: The multipart body is malformed, truncated or has no boundary.
                 *     - `malformed_payload`: A socket payload that is not a JSON object.
                 *     - `bad_request`: The request or its body could not be read.
                 *     - `file_required`: No file in the expected multipart form field.
                 *     - `too_many_parts`: The multipart form has too many parts.
                 *     - `too_many_files`: More than one file was sent.
                 *     - `upload_aborted`: The upload ended before the body was complete.
                 *     - `unauthorized`: No access token, or an invalid or expired one.
                 *     - `not_author`: Only the question’s author (or an organizer) may delete it.
                 *     - `forbidden`: The caller may not do this.
                 *     - `admin_required`: Administrator rights are required.
                 *     - `not_organizer`: Only members of the event’s organization may do this.
                 *     - `not_member`: Only members of the organization may do this.
                 *     - `not_owner`: Only the organization’s owner may do this.
                 *     - `event_token_required`: The call needs a token bound to an event.
                 *     - `not_event_participant`: The caller no longer holds a ticket for the event or belongs to its organization.
                 *     - `not_message_sender`: Only the sender may change a message.
                 *     - `message_deleted`: The message was deleted.
                 *     - `edit_window_passed`: The message can no longer be edited.
                 *     - `blocked`: One of the two users blocked the other.
                 *     - `banned`: An organizer muted the caller in this event.
                 *     - `not_exhibitor_staff`: Only the exhibitor’s booth staff may do this.
                 *     - `calendar_not_found`: No such calendar link (unknown, or rotated away).
                 *     - `meeting_not_found`: No such meeting of yours (someone else’s meeting is the same 404).
                 *     - `meetings_disabled`: The event takes no meeting requests (no meeting settings).
                 *     - `not_found`: No such resource, or none the caller may see.
                 *     - `slug_changed`: The event’s slug changed; `new_slug` is the new one.
                 *     - `user_not_found`: No such user the caller may reach.
                 *     - `chat_not_found`: No such chat of the caller.
                 *     - `message_not_found`: No such message.
                 *     - `file_not_found`: No such file.
                 *     - `report_not_found`: No such report in the event.
                 *     - `target_not_found`: The reported user or message does not exist.
                 *     - `survey_not_found`: No such survey.
                 *     - `seating_template_not_found`: No such seating template.
                 *     - `exhibitor_not_found`: No such exhibitor in the event.
                 *     - `badge_not_found`: No badge of this event has that code.
                 *     - `lead_not_found`: No such lead of yours.
                 *     - `method_not_allowed`: The address does not serve this method; `Allow` lists those it does.
                 *     - `invalid_transition`: The meeting’s state does not allow this (CONTRACT 11 state machine).
                 *     - `meeting_not_over`: Attendance is recorded only after the meeting ends.
                 *     - `meeting_past`: The meeting has started; it can no longer change.
                 *     - `no_location_free`: Every table of that slot is booked.
                 *     - `slot_taken`: One of the two already has a meeting in that slot.
                 *     - `not_available`: The person does not take meeting requests.
                 *     - `poll_closed`: The poll is closed.
                 *     - `poll_not_open`: The poll is not open yet (a draft).
                 *     - `too_many_sessions`: A socket follows at most a few sessions at once; leave one first.
                 *     - `slug_taken`: The slug is taken.
                 *     - `already_member`: The user already belongs to the organization.
                 *     - `owner_stays`: The owner cannot be removed.
                 *     - `organization_owner`: The caller owns an organization and cannot delete the account.
                 *     - `sold_out`: The event’s capacity is reached.
                 *     - `ticket_sold_out`: The ticket type is sold out.
                 *     - `event_canceled`: The event is canceled.
                 *     - `capacity_below_sold`: A capacity or quota size below the places already sold and held.
                 *     - `seat_taken`: A seat asked for is held or sold to another order, or blocked; `seats` names them.
                 *     - `seats_in_use`: The change would remove, retype or block seats that are held or sold; `seats` names them.
                 *     - `waiting_list_closed`: The event has no open waiting list (`waiting_list_enabled` is false).
                 *     - `order_pending`: The buyer has as many pending orders for the event as allowed; `order_code` names one.
                 *     - `order_not_pending`: The order is not pending (paid, expired or canceled): this is only for a pending order.
                 *     - `voucher_code_taken`: The event has a voucher with this code (codes are case-insensitive).
                 *     - `not_on_sale`: The ticket type is outside its sale window.
                 *     - `voucher_invalid`: Unknown, expired, used-up or unsuitable voucher.
                 *     - `idempotency_key_required`: The request needs an `Idempotency-Key` header of 1-200 characters.
                 *     - `idempotency_key_reused`: The `Idempotency-Key` was used before with another body.
                 *     - `payment_provider_unavailable`: The payment provider failed or timed out; the order stays pending, retry with POST /orders/{code}/payments.
                 *     - `refund_exceeds_paid`: The refund would bring the order’s refunds above what was paid.
                 *     - `order_not_paid`: The order is not paid: only a paid order is refunded.
                 *     - `payment_not_manual`: The order’s open payment attempt is not a `manual` one.
                 *     - `concurrent_update`: The resource changed while the update was applied; read it again.
                 *     - `already_checked_in`: The ticket is already checked in; `checked_in_at` says when.
                 *     - `ticket_void`: The ticket was voided.
                 *     - `already_void`: The ticket is already void.
                 *     - `too_many_webhooks`: The organization has as many webhooks as it may.
                 *     - `already_answered`: The ticket already answered the survey.
                 *     - `discount_exists`: A discount with this code exists.
                 *     - `client_message_id_reused`: The `client_message_id` was used for a message to another user.
                 *     - `qa_closed`: Questions are closed for the session.
                 *     - `too_large`: The body, a file or a field is over its size limit.
                 *     - `image_too_large`: The image has too many pixels.
                 *     - `unsupported_media_type`: The body or file is of a type the server does not take.
                 *     - `image_undecodable`: The file could not be decoded as an image.
                 *     - `bad_option`: A poll option index that the poll does not have.
                 *     - `single_choice`: Several options for a single-choice poll.
                 *     - `invalid`: A parameter or field is invalid; `field` names it.
                 *     - `required`: A required survey question is not answered; `question_id` names it.
                 *     - `wrong_type`: A survey answer of the wrong type.
                 *     - `unknown_option`: A survey answer that is not an option of its question.
                 *     - `duplicate_option`: A survey option chosen twice.
                 *     - `unknown_question`: An answer to a question not in the survey.
                 *     - `duplicate_question`: A survey question answered twice.
                 *     - `unknown_ticket`: Not a ticket code of the survey’s event.
                 *     - `unknown_item`: Not an item of the advertising package.
                 *     - `unknown_discount`: Unknown discount code.
                 *     - `discount_expired`: The discount code expired.
                 *     - `discount_used_up`: The discount code has no uses left.
                 *     - `own_question`: A user cannot vote for their own question.
                 *     - `organizer_not_bannable`: Organizers of the event cannot be banned.
                 *     - `unresolvable_host`: The webhook URL’s host cannot be resolved.
                 *     - `private_address`: The webhook URL points at a loopback, private or reserved address.
                 *     - `unknown_event`: A socket event the server does not handle.
                 *     - `link_invalid`: A confirmation or unsubscribe link that is not ours, expired, already used, or for an address no longer the account’s.
                 *     - `staff_not_participant`: Booth staff must take part in the event (a valid ticket or an organizer).
                 *     - `badge_not_ticket`: A badge code offered at the door: badges admit no one.
                 *     - `too_many_invitations`: Over the organization’s invitations per day; try again tomorrow.
                 *     - `too_many_pending`: Too many pending meeting requests in the event; wait for answers or cancel some.
                 *     - `rate_limited`: Over a rate limit; try again after `Retry-After` (REST) or `retry_after` (socket connect) seconds.
                 *     - `too_many_sockets`: Socket connect only: as many sockets are open for the user as may be, or as many token-less connections wait from the address.
                 *     - `message_required`: A feed post without `message` (500, as the seed answers it).
                 *     - `cannot_bookmark_self`: Bookmarking oneself (500, as the seed answers it).
                 *     - `internal_error`: A fault on the server side; the request id is in `X-Request-Id`.
                 *     - `overloaded`: The node is under pressure, not out: every database connection stayed busy for the pool wait, or the request waited its turn too long (a socket `sync` queued past 7 s in a reconnect storm); retry after Retry-After.
                 *     - `service_unavailable`: The database cannot be reached; nothing was done. Try again after `Retry-After` seconds.
                 *     - `outcome_unknown`: A change whose outcome is unknown: the database stopped answering after the request may have reached it, so it may or may not be stored. After `Retry-After` seconds send the same request again with the same `client_message_id` (feed posts, chat messages): it answers with what was stored, or stores it once. A request without one: check whether it was stored before sending it again.
                 *     - `sms_unavailable`: The SMS gateway cannot send the code right now.
                 *     - `package_unavailable`: The advertising package is not available.
                 *     - `headers_too_large` (431), `request_timeout` (408): answered by the HTTP server before any route.
                 * @enum {string}
                 */
                code: "malformed_body" | "malformed_path" | "malformed_multipart" | "malformed_payload" | "bad_request" | "file_required" | "too_many_parts" | "too_many_files" | "upload_aborted" | "unauthorized" | "not_author" | "forbidden" | "admin_required" | "not_organizer" | "not_member" | "not_owner" | "event_token_required" | "not_event_participant" | "not_message_sender" | "message_deleted" | "edit_window_passed" | "blocked" | "banned" | "not_exhibitor_staff" | "calendar_not_found" | "meeting_not_found" | "meetings_disabled" | "not_found" | "slug_changed" | "user_not_found" | "chat_not_found" | "message_not_found" | "file_not_found" | "report_not_found" | "target_not_found" | "survey_not_found" | "seating_template_not_found" | "exhibitor_not_found" | "badge_not_found" | "lead_not_found" | "method_not_allowed" | "invalid_transition" | "meeting_not_over" | "meeting_past" | "no_location_free" | "slot_taken" | "not_available" | "poll_closed" | "poll_not_open" | "too_many_sessions" | "slug_taken" | "already_member" | "owner_stays" | "organization_owner" | "sold_out" | "ticket_sold_out" | "event_canceled" | "capacity_below_sold" | "seat_taken" | "seats_in_use" | "waiting_list_closed" | "order_pending" | "order_not_pending" | "voucher_code_taken" | "not_on_sale" | "voucher_invalid" | "idempotency_key_required" | "idempotency_key_reused" | "payment_provider_unavailable" | "refund_exceeds_paid" | "order_not_paid" | "payment_not_manual" | "concurrent_update" | "already_checked_in" | "ticket_void" | "already_void" | "too_many_webhooks" | "already_answered" | "discount_exists" | "client_message_id_reused" | "qa_closed" | "too_large" | "image_too_large" | "unsupported_media_type" | "image_undecodable" | "bad_option" | "single_choice" | "invalid" | "required" | "wrong_type" | "unknown_option" | "duplicate_option" | "unknown_question" | "duplicate_question" | "unknown_ticket" | "unknown_item" | "unknown_discount" | "discount_expired" | "discount_used_up" | "own_question" | "organizer_not_bannable" | "unresolvable_host" | "private_address" | "unknown_event" | "link_invalid" | "staff_not_participant" | "badge_not_ticket" | "too_many_invitations" | "too_many_pending" | "rate_limited" | "too_many_sockets" | "message_required" | "cannot_bookmark_self" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown" | "sms_unavailable" | "package_unavailable" | "headers_too_large" | "request_timeout";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        VerificationCodeSent: {
            /** @example +98912***4567 */
            mobile: string;
            /** @example 120 */
            expires_in: number;
            /** @example 60 */
            retry_after: number;
        };
        Errors400MalformedBodyMalformedPath: {
            errors: ({
                /**
                 * @description The codes answered with 400 here:
                 *
                 *     - `malformed_body`: The body is not valid JSON, or not a JSON object or array.
                 *     - `malformed_path`: The address is not valid percent-encoding.
                 * @enum {string}
                 */
                code: "malformed_body" | "malformed_path";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors413TooLarge: {
            errors: ({
                /**
                 * @description The codes answered with 413 here:
                 *
                 *     - `too_large`: The body, a file or a field is over its size limit.
                 * @enum {string}
                 */
                code: "too_large";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors415UnsupportedMediaType: {
            errors: ({
                /**
                 * @description The codes answered with 415 here:
                 *
                 *     - `unsupported_media_type`: The body or file is of a type the server does not take.
                 * @enum {string}
                 */
                code: "unsupported_media_type";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors422Invalid: {
            errors: ({
                /**
                 * @description The codes answered with 422 here:
                 *
                 *     - `invalid`: A parameter or field is invalid; `field` names it.
                 * @enum {string}
                 */
                code: "invalid";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors429: {
            errors: ({
                /**
                 * @description The codes answered with 429:
                 *
                 *     - `too_many_invitations`: Over the organization’s invitations per day; try again tomorrow.
                 *     - `too_many_pending`: Too many pending meeting requests in the event; wait for answers or cancel some.
                 *     - `rate_limited`: Over a rate limit; try again after `Retry-After` (REST) or `retry_after` (socket connect) seconds.
                 *     - `too_many_sockets`: Socket connect only: as many sockets are open for the user as may be, or as many token-less connections wait from the address.
                 * @enum {string}
                 */
                code: "too_many_invitations" | "too_many_pending" | "rate_limited" | "too_many_sockets";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors503: {
            errors: ({
                /**
                 * @description The codes answered with 503:
                 *
                 *     - `overloaded`: The node is under pressure, not out: every database connection stayed busy for the pool wait, or the request waited its turn too long (a socket `sync` queued past 7 s in a reconnect storm); retry after Retry-After.
                 *     - `service_unavailable`: The database cannot be reached; nothing was done. Try again after `Retry-After` seconds.
                 *     - `outcome_unknown`: A change whose outcome is unknown: the database stopped answering after the request may have reached it, so it may or may not be stored. After `Retry-After` seconds send the same request again with the same `client_message_id` (feed posts, chat messages): it answers with what was stored, or stores it once. A request without one: check whether it was stored before sending it again.
                 *     - `sms_unavailable`: The SMS gateway cannot send the code right now.
                 *     - `package_unavailable`: The advertising package is not available.
                 * @enum {string}
                 */
                code: "overloaded" | "service_unavailable" | "outcome_unknown" | "sms_unavailable" | "package_unavailable";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        VerificationCodeRequest: {
            /**
             * @description Also accepted: 9121234567, +989121234567, 00989121234567.
             * @example 09121234567
             */
            mobile: string;
            /** @description The event the code is for (the `event_id` of the `event_mobile_verification` grant that follows). From an address in that event’s `venue_networks` the request is not counted against `OTP_IP_LIMIT`; every other limit applies. */
            event_id?: number;
        };
        /** @description The event record; with `?fields=` only the fields asked for. */
        Event: {
            id?: number;
            slug?: string;
            name?: string;
            url?: string;
            organization?: {
                id: number;
                slug: string;
                name: string;
                logo: string | null;
            };
            organization_name?: string;
            category?: {
                id: number;
                title: string;
                slug: string;
            } | null;
            city_name?: string;
            online?: boolean;
            /** Format: date-time */
            starts_at?: string;
            /** Format: date-time */
            ends_at?: string;
            /** Format: date-time */
            sales_deadline?: string | null;
            /** @enum {string} */
            state?: "active" | "sold_out" | "sales_ended" | "ended" | "canceled";
            cover?: string | null;
            sold_out?: boolean;
            /**
             * @description The IANA time zone the event’s times are shown in (times stay UTC in the API).
             * @example Asia/Tehran
             */
            time_zone?: string;
            /** @description Only when all fields are returned (no `fields`). */
            is_user_special_event?: boolean;
            /** @description Only when all fields are returned (no `fields`). */
            is_trended_event?: boolean;
            _links?: {
                self: {
                    href: string;
                };
                /** @description Authenticated callers only: their ticket (`GET /tickets/{code}`), or null. */
                user_ticket?: {
                    href: string;
                } | null;
            };
        };
        /** @description Paging of an https://events.example.com/api list: follow `links.next` until it is absent. Pages are offsets: a list that changes while it is walked can repeat or skip items. */
        PaginationMeta: {
            pagination: {
                /** @description Items in the whole list (with the filters), counted when this page was read. */
                total: number;
                /** @description Items on this page. */
                count: number;
                per_page: number;
                current_page: number;
                /** @description At least 1, also for an empty list. */
                total_pages: number;
                links: {
                    /** @description Absolute URL of the previous page (absent on page 1). */
                    previous?: string;
                    /** @description Absolute URL of the next page, the request’s other parameters kept (absent on the last page). */
                    next?: string;
                };
            };
        };
        Errors401: {
            errors: ({
                /**
                 * @description The codes answered with 401:
                 *
                 *     - `unauthorized`: No access token, or an invalid or expired one.
                 * @enum {string}
                 */
                code: "unauthorized";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors503OverloadedServiceUnavailableOutcomeUnknown: {
            errors: ({
                /**
                 * @description The codes answered with 503 here:
                 *
                 *     - `overloaded`: The node is under pressure, not out: every database connection stayed busy for the pool wait, or the request waited its turn too long (a socket `sync` queued past 7 s in a reconnect storm); retry after Retry-After.
                 *     - `service_unavailable`: The database cannot be reached; nothing was done. Try again after `Retry-After` seconds.
                 *     - `outcome_unknown`: A change whose outcome is unknown: the database stopped answering after the request may have reached it, so it may or may not be stored. After `Retry-After` seconds send the same request again with the same `client_message_id` (feed posts, chat messages): it answers with what was stored, or stores it once. A request without one: check whether it was stored before sending it again.
                 * @enum {string}
                 */
                code: "overloaded" | "service_unavailable" | "outcome_unknown";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors404NotFoundSlugChanged: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `not_found`: No such resource, or none the caller may see.
                 *     - `slug_changed`: The event’s slug changed; `new_slug` is the new one.
                 * @enum {string}
                 */
                code: "not_found" | "slug_changed";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors404: {
            errors: ({
                /**
                 * @description The codes answered with 404:
                 *
                 *     - `calendar_not_found`: No such calendar link (unknown, or rotated away).
                 *     - `meeting_not_found`: No such meeting of yours (someone else’s meeting is the same 404).
                 *     - `meetings_disabled`: The event takes no meeting requests (no meeting settings).
                 *     - `not_found`: No such resource, or none the caller may see.
                 *     - `slug_changed`: The event’s slug changed; `new_slug` is the new one.
                 *     - `user_not_found`: No such user the caller may reach.
                 *     - `chat_not_found`: No such chat of the caller.
                 *     - `message_not_found`: No such message.
                 *     - `file_not_found`: No such file.
                 *     - `report_not_found`: No such report in the event.
                 *     - `target_not_found`: The reported user or message does not exist.
                 *     - `survey_not_found`: No such survey.
                 *     - `seating_template_not_found`: No such seating template.
                 *     - `exhibitor_not_found`: No such exhibitor in the event.
                 *     - `badge_not_found`: No badge of this event has that code.
                 *     - `lead_not_found`: No such lead of yours.
                 * @enum {string}
                 */
                code: "calendar_not_found" | "meeting_not_found" | "meetings_disabled" | "not_found" | "slug_changed" | "user_not_found" | "chat_not_found" | "message_not_found" | "file_not_found" | "report_not_found" | "target_not_found" | "survey_not_found" | "seating_template_not_found" | "exhibitor_not_found" | "badge_not_found" | "lead_not_found";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        EventWidget: {
            title: string;
            type: string;
            /** @description HTML; for type description. */
            description?: string | null;
            /** @description Array of objects with `name` (speakers, organizers) or a string; at most 64 levels of nesting. */
            content?: string | ({
                name: string;
            } & {
                [key: string]: unknown;
            })[] | null;
        };
        EventSummary: {
            id: number;
            name: string;
            slug: string;
            city_name: string;
            online: boolean;
            organization_name: string;
            /** Format: date-time */
            starts_at: string;
            cover: string | null;
        };
        FollowedCategory: {
            category_id: number;
            category_title: string;
            category_slug: string;
            total_sales: number;
            events: components["schemas"]["EventSummary"][];
        };
        Ticket: {
            code: string;
            event: components["schemas"]["EventSummary"];
            ticket_name: string | null;
            holder: {
                name: string;
                surname: string;
            };
            issued_at: string;
        };
        Errors403AdminRequired: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `admin_required`: Administrator rights are required.
                 * @enum {string}
                 */
                code: "admin_required";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        UserSpecialEvents: {
            user_id: number;
            events: [
                number,
                number
            ][];
        }[];
        TicketForSale: {
            id: number;
            name: string;
            description: string | null;
            /** @description An integer in the smallest unit of the currency. */
            price: number;
            currency: string;
            /** @enum {string} */
            status: "on_sale" | "sold_out" | "not_yet" | "ended";
            /** @description What can still be sold; null when nothing limits it. */
            remaining: number | null;
            min_per_order: number;
            max_per_order: number;
            /** Format: date-time */
            sales_start: string | null;
            /** Format: date-time */
            sales_end: string | null;
        };
        Errors404SlugChanged: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `slug_changed`: The event’s slug changed; `new_slug` is the new one.
                 * @enum {string}
                 */
                code: "slug_changed";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        SalesTicketType: {
            id: number;
            name: string;
            /** @description An integer in the smallest unit of the currency. */
            price: number;
            currency: string;
            capacity: number | null;
            description: string | null;
            /** Format: date-time */
            sales_start: string | null;
            /** Format: date-time */
            sales_end: string | null;
            min_per_order: number;
            max_per_order: number;
            hidden: boolean;
            tax_rate: number;
            sold: number;
            held: number;
        };
        Errors403NotOrganizer: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `not_organizer`: Only members of the event’s organization may do this.
                 * @enum {string}
                 */
                code: "not_organizer";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409CapacityBelowSold: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `capacity_below_sold`: A capacity or quota size below the places already sold and held.
                 * @enum {string}
                 */
                code: "capacity_below_sold";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Quota: {
            id: number;
            name: string;
            size: number;
            ticket_ids: number[];
            sold: number;
            held: number;
            remaining: number;
        };
        Voucher: {
            id: number;
            code: string;
            discount: {
                percent: number;
            } | {
                /** @description An integer in the smallest unit of the currency. */
                amount: number;
            } | {
                /** @description An integer in the smallest unit of the currency. */
                price: number;
            };
            max_uses: number;
            used: number;
            /** Format: date-time */
            valid_until: string | null;
            ticket_ids: number[] | null;
            reserve: boolean;
            /** @description Places a `reserve` voucher still holds (counted as held); 0 otherwise. */
            reserved: number;
            /** @description A waiting-list offer: only the person it was made for can use it. */
            personal: boolean;
            unlocks_hidden: boolean;
            /** Format: date-time */
            created_at: string;
        };
        Errors409VoucherCodeTaken: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `voucher_code_taken`: The event has a voucher with this code (codes are case-insensitive).
                 * @enum {string}
                 */
                code: "voucher_code_taken";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Order: {
            code: string;
            event: {
                id: number;
                slug: string;
                name: string;
            };
            /** @enum {string} */
            status: "pending" | "paid" | "expired" | "canceled";
            email: string;
            buyer: {
                name: string;
                surname: string;
                company?: string;
                tax_id?: string;
            } | null;
            /** @description An integer in the smallest unit of the currency. */
            total: number;
            currency: string;
            items: {
                ticket_id: number;
                name: string;
                quantity: number;
                /** @description An integer in the smallest unit of the currency. */
                unit_price: number;
                /** @description An integer in the smallest unit of the currency. */
                discount: number;
                /** @description An integer in the smallest unit of the currency. */
                tax: number;
                /** @description The seats of a seated ticket type (CONTRACT 19). */
                seats?: string[];
            }[];
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            canceled_at: string | null;
            cancel_reason: string | null;
            /** @description An integer in the smallest unit of the currency. */
            refunded_total: number;
            tickets: {
                code: string;
                ticket_name: string | null;
                /** @enum {string} */
                status: "valid" | "void";
                holder: {
                    name: string;
                    surname: string;
                };
                /** @description The seat of a reserved-seating ticket (its id in the seat plan). */
                seat?: string;
                /** @description The text the ticket’s QR code encodes (the ticket code, as check-in takes it). */
                qr: string;
            }[];
            payment: components["schemas"]["Payment"];
        };
        Payment: {
            id: number;
            provider: string;
            /** @enum {string} */
            status: "created" | "pending" | "confirmed" | "failed" | "canceled" | "refunded";
            /** @description An integer in the smallest unit of the currency. */
            amount: number;
            provider_reference: string | null;
            action: {
                /** @enum {string} */
                type: "redirect";
                url: string;
            } | {
                /** @enum {string} */
                type: "client_secret";
                value: string;
            } | null;
        } | null;
        Errors409SoldOutEventCanceledOrderPending: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `sold_out`: The event’s capacity is reached.
                 *     - `event_canceled`: The event is canceled.
                 *     - `order_pending`: The buyer has as many pending orders for the event as allowed; `order_code` names one.
                 * @enum {string}
                 */
                code: "sold_out" | "event_canceled" | "order_pending";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors422NotOnSaleVoucherInvalidIdempotencyKeyRequiredIdempotencyKeyReusedInvalid: {
            errors: ({
                /**
                 * @description The codes answered with 422 here:
                 *
                 *     - `not_on_sale`: The ticket type is outside its sale window.
                 *     - `voucher_invalid`: Unknown, expired, used-up or unsuitable voucher.
                 *     - `idempotency_key_required`: The request needs an `Idempotency-Key` header of 1-200 characters.
                 *     - `idempotency_key_reused`: The `Idempotency-Key` was used before with another body.
                 *     - `invalid`: A parameter or field is invalid; `field` names it.
                 * @enum {string}
                 */
                code: "not_on_sale" | "voucher_invalid" | "idempotency_key_required" | "idempotency_key_reused" | "invalid";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors502: {
            errors: ({
                /**
                 * @description The codes answered with 502:
                 *
                 *     - `payment_provider_unavailable`: The payment provider failed or timed out; the order stays pending, retry with POST /orders/{code}/payments.
                 * @enum {string}
                 */
                code: "payment_provider_unavailable";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409OrderNotPending: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `order_not_pending`: The order is not pending (paid, expired or canceled): this is only for a pending order.
                 * @enum {string}
                 */
                code: "order_not_pending";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        SalesSummary: {
            orders_paid: number;
            tickets_sold: number;
            /** @description An integer in the smallest unit of the currency. */
            gross: number;
            /** @description An integer in the smallest unit of the currency. */
            refunded: number;
            /** @description An integer in the smallest unit of the currency. */
            net: number;
            currency: string;
            time_zone: string;
            by_ticket: {
                ticket_id: number;
                name: string;
                sold: number;
                held: number;
                remaining: number | null;
                /** @description An integer in the smallest unit of the currency. */
                gross: number;
            }[];
            by_day: {
                date: string;
                orders: number;
                tickets: number;
                /** @description An integer in the smallest unit of the currency. */
                gross: number;
            }[];
        };
        WaitingListPlace: {
            /** @description 1 for the first in line; 0 once an offer is made. */
            position: number;
            /** @enum {string} */
            state: "waiting" | "offered" | "done" | "left" | "lapsed";
            ticket_id: number | null;
            offer: components["schemas"]["WaitingListOffer"];
        };
        WaitingListOffer: {
            /** @description A personal `reserve` voucher for one place: use it in `POST /events/{slug}/orders` `voucher`. */
            voucher: string;
            ticket_id: number;
            /** Format: date-time */
            expires_at: string;
        } | null;
        Errors409EventCanceledWaitingListClosed: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `event_canceled`: The event is canceled.
                 *     - `waiting_list_closed`: The event has no open waiting list (`waiting_list_enabled` is false).
                 * @enum {string}
                 */
                code: "event_canceled" | "waiting_list_closed";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        WaitingListJoin: {
            /** @description The ticket type wanted; without it, the first one that frees up. */
            ticket_id?: number;
        };
        WaitingListEntry: {
            id: number;
            /** @description For `waiting` entries; null otherwise. */
            position: number | null;
            user: {
                id: number;
                name: string;
                surname: string;
            };
            ticket_id: number | null;
            /** @enum {string} */
            state: "waiting" | "offered" | "done" | "left" | "lapsed";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            offered_at: string | null;
            /** Format: date-time */
            offer_expires_at: string | null;
            offer_used: boolean;
        };
        SeatPlan: {
            seating_template_id: number | null;
            seats: components["schemas"]["SeatPlanSeat"][];
        };
        SeatPlanSeat: {
            id: string;
            label: string;
            section: string | null;
            row: string | null;
            ticket_id: number;
            x: number | null;
            y: number | null;
            blocked: boolean;
        };
        Errors409CapacityBelowSoldSeatsInUse: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `capacity_below_sold`: A capacity or quota size below the places already sold and held.
                 *     - `seats_in_use`: The change would remove, retype or block seats that are held or sold; `seats` names them.
                 * @enum {string}
                 */
                code: "capacity_below_sold" | "seats_in_use";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors422: {
            errors: ({
                /**
                 * @description The codes answered with 422:
                 *
                 *     - `not_on_sale`: The ticket type is outside its sale window.
                 *     - `voucher_invalid`: Unknown, expired, used-up or unsuitable voucher.
                 *     - `idempotency_key_required`: The request needs an `Idempotency-Key` header of 1-200 characters.
                 *     - `idempotency_key_reused`: The `Idempotency-Key` was used before with another body.
                 *     - `bad_option`: A poll option index that the poll does not have.
                 *     - `single_choice`: Several options for a single-choice poll.
                 *     - `invalid`: A parameter or field is invalid; `field` names it.
                 *     - `required`: A required survey question is not answered; `question_id` names it.
                 *     - `wrong_type`: A survey answer of the wrong type.
                 *     - `unknown_option`: A survey answer that is not an option of its question.
                 *     - `duplicate_option`: A survey option chosen twice.
                 *     - `unknown_question`: An answer to a question not in the survey.
                 *     - `duplicate_question`: A survey question answered twice.
                 *     - `unknown_ticket`: Not a ticket code of the survey’s event.
                 *     - `unknown_item`: Not an item of the advertising package.
                 *     - `unknown_discount`: Unknown discount code.
                 *     - `discount_expired`: The discount code expired.
                 *     - `discount_used_up`: The discount code has no uses left.
                 *     - `own_question`: A user cannot vote for their own question.
                 *     - `organizer_not_bannable`: Organizers of the event cannot be banned.
                 *     - `unresolvable_host`: The webhook URL’s host cannot be resolved.
                 *     - `private_address`: The webhook URL points at a loopback, private or reserved address.
                 *     - `unknown_event`: A socket event the server does not handle.
                 *     - `link_invalid`: A confirmation or unsubscribe link that is not ours, expired, already used, or for an address no longer the account’s.
                 *     - `staff_not_participant`: Booth staff must take part in the event (a valid ticket or an organizer).
                 *     - `badge_not_ticket`: A badge code offered at the door: badges admit no one.
                 * @enum {string}
                 */
                code: "not_on_sale" | "voucher_invalid" | "idempotency_key_required" | "idempotency_key_reused" | "bad_option" | "single_choice" | "invalid" | "required" | "wrong_type" | "unknown_option" | "duplicate_option" | "unknown_question" | "duplicate_question" | "unknown_ticket" | "unknown_item" | "unknown_discount" | "discount_expired" | "discount_used_up" | "own_question" | "organizer_not_bannable" | "unresolvable_host" | "private_address" | "unknown_event" | "link_invalid" | "staff_not_participant" | "badge_not_ticket";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        SeatPlanInput: {
            /** @description The seating template (seed 2.7) the client derived the seats from; kept opaque. */
            seating_template_id?: number | null;
            seats: {
                id: string;
                label: string;
                section?: string | null;
                row?: string | null;
                ticket_id: number;
                x?: number | null;
                y?: number | null;
            }[];
        };
        SeatStatus: {
            id: string;
            /** @enum {string} */
            status: "free" | "held" | "sold" | "blocked";
        };
        Errors409SeatsInUse: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `seats_in_use`: The change would remove, retype or block seats that are held or sold; `seats` names them.
                 * @enum {string}
                 */
                code: "seats_in_use";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        SeatsBlock: {
            seats: string[];
            blocked: boolean;
        };
        TicketSeat: {
            code: string;
            seat: string;
        };
        Errors409SeatTakenAlreadyVoid: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `seat_taken`: A seat asked for is held or sold to another order, or blocked; `seats` names them.
                 *     - `already_void`: The ticket is already void.
                 * @enum {string}
                 */
                code: "seat_taken" | "already_void";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        TicketSeatMove: {
            seat: string;
        };
        Errors400MalformedBodyMalformedPathBadRequest: {
            errors: ({
                /**
                 * @description The codes answered with 400 here:
                 *
                 *     - `malformed_body`: The body is not valid JSON, or not a JSON object or array.
                 *     - `malformed_path`: The address is not valid percent-encoding.
                 *     - `bad_request`: The request or its body could not be read.
                 * @enum {string}
                 */
                code: "malformed_body" | "malformed_path" | "bad_request";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409OrderNotPendingPaymentNotManual: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `order_not_pending`: The order is not pending (paid, expired or canceled): this is only for a pending order.
                 *     - `payment_not_manual`: The order’s open payment attempt is not a `manual` one.
                 * @enum {string}
                 */
                code: "order_not_pending" | "payment_not_manual";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Refund: {
            id: number;
            amount: number;
            /** @enum {string} */
            status: "pending" | "done" | "failed";
            provider: string;
            ticket_codes: string[];
            /** @description The credit note’s number (null when the order has no invoice or the refund failed). */
            credit_note: string | null;
            created_at: string;
        };
        Errors409RefundExceedsPaidOrderNotPaidAlreadyVoid: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `refund_exceeds_paid`: The refund would bring the order’s refunds above what was paid.
                 *     - `order_not_paid`: The order is not paid: only a paid order is refunded.
                 *     - `already_void`: The ticket is already void.
                 * @enum {string}
                 */
                code: "refund_exceeds_paid" | "order_not_paid" | "already_void";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409OrderNotPaid: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `order_not_paid`: The order is not paid: only a paid order is refunded.
                 * @enum {string}
                 */
                code: "order_not_paid";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Invoice: {
            /** @example INV-2026-000001 */
            number: string;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            order_code: string;
            issued_at: string;
            seller: {
                legal_name: string | null;
                address: string | null;
                tax_id: string | null;
                name: string;
            };
            buyer: {
                name: string;
                surname: string;
                company: string | null;
                tax_id: string | null;
                email: string;
            };
            lines: {
                name: string;
                quantity: number;
                unit_price: number;
                discount: number;
                amount: number;
                tax: number;
            }[];
            total: number;
            tax: number;
            currency: string;
            invoice_number: string | null;
            credit_notes: {
                number: string;
                issued_at: string;
                total: number;
                tax: number;
            }[];
        };
        Organization: {
            id: number;
            slug: string;
            name: string;
            logo: string | null;
            cover: string | null;
        };
        Errors409: {
            errors: ({
                /**
                 * @description The codes answered with 409:
                 *
                 *     - `invalid_transition`: The meeting’s state does not allow this (CONTRACT 11 state machine).
                 *     - `meeting_not_over`: Attendance is recorded only after the meeting ends.
                 *     - `meeting_past`: The meeting has started; it can no longer change.
                 *     - `no_location_free`: Every table of that slot is booked.
                 *     - `slot_taken`: One of the two already has a meeting in that slot.
                 *     - `not_available`: The person does not take meeting requests.
                 *     - `poll_closed`: The poll is closed.
                 *     - `poll_not_open`: The poll is not open yet (a draft).
                 *     - `too_many_sessions`: A socket follows at most a few sessions at once; leave one first.
                 *     - `slug_taken`: The slug is taken.
                 *     - `already_member`: The user already belongs to the organization.
                 *     - `owner_stays`: The owner cannot be removed.
                 *     - `organization_owner`: The caller owns an organization and cannot delete the account.
                 *     - `sold_out`: The event’s capacity is reached.
                 *     - `ticket_sold_out`: The ticket type is sold out.
                 *     - `event_canceled`: The event is canceled.
                 *     - `capacity_below_sold`: A capacity or quota size below the places already sold and held.
                 *     - `seat_taken`: A seat asked for is held or sold to another order, or blocked; `seats` names them.
                 *     - `seats_in_use`: The change would remove, retype or block seats that are held or sold; `seats` names them.
                 *     - `waiting_list_closed`: The event has no open waiting list (`waiting_list_enabled` is false).
                 *     - `order_pending`: The buyer has as many pending orders for the event as allowed; `order_code` names one.
                 *     - `order_not_pending`: The order is not pending (paid, expired or canceled): this is only for a pending order.
                 *     - `voucher_code_taken`: The event has a voucher with this code (codes are case-insensitive).
                 *     - `refund_exceeds_paid`: The refund would bring the order’s refunds above what was paid.
                 *     - `order_not_paid`: The order is not paid: only a paid order is refunded.
                 *     - `payment_not_manual`: The order’s open payment attempt is not a `manual` one.
                 *     - `concurrent_update`: The resource changed while the update was applied; read it again.
                 *     - `already_checked_in`: The ticket is already checked in; `checked_in_at` says when.
                 *     - `ticket_void`: The ticket was voided.
                 *     - `already_void`: The ticket is already void.
                 *     - `too_many_webhooks`: The organization has as many webhooks as it may.
                 *     - `already_answered`: The ticket already answered the survey.
                 *     - `discount_exists`: A discount with this code exists.
                 *     - `client_message_id_reused`: The `client_message_id` was used for a message to another user.
                 *     - `qa_closed`: Questions are closed for the session.
                 * @enum {string}
                 */
                code: "invalid_transition" | "meeting_not_over" | "meeting_past" | "no_location_free" | "slot_taken" | "not_available" | "poll_closed" | "poll_not_open" | "too_many_sessions" | "slug_taken" | "already_member" | "owner_stays" | "organization_owner" | "sold_out" | "ticket_sold_out" | "event_canceled" | "capacity_below_sold" | "seat_taken" | "seats_in_use" | "waiting_list_closed" | "order_pending" | "order_not_pending" | "voucher_code_taken" | "refund_exceeds_paid" | "order_not_paid" | "payment_not_manual" | "concurrent_update" | "already_checked_in" | "ticket_void" | "already_void" | "too_many_webhooks" | "already_answered" | "discount_exists" | "client_message_id_reused" | "qa_closed";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors403: {
            errors: ({
                /**
                 * @description The codes answered with 403:
                 *
                 *     - `not_author`: Only the question’s author (or an organizer) may delete it.
                 *     - `forbidden`: The caller may not do this.
                 *     - `admin_required`: Administrator rights are required.
                 *     - `not_organizer`: Only members of the event’s organization may do this.
                 *     - `not_member`: Only members of the organization may do this.
                 *     - `not_owner`: Only the organization’s owner may do this.
                 *     - `event_token_required`: The call needs a token bound to an event.
                 *     - `not_event_participant`: The caller no longer holds a ticket for the event or belongs to its organization.
                 *     - `not_message_sender`: Only the sender may change a message.
                 *     - `message_deleted`: The message was deleted.
                 *     - `edit_window_passed`: The message can no longer be edited.
                 *     - `blocked`: One of the two users blocked the other.
                 *     - `banned`: An organizer muted the caller in this event.
                 *     - `not_exhibitor_staff`: Only the exhibitor’s booth staff may do this.
                 * @enum {string}
                 */
                code: "not_author" | "forbidden" | "admin_required" | "not_organizer" | "not_member" | "not_owner" | "event_token_required" | "not_event_participant" | "not_message_sender" | "message_deleted" | "edit_window_passed" | "blocked" | "banned" | "not_exhibitor_staff";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        EventCreate: {
            /** @description Organization slug or id. */
            organization: string | number;
            name: string;
            /** @description Made from the name when not given (Persian names too), kept unique. */
            slug?: string;
            category_id: number | null;
            city_name: string;
            online: boolean;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /** Format: date-time */
            sales_deadline?: string;
            /** @description null: unlimited */
            capacity?: number | null;
            cover?: string | null;
            invitation_email_enabled?: boolean;
            sales_collaboration_enabled?: boolean;
            /** @description Buyers may queue once it is sold out (CONTRACT 15); default false. */
            waiting_list_enabled?: boolean;
            /** @description An IANA time zone such as Asia/Tehran; default DEFAULT_TIME_ZONE. */
            time_zone?: string;
        };
        EventPatch: {
            name?: string;
            /** @description Made from the name when not given (Persian names too), kept unique. */
            slug?: string;
            category_id?: number | null;
            city_name?: string;
            online?: boolean;
            /** Format: date-time */
            starts_at?: string;
            /** Format: date-time */
            ends_at?: string;
            /** Format: date-time */
            sales_deadline?: string;
            /** @description null: unlimited */
            capacity?: number | null;
            cover?: string | null;
            invitation_email_enabled?: boolean;
            sales_collaboration_enabled?: boolean;
            /** @description Buyers may queue once it is sold out (CONTRACT 15); default false. */
            waiting_list_enabled?: boolean;
            /** @description An IANA time zone such as Asia/Tehran; default DEFAULT_TIME_ZONE. */
            time_zone?: string;
        };
        AttendeeTicket: {
            attendee_id: string;
            user_id: number;
            event_id: number;
            ticket_id: number | null;
            issued_at: string;
        };
        Category: {
            id: number;
            title: string;
            slug: string;
        };
        OrganizationMember: {
            user_id: number;
            name: string;
            surname: string;
            /** @enum {string} */
            role: "owner" | "member";
            joined_at: string;
        };
        Errors403NotMemberNotOwner: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `not_member`: Only members of the organization may do this.
                 *     - `not_owner`: Only the organization’s owner may do this.
                 * @enum {string}
                 */
                code: "not_member" | "not_owner";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409AlreadyMember: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `already_member`: The user already belongs to the organization.
                 * @enum {string}
                 */
                code: "already_member";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409OwnerStays: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `owner_stays`: The owner cannot be removed.
                 * @enum {string}
                 */
                code: "owner_stays";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Survey: {
            id: number;
            event_id: number;
            title: string;
            questions: components["schemas"]["SurveyQuestion"][];
            /** Format: date-time */
            created_at: string;
        };
        SurveyQuestion: {
            id: number;
            title: string;
            /** @enum {string} */
            type: "text" | "single" | "multiple";
            options: string[] | null;
            required: boolean;
        };
        SurveyInput: {
            title: string;
            questions: {
                title: string;
                /** @enum {string} */
                type: "text" | "single" | "multiple";
                /** @description Required for single and multiple; not allowed for text. */
                options?: string[];
                /** @default false */
                required: boolean;
            }[];
        };
        SurveySubmission: {
            id: number;
            survey_id: number;
            attendee_id: string;
            /** Format: date-time */
            submitted_at: string;
        };
        Errors409TicketVoidAlreadyAnswered: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `ticket_void`: The ticket was voided.
                 *     - `already_answered`: The ticket already answered the survey.
                 * @enum {string}
                 */
                code: "ticket_void" | "already_answered";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        SurveyAnswerSubmission: {
            /**
             * @description The attendee's ticket code.
             * @example T-4F2A9C
             */
            attendee_id: string;
            questions: {
                id: number;
                /** @description A string for text and single questions, an array of options for multiple questions. */
                answer: string | string[];
            }[];
        };
        SurveyResults: {
            survey_id: number;
            title: string;
            submissions: number;
            questions: {
                id: number;
                title: string;
                /** @enum {string} */
                type: "text" | "single" | "multiple";
                options: string[] | null;
                required: boolean;
                /** @description Submissions that answered this question. */
                answered: number;
                /** @description Choice questions: every option, in order. */
                counts?: {
                    option: string;
                    count: number;
                }[];
                /** @description Text questions: the answers, oldest first. */
                texts?: string[];
            }[];
        };
        SeatingTemplate: {
            id: number;
            title: string;
            /** @description Any JSON value, designed by the client; returned exactly as sent (key order kept). At most 1 MiB and 64 levels of nesting (422 beyond). */
            data?: unknown;
            published: boolean;
        };
        SeatingTemplateInput: {
            title: string;
            /** @description Any JSON value, designed by the client; returned exactly as sent (key order kept). At most 1 MiB and 64 levels of nesting (422 beyond). */
            data?: unknown;
            /** @default false */
            published: boolean;
        };
        SeatingTemplatePatch: {
            title?: string;
            /** @description Any JSON value, designed by the client; returned exactly as sent (key order kept). At most 1 MiB and 64 levels of nesting (422 beyond). */
            data?: unknown;
            published?: boolean;
        };
        RetargetingQuote: {
            /** @enum {string} */
            package: "retargeting";
            items: {
                code: string;
                price: number;
            }[];
            subtotal: number;
            discount: number;
            total: number;
            discount_id: string | null;
        };
        RetargetingSelection: {
            /** @description The package has no start-time and no tag options: unknown fields are refused with 422. */
            retargeting: {
                /** @description Item codes of the retargeting package: 150C_45KV, 250C_75KV, 350C_100KV, 500C_150KV. */
                list: string[];
                /** @description A discount code (case-insensitive). */
                discount_id?: string | null;
            };
        };
        AdvertisingOrder: {
            /** @enum {string} */
            package: "retargeting";
            items: {
                code: string;
                price: number;
            }[];
            subtotal: number;
            discount: number;
            total: number;
            discount_id: string | null;
            id: number;
            event_id: number;
            /** @enum {string} */
            status: "pending" | "paid" | "canceled";
            /** Format: date-time */
            created_at: string;
        };
        Discount: {
            id: number;
            code: string;
            percent: number | null;
            amount: number | null;
            expires_at: string | null;
            max_uses: number | null;
            uses: number;
            created_at: string;
        };
        DiscountInput: {
            /**
             * @description Stored in upper case; matched case-insensitively.
             * @example LAUNCH20
             */
            code: string;
            percent?: number;
            amount?: number;
            /** Format: date-time */
            expires_at?: string;
            max_uses?: number;
        };
        ProgressBarItem: {
            /** @enum {string} */
            key: "description" | "invitation_email" | "sales_collaboration" | "advertising" | "logo_and_cover" | "survey";
            done: boolean;
        };
        InvitationsQueued: {
            queued: number;
        };
        Errors429TooManyInvitationsRateLimited: {
            errors: ({
                /**
                 * @description The codes answered with 429 here:
                 *
                 *     - `too_many_invitations`: Over the organization’s invitations per day; try again tomorrow.
                 *     - `rate_limited`: Over a rate limit; try again after `Retry-After` (REST) or `retry_after` (socket connect) seconds.
                 * @enum {string}
                 */
                code: "too_many_invitations" | "rate_limited";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        EventAttendee: {
            ticket_code: string;
            ticket_name: string | null;
            /** @enum {string} */
            status: "valid" | "void";
            /** Format: date-time */
            issued_at: string;
            /** Format: date-time */
            checked_in_at: string | null;
            user: {
                id: number;
                name: string;
                surname: string;
                mobile: string;
                email: string | null;
            };
        };
        Errors409AlreadyVoid: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `already_void`: The ticket is already void.
                 * @enum {string}
                 */
                code: "already_void";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Checkin: {
            ticket_code: string;
            ticket_name: string | null;
            holder: {
                name: string;
                surname: string;
            };
            /** Format: date-time */
            checked_in_at: string;
        };
        Errors409AlreadyCheckedInTicketVoid: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `already_checked_in`: The ticket is already checked in; `checked_in_at` says when.
                 *     - `ticket_void`: The ticket was voided.
                 * @enum {string}
                 */
                code: "already_checked_in" | "ticket_void";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors403NotMember: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `not_member`: Only members of the organization may do this.
                 * @enum {string}
                 */
                code: "not_member";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409TooManyWebhooks: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `too_many_webhooks`: The organization has as many webhooks as it may.
                 * @enum {string}
                 */
                code: "too_many_webhooks";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Webhook: {
            id: number;
            url: string;
            events: string[];
            /** Format: date-time */
            created_at: string;
        };
        WebhookDelivery: {
            id: number;
            type: string;
            /** @description The `webhook-id` header sent (the same on every retry). */
            webhook_id: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            last_status_code: number | null;
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            delivered_at: string | null;
        };
        ModerationReport: components["schemas"]["Report"] & {
            reporter: {
                id: number;
                name: string;
                surname: string;
            };
            target: {
                /** @description The snapshot taken when reported */
                text: string;
                user: {
                    id: number;
                    name: string;
                    surname: string;
                } | null;
            };
        };
        Report: {
            id: number;
            /** @enum {string} */
            type: "user" | "livefeed_message" | "chat_message";
            target_id: number;
            /** @enum {string} */
            reason: "spam" | "harassment" | "inappropriate" | "other";
            note: string | null;
            /** @enum {string} */
            status: "open" | "resolved" | "dismissed";
            /** Format: date-time */
            created_at: string;
        };
        Ban: {
            user: {
                id: number;
                name: string;
                surname: string;
            };
            reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A session of an event’s programme (`GET https://events.example.com/api/events/{slug}/sessions/{id}`). */
        Session: {
            id: number;
            title: string;
            description: string | null;
            starts_at: string;
            ends_at: string;
            room: string | null;
            speakers: {
                name: string;
                title?: string;
            }[];
            tags: string[];
            qa_enabled: boolean;
            created_at: string;
            saved?: boolean;
        };
        /** @description A question of a session (`GET https://events.example.com/connect/sessions/{id}/questions`, `question:new`); `author` is null for an anonymous question but for organizers. */
        Question: {
            id: number;
            session_id: number;
            text: string;
            author: components["schemas"]["PublicUser"] | null;
            anonymous: boolean;
            votes: number;
            voted: boolean;
            /** @enum {string} */
            status: "open" | "answered" | "hidden";
            created_at: string;
        };
        /** @description Seed 2.1 plus id: the only shape in which another user is ever shown. Never carries mobile or e-mail. */
        PublicUser: {
            id: number;
            name: string;
            surname: string;
            /** @description URL of the avatar image */
            avatar: string | null;
            biography: string | null;
            jobTitle: string | null;
            organization: string | null;
            website: string | null;
            telegram: string | null;
            linkedin: string | null;
        };
        /** @description A poll of a session with its stored counts (`GET https://events.example.com/connect/sessions/{id}/polls`, `poll:updated`). */
        Poll: {
            id: number;
            session_id: number;
            question: string;
            options: {
                index: number;
                text: string;
                votes: number;
            }[];
            multiple: boolean;
            /** @enum {string} */
            status: "draft" | "open" | "closed";
            total_voters: number;
            my_options?: number[];
        };
        Errors409PollNotOpen: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `poll_not_open`: The poll is not open yet (a draft).
                 * @enum {string}
                 */
                code: "poll_not_open";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        MeetingSettings: {
            enabled: boolean;
            slot_minutes: number;
            windows: {
                starts_at: string;
                ends_at: string;
            }[];
            locations: {
                id: number;
                name: string;
            }[];
        };
        /** @description A meeting as organizers see it: members by id, name and surname only. */
        OrganizerMeeting: {
            id: number;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined" | "cancelled";
            from: components["schemas"]["MeetingMember"];
            to: components["schemas"]["MeetingMember"];
            starts_at: string;
            ends_at: string;
            location: {
                id: number;
                name: string;
            } | null;
            message: string | null;
            created_at: string;
            updated_at: string;
            cancelled_by: number | null;
            /** @description After the meeting: each member’s own answer to “did it happen”, by user id; absent until one answers. */
            attendance?: {
                [key: string]: boolean;
            };
        };
        MeetingMember: {
            id: number;
            name: string;
            surname: string;
        };
        MeetingStats: {
            pending: number;
            accepted: number;
            declined: number;
            cancelled: number;
            /** @description Accepted meetings both members said happened */
            met: number;
            /** @description Accepted meetings either member said did not happen */
            no_show: number;
            locations: {
                id: number;
                name: string;
                /** @description Accepted meetings at this table */
                booked_slots: number;
                /** @description Slots of the current windows */
                total_slots: number;
            }[];
        };
        VenueNetworks: {
            networks: string[];
        };
        VenueNetworksUpdate: {
            networks: string[];
        };
        Exhibitor: {
            id: number;
            event_id: number;
            name: string;
            description: string | null;
            logo: string | null;
            booth: string | null;
            questions: components["schemas"]["QualifyingQuestion"][];
            /** @description The booth staff (participants of the event). */
            staff: components["schemas"]["PublicUser"][];
            /** Format: date-time */
            created_at: string;
        };
        QualifyingQuestion: {
            id: number;
            title: string;
            /** @enum {string} */
            type: "text" | "single" | "multiple";
            options: string[] | null;
            required: boolean;
        };
        ExhibitorInput: {
            name: string;
            description?: string | null;
            /**
             * Format: uri
             * @description An http(s) URL of the logo image.
             */
            logo?: string | null;
            /** @description Where the booth stands (e.g. "Hall B, 12"). */
            booth?: string | null;
        };
        ExhibitorWithLeadCount: {
            id: number;
            event_id: number;
            name: string;
            description: string | null;
            logo: string | null;
            booth: string | null;
            questions: components["schemas"]["QualifyingQuestion"][];
            /** @description The booth staff (participants of the event). */
            staff: components["schemas"]["PublicUser"][];
            /** Format: date-time */
            created_at: string;
            leads: number;
        };
        Errors404ExhibitorNotFound: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `exhibitor_not_found`: No such exhibitor in the event.
                 * @enum {string}
                 */
                code: "exhibitor_not_found";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Lead: {
            id: number;
            exhibitor_id: number;
            person: {
                id: number;
                name: string;
                surname: string;
                /** @description URL of the avatar image */
                avatar: string | null;
                biography: string | null;
                jobTitle: string | null;
                organization: string | null;
                website: string | null;
                telegram: string | null;
                linkedin: string | null;
                /** @description Only when the person allows it (`share_contact_with_exhibitors`) and has not withdrawn it. */
                email?: string | null;
                /** @description Only when the person allows it. */
                mobile?: string | null;
            };
            /** @enum {string} */
            source: "scan" | "visit";
            /** @enum {string|null} */
            rating: "hot" | "warm" | "cold" | null;
            notes: string | null;
            answers: {
                question_id: number;
                answer: string | string[];
            }[];
            /** @description The staff member who scanned (null for a visit). */
            captured_by: number | null;
            /** Format: date-time */
            captured_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ExhibitorPatch: {
            name?: string;
            description?: string | null;
            /** Format: uri */
            logo?: string | null;
            booth?: string | null;
        };
        Errors422InvalidStaffNotParticipant: {
            errors: ({
                /**
                 * @description The codes answered with 422 here:
                 *
                 *     - `invalid`: A parameter or field is invalid; `field` names it.
                 *     - `staff_not_participant`: Booth staff must take part in the event (a valid ticket or an organizer).
                 * @enum {string}
                 */
                code: "invalid" | "staff_not_participant";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        QualifyingQuestionsInput: {
            questions: {
                title: string;
                /** @enum {string} */
                type: "text" | "single" | "multiple";
                /** @description Required for single and multiple; not allowed for text. */
                options?: string[];
                /** @default false */
                required: boolean;
            }[];
        };
        TokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @example 900 */
            expires_in: number;
            refresh_token: string;
        };
        OAuthError: {
            /**
             * @description `slow_down` (with 429 and Retry-After) is a rate limit on wrong codes for one number; `invalid_grant` is only a wrong or expired grant; `temporarily_unavailable` (503, with Retry-After) an outage (the database unreachable); `server_error` any other failure on our side.
             * @enum {string}
             */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "slow_down" | "temporarily_unavailable" | "server_error";
            error_description: string;
        };
        TokenRequest: {
            /** @enum {string} */
            grant_type: "event_mobile_verification";
            /** @description Required unless the client authenticates by HTTP Basic (then it may be left out, or must equal the Basic one). */
            client_id?: string;
            /** @description Required unless the client authenticates by HTTP Basic (then it must be left out), or is the public client of the web app (`WEB_CLIENT_ID`, default `convene-web`), which sends only `client_id`. */
            client_secret?: string;
            /** @example 9121234567 */
            mobile: string;
            /** @example 12345 */
            mobile_verification_code: string;
            /** @example 1 */
            event_id: number | string;
        } | {
            /** @enum {string} */
            grant_type: "mobile_verification";
            /** @description Required unless the client authenticates by HTTP Basic (then it may be left out, or must equal the Basic one). */
            client_id?: string;
            /** @description Required unless the client authenticates by HTTP Basic (then it must be left out), or is the public client of the web app (`WEB_CLIENT_ID`, default `convene-web`), which sends only `client_id`. */
            client_secret?: string;
            mobile: string;
            mobile_verification_code: string;
        } | {
            /** @enum {string} */
            grant_type: "refresh_token";
            /** @description Required unless the client authenticates by HTTP Basic (then it may be left out, or must equal the Basic one). */
            client_id?: string;
            /** @description Required unless the client authenticates by HTTP Basic (then it must be left out), or is the public client of the web app (`WEB_CLIENT_ID`, default `convene-web`), which sends only `client_id`. */
            client_secret?: string;
            refresh_token: string;
        };
        RevokeRequest: {
            token: string;
            /** @enum {string} */
            token_type_hint?: "refresh_token" | "access_token";
            /** @description Required unless the client authenticates by HTTP Basic (then it may be left out, or must equal the Basic one). */
            client_id?: string;
            /** @description Required unless the client authenticates by HTTP Basic (then it must be left out), or is the public client of the web app (`WEB_CLIENT_ID`, default `convene-web`), which sends only `client_id`. */
            client_secret?: string;
        };
        JWKS: {
            keys: {
                [key: string]: unknown;
            }[];
        };
        Errors403EventTokenRequiredNotEventParticipant: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `event_token_required`: The call needs a token bound to an event.
                 *     - `not_event_participant`: The caller no longer holds a ticket for the event or belongs to its organization.
                 * @enum {string}
                 */
                code: "event_token_required" | "not_event_participant";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors500MessageRequiredInternalError: {
            errors: ({
                /**
                 * @description The codes answered with 500 here:
                 *
                 *     - `message_required`: A feed post without `message` (500, as the seed answers it).
                 *     - `internal_error`: A fault on the server side; the request id is in `X-Request-Id`.
                 * @enum {string}
                 */
                code: "message_required" | "internal_error";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        LivefeedPost: {
            /** @description Non-empty, at most 2,000 characters (code points, as JSON Schema counts them), stored exactly as sent; NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422. */
            message: string;
            /** @description Made up by the client: a retry with the same id stores nothing new and answers the first item. */
            client_message_id?: string;
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        LivefeedMessagePage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                livefeed_message: components["schemas"]["LivefeedMessage"][];
            };
        };
        /** @description An item of the live feed (`GET https://events.example.com/connect/livefeed/messages`, `livefeed:message`). */
        LivefeedMessage: {
            id: number;
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            user: components["schemas"]["PublicUser"];
        };
        /** @description A direct chat message (`GET https://events.example.com/connect/users/{id}/messages`, `chat:message`, `chat:updated`). */
        ChatMessage: {
            id: number;
            chat_id: number;
            /** @description Sender user id */
            from: number;
            /** @description Recipient user id */
            to: number;
            /** @description Exactly as sent (or as last edited); "" once deleted. */
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the sender last edited it; absent when never edited.
             * @example 2026-11-22T10:00:00.000Z
             */
            edited_at?: string;
            /**
             * @description Present (true) once the sender deleted it; `message` is then "".
             * @enum {boolean}
             */
            deleted?: true;
        };
        Errors409ClientMessageIdReused: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `client_message_id_reused`: The `client_message_id` was used for a message to another user.
                 * @enum {string}
                 */
                code: "client_message_id_reused";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        ChatSend: {
            /** @description Non-empty, at most 2,000 characters (code points, as JSON Schema counts them), stored exactly as sent; NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422. */
            message: string;
            /** @description Made up by the client: a retry with the same id stores nothing new and answers the first item. */
            client_message_id?: string;
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        ChatMessagePage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                chat_message: components["schemas"]["ChatMessage"][];
            };
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        ChatPage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                chat: components["schemas"]["Chat"][];
            };
        };
        Chat: {
            id: number;
            user: components["schemas"]["PublicUser"];
            last_message: components["schemas"]["ChatMessage"] | null;
            /** @description Messages from the other member after the caller’s last read */
            unread: number;
            /** @description The newest message id the other member has read ("seen"), or null. */
            other_last_read_id: number | null;
        };
        Errors403NotMessageSenderMessageDeletedEditWindowPassed: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `not_message_sender`: Only the sender may change a message.
                 *     - `message_deleted`: The message was deleted.
                 *     - `edit_window_passed`: The message can no longer be edited.
                 * @enum {string}
                 */
                code: "not_message_sender" | "message_deleted" | "edit_window_passed";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors404ChatNotFoundMessageNotFound: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `chat_not_found`: No such chat of the caller.
                 *     - `message_not_found`: No such message.
                 * @enum {string}
                 */
                code: "chat_not_found" | "message_not_found";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        ChatMessageEdit: {
            /** @description The new text: the same rules as sending. */
            message: string;
        };
        Errors403NotMessageSender: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `not_message_sender`: Only the sender may change a message.
                 * @enum {string}
                 */
                code: "not_message_sender";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        /** @description The caller’s own profile: the public fields plus their own mobile and e-mail. */
        OwnProfile: {
            id: number;
            name: string;
            surname: string;
            /** @description URL of the avatar image */
            avatar: string | null;
            biography: string | null;
            jobTitle: string | null;
            organization: string | null;
            website: string | null;
            telegram: string | null;
            linkedin: string | null;
            /** @example +989121234567 */
            mobile: string;
            email: string | null;
            /** @description false: left out of other users’ attendee lists (default true). */
            directory_visible: boolean;
            /**
             * @description The language the user picked (CONTRACT 17); null: none, then Accept-Language and DEFAULT_LOCALE decide.
             * @enum {string|null}
             */
            locale: "fa" | "en" | null;
        };
        /** @description Only these fields are editable; any other field (`role`, `mobile`, …) is refused with 422 and nothing is stored. Empty strings clear the optional text fields. */
        ProfilePatch: {
            name?: string;
            surname?: string;
            /** @description An image URL, e.g. the `url` answered by `POST /files` */
            avatar?: string | null;
            biography?: string | null;
            jobTitle?: string | null;
            organization?: string | null;
            website?: string | null;
            telegram?: string | null;
            linkedin?: string | null;
            /**
             * Format: email
             * @description A new address is sent a confirmation link (`GET https://events.example.com/connect/email/confirm?token=`); until it is confirmed it receives nothing else.
             */
            email?: string | null;
            /** @description false leaves you out of other users’ attendee lists (chat and profile rules unchanged). */
            directory_visible?: boolean;
            /**
             * @description The language of error messages, mails and texts for you (null: follow Accept-Language).
             * @enum {string|null}
             */
            locale?: "fa" | "en" | null;
            /** @description Which reminders you get (each on unless turned off): `meeting_reminder_email` (the mail before an accepted meeting), `meeting_reminder_push` (the push). Fields left out keep their value. See docs/mail.md. */
            notifications?: {
                meeting_reminder_email?: boolean;
                meeting_reminder_push?: boolean;
            };
        };
        PublicUserWithPresence: {
            id: number;
            name: string;
            surname: string;
            /** @description URL of the avatar image */
            avatar: string | null;
            biography: string | null;
            jobTitle: string | null;
            organization: string | null;
            website: string | null;
            telegram: string | null;
            linkedin: string | null;
            /** @description A socket of the user is connected on some node; always false between users with a block. */
            online: boolean;
        };
        EmailConfirmed: {
            data: {
                email: string;
                /** @enum {boolean} */
                confirmed: true;
            };
        };
        Errors422InvalidLinkInvalid: {
            errors: ({
                /**
                 * @description The codes answered with 422 here:
                 *
                 *     - `invalid`: A parameter or field is invalid; `field` names it.
                 *     - `link_invalid`: A confirmation or unsubscribe link that is not ours, expired, already used, or for an address no longer the account’s.
                 * @enum {string}
                 */
                code: "invalid" | "link_invalid";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        EmailUnsubscribed: {
            data: {
                /** @enum {boolean} */
                unsubscribed: true;
            };
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        AttendeePage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                public_user: components["schemas"]["Attendee"][];
            };
        };
        Attendee: {
            id: number;
            name: string;
            surname: string;
            /** @description URL of the avatar image */
            avatar: string | null;
            biography: string | null;
            jobTitle: string | null;
            organization: string | null;
            website: string | null;
            telegram: string | null;
            linkedin: string | null;
            /** @description A socket of the user is connected on some node; always false between users with a block. */
            online: boolean;
            interests: string[];
            looking_for: string[];
            offering: string[];
            available_for_meetings: boolean;
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        PublicUserPage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                public_user: components["schemas"]["PublicUser"][];
            };
        };
        Errors500CannotBookmarkSelfInternalError: {
            errors: ({
                /**
                 * @description The codes answered with 500 here:
                 *
                 *     - `cannot_bookmark_self`: Bookmarking oneself (500, as the seed answers it).
                 *     - `internal_error`: A fault on the server side; the request id is in `X-Request-Id`.
                 * @enum {string}
                 */
                code: "cannot_bookmark_self" | "internal_error";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        UploadedFile: {
            /** @example https://events.example.com/connect/files/3vJ9mV0sP6qX1rT8yZ2bN4cK.jpg */
            url: string;
        };
        Errors400: {
            errors: ({
                /**
                 * @description The codes answered with 400:
                 *
                 *     - `malformed_body`: The body is not valid JSON, or not a JSON object or array.
                 *     - `malformed_path`: The address is not valid percent-encoding.
                 *     - `malformed_multipart`: The multipart body is malformed, truncated or has no boundary.
                 *     - `malformed_payload`: A socket payload that is not a JSON object.
                 *     - `bad_request`: The request or its body could not be read.
                 *     - `file_required`: No file in the expected multipart form field.
                 *     - `too_many_parts`: The multipart form has too many parts.
                 *     - `too_many_files`: More than one file was sent.
                 *     - `upload_aborted`: The upload ended before the body was complete.
                 * @enum {string}
                 */
                code: "malformed_body" | "malformed_path" | "malformed_multipart" | "malformed_payload" | "bad_request" | "file_required" | "too_many_parts" | "too_many_files" | "upload_aborted";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        FileUpload: {
            /**
             * Format: binary
             * @description The image: JPEG, PNG, WebP or GIF
             */
            file: string;
        };
        ReportCreate: {
            /** @enum {string} */
            type: "user" | "livefeed_message" | "chat_message";
            /** @description The reported user, feed message or chat message. */
            id: number;
            /** @enum {string} */
            reason: "spam" | "harassment" | "inappropriate" | "other";
            /** @description At most 1000 characters. */
            note?: string | null;
        };
        Errors409OrganizationOwner: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `organization_owner`: The caller owns an organization and cannot delete the account.
                 * @enum {string}
                 */
                code: "organization_owner";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        OAuthServerMetadata: {
            /**
             * @description https://events.example.com/connect
             * @example https://events.example.com/connect
             */
            issuer: string;
            token_endpoint: string;
            revocation_endpoint: string;
            jwks_uri: string;
            grant_types_supported: string[];
            token_endpoint_auth_methods_supported: string[];
            revocation_endpoint_auth_methods_supported: string[];
            response_types_supported: string[];
            service_documentation: string;
        };
        VapidPublicKey: {
            key: string;
        };
        /** @description A browser’s `PushSubscription.toJSON()`. */
        PushSubscription: {
            /** @description The push service URL: https, at most 1024 characters, not a loopback or private address. */
            endpoint: string;
            /** @description As `PushSubscription.toJSON()` gives it; ignored. */
            expirationTime?: number | null;
            keys: {
                /** @description base64url of the browser’s P-256 public key (65 bytes, uncompressed) */
                p256dh: string;
                /** @description base64url of the 16-byte authentication secret */
                auth: string;
            };
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        PushSubscriptionPage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                push_subscription: components["schemas"]["PushSubscriptionItem"][];
            };
        };
        PushSubscriptionItem: {
            endpoint: string;
            created_at: string;
        };
        PushUnsubscribe: {
            endpoint: string;
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        RecommendationPage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                public_user: components["schemas"]["Recommendation"][];
            };
        };
        Recommendation: {
            id: number;
            name: string;
            surname: string;
            /** @description URL of the avatar image */
            avatar: string | null;
            biography: string | null;
            jobTitle: string | null;
            organization: string | null;
            website: string | null;
            telegram: string | null;
            linkedin: string | null;
            /** @description A socket of the user is connected on some node; always false between users with a block. */
            online: boolean;
            interests: string[];
            looking_for: string[];
            offering: string[];
            available_for_meetings: boolean;
            /** @description 3·|they_offer| + 3·|they_look_for| + |shared_interests| */
            score: number;
            reasons: {
                they_offer: string[];
                they_look_for: string[];
                shared_interests: string[];
            };
        };
        Errors404UserNotFound: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `user_not_found`: No such user the caller may reach.
                 * @enum {string}
                 */
                code: "user_not_found";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        /** @description A saved session or an accepted meeting of the caller’s agenda (`GET https://events.example.com/connect/agenda`), with the items it overlaps. */
        AgendaItem: {
            /** @enum {string} */
            type: "session" | "meeting";
            starts_at: string;
            ends_at: string;
            session?: components["schemas"]["Session"];
            meeting?: components["schemas"]["Meeting"];
            conflicts: {
                /** @enum {string} */
                type: "session" | "meeting";
                id: number;
            }[];
        };
        /** @description A one-to-one meeting (CONTRACT 11). `from` asked `to`; `location` is null until accepted (or after its table was removed). */
        Meeting: {
            id: number;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined" | "cancelled";
            from: components["schemas"]["PublicUser"];
            to: components["schemas"]["PublicUser"];
            starts_at: string;
            ends_at: string;
            location: {
                id: number;
                name: string;
            } | null;
            message: string | null;
            created_at: string;
            updated_at: string;
            cancelled_by: number | null;
            /** @description After the meeting: each member’s own answer to “did it happen”, by user id; absent until one answers. */
            attendance?: {
                [key: string]: boolean;
            };
        };
        Errors403Banned: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `banned`: An organizer muted the caller in this event.
                 * @enum {string}
                 */
                code: "banned";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409QaClosed: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `qa_closed`: Questions are closed for the session.
                 * @enum {string}
                 */
                code: "qa_closed";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors429RateLimited: {
            errors: ({
                /**
                 * @description The codes answered with 429 here:
                 *
                 *     - `rate_limited`: Over a rate limit; try again after `Retry-After` (REST) or `retry_after` (socket connect) seconds.
                 * @enum {string}
                 */
                code: "rate_limited";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        QuestionPage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                question: components["schemas"]["Question"][];
            };
        };
        Errors403NotAuthor: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `not_author`: Only the question’s author (or an organizer) may delete it.
                 * @enum {string}
                 */
                code: "not_author";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409PollClosedPollNotOpen: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `poll_closed`: The poll is closed.
                 *     - `poll_not_open`: The poll is not open yet (a draft).
                 * @enum {string}
                 */
                code: "poll_closed" | "poll_not_open";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors403EventTokenRequiredNotEventParticipantBlockedBanned: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `event_token_required`: The call needs a token bound to an event.
                 *     - `not_event_participant`: The caller no longer holds a ticket for the event or belongs to its organization.
                 *     - `blocked`: One of the two users blocked the other.
                 *     - `banned`: An organizer muted the caller in this event.
                 * @enum {string}
                 */
                code: "event_token_required" | "not_event_participant" | "blocked" | "banned";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors404MeetingNotFoundMeetingsDisabled: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `meeting_not_found`: No such meeting of yours (someone else’s meeting is the same 404).
                 *     - `meetings_disabled`: The event takes no meeting requests (no meeting settings).
                 * @enum {string}
                 */
                code: "meeting_not_found" | "meetings_disabled";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        MeetingSlot: {
            starts_at: string;
            ends_at: string;
            free_locations: number;
        };
        Errors409SlotTakenNotAvailable: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `slot_taken`: One of the two already has a meeting in that slot.
                 *     - `not_available`: The person does not take meeting requests.
                 * @enum {string}
                 */
                code: "slot_taken" | "not_available";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors429TooManyPendingRateLimited: {
            errors: ({
                /**
                 * @description The codes answered with 429 here:
                 *
                 *     - `too_many_pending`: Too many pending meeting requests in the event; wait for answers or cancel some.
                 *     - `rate_limited`: Over a rate limit; try again after `Retry-After` (REST) or `retry_after` (socket connect) seconds.
                 * @enum {string}
                 */
                code: "too_many_pending" | "rate_limited";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        /** @description A page of a https://events.example.com/connect list (seed 2.2): follow `_links.next` until it is absent. Pages are offsets into the list as it is when each is read: in a newest-first list that grows while it is walked (the live feed, a chat) items shift to later pages and repeat; catch up with `after` where offered, or `sync` on the socket. */
        MeetingPage: {
            /** @description Items in the whole list, counted when this page was read. */
            _total_items: number;
            /** @description This page, from 1. */
            _page: number;
            /** @description At least 1, also for an empty list. */
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                next?: {
                    href: string;
                };
                /** @description The last page, whenever it is another page than this one (also past the end). */
                last?: {
                    href: string;
                };
            };
            _embedded: {
                meeting: components["schemas"]["Meeting"][];
            };
        };
        Errors409InvalidTransitionMeetingPastNoLocationFreeSlotTaken: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `invalid_transition`: The meeting’s state does not allow this (CONTRACT 11 state machine).
                 *     - `meeting_past`: The meeting has started; it can no longer change.
                 *     - `no_location_free`: Every table of that slot is booked.
                 *     - `slot_taken`: One of the two already has a meeting in that slot.
                 * @enum {string}
                 */
                code: "invalid_transition" | "meeting_past" | "no_location_free" | "slot_taken";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409InvalidTransitionMeetingPast: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `invalid_transition`: The meeting’s state does not allow this (CONTRACT 11 state machine).
                 *     - `meeting_past`: The meeting has started; it can no longer change.
                 * @enum {string}
                 */
                code: "invalid_transition" | "meeting_past";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors409InvalidTransitionMeetingNotOver: {
            errors: ({
                /**
                 * @description The codes answered with 409 here:
                 *
                 *     - `invalid_transition`: The meeting’s state does not allow this (CONTRACT 11 state machine).
                 *     - `meeting_not_over`: Attendance is recorded only after the meeting ends.
                 * @enum {string}
                 */
                code: "invalid_transition" | "meeting_not_over";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        CalendarLink: {
            url: string;
        };
        Errors404CalendarNotFound: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `calendar_not_found`: No such calendar link (unknown, or rotated away).
                 * @enum {string}
                 */
                code: "calendar_not_found";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Badge: {
            /** @description The badge code: random, never a ticket code, refused at the door. */
            code: string;
            /** @description An SVG image (data: URL) of a QR code that carries `code`. */
            qr: string;
            event_id: number;
        };
        Errors403EventTokenRequiredNotEventParticipantNotExhibitorStaff: {
            errors: ({
                /**
                 * @description The codes answered with 403 here:
                 *
                 *     - `event_token_required`: The call needs a token bound to an event.
                 *     - `not_event_participant`: The caller no longer holds a ticket for the event or belongs to its organization.
                 *     - `not_exhibitor_staff`: Only the exhibitor’s booth staff may do this.
                 * @enum {string}
                 */
                code: "event_token_required" | "not_event_participant" | "not_exhibitor_staff";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        Errors404ExhibitorNotFoundBadgeNotFound: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `exhibitor_not_found`: No such exhibitor in the event.
                 *     - `badge_not_found`: No badge of this event has that code.
                 * @enum {string}
                 */
                code: "exhibitor_not_found" | "badge_not_found";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        LeadInput: {
            /** @description The scanned badge code. */
            badge: string;
            /** @enum {string|null} */
            rating?: "hot" | "warm" | "cold" | null;
            notes?: string | null;
            /** @description Answers to the exhibitor’s qualifying questions (replace the stored ones when given). */
            answers?: {
                question_id: number;
                answer: string | string[];
            }[];
        };
        VisitInput: {
            answers?: {
                question_id: number;
                answer: string | string[];
            }[];
        };
        MyLead: {
            id: number;
            exhibitor: {
                id: number;
                name: string;
                event_id: number;
            };
            /** Format: date-time */
            captured_at: string;
            /** @description Whether the exhibitor sees your e-mail and mobile in this lead. */
            holds_contact: boolean;
        };
        Errors404LeadNotFound: {
            errors: ({
                /**
                 * @description The codes answered with 404 here:
                 *
                 *     - `lead_not_found`: No such lead of yours.
                 * @enum {string}
                 */
                code: "lead_not_found";
                /** @description For people; the wording may change. Switch on `code`. */
                message: string;
                /** @description The input at fault: a dotted path into the body (`questions.0.answer`), or `path`, `query`, `body`. */
                field?: string;
                /** @description `slug_changed`: the event’s current slug. */
                new_slug?: string;
                /**
                 * Format: date-time
                 * @description `already_checked_in`: when the ticket was checked in (ISO 8601).
                 */
                checked_in_at?: string | null;
                /** @description `required`: the survey question left unanswered. */
                question_id?: number;
            } & {
                [key: string]: unknown;
            })[];
        };
        ContactConsentInput: {
            share_contact_with_exhibitors: boolean;
        };
        AsyncApiDocument: {
            /** @enum {string} */
            asyncapi: "3.0.0";
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationCodeRequest"];
            };
        };
        responses: {
            /** @description Code sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VerificationCodeSent"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description Too soon for this number, or too many requests from this address, for this number range or this foreign country, an address refused for spraying, or past the SMS budget */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429"];
                };
            };
            /** @description The SMS gateway could not be reached */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                sort?: "starts_at" | "-sales" | "user-special-events";
                /** @description Comma-separated subset of: id, slug, name, url, organization, organization_name, category, city_name, online, starts_at, ends_at, sales_deadline, state, cover, sold_out, time_zone, _links. The two flags are then left out. */
                fields?: string;
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
                /** @description Category slug or id. */
                category?: string;
                /** @description Exact city name. */
                city?: string;
                online?: boolean;
                /** @description Matches the event name (case-insensitive substring). */
                q?: string;
                state?: "active" | "sold_out" | "sales_ended" | "ended" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of event records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventPatch"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getEventV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description The slug changed; `Location` holds the new address */
            301: {
                headers: {
                    /** @description The new address of the resource */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getEventWidgets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widgets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventWidget"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    replaceEventWidgets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventWidget"][];
            };
        };
        responses: {
            /** @description The widgets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventWidget"][];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listSimilarEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listSimilarEventsV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Summary items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventSummary"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listOrganizationEvents: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of event records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listFollowedCategoryEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Followed categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowedCategory"][];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    followCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Followed (also when already followed) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    unfollowCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not followed any more */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listRecentlyVisitedEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Summary items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventSummary"][];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown ticket, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    uploadUserSpecialEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSpecialEvents"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            received: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    markEventTrended: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done (idempotent) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    unmarkEventTrended: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done (idempotent) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listTicketTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ticket types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TicketForSale"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createTicketType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    price: number;
                    capacity?: number | null;
                    description?: string | null;
                    /** Format: date-time */
                    sales_start?: string;
                    /** Format: date-time */
                    sales_end?: string;
                    min_per_order?: number;
                    max_per_order?: number;
                    hidden?: boolean;
                    /** @description Percent included in the price. */
                    tax_rate?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesTicketType"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listTicketTypesForOrganizer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ticket types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesTicketType"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateTicketType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    price?: number;
                    capacity?: number | null;
                    description?: string | null;
                    /** Format: date-time */
                    sales_start?: string;
                    /** Format: date-time */
                    sales_end?: string;
                    min_per_order?: number;
                    max_per_order?: number;
                    hidden?: boolean;
                    /** @description Percent included in the price. */
                    tax_rate?: number;
                };
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesTicketType"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `capacity_below_sold` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409CapacityBelowSold"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listQuotas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quotas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quota"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    size: number;
                    ticket_ids: number[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quota"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `capacity_below_sold` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409CapacityBelowSold"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quota */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quota"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    size?: number;
                    ticket_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quota"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `capacity_below_sold` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409CapacityBelowSold"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listVouchers: {
        parameters: {
            query?: {
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vouchers (or the CSV) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    count?: number;
                    discount: {
                        percent: number;
                    } | {
                        amount: number;
                    } | {
                        price: number;
                    };
                    max_uses?: number;
                    /** Format: date-time */
                    valid_until?: string;
                    ticket_ids?: number[] | null;
                    reserve?: boolean;
                    unlocks_hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"][];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `voucher_code_taken` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409VoucherCodeTaken"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listEventOrders: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
                status?: "pending" | "paid" | "expired" | "canceled";
                q?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders (or the CSV) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        ticket_id: number;
                        quantity?: number;
                        /** @description A seated ticket type’s seats, by their ids in the seat plan (CONTRACT 19); without them the best free seats are picked. */
                        seats?: string[];
                    }[];
                    voucher?: string;
                    /** Format: email */
                    email: string;
                    buyer?: {
                        name: string;
                        surname: string;
                        company?: string;
                        tax_id?: string;
                    };
                    attendees?: {
                        ticket_id: number;
                        name: string;
                        surname: string;
                        /** Format: email */
                        email?: string;
                    }[];
                    provider?: string;
                };
            };
        };
        responses: {
            /** @description The order placed before with this key and body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description Placed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `sold_out`, `order_pending`, `event_canceled` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409SoldOutEventCanceledOrderPending"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description `not_on_sale`, `voucher_invalid`, `idempotency_key_required`, `idempotency_key_reused`, `invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422NotOnSaleVoucherInvalidIdempotencyKeyRequiredIdempotencyKeyReusedInvalid"];
                };
            };
            /** @description `payment_provider_unavailable` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors502"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description No such order, or not yours (the same answer: codes are not confirmed to strangers) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Canceled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description No such order, or not yours (the same answer: codes are not confirmed to strangers) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `order_not_pending` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409OrderNotPending"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    startPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider?: string;
                };
            };
        };
        responses: {
            /** @description The attempt, with its `action` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description No such order, or not yours (the same answer: codes are not confirmed to strangers) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `order_not_pending` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409OrderNotPending"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description `payment_provider_unavailable` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors502"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    testPaymentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description No such attempt, or `test` disabled */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    testPaymentOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
                outcome: "pay" | "fail";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the page */
            303: {
                headers: {
                    /** @description Where the result is found */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description No such attempt, or `test` disabled */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getSalesSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesSummary"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or no such item of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WaitingListEntry"][];
                        waiting_list_enabled: boolean;
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    joinWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaitingListJoin"];
            };
        };
        responses: {
            /** @description Already in the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WaitingListPlace"];
                    };
                };
            };
            /** @description Joined */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WaitingListPlace"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown event (or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `waiting_list_closed`, `event_canceled` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409EventCanceledWaitingListClosed"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description `invalid` (ticket_id) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    leaveWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not in the list (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown event (or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getSeatPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatPlan"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown event (or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    putSeatPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatPlanInput"];
            };
        };
        responses: {
            /** @description The plan as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatPlan"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `seats_in_use`, `capacity_below_sold` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409CapacityBelowSoldSeatsInUse"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description More than 20,000 seats, a duplicate id, an unknown ticket_id */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatStatus"][];
                    };
                };
            };
            /** @description Unchanged since the `ETag` sent in `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown event (or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    blockSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatsBlock"];
            };
        };
        responses: {
            /** @description The seats’ states */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatStatus"][];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404SlugChanged"];
                };
            };
            /** @description `seats_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409SeatsInUse"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A seat not in the plan */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    moveTicketSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketSeatMove"];
            };
        };
        responses: {
            /** @description The ticket’s code and new seat */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TicketSeat"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event or ticket */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `seat_taken`, `already_void` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409SeatTakenAlreadyVoid"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description No such seat, another ticket type’s, or a ticket without a seat */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Bad signature or an amount that is not the attempt’s (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPathBadRequest"];
                };
            };
            /** @description Unknown intent, or `stripe` not enabled */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    zarinpalCallback: {
        parameters: {
            query?: {
                Authority?: string;
                Status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page saying whether the order is paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a ZarinPal callback (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPathBadRequest"];
                };
            };
            /** @description Unknown authority, or `zarinpal` not enabled */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description ZarinPal failed or timed out while verifying (`payment_provider_unavailable`): the callback may be retried */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors502"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    confirmManualPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description No such order of this event (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `order_not_pending` (already paid) or `payment_not_manual` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409OrderNotPendingPaymentNotManual"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number;
                    ticket_codes?: string[];
                };
            };
        };
        responses: {
            /** @description The refund */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refund"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description No such order of this event (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `refund_exceeds_paid`, `order_not_paid`, `already_void` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409RefundExceedsPaidOrderNotPaidAlreadyVoid"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    cancelOrderByOrganizer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description No such order of this event (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `order_not_paid` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409OrderNotPaid"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description The provider failed to refund (`payment_provider_unavailable`): nothing changed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors502"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description No such order (or not yours), or not invoiced */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description No such order (or not yours), or not invoiced */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    logo?: string | null;
                    cover?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Unknown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    logo?: string | null;
                    cover?: string | null;
                    invoice?: {
                        legal_name: string | null;
                        address: string | null;
                        tax_id: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    cancelEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listEventAttendees: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
                /** @description Where the page starts: the opaque value the list's next link carries (keyset paging, cheap at any depth; `page` is then only echoed). Offset pages reach 10,000 items deep (422 naming `page` beyond); the next link goes further. */
                cursor?: string;
                q?: string;
                status?: "valid" | "void";
                checked_in?: boolean;
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attendees (or the CSV) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventAttendee"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`, or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description `invalid`: a bad filter, a cursor this list did not give, or a `page` deeper than 10,000 tickets */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    issueTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 09121234567 */
                    mobile: string;
                    ticket_id?: number;
                    name?: string;
                    surname?: string;
                };
            };
        };
        responses: {
            /** @description Issued; `attendee_id` is the ticket code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendeeTicket"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown slug (`not_found`, or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description Sold out or canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every category by title */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listOrganizationMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrganizationMember"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member (`not_member`), or not the owner for changes (`not_owner`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMemberNotOwner"];
                };
            };
            /** @description Unknown organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    addOrganizationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 09121234567 */
                    mobile: string;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrganizationMember"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member (`not_member`), or not the owner for changes (`not_owner`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMemberNotOwner"];
                };
            };
            /** @description Unknown organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description Already a member (`already_member`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409AlreadyMember"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    removeOrganizationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member (`not_member`), or not the owner for changes (`not_owner`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMemberNotOwner"];
                };
            };
            /** @description Unknown organization or not a member */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description The owner cannot be removed (`owner_stays`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409OwnerStays"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listSurveys: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of surveys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Survey"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyInput"];
            };
        };
        responses: {
            /** @description The survey with its question ids */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Survey"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The survey */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Survey"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Unknown survey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    answerSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyAnswerSubmission"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SurveySubmission"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Unknown survey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description This ticket has already answered the survey (`already_answered`), or was voided (`ticket_void`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409TicketVoidAlreadyAnswered"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getSurveyResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Aggregated results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SurveyResults"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown survey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listSeatingTemplates: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingTemplate"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createSeatingTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatingTemplateInput"];
            };
        };
        responses: {
            /** @description The template */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingTemplate"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description `data` is larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getSeatingTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingTemplate"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown, or unpublished and the caller is not an administrator */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteSeatingTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description Unknown template */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateSeatingTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatingTemplatePatch"];
            };
        };
        responses: {
            /** @description The updated template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingTemplate"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description Unknown template */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `data` is larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    priceAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetargetingSelection"];
            };
        };
        responses: {
            /** @description The price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RetargetingQuote"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    orderAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetargetingSelection"];
            };
        };
        responses: {
            /** @description The order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdvertisingOrder"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listDiscounts: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of discounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Discount"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountInput"];
            };
        };
        responses: {
            /** @description The discount */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The caller is not an administrator (`admin_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403AdminRequired"];
                };
            };
            /** @description The code exists already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getEventProgressBar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProgressBarItem"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    sendEventInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                };
                "text/csv": {
                    emails: string[];
                };
            };
        };
        responses: {
            /** @description Queued (new mails) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationsQueued"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description More than 5,000 addresses */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A bad address */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description too_many_invitations */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429TooManyInvitationsRateLimited"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getEventNetworkingTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slug: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    replaceEventNetworkingTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tags: {
                        slug: string;
                        title: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The stored list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slug: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A bad slug or title, a duplicate slug, more than 200 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    voidTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attendee item, `status: "void"` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventAttendee"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`, or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description Already void (`already_void`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409AlreadyVoid"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    checkInTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Checked in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Checkin"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`, or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description `already_checked_in` (with `checked_in_at`) or `ticket_void` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409AlreadyCheckedInTicketVoid"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    uploadCheckIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    checkins: unknown[];
                };
            };
        };
        responses: {
            /** @description One answer per item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string | null;
                            /** @enum {string} */
                            result: "checked_in" | "already_checked_in" | "ticket_void" | "not_found" | "invalid";
                            /** Format: date-time */
                            checked_in_at: string | null;
                            /** @description Why an `invalid` item was refused. */
                            message?: string;
                        }[];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`, or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getCheckInStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tickets: number;
                            checked_in: number;
                            by_ticket: {
                                ticket_id: number;
                                name: string;
                                tickets: number;
                                checked_in: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`, or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMember"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("ticket.issued" | "ticket.voided" | "checkin.created" | "report.created" | "meeting.accepted" | "meeting.cancelled" | "order.placed" | "order.paid" | "order.expired" | "order.canceled" | "refund.created" | "waiting_list.offered" | "lead.captured")[];
                };
            };
        };
        responses: {
            /** @description The webhook with its secret (`whsec_` + base64) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            /** Format: date-time */
                            created_at: string;
                            secret: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMember"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description Too many webhooks (`too_many_webhooks`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409TooManyWebhooks"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMember"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMember"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listEventReports: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
                status?: "open" | "resolved" | "dismissed";
                /** @description Where the page starts: the opaque value the list's next link carries (keyset paging, cheap at any depth; `page` is then only echoed). Offset pages reach 10,000 items deep (422 naming `page` beyond); the next link goes further. */
                cursor?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationReport"][];
                        meta?: unknown;
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `invalid`: a bad status or page, a cursor this list did not give, or a `page` deeper than 10,000 reports */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    resolveEventReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                report_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "resolved" | "dismissed";
                };
            };
        };
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationReport"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteEventFeedMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                message_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listEventBans: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ban"][];
                        meta?: unknown;
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    banEventParticipant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Banned */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already banned */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description An organizer of the event, or bad input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    liftEventBan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not banned (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: {
                date?: string;
                room?: string;
                tag?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"][];
                    };
                };
            };
            /** @description Unchanged since the `ETag` sent in `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    /** Format: date-time */
                    starts_at: string;
                    /** Format: date-time */
                    ends_at: string;
                    room?: string | null;
                    speakers?: {
                        name: string;
                        title?: string;
                    }[];
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description The session */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown event or session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown event or session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string | null;
                    /** Format: date-time */
                    starts_at?: string;
                    /** Format: date-time */
                    ends_at?: string;
                    room?: string | null;
                    speakers?: {
                        name: string;
                        title?: string;
                    }[];
                    tags?: string[];
                    qa_enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown event or session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteEventQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
                qid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown event, session or question */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    moderateQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
                qid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "answered" | "hidden";
                };
            };
        };
        responses: {
            /** @description The question */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Question"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown event, session or question */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createPoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    options: string[];
                    multiple: boolean;
                };
            };
        };
        responses: {
            /** @description The poll */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Poll"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown event or session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updatePoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
                pid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "closed";
                };
            };
        };
        responses: {
            /** @description The poll */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Poll"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description Unknown event, session or poll */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `poll_not_open` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409PollNotOpen"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getMeetingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeetingSettings"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateMeetingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    slot_minutes: number;
                    windows: {
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        ends_at: string;
                    }[];
                    locations: {
                        id?: number;
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The stored settings, each location with its id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeetingSettings"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A window out of order, outside the event or overlapping; an unknown or repeated location id; out-of-range values */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listEventMeetings: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                per_page?: number;
                status?: "pending" | "accepted" | "declined" | "cancelled";
                format?: "json" | "csv";
                /** @description Where the page starts: the opaque value the list's next link carries (keyset paging, cheap at any depth; `page` is then only echoed). Offset pages reach 10,000 items deep (422 naming `page` beyond); the next link goes further. */
                cursor?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of meetings (or the CSV) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrganizerMeeting"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description An unknown status or format, a cursor this list did not give, or a `page` deeper than 10,000 meetings */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getMeetingStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeetingStats"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getVenueNetworks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranges (empty when none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VenueNetworks"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`, or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    setVenueNetworks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenueNetworksUpdate"];
            };
        };
        responses: {
            /** @description The ranges as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VenueNetworks"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`, or `slug_changed`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description Not a CIDR range, too wide, or too many */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listEventExhibitors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exhibitors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExhibitorWithLeadCount"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createExhibitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExhibitorInput"];
            };
        };
        responses: {
            /** @description The exhibitor */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Exhibitor"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event (`not_found`; `slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404NotFoundSlugChanged"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A bad field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getEventExhibitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exhibitor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExhibitorWithLeadCount"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event, or no such exhibitor of it (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteExhibitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event, or no such exhibitor of it (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateExhibitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExhibitorPatch"];
            };
        };
        responses: {
            /** @description The exhibitor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Exhibitor"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event, or no such exhibitor of it (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A bad field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listEventExhibitorLeads: {
        parameters: {
            query?: {
                format?: "json" | "csv" | "vcard";
            };
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The leads (or the CSV, or the vCards) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Items in the whole list, counted when this page was read. */
                        _total_items: number;
                        /** @description This page, from 1. */
                        _page: number;
                        /** @description At least 1, also for an empty list. */
                        _page_count: number;
                        _links: {
                            self: {
                                href: string;
                            };
                            /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                            next?: {
                                href: string;
                            };
                            /** @description The last page, whenever it is another page than this one (also past the end). */
                            last?: {
                                href: string;
                            };
                        };
                        _embedded: {
                            leads: components["schemas"]["Lead"][];
                        };
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event, or no such exhibitor of it (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description A bad format */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    addExhibitorStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Already staff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Exhibitor"];
                    };
                };
            };
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Exhibitor"];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event, exhibitor or user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `staff_not_participant` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422InvalidStaffNotParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    removeExhibitorStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not staff (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event, or no such exhibitor of it (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    replaceExhibitorQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QualifyingQuestionsInput"];
            };
        };
        responses: {
            /** @description The exhibitor with its questions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Exhibitor"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotOrganizer"];
                };
            };
            /** @description Unknown event, or no such exhibitor of it (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A bad question */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    sendConnectVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationCodeRequest"];
            };
        };
        responses: {
            /** @description Code sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VerificationCodeSent"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description Too soon for this number, or too many requests from this address, for this number range or this foreign country, an address refused for spraying, or past the SMS budget */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429"];
                };
            };
            /** @description The SMS gateway could not be reached */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503"];
                };
            };
        };
    };
    requestToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A new token pair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description invalid_request, invalid_grant or unsupported_grant_type */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Rate limited (Retry-After): `slow_down` after too many wrong codes for the number (`TOKEN_FAILURE_LIMIT` per address and number, `GRANT_FAILURES_PER_NUMBER` per number, 10 minutes) or from the address across numbers (spraying: `OTP_SPRAY_SLOW_LIMIT` per 10 minutes, `OTP_SPRAY_DAILY_LIMIT` per day; not counted for `TRUSTED_NETWORKS` nor the venue networks of the `event_id` sent), or `invalid_client` after too many failed client authentications from the address */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `temporarily_unavailable`: the database is unreachable; try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevokeRequest"];
                "application/json": components["schemas"]["RevokeRequest"];
            };
        };
        responses: {
            /** @description Revoked (or nothing to revoke) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request` (no token, a malformed or non-object body, repeated parameters); RFC 7009 2.2.1 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Too many failed client authentications from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `temporarily_unavailable`: the database is unreachable; try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    getJsonWebKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON Web Key Set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JWKS"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listFeedMessages: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
                /** @description Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page; 422 beyond 9999999999. */
                after?: number;
                /** @description Keyset cursor: only messages with a smaller id, newest first (what `_links.next` sends; `page` is then not walked). A cursor past the largest id reads from the newest; 422 beyond 9999999999. */
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of livefeed_message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivefeedMessagePage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description `invalid`: a bad query parameter, or a `page` deeper than 10,000 messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    postFeedMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LivefeedPost"];
            };
        };
        responses: {
            /** @description Posted (or a retry of an earlier post with the same client_message_id) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description Too many posts */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429"];
                };
            };
            /** @description message_required: the body has no message field (seed section 7) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors500MessageRequiredInternalError"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listMessagesWithUser: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
                /** @description Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page; 422 beyond 9999999999. */
                after?: number;
                /** @description Keyset cursor: only messages with a smaller id, newest first (what `_links.next` sends; `page` is then not walked). A cursor past the largest id reads from the newest; 422 beyond 9999999999. */
                before?: number;
            };
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chat_message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessagePage"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `invalid`: a bad query parameter, or a `page` deeper than 10,000 messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatSend"];
            };
        };
        responses: {
            /** @description A retry: the message stored the first time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description No such user in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description client_message_id_reused: the client_message_id was already used for a message to another user */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409ClientMessageIdReused"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description Too many messages */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listChats: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
                /** @description Where the page starts: the opaque value the list's next link carries (keyset paging, cheap at any depth; `page` is then only echoed). Offset pages reach 10,000 items deep (422 naming `page` beyond); the next link goes further. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chat */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatPage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `invalid`: a bad query parameter, a cursor this list did not give, or a `page` deeper than 10,000 chats */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listChatMessages: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
                /** @description Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page; 422 beyond 9999999999. */
                after?: number;
                /** @description Keyset cursor: only messages with a smaller id, newest first (what `_links.next` sends; `page` is then not walked). A cursor past the largest id reads from the newest; 422 beyond 9999999999. */
                before?: number;
            };
            header?: never;
            path: {
                chat_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chat_message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessagePage"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description No such chat of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `invalid`: a bad query parameter, or a `page` deeper than 10,000 messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    markChatRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chat_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked read */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description No such chat of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chat_id: number;
                message_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_message_sender */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMessageSender"];
                };
            };
            /** @description chat_not_found (not a member) or message_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ChatNotFoundMessageNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    editChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chat_id: number;
                message_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatMessageEdit"];
            };
        };
        responses: {
            /** @description The edited message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description not_message_sender, edit_window_passed or message_deleted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotMessageSenderMessageDeletedEditWindowPassed"];
                };
            };
            /** @description chat_not_found (not a member) or message_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ChatNotFoundMessageNotFound"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Own profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnProfile"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description organization_owner */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409OrganizationOwner"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    updateMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePatch"];
            };
        };
        responses: {
            /** @description The updated own profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnProfile"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUserWithPresence"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    confirmEmail: {
        parameters: {
            query: {
                /** @description The signed token of the mailed link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmed"];
                };
            };
            /** @description link_invalid */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422InvalidLinkInvalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    unsubscribeEmail: {
        parameters: {
            query: {
                /** @description The signed token of the mailed link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailUnsubscribed"];
                };
            };
            /** @description link_invalid */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422InvalidLinkInvalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listAttendees: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
                /** @description Where the page starts: the opaque value the list's next link carries (keyset paging, cheap at any depth; `page` is then only echoed). Offset pages reach 10,000 items deep (422 naming `page` beyond); the next link goes further. */
                cursor?: string;
                /** @description Matches name, surname, full name, job title or organization (case-insensitive substring) */
                q?: string;
                /** @description Only attendees with this tag among their interests (CONTRACT 11) */
                interest?: string;
                /** @description Only attendees looking for this tag */
                looking_for?: string;
                /** @description Only attendees offering this tag */
                offering?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of public_user, each with `online` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendeePage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description `invalid`: a bad query parameter, a cursor this list did not give, or a `page` deeper than 10,000 attendees */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listBookmarks: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of public_user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUserPage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    bookmarkUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                target_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUser"];
                };
            };
            /** @description Already bookmarked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description cannot_bookmark_self (seed section 7) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors500CannotBookmarkSelfInternalError"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    removeBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                target_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not bookmarked (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Stored; `url` serves the image (also in Location) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedFile"];
                };
            };
            /** @description Not multipart, malformed or truncated body, no file, a field not named `file`, or more than one file */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The file is larger than UPLOAD_MAX_BYTES, or the image has too many pixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or GIF image by its bytes, or it does not decode */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description Too many uploads */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description No such file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listBlockedUsers: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of public_user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUserPage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUser"];
                };
            };
            /** @description Already blocked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description Yourself */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not blocked (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportCreate"];
            };
        };
        responses: {
            /** @description Already reported by this user: the first report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Reported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description No such target the reporter can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteFeedMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Unknown, or not the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getOAuthMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthServerMetadata"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getVapidPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VapidPublicKey"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of push_subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionPage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    createPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscription"];
            };
        };
        responses: {
            /** @description Already subscribed (keys refreshed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushUnsubscribe"];
            };
        };
        responses: {
            /** @description Removed (or none) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listNetworkingTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slug: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getNetworkingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interests: string[];
                        looking_for: string[];
                        offering: string[];
                        available_for_meetings: boolean;
                        /** @description Whether exhibitors holding a lead of yours see your e-mail and mobile (default false; change it with PATCH). */
                        share_contact_with_exhibitors: boolean;
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    replaceNetworkingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    interests?: string[];
                    /** @default [] */
                    looking_for?: string[];
                    /** @default [] */
                    offering?: string[];
                    /** @default true */
                    available_for_meetings?: boolean;
                };
            };
        };
        responses: {
            /** @description The stored profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interests: string[];
                        looking_for: string[];
                        offering: string[];
                        available_for_meetings: boolean;
                        /** @description Whether exhibitors holding a lead of yours see your e-mail and mobile (default false; change it with PATCH). */
                        share_contact_with_exhibitors: boolean;
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description An unknown tag (named), more than 10 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    patchNetworkingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactConsentInput"];
            };
        };
        responses: {
            /** @description The consent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        share_contact_with_exhibitors: boolean;
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description Not a boolean */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listRecommendations: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recommendations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationPage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    dismissRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dismissed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description user_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404UserNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    undismissRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recommended again when the tags match */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    addAgendaSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token, or no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description No such session in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    removeAgendaSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not in the agenda (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token, or no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description No such session in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getAgenda: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agenda */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgendaItem"][];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token, or no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listQuestions: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
                sort?: "top" | "new";
                after?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of questions (`_embedded.question`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionPage"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token (unless an organizer of the session’s event), no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    askQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    anonymous?: boolean;
                };
            };
        };
        responses: {
            /** @description The question */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Question"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403Banned"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `qa_closed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409QaClosed"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description `rate_limited`: `QA_QUESTION_LIMIT` questions in this session in the last 10 minutes (`Retry-After`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429RateLimited"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    voteForQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                qid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Voted */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already voted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403Banned"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    withdrawQuestionVote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                qid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No vote (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403Banned"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    deleteQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                qid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token (unless an organizer of the session’s event), no longer a participant, or `not_author` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403NotAuthor"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listPolls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The polls */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Poll"][];
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token (unless an organizer of the session’s event), no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    votePoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    options: number[];
                };
            };
        };
        responses: {
            /** @description The poll with its counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Poll"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403Banned"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404"];
                };
            };
            /** @description `poll_closed` or `poll_not_open` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409PollClosedPollNotOpen"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getEventMeetingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingSettings"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listMeetingSlots: {
        parameters: {
            query: {
                with: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeetingSlot"][];
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description `with` missing, not an id, or yourself */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listMeetings: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
                status?: "pending" | "accepted" | "declined" | "cancelled";
                role?: "incoming" | "outgoing";
                /** @description Where the page starts: the opaque value the list's next link carries (keyset paging, cheap at any depth; `page` is then only echoed). Offset pages reach 10,000 items deep (422 naming `page` beyond); the next link goes further. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of meetings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingPage"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description An unknown status or role, a cursor this list did not give, or a `page` deeper than 10,000 meetings */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    requestMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    with: number;
                    /** Format: date-time */
                    starts_at: string;
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description The same pending request, sent before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description Requested */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description `not_available` or `slot_taken` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409SlotTakenNotAvailable"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description Not a slot’s start, in the past, yourself, a message too long */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description `too_many_pending` or `rate_limited` (with Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors429TooManyPendingRateLimited"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meeting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    acceptMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meeting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description `slot_taken`, `no_location_free`, `invalid_transition` (not pending, or not asked of you), `meeting_past` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409InvalidTransitionMeetingPastNoLocationFreeSlotTaken"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    declineMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meeting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description `invalid_transition`, `meeting_past` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409InvalidTransitionMeetingPast"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    cancelMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meeting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description `invalid_transition` (declined or cancelled already), `meeting_past` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409InvalidTransitionMeetingPast"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    recordMeetingAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    met: boolean;
                };
            };
        };
        responses: {
            /** @description The meeting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, not_event_participant, or `banned` / `blocked` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantBlockedBanned"];
                };
            };
            /** @description `meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404MeetingNotFoundMeetingsDisabled"];
                };
            };
            /** @description `meeting_not_over`, `invalid_transition` (not accepted) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors409InvalidTransitionMeetingNotOver"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description `met` missing or not a boolean */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 5545 calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    rotateCalendarLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarLink"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getCalendarByLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `<secret>.ics` */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 5545 calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description calendar_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404CalendarNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                /** @description The page, from 1: an offset into the list as it is now (see Paging in the API description). */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Items in the whole list, counted when this page was read. */
                        _total_items: number;
                        /** @description This page, from 1. */
                        _page: number;
                        /** @description At least 1, also for an empty list. */
                        _page_count: number;
                        _links: {
                            self: {
                                href: string;
                            };
                            /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                            next?: {
                                href: string;
                            };
                            /** @description The last page, whenever it is another page than this one (also past the end). */
                            last?: {
                                href: string;
                            };
                        };
                        _embedded: {
                            order: components["schemas"]["Order"][];
                        };
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listExhibitors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exhibitors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Items in the whole list, counted when this page was read. */
                        _total_items: number;
                        /** @description This page, from 1. */
                        _page: number;
                        /** @description At least 1, also for an empty list. */
                        _page_count: number;
                        _links: {
                            self: {
                                href: string;
                            };
                            /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                            next?: {
                                href: string;
                            };
                            /** @description The last page, whenever it is another page than this one (also past the end). */
                            last?: {
                                href: string;
                            };
                        };
                        _embedded: {
                            exhibitors: components["schemas"]["Exhibitor"][];
                        };
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getExhibitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exhibitor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exhibitor"];
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description No such exhibitor in the token’s event (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getBadge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Badge"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    rotateBadge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new badge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Badge"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listLeads: {
        parameters: {
            query?: {
                format?: "json" | "csv" | "vcard";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The leads (or the CSV, or the vCards) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Items in the whole list, counted when this page was read. */
                        _total_items: number;
                        /** @description This page, from 1. */
                        _page: number;
                        /** @description At least 1, also for an empty list. */
                        _page_count: number;
                        _links: {
                            self: {
                                href: string;
                            };
                            /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                            next?: {
                                href: string;
                            };
                            /** @description The last page, whenever it is another page than this one (also past the end). */
                            last?: {
                                href: string;
                            };
                        };
                        _embedded: {
                            leads: components["schemas"]["Lead"][];
                        };
                    };
                };
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant`, or not the exhibitor’s staff (`not_exhibitor_staff`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantNotExhibitorStaff"];
                };
            };
            /** @description No such exhibitor in the token’s event (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description A bad format */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    captureLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadInput"];
            };
        };
        responses: {
            /** @description The lead, updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description The new lead */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant`, or not the exhibitor’s staff (`not_exhibitor_staff`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantNotExhibitorStaff"];
                };
            };
            /** @description `exhibitor_not_found` or `badge_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFoundBadgeNotFound"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A bad field or answer */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    visitExhibitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitInput"];
            };
        };
        responses: {
            /** @description Already a lead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description The new lead */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipant"];
                };
            };
            /** @description No such exhibitor in the token’s event (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A bad answer */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    uploadLeadScans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scans: unknown[];
                };
            };
        };
        responses: {
            /** @description One answer per item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            badge: string | null;
                            /**
                             * @description `updated`: this scan is earlier than the stored one and replaced it; `already_captured`: an earlier scan is kept.
                             * @enum {string}
                             */
                            result: "created" | "updated" | "already_captured" | "not_found" | "invalid";
                            lead_id: number | null;
                            /** Format: date-time */
                            captured_at: string | null;
                            /** @description Why an `invalid` item was refused. */
                            message?: string;
                        }[];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`), or a path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `event_token_required`, `not_event_participant`, or not the exhibitor’s staff (`not_exhibitor_staff`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors403EventTokenRequiredNotEventParticipantNotExhibitorStaff"];
                };
            };
            /** @description No such exhibitor in the token’s event (`exhibitor_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404ExhibitorNotFound"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors413TooLarge"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors415UnsupportedMediaType"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    listMyLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your leads */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Items in the whole list, counted when this page was read. */
                        _total_items: number;
                        /** @description This page, from 1. */
                        _page: number;
                        /** @description At least 1, also for an empty list. */
                        _page_count: number;
                        _links: {
                            self: {
                                href: string;
                            };
                            /** @description The next page (`page` + 1, the other parameters kept); absent on the last page. */
                            next?: {
                                href: string;
                            };
                            /** @description The last page, whenever it is another page than this one (also past the end). */
                            last?: {
                                href: string;
                            };
                        };
                        _embedded: {
                            leads: components["schemas"]["MyLead"][];
                        };
                    };
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    withdrawMyLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter is not valid percent-encoding (`malformed_path`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors400MalformedBodyMalformedPath"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors401"];
                };
            };
            /** @description `lead_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors404LeadNotFound"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors422Invalid"];
                };
            };
            /** @description A dependency (the database) cannot serve right now and nothing was done (`service_unavailable`), every database connection of the node is busy (`overloaded`), or the database stopped answering after the change may have reached it (`outcome_unknown`: send the same request again with the same `client_message_id` where it has one, else check before sending it again); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getOAuthMetadataAtRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthServerMetadata"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
    getAsyncApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AsyncAPI document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncApiDocument"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`), or every database connection of the node is busy (`overloaded`, pressure rather than an outage); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors503OverloadedServiceUnavailableOutcomeUnknown"];
                };
            };
        };
    };
}
