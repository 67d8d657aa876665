import { describe, expect, it } from 'vitest';
import {
  acceptedExtensionList,
  acceptedExtensions,
  acceptMessage,
  checkUpload,
  extensionOf,
  fileTypes,
  inlineContentTypes,
  leadingBytesNeeded,
  sniffContentType,
  storedFileFits,
} from './accepted-files';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const samples = {
  zip: bytes('PK', [3, 4], [20, 0, 0, 0]),
  pdf: bytes('%PDF-1.7\n%'),
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  html: bytes('<!doctype html><script>'),
  emptyZip: bytes('PK', [5, 6], [0, 0, 0, 0]),
};

describe('accepted extensions and the message', () => {
  it('takes one extension or several, in any case, with or without the dot', () => {
    expect(acceptedExtensions('.zip')).toEqual(['.zip']);
    expect(acceptedExtensions(['.PDF', 'png', ' .jpg '])).toEqual(['.pdf', '.png', '.jpg']);
    expect(acceptedExtensions(undefined)).toEqual([]);
    expect(acceptedExtensions([])).toEqual([]);
  });

  it('says "File must be {extension}", the extensions joined by commas', () => {
    expect(acceptMessage('.zip')).toBe('File must be .zip');
    expect(acceptMessage(['.pdf', '.png', '.jpg'])).toBe('File must be .pdf, .png, .jpg');
    expect(acceptedExtensionList(['.pdf', '.png'])).toBe('.pdf, .png');
  });

  it('finds the extension of a file name', () => {
    expect(extensionOf('Scan.Contract.PDF')).toBe('.pdf');
    expect(extensionOf('C:\\docs\\a.zip')).toBe('.zip');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.htaccess')).toBe('');
    expect(extensionOf('dir.zip/file')).toBe('');
  });
});

describe('checkUpload', () => {
  it('accepts any file when the field declares nothing', () => {
    expect(checkUpload('anything.exe', samples.html, undefined)).toBeNull();
    expect(checkUpload('anything.exe', samples.html, [])).toBeNull();
  });

  it('accepts a creative .zip that begins PK\\x03\\x04, whatever the case of its name', () => {
    expect(checkUpload('banner.zip', samples.zip, '.zip')).toBeNull();
    expect(checkUpload('BANNER.ZIP', samples.zip, '.zip')).toBeNull();
  });

  it('refuses a wrong extension, and a right extension on the wrong bytes', () => {
    expect(checkUpload('banner.rar', samples.zip, '.zip')).toBe('File must be .zip');
    expect(checkUpload('banner', samples.zip, '.zip')).toBe('File must be .zip');
    expect(checkUpload('banner.zip', samples.html, '.zip')).toBe('File must be .zip');
    expect(checkUpload('banner.zip', samples.emptyZip, '.zip')).toBe('File must be .zip');
    expect(checkUpload('banner.zip', new Uint8Array(), '.zip')).toBe('File must be .zip');
    expect(checkUpload('banner.zip', samples.zip.slice(0, 3), '.zip')).toBe('File must be .zip');
  });

  it('checks contract scans: PDF and images, each by its own signature', () => {
    const scans = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp'];
    expect(checkUpload('scan.pdf', samples.pdf, scans)).toBeNull();
    expect(checkUpload('scan.png', samples.png, scans)).toBeNull();
    expect(checkUpload('scan.jpg', samples.jpeg, scans)).toBeNull();
    expect(checkUpload('scan.JPEG', samples.jpeg, scans)).toBeNull();
    expect(checkUpload('scan.gif', samples.gif, scans)).toBeNull();
    expect(checkUpload('scan.webp', samples.webp, scans)).toBeNull();
    // a PNG renamed to .pdf is refused: the name and the bytes must agree
    expect(checkUpload('scan.pdf', samples.png, scans)).toBe('File must be .pdf, .png, .jpg, .jpeg, .gif, .webp');
    expect(checkUpload('scan.webp', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), scans)).not.toBeNull();
    expect(checkUpload('scan.svg', bytes('<svg'), scans)).not.toBeNull();
  });

  it('checks spreadsheets (.xlsx is a zip)', () => {
    expect(checkUpload('prices.xlsx', samples.zip, '.xlsx')).toBeNull();
    expect(checkUpload('prices.xls', bytes([0xd0, 0xcf, 0x11, 0xe0]), '.xlsx')).toBe('File must be .xlsx');
    expect(checkUpload('prices.xlsx', bytes('a;b;c\n'), '.xlsx')).toBe('File must be .xlsx');
  });

  it('checks an extension of no known signature by its name only', () => {
    expect(fileTypes['.csv']).toBeUndefined();
    expect(checkUpload('rows.csv', bytes('a;b\n'), '.csv')).toBeNull();
    expect(checkUpload('rows.txt', bytes('a;b\n'), '.csv')).toBe('File must be .csv');
  });

  it('needs no more leading bytes than leadingBytesNeeded', () => {
    expect(leadingBytesNeeded).toBe(12);
    for (const [name, sample] of [['a.webp', samples.webp], ['a.png', samples.png], ['a.zip', samples.zip]] as const) {
      expect(checkUpload(name, sample.slice(0, leadingBytesNeeded), extensionOf(name))).toBeNull();
    }
  });
});

describe('sniffContentType', () => {
  it('answers the type the bytes prove, not the one the name claims', () => {
    expect(sniffContentType('a.pdf', samples.pdf)).toBe('application/pdf');
    expect(sniffContentType('a.pdf', samples.png)).toBe('image/png');
    expect(sniffContentType('photo.jpg', samples.jpeg)).toBe('image/jpeg');
    expect(sniffContentType('page.png', samples.html)).toBeNull();
    expect(sniffContentType('rows.csv', bytes('a;b\n'))).toBeNull();
  });

  it('tells a .xlsx from a .zip by the name when the bytes are a zip', () => {
    expect(sniffContentType('prices.xlsx', samples.zip)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sniffContentType('banner.zip', samples.zip)).toBe('application/zip');
    expect(sniffContentType('letter.docx', samples.zip)).toBe('application/zip');
  });

  it('lets browsers show PDFs and raster images only', () => {
    expect([...inlineContentTypes].sort()).toEqual(['application/pdf', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });
});

describe('storedFileFits', () => {
  const scans = ['.pdf', '.png', '.jpg'];
  it('takes a stored file whose name and recorded type are accepted', () => {
    expect(storedFileFits({ name: 'scan.PDF', contentType: 'application/pdf' }, scans)).toBe(true);
    expect(storedFileFits({ name: 'scan.jpg', contentType: 'image/jpeg' }, scans)).toBe(true);
    expect(storedFileFits({ name: 'rows.csv', contentType: null }, '.csv')).toBe(true);
    expect(storedFileFits({ name: 'page.html', contentType: 'text/html' }, undefined)).toBe(true);
  });

  it('refuses another extension, and a known extension whose bytes proved no such type', () => {
    expect(storedFileFits({ name: 'scan.zip', contentType: 'application/zip' }, scans)).toBe(false);
    expect(storedFileFits({ name: 'scan.pdf', contentType: null }, scans)).toBe(false);
    expect(storedFileFits({ name: 'scan.pdf', contentType: 'image/png' }, scans)).toBe(false);
    expect(storedFileFits({ name: 'prices.xlsx', contentType: 'application/zip' }, '.xlsx')).toBe(false);
  });
});
