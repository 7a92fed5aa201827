import { useTranslation } from 'react-i18next';
import en from '../i18n/en.json';
import { ApiError, type ApiErrorCode } from './api-client';

/*
 * The one place that turns a failed call into words. The server names every refusal with a
 * code of the contract (contract/errors.ts); the app's messages for them sit under `errors.` in
 * web/i18n/{en,tr,ar}.json, keyed by the code itself. A feature that says something of its own
 * for a code (a field's message, say) checks the code and uses its key; everything else ends
 * here. Nothing reads the server's English text.
 */

/** The code of a failed call; undefined for anything that is not an API answer. */
export function errorCodeOf(error: unknown): ApiErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** True when `error` is an API answer with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: readonly ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** The values an answer names (its `details` when they are an object), for a message's placeholders. */
export function errorValues(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError)) return {};
  const { details } = error;
  return typeof details === 'object' && details !== null && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : {};
}

/** Codes with a message of their own; any other says `errors.generic`. */
export const TRANSLATED_CODES: ReadonlySet<string> = new Set(
  Object.keys(en.errors).filter((key) => /^[a-z]+(_[a-z]+)+$/.test(key)),
);

export interface ErrorMessageKey {
  /** A key of the app's own messages (the `translation` namespace). */
  key: string;
  values: Record<string, unknown>;
}

/** The message key of a failed call: `errors.<code>` when the app has one, `errors.generic` otherwise. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  const code = errorCodeOf(error);
  if (code === undefined || !TRANSLATED_CODES.has(code)) return { key: 'errors.generic', values: {} };
  return { key: `errors.${code}`, values: errorValues(error) };
}

/** The translated message of a failed call, in the page's language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const { key, values } = errorMessageKey(error);
    return t(key, values);
  };
}

/**
 * A feature's own words for some failures, as message keys of its namespace: by the answer's code
 * first, then by its status; any other failure (or anything that is not an API answer) says
 * `fallback`.
 */
export interface FeatureErrorKeys {
  codes?: Partial<Record<ApiErrorCode, string>>;
  statuses?: Partial<Record<number, string>>;
  fallback: string;
}

/** The message key a feature's table (FeatureErrorKeys) gives a failed call. */
export function featureErrorKey(error: unknown, keys: FeatureErrorKeys): string {
  if (error instanceof ApiError) {
    const byCode = keys.codes?.[error.code];
    if (byCode !== undefined) return byCode;
    const byStatus = keys.statuses?.[error.status];
    if (byStatus !== undefined) return byStatus;
  }
  return keys.fallback;
}
