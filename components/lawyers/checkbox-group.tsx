import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A multi-select as a group of checkboxes: a fieldset with its legend, keyboard and screen-reader
 * friendly without any script of its own. Register the same field on every box (react-hook-form
 * then collects the checked values into an array).
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  registration,
  error,
  columns = "sm:grid-cols-3",
}: {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  registration: UseFormRegisterReturn;
  error?: string;
  columns?: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      <div className={`grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              value={option.value}
              className="size-4 shrink-0 accent-primary"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
