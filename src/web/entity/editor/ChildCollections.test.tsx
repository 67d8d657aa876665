import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineEntity } from '../../../domain/core/entity';
import { installFakeApi } from '../../test/fake-api';
import { adminAccount, renderWithApp } from '../../test/render';
import { EntityEditorPage } from '../EntityEditorPage';

const group = defineEntity({
  name: 'holding',
  area: 'test',
  path: 'holdings/',
  table: 'holdings',
  display: 'name',
  children: [
    { entity: 'client', via: 'holding' },
    { entity: 'brand', via: 'pipeOrganization', title: 'entities.brand' },
  ],
  fields: { name: { kind: 'string', required: true } },
});

describe('child collections', () => {
  it("shows each declared child as a tab with the child's table filtered by this record", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/holdings/4/', () => ({ body: { id: 4, name: 'Group', updatedAt: '2026-01-01T00:00:00Z' } }));
    api.on('GET', '/api/clients/', () => ({ body: { count: 1, total: {}, results: [{ id: 11, name: 'Child client', holding: 4 }] } }));
    api.on('GET', '/api/brands/', () => ({ body: { count: 0, total: {}, results: [] } }));
    renderWithApp(<EntityEditorPage entity={group} id={4} />, { account: adminAccount });
    expect(await screen.findByText('Child client')).toBeTruthy();
    expect(api.last('GET', '/api/clients/')?.query.get('holding')).toBe('4');
    fireEvent.click(screen.getByRole('tab', { name: 'Brand' }));
    await waitFor(() => expect(api.last('GET', '/api/brands/')?.query.get('pipeOrganization')).toBe('4'));
  });

  it('shows no child tabs while the record is being created', async () => {
    installFakeApi();
    renderWithApp(<EntityEditorPage entity={group} id="create" />, { account: adminAccount });
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByTestId('child-collections')).toBeNull();
  });
});
