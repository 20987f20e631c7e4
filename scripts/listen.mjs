#!/usr/bin/env node
// `npm run listen -- <access token> [event ...]`: the quick start's listener. Connects to Convene's Socket.IO
// (path /connect/socket.io, the token in `auth`) and prints every push it gets, one line each (or only the named
// events). The server is CONVENE_URL (default http://localhost:3000). socket.io-client is resolved from this
// checkout, so it also runs from any directory as `node <checkout>/scripts/listen.mjs <token>`.
import { io } from 'socket.io-client';

const [token, ...only] = process.argv.slice(2);
if (!token) {
  console.error('usage: npm run listen -- <access token> [event ...]   (server: CONVENE_URL, default http://localhost:3000)');
  process.exit(2);
}
const url = process.env.CONVENE_URL ?? 'http://localhost:3000';
const socket = io(url, { path: '/connect/socket.io', auth: { token } });
socket.on('connect', () => console.log(`connected to ${url}`));
socket.on('disconnect', (reason) => console.log(`disconnected: ${reason}`));
socket.on('connect_error', (err) => {
  console.error(`connect_error: ${err.message}`);
  // A refused token does not get better by retrying.
  if (!socket.active) process.exit(1);
});
socket.onAny((event, ...args) => {
  if (only.length && !only.includes(event)) return;
  console.log(event, JSON.stringify(args.length === 1 ? args[0] : args));
});
const stop = () => {
  socket.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
