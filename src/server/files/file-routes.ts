/**
 * Files: multipart upload (`file`, `name`) → 201 {id, name, size}; download with its name;
 * generated (temp) files; delete; the short list. Uploads over MAX_UPLOAD_MB answer 413
 * 'PROVIDED FILE TOO LARGE' and leave nothing stored. An upload for a declared file field
 * (`?for=contract.fileScan`) must fit the field's `accept` by name and leading bytes, else 400
 * "File must be .pdf, .png, …"; the type recorded is the one the bytes prove.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { and, desc, eq, ilike } from 'drizzle-orm';
import { hasAccess, type Actor } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import { acceptedExtensionList, checkUpload, sniffContentType, type Accept } from '../../domain/core/files/accepted-files';
import { acceptOfUploadTarget, unknownUploadTarget } from '../../domain/core/files/upload-target';
import { files } from '../db/system-tables';
import { messages } from '../../domain/core/rules/field-rules';
import { forbiddenBecause, invalidFormData, notFound, refuse } from '../../domain/core/refusals/refusal';
import { actorOf } from '../http/auth/authenticate';
import { containsNul } from '../http/nul-character-guard';
import { holdingFields, refuseWhileHeld } from '../items/delete-guard';
import type { RouteModule } from '../http/route-module';
import type { ServerContext } from '../server-context';
import { downloadHeaders } from './download-headers';
import { findFile, openBytes, removeBytes, writeBytes, type WrittenBytes } from './file-store';

const tags = ['files'];

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

export const notUploaderMessage = 'Only the uploader or an admin may delete a file';

/** A file is deleted by whoever uploaded it or asked for it, or by an admin. */
function mayDelete(actor: Actor, row: { createdBy: number | null }): boolean {
  return row.createdBy === actor.id || hasAccess('admin', actor);
}

/** The records' file fields: a file one of them names is not deleted. */
const fileFields = holdingFields((field) => field.kind === 'file' || field.kind === 'filelist');

/** The multipart parser's (busboy's) errors about the body itself: no boundary, cut short, bad part headers. */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { code?: string }).code) return false;
  return /multipart|boundary|unexpected end|malformed|terminated early/i.test(error.message);
}

/** What the upload is for (`?for=` or a `for` part, `<entity>.<field>`): that field's accepted files. */
function acceptOf(target: string | undefined): Accept | undefined {
  if (target === undefined) return undefined;
  const found = acceptOfUploadTarget(target, entitiesByName);
  if ('problem' in found) throw invalidFormData({ for: [found.problem] });
  return found.accept;
}

/** What the multipart body brought: the first `file` part's bytes and name, the `name` and `for` parts. */
interface Received {
  stored: WrittenBytes | null;
  fileName: string;
  name: string;
  target: string | undefined;
}

/** Stores the first `file` part's bytes; any other file part is drained. */
async function receiveFile(ctx: ServerContext, part: MultipartFile, received: Received): Promise<void> {
  if (part.fieldname !== 'file' || received.stored) {
    part.file.resume(); // only the first `file` is kept
    return;
  }
  if (containsNul(part.filename ?? '') || containsNul(part.mimetype ?? '')) throw invalidFormData({ file: [messages.invalid] });
  received.stored = await writeBytes(ctx.config, part.file);
  if (part.file.truncated) throw refuse.tooLarge('request.tooLarge');
  received.fileName = part.filename ?? '';
}

/** The `name` part, and the `for` part unless the query named the target. */
function receiveValue(part: MultipartValue, received: Received, queryTarget: string | undefined): void {
  if (typeof part.value !== 'string') return;
  if (part.fieldname === 'name') {
    if (containsNul(part.value)) throw invalidFormData({ name: [messages.invalid] });
    received.name = part.value.trim();
  } else if (part.fieldname === 'for' && queryTarget === undefined) {
    received.target = part.value;
  }
}

