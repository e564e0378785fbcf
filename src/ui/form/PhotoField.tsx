import { useEffect, useState, type ChangeEvent } from 'react';
import * as v from 'valibot';
import { TextField } from '../TextField';
import { useFieldContext } from './contexts';
import { firstError } from './firstError';
import * as styles from './PhotoField.css';
import { useServerFieldError } from './serverErrors';

const MAX_PHOTO_BYTES = 500_000;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * One optional photo. The file is checked by its type and size before a byte of it is read: a
 * 40 MB photo is refused at once instead of being decoded for a preview.
 */
export const photoFile = v.nullable(
  v.pipe(
    v.file(),
    v.mimeType(PHOTO_TYPES, 'Choose a PNG, JPEG or WebP image'),
    v.maxSize(MAX_PHOTO_BYTES, 'Choose a photo under 500 kB'),
  ),
);

/** The photo as the API takes it: a data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The chosen photo as it will be shown; rendered only for a photo that passed its checks. */
function PhotoPreview({ file }: { file: File }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void readAsDataUrl(file).then(
      (url) => current && setSource(url),
      () => current && setSource(null),
    );
    return () => {
      current = false;
    };
  }, [file]);
  return source ? (
    <img
      src={source}
      alt="Preview of your photo"
      className={styles.preview}
      width={240}
      height={160}
    />
  ) : null;
}

/**
 * A form's photo field (a `File` or null), with a preview of a photo that passed its checks. A
 * chosen file is judged at once: it is a finished choice, not text being typed.
 */
export function BoundPhotoField({ label }: { label: string }) {
  const field = useFieldContext<File | null>();
  const { serverError, clearServerError } = useServerFieldError([field.name]);
  const check = v.safeParse(photoFile, field.state.value);
  return (
    <>
      <TextField
        label={label}
        name={field.name}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        hint="PNG, JPEG or WebP, up to 500 kB."
        error={check.issues?.[0]?.message ?? firstError(field.state.meta.errors) ?? serverError}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          clearServerError();
          field.handleChange(event.target.files?.[0] ?? null);
        }}
      />
      {check.success && check.output ? <PhotoPreview file={check.output} /> : null}
    </>
  );
}
