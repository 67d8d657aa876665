/**
 * One row of the domain batch upload (API.md "Domain inventory"), read against what exists:
 * the host name (from `domain`, else `platform`; both given must name one site), the theme and
 * content type by name (case-insensitive; unknown ones refuse the row), the format by value or
 * English name, the tag names (comma- or semicolon-separated; unknown ones are created later),
 * owner and comment. Empty cells change nothing of an existing domain. Pure: the server's batch
 * route and its tests share it.
 */
import { enums } from '../core/enums';
import type { DomainTemplateColumn } from './domain-actions';
import { hostNameMessages, hostNameOf } from './inventory-host-name';
import { inventoryMessages } from './domains-messages';

export interface BatchLookups {
  /** Lower-case name → id. */
  themes: ReadonlyMap<string, number>;
  contents: ReadonlyMap<string, number>;
}

export interface BatchRow {
  host: string;
  /** The domain's values the row sets (only the filled cells). */
  values: { theme?: number; contentType?: number; format?: string; owner?: string; comment?: string };
  tagNames: string[];
}

export type RowProblem = { message: string; values: Record<string, string> };

export function readBatchRow(cells: Partial<Record<DomainTemplateColumn, string>>, lookups: BatchLookups): BatchRow | RowProblem {
  const typed = cells.domain || cells.platform || '';
  const host = hostNameOf(typed);
  if ('problem' in host) return { message: hostNameMessages[host.problem], values: { value: typed } };
  if (cells.domain && cells.platform) {
    const platform = hostNameOf(cells.platform);
    if (!('host' in platform) || platform.host !== host.host) return { message: inventoryMessages.hostsDiffer, values: { domain: cells.domain, platform: cells.platform } };
  }
  const values: BatchRow['values'] = {};
  if (cells.theme) {
    const id = lookups.themes.get(cells.theme.toLowerCase());
    if (id === undefined) return { message: inventoryMessages.unknownTheme, values: { value: cells.theme } };
    values.theme = id;
  }
  if (cells['content type']) {
    const id = lookups.contents.get(cells['content type'].toLowerCase());
    if (id === undefined) return { message: inventoryMessages.unknownContent, values: { value: cells['content type'] } };
    values.contentType = id;
  }
  if (cells.format) {
    const wanted = cells.format.toLowerCase();
    const format = enums.formatWL.find((item) => item.v.toLowerCase() === wanted || item.t.toLowerCase() === wanted);
    if (!format) return { message: inventoryMessages.unknownFormat, values: { value: cells.format } };
    values.format = format.v;
  }
  if (cells.owner) values.owner = cells.owner;
  if (cells.comment) values.comment = cells.comment;
  const tagNames = [...new Set((cells.tags ?? '').split(/[,;]/).map((tag) => tag.trim()).filter(Boolean))];
  return { host: host.host, values, tagNames };
}
