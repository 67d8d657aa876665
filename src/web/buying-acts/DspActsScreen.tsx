/**
 * /dspActs (spec 2 §2.3): the DSP acts of the month, no create button; "Generate acts" and
 * "Send to ERIR" for admins; totals (count, sum with VAT, tax base, tax sum, items sum, items
 * percent). A row opens /dspAct/{id}, whose items load with the act.
 */
import { buyingActMessages, generateDspActs, sendDspActs } from '../../domain/buying-acts/buying-act-actions';
import { dspAct } from '../../domain/buying-acts/dsp-acts';
import type { MonthActActions } from '../registry-acts/ActMonthButtons';
import { MonthActsScreen } from '../registry-acts/MonthActsScreen';
import { ActsSummary } from './ActsSummary';

const actions: MonthActActions = { generate: generateDspActs, send: sendDspActs, generated: buyingActMessages.dspGenerated, sent: buyingActMessages.dspSent };
const editorPath = (id: number | string) => `/dspAct/${id}`;
const summary = (total: Record<string, unknown>, count: number) => <ActsSummary total={total} count={count} fields={['sum', 'nalogBaseSum', 'nalogSum', 'itemsSum']} />;

export default function DspActsScreen() {
  return <MonthActsScreen entity={dspAct} editorPath={editorPath} actions={actions} summary={summary} />;
}
