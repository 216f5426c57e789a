import type { ReactNode } from 'react';
import { ROUND_UP_STEPS, type IqamahRule, type RoundUpStep } from '../../../domain/schedule/settings.ts';
import { fieldId, numberFrom, type Errors } from './draft.ts';

/**
 * The Prayer Settings form's small labelled inputs. Each is found by its settings path: its id comes from
 * the path, and so does its error (from the form's own check or the API's `fields`), shown under it and
 * tied to it with aria-describedby.
 */

const input =
  'mt-1 block w-full rounded-md border border-ink-300 bg-white px-2 py-1.5 text-ink-900 disabled:bg-ink-50 disabled:text-ink-700 aria-[invalid=true]:border-red-700';

function ErrorText({ path, errors }: { path: string; errors: Errors }) {
  const error = errors[path];
  return error ? (
    <p id={`${fieldId(path)}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function aria(path: string, errors: Errors) {
  return {
    id: fieldId(path),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${fieldId(path)}-error` : undefined,
  } as const;
}

export function Labelled({ path, label, errors, children, className }: { path: string; label: string; errors: Errors; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(path)} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      {children}
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

export function TimeInput({
  path,
  label,
  value,
  errors,
  onChange,
  optional,
  className,
}: {
  path: string;
  label: string;
  value: string | null;
  errors: Errors;
  onChange: (value: string | null) => void;
  optional?: boolean;
  className?: string;
}) {
  return (
    <Labelled path={path} label={label} errors={errors} className={className}>
      <input
        type="time"
        {...aria(path, errors)}
        className={input}
        value={value ?? ''}
        required={!optional}
        onChange={(e) => onChange(e.target.value === '' ? (optional ? null : '') : e.target.value)}
      />
    </Labelled>
  );
}

export function NumberInput({
  path,
  label,
  value,
  min,
  max,
  errors,
  onChange,
  className,
}: {
  path: string;
  label: string;
  value: number;
  min: number;
  max: number;
  errors: Errors;
  onChange: (value: number) => void;
  className?: string;
}) {
  return (
    <Labelled path={path} label={label} errors={errors} className={className}>
      <input
        type="number"
        inputMode="numeric"
        {...aria(path, errors)}
        className={input}
        min={min}
        max={max}
        step={1}
        value={Number.isNaN(value) ? '' : value}
        onChange={(e) => onChange(numberFrom(e.target.value))}
      />
    </Labelled>
  );
}

export function TextInput({
  path,
  label,
  value,
  errors,
  onChange,
  maxLength,
  className,
}: {
  path: string;
  label: string;
  value: string;
  errors: Errors;
  onChange: (value: string) => void;
  maxLength: number;
  className?: string;
}) {
  return (
    <Labelled path={path} label={label} errors={errors} className={className}>
      <input type="text" {...aria(path, errors)} className={input} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
    </Labelled>
  );
}

export function DateInput({
  path,
  label,
  value,
  errors,
  onChange,
  className,
}: {
  path: string;
  label: string;
  value: string;
  errors: Errors;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Labelled path={path} label={label} errors={errors} className={className}>
      <input type="date" {...aria(path, errors)} className={input} value={value} required onChange={(e) => onChange(e.target.value)} />
    </Labelled>
  );
}

export function Select<T extends string | number>({
  path,
  label,
  value,
  options,
  errors,
  onChange,
  className,
}: {
  path: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  errors: Errors;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <Labelled path={path} label={label} errors={errors} className={className}>
      <select
        {...aria(path, errors)}
        className={input}
        value={String(value)}
        onChange={(e) => {
          const chosen = options.find((option) => String(option.value) === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

const ROUNDING = ROUND_UP_STEPS.map((step) => ({ value: step, label: step === 0 ? 'Not rounded' : `Up to ${step} min` }));

/** An iqamah rule: a fixed time, or minutes after the adhan rounded up and kept within bounds. */
export function RuleInputs({
  path,
  label,
  rule,
  errors,
  onChange,
}: {
  path: string;
  label: string;
  rule: IqamahRule;
  errors: Errors;
  onChange: (rule: IqamahRule) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      <Select
        path={`${path}.kind`}
        label={`${label}: rule`}
        value={rule.kind}
        options={[
          { value: 'afterAdhan', label: 'After the adhan' },
          { value: 'fixed', label: 'Fixed time' },
        ]}
        errors={errors}
        onChange={(kind) =>
          onChange(kind === 'fixed' ? { kind: 'fixed', time: '20:00' } : { kind: 'afterAdhan', minutes: 10, roundUpTo: 0, notBefore: null, notAfter: null })
        }
      />
      {rule.kind === 'fixed' ? (
        <TimeInput path={`${path}.time`} label={`${label}: time`} value={rule.time} errors={errors} onChange={(time) => onChange({ ...rule, time: time ?? '' })} />
      ) : (
        <>
          <NumberInput
            path={`${path}.minutes`}
            label={`${label}: minutes after the adhan`}
            value={rule.minutes}
            min={0}
            max={180}
            errors={errors}
            onChange={(minutes) => onChange({ ...rule, minutes })}
          />
          <Select<RoundUpStep>
            path={`${path}.roundUpTo`}
            label={`${label}: round`}
            value={rule.roundUpTo}
            options={ROUNDING}
            errors={errors}
            onChange={(roundUpTo) => onChange({ ...rule, roundUpTo })}
          />
          <TimeInput
            path={`${path}.notBefore`}
            label={`${label}: not before`}
            value={rule.notBefore}
            optional
            errors={errors}
            onChange={(notBefore) => onChange({ ...rule, notBefore })}
          />
          <TimeInput
            path={`${path}.notAfter`}
            label={`${label}: not after`}
            value={rule.notAfter}
            optional
            errors={errors}
            onChange={(notAfter) => onChange({ ...rule, notAfter })}
          />
        </>
      )}
    </div>
  );
}
