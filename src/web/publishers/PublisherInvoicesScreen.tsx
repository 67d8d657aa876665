/**
 * /psspInvoices (spec 2 §2.1, §2.2): the publisher invoices month screen (opening on the previous
 * month, the month "Generate invoices" acts on) with type REGULAR, "Generate invoices" for the
 * chosen month, create, Excel export, the columns dialog and reset of the generic table, footer
 * totals, and the row menu (edit, set paid, statistics exports, regenerate for the publisher, delete).
 */
import { publisherInvoice } from '../../domain/publishers/publisher-invoices';
import { publisher, publisherContract } from '../../domain/publishers/publisher-entities';
import { contractNdsOptions } from '../buying-invoices/contract-nds';
import { MonthTableScreen } from '../entity/MonthTableScreen';
import type { EntityTableOptions } from '../entity/table/table-options';
import { GenerateInvoicesButton, publisherInvoiceRowActions } from './publisher-invoice-actions';

const options: EntityTableOptions = { actions: publisherInvoiceRowActions, editorOptions: contractNdsOptions(publisher, publisherContract) };
const toolbar = (month: string | null, reload: () => void) => <GenerateInvoicesButton month={month} onDone={reload} />;

export default function PublisherInvoicesScreen() {
  // The spec's default type filter (REGULAR) says how many invoices it hides (docs/decisions.md).
  return <MonthTableScreen entity={publisherInvoice} testId="invoices-month" options={options} toolbar={toolbar} hintFilter="type" />;
}
