import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dualQueryOptions } from '../api';
import { DUALS_NS } from '../i18n/messages';
import { playerNames } from './LineResults';
import { lineLabel } from '../violation-text';
import { useDualFormatters } from './DualSummaryCard';

const cell = {
  border: '1px solid #000',
  padding: '6px 8px',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/**
 * The lineup card coaches exchange before a dual: one printed page in black and white (no colour carries
 * meaning, rules and borders are black), the lines with our players and empty space for the opponent's,
 * and both coaches' signatures. The print button is not printed.
 */
export function DualPrint({ id }: { id: number }) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const { when } = useDualFormatters();
  const query = useQuery(dualQueryOptions(id));
  if (query.isPending) return <Typography sx={{ padding: 3 }}>{t('dual.loading')}</Typography>;
  if (query.isError || !query.data.dual) return <Alert severity="error">{t('dual.error')}</Alert>;
  const { dual, scoring } = query.data;
  const lines = scoring.lines.map((l) => ({
    line: l.line,
    side1: playerNames(l.side1Players),
    side2: playerNames(l.side2Players),
  }));
  return (
    <Box
      component="main"
      sx={{
        maxWidth: 760,
        marginInline: 'auto',
        padding: { xs: 2, sm: 4 },
        color: '#000',
        bgcolor: '#fff',
        minHeight: '100dvh',
      }}
    >
      <GlobalStyles
        styles={{
          '@page': { size: 'auto', margin: '12mm' },
          '@media print': { '.no-print': { display: 'none !important' }, body: { background: '#fff' } },
        }}
      />
      <Box className="no-print" sx={{ marginBlockEnd: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('print.title')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{`${dual.schoolName} ${dual.teamName}`}</bdi> {t('results.vs')} <bdi>{dual.opponent.name}</bdi>
      </Typography>
      <Typography>
        {when(dual.startsAt)} · {t(`site.${dual.site}`)}
        {dual.place && (
          <>
            {' · '}
            <bdi>{dual.place}</bdi>
          </>
        )}
      </Typography>
      <Typography sx={{ marginBlockEnd: 2 }}>
        {t(`formats.${dual.format.preset}`)} ·{' '}
        {scoring.rulePack ? (
          // A league dual's card carries its rule pack's name (issue 35): the rules both lineups answer to.
          <bdi>{t('print.rulePack', { pack: scoring.rulePack })}</bdi>
        ) : (
          t(`translation:lineupRules.${dual.rulePreset}`)
        )}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '1rem' }}>
        <thead>
          <tr>
            <Box component="th" sx={{ ...cell, width: '16%' }}>
              {t('print.line')}
            </Box>
            <Box component="th" sx={cell}>
              <bdi>{dual.schoolName}</bdi>
            </Box>
            <Box component="th" sx={cell}>
              <bdi>{dual.opponent.name}</bdi>
            </Box>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.line}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 700 }}>
                {lineLabel(t, l.line, i18n.language)}
              </Box>
              <Box component="td" sx={{ ...cell, height: 44 }}>
                {l.side1.map((name) => (
                  <div key={name}>
                    <bdi>{name}</bdi>
                  </div>
                ))}
              </Box>
              <Box component="td" sx={cell}>
                {l.side2.map((name) => (
                  <div key={name}>
                    <bdi>{name}</bdi>
                  </div>
                ))}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {dual.publishReason && (
        <Typography sx={{ marginBlockStart: 2 }}>
          {t('dual.publishedReason')} <bdi>{dual.publishReason}</bdi>
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4, marginBlockStart: 6 }}>
        {[dual.schoolName, dual.opponent.name].map((school) => (
          <Box key={school} sx={{ borderBlockStart: '1px solid #000', paddingBlockStart: 0.5 }}>
            <Typography variant="body2">{t('print.signature', { school })}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
