import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene } from '../session.ts';
import { ErrorNote, errorMessage, when } from './ui.tsx';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { QrCode } from '../shop/shop.tsx';

export type Exhibitor = components['schemas']['Exhibitor'];
export type Question = components['schemas']['QualifyingQuestion'];
export type Answer = { question_id: number; answer: string | string[] };

/** Whether the logged-in user is on the staff of `e`. */
export const isStaff = (e: Exhibitor) => e.staff.some((s) => s.id === claims.value?.userId);

/** The exhibitor's logo (decorative: its name is next to it); nothing without one. */
function Logo({ exhibitor, size = 48 }: { exhibitor: Exhibitor; size?: number }) {
  return exhibitor.logo ? <img class="logo" src={exhibitor.logo} alt="" width={size} height={size} /> : null;
}

/**
 * The fields of an exhibitor's qualifying questions (text, one choice, several choices). `answers` holds what is
 * answered so far; `onChange` gets the whole new list (empty answers left out).
 */
export function QuestionFields({ questions, answers, onChange, idPrefix }: { questions: Question[]; answers: Answer[]; onChange: (next: Answer[]) => void; idPrefix: string }) {
  const value = (id: number) => answers.find((a) => a.question_id === id)?.answer;
  const put = (id: number, answer: string | string[]) => {
    const rest = answers.filter((a) => a.question_id !== id);
    const empty = Array.isArray(answer) ? answer.length === 0 : answer.trim() === '';
    onChange(empty ? rest : [...rest, { question_id: id, answer }].sort((a, b) => a.question_id - b.question_id));
  };
  return (
    <>
      {questions.map((q) => {
        const title = (
          <>
            <UserText as="span">{q.title}</UserText>
            {q.required ? <span class="meta"> {t('exhibitors:required')}</span> : null}
          </>
        );
        if (q.type === 'text') {
          const v = value(q.id);
          return (
            <label key={q.id} for={`${idPrefix}-q${q.id}`}>
              {title}
              <input id={`${idPrefix}-q${q.id}`} dir="auto" maxLength={5000} value={typeof v === 'string' ? v : ''} onInput={(e) => put(q.id, e.currentTarget.value)} />
            </label>
          );
        }
        const chosen = value(q.id);
        const list = Array.isArray(chosen) ? chosen : typeof chosen === 'string' ? [chosen] : [];
        return (
          <fieldset key={q.id}>
            <legend>{title}</legend>
            {(q.options ?? []).map((option) => (
              <label key={option} class="inline">
                <input
                  type={q.type === 'single' ? 'radio' : 'checkbox'}
                  name={`${idPrefix}-q${q.id}`}
                  checked={list.includes(option)}
                  onChange={(e) => {
                    if (q.type === 'single') put(q.id, option);
                    else put(q.id, e.currentTarget.checked ? [...list, option] : list.filter((o) => o !== option));
                  }}
                />
                <UserText>{option}</UserText>
              </label>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

/** The exhibitors of the event: logo, name (to the booth page), booth and description. */
export function Exhibitors() {
  const items = useSignal<Exhibitor[] | null>(null);
  const error = useSignal('');

  useEffect(() => {
    void convene.rest.GET('/connect/exhibitors').then(({ data, error: failed }) => {
      if (failed) error.value = errorMessage(failed, t('exhibitors:load_failed'));
      items.value = data?._embedded.exhibitors ?? [];
    });
  }, []);

  const list = items.value;
  return (
    <section aria-labelledby="exhibitors-title">
      <h2 id="exhibitors-title">{t('exhibitors:title')}</h2>
      <ErrorNote message={error.value} />
      {list?.some(isStaff) ? (
        <p>
          <a href="#/booth" class="button">
            {t('exhibitors:to_booth_staff')}
          </a>
        </p>
      ) : null}
      {list === null ? <p role="status">{t('exhibitors:loading')}</p> : list.length === 0 ? <p>{t('exhibitors:none')}</p> : <p>{t('exhibitors:count', { count: list.length })}</p>}
      <ul class="list" aria-label={t('exhibitors:list')} data-testid="exhibitor-list">
        {(list ?? []).map((e) => (
          <li key={e.id} class="item">
            <Logo exhibitor={e} />
            <div>
              <h3>
                <a href={`#/exhibitors/${e.id}`}>
                  <UserText>{e.name}</UserText>
                </a>
              </h3>
              {e.booth ? (
                <p class="meta">
                  <T k="exhibitors:booth" values={{ booth: e.booth }} />
                </p>
              ) : null}
              {e.description ? (
                <p dir="auto" class="clamp">
                  {e.description}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A booth page: the exhibitor, and the attendee leaving their details there (POST /exhibitors/{id}/visit) with the
 * answers to its questions. What the exhibitor gets is said before: the public profile always, the e-mail and mobile
 * only with `share_contact_with_exhibitors` (changeable here, for every exhibitor of the event).
 */
export function Booth({ id }: { id: number }) {
  const exhibitor = useSignal<Exhibitor | null>(null);
  const missing = useSignal(false);
  const share = useSignal<boolean | null>(null);
  const answers = useSignal<Answer[]>([]);
  const error = useSignal('');
  const done = useSignal(false);
  const busy = useSignal(false);

  useEffect(() => {
    void convene.rest.GET('/connect/exhibitors/{id}', { params: { path: { id } } }).then(({ data, error: failed }) => {
      if (data) exhibitor.value = data;
      else {
        missing.value = true;
        error.value = errorMessage(failed, t('exhibitors:load_failed'));
      }
    });
    void convene.rest.GET('/connect/event/networking-profile').then(({ data }) => {
      share.value = data?.share_contact_with_exhibitors ?? false;
    });
  }, [id]);

  async function setShare(next: boolean) {
    error.value = '';
    const { data, error: failed } = await convene.rest.PATCH('/connect/event/networking-profile', { body: { share_contact_with_exhibitors: next } });
    if (data) share.value = data.share_contact_with_exhibitors;
    else error.value = errorMessage(failed, t('exhibitors:consent_failed'));
  }

  async function visit(e: Event) {
    e.preventDefault();
    error.value = '';
    busy.value = true;
    const { data, error: failed } = await convene.rest.POST('/connect/exhibitors/{id}/visit', { params: { path: { id } }, body: answers.value.length ? { answers: answers.value } : {} });
    busy.value = false;
    if (data) done.value = true;
    else error.value = errorMessage(failed, t('exhibitors:visit_failed'));
  }

  const x = exhibitor.value;
  if (!x)
    return (
      <section aria-labelledby="booth-title">
        <h2 id="booth-title">{t('exhibitors:booth_page')}</h2>
        {missing.value ? <ErrorNote message={error.value} /> : <p role="status">{t('exhibitors:loading')}</p>}
        <p>
          <a href="#/exhibitors">{t('exhibitors:back')}</a>
        </p>
      </section>
    );
  return (
    <section aria-labelledby="booth-title">
      <p>
        <a href="#/exhibitors">{t('exhibitors:back')}</a>
      </p>
      <div class="booth-head">
        <Logo exhibitor={x} size={96} />
        <div>
          <h2 id="booth-title">
            <UserText>{x.name}</UserText>
          </h2>
          {x.booth ? (
            <p class="meta" data-testid="booth-place">
              <T k="exhibitors:booth" values={{ booth: x.booth }} />
            </p>
          ) : null}
        </div>
      </div>
      {x.description ? (
        <p dir="auto" class="prose" data-testid="booth-description">
          {x.description}
        </p>
      ) : null}
      {isStaff(x) ? (
        <p>
          <a href="#/booth" class="button">
            {t('exhibitors:to_booth_staff')}
          </a>
        </p>
      ) : null}
      <form class="card stack" onSubmit={visit} aria-labelledby="visit-title">
        <h3 id="visit-title">{t('exhibitors:visit_title')}</h3>
        <p data-testid="visit-note">
          <T k="exhibitors:visit_shares_profile" values={{ name: x.name }} />{' '}
          {share.value ? t('exhibitors:visit_shares_contact') : t('exhibitors:visit_keeps_contact')}
        </p>
        <label class="inline">
          <input type="checkbox" checked={share.value === true} disabled={share.value === null} onChange={(e) => void setShare(e.currentTarget.checked)} />
          {t('exhibitors:share_contact')}
        </label>
        <p class="meta">{t('exhibitors:share_contact_hint')}</p>
        {x.questions.length ? (
          <>
            <p>{t('exhibitors:questions_intro')}</p>
            <QuestionFields questions={x.questions} answers={answers.value} onChange={(next) => (answers.value = next)} idPrefix="visit" />
          </>
        ) : null}
        <ErrorNote message={error.value} />
        {done.value ? (
          <p role="status" data-testid="visit-done">
            <T k="exhibitors:visit_done" values={{ name: x.name }} />
          </p>
        ) : null}
        <button type="submit" disabled={busy.value}>
          {done.value ? t('exhibitors:visit_again') : t('exhibitors:visit')}
        </button>
      </form>
    </section>
  );
}

/**
 * "My badge": the QR code booth staff scan (the badge code of GET /badge, drawn here with qrcode loaded on demand).
 * Not the ticket: it admits no one at the door. A new code can replace it (the old one stops working at once).
 */
export function MyBadge() {
  const badge = useSignal<{ code: string } | null>(null);
  const error = useSignal('');
  const asking = useSignal(false);
  const rotated = useSignal(false);

  useEffect(() => {
    void convene.rest.GET('/connect/badge').then(({ data, error: failed }) => {
      if (data) badge.value = data;
      else error.value = errorMessage(failed, t('badge:load_failed'));
    });
  }, []);

  async function rotate() {
    error.value = '';
    const { data, error: failed } = await convene.rest.POST('/connect/badge/rotate');
    asking.value = false;
    if (data) {
      badge.value = data;
      rotated.value = true;
    } else error.value = errorMessage(failed, t('badge:rotate_failed'));
  }

  const b = badge.value;
  return (
    <section aria-labelledby="badge-title">
      <h2 id="badge-title">{t('badge:title')}</h2>
      <ErrorNote message={error.value} />
      {b ? (
        <div class="card badge-card">
          <QrCode text={b.code} label={t('badge:qr_label', { code: b.code })} />
          <p>
            <code data-testid="badge-code">{b.code}</code>
          </p>
          <p>{t('badge:what_for')}</p>
          <p class="meta">
            {t('badge:not_ticket')} <a href="#/tickets">{t('badge:to_tickets')}</a>
          </p>
          {rotated.value ? <p role="status">{t('badge:rotated')}</p> : null}
          {asking.value ? (
            <div role="group" aria-labelledby="rotate-ask" class="actions">
              <p id="rotate-ask">{t('badge:rotate_ask')}</p>
              <button type="button" onClick={() => void rotate()}>
                {t('badge:rotate_yes')}
              </button>
              <button type="button" class="secondary" onClick={() => (asking.value = false)}>
                {t('badge:cancel')}
              </button>
            </div>
          ) : (
            <button type="button" class="secondary" onClick={() => (asking.value = true)}>
              {t('badge:rotate')}
            </button>
          )}
        </div>
      ) : error.value ? null : (
        <p role="status">{t('badge:loading')}</p>
      )}
    </section>
  );
}

type MyLead = components['schemas']['MyLead'];

/**
 * "Who holds my details" (next to the badge): the exhibitors holding a lead of the attendee (GET /me/leads), since
 * when and whether they see the e-mail and mobile, each with a button that withdraws the contact from that lead
 * (DELETE /me/leads/{id}); the list is read again after it.
 */
export function MyLeads() {
  const items = useSignal<MyLead[] | null>(null);
  const error = useSignal('');
  const done = useSignal('');
  const busy = useSignal<number | null>(null);

  async function load() {
    const { data, error: failed } = await convene.rest.GET('/connect/me/leads');
    if (data) items.value = data._embedded.leads;
    else error.value = errorMessage(failed, t('badge:holders_load_failed'));
  }
  useEffect(() => {
    void load();
  }, []);

  async function withdraw(lead: MyLead) {
    error.value = '';
    done.value = '';
    busy.value = lead.id;
    const { response, error: failed } = await convene.rest.DELETE('/connect/me/leads/{id}', { params: { path: { id: lead.id } } });
    busy.value = null;
    if (response.status === 204) {
      done.value = lead.exhibitor.name;
      await load();
    } else error.value = errorMessage(failed, t('badge:withdraw_failed'));
  }

  const list = items.value;
  return (
    <section aria-labelledby="holders-title">
      <h2 id="holders-title">{t('badge:holders_title')}</h2>
      <p>{t('badge:holders_intro')}</p>
      <ErrorNote message={error.value} />
      {done.value ? (
        <p role="status" data-testid="withdrawn">
          <T k="badge:withdrawn" values={{ name: done.value }} />
        </p>
      ) : null}
      {list === null ? (
        error.value ? null : <p role="status">{t('badge:holders_loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('badge:holders_none')}</p>
      ) : (
        <ul class="list" aria-label={t('badge:holders_list')} data-testid="holders">
          {list.map((l) => (
            <li key={l.id} class="item column">
              <p>
                <strong>
                  <UserText>{l.exhibitor.name}</UserText>
                </strong>
              </p>
              <p class="meta">
                <T k="badge:holder_since" values={{ time: when(l.captured_at) }} /> · {l.holds_contact ? t('badge:holder_has_contact') : t('badge:holder_no_contact')}
              </p>
              <p>
                <button type="button" class="secondary" disabled={busy.value === l.id} onClick={() => void withdraw(l)}>
                  <T k="badge:withdraw" values={{ name: l.exhibitor.name }} />
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
