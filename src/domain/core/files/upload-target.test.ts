import { describe, expect, it } from 'vitest';
import { entitiesByName } from '../entities';
import { defineEntity } from '../entity';
import { acceptedExtensions } from './accepted-files';
import { acceptOfUploadTarget, unknownUploadTarget, uploadTarget } from './upload-target';

const creative = defineEntity({
  name: 'creative',
  area: 'probe',
  path: 'creatives/',
  table: 'creatives',
  display: 'title',
  fields: {
    title: { kind: 'string' },
    archive: { kind: 'file', accept: '.zip' },
    attachments: { kind: 'filelist' },
  },
});
const declared = { creative };

describe('acceptOfUploadTarget', () => {
  it("answers the declared accept of '<entity>.<field>'", () => {
    expect(uploadTarget('creative', 'archive')).toBe('creative.archive');
    expect(acceptOfUploadTarget('creative.archive', declared)).toEqual({ accept: '.zip' });
    expect(acceptOfUploadTarget('creative.attachments', declared)).toEqual({ accept: undefined });
  });

  it('names no field for unknown entities, unknown fields, fields that hold no files and odd names', () => {
    for (const target of ['order.archive', 'creative.nothing', 'creative.title', 'creative', 'creative.archive.x', '', 'creative.toString', 'constructor.name']) {
      expect(acceptOfUploadTarget(target, declared)).toEqual({ problem: unknownUploadTarget });
    }
  });

  it("finds the contract scan's declaration among the real entities", () => {
    const found = acceptOfUploadTarget('contract.fileScan', entitiesByName);
    expect('accept' in found && acceptedExtensions(found.accept)).toContain('.pdf');
  });
});
