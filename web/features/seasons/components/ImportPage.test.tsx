import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ladderRoutes } from '../../../../contract/ladder/routes';
import type { CheckedRow } from '../../../../contract/seasons';
import { seasonsRoutes } from '../../../../contract/seasons/routes';
import { Component as SeasonImport } from '../../../app/routes/season-import';
import { paths } from '../../../config/paths';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { renderRoutes } from '../../../test/render';
import { inShell, stubShell } from '../../../test/shell';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';

/* /seasons/{team}/import (issue 37): the preview's problems, fixing a row and checking again, saving the good rows. */
const pages = inShell([{ path: paths.seasonImport, Component: SeasonImport }]);

const row = (
  line: number,
  first: string,
  last: string,
  phone: string,
  problems: CheckedRow['problems'] = [],
) => ({
  line,
  firstName: first,
  lastName: last,
  phone,
  email: '',
  graduationYear: '',
  guardianName: '',
  guardianPhone: '',
  guardianEmail: '',
  problems,
});

const file = () =>
  new File(['first_name,last_name,phone\nAna,Díaz,5550001111\nBen,,5550002222\n'], 'roster.csv', {
    type: 'text/csv',
  });

describe('the roster import', () => {
  it('shows each row with its problems, checks the fixed row again and saves the good rows', async () => {
    stubShell();
    stubRoute(ladderRoutes.roster, { res: 'list is empty', teamRosterID: 5 });
    const previews = stubRoute(seasonsRoutes.preview, ({ count }) =>
      count === 1
        ? {
            rows: [row(2, 'Ana', 'Díaz', '5550001111'), row(3, 'Ben', '', '5550002222', ['missing_name'])],
            good: 1,
            bad: 1,
          }
        : {
            rows: [row(2, 'Ana', 'Díaz', '5550001111'), row(3, 'Ben', 'Okafor', '5550002222')],
            good: 2,
            bad: 0,
          },
    );
    const saves = stubRoute(seasonsRoutes.import, { saved: 2, skipped: [], texted: 2 });
    const { user } = await renderRoutes(pages, { path: paths.seasonImportOf('jv-boys') });
    await user.upload(await screen.findByLabelText('CSV file'), file());
    expect((await screen.findByRole('status')).textContent).toBe('1 rows are ready, 1 have problems.');
    const bad = screen.getByRole('article', { name: 'Line 3' });
    expect(within(bad).getByText('First and last name are needed')).toBeTruthy();
    await expectAccessible();
    await user.type(within(bad).getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect((await screen.findByText('2 rows are ready, 0 have problems.')).textContent).toBeTruthy();
    // The fixed rows went up again as a file, in the import's columns.
    const sent = atob((previews[1]!.body as { file: string }).file);
    expect(sent.split('\r\n')[0]).toBe(
      'first_name,last_name,phone,email,graduation_year,guardian_name,guardian_phone,guardian_email',
    );
    expect(sent).toContain('Ben,Okafor,5550002222');
    await user.click(screen.getByRole('button', { name: 'Save 2 players' }));
    expect(await screen.findByText('2 players were added to the ladder.')).toBeTruthy();
    expect(saves[0]!.body).toMatchObject({
      sendPins: true,
      rows: [
        { line: 2, firstName: 'Ana' },
        { line: 3, lastName: 'Okafor' },
      ],
    });
  });

  it('says why a file is refused, on a phone in Arabic right to left', async () => {
    stubShell({ language: 'ar' });
    stubRoute(ladderRoutes.roster, { res: 'list is empty', teamRosterID: 5 });
    stubRoute(seasonsRoutes.preview, failWith(415, 'csv_wrong_encoding'));
    const { user } = await renderRoutes(pages, {
      path: paths.seasonImportOf('jv-boys'),
      language: 'ar',
      viewport: PHONE,
    });
    await user.upload(await screen.findByLabelText('ملف CSV'), file());
    expect((await screen.findByRole('alert')).textContent).toContain('ليس نصًا بترميز UTF-8');
    expectRightToLeft();
    await expectAccessible();
  });
});
