/**
 * The inventory's calls on outside services (spec 2 §2.5): ping, the export to Google and the
 * audience or thematic enrichment, each for every domain (toolbar) or for one row (row menu);
 * each follows its task and shows how it ended.
 */
import Insights from '@mui/icons-material/Insights';
import NetworkPing from '@mui/icons-material/NetworkPing';
import Topic from '@mui/icons-material/Topic';
import { enrichInventory, pingInventory } from '../../domain/domains/domain-actions';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import type { PromptType } from '../../domain/domains/enrichment-answer';
import { offerOnRow } from '../data/declared-actions';
import { enrichmentOutcome } from './task-outcomes';

export const enrichmentLabels: Record<PromptType, { one: string; all: string; icon: typeof Insights }> = {
  AUDIENCE: { one: 'Audience enrichment', all: 'Audience enrichment for all', icon: Insights },
  THEMATIC: { one: 'Thematic enrichment', all: 'Thematic enrichment for all', icon: Topic },
};

const rowDomain = (row: Record<string, unknown>) => String(row.domain ?? '');

export const inventoryRowActions = [
  offerOnRow(pingInventory, { label: 'Ping', icon: <NetworkPing fontSize="small" />, call: (row) => ({ body: { domain: rowDomain(row) } }), success: inventoryMessages.pinged }),
  ...(['AUDIENCE', 'THEMATIC'] as const).map((type) => {
    const { one, icon: Icon } = enrichmentLabels[type];
    return offerOnRow(enrichInventory, { label: one, icon: <Icon fontSize="small" />, call: (row) => ({ body: { domain: rowDomain(row), type } }), success: enrichmentOutcome });
  }),
];
