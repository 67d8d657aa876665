/**
 * /publisherActs (spec 2 §2.2): the publisher acts of the month, no create button; "Generate
 * acts" and "Send to ERIR" for admins; the summary: count, sum with VAT, items sum, items
 * percent, invoice sum. A row opens /publisherAct/{id}.
 */
import { buyingActMessages, generatePublisherActs, sendPublisherActs } from '../../domain/buying-acts/buying-act-actions';
import { publisherAct } from '../../domain/buying-acts/publisher-acts';
import type { MonthActActions } from '../registry-acts/ActMonthButtons';
import { MonthActsScreen } from '../registry-acts/MonthActsScreen';
import { ActsSummary } from './ActsSummary';

const actions: MonthActActions = { generate: generatePublisherActs, send: sendPublisherActs, generated: buyingActMessages.publisherGenerated, sent: buyingActMessages.publisherSent };
const editorPath = (id: number | string) => `/publisherAct/${id}`;
const summary = (total: Record<string, unknown>, count: number) => <ActsSummary total={total} count={count} fields={['sum', 'itemsSum', 'invoiceSum']} />;

export default function PublisherActsScreen() {
  return <MonthActsScreen entity={publisherAct} editorPath={editorPath} actions={actions} summary={summary} />;
}
