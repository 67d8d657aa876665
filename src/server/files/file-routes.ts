/**
 * Files: multipart upload (`file`, `name`) → 201 {id, name, size}; download with its name;
 * generated (temp) files; delete; the short list. Uploads over MAX_UPLOAD_MB answer 413
 * 'PROVIDED FILE TOO LARGE' and leave nothing stored.
 */
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Actor } from '../../domain/entity';
import { files } from '../db/system-tables';
import { messages } from '../../domain/rules/field-rules';
import { ApiError, badRequest, forbidden, invalidFormData, notFound } from '../http/api-error';
import { actorOf } from '../http/auth/authenticate';
import { fileTooLarge } from '../http/error-handler';
import { containsNul } from '../http/nul-character-guard';
import type { RouteModule } from '../http/route-module';
import type { ServerContext } from '../server-context';
import { findFile, removeBytes, storagePath, writeBytes } from './file-store';

const tags = ['files'];

export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

/** Generated files belong to who asked for them (and admins); uploads to everyone signed in. */
function mayAccess(actor: Actor, row: { isTemp: boolean; createdBy: number | null }): boolean {
  if (!row.isTemp || row.createdBy === null) return true;
  return row.createdBy === actor.id || actor.role === 'ADMIN' || actor.isSuperAdmin;
}

/** The multipart parser's (busboy's) errors about the body itself: no boundary, cut short, bad part headers. */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { code?: string }).code) return false;
  return /multipart|boundary|unexpected end|malformed|terminated early/i.test(error.message);
}

async function upload(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply) {
  const actor = actorOf(request);
  if (!request.isMultipart()) throw badRequest('Multipart form data with a file is expected');
  let stored: { storageKey: string; size: number } | null = null;
  let fileName = '';
  let contentType: string | null = null;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || stored) {
          part.file.resume(); // only the first `file` is kept
          continue;
        }
        if (containsNul(part.filename ?? '') || containsNul(part.mimetype ?? '')) throw invalidFormData({ file: [messages.invalid] });
        stored = await writeBytes(ctx.config, part.file);
        if (part.file.truncated) throw new ApiError(413, fileTooLarge);
        fileName = part.filename ?? '';
        contentType = part.mimetype || null;
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        if (containsNul(part.value)) throw invalidFormData({ name: [messages.invalid] });
        name = part.value.trim();
      }
    }
    if (!stored) throw badRequest('No file provided');
    const [row] = await ctx.database.db
      .insert(files)
      .values({ name: (name || fileName || 'file').slice(0, 255), size: stored.size, contentType, storageKey: stored.storageKey, createdBy: actor.id })
      .returning({ id: files.id, name: files.name, size: files.size });
    return reply.code(201).send(row);
  } catch (error) {
    if (stored) await removeBytes(ctx.config, stored.storageKey);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw new ApiError(413, fileTooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') throw badRequest((error as Error).message);
    if (isMalformedMultipart(error)) throw badRequest('Malformed multipart body');
    throw error;
  }
}

async function download(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, temp: boolean) {
  const actor = actorOf(request);
  const row = await findFile(ctx.database, idOf(request));
  if (!row || (temp && !row.isTemp)) throw notFound();
  if (!mayAccess(actor, row)) throw forbidden();
  const file = storagePath(ctx.config, row.storageKey);
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    throw notFound('The file content is missing.');
  }
  return reply
    .header('content-type', row.contentType || 'application/octet-stream')
    .header('content-disposition', contentDisposition(row.name))
    .header('content-length', size)
    .send(fs.createReadStream(file));
}

export const fileRoutes: RouteModule = async (parent, ctx) => {
  await parent.register(async (api) => filesScope(api, ctx));
};

async function filesScope(api: FastifyInstance, ctx: ServerContext) {
  // Any other body type reaches the upload handler (which answers 400) instead of a 415.
  api.addContentTypeParser('*', (request, payload, done) => {
    payload.resume();
    done(null, undefined);
  });
  // Room for the multipart envelope around the largest accepted file.
  const bodyLimit = ctx.config.maxUploadMb * 1024 * 1024 + 1024 * 1024;

  api.post('/files/', { bodyLimit, schema: { tags, summary: 'Upload a file (multipart: file, name)', consumes: ['multipart/form-data'] } }, (request, reply) =>
    upload(ctx, request, reply),
  );

  api.get('/files/short/', { schema: { tags, summary: 'Short list of uploaded files [{v, t}]' } }, async (request) => {
    actorOf(request);
    const search = String((request.query as { search?: unknown }).search ?? '').trim();
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await ctx.database.db
      .select({ v: files.id, t: files.name })
      .from(files)
      .where(search ? and(eq(files.isTemp, false), ilike(files.name, pattern)) : eq(files.isTemp, false))
      .orderBy(desc(files.id))
      .limit(100);
    return rows;
  });

  api.get('/files/temp/:id/', { schema: { tags, summary: 'Download a generated file' } }, (request, reply) => download(ctx, request, reply, true));

  api.get('/files/:id/', { schema: { tags, summary: 'Download a file' } }, (request, reply) => download(ctx, request, reply, false));

  api.delete('/files/:id/', { schema: { tags, summary: 'Delete a file and its bytes' } }, async (request, reply) => {
    const actor = actorOf(request);
    const row = await findFile(ctx.database, idOf(request));
    if (!row) throw notFound();
    if (!mayAccess(actor, row)) throw forbidden();
    await ctx.database.db.delete(files).where(eq(files.id, row.id));
    await removeBytes(ctx.config, row.storageKey);
    return reply.code(204).send();
  });
}
