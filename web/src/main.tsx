import { render } from 'preact';
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { claims, connection, convene, logout, tokens } from './session.ts';
import { eventTimeZone } from './i18n/format.ts';
import { Login } from './screens/login.tsx';
import { Feed } from './screens/feed.tsx';
import { Bookmarks, People, Profile } from './screens/people.tsx';
import { Chats, Chat } from './screens/chat.tsx';
import { Door } from './screens/door.tsx';
import { Attendees, Reports } from './screens/organizer.tsx';
import { Agenda, Programme, Sessions } from './screens/sessions.tsx';
import { Questions } from './screens/qa.tsx';
import { EventMeetings, Meetings, RequestMeeting } from './screens/meetings.tsx';
import { NetworkingProfile, Recommendations } from './screens/networking.tsx';
import { initLocale, t } from './i18n/index.ts';
import { T } from './i18n/T.tsx';
import { LanguageSwitch, adoptUserLocale } from './i18n/switch.tsx';
import { EventPage, OrderPage, ShopHome } from './shop/shop.tsx';
import { MyTickets } from './screens/tickets.tsx';
import { EditProfile } from './screens/profile.tsx';
import { Booth, Exhibitors, MyBadge, MyLeads } from './screens/exhibitors.tsx';
import { BoothStaff } from './screens/booth-staff.tsx';

const route = signal(location.hash || '#/');
/** The event of an event-bound login (`GET /connect/event`): named in the header; its times are shown in its zone. */
const currentEvent = signal<{ id: number; name: string; time_zone: string } | null>(null);
window.addEventListener('hashchange', () => (route.value = location.hash || '#/'));

