import { emailSchema } from '../../../contract/common';
import type { CheckedRow, ImportRow, RowProblem } from '../../../contract/seasons';

/**
 * The roster import's rules for one file, pure: the cells a row is read from, a phone written the
 * way people write them (spaces, dashes, dots, brackets, a leading +1 or 1) made the app's 10 digits,
 * and each row's problems. The preview and the confirmation run the same rules.
 */

/** Header names taken for each field (lower case, spaces as underscores); the export writes the first. */
const COLUMNS: Record<keyof ImportRow, string[]> = {
  firstName: ['first_name', 'firstname', 'first', 'given_name'],
  lastName: ['last_name', 'lastname', 'last', 'surname', 'family_name'],
  phone: ['phone', 'phone_number', 'mobile', 'cell'],
  email: ['email', 'e_mail', 'email_address'],
  graduationYear: ['graduation_year', 'grad_year', 'class_of', 'graduation'],
  guardianName: ['guardian_name', 'parent_name', 'guardian'],
  guardianPhone: ['guardian_phone', 'parent_phone'],
  guardianEmail: ['guardian_email', 'parent_email'],
};

/** Whether a header names the first and last name columns (a file without them is not a roster). */
export function hasNameColumns(header: readonly string[]): boolean {
  return (
    COLUMNS.firstName.some((c) => header.includes(c)) && COLUMNS.lastName.some((c) => header.includes(c))
  );
}

export function rowOfCells(cells: Record<string, string>): ImportRow {
  const pick = (names: string[]) => names.map((n) => cells[n]).find((v) => v !== undefined && v !== '') ?? '';
  return Object.fromEntries(
    (Object.keys(COLUMNS) as (keyof ImportRow)[]).map((k) => [k, pick(COLUMNS[k]).slice(0, 200)]),
  ) as ImportRow;
}

/** The 10 digits of a phone as written, or null when it is not one. */
export function phoneDigits(written: string): string | null {
  if (!/^[\d\s().+-]*$/.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(national) ? national : null;
}

const CURRENT_YEAR_RANGE = { min: 1990, max: 2100 };

/**
 * Each row's problems. `taken`: phones of players who already have an account (a second account
 * cannot share it). A phone twice in the file is a problem on its later rows; the first stays good.
 * Rows come back with their phones written as 10 digits when they could be read.
 */
export function checkRows(
  rows: readonly (ImportRow & { line: number })[],
  taken: ReadonlySet<string>,
): CheckedRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const problems: RowProblem[] = [];
    const firstName = row.firstName.trim();
    const lastName = row.lastName.trim();
    if (!firstName || !lastName || firstName.length > 60 || lastName.length > 60)
      problems.push('missing_name');
    const phone = phoneDigits(row.phone.trim());
    if (phone === null) problems.push('malformed_phone');
    else if (seen.has(phone)) problems.push('duplicate_phone');
    else if (taken.has(phone)) problems.push('phone_taken');
    if (phone !== null) seen.add(phone);
    const email = row.email.trim();
    if (email && !emailSchema.safeParse(email).success) problems.push('malformed_email');
    const year = row.graduationYear.trim();
    if (
      year &&
      !(/^\d{4}$/.test(year) && +year >= CURRENT_YEAR_RANGE.min && +year <= CURRENT_YEAR_RANGE.max)
    ) {
      problems.push('malformed_year');
    }
    const guardianName = row.guardianName.trim();
    const guardianEmail = row.guardianEmail.trim();
    const guardianPhone = row.guardianPhone.trim() ? phoneDigits(row.guardianPhone.trim()) : '';
    if (guardianPhone === null || (guardianPhone !== '' && guardianPhone === phone)) {
      problems.push('malformed_guardian_phone');
    }
    const anyGuardian = guardianName || row.guardianPhone.trim() || guardianEmail;
    if (anyGuardian && (!guardianName || !row.guardianPhone.trim() || guardianName.length > 60)) {
      problems.push('guardian_incomplete');
    }
    if (guardianEmail && !emailSchema.safeParse(guardianEmail).success) problems.push('guardian_incomplete');
    return {
      line: row.line,
      firstName,
      lastName,
      phone: phone ?? row.phone.trim(),
      email,
      graduationYear: year,
      guardianName,
      guardianPhone: guardianPhone ?? row.guardianPhone.trim(),
      guardianEmail,
      problems: [...new Set(problems)],
    };
  });
}
