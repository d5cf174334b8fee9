import { useState } from 'react';
import { useFieldErrors } from './use-field-errors';

/** The keys of a form's values that hold text, which an input's change event can set directly. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export type UseFormOptions = {
  /**
   * The form field an error's path shows under, when the body and the form name things
   * differently ('startTime' under Start, 'settings.theme' under Theme). By default the same.
   */
  fieldOf?: (path: string) => string | undefined;
};

const same = (path: string) => path;

/**
 * One form's state, the way every form in the app holds it: its values, a setter per field that
 * also clears that field's error, and the field errors with their one submit (use-field-errors.ts):
 * a body the server's own zod schema refuses (validate-form.ts) is not sent, and a refusal from the
 * server lands on the fields. So no form writes that glue again.
 */
export function useForm<V extends object>(initial: V | (() => V), { fieldOf = same }: UseFormOptions = {}) {
  // setValues replaces values without touching errors (a fresh copy from the server, an emptied
  // form); it is React's own setter, stable, so an effect may depend on it.
  const [values, setValues] = useState<V>(initial);
  const fieldErrors = useFieldErrors();
  const { errors, clear } = fieldErrors;

  /** Every error path shown under a field: the field's own name, and the body's names for it. */
  const pathsOf = (field: string) => [field, ...Object.keys(errors).filter((path) => path !== field && fieldOf(path) === field)];
  const clearField = (field: string) => {
    for (const path of pathsOf(field)) clear(path);
  };
  /** The error shown under a field: its own, else the first the body gave for it. */
  const errorOf = (field: keyof V & string): string | undefined => {
    for (const path of pathsOf(field)) if (errors[path]) return errors[path];
    return undefined;
  };
  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearField(key);
  };
  /** An input's onChange for a text field. */
  const text =
    <K extends TextKey<V> & string>(key: K) =>
    (event: { target: { value: string } }) =>
      set(key, event.target.value as V[K]);

  return { ...fieldErrors, values, setValues, set, text, errorOf, clearField };
}

/** A form's state handed to the component that draws its fields, when the page keeps the values. */
export type FormState<V extends object> = ReturnType<typeof useForm<V>>;
