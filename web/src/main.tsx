import { render } from 'preact';
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { claims, connection, logout, tokens } from './session.ts';
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

const route = signal(location.hash || '#/');
window.addEventListener('hashchange', () => (route.value = location.hash || '#/'));

function Nav() {
  const c = claims.value;
  const links = c?.eventId
    ? [
        ['#/feed', 'Feed'],
        ['#/people', 'People'],
        ['#/chats', 'Chats'],
        ['#/meetings', 'Meetings'],
        ['#/sessions', 'Sessions'],
        ['#/agenda', 'Agenda'],
        ['#/recommendations', 'For you'],
      ]
    : [
        ['#/door', 'Door'],
        ['#/attendees', 'Attendees'],
        ['#/reports', 'Reports'],
        ['#/meetings', 'Meetings'],
        ['#/programme', 'Programme'],
      ];
  return (
    <nav aria-label="Main">
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
            Log out
          </button>
        </li>
      </ul>
      {c?.eventId ? (
        <p class="status" role="status" data-testid="connection">
          {connection.value === 'live' ? 'Live' : connection.value === 'offline' ? 'Offline: reconnecting…' : 'Connecting…'}
        </p>
      ) : null}
    </nav>
  );
}

function Screen() {
  const r = route.value;
  if (!tokens.value || r.startsWith('#/login')) return <Login />;
  const c = claims.value;
  const [, name, arg] = r.split('/');
  if (!c?.eventId) {
    if (name === 'programme') return <Programme slug={arg ? decodeURIComponent(arg) : undefined} />;
    if (name === 'meetings') return <EventMeetings />;
    // A session's Q&A, moderated with the organizer's own login (from the programme's "Moderate Q&A").
    if (name === 'qa' && arg) return <Questions slug={decodeURIComponent(arg)} sessionId={Number(r.split('/')[3])} />;
    return name === 'attendees' ? <Attendees /> : name === 'reports' ? <Reports /> : <Door />;
  }
  switch (name) {
    case 'people':
      return arg ? <Profile id={Number(arg)} /> : <People />;
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
    default:
      return <Feed />;
  }
}

function App() {
  useEffect(() => {
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' }).catch(() => undefined);
  }, []);
  return (
    <>
      <header>
        <h1>
          <a href="#/">Convene</a>
        </h1>
        {tokens.value ? <Nav /> : null}
      </header>
      <main>
        <Screen />
      </main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
