/**
 * /api/silk/: the recorded requests for the super admin. `requests/?page` lists them newest
 * first, `requests/{id}/` adds the SQL statements, and `/api/silk/` is a small HTML page the web
 * app shows in a frame. Everyone else gets 403.
 */
import type { FastifyRequest } from 'fastify';
import { notFound, refuse } from '../../domain/core/refusals/refusal';
import { actorOf } from '../http/auth/authenticate';
import type { RouteModule } from '../http/route-module';
import { actionRoute } from '../http/actions/action-route';
import { profilerRecording, switchProfilerRecording } from '../../domain/profiler/profiler-actions';
import { profilerKeep } from './profiler';

const pageSize = 50;
const tags = ['profiler'];

function superAdminOnly(request: FastifyRequest): void {
  if (!actorOf(request).isSuperAdmin) throw refuse.forbidden('profiler.superAdminOnly');
}

const listColumns = `id, method, path, status, duration_ms as "durationMs", started_at as "startedAt", user_id as "userId",
  query_count as "queryCount", query_ms as "queryMs"`;

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

const recordingRoutes: RouteModule[] = [
  actionRoute(profilerRecording, async ({ ctx, request }) => {
    const until = await request.server.profiler.recording.until();
    return { recordingUntil: until && until.getTime() > Date.now() ? until.toISOString() : null, slowMs: ctx.config.profilerSlowMs };
  }),
  actionRoute(switchProfilerRecording, async ({ ctx, request, body }) => {
    const until = body.minutes > 0 ? new Date(Date.now() + body.minutes * 60_000) : null;
    await request.server.profiler.recording.set(until);
    return { recordingUntil: until?.toISOString() ?? null, slowMs: ctx.config.profilerSlowMs };
  }),
];

export const profilerRoutes: RouteModule = async (api, ctx) => {
  for (const register of recordingRoutes) await register(api, ctx);
  async function page(pageNumber: number) {
    const [{ rows }, count] = await Promise.all([
      ctx.database.query(`select ${listColumns} from profiler_requests order by id desc limit $1 offset $2`, [pageSize, (pageNumber - 1) * pageSize]),
      ctx.database.query('select count(*)::int as n from profiler_requests', []),
    ]);
    return { count: Number(count.rows[0]?.n ?? 0), page: pageNumber, pageSize, results: rows.map((r) => ({ ...r, startedAt: iso(r.startedAt) }) as Record<string, unknown>) };
  }

  const pageOf = (request: FastifyRequest) => {
    const raw = Number((request.query as { page?: string }).page ?? 1);
    return Number.isInteger(raw) && raw > 0 && raw <= Math.ceil(profilerKeep / pageSize) + 100 ? raw : 1;
  };

  api.get('/silk/requests/', { schema: { tags, summary: 'Recorded requests, newest first (super admin)' } }, async (request) => {
    superAdminOnly(request);
    return page(pageOf(request));
  });

  api.get('/silk/requests/:id/', { schema: { tags, summary: 'One recorded request with its SQL statements (super admin)' } }, async (request) => {
    superAdminOnly(request);
    const raw = (request.params as { id: string }).id;
    if (!/^\d{1,9}$/.test(raw)) throw notFound();
    const { rows } = await ctx.database.query(`select ${listColumns}, statements from profiler_requests where id = $1`, [Number(raw)]);
    if (!rows.length) throw notFound();
    return { ...rows[0], startedAt: iso(rows[0].startedAt) };
  });

  api.get('/silk/', { schema: { tags, summary: 'Profiler page (HTML, super admin)' } }, async (request, reply) => {
    superAdminOnly(request);
    const data = await page(pageOf(request));
    const openId = Number((request.query as { id?: string }).id);
    let detail = '';
    if (Number.isInteger(openId) && openId > 0) {
      const { rows } = await ctx.database.query(`select ${listColumns}, statements from profiler_requests where id = $1`, [openId]);
      if (rows.length) {
        const r = rows[0];
        const statements = (r.statements as { sql: string; ms: number }[]) ?? [];
        detail = `<h2>${escapeHtml(r.method)} ${escapeHtml(r.path)} → ${escapeHtml(r.status)} in ${escapeHtml(r.durationMs)} ms</h2>
<table><tr><th>#</th><th>ms</th><th>SQL</th></tr>${statements
          .map((s, i) => `<tr><td>${i + 1}</td><td>${escapeHtml(s.ms)}</td><td><pre>${escapeHtml(s.sql)}</pre></td></tr>`)
          .join('')}</table>`;
      }
    }
    const rowsHtml = data.results
      .map(
        (r) => `<tr><td><a href="?id=${escapeHtml(r.id)}&page=${data.page}">${escapeHtml(r.id)}</a></td><td>${escapeHtml(r.startedAt)}</td>
<td>${escapeHtml(r.method)}</td><td class="path">${escapeHtml(r.path)}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.durationMs)}</td>
<td>${escapeHtml(r.queryCount)}</td><td>${escapeHtml(r.queryMs)}</td><td>${escapeHtml(r.userId)}</td></tr>`,
      )
      .join('');
    const pages = Math.max(1, Math.ceil(data.count / pageSize));
    const nav = `<p>Page ${data.page} of ${pages} (${data.count} requests) ${data.page > 1 ? `<a href="?page=${data.page - 1}">newer</a>` : ''} ${
      data.page < pages ? `<a href="?page=${data.page + 1}">older</a>` : ''
    }</p>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html><head><meta charset="utf-8"><title>Request profiler</title>
<style>body{font:13px system-ui,sans-serif;margin:12px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
pre{margin:0;white-space:pre-wrap;word-break:break-all}.path{word-break:break-all}</style></head>
<body><h1>Request profiler</h1>${detail}${nav}<table><tr><th>id</th><th>started</th><th>method</th><th>path</th><th>status</th><th>ms</th><th>queries</th><th>SQL ms</th><th>user</th></tr>${rowsHtml}</table></body></html>`);
  });
};
