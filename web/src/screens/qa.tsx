import { useSignal, type Signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene, onLive, realtime } from '../session.ts';
import { ErrorNote, errorMessage } from './ui.tsx';
import { eventSlug } from './sessions.tsx';
import { t, type Values } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';

type Question = components['schemas']['Question'];
type Poll = components['schemas']['Poll'];
type QuestionUpdate = Pick<Question, 'id' | 'votes' | 'status'>;

/** The server's `top` order: votes descending, then id ascending. */
const top = (list: Question[]) => [...list].sort((a, b) => b.votes - a.votes || a.id - b.id);

/** Puts a question in the list by id; the caller's own `voted` is kept (pushes go to everyone and carry `voted: false`). */
function upsertQuestion(list: Signal<Question[]>, q: Question, keepVoted: boolean) {
  const old = list.value.find((x) => x.id === q.id);
  const next = old ? { ...q, voted: keepVoted ? old.voted : q.voted } : q;
  list.value = top([...list.value.filter((x) => x.id !== q.id), next]);
}

/** Puts a poll in the list by id; pushes carry no `my_options`, so the caller's earlier choice is kept. */
function upsertPoll(list: Signal<Poll[]>, p: Poll) {
  const old = list.value.find((x) => x.id === p.id);
  const next = p.my_options === undefined && old?.my_options !== undefined ? { ...p, my_options: old.my_options } : p;
  list.value = old ? list.value.map((x) => (x.id === p.id ? next : x)) : [...list.value, next].sort((a, b) => a.id - b.id);
}

/**
 * A session's questions (top voted first) and polls: attendees ask (optionally anonymously), vote for questions and
 * answer polls; organizers of the event (an event login, where `session:join` answers `moderator`, or their own login
 * without an event, opened from the programme's "Moderate Q&A") mark questions answered
 * or hidden and run the polls, addressed by the event's slug (`slug`, or looked up from the login's event).
 * One REST load at mount, then live over the socket: `session:join` (again after every reconnect, whose answer
 * replaces what was shown, so nothing missed while offline stays missing), `question:new`, `question:updated`,
 * `question:deleted` and `poll:updated`; `session:leave` when the screen closes.
 */
