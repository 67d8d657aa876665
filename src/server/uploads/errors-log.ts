/**
 * An upload's errors log: `<uploaded file name without extension>_errors.log`, one "Row N: ..."
 * line per problem (all of them, not only those the answer lists), stored as a generated file of
 * the uploader through the file store; its id goes into the answer (`errorsFileId`).
 */
import type { ServerContext } from '../server-context';

export function errorsLogName(uploadedName: string): string {
  const base = uploadedName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'upload';
  return `${base}_errors.log`;
}

export async function saveErrorsLog(ctx: ServerContext, uploadedName: string, lines: readonly string[], userId: number | null): Promise<number> {
  const saved = await ctx.files.save({
    name: errorsLogName(uploadedName),
    data: Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8'),
    contentType: 'text/plain; charset=utf-8',
    temp: true,
    userId,
  });
  return saved.id;
}
