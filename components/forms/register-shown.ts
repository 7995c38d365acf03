import {
  get,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";

/** What a field's HTML says it starts with: its value, or for a checkbox whether it is ticked. */
export type ShownDefault = { defaultValue?: string | number; defaultChecked?: boolean };

/** `value` as an input's HTML default; nothing for a value a field cannot show (none, a list, a file). */
export function shownDefault(value: unknown): ShownDefault {
  if (typeof value === "boolean") return { defaultChecked: value };
  if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value)))
    return { defaultValue: value };
  return {};
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Fields already taken over: each is looked at once, when the form first holds it. */
const takenOver = new WeakSet<Field>();

/**
 * What the rider chose before the form was live, as the form's value, if they changed the field
 * from its HTML default (`options`: how the form reads the field's text).
 */
function chosenBeforeLive(field: Field, options?: Pick<RegisterOptions, "valueAsNumber" | "setValueAs">) {
  // A chosen file is read from the field when the form is sent; it has no default to differ from.
  if (field instanceof HTMLInputElement && field.type === "file") return null;
  if (field instanceof HTMLInputElement && field.type === "radio")
    return field.checked && !field.defaultChecked ? { value: field.value } : null;
  if (field instanceof HTMLInputElement && field.type === "checkbox")
    return field.checked !== field.defaultChecked ? { value: field.checked } : null;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
      ? { value: options?.setValueAs ? options.setValueAs(field.value) : field.value }
      : null;
  if (field.value === field.defaultValue) return null;
  if (options?.valueAsNumber) return { value: field.value === "" ? Number.NaN : Number(field.value) };
  return { value: options?.setValueAs ? options.setValueAs(field.value) : field.value };
}

/** Puts the field back to its HTML default, as react-hook-form expects to find it. */
function putBackDefault(field: Field) {
  if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox"))
    field.checked = field.defaultChecked;
  else if (field instanceof HTMLSelectElement)
    for (const option of field.options) option.selected = option.defaultSelected;
  else field.value = field.defaultValue;
}

/**
 * react-hook-form's `register`, with each field's default value in its HTML too. `register` alone
 * leaves a field empty in the server's HTML and fills it in once the page's script runs, so a rider
 * on a slow phone saw the quantity, their name and their address appear a moment after the form.
 *
 * What a rider typed or chose before then stays theirs: when the form first holds a field that
 * differs from its HTML default, the form takes the field as it started and then the rider's
 * value, so its watchers hear of it (react-hook-form on its own put the default back, or kept the
 * typed text without telling the running figures, which then priced five parts as two).
 */
export function registerShown<T extends FieldValues>({
  register,
  formState,
  setValue,
}: Pick<UseFormReturn<T>, "register" | "formState" | "setValue">) {
  return <N extends FieldPath<T>>(
    name: N,
    options?: RegisterOptions<T, N>,
  ): UseFormRegisterReturn<N> & ShownDefault => {
    const registered = register(name, options);
    return {
      ...registered,
      ...shownDefault(get(formState.defaultValues, name)),
      ref: (field: Field | null) => {
        const chosen = field && !takenOver.has(field) ? chosenBeforeLive(field, options) : null;
        // Left changed, react-hook-form may keep the value without telling its watchers, and then
        // setting the same value again tells them nothing either.
        if (field && chosen) putBackDefault(field);
        registered.ref(field);
        if (!field) return;
        takenOver.add(field);
        // Once this commit is done: the form's watchers start listening in their layout effects,
        // which React runs after the fields' refs.
        if (chosen) queueMicrotask(() => setValue(name, chosen.value as PathValue<T, N>, { shouldDirty: true }));
      },
    };
  };
}