/** Checks the received file against its target field and records it: the new row's id, name and size. */
async function recordUpload(ctx: ServerContext, actor: Actor, received: Received) {
  const { stored, fileName, name, target } = received;
  if (!stored) throw refuse.invalid('files.noFile');
  const storedName = (name || fileName || 'file').slice(0, 255);
  // Both the file's own name and the name it is stored under must fit the field.
  const accept = acceptOf(target);
  const wrongType = checkUpload(fileName, stored.leadingBytes, accept) ?? checkUpload(storedName, stored.leadingBytes, accept);
  if (wrongType) throw refuse.invalid('files.wrongType', { extensions: acceptedExtensionList(accept) }, { errors: { file: [wrongType] } });
  // The type the bytes prove, never the client's claim (the part's Content-Type).
  const contentType = sniffContentType(storedName, stored.leadingBytes);
  const [row] = await ctx.database.db
    .insert(files)
    .values({ name: storedName, size: stored.size, contentType, storageKey: stored.storageKey, createdBy: actor.id })
    .returning({ id: files.id, name: files.name, size: files.size });
  return row;
}

/** The refusal an upload's failure answers: the multipart plugin's and parser's errors as 413 or 400, others as they are. */
function uploadFailure(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') return refuse.tooLarge('request.tooLarge');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') return refuse.invalid('request.invalid', { reason: (error as Error).message });
  if (isMalformedMultipart(error)) return refuse.invalid('files.malformed');
  return error;
}

async function upload(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply) {
  const actor = actorOf(request);
  if (!request.isMultipart()) throw refuse.invalid('files.multipartExpected');
  const queryTarget = (request.query as { for?: unknown }).for;
  if (queryTarget !== undefined && typeof queryTarget !== 'string') throw invalidFormData({ for: [unknownUploadTarget] });
  const received: Received = { stored: null, fileName: '', name: '', target: queryTarget };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await receiveFile(ctx, part, received);
      else receiveValue(part, received, queryTarget);
    }
    return reply.code(201).send(await recordUpload(ctx, actor, received));
  } catch (error) {
    if (received.stored) await removeBytes(ctx.config, received.stored.storageKey).catch(() => {});
    throw uploadFailure(error);
  }
}

async function download(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, temp: boolean) {
  const actor = actorOf(request);
  const row = await findFile(ctx.database, idOf(request));
  if (!row || (temp && !row.isTemp)) throw notFound();
  if (!mayAccess(actor, row)) throw forbiddenBecause();
  const found = await openBytes(ctx.config, row.storageKey);
  if (!found) throw refuse.notFound('files.contentMissing');
  return reply.headers(downloadHeaders({ name: row.name, contentType: row.contentType, size: found.size })).send(found.stream);
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

  const uploadSchema = {
    tags,
    summary: 'Upload a file (multipart: file, name)',
    description: 'With `for`, the file must fit that declared file field: its extension and its leading bytes; else 400 "File must be .pdf, .png, …".',
    consumes: ['multipart/form-data'],
    querystring: { type: 'object', properties: { for: { type: 'string', description: 'The field the file is for: `<entity>.<field>`, e.g. `contract.fileScan`' } } },
  };
  api.post('/files/', { bodyLimit, schema: uploadSchema }, (request, reply) => upload(ctx, request, reply));

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

  const deleteSchema = {
    tags,
    summary: 'Delete a file and its bytes',
    description: 'Only by its uploader or an admin (403 otherwise), and never while a record refers to it (409 "Used by 1 contract").',
  };
  api.delete('/files/:id/', { schema: deleteSchema }, async (request, reply) => {
    const actor = actorOf(request);
    const row = await findFile(ctx.database, idOf(request));
    if (!row) throw notFound();
    if (!mayDelete(actor, row)) throw refuse.forbidden('files.notUploader');
    await ctx.database.db.transaction(async (tx) => {
      await refuseWhileHeld(tx, fileFields, row.id);
      await tx.delete(files).where(eq(files.id, row.id));
    });
    // After the row: an object left by a store that failed now is swept by files.sweepOrphans.
    await removeBytes(ctx.config, row.storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey: row.storageKey }, 'file bytes not removed; the daily sweep will'));
    return reply.code(204).send();
  });
}
