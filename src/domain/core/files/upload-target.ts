/**
 * The field an upload is for, named `<entity>.<field>` (`contract.fileScan`): the server checks
 * the upload against that field's declared `accept`. Pure: the upload widget names its field the
 * same way.
 */
import type { AnyEntity } from '../entity';
import type { Accept } from './accepted-files';

export const unknownUploadTarget = 'Unknown file field';

export function uploadTarget(entityName: string, fieldName: string): string {
  return `${entityName}.${fieldName}`;
}

/**
 * The declared `accept` of the file field `target` names (undefined when it accepts any file),
 * or `{problem}` when `target` names no file field of these entities.
 */
export function acceptOfUploadTarget(
  target: string,
  entitiesByName: Readonly<Record<string, AnyEntity>>,
): { accept: Accept | undefined } | { problem: string } {
  const [entityName, fieldName, ...rest] = target.split('.');
  const entity = Object.hasOwn(entitiesByName, entityName) ? entitiesByName[entityName] : undefined;
  const field = entity && fieldName && !rest.length && Object.hasOwn(entity.fields, fieldName) ? entity.fields[fieldName] : undefined;
  if (!field || (field.kind !== 'file' && field.kind !== 'filelist')) return { problem: unknownUploadTarget };
  return { accept: 'accept' in field ? field.accept : undefined };
}
