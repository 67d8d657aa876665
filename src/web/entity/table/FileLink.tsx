/** A table cell's file: a download link named with the file's name; a click on it downloads, it does not open the row. */
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RowFile } from './file-cells';

export function FileLink({ file }: { file: RowFile | null }) {
  const { t } = useTranslation();
  if (!file) return null;
  const text = file.name ?? `${t('Download')} #${file.id}`;
  return (
    <Link
      href={file.url}
      download={file.name ?? ''}
      title={text}
      data-testid={`file-link-${file.field}`}
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      sx={{ display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {text}
    </Link>
  );
}
