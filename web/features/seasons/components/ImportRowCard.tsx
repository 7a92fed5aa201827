import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckedRow } from '../../../../contract/seasons';
import { SEASONS_NS } from '../i18n/messages';

const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'graduationYear',
  'guardianName',
  'guardianPhone',
  'guardianEmail',
] as const;

/** One previewed row: ready, or its problems and the fields to fix them in. */
export function ImportRowCard({ row, onChange }: { row: CheckedRow; onChange: (row: CheckedRow) => void }) {
  const { t } = useTranslation(SEASONS_NS);
  const bad = row.problems.length > 0;
  const title = `${row.firstName} ${row.lastName}`.trim() || '—';
  return (
    <Card variant="outlined" component="article" aria-label={t('import.line', { line: row.line })}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body2" color="text.secondary">
            {t('import.line', { line: row.line })}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
          <Typography variant="body2" dir="ltr">
            {row.phone}
          </Typography>
          {!bad && <Chip size="small" color="success" label={t('import.ok')} />}
        </Stack>
        {bad && (
          <Stack spacing={1} sx={{ marginBlockStart: 1 }}>
            <Alert severity="warning" sx={{ py: 0 }}>
              {row.problems.map((p) => (
                <div key={p}>{t(`import.problems.${p}`)}</div>
              ))}
            </Alert>
            <Typography variant="subtitle2">{t('import.fix')}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {FIELDS.map((f) => (
                <TextField
                  key={f}
                  size="small"
                  label={t(`import.${f}`)}
                  value={row[f]}
                  onChange={(e) => onChange({ ...row, [f]: e.target.value })}
                  sx={{ flex: '1 1 10rem' }}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
