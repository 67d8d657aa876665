import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { SnackbarProvider, useNotify, type NotifyColour } from './snackbar';

function Trigger({ message, colour }: { message: string; colour: NotifyColour }) {
  const notify = useNotify();
  return <button onClick={() => notify(message, colour)}>go</button>;
}

function renderTrigger(message: string, colour: NotifyColour) {
  render(
    <I18nextProvider i18n={i18n}>
      <SnackbarProvider>
        <Trigger message={message} colour={colour} />
      </SnackbarProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('snackbar', () => {
  it('shows a translated error in the toast without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderTrigger('Error while attaching', 'error');
    await userEvent.click(screen.getByText('go'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Error while attaching');
    expect(alert).not.toHaveBeenCalled();
  });
  it('shows warnings unless the canSeeWarnings setting (a cookie) is off; other colours always', async () => {
    document.cookie = 'canSeeWarnings=false; path=/';
    renderTrigger('Error while attaching', 'warning');
    await userEvent.click(screen.getByText('go'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('toast')).toBeNull();
    document.cookie = 'canSeeWarnings=true; path=/';
    await userEvent.click(screen.getByText('go'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Error while attaching');
    document.cookie = 'canSeeWarnings=; path=/; max-age=0';
  });
  it('shows an untranslated error in a browser alert, then the generic Ошибка toast (spec 1 §8)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderTrigger('Failed to fetch company data: HTTP 403 Forbidden', 'error');
    await userEvent.click(screen.getByText('go'));
    expect(alert).toHaveBeenCalledWith('Failed to fetch company data: HTTP 403 Forbidden');
    expect((await screen.findByTestId('toast')).textContent).toContain('Ошибка');
  });
});
