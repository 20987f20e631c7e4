import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { ErrorNote } from './ui.tsx';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';

interface EventChoice {
  id: number;
  title: string;
}

/** Log in by SMS code: attendees pick their event (the token is bound to it); organizers log in without one. */
export function Login() {
  const step = useSignal<'mobile' | 'code'>('mobile');
  const mobile = useSignal('');
  const code = useSignal('');
  // A ticket's link may name the event: #/login?event=<id>.
  const eventId = useSignal(new URLSearchParams(location.hash.split('?')[1] ?? '').get('event') ?? '');
  const events = useSignal<EventChoice[]>([]);
  const error = useSignal('');
  const busy = useSignal(false);

  useEffect(() => {
    void convene.rest.GET('/api/events', { params: { query: { per_page: 100 } } }).then(({ data }) => {
      const list = (data?.data ?? []).flatMap((e) => (e.id === undefined ? [] : [{ id: e.id, title: e.name ?? String(e.id) }]));
      const wanted = Number(eventId.value);
      if (wanted && !list.some((e) => e.id === wanted)) list.unshift({ id: wanted, title: t('login:event_number', { id: wanted }) });
      events.value = list;
    });
  }, []);

  async function send(e: Event) {
    e.preventDefault();
    busy.value = true;
    error.value = '';
    try {
      await convene.requestCode(mobile.value.trim());
      step.value = 'code';
    } catch (err) {
      error.value = (err as Error).message;
    } finally {
      busy.value = false;
    }
  }

  async function verify(e: Event) {
    e.preventDefault();
    busy.value = true;
    error.value = '';
    try {
      await convene.login({ mobile: mobile.value.trim(), code: code.value.trim(), eventId: eventId.value ? Number(eventId.value) : undefined });
      location.hash = eventId.value ? '#/feed' : '#/door';
    } catch (err) {
      error.value = (err as Error).message;
    } finally {
      busy.value = false;
    }
  }

  return (
    <section aria-labelledby="login-title" class="card narrow">
      <h2 id="login-title">{t('login:title')}</h2>
      {step.value === 'mobile' ? (
        <form onSubmit={send}>
          <label>
            {t('login:mobile')}
            <input name="mobile" type="tel" autocomplete="tel" required value={mobile.value} onInput={(e) => (mobile.value = e.currentTarget.value)} />
          </label>
          <label>
            {t('login:event')}
            <select name="event" value={eventId.value} onChange={(e) => (eventId.value = e.currentTarget.value)}>
              <option value="">{t('login:no_event')}</option>
              {events.value.map((ev) => (
                <option key={ev.id} value={String(ev.id)}>
                  {ev.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy.value}>
            {t('login:send_code')}
          </button>
        </form>
      ) : (
        <form onSubmit={verify}>
          <p>
            <T k="login:code_sent" values={{ mobile: mobile.value }} />
          </p>
          <label>
            {t('login:code')}
            <input name="code" inputMode="numeric" autocomplete="one-time-code" required value={code.value} onInput={(e) => (code.value = e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={busy.value}>
            {t('login:log_in')}
          </button>
          <button type="button" class="link" onClick={() => (step.value = 'mobile')}>
            {t('login:change_number')}
          </button>
        </form>
      )}
      <ErrorNote message={error.value} />
    </section>
  );
}
