/** /order/{id}: the order editor as a full page with its tabs. */
import { EntityEditorScreen } from '../entity/EntityEditorScreen';
import { orderEditorOptions } from './order-editor-options';

export default function OrderEditorScreen() {
  return <EntityEditorScreen entityName="order" options={orderEditorOptions} fallbackPath="/orders" />;
}
