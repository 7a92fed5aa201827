import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type FocusEventHandler, type Ref } from 'react';

interface DigitFieldProps {
  name: string;
  label: string;
  value: string;
  maxLength: number;
  helperText: string;
  error: boolean;
  autoComplete: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (digits: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
}

/** The digits of `value`, at most `maxLength` of them (what the field accepts). */
export function toDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * A digits-only text field (phone, code). Built from the input parts rather than
 * TextField, which would bring Select and its menus into the login page's first load.
 */
export function DigitField(props: DigitFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required error={props.error} fullWidth>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        label={props.label}
        value={props.value}
        inputRef={props.inputRef}
        autoComplete={props.autoComplete}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
        onChange={(event) => props.onChange(toDigits(event.target.value, props.maxLength))}
        slotProps={{
          input: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: props.maxLength,
            dir: 'ltr',
            'aria-describedby': helperId,
          },
        }}
      />
      <FormHelperText id={helperId}>{props.helperText}</FormHelperText>
    </FormControl>
  );
}
