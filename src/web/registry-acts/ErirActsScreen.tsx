/**
 * /erirActs (spec 2 §2.1, §2.4): the order acts table with its month filter, the admin's
 * generate and send buttons for that month, and footer totals; a row opens /erirActs/{id}.
 */
import { erirAct } from '../../domain/registry-acts/erir-acts';
import { erirActPath as editorPath } from './erir-act-path';
import { MonthActsScreen } from './MonthActsScreen';

export default function ErirActsScreen() {
  return <MonthActsScreen entity={erirAct} editorPath={editorPath} />;
}
