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
 * The rider's choice in a field before the form was live, as the form's value, if it differs from
 * `initial` (the form's default); the field is then put back to `initial`, as react-hook-form
 * expects to find it. `options`: how the form reads the field's text.
 */
function takeBackChoice(
  field: Field,
  initial: unknown,
  options?: Pick<RegisterOptions, "valueAsNumber" | "setValueAs">,
) {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const box = field.type === "checkbox";
    if (box ? field.checked === !!initial : !field.checked || field.value === initial) return null;
    // A box goes back to its default; a radio is unticked, and the form ticks the default one.
    field.checked = !field.checked;
    return { value: box ? !initial : field.value };
  }
  const text = field.value;
  // A chosen file is read from the field when the form is sent.
  if (field.type === "file" || text === String(initial ?? "")) return null;
  field.value = String(initial ?? "");
  if (options?.valueAsNumber) return { value: text === "" ? Number.NaN : Number(text) };
  return { value: options?.setValueAs ? options.setValueAs(text) : text };
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
    const initial = get(formState.defaultValues, name);
    return {
      ...registered,
      ...shownDefault(initial),
      ref: (field: Field | null) => {
        // Put back before the form takes the field over: left changed, react-hook-form may keep the
        // value without telling its watchers, and setting the same value again tells them nothing.
        const chosen = field && !takenOver.has(field) ? takeBackChoice(field, initial, options) : null;
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
