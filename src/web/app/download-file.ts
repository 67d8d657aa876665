/** Download a stored or generated file by id as the browser's download (blob URL revoked after 5 s, spec 1 §9). */
import { ApiError } from './api-error';
import { dataProvider } from '../data/data-provider';

export const blobUrlLifetimeMs = 5000;

export async function downloadFile(id: number, options: { temp?: boolean; name?: string } = {}): Promise<void> {
  const response = await fetch(dataProvider.fileUrl(id, options), { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, `Download failed (${response.status})`, {});
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = options.name ?? (named ? decodeURIComponent(named) : `file-${id}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), blobUrlLifetimeMs);
}
