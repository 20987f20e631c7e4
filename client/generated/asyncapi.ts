// Generated from GET /connect/asyncapi.json by openapi-typescript: `npm run client:types` rewrites it. Do not edit.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The codes and messages of the REST error body. */
        AckError: {
            /**
             * @description A code of the error catalogue, as in the REST error body:
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
             *     - `idempotency_key_in_progress`: A request with this `Idempotency-Key` is still being handled; send it again after `Retry-After`.
             *     - `idempotency_key_reused`: The `Idempotency-Key` was used before with another body.
             *     - `payment_provider_unavailable`: The payment provider failed or timed out; the order stays pending, retry with POST /orders/{code}/payments.
             *     - `refund_exceeds_paid`: The refund would bring the order’s refunds above what was paid.
             *     - `order_not_paid`: The order is not paid: only a paid order is refunded.
             *     - `payment_not_manual`: The order’s open payment attempt is not a `manual` one.
             *     - `concurrent_update`: The resource changed while the update was applied; read it again.
             *     - `already_checked_in`: The ticket is already checked in; `checked_in_at` says when.
             *     - `ticket_void`: The ticket was voided.
             *     - `already_void`: The ticket is already void.
             *     - `too_many_webhooks`: The organization (or the exhibitor) has as many webhooks as it may.
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
             * @enum {string}
             */
            code: "malformed_body" | "malformed_path" | "malformed_multipart" | "malformed_payload" | "bad_request" | "file_required" | "too_many_parts" | "too_many_files" | "upload_aborted" | "unauthorized" | "not_author" | "forbidden" | "admin_required" | "not_organizer" | "not_member" | "not_owner" | "event_token_required" | "not_event_participant" | "not_message_sender" | "message_deleted" | "edit_window_passed" | "blocked" | "banned" | "not_exhibitor_staff" | "calendar_not_found" | "meeting_not_found" | "meetings_disabled" | "not_found" | "slug_changed" | "user_not_found" | "chat_not_found" | "message_not_found" | "file_not_found" | "report_not_found" | "target_not_found" | "survey_not_found" | "seating_template_not_found" | "exhibitor_not_found" | "badge_not_found" | "lead_not_found" | "method_not_allowed" | "invalid_transition" | "meeting_not_over" | "meeting_past" | "no_location_free" | "slot_taken" | "not_available" | "poll_closed" | "poll_not_open" | "too_many_sessions" | "slug_taken" | "already_member" | "owner_stays" | "organization_owner" | "sold_out" | "ticket_sold_out" | "event_canceled" | "capacity_below_sold" | "seat_taken" | "seats_in_use" | "waiting_list_closed" | "order_pending" | "order_not_pending" | "voucher_code_taken" | "not_on_sale" | "voucher_invalid" | "idempotency_key_required" | "idempotency_key_in_progress" | "idempotency_key_reused" | "payment_provider_unavailable" | "refund_exceeds_paid" | "order_not_paid" | "payment_not_manual" | "concurrent_update" | "already_checked_in" | "ticket_void" | "already_void" | "too_many_webhooks" | "already_answered" | "discount_exists" | "client_message_id_reused" | "qa_closed" | "too_large" | "image_too_large" | "unsupported_media_type" | "image_undecodable" | "bad_option" | "single_choice" | "invalid" | "required" | "wrong_type" | "unknown_option" | "duplicate_option" | "unknown_question" | "duplicate_question" | "unknown_ticket" | "unknown_item" | "unknown_discount" | "discount_expired" | "discount_used_up" | "own_question" | "organizer_not_bannable" | "unresolvable_host" | "private_address" | "unknown_event" | "link_invalid" | "staff_not_participant" | "badge_not_ticket" | "too_many_invitations" | "too_many_pending" | "rate_limited" | "too_many_sockets" | "message_required" | "cannot_bookmark_self" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown" | "sms_unavailable" | "package_unavailable";
            /** @description For people; switch on `code`. */
            message: string;
            /** @description The input field at fault, when one is. */
            field?: string;
            /** @description `service_unavailable` (the database cannot be reached), `overloaded` or `rate_limited` (over a budget): seconds to wait before trying again. */
            retry_after?: number;
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
             * @constant
             */
            deleted?: true;
        };
        ChatRead: {
            chat_id: number;
            user_id: number;
            last_read_id: number;
        };
        ChatSendEvent: {
            /** @description Non-empty, at most 2,000 characters (code points, as JSON Schema counts them), stored exactly as sent; NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422. */
            message: string;
            /** @description Made up by the client: a retry with the same id stores nothing new and answers the first item. */
            client_message_id?: string;
            /** @description The recipient’s user id */
            to: number;
        };
        ChatTyping: {
            chat_id: number;
            from: number;
        };
        CheckinProgress: {
            /** @description The event’s id. */
            event: number;
            checked_in: number;
            /** @description Valid tickets of the event. */
            total: number;
            by_ticket_type: {
                ticket_id: number;
                name: string;
                tickets: number;
                checked_in: number;
            }[];
        };
        Lead: {
            id: number;
            exhibitor_id: number;
            person: components["schemas"]["PublicUser"] & {
                /** @description Only when the person allows it (`share_contact_with_exhibitors`) and has not withdrawn it. */
                email?: string | null;
                /** @description Only when the person allows it. */
                mobile?: string | null;
            };
            /** @enum {string} */
            source: "scan" | "visit";
            rating: ("hot" | "warm" | "cold") | null;
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
        LivefeedPost: {
            /** @description Non-empty, at most 2,000 characters (code points, as JSON Schema counts them), stored exactly as sent; NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422. */
            message: string;
            /** @description Made up by the client: a retry with the same id stores nothing new and answers the first item. */
            client_message_id?: string;
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
        MeetingReminder: {
            meeting_id: number;
            starts_at: string;
            location: {
                id: number;
                name: string;
            } | null;
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
        PresenceChange: {
            user_id: number;
            online: boolean;
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
        /** @description A question left the receiver’s view (`question:deleted`). */
        QuestionDeleted: {
            id: number;
        };
        /** @description The stored vote count and status of a question (`question:updated`). */
        QuestionUpdated: {
            id: number;
            votes: number;
            /** @enum {string} */
            status: "open" | "answered" | "hidden";
        };
        SeatsChanged: {
            event_id: number;
            seats: components["schemas"]["SeatStatus"][];
        };
        SeatStatus: {
            id: string;
            /** @enum {string} */
            status: "free" | "held" | "sold" | "blocked";
        };
        WaitingListOffered: {
            event: {
                id: number;
                slug: string;
                name: string;
            };
            ticket_id: number;
            voucher: string;
            /** Format: date-time */
            expires_at: string;
        };
        "client.chat_read": {
            chat_id: number;
        };
        "client.chat_read.ack": {
            /** @constant */
            ok: true;
            data: {
                chat_id: number;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "chat_not_found" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.chat_send": components["schemas"]["ChatSendEvent"];
        "client.chat_send.ack": {
            /** @constant */
            ok: true;
            data: components["schemas"]["ChatMessage"];
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "event_token_required" | "not_event_participant" | "blocked" | "banned" | "user_not_found" | "client_message_id_reused" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.chat_typing": {
            to: number;
        };
        "client.chat_typing.ack": {
            /** @constant */
            ok: true;
            data: {
                chat_id: number;
                passed_on: boolean;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "blocked" | "user_not_found" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.checkins_unwatch": {
            /** @description The event’s id. */
            event: number;
        };
        "client.checkins_unwatch.ack": {
            /** @constant */
            ok: true;
            data: {
                event: number;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.checkins_watch": {
            /** @description The event’s id. */
            event: number;
        };
        "client.checkins_watch.ack": {
            /** @constant */
            ok: true;
            data: components["schemas"]["CheckinProgress"];
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "not_organizer" | "not_found" | "too_many_sessions" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.livefeed_post": components["schemas"]["LivefeedPost"];
        "client.livefeed_post.ack": {
            /** @constant */
            ok: true;
            data: components["schemas"]["LivefeedMessage"];
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "event_token_required" | "not_event_participant" | "banned" | "invalid" | "rate_limited" | "message_required" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.poll_vote": {
            options: number[];
            poll_id: number;
        };
        "client.poll_vote.ack": {
            /** @constant */
            ok: true;
            data: components["schemas"]["Poll"];
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "event_token_required" | "not_event_participant" | "banned" | "not_found" | "poll_closed" | "poll_not_open" | "bad_option" | "single_choice" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.question_unvote": {
            question_id: number;
        };
        "client.question_unvote.ack": {
            /** @constant */
            ok: true;
            data: {
                question_id: number;
                voted: boolean;
                created: boolean;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "event_token_required" | "not_event_participant" | "banned" | "not_found" | "qa_closed" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.question_vote": {
            question_id: number;
        };
        "client.question_vote.ack": {
            /** @constant */
            ok: true;
            data: {
                question_id: number;
                voted: boolean;
                created: boolean;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "event_token_required" | "not_event_participant" | "blocked" | "banned" | "not_found" | "qa_closed" | "invalid" | "own_question" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.seats_unwatch": {
            event_id: number;
        };
        "client.seats_unwatch.ack": {
            /** @constant */
            ok: true;
            data: {
                event_id: number;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.seats_watch": {
            event_id: number;
        };
        "client.seats_watch.ack": {
            /** @constant */
            ok: true;
            data: {
                event_id: number;
                seats: components["schemas"]["SeatStatus"][];
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "not_found" | "too_many_sessions" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.session_join": {
            session_id: number;
        };
        "client.session_join.ack": {
            /** @constant */
            ok: true;
            data: {
                questions: components["schemas"]["Question"][];
                polls: components["schemas"]["Poll"][];
                /** @description The caller organizes the event and may moderate this session (`PATCH https://events.example.com/api/events/{slug}/sessions/{id}/questions/{qid}`, polls): the socket also gets the staff pushes (hidden questions, draft polls, authors of anonymous questions). */
                moderator: boolean;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "event_token_required" | "not_event_participant" | "not_found" | "too_many_sessions" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.session_leave": {
            session_id: number;
        };
        "client.session_leave.ack": {
            /** @constant */
            ok: true;
            data: {
                session_id: number;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "client.sync": {
            livefeed_after?: number | null;
            chat_after?: number | null;
            /** @description An update cursor (not a message id; start with 0): also return messages of your chats edited or deleted after it. */
            chat_updates_after?: number | null;
            /** @description Items of each stream per answer (default 100, the contract; at most 1000, for catching up after a long gap). Out of range → `invalid` on `limit`. */
            limit?: number;
        };
        "client.sync.ack": {
            /** @constant */
            ok: true;
            data: {
                livefeed: components["schemas"]["LivefeedMessage"][];
                chat: components["schemas"]["ChatMessage"][];
                /** @description With `chat_updates_after`: the current state of edited or deleted messages, in update order, at most 100. */
                chat_updates?: components["schemas"]["ChatMessage"][];
                /** @description Send as `chat_updates_after` next time. */
                chat_updates_cursor?: number;
                has_more: boolean;
            };
        } | {
            /** @constant */
            ok: false;
            error: components["schemas"]["AckError"] & {
                /** @enum {string} */
                code: "malformed_payload" | "not_event_participant" | "invalid" | "rate_limited" | "internal_error" | "overloaded" | "service_unavailable" | "outcome_unknown";
            };
        };
        "server.chat_message": components["schemas"]["ChatMessage"];
        "server.chat_read": components["schemas"]["ChatRead"];
        "server.chat_typing": components["schemas"]["ChatTyping"];
        "server.chat_updated": components["schemas"]["ChatMessage"];
        "server.checkins_progress": components["schemas"]["CheckinProgress"];
        "server.lead_captured": components["schemas"]["Lead"];
        "server.livefeed_deleted": {
            id: number;
        };
        "server.livefeed_message": components["schemas"]["LivefeedMessage"];
        "server.meeting_reminder": components["schemas"]["MeetingReminder"];
        "server.meeting_updated": components["schemas"]["Meeting"];
        "server.poll_updated": components["schemas"]["Poll"];
        "server.presence": components["schemas"]["PresenceChange"];
        "server.question_deleted": components["schemas"]["QuestionDeleted"];
        "server.question_new": components["schemas"]["Question"];
        "server.question_updated": components["schemas"]["QuestionUpdated"];
        "server.seats_changed": components["schemas"]["SeatsChanged"];
        "server.session_deleted": {
            id: number;
        };
        "server.session_updated": {
            id: number;
        };
        "server.waiting_list_offered": components["schemas"]["WaitingListOffered"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
/** Server → client events: the payload of each. */
export interface ServerEvents {
    "chat:message": components["schemas"]["server.chat_message"];
    "chat:read": components["schemas"]["server.chat_read"];
    "chat:typing": components["schemas"]["server.chat_typing"];
    "chat:updated": components["schemas"]["server.chat_updated"];
    "checkins:progress": components["schemas"]["server.checkins_progress"];
    "lead:captured": components["schemas"]["server.lead_captured"];
    "livefeed:deleted": components["schemas"]["server.livefeed_deleted"];
    "livefeed:message": components["schemas"]["server.livefeed_message"];
    "meeting:reminder": components["schemas"]["server.meeting_reminder"];
    "meeting:updated": components["schemas"]["server.meeting_updated"];
    "poll:updated": components["schemas"]["server.poll_updated"];
    "presence": components["schemas"]["server.presence"];
    "question:deleted": components["schemas"]["server.question_deleted"];
    "question:new": components["schemas"]["server.question_new"];
    "question:updated": components["schemas"]["server.question_updated"];
    "seats:changed": components["schemas"]["server.seats_changed"];
    "session:deleted": components["schemas"]["server.session_deleted"];
    "session:updated": components["schemas"]["server.session_updated"];
    "sync:required": undefined;
    "waiting_list:offered": components["schemas"]["server.waiting_list_offered"];
}
/** Client → server events: the payload and the acknowledgement of each. */
export interface ClientEvents {
    "chat:read": { payload: components["schemas"]["client.chat_read"]; ack: components["schemas"]["client.chat_read.ack"] };
    "chat:send": { payload: components["schemas"]["client.chat_send"]; ack: components["schemas"]["client.chat_send.ack"] };
    "chat:typing": { payload: components["schemas"]["client.chat_typing"]; ack: components["schemas"]["client.chat_typing.ack"] };
    "checkins:unwatch": { payload: components["schemas"]["client.checkins_unwatch"]; ack: components["schemas"]["client.checkins_unwatch.ack"] };
    "checkins:watch": { payload: components["schemas"]["client.checkins_watch"]; ack: components["schemas"]["client.checkins_watch.ack"] };
    "livefeed:post": { payload: components["schemas"]["client.livefeed_post"]; ack: components["schemas"]["client.livefeed_post.ack"] };
    "poll:vote": { payload: components["schemas"]["client.poll_vote"]; ack: components["schemas"]["client.poll_vote.ack"] };
    "question:unvote": { payload: components["schemas"]["client.question_unvote"]; ack: components["schemas"]["client.question_unvote.ack"] };
    "question:vote": { payload: components["schemas"]["client.question_vote"]; ack: components["schemas"]["client.question_vote.ack"] };
    "seats:unwatch": { payload: components["schemas"]["client.seats_unwatch"]; ack: components["schemas"]["client.seats_unwatch.ack"] };
    "seats:watch": { payload: components["schemas"]["client.seats_watch"]; ack: components["schemas"]["client.seats_watch.ack"] };
    "session:join": { payload: components["schemas"]["client.session_join"]; ack: components["schemas"]["client.session_join.ack"] };
    "session:leave": { payload: components["schemas"]["client.session_leave"]; ack: components["schemas"]["client.session_leave.ack"] };
    "sync": { payload: components["schemas"]["client.sync"]; ack: components["schemas"]["client.sync.ack"] };
}
