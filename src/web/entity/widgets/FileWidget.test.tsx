import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FileFieldDef } from '../../../domain/core/fields';
import { installFakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { FileWidget } from './FileWidget';

const scanField: FileFieldDef = { kind: 'file', accept: ['.pdf', '.png'] };

function Harness({ field = scanField }: { field?: FileFieldDef }) {
  const [value, setValue] = useState<unknown>(null);
  return (
    <>
      <FileWidget name="fileScan" entityName="contract" field={field} label="Scan" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const pdf = () => new File(['%PDF-1.7\n%âãÏÓ\n'], 'scan.pdf', { type: 'application/pdf' });
const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(input(), { target: { files: [file] } });

afterEach(() => vi.unstubAllGlobals());

describe('FileWidget', () => {
  it('offers the accepted extensions to the file picker', () => {
    renderWithApp(<Harness />);
    expect(input().accept).toBe('.pdf,.png');
  });

  it('uploads a fitting file naming its field, so the server checks it too', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/files/', () => ({ status: 201, body: { id: 42, name: 'scan.pdf', size: 16 } }));
    renderWithApp(<Harness />);
    pick(pdf());
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('42'));
    expect(api.last('POST', '/api/files/')?.query.get('for')).toBe('contract.fileScan');
  });

  it('refuses a renamed file by its leading bytes, and a wrong extension, before sending either', async () => {
    const api = installFakeApi();
    for (const file of [new File(['<html><script>'], 'scan.pdf', { type: 'application/pdf' }), new File(['%PDF-1.7'], 'scan.zip')]) {
      const { unmount } = renderWithApp(<Harness />);
      pick(file);
      expect((await screen.findByTestId('toast')).textContent).toBe('File must be .pdf, .png');
      expect(screen.getByTestId('value').textContent).toBe('null');
      unmount();
    }
    expect(api.calls).toEqual([]);
  });

  it('sends any file for a field that declares nothing', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/files/', () => ({ status: 201, body: { id: 7, name: 'notes.txt', size: 3 } }));
    renderWithApp(<Harness field={{ kind: 'file' }} />);
    pick(new File(['abc'], 'notes.txt'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('7'));
  });
});