export function Questions({ sessionId, slug }: { sessionId: number; slug?: string }) {
  const questions = useSignal<Question[]>([]);
  const polls = useSignal<Poll[]>([]);
  const text = useSignal('');
  const anonymous = useSignal(false);
  const error = useSignal('');
  const moderator = useSignal(Boolean(slug));
  const eventSlugOf = useSignal<string | undefined>(slug);

  useEffect(() => {
    const live = realtime();
    // A join's answer is newer than the REST load (it is read after the socket entered the session's room).
    let joined = false;
    questions.value = [];
    polls.value = [];
    void Promise.all([
      convene.rest.GET('/connect/sessions/{id}/questions', { params: { path: { id: sessionId }, query: { sort: 'top', page_size: 50 } } }),
      convene.rest.GET('/connect/sessions/{id}/polls', { params: { path: { id: sessionId } } }),
    ]).then(([q, p]) => {
      if (q.error) error.value = errorMessage(q.error, t('qa:load_failed'));
      if (joined) return;
      if (q.data) questions.value = top(q.data._embedded.question);
      if (p.data) polls.value = p.data.data;
    });
    const join = () =>
      void live
        .request('session:join', { session_id: sessionId })
        .then((data) => {
          joined = true;
          // Moderation needs the event's slug ({api_url} addresses events by slug): shown once it is known.
          if (data.moderator && !moderator.value) {
            if (eventSlugOf.value) moderator.value = true;
            else
              void eventSlug().then((found) => {
                if (!found) return;
                eventSlugOf.value = found;
                moderator.value = true;
              });
          }
          questions.value = top(data.questions);
          polls.value = [...data.polls].sort((a, b) => a.id - b.id);
        })
        .catch((err: Error) => (error.value = err.message || t('qa:follow_failed')));
    const offs = [
      onLive(join, true),
      live.on('question:new', (q: Question) => {
        if (q.session_id === sessionId) upsertQuestion(questions, q, true);
      }),
      live.on('question:updated', (u: QuestionUpdate) => {
        if (questions.value.some((x) => x.id === u.id)) questions.value = top(questions.value.map((x) => (x.id === u.id ? { ...x, votes: u.votes, status: u.status } : x)));
      }),
      live.on('question:deleted', (d: { id: number }) => (questions.value = questions.value.filter((x) => x.id !== d.id))),
      live.on('poll:updated', (p: Poll) => {
        if (p.session_id === sessionId) upsertPoll(polls, p);
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      // A socket that went away left the room by itself.
      if (live.connectionState === 'live') void live.request('session:leave', { session_id: sessionId }).catch(() => undefined);
    };
  }, [sessionId]);

  async function ask(e: Event) {
    e.preventDefault();
    if (!text.value.trim()) return;
    const { data, error: err } = await convene.rest.POST('/connect/sessions/{id}/questions', { params: { path: { id: sessionId } }, body: { text: text.value.trim(), anonymous: anonymous.value } });
    if (err || !data) {
      error.value = errorMessage(err, t('qa:ask_failed'));
      return;
    }
    error.value = '';
    text.value = '';
    upsertQuestion(questions, data, false);
  }

  async function vote(q: Question) {
    const opts = { params: { path: { id: sessionId, qid: q.id } } };
    const { response, error: err } = q.voted ? await convene.rest.DELETE('/connect/sessions/{id}/questions/{qid}/vote', opts) : await convene.rest.PUT('/connect/sessions/{id}/questions/{qid}/vote', opts);
    if (!response.ok) {
      error.value = errorMessage(err, t('qa:vote_failed'));
      return;
    }
    error.value = '';
    // The count comes with `question:updated` (the stored count, pushed to everyone in the session).
    questions.value = questions.value.map((x) => (x.id === q.id ? { ...x, voted: !q.voted } : x));
  }

  async function moderate(q: Question, status: 'open' | 'answered' | 'hidden') {
    const { data, error: err } = await convene.rest.PATCH('/api/events/{slug}/sessions/{id}/questions/{qid}', { params: { path: { slug: eventSlugOf.value!, id: sessionId, qid: q.id } }, body: { status } });
    if (err || !data) error.value = errorMessage(err, t('qa:moderate_failed'));
    else upsertQuestion(questions, data, true);
  }

  return (
    <section aria-labelledby="qa-title">
      <h2 id="qa-title">{t(moderator.value ? 'qa:title_moderate' : 'qa:title')}</h2>
      <p>
        {/* An event login goes back to its event's sessions; an organizer's own login to the event's programme. */}
        <a href={slug && !claims.value?.eventId ? `#/programme/${encodeURIComponent(slug)}` : '#/sessions'}>{t('qa:back')}</a>
      </p>
      {moderator.value ? null : (
        <form class="stack" onSubmit={(e) => void ask(e)}>
          <label>
            {t('qa:your_question')}
            <input maxLength={500} value={text.value} onInput={(e) => (text.value = e.currentTarget.value)} />
          </label>
          <label class="inline">
            <input type="checkbox" checked={anonymous.value} onChange={(e) => (anonymous.value = e.currentTarget.checked)} /> {t('qa:ask_anonymously')}
          </label>
          <button type="submit">{t('qa:ask')}</button>
        </form>
      )}
      <ErrorNote message={error.value} />
      {questions.value.length === 0 ? <p>{t('qa:no_questions')}</p> : null}
      <ul class="list" data-testid="question-list">
        {questions.value.map((q) => (
          <li key={q.id} class="item column" data-testid={`question-${q.id}`}>
            <p dir="auto">{q.text}</p>
            <p class="meta">
              <span data-testid="votes">{t('qa:votes', { count: q.votes })}</span>
              {' · '}
              {t(`qa:status_${q.status}`)}
              {q.anonymous ? <> · {t('qa:anonymous')}</> : null}
            </p>
            <div class="actions">
              {moderator.value ? (
                <>
                  {q.status !== 'answered' ? (
                    <button type="button" aria-label={t('qa:mark_answered_label', { text: q.text })} onClick={() => void moderate(q, 'answered')}>
                      {t('qa:mark_answered')}
                    </button>
                  ) : null}
                  {q.status !== 'hidden' ? (
                    <button type="button" aria-label={t('qa:hide_label', { text: q.text })} onClick={() => void moderate(q, 'hidden')}>
                      {t('qa:hide')}
                    </button>
                  ) : (
                    <button type="button" aria-label={t('qa:show_label', { text: q.text })} onClick={() => void moderate(q, 'open')}>
                      {t('qa:show')}
                    </button>
                  )}
                </>
              ) : (
                <button type="button" aria-label={t(q.voted ? 'qa:unvote_label' : 'qa:vote_label', { text: q.text })} onClick={() => void vote(q)}>
                  {t(q.voted ? 'qa:unvote' : 'qa:vote')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Polls sessionId={sessionId} slug={moderator.value ? eventSlugOf.value : undefined} polls={polls} />
    </section>
  );
}


/** The session's polls with their counts (live through `poll:updated`): attendees answer open ones, organizers run them. */
function Polls({ sessionId, slug, polls }: { sessionId: number; slug: string | undefined; polls: Signal<Poll[]> }) {
  const error = useSignal('');
  const notice = useSignal<{ k: string; values?: Values } | null>(null);
  const question = useSignal('');
  const options = useSignal('');
  const multiple = useSignal(false);

  async function answer(e: Event, poll: Poll) {
    e.preventDefault();
    const chosen = new FormData(e.currentTarget as HTMLFormElement).getAll('option').map(Number);
    if (chosen.length === 0) return void (error.value = t('qa:poll_choose'));
    const { data, error: err } = await convene.rest.PUT('/connect/polls/{pid}/vote', { params: { path: { pid: poll.id } }, body: { options: chosen } });
    if (err || !data) return void (error.value = errorMessage(err, t('qa:vote_failed')));
    error.value = '';
    notice.value = { k: 'qa:poll_answered', values: { question: poll.question } };
    upsertPoll(polls, data);
  }

  async function setStatus(poll: Poll, status: 'open' | 'closed') {
    const { data, error: err } = await convene.rest.PATCH('/api/events/{slug}/sessions/{id}/polls/{pid}', { params: { path: { slug: slug!, id: sessionId, pid: poll.id } }, body: { status } });
    if (err || !data) return void (error.value = errorMessage(err, t('qa:poll_change_failed')));
    error.value = '';
    upsertPoll(polls, data);
  }

  async function create(e: Event) {
    e.preventDefault();
    const list = options.value.split('\n').map((o) => o.trim()).filter(Boolean);
    const { data, error: err } = await convene.rest.POST('/api/events/{slug}/sessions/{id}/polls', {
      params: { path: { slug: slug!, id: sessionId } },
      body: { question: question.value.trim(), options: list, multiple: multiple.value },
    });
    if (err || !data) return void (error.value = errorMessage(err, t('qa:poll_create_failed')));
    error.value = '';
    question.value = '';
    options.value = '';
    notice.value = { k: 'qa:poll_created' };
    upsertPoll(polls, data);
  }

  const shown = slug ? polls.value : polls.value.filter((p) => p.status !== 'draft');
  return (
    <section aria-labelledby="polls-title">
      <h3 id="polls-title">{t('qa:polls')}</h3>
      <ErrorNote message={error.value} />
      {notice.value ? (
        <p role="status">
          <T k={notice.value.k} values={notice.value.values} />
        </p>
      ) : null}
      {shown.length === 0 ? <p>{t('qa:no_polls')}</p> : null}
      <ul class="list" data-testid="poll-list">
        {shown.map((p) => (
          <li key={p.id} class="item column">
            <form onSubmit={(e) => void answer(e, p)}>
              <fieldset>
                <legend>
                  <bdi>{p.question}</bdi> <span class="meta">{t('qa:poll_state', { status: t(`qa:poll_status_${p.status}`), count: p.total_voters })}</span>
                </legend>
                {p.options.map((o) =>
                  !slug && p.status === 'open' ? (
                    <label key={o.index} class="inline">
                      <input type={p.multiple ? 'checkbox' : 'radio'} name="option" value={o.index} defaultChecked={p.my_options?.includes(o.index)} />
                      <bdi>{o.text}</bdi> <span class="meta">· {t('qa:votes', { count: o.votes })}</span>
                    </label>
                  ) : (
                    <p key={o.index}>
                      <bdi>{o.text}</bdi> <span class="meta">· {t('qa:votes', { count: o.votes })}</span>
                    </p>
                  ),
                )}
              </fieldset>
              <div class="actions">
                {!slug && p.status === 'open' ? (
                  <button type="submit" aria-label={t(p.my_options?.length ? 'qa:change_answer_label' : 'qa:answer_label', { question: p.question })}>
                    {t(p.my_options?.length ? 'qa:change_answer' : 'qa:answer')}
                  </button>
                ) : null}
                {slug && p.status !== 'open' ? (
                  <button type="button" aria-label={t('qa:open_poll_label', { question: p.question })} onClick={() => void setStatus(p, 'open')}>
                    {t('qa:open_poll')}
                  </button>
                ) : null}
                {slug && p.status === 'open' ? (
                  <button type="button" aria-label={t('qa:close_poll_label', { question: p.question })} onClick={() => void setStatus(p, 'closed')}>
                    {t('qa:close_poll')}
                  </button>
                ) : null}
              </div>
            </form>
          </li>
        ))}
      </ul>
      {slug ? (
        <form class="stack" onSubmit={(e) => void create(e)} aria-labelledby="new-poll-title">
          <h4 id="new-poll-title">{t('qa:new_poll')}</h4>
          <label>
            {t('qa:question')}
            <input required maxLength={500} value={question.value} onInput={(e) => (question.value = e.currentTarget.value)} />
          </label>
          <label>
            {t('qa:options')}
            <textarea required rows={4} value={options.value} onInput={(e) => (options.value = e.currentTarget.value)} />
          </label>
          <label class="inline">
            <input type="checkbox" checked={multiple.value} onChange={(e) => (multiple.value = e.currentTarget.checked)} /> {t('qa:multiple')}
          </label>
          <button type="submit">{t('qa:create_poll')}</button>
        </form>
      ) : null}
    </section>
  );
}
