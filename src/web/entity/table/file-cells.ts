/**
 * A `file` field in a table (issue "Month close" 3): the file's download address and its name
 * (the list answers `<field>Name` beside the id; a row without it says "File #id").
 */
import type { AnyEntity } from '../../../domain/core/entity';
import { columnFields } from '../entity-columns';
import { fileUrl } from '../widgets/file-upload';
import type { Row } from './table-options';

export interface RowFile {
  field: string;
  id: number;
  name: string | null;
  url: string;
}

/** The file a row holds in this field, or null when it holds none (yet). */
export function rowFile(row: Row, field: string): RowFile | null {
  const id = row[field];
  if (typeof id !== 'number') return null;
  const named = row[`${field}Name`];
  return { field, id, name: typeof named === 'string' && named ? named : null, url: fileUrl(id) };
}

/** Every file a row holds, in the order its entity declares its file fields. */
export function rowFiles(entity: AnyEntity, row: Row): RowFile[] {
  return columnFields(entity)
    .filter(([, field]) => field.kind === 'file')
    .map(([name]) => rowFile(row, name))
    .filter((file): file is RowFile => file !== null);
}
