/**
 * useAction(action): a declared action as a button's state. Visibility comes from the action's
 * declared access and enablement from its `availableFor(actor, record)` — the functions the
 * server runs — never from a rule restated here. `request` asks the declared confirmation (or
 * the one given), then runs the action through runAction (task, notification, reload).
 */
import { createElement, useCallback, useState, type ReactElement } from 'react';
import { actionVerdict, type ActionDef, type ActionRecord, type ActionVerdict } from '../../domain/core/actions/action';
import { actorOfAccount, useAuth } from '../app/auth';
import type { ActionCall } from '../app/call-action';
import { ConfirmDialog } from '../app/ConfirmDialog';
import { useNotify } from '../app/snackbar';
import { runAction, type ActionResult, type RunOptions } from './run-action';

export interface UseActionOptions<A extends ActionDef> extends RunOptions<ActionResult<A>> {
  /** The record the action is offered on (its availability is decided from it). */
  record?: ActionRecord | null;
  /** Overrides the declared confirmation; null: run at once. */
  confirm?: string | null;
  /**
   * i18n key: when the declared access refuses the actor, the button is shown disabled with
   * this reason (spec 2 §6: "the buttons are disabled otherwise") instead of being hidden.
   */
  refusedReason?: string;
  reload?(): void;
}

export interface ActionState<A extends ActionDef> {
  shown: boolean;
  enabled: boolean;
  /** Why it is disabled (the server's refusal message). */
  reason?: string;
  busy: boolean;
  /** Asks the confirmation when there is one, then runs. */
  request(call: ActionCall<A>): void;
  /** The confirmation dialog; render it beside the button. */
  dialog: ReactElement | null;
}

export function useAction<A extends ActionDef>(action: A, options: UseActionOptions<A> = {}): ActionState<A> {
  const { account } = useAuth();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<ActionCall<A> | null>(null);
  const declared = actionVerdict(action, actorOfAccount(account), options.record);
  const verdict: ActionVerdict = !declared.shown && options.refusedReason ? { shown: true, enabled: false, reason: options.refusedReason } : declared;
  const confirm = options.confirm === undefined ? action.confirm : options.confirm;

  const run = useCallback(
    async (call: ActionCall<A>) => {
      setBusy(true);
      try {
        await runAction(action, call, options, { notify, reload: options.reload });
      } finally {
        setBusy(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [action, notify, options.reload, options.success, options.then, options.errorText, options.followTask],
  );
  const request = (call: ActionCall<A>) => {
    if (!verdict.shown || !verdict.enabled) return;
    if (confirm) setPending(call);
    else void run(call);
  };
  const dialog = confirm
    ? createElement(ConfirmDialog, {
        open: pending !== null,
        message: confirm,
        onConfirm: () => pending && void run(pending),
        onClose: () => setPending(null),
      })
    : null;
  return {
    shown: verdict.shown,
    enabled: verdict.shown && verdict.enabled,
    reason: verdict.shown && !verdict.enabled ? verdict.reason : undefined,
    busy,
    request,
    dialog,
  };
}
