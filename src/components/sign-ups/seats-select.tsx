/**
 * A party's number of seats as a choice (issue 27): the private link's "change seats" and the staff's
 * walk-in, one control in two places. The sign-up form has its own (uncontrolled, with its error).
 */
export function SeatsSelect({
  id,
  label,
  choices,
  value,
  onChange,
  disabled,
  widthClass,
}: {
  id: string;
  label: string;
  choices: readonly number[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The select's width (a Tailwind class such as 'w-24'). */
  widthClass: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`field-input ${widthClass}`}
        disabled={disabled}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
