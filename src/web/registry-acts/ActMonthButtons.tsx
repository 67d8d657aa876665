/**
 * "Generate acts" and "Send to ERIR" of the order acts table (spec 2 §2.4, §6): shown to whom
 * the declared actions allow (admins), enabled only with a month filter. Each asks its declared
 * confirmation, starts its task and waits for it.
 */
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Send from '@mui/icons-material/Send';
import { generateErirActs, registryActMessages, sendErirActs } from '../../domain/registry-acts/registry-act-actions';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';

interface Props {
  /** First day of the filtered month, or null when the filter is not one month. */
  month: string | null;
  onDone(): void;
}

export function ActMonthButtons({ month, onDone }: Props) {
  const generate = useAction(generateErirActs, { success: registryActMessages.generated, reload: onDone });
  const send = useAction(sendErirActs, { success: registryActMessages.sent, reload: onDone });
  const blocked = !month && 'Choose a month first';
  return (
    <>
      <ActionButton state={generate} label="Generate acts" icon={<PlaylistAdd />} testId="generate-acts" blocked={blocked} onClick={() => month && generate.request({ query: { date: month } })} />
      <ActionButton state={send} label="Send to ERIR" icon={<Send />} testId="send-acts" blocked={blocked} onClick={() => month && send.request({ query: { date: month } })} />
    </>
  );
}
