import { BtUrlsEditor } from './BtUrlsEditor';

export default function BtUrlsScreen() {
  return <BtUrlsEditor />;
}
