/** The profiler page of the API shown in a frame (super admin only). */
import { dataProvider } from '../data/data-provider';

export default function ProfilerScreen() {
  return <iframe title="Profiler" src={dataProvider.pageUrl('silk/')} style={{ border: 0, width: '100%', height: 'calc(100vh - 24px)' }} />;
}
