/** A dialog editor asks before dropping unsaved changes (issue "Month close" #7). */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { holding } from '../../domain/counterparties/counterparties';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { EntityEditorDialog } from './EntityEditorDialog';

function open(onClose: () => void) {
  const api = installFakeApi();
  api.on('GET', '/api/brands/pipe/short/', () => ({ body: [] }));
  api.on('GET', '/api/clients/short/', () => ({ body: [] }));
  api.on('GET', '/api/holdings/9/', () => ({ body: { id: 9, name: 'Old', pipeOrganization: null, clients: [], updatedAt: '2026-01-01T00:00:00Z' } }));
  renderWithApp(<EntityEditorDialog entity={holding} id={9} onClose={onClose} />);
}

const nameInput = () => screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
const escape = () => fireEvent.keyDown(screen.getByTestId('entity-editor').querySelector('[role="dialog"]')!, { key: 'Escape' });

describe('dialog editor with unsaved changes', () => {
  it('closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    open(onClose);
    await waitFor(() => expect(nameInput().value).toBe('Old'));
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks on Escape and on Cancel; Stay keeps the edits, Discard changes closes', async () => {
    const onClose = vi.fn();
    open(onClose);
    await waitFor(() => expect(nameInput().value).toBe('Old'));
    fireEvent.change(nameInput(), { target: { value: 'Edited' } });
    escape();
    expect(await screen.findByText('Close the editor? Your changes will be lost.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Close the editor? Your changes will be lost.')).toBeNull());
    expect(nameInput().value).toBe('Edited');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Close the editor? Your changes will be lost.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
