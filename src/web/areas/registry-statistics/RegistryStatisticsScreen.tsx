/** ERIR statistics screen; for now it holds the BT URL list (the statistics table comes with the registry area). */
import { BtUrlsEditor } from './BtUrlsEditor';

export default function RegistryStatisticsScreen() {
  return <BtUrlsEditor />;
}
