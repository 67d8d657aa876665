/**
 * The domains table's run-check (spec 2 §2.5): says "Check are running, wait." at once, follows
 * the check's task and, when it ends, shows its counts and reloads the table.
 */
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import { checkDomains } from '../../domain/domains/domain-actions';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { useNotify } from '../app/snackbar';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';
import { checkOutcome } from './task-outcomes';

export function DomainCheckButton({ onDone }: { onDone(): void }) {
  const notify = useNotify();
  const check = useAction(checkDomains, { followTask: true, success: (result) => checkOutcome(result), reload: onDone });
  return (
    <ActionButton
      state={check}
      label="Run check"
      icon={<NetworkCheck />}
      onClick={() => {
        notify(inventoryMessages.checkRunning, 'primary');
        check.request({});
      }}
      testId="domains-check"
    />
  );
}
