/**
 * The yardstick: bare Fastify with one route doing one primary-key select on the app's `users` table
 * through `pg`, nothing else (no logging, validation, authentication or security headers). A second
 * route reads a first history page the same way, to tell the app's overhead from the page's own weight.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { PAGE_SIZE } from './history-data.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE) });
const app = Fastify();

app.get<{ Params: { id: string } }>('/bare/users/:id', async (request, reply) => {
  const { rows } = await pool.query('select * from users where id = $1', [request.params.id]);
  if (rows.length === 0) return reply.code(404).send({ error: 'not found' });
  return rows[0];
});
// The same work as the app's first history page, and nothing else: one page of proposals, serialised by Fastify.
app.get<{ Params: { userId: string } }>('/bare/history/:userId', async (request) => {
  const { rows } = await pool.query(
    'select * from jobs where user_id = $1 order by created_at desc, id desc limit $2',
    [request.params.userId, PAGE_SIZE],
  );
  return { jobs: rows };
});
app.get('/health', async () => ({ status: 'ok' }));

process.once('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
