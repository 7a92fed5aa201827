/** i18n keys for the set-up form's field errors (the contract's own texts are English only). */
const FIELD_ERROR_KEYS: Record<string, string> = {
  school: 'setup.errors.school',
  fname: 'setup.errors.required',
  lname: 'setup.errors.required',
  email: 'setup.errors.email',
  pin: 'setup.errors.pin',
};

export function fieldErrorKey(field: string): string {
  return FIELD_ERROR_KEYS[field] ?? 'setup.errors.required';
}
