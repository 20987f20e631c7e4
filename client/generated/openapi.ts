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
         * @description The code is valid for 2 minutes, single use, and dies after 5 wrong tries. One code per number per `OTP_RESEND_SECONDS` (429 with Retry-After), `OTP_PREFIX_LIMIT` per number range and `OTP_IP_LIMIT` per address per 10 minutes, and `SMS_BUDGET_PER_MINUTE` codes per minute for the whole deployment (each 429 with Retry-After).
         */
        post: operations["postApiMobileVerificationCodes"];
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
        get: operations["getApiEvents"];
        put?: never;
        /**
         * Create an event (members of the organization)
         * @description Past dates are allowed (imports). Enforced: `starts_at` ≤ `ends_at`, `sales_deadline` ≤ `ends_at` (422 otherwise).
         */
        post: operations["postApiEvents"];
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
        get: operations["getApiEventsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an event (members of its organization)
         * @description A new `slug` keeps the old one as history: v1 lookups by it answer 404 `slug_changed`, v2 answers 301. Also takes `invitation_email_enabled` and `sales_collaboration_enabled`. `capacity` cannot go below the tickets already issued. The answer is the event record of CONTRACT 3, which does not carry `capacity` or the two settings: read the settings back from `GET /events/{slug}/progress-bar` (`invitation_email`, `sales_collaboration`). An empty body changes nothing and answers the record.
         */
        patch: operations["patchApiEventsBySlug"];
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
        get: operations["getApiV2EventsBySlug"];
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
        get: operations["getApiEventsBySlugDescription"];
        /**
         * Replace the event widgets (members of its organization)
         * @description The whole ordered array of seed 2.5 items; answers 200 with the stored list.
         */
        put: operations["putApiEventsBySlugDescription"];
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
        get: operations["getApiEventsBySlugSimilar"];
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
        get: operations["getApiV2EventsBySlugSimilar"];
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
        get: operations["getApiOrganizationsBySlugEvents"];
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
        get: operations["getApiFollowedCategoriesEvents"];
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
        /** Follow a category */
        put: operations["putApiFollowedCategoriesByCategoryId"];
        post?: never;
        /** Stop following a category */
        delete: operations["deleteApiFollowedCategoriesByCategoryId"];
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
        get: operations["getApiRecentlyVisitedEvents"];
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
        get: operations["getApiTicketsByCode"];
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
        post: operations["postApiDataProvidersUserSpecialEvents"];
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
        /** Mark an event trended (admin) */
        put: operations["putApiEventsBySlugTrended"];
        post?: never;
        /** Unmark a trended event (admin) */
        delete: operations["deleteApiEventsBySlugTrended"];
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
        /** Create an organization (the caller becomes its owner) */
        post: operations["postApiOrganizations"];
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
        /** An organization */
        get: operations["getApiOrganizationsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an organization (members) */
        patch: operations["patchApiOrganizationsBySlug"];
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
        post: operations["postApiEventsBySlugCancel"];
        delete?: never;
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
        /** Ticket types of an event */
        get: operations["getApiEventsBySlugTickets"];
        put?: never;
        /** Add a ticket type (members of its organization) */
        post: operations["postApiEventsBySlugTickets"];
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
         * @description Every ticket of the event with its holder, oldest first. Filters: `q` (name, surname, ticket code, mobile or e-mail contains), `status` (`valid`, `void`), `checked_in`. The event’s organizers are the only ones who see the holders’ mobile and e-mail. `?format=csv` or `Accept: text/csv` answers the whole filtered list (no paging) as a CSV attachment, UTF-8 with a header row, streamed from the database in batches; cells that would start a spreadsheet formula (=, +, -, @, tab, CR) are prefixed with `'`.
         */
        get: operations["getApiEventsBySlugAttendees"];
        put?: never;
        /**
         * Issue a ticket to a mobile number (members of its organization)
         * @description Creates the user when the number is new (`name`/`surname` are used only then), counts as a sale. Beyond the event’s capacity → 409 `sold_out`; beyond the ticket type’s → 409 `ticket_sold_out`; a canceled event → 409 `event_canceled`. The response never carries the mobile.
         */
        post: operations["postApiEventsBySlugAttendees"];
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
        /** Categories */
        get: operations["getApiCategories"];
        put?: never;
        /** Create a category (admin) */
        post: operations["postApiCategories"];
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
        get: operations["getApiOrganizationsBySlugMembers"];
        put?: never;
        /**
         * Add a member by mobile (owner only)
         * @description Creates the user when the number is new. The member may then manage the organization’s events.
         */
        post: operations["postApiOrganizationsBySlugMembers"];
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
        /** Remove a member (owner only) */
        delete: operations["deleteApiOrganizationsBySlugMembersByUserId"];
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
        get: operations["getApiEventsBySlugSurveys"];
        put?: never;
        /**
         * Create a survey for an event
         * @description Organizers of the event only. Questions are `text`, `single` (one option) or `multiple` (several options); the answer gives the ids.
         */
        post: operations["postApiEventsBySlugSurveys"];
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
        get: operations["getApiSurveysById"];
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
        post: operations["postApiSurveysByIdAnswers"];
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
        get: operations["getApiSurveysByIdResults"];
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
        get: operations["getApiSeatingTemplates"];
        put?: never;
        /**
         * Create a seating template
         * @description Administrators only. `data` is any JSON (at most 1 MiB, 413 beyond), stored in a json column and returned deep-equal with its key order kept. `published` defaults to false.
         */
        post: operations["postApiSeatingTemplates"];
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
        get: operations["getApiSeatingTemplatesById"];
        put?: never;
        post?: never;
        /**
         * Delete a seating template
         * @description Administrators only.
         */
        delete: operations["deleteApiSeatingTemplatesById"];
        options?: never;
        head?: never;
        /**
         * Edit, publish or unpublish a seating template
         * @description Administrators only. Any of `title`, `data` (replaced whole), `published`.
         */
        patch: operations["patchApiSeatingTemplatesById"];
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
        post: operations["postApiEventsBySlugAdvertiseCalculator"];
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
        post: operations["postApiEventsBySlugAdvertise"];
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
        get: operations["getApiDiscounts"];
        put?: never;
        /**
         * Create a discount code
         * @description Administrators only. Exactly one of `percent` (1–100) or `amount`; optional `expires_at` (future) and `max_uses`.
         */
        post: operations["postApiDiscounts"];
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
        get: operations["getApiEventsBySlugProgressBar"];
        put?: never;
        post?: never;
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
        get: operations["getApiEventsBySlugNetworkingTags"];
        /**
         * Replace the event’s networking tags
         * @description The whole list (at most 200, slugs unique, `^[a-z0-9][a-z0-9-]{0,39}$`, titles 1–80 characters) in display order. A tag left out is removed from every attendee’s networking profile.
         */
        put: operations["putApiEventsBySlugNetworkingTags"];
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
         * @description The seat is given back (a sold-out event can become `active` again) in the same transaction; the holder no longer takes part in the event (refresh of an event-bound login → `invalid_grant`, feed posts → 403, their sockets leave the event’s room on every node, check-in refused) unless they hold another valid ticket or belong to the organization. Announced as `ticket.voided`.
         */
        post: operations["postApiEventsBySlugTicketsByCodeVoid"];
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
        post: operations["postApiEventsBySlugCheckins"];
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
        post: operations["postApiEventsBySlugCheckinsBatch"];
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
         * @description Valid tickets and how many are checked in, in all and per ticket type (void tickets are not counted). One query.
         */
        get: operations["getApiEventsBySlugCheckinsStats"];
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
        /** Webhooks of an organization (members; no secrets) */
        get: operations["getApiOrganizationsBySlugWebhooks"];
        put?: never;
        /**
         * Add a webhook (members of the organization)
         * @description Deliveries are POSTs of `{type, timestamp, data}` signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`, `webhook-signature`); verify them with the `secret`, shown only in this answer. `url` is http(s), at most 2048 characters, and may not point at a loopback or private address (422 `private_address`). Retried with exponential backoff and jitter on a non-2xx answer or a timeout, with the same `webhook-id`. At most 20 a organization.
         */
        post: operations["postApiOrganizationsBySlugWebhooks"];
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
        delete: operations["deleteApiOrganizationsBySlugWebhooksById"];
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
        get: operations["getApiOrganizationsBySlugWebhooksByIdDeliveries"];
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
         * @description Members of the event’s organization only (403 `not_organizer`). Newest first, optionally of one status.
         */
        get: operations["getApiEventsBySlugReports"];
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
        patch: operations["patchApiEventsBySlugReportsByReportId"];
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
        delete: operations["deleteApiEventsBySlugLivefeedMessagesByMessageId"];
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
        get: operations["getApiEventsBySlugBans"];
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
         * @description Members of the event’s organization only (403 `not_organizer`). With a token of this event, every feed post and chat message of the user is refused (403 `banned`) over REST and over sockets already open, on every node, from the moment the ban is stored; reading still works. Organizers of the event cannot be banned (422).
         */
        put: operations["putApiEventsBySlugBansByUserId"];
        post?: never;
        /**
         * Lift a ban
         * @description Members of the event’s organization only (403 `not_organizer`). Idempotent.
         */
        delete: operations["deleteApiEventsBySlugBansByUserId"];
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
        get: operations["getApiEventsBySlugSessions"];
        put?: never;
        /**
         * Add a session to the programme (CONTRACT 12)
         * @description Organizers of the event. `description` is HTML sanitized like widgets; `starts_at` < `ends_at`, both within the event's dates (422). `tags` are slugs of the event's tags. Pushes `session:updated {id}` to the event's room.
         */
        post: operations["postApiEventsBySlugSessions"];
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
         * @description Anyone, guests too. A session of another event is 404.
         */
        get: operations["getApiEventsBySlugSessionsById"];
        put?: never;
        post?: never;
        /**
         * Delete a session (CONTRACT 12)
         * @description Organizers of the event. Pushes `session:deleted {id}`.
         */
        delete: operations["deleteApiEventsBySlugSessionsById"];
        options?: never;
        head?: never;
        /**
         * Change a session (CONTRACT 12)
         * @description Organizers of the event; the same rules as creating, `qa_enabled` too. Pushes `session:updated {id}`.
         */
        patch: operations["patchApiEventsBySlugSessionsById"];
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
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Moderate a question (CONTRACT 12)
         * @description Organizers of the event: `status` open, answered or hidden (hidden ones never reach attendees).
         */
        patch: operations["patchApiEventsBySlugSessionsByIdQuestionsByQid"];
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
         * @description The code is valid for 2 minutes, single use, and dies after 5 wrong tries. One code per number per `OTP_RESEND_SECONDS` (429 with Retry-After), `OTP_PREFIX_LIMIT` per number range and `OTP_IP_LIMIT` per address per 10 minutes, and `SMS_BUDGET_PER_MINUTE` codes per minute for the whole deployment (each 429 with Retry-After).
         */
        post: operations["postConnectMobileVerificationCodes"];
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
        post: operations["postConnectOauth2Token"];
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
        post: operations["postConnectOauth2Revoke"];
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
        /** Public keys that verify access tokens */
        get: operations["getConnectWellKnownJwksJson"];
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
         * @description Needs an access token bound to an event (403 `event_token_required` otherwise). Newest first; with `after=<id>` only the messages after that id, oldest first (to catch up).
         */
        get: operations["getConnectLivefeedMessages"];
        put?: never;
        /**
         * Post to the live feed of the token’s event
         * @description Needs an access token bound to an event (403 `event_token_required` otherwise). A post without `message` (absent or JSON null) answers 500 `message_required` (as the seed specifies); an empty, non-string or over-long message is 422. At most 20 posts a minute per user (429 with Retry-After). The message is also pushed to the event’s sockets (`livefeed:message`).
         */
        post: operations["postConnectLivefeedMessages"];
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
         * @description Newest first; with `after=<id>` the ones after that id, oldest first. An empty page when the two have not talked yet; 404 for an unknown user.
         */
        get: operations["getConnectUsersByUserIdMessages"];
        put?: never;
        /**
         * Send a chat message to a user
         * @description Needs an access token bound to an event (403 `event_token_required`); the recipient must be an attendee or organizer of that event (404 otherwise). One chat per pair of users, created on the first message. At most 30 messages a minute per user (429). A retry with the same `client_message_id` answers 200 with the first message; the same id used for another recipient is not a retry (409 `client_message_id_reused`). Both members’ sockets get `chat:message`.
         */
        post: operations["postConnectUsersByUserIdMessages"];
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
         * @description Each with the other member, the last message, the unread count and `other_last_read_id` (how far the other member has read); latest activity first.
         */
        get: operations["getConnectChats"];
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
         * @description Newest first; with `after=<id>` the ones after that id, oldest first. Only the two members see a chat: for anyone else it is 404.
         */
        get: operations["getConnectChatsByChatIdMessages"];
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
        put: operations["putConnectChatsByChatIdRead"];
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
        delete: operations["deleteConnectChatsByChatIdMessagesByMessageId"];
        options?: never;
        head?: never;
        /**
         * Edit one’s own chat message
         * @description The sender replaces the text within 15 minutes of sending; the message then carries `edited_at`. Someone else’s message, a deleted one or one past the window → 403; someone who is not a member of the chat → 404. Both members’ sockets get `chat:updated` (the item); lists and `sync` return the current text.
         */
        patch: operations["patchConnectChatsByChatIdMessagesByMessageId"];
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
        get: operations["getConnectUsersMe"];
        put?: never;
        post?: never;
        /**
         * Delete the caller’s account
         * @description At once: every refresh token is dead (`invalid_grant`), every access token is refused (401), open sockets are disconnected; the profile is erased (name, surname, avatar, biography, e-mail and every other profile field; the mobile is released, so a later login with it makes a new account); the user leaves attendee lists, bookmarks, blocks and organizations. Past feed posts and chat messages stay for the others, without any profile field. 409 `organization_owner` while the user owns an organization.
         */
        delete: operations["deleteConnectUsersMe"];
        options?: never;
        head?: never;
        /**
         * Edit the caller’s own profile
         * @description Edits the seed 2.1 fields and `email`. `role`, `mobile` and any other field are refused (422), never stored.
         */
        patch: operations["patchConnectUsersMe"];
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
        get: operations["getConnectUsersByUserId"];
        put?: never;
        post?: never;
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
         * @description Ticket holders of the event the token is bound to (403 `event_token_required` otherwise), by name, surname, id; `online` tells whether a socket of the user is connected.
         */
        get: operations["getConnectEventAttendees"];
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
        get: operations["getConnectBookmarksUsers"];
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
        put: operations["putConnectBookmarksUsersByTargetUserId"];
        post?: never;
        /**
         * Remove a bookmark
         * @description Idempotent: 204 whether or not the user was bookmarked.
         */
        delete: operations["deleteConnectBookmarksUsersByTargetUserId"];
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
        post: operations["postConnectFiles"];
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
        get: operations["getConnectFilesByName"];
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
        get: operations["getConnectBlocksUsers"];
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
         * @description A block works both ways: neither can message the other (403 `blocked`, REST and `chat:send`), each is left out of the other’s attendee list, profile (404) and feed (lists, `sync`, socket pushes, posts made before the block too); bookmarks between them are removed. The chat history stays readable.
         */
        put: operations["putConnectBlocksUsersByUserId"];
        post?: never;
        /**
         * Unblock a user
         * @description Idempotent: 204 whether or not the user was blocked. A block the other user made stays.
         */
        delete: operations["deleteConnectBlocksUsersByUserId"];
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
        post: operations["postConnectReports"];
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
        delete: operations["deleteConnectLivefeedMessagesByMessageId"];
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
        get: operations["getConnectWellKnownOauthAuthorizationServer"];
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
        get: operations["getConnectPushVapidPublicKey"];
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
        get: operations["getConnectPushSubscriptions"];
        put?: never;
        /**
         * Subscribe this browser to chat pushes
         * @description A chat message to the caller while no socket of theirs is connected is pushed to each of their subscriptions, encrypted (`aes128gcm`) and signed with VAPID; the decrypted payload is `{type: "chat_message", chat_id, message_id, from: {id, name}}` (never the text). Endpoints must be https and public (422 otherwise); keys of the wrong length → 422. The newest 10 subscriptions of a user are kept. A subscription the push service answers 404 or 410 for is removed.
         */
        post: operations["postConnectPushSubscriptions"];
        /**
         * Unsubscribe a browser
         * @description Removes the caller’s own subscription with this endpoint (204 also when there is none; another user’s subscription is never touched).
         */
        delete: operations["deleteConnectPushSubscriptions"];
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
        get: operations["getConnectNetworkingTags"];
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
         * @description Interests, what you look for and offer (tag slugs), and whether you take meeting requests (default true).
         */
        get: operations["getConnectEventNetworkingProfile"];
        /**
         * Replace your networking profile in the token’s event
         * @description Each list at most 10 of the event’s tag slugs; an unknown slug → 422 naming it.
         */
        put: operations["putConnectEventNetworkingProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
         * @description Participants whose tags match yours: score = 3·|they_offer| + 3·|they_look_for| + |shared_interests|, only score > 0, by score then id. Never yourself, blocks either way, people out of the directory, non-participants, banned people, or people you dismissed.
         */
        get: operations["getConnectEventRecommendations"];
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
        /** Stop recommending a user */
        post: operations["postConnectEventRecommendationsByUserIdDismiss"];
        /** Undo a dismissal */
        delete: operations["deleteConnectEventRecommendationsByUserIdDismiss"];
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
        put: operations["putConnectAgendaSessionsById"];
        post?: never;
        /**
         * Remove a session from your agenda
         * @description Event-bound token. 204 whether or not it was saved; 404 for a session of another event.
         */
        delete: operations["deleteConnectAgendaSessionsById"];
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
        get: operations["getConnectAgenda"];
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
         * @description `top`: votes desc, then id; `new`: newest first. Hidden ones only for organizers; none across a block. Anonymous authors are null but for organizers.
         */
        get: operations["getConnectSessionsByIdQuestions"];
        put?: never;
        /**
         * Ask a question in a session (CONTRACT 12)
         * @description `text` 1–500 characters. 409 `qa_closed` when Q&A is off; 429 past `QA_QUESTION_LIMIT` questions per session per 10 minutes; 403 `banned`.
         */
        post: operations["postConnectSessionsByIdQuestions"];
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
        put: operations["putConnectSessionsByIdQuestionsByQidVote"];
        post?: never;
        /**
         * Take back a vote
         * @description 204 whether or not there was one.
         */
        delete: operations["deleteConnectSessionsByIdQuestionsByQidVote"];
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
        get: operations["getWellKnownOauthAuthorizationServerConnect"];
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
        get: operations["getConnectAsyncapiJson"];
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
        VerificationCodeSent: {
            /** @example +98912***4567 */
            mobile: string;
            /** @example 120 */
            expires_in: number;
            /** @example 60 */
            retry_after: number;
        };
        Errors: {
            errors: ({
                code: string;
                message: string;
                field?: string;
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
        PaginationMeta: {
            pagination: {
                total: number;
                count: number;
                per_page: number;
                current_page: number;
                total_pages: number;
                links: {
                    previous?: string;
                    next?: string;
                };
            };
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
        UserSpecialEvents: {
            user_id: number;
            events: [
                number,
                number
            ][];
        }[];
        Organization: {
            id: number;
            slug: string;
            name: string;
            logo: string | null;
            cover: string | null;
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
        };
        TicketType: {
            id: number;
            name: string;
            price: number;
            capacity: number | null;
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
            questions: (components["schemas"]["SurveyQuestion"] & {
                /** @description Submissions that answered this question. */
                answered: number;
                /** @description Choice questions: every option, in order. */
                counts?: {
                    option: string;
                    count: number;
                }[];
                /** @description Text questions: the answers, oldest first. */
                texts?: string[];
            })[];
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
        AdvertisingOrder: components["schemas"]["RetargetingQuote"] & {
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
        Question: {
            id: number;
            session_id: number;
            text: string;
            author: {
                [key: string]: unknown;
            } | null;
            anonymous: boolean;
            votes: number;
            voted: boolean;
            /** @enum {string} */
            status: "open" | "answered" | "hidden";
            created_at: string;
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
             * @description `slow_down` (with 429 and Retry-After) is a rate limit on wrong codes for one number; `invalid_grant` is only a wrong or expired grant.
             * @enum {string}
             */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "slow_down";
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
        LivefeedPost: {
            /** @description Required. Non-empty, at most 2,000 characters (code points), stored as sent; NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422. */
            message: string;
            /** @description Made up by the client: a retry with the same id stores nothing new. */
            client_message_id?: string;
        };
        LivefeedMessagePage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _embedded: {
                livefeed_message: components["schemas"]["LivefeedMessage"][];
            };
        };
        LivefeedMessage: {
            id: number;
            message: string;
            /** @example 2026-11-22T10:00:00.000Z */
            created_at: string;
            user: components["schemas"]["PublicUser"];
        };
        /** @description Seed 2.1 plus id. Never carries mobile or e-mail. */
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
        ChatMessage: {
            id: number;
            chat_id: number;
            /** @description Sender user id */
            from: number;
            /** @description Recipient user id */
            to: number;
            /** @description Exactly as sent (or as last edited); "" once deleted. */
            message: string;
            created_at: string;
            /** @description When the sender last edited it; absent when never edited. */
            edited_at?: string;
            /**
             * @description Present (true) once the sender deleted it; `message` is then "".
             * @enum {boolean}
             */
            deleted?: true;
        };
        ChatSend: {
            /** @description Non-empty, at most 2,000 characters (code points); stored and returned exactly as sent. NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422. */
            message: string;
            /** @description Made up by the client: a retry with the same id stores nothing new. */
            client_message_id?: string;
        };
        ChatMessagePage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _embedded: {
                chat_message: components["schemas"]["ChatMessage"][];
            };
        };
        ChatPage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
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
        ChatMessageEdit: {
            /** @description The new text: the same rules as sending. */
            message: string;
        };
        /** @description The caller’s own profile: the public fields plus their own mobile and e-mail. */
        OwnProfile: components["schemas"]["PublicUser"] & {
            /** @example +989121234567 */
            mobile: string;
            email: string | null;
            /** @description false: left out of other users’ attendee lists (default true). */
            directory_visible: boolean;
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
            /** Format: email */
            email?: string | null;
            /** @description false leaves you out of other users’ attendee lists (chat and profile rules unchanged). */
            directory_visible?: boolean;
        };
        /** @description Seed 2.1 plus id. Never carries mobile or e-mail. */
        PublicUserWithPresence: components["schemas"]["PublicUser"] & {
            /** @description A socket of the user is connected on some node; always false between users with a block. */
            online: boolean;
        };
        AttendeePage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
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
        PublicUserPage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _embedded: {
                public_user: components["schemas"]["PublicUser"][];
            };
        };
        UploadedFile: {
            /** @example https://events.example.com/connect/files/3vJ9mV0sP6qX1rT8yZ2bN4cK.jpg */
            url: string;
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
        PushSubscriptionPage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
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
        RecommendationPage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
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
        AgendaItem: {
            /** @enum {string} */
            type: "session" | "meeting";
            starts_at: string;
            ends_at: string;
            session?: {
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
            meeting?: {
                [key: string]: unknown;
            };
            conflicts: {
                /** @enum {string} */
                type: "session" | "meeting";
                id: number;
            }[];
        };
        QuestionPage: {
            _total_items: number;
            _page: number;
            _page_count: number;
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _embedded: {
                question: components["schemas"]["Question"][];
            };
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
    postApiMobileVerificationCodes: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Too soon for this number, or too many requests from this address */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEvents: {
        parameters: {
            query?: {
                sort?: "starts_at" | "-sales" | "user-special-events";
                /** @description Comma-separated subset of: id, slug, name, url, organization, organization_name, category, city_name, online, starts_at, ends_at, sales_deadline, state, cover, sold_out, _links. The two flags are then left out. */
                fields?: string;
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEvents: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlug: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchApiEventsBySlug: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiV2EventsBySlug: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugDescription: {
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
            /** @description Unknown slug (or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putApiEventsBySlugDescription: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugSimilar: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiV2EventsBySlugSimilar: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiOrganizationsBySlugEvents: {
        parameters: {
            query?: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiFollowedCategoriesEvents: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putApiFollowedCategoriesByCategoryId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiFollowedCategoriesByCategoryId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiRecentlyVisitedEvents: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiTicketsByCode: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown ticket, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiDataProvidersUserSpecialEvents: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putApiEventsBySlugTrended: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiEventsBySlugTrended: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` with `new_slug` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiOrganizations: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiOrganizationsBySlug: {
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
            /** @description Unknown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchApiOrganizationsBySlug: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugCancel: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugTickets: {
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
                        data: components["schemas"]["TicketType"][];
                    };
                };
            };
            /** @description Unknown slug (or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugTickets: {
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
                        data: components["schemas"]["TicketType"];
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugAttendees: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugAttendees: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug (or `slug_changed` for an old one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Sold out or canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiCategories: {
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
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiCategories: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiOrganizationsBySlugMembers: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member (`not_member`), or not the owner for changes (`not_owner`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiOrganizationsBySlugMembers: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member (`not_member`), or not the owner for changes (`not_owner`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Already a member (`already_member`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiOrganizationsBySlugMembersByUserId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member (`not_member`), or not the owner for changes (`not_owner`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization or not a member */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The owner cannot be removed (`owner_stays`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugSurveys: {
        parameters: {
            query?: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugSurveys: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiSurveysById: {
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
            /** @description Unknown survey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiSurveysByIdAnswers: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown survey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description This ticket has already answered the survey (`already_answered`), or was voided (`ticket_void`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiSurveysByIdResults: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown survey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiSeatingTemplates: {
        parameters: {
            query?: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiSeatingTemplates: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description `data` is larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiSeatingTemplatesById: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown, or unpublished and the caller is not an administrator */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiSeatingTemplatesById: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown template */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchApiSeatingTemplatesById: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown template */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description `data` is larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugAdvertiseCalculator: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugAdvertise: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiDiscounts: {
        parameters: {
            query?: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiDiscounts: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The caller is not an administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The code exists already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugProgressBar: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event (`slug_changed` with `new_slug` for an old slug) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugNetworkingTags: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putApiEventsBySlugNetworkingTags: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A bad slug or title, a duplicate slug, more than 200 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugTicketsByCodeVoid: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Already void (`already_void`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugCheckins: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description `already_checked_in` (with `checked_in_at`) or `ticket_void` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugCheckinsBatch: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugCheckinsStats: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event (`not_organizer`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event (or `slug_changed`), or a ticket code of no ticket of this event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiOrganizationsBySlugWebhooks: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiOrganizationsBySlugWebhooks: {
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
                    events: ("ticket.issued" | "ticket.voided" | "checkin.created" | "report.created")[];
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
                        data: components["schemas"]["Webhook"] & {
                            secret: string;
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Too many webhooks (`too_many_webhooks`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiOrganizationsBySlugWebhooksById: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiOrganizationsBySlugWebhooksByIdDeliveries: {
        parameters: {
            query?: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a member of the organization (`not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown organization or webhook */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugReports: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "open" | "resolved" | "dismissed";
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchApiEventsBySlugReportsByReportId: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiEventsBySlugLivefeedMessagesByMessageId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugBans: {
        parameters: {
            query?: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putApiEventsBySlugBansByUserId: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description An organizer of the event, or bad input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiEventsBySlugBansByUserId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_organizer: not a member of the event’s organization */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugSessions: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postApiEventsBySlugSessions: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getApiEventsBySlugSessionsById: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event or session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteApiEventsBySlugSessionsById: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event or session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchApiEventsBySlugSessionsById: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event or session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchApiEventsBySlugSessionsByIdQuestionsByQid: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an organizer of the event */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown event, session or question */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectMobileVerificationCodes: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Too soon for this number, or too many requests from this address */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectOauth2Token: {
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
            /** @description Rate limited (Retry-After): `slow_down` after too many wrong codes for the number (`TOKEN_FAILURE_LIMIT` per address and number, `GRANT_FAILURES_PER_NUMBER` per number, 10 minutes), or `invalid_client` after too many failed client authentications from the address */
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
    postConnectOauth2Revoke: {
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
    getConnectWellKnownJwksJson: {
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
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectLivefeedMessages: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page. */
                after?: number;
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectLivefeedMessages: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description message_required: the body has no message field (seed section 7) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectUsersByUserIdMessages: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page. */
                after?: number;
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectUsersByUserIdMessages: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such user in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description client_message_id_reused: the client_message_id was already used for a message to another user */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectChats: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectChatsByChatIdMessages: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description Only messages with a larger id, oldest first (catching up). A cursor past the largest id gives an empty page. */
                after?: number;
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such chat of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putConnectChatsByChatIdRead: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such chat of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectChatsByChatIdMessagesByMessageId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_message_sender */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description chat_not_found (not a member) or message_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchConnectChatsByChatIdMessagesByMessageId: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description not_message_sender, edit_window_passed or message_deleted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description chat_not_found (not a member) or message_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectUsersMe: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectUsersMe: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description organization_owner */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    patchConnectUsersMe: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectUsersByUserId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectEventAttendees: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectBookmarksUsers: {
        parameters: {
            query?: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putConnectBookmarksUsersByTargetUserId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description cannot_bookmark_self (seed section 7) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectBookmarksUsersByTargetUserId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectFiles: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The file is larger than UPLOAD_MAX_BYTES, or the image has too many pixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or GIF image by its bytes, or it does not decode */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectFilesByName: {
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
            /** @description No such file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectBlocksUsers: {
        parameters: {
            query?: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putConnectBlocksUsersByUserId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Yourself */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectBlocksUsersByUserId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectReports: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such target the reporter can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectLivefeedMessagesByMessageId: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Unknown, or not the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectWellKnownOauthAuthorizationServer: {
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
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectPushVapidPublicKey: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectPushSubscriptions: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectPushSubscriptions: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectPushSubscriptions: {
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
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectNetworkingTags: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectEventNetworkingProfile: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putConnectEventNetworkingProfile: {
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
                    };
                };
            };
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description An unknown tag (named), more than 10 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectEventRecommendations: {
        parameters: {
            query?: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectEventRecommendationsByUserIdDismiss: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description user_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectEventRecommendationsByUserIdDismiss: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description event_token_required, or not_event_participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putConnectAgendaSessionsById: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an event-bound token, or no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such session in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectAgendaSessionsById: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an event-bound token, or no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such session in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectAgenda: {
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an event-bound token, or no longer a participant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectSessionsByIdQuestions: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                sort?: "top" | "new";
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    postConnectSessionsByIdQuestions: {
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
            /** @description The body is not valid JSON (`malformed_body`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
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
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description `qa_closed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is larger than the JSON size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description The body is not sent as `application/json` in UTF-8. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    putConnectSessionsByIdQuestionsByQidVote: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    deleteConnectSessionsByIdQuestionsByQidVote: {
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
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    /** @description `Bearer` (no token sent) or `Bearer error="invalid_token"` (the token sent is invalid or expired), RFC 6750; `Basic realm="convene"` at the token endpoint for a client that used HTTP Basic. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Not an event-bound token, no longer a participant, or `banned` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description No such session (or question) in the token’s event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A parameter or body field is invalid; `field` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getWellKnownOauthAuthorizationServerConnect: {
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
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
    getConnectAsyncapiJson: {
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
            /** @description A dependency (the database) cannot serve right now (`service_unavailable`, Retry-After 5), or every database connection is busy with other requests (`overloaded`: pressure, not an outage, Retry-After 1); try again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Errors"];
                };
            };
        };
    };
}
