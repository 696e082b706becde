/** A field's error message, announced as it appears; the input points at it with aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null
}
