/** A form field as a string (absent or a file: null). */
export function formText(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}
