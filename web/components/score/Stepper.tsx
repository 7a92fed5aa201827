import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';

interface StepperProps {
  /** null: empty (tiebreak points not written). */
  value: number | null;
  max: number;
  label: string;
  moreLabel: string;
  fewerLabel: string;
  onChange: (value: number | null) => void;
}

/**
 * - [n] +: the number can be typed too; the buttons have their own names ("One more game for Ana,
 * set 1"). They stay enabled at the ends (a press there changes nothing), so the focus never drops
 * off a button that a keyboard user is pressing.
 */
export function Stepper({ value, max, label, moreLabel, fewerLabel, onChange }: StepperProps) {
  const current = value ?? -1;
  return (
    <Box
      dir="ltr"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 0, sm: 0.5 } }}
    >
      <IconButton
        aria-label={fewerLabel}
        onClick={() => onChange(current <= 0 ? (value === null ? null : 0) : current - 1)}
        size="medium"
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange(digits === '' ? null : Math.min(max, Number(digits)));
        }}
        inputProps={{
          'aria-label': label,
          inputMode: 'numeric',
          maxLength: 2,
          style: { textAlign: 'center' },
        }}
        sx={{
          width: '2.75rem',
          fontSize: '1.125rem',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&.Mui-focused': { borderColor: 'primary.main' },
        }}
      />
      <IconButton aria-label={moreLabel} onClick={() => onChange(Math.min(max, current + 1))} size="medium">
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
