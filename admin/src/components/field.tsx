import { useId, type ReactNode } from 'react';

/** A labelled control: the label names the control `children` draws with the id it is given. */
export function Field({
  label,
  children,
}: {
  label: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
