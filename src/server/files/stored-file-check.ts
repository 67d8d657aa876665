/**
 * A file put into a field that declares `accept` must be a stored file of an accepted kind, by
 * what the server recorded at upload (its name and the type its bytes proved). So a file
 * uploaded without naming the field (`POST /api/files/` without `for`) cannot end up in it.
 * Files already in the record are not checked again; ids of no stored file are left to the
 * field's own rules.
 */
import { inArray } from 'drizzle-orm';
import { entityFields, type AnyEntity } from '../../domain/core/entity';
import { acceptMessage, storedFileFits } from '../../domain/core/files/accepted-files';
import type { Executor } from '../db/connection';
import { files } from '../db/system-tables';
import { invalidFormData } from '../../domain/core/refusals/refusal';

const fileIds = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isInteger(id));

/** 400 naming each file field that was given a file it does not accept. */
export async function refuseUnacceptedFiles(tx: Executor, entity: AnyEntity, model: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [name, field] of entityFields(entity)) {
    if ((field.kind !== 'file' && field.kind !== 'filelist') || !field.accept || !(name in model)) continue;
    const kept = new Set(fileIds(existing?.[name]));
    const added = fileIds(model[name]).filter((id) => !kept.has(id));
    if (!added.length) continue;
    const rows = await tx.select({ name: files.name, contentType: files.contentType }).from(files).where(inArray(files.id, added));
    if (rows.some((row) => !storedFileFits(row, field.accept))) errors[name] = [acceptMessage(field.accept)];
  }
  if (Object.keys(errors).length) throw invalidFormData(errors);
}
