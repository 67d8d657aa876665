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

/** spec 2 §5, §8: a task that should have made a file and names none. */
export const noFileReturned = 'No file id returned!';

/** Downloads the file a finished task names (`{fileId}`); refuses with "No file id returned!" when it names none. */
export async function downloadTaskFile(detail: unknown, options: { temp?: boolean; name?: string } = {}): Promise<void> {
  const fileId = (detail as { fileId?: unknown } | null | undefined)?.fileId;
  if (typeof fileId !== 'number' || !fileId) throw new Error(noFileReturned);
  await downloadFile(fileId, options);
}
