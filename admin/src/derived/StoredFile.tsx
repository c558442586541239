import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FileField, FileInput, useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources';
import { storedFileUrl } from '../api/files';
import type { FieldContext } from './fieldContext';

const ACCEPT = {
  pdf: { 'application/pdf': ['.pdf'] },
  image: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
} as const;

/** View and Download for a stored file of the record in context (nothing when none is stored). */
export function StoredFileLinks({
  resource,
  source,
  preview,
}: {
  resource: Resource;
  source: string;
  preview?: boolean;
}) {
  const record = useRecordContext();
  const view = storedFileUrl(resource, source, record);
  if (!view) return null;
  const download = storedFileUrl(resource, source, record, { download: true });
  if (preview && resource.fields[source].accept === 'image') {
    return (
      <img
        src={view}
        alt={`${source} preview`}
        style={{ maxHeight: 40, maxWidth: 80, objectFit: 'contain' }}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button size="small" href={view} target="_blank" rel="noopener">
        View
      </Button>
      <Button size="small" href={download}>
        Download
      </Button>
    </Stack>
  );
}

/**
 * The upload input of a file field. The stored file shows as View/Download links; the record
 * holds only its id, which the drop zone does not preview (`format` hides it).
 */
export function StoredFileInput(ctx: FieldContext) {
  const kind = ctx.field.accept ?? 'pdf';
  return (
    <Stack spacing={0.5}>
      <FileInput
        source={ctx.source}
        label={ctx.label}
        isRequired={Boolean(ctx.field.required)}
        accept={ACCEPT[kind]}
        maxSize={5 * 1024 * 1024}
        format={(v: unknown) => (v && typeof v === 'object' ? v : null)}
        placeholder={
          <p>
            {kind === 'pdf'
              ? 'Drop a PDF here, or click to choose one'
              : 'Drop a JPG or PNG image here, or click to choose one'}
          </p>
        }
      >
        <FileField source="src" title="title" />
      </FileInput>
      <StoredFileLinks resource={ctx.resource} source={ctx.source} />
    </Stack>
  );
}
