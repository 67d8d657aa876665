import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holding } from '../../domain/counterparties/counterparties';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import type { Model } from '../entity/editor/editor-options';
import { revalidateMs, useFormController } from './use-form-controller';
import { useState } from 'react';

const loaded: Model = { id: 9, name: 'Old', pipeOrganization: 3, clients: [], updatedAt: '2026-01-01T00:00:00Z' };

interface ProbeProps {
  model: Model;
  onSaved?(model: Model, created: boolean, stay: boolean): void;
  onDeleted?(): void;
  onInvalid?(name: string): void;
}

function Probe({ model, onSaved = () => undefined, onDeleted = () => undefined, onInvalid }: ProbeProps) {
  const form = useFormController(holding, model, model.id ? 'edit' : 'create', {}, { onSaved, onDeleted, onInvalid });
  const [dirty, setDirty] = useState<boolean | null>(null);
  return (
    <div>
      <button onClick={() => form.setValues({ name: 'Newer' })}>rename</button>
      <button onClick={() => form.setValues({ name: '' })}>blank</button>
      <button onClick={() => form.setValues({ pipeOrganization: 4 })}>other</button>
      <button onClick={() => void form.save()}>save</button>
      <button onClick={() => void form.saveAndStay()}>apply</button>
      <button onClick={() => setDirty(form.isDirty())}>dirty?</button>
      <span data-testid="dirty">{dirty === null ? '' : String(dirty)}</span>
      <button onClick={() => void form.remove()}>delete</button>
      <span data-testid="name-error">{form.form.formState.errors.name?.message ?? ''}</span>
      <span data-testid="conflict">{form.conflict ?? ''}</span>
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useFormController', () => {
  it('saves the whole model with its updatedAt, notifies and hands the saved model on', async () => {
    const api = installFakeApi();
    api.on('PUT', '/api/holdings/9/', (req) => ({ body: req.body }));
    const onSaved = vi.fn();
    renderWithApp(<Probe model={loaded} onSaved={onSaved} />);
    await userEvent.click(screen.getByText('rename'));
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: 'Newer' }), false, false));
    expect(api.last('PUT', '/api/holdings/9/')?.body).toMatchObject({ id: 9, name: 'Newer', updatedAt: '2026-01-01T00:00:00Z' });
    expect((await screen.findByTestId('toast')).textContent).toContain('Item has been updated');
  });

  it("puts the server's field errors on their fields and keeps a 409 as the conflict", async () => {
    const api = installFakeApi();
    api.on('PUT', '/api/holdings/9/', () => ({ status: 400, body: { detail: 'invalid form data', errors: { name: ['Name is taken'] } } }));
    renderWithApp(<Probe model={loaded} />);
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('name-error').textContent).toBe('Name is taken'));
    api.on('PUT', '/api/holdings/9/', () => ({ status: 409, body: { detail: 'The item was changed by someone else' } }));
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('conflict').textContent).toBe('The item was changed by someone else'));
  });

  it("keeps the server's refusal of a field through another field's later change, until that field changes", async () => {
    const api = installFakeApi();
    api.on('PUT', '/api/holdings/9/', () => ({ status: 400, body: { detail: 'invalid form data', errors: { name: ['Name is taken'] } } }));
    renderWithApp(<Probe model={loaded} />);
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('name-error').textContent).toBe('Name is taken'));
    // Another field's value arrives after the answer (a follow-up of a choice): the form revalidates.
    await userEvent.click(screen.getByText('other'));
    await new Promise((resolve) => setTimeout(resolve, revalidateMs * 3));
    expect(screen.getByTestId('name-error').textContent).toBe('Name is taken');
    await userEvent.click(screen.getByText('rename'));
    await waitFor(() => expect(screen.getByTestId('name-error').textContent).toBe(''));
  });

  it('deletes the record, notifies and tells the screen', async () => {
    const api = installFakeApi();
    api.on('DELETE', '/api/holdings/9/', () => ({ status: 204 }));
    const onDeleted = vi.fn();
    renderWithApp(<Probe model={loaded} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByText('delete'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect((await screen.findByTestId('toast')).textContent).toContain('Item has been deleted');
  });

  it('knows unsaved changes: none when loaded, some after typing, none once saved; "save and stay" says so', async () => {
    const api = installFakeApi();
    api.on('PUT', '/api/holdings/9/', (req) => ({ body: { ...(req.body as object), updatedAt: '2026-01-02T00:00:00Z' } }));
    const onSaved = vi.fn();
    renderWithApp(<Probe model={loaded} onSaved={onSaved} />);
    const dirty = async () => (await userEvent.click(screen.getByText('dirty?')), screen.getByTestId('dirty').textContent);
    expect(await dirty()).toBe('false');
    await userEvent.click(screen.getByText('rename'));
    expect(await dirty()).toBe('true');
    await userEvent.click(screen.getByText('apply'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Newer' }), false, true));
    expect(await dirty()).toBe('false');
  });

  it('names the first invalid field in the form’s order, from the browser’s check and from the server’s', async () => {
    const api = installFakeApi();
    const onInvalid = vi.fn();
    renderWithApp(<Probe model={loaded} onInvalid={onInvalid} />);
    await userEvent.click(screen.getByText('blank'));
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith('name'));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    onInvalid.mockClear();
    api.on('PUT', '/api/holdings/9/', () => ({ status: 400, body: { detail: 'invalid form data', errors: { clients: ['Bad list'], pipeOrganization: ['Unknown'] } } }));
    await userEvent.click(screen.getByText('rename'));
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    const order = Object.keys(holding.fields);
    expect(onInvalid).toHaveBeenCalledWith(order.indexOf('pipeOrganization') < order.indexOf('clients') ? 'pipeOrganization' : 'clients');
  });
});