function Nav() {
  const c = claims.value;
  // On a phone the navigation is one row that scrolls sideways: the current screen's link is kept in view.
  useEffect(() => {
    document.querySelector('[aria-current=page]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [route.value]);
  const links = c?.eventId
    ? [
        ['#/feed', t('common:nav_feed')],
        ['#/people', t('common:nav_people')],
        ['#/chats', t('common:nav_chats')],
        ['#/meetings', t('common:nav_meetings')],
        ['#/sessions', t('common:nav_sessions')],
        ['#/agenda', t('common:nav_agenda')],
        ['#/recommendations', t('common:nav_for_you')],
        ['#/exhibitors', t('common:nav_exhibitors')],
        ['#/badge', t('common:nav_badge')],
        ['#/tickets', t('common:nav_tickets')],
      ]
    : [
        ['#/console', t('common:nav_console')],
        ['#/door', t('common:nav_door')],
        ['#/attendees', t('common:nav_attendees')],
        ['#/reports', t('common:nav_reports')],
        ['#/meetings', t('common:nav_meetings')],
        ['#/programme', t('common:nav_programme')],
        ['#/tickets', t('common:nav_tickets')],
      ];
  return (
    <nav aria-label={t('common:nav_main')}>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} aria-current={route.value.startsWith(href!) ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" class="link" onClick={() => void logout()}>
            {t('common:log_out')}
          </button>
        </li>
      </ul>
      {c?.eventId ? (
        <p class="status" role="status" data-testid="connection">
          {connection.value === 'live' ? t('common:live') : connection.value === 'offline' ? t('common:offline') : t('common:connecting')}
        </p>
      ) : null}
    </nav>
  );
}

/** The organizer console (web/src/console/) and its chart library load only when it is opened. */
const consoleView = signal<ComponentType<{ tab: string | undefined }> | null>(null);
function ConsoleScreen({ tab }: { tab: string | undefined }) {
  useEffect(() => {
    if (!consoleView.value) void import('./console/console.tsx').then((m) => (consoleView.value = m.Console));
  }, []);
  const View = consoleView.value;
  return View ? <View tab={tab} /> : <p>{t('console:loading')}</p>;
}

/** The shop's screens (CONTRACT 18): guests and every login alike. */
function ShopScreen({ name, arg }: { name: string | undefined; arg: string | undefined }) {
  const value = arg ? decodeURIComponent(arg) : '';
  if (name === 'e' && value) return <EventPage slug={value} />;
  if (name === 'order' && value) return <OrderPage code={value} />;
  if (name === 'tickets') return <MyTickets />;
  if (name === 'shop') return <ShopHome />;
  return null;
}

function Screen() {
  const r = route.value;
  const shop = ShopScreen({ name: r.split('/')[1]?.split('?')[0], arg: r.split('/')[2] });
  if (shop) return shop;
  if (!tokens.value || r.startsWith('#/login')) return <Login />;
  const c = claims.value;
  const [, name, arg] = r.split('/');
  if (!c?.eventId) {
    if (name === 'programme') return <Programme slug={arg ? decodeURIComponent(arg) : undefined} />;
    if (name === 'meetings') return <EventMeetings />;
    if (name === 'me') return <EditProfile />;
    if (name === 'console') return <ConsoleScreen tab={arg} />;
    // A session's Q&A, moderated with the organizer's own login (from the programme's "Moderate Q&A").
    if (name === 'qa' && arg) return <Questions slug={decodeURIComponent(arg)} sessionId={Number(r.split('/')[3])} />;
    return name === 'attendees' ? <Attendees /> : name === 'reports' ? <Reports /> : <Door />;
  }
  switch (name) {
    case 'people':
      return arg ? <Profile id={Number(arg)} /> : <People />;
    case 'me':
      return <EditProfile />;
    case 'bookmarks':
      return <Bookmarks />;
    case 'chats':
      return <Chats />;
    case 'chat':
      return <Chat userId={Number(arg)} />;
    case 'meetings':
      return <Meetings />;
    case 'meet':
      return <RequestMeeting userId={Number(arg)} />;
    case 'sessions':
      return <Sessions />;
    case 'session':
      return <Questions sessionId={Number(arg)} />;
    case 'qa':
      // Moderation by slug ({api_url} addresses events by slug); also open to a login without an event (above).
      return <Questions slug={decodeURIComponent(arg!)} sessionId={Number(r.split('/')[3])} />;
    case 'agenda':
      return <Agenda />;
    case 'recommendations':
      return <Recommendations />;
    case 'networking':
      return <NetworkingProfile />;
    case 'door':
      return <Door />;
    case 'exhibitors':
      return arg ? <Booth id={Number(arg)} /> : <Exhibitors />;
    case 'badge':
      return (
        <>
          <MyBadge />
          <MyLeads />
        </>
      );
    case 'booth':
      return <BoothStaff />;
    default:
      return <Feed />;
  }
}

function App() {
  useEffect(() => {
    void adoptUserLocale();
  }, [Boolean(tokens.value)]);
  const eventId = claims.value?.eventId ?? null;
  useEffect(() => {
    currentEvent.value = null;
    eventTimeZone.value = undefined;
    if (eventId === null) return;
    void convene.rest.GET('/connect/event').then(({ data }) => {
      if (!data?.data) return;
      currentEvent.value = data.data;
      eventTimeZone.value = data.data.time_zone;
    });
  }, [eventId]);
  useEffect(() => {
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' }).catch(() => undefined);
  }, []);
  return (
    <>
      <header>
        <h1>
          <a href="#/">{t('common:app_name')}</a>
        </h1>
        <LanguageSwitch />
        <a href="#/shop" class="shop-link">
          {t('shop:nav_events')}
        </a>
        {currentEvent.value ? (
          <p class="current-event" data-testid="current-event">
            <T k="common:current_event" values={{ name: currentEvent.value.name }} />
          </p>
        ) : null}
        {tokens.value ? <Nav /> : null}
      </header>
      <main>
        <Screen />
      </main>
    </>
  );
}

void initLocale().then(() => render(<App />, document.getElementById('app')!));
