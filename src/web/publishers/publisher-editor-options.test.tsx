import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { EntityEditorScreen } from '../entity/EntityEditorScreen';
import { publisherEditorOptions } from './publisher-editor-options';

describe('the publisher editor (issue "Month close" 14)', () => {
  it('shows the domains list only while "divide by domain" is on', async () => {
    const api = installFakeApi();
    const row = { id: 5, name: 'Pub Five', contract: 3, contractName: 'C-3', type: 'REGULAR', panels: [], ssps: [], nonmedia: [], needOrdReport: false, reportByPanel: false, needFileReport: false, divideByDomain: false, domains: [] };
    api.on('GET', '/api/publishers/5/', () => ({ body: row }));
    api.on('GET', /short\/$/, () => ({ body: [] }));
    renderWithApp(<EntityEditorScreen entityName="publisher" options={publisherEditorOptions} />, { path: '/publishers/5', route: '/publishers/:id' });
    const divide = await screen.findByRole('checkbox', { name: 'Divide by domain' }, { timeout: 15_000 });
    expect(screen.queryByText('Domains')).toBeNull();
    fireEvent.click(divide);
    await waitFor(() => expect(screen.getByText('Domains')).toBeTruthy());
  }, 60_000);
});
