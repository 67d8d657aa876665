/**
 * "Generate acts" and "Send to ERIR" of an acts table (order, publisher and DSP acts; spec 2
 * §2.2–§2.4, §6): enabled for whom the declared actions allow (admins), disabled with the reason
 * for others, and only with a month filter. Each asks its declared confirmation, runs (a generation, a task) and reloads.
 */
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Send from '@mui/icons-material/Send';
import type { ActionDef } from '../../domain/core/actions/action';
import { generateErirActs, registryActMessages, sendErirActs } from '../../domain/registry-acts/registry-act-actions';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';

/** The month actions of one kind of acts with their success texts. */
export interface MonthActActions {
  generate: ActionDef;
  send: ActionDef;
  generated: string;
  sent: string;
}

export const orderActActions: MonthActActions = { generate: generateErirActs, send: sendErirActs, generated: registryActMessages.generated, sent: registryActMessages.sent };

/** spec 2 §6: for others the buttons are disabled, saying why. */
const adminOnly = 'Only an admin generates and sends acts';

interface Props {
  /** First day of the filtered month, or null when the filter is not one month. */
  month: string | null;
  actions?: MonthActActions;
  onDone(): void;
}

export function ActMonthButtons({ month, actions = orderActActions, onDone }: Props) {
  const generate = useAction(actions.generate, { success: actions.generated, reload: onDone, refusedReason: adminOnly });
  const send = useAction(actions.send, { success: actions.sent, reload: onDone, refusedReason: adminOnly });
  const blocked = !month && 'Choose a month first';
  return (
    <>
      <ActionButton state={generate} label="Generate acts" icon={<PlaylistAdd />} testId="generate-acts" blocked={blocked} onClick={() => month && generate.request({ query: { date: month } })} />
      <ActionButton state={send} label="Send to ERIR" icon={<Send />} testId="send-acts" blocked={blocked} onClick={() => month && send.request({ query: { date: month } })} />
    </>
  );
}
