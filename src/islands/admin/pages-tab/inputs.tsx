import { describedBy, Field } from '../ui/fields.tsx';

/** The page editor's labelled inputs: each with its id (for the error's focus) and its error under it. */
interface InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
}

export function TextInput({ id, label, value, onChange, error, hint, required, readOnly }: InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <input id={id} type="text" className="field-input read-only:bg-ink-50" readOnly={readOnly} value={value} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error, hint !== undefined)} />
    </Field>
  );
}

export function TextArea({ id, label, value, onChange, error, hint, required, rows = 4 }: InputProps & { rows?: number }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <textarea id={id} rows={rows} className="field-input" value={value} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error, hint !== undefined)} />
    </Field>
  );
}

export function Select<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: V | '';
  options: readonly { value: V | ''; label: string }[];
  onChange: (value: V | '') => void;
  error?: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value as V | '')} {...describedBy(id, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function Checkbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-ink-900">
      <input id={id} type="checkbox" className="h-4 w-4 accent-primary-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
