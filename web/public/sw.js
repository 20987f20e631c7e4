// Convene's service worker: the app shell works offline (cached on install, network first when online), and
// Web Push messages become notifications. API calls and sockets are never cached.
const CACHE = 'convene-shell-v1';
const SHELL = ['./', './manifest.webmanifest', './icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/app/')) return;
  event.respondWith(
    fetch(event.request)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          caches.open(CACHE).then((cache) => cache.put(event.request, copy));
        }
        return res;
      })
      .catch(() => caches.match(event.request).then((hit) => hit ?? caches.match('./'))),
  );
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = data.type === 'chat_message' ? `Message from ${data.from?.name ?? 'someone'}` : data.type === 'meeting' ? 'Meeting update' : 'Convene';
  const target = data.type === 'chat_message' ? `./#/chat/${data.from?.id}` : data.type === 'meeting' || data.type === 'meeting_reminder' ? './#/meetings' : './';
  event.waitUntil(self.registration.showNotification(title, { body: data.type === 'meeting_reminder' ? 'Your meeting starts soon.' : '', icon: 'icon.svg', data: { target } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data?.target ?? './'));
});
