import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LadderList } from './LadderList';
import type { LadderTableProps } from './LadderRowParts';
import { WideLadderTable } from './WideLadderTable';

/**
 * The ladder (SPEC.md section 2): position, player (avatar and name), player id, contact details
 * and win percentages; N/A for position -1 and for 0 percentages. On a phone it is a list of one
 * line per player (LadderList, without the player id); wider screens get the table.
 */
export function LadderTable(props: LadderTableProps) {
  // Read at once (noSsr), so that a phone never draws the wide table first.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <LadderList {...props} /> : <WideLadderTable {...props} />;
}
