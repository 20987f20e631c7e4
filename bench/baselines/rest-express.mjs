// Baseline (a): bare Express 5 + pg serving the three REST reads with the SQL Convene ran for them (captured),
// no validation, auth, logging or presenters: the cost of the framework and the database alone.
import express from 'express';
import { createPool, loadCaptured, replayer } from './replay.mjs';

const captured = loadCaptured();
const pool = createPool();
const run = Object.fromEntries(Object.entries(captured).map(([k, v]) => [k, replayer(pool, v)]));
const app = express();
app.disable('x-powered-by');
app.get('/api/events/:slug', async (req, res) => {
  res.json({ data: await (req.headers.authorization ? run.auth : run.guest)() });
});
app.get('/api/events', async (_req, res) => {
  res.json({ data: await run.list() });
});
const server = app.listen(Number(process.env.PORT ?? 0), '0.0.0.0', () => process.send?.({ type: 'ready', port: server.address().port }));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
