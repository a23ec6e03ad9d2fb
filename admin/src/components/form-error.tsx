/** A refusal under a form, read out when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
